import type { NewAccount } from '../src/index.js';

/** An account as the store tests create it: one customer, no credentials; `overrides` for what a test is about. */
export function newAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  return {
    projectId: 'ignored',
    provider: 'bamboohr',
    connectorProfileId: null,
    originOwnerId: 'customer-1',
    originOwnerName: 'Customer One',
    originUsername: null,
    label: null,
    metadata: {},
    type: 'production',
    credentials: null,
    credentialsExpireAt: null,
    ...overrides,
  };
}
