/**
 * Xero's OAuth 2.0 scopes (https://developer.xero.com/documentation/guides/oauth2/scopes):
 * `offline_access` for a refresh token, `accounting.settings.read` for the organisation, its chart
 * of accounts and tax rates, `accounting.transactions` to read and create manual journals.
 */
export const OFFLINE_ACCESS_SCOPE = 'offline_access';
export const SETTINGS_READ_SCOPE = 'accounting.settings.read';
export const SETTINGS_SCOPE = 'accounting.settings';
export const TRANSACTIONS_SCOPE = 'accounting.transactions';
export const TRANSACTIONS_READ_SCOPE = 'accounting.transactions.read';

export const xeroScopes = [OFFLINE_ACCESS_SCOPE, SETTINGS_READ_SCOPE, TRANSACTIONS_SCOPE] as const;

export const xeroScopeDescriptions: Record<string, string> = {
  [OFFLINE_ACCESS_SCOPE]: 'Keep access to your Xero data when you are not using the application',
  openid: 'Know who you are',
  profile: 'See your name',
  email: 'See your email address',
  [SETTINGS_SCOPE]: 'View and manage your organisation settings',
  [SETTINGS_READ_SCOPE]: 'View your organisation settings, chart of accounts and tax rates',
  [TRANSACTIONS_SCOPE]: 'View and manage your business transactions',
  [TRANSACTIONS_READ_SCOPE]: 'View your business transactions',
};

/** Reads of settings (organisation, accounts, tax rates) take either settings scope. */
export const SETTINGS_READ_SCOPES = [SETTINGS_READ_SCOPE, SETTINGS_SCOPE];
export const TRANSACTIONS_READ_SCOPES = [TRANSACTIONS_READ_SCOPE, TRANSACTIONS_SCOPE];
