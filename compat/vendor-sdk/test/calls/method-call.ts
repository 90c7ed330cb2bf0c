import type { AccountScope, CompatContext } from '../compat-harness.js';

/**
 * How the suite calls one SDK method: once per installed connector of the method's category
 * (with that connector's sandbox account), or once against the server for the methods outside
 * the unified categories.
 */
export type MethodCall =
  | { subject: 'connector'; run: (context: CompatContext, scope: AccountScope) => Promise<void> }
  | { subject: 'server'; run: (context: CompatContext) => Promise<void> };

export const perConnector = (run: (context: CompatContext, scope: AccountScope) => Promise<void>): MethodCall => ({ subject: 'connector', run });
export const againstServer = (run: (context: CompatContext) => Promise<void>): MethodCall => ({ subject: 'server', run });
