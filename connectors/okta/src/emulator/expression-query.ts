import type { EmulatorRequest, EmulatorResponse } from '@openunified/connector-sdk/emulator';
import { OktaExpressionError, parseOktaExpression, type RecordPredicate } from './okta-expression.js';
import { oktaError } from './okta-responses.js';

/** A `search` or `filter` expression as a predicate, or Okta's 400 for one it cannot read. */
export function expressionPredicate(request: EmulatorRequest, filterAttributes: ReadonlySet<string>): RecordPredicate | EmulatorResponse | undefined {
  const search = request.query.get('search');
  const filter = request.query.get('filter');
  try {
    if (search !== null) return parseOktaExpression(search);
    if (filter !== null) return parseOktaExpression(filter, { caseSensitive: true, allowAttribute: (attribute) => filterAttributes.has(attribute) });
  } catch (error) {
    if (error instanceof OktaExpressionError) return oktaError(400, 'Invalid search criteria.', [error.message], 'E0000031');
    throw error;
  }
  return undefined;
}
