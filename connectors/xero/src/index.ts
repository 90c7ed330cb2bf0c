import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { getAccountAction, listAccountsAction } from './actions/accounts.js';
import { getCompanyAction, listCompaniesAction } from './actions/companies.js';
import { batchCreateJournalsAction, createJournalAction, getJournalAction, listJournalsAction } from './actions/journals.js';
import { getTaxRateAction, listTaxRatesAction } from './actions/tax-rates.js';
import { xeroOAuth2 } from './authentication.js';
import { xeroScopeDescriptions } from './scopes.js';
import { xeroErrorMessage } from './xero-errors.js';

export const xeroConnector = defineConnector({
  key: 'xero',
  name: 'Xero',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  description:
    'Companies (connected organisations), their chart of accounts, tax rates and manual journals, over the Xero Accounting API 2.0 (OAuth 2.0, xero-tenant-id per company).',
  customer_description:
    'Lets the application read the organisations you connect, their chart of accounts and tax rates, read their manual journals and post new ones.',
  release_stage: 'preview',
  categories: ['accounting'],
  authentication: [xeroOAuth2],
  scope_definitions: Object.entries(xeroScopeDescriptions).map(([name, description]) => ({ name, description, includes: [] })),
  resource_types: ['company', 'account', 'tax_rate', 'journal'],
  baseUrl: 'https://api.xero.com/api.xro/2.0',
  errorMessage: xeroErrorMessage,
  resources: {
    companies: { filters: [], description: 'Organisations of GET /connections (practices left out); updated_after is not applied.' },
    company_accounts: { filters: [], description: 'The whole chart, archived accounts included; updated_after is sent as If-Modified-Since.' },
    company_tax_rates: { filters: [], description: 'Every tax rate, deleted ones included; updated_after is not applied.' },
    company_journals: { filters: [], description: 'Manual journals; updated_after is sent as If-Modified-Since.' },
  },
  actions: [
    listCompaniesAction,
    getCompanyAction,
    listAccountsAction,
    getAccountAction,
    listTaxRatesAction,
    getTaxRateAction,
    listJournalsAction,
    getJournalAction,
    createJournalAction,
    batchCreateJournalsAction,
  ],
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: xeroConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startXeroEmulator()),
});

export default manifest;

export { mapAccount } from './mappers/account.js';
export { fiscalYearStart, mapCompany } from './mappers/company.js';
export { mapJournal } from './mappers/journal.js';
export { mapTaxRate } from './mappers/tax-rate.js';
export type { XeroAccount, XeroConnection, XeroManualJournal, XeroOrganisation, XeroTaxRate } from './provider-types.js';
export { xeroDateToIso } from './xero-dates.js';
