import { type ApiError, isApiError } from '@openunified/errors';

/**
 * The ApiError `operation` fails with, for asserting on its status, message and provider errors.
 * Fails the test when the operation succeeds or throws anything that is not an ApiError.
 */
export async function expectApiError(operation: Promise<unknown>): Promise<ApiError> {
  const outcome = await operation.then(
    () => ({ succeeded: true as const }),
    (error: unknown) => ({ succeeded: false as const, error }),
  );
  if (outcome.succeeded) throw new Error('expected an ApiError, but the operation succeeded');
  if (!isApiError(outcome.error)) throw new Error(`expected an ApiError, got ${String(outcome.error)}`);
  return outcome.error;
}
