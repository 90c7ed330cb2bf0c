import type { XeroProblem, XeroValidationException } from './provider-types.js';

/**
 * Xero's error bodies (xero_accounting.yaml `Error`; https://developer.xero.com/documentation/api/accounting/responsecodes):
 * a refused write is `{ErrorNumber: 10, Type: "ValidationException", Message, Elements: [{..., ValidationErrors: [{Message}]}]}`,
 * the validation messages naming what was wrong; authentication, tenant and rate limit failures
 * are problem details `{Title, Status, Detail}`.
 */
export function xeroErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const validation = body as Partial<XeroValidationException>;
  if (typeof validation.Message === 'string') {
    const details = (validation.Elements ?? []).flatMap((element) => (element.ValidationErrors ?? []).map((error) => error.Message));
    return details.length > 0 ? `${validation.Message}: ${[...new Set(details)].join('; ')}` : validation.Message;
  }
  const problem = body as Partial<XeroProblem>;
  if (typeof problem.Detail === 'string') return typeof problem.Title === 'string' ? `${problem.Title}: ${problem.Detail}` : problem.Detail;
  return undefined;
}

/** The validation messages of each element of a write, in the order sent. */
export function validationMessagesOf(body: unknown): string[][] {
  const elements = (body as Partial<XeroValidationException> | null)?.Elements ?? [];
  return elements.map((element) => (element.ValidationErrors ?? []).map((error) => error.Message));
}
