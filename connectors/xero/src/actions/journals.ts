import {
  type AccountingJournalCreate,
  accountingJournalCreateSchema,
  defineAction,
  encodeCompositeId,
  hasStatus,
  isApiError,
  NotFoundError,
  type ProviderHttpClient,
  parsePageNumberCursor,
  subResourceCreateInputSchema,
  subResourceGetInputSchema,
  subResourceListInputSchema,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { mapJournal } from '../mappers/journal.js';
import type { XeroManualJournals } from '../provider-types.js';
import { TRANSACTIONS_READ_SCOPES, TRANSACTIONS_SCOPE } from '../scopes.js';
import { tenantIdOf, xeroRequest } from '../xero-api.js';
import { validationMessagesOf } from '../xero-errors.js';
import { refuseForeignCurrency, toManualJournal } from './journal-write.js';

/** GET /ManualJournals serves up to 100 journals a page (xero_accounting.yaml `page`). */
export const JOURNALS_MAX_PAGE_SIZE = 100;
/** Xero asks for at most 50 records per write call (https://developer.xero.com/documentation/api/accounting/requests-and-responses). */
export const JOURNALS_PER_WRITE = 50;
/** The batch route's own cap (the catalogue's default). */
const BATCH_MAX_ITEMS = 100;

const companyOf = (id: string) => encodeCompositeId(tenantIdOf(id));

export const listJournalsAction = defineAction({
  id: 'xero_list_company_journals',
  label: 'List company journals',
  description:
    "Lists the company's manual journals with their lines (GET /ManualJournals with page and pageSize: one call per page, Xero's page " +
    'number behind the cursor). updated_after is sent as If-Modified-Since.',
  tags: ['accounting', 'journals'],
  schema_type: 'unified',
  unified: 'accounting.company_journals.list',
  required_scopes: TRANSACTIONS_READ_SCOPES,
  kind: 'list',
  input: subResourceListInputSchema(z.object({}).strict(), { maxPageSize: JOURNALS_MAX_PAGE_SIZE }),
  async run({ input, http }) {
    const page = parsePageNumberCursor(input.query.cursor);
    const answer = await xeroRequest<XeroManualJournals>(http, input.path.id, {
      path: '/ManualJournals',
      // With `page`, Xero includes each journal's lines.
      query: { page, pageSize: input.query.page_size },
      modifiedSince: input.query.updated_after,
    });
    const companyId = companyOf(input.path.id);
    const journals = answer.ManualJournals ?? [];
    const more = answer.pagination ? page < answer.pagination.pageCount : journals.length === input.query.page_size;
    return { data: journals.map((journal) => mapJournal(journal, companyId)), next: more ? String(page + 1) : null };
  },
});

export const getJournalAction = defineAction({
  id: 'xero_get_company_journal',
  label: 'Get company journal',
  description: 'Reads one manual journal of the company with its lines (GET /ManualJournals/{ManualJournalID}).',
  tags: ['accounting', 'journals'],
  schema_type: 'unified',
  unified: 'accounting.company_journals.get',
  required_scopes: TRANSACTIONS_READ_SCOPES,
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const journalId = toRemoteId(input.path.subResourceId);
    const answer = await xeroRequest<XeroManualJournals>(http, input.path.id, { path: `/ManualJournals/${encodeURIComponent(journalId)}` });
    const journal = answer.ManualJournals?.[0];
    if (!journal) throw new NotFoundError(`No journal ${input.path.subResourceId} in this company`);
    return { data: mapJournal(journal, companyOf(input.path.id)) };
  },
});

export const createJournalAction = defineAction({
  id: 'xero_create_company_journal',
  label: 'Create company journal',
  description:
    'Creates a manual journal (PUT /ManualJournals), as a draft unless passthrough.Status is POSTED. Lines name accounts by id or code and ' +
    "tax rates by tax type; Xero's validation errors (unbalanced lines, unknown accounts, no narration) come back as a 400 with provider_errors.",
  tags: ['accounting', 'journals'],
  schema_type: 'unified',
  unified: 'accounting.company_journals.create',
  required_scopes: [TRANSACTIONS_SCOPE],
  kind: 'create',
  input: subResourceCreateInputSchema(accountingJournalCreateSchema),
  async run({ input, http }) {
    await refuseForeignCurrency(http, input.path.id, [input.body]);
    const answer = await xeroRequest<XeroManualJournals>(http, input.path.id, {
      method: 'PUT',
      path: '/ManualJournals',
      json: { ManualJournals: [toManualJournal(input.body)] },
    });
    const id = answer.ManualJournals[0]!.ManualJournalID;
    return { data: { id: encodeCompositeId(id), remote_id: id } };
  },
});

export const batchCreateJournalsAction = defineAction({
  id: 'xero_batch_create_company_journals',
  label: 'Create company journals in a batch',
  description:
    'Creates several manual journals (PUT /ManualJournals?summarizeErrors=false, 50 journals per call): the journals Xero accepts are ' +
    'created, and each one it refuses comes back in errors with its validation messages.',
  tags: ['accounting', 'journals'],
  schema_type: 'unified',
  unified: 'accounting.company_journals.batch_upsert',
  required_scopes: [TRANSACTIONS_SCOPE],
  kind: 'batch_upsert',
  input: subResourceCreateInputSchema(z.object({ items: z.array(accountingJournalCreateSchema).min(1).max(BATCH_MAX_ITEMS) })),
  async run({ input, http }) {
    const items = input.body.items;
    await refuseForeignCurrency(http, input.path.id, items);
    const errors: string[][] = [];
    for (let start = 0; start < items.length; start += JOURNALS_PER_WRITE) {
      const chunk = items.slice(start, start + JOURNALS_PER_WRITE);
      // summarizeErrors=false: Xero answers 200 with every journal, the refused ones carrying their ValidationErrors.
      const outcomes = await writeChunk(http, input.path.id, chunk);
      outcomes.forEach((messages, index) => {
        if (messages.length > 0) errors.push(messages.map((message) => `item ${start + index}: ${message}`));
      });
    }
    return { data: { errors } };
  },
});

/**
 * The validation messages of each journal of one write, empty for the ones Xero created. Xero
 * may still refuse the whole call with a ValidationException, naming each element; then none
 * was created.
 */
async function writeChunk(http: ProviderHttpClient, companyId: string, chunk: readonly AccountingJournalCreate[]): Promise<string[][]> {
  try {
    const answer = await xeroRequest<XeroManualJournals>(http, companyId, {
      method: 'PUT',
      path: '/ManualJournals',
      query: { summarizeErrors: false },
      json: { ManualJournals: chunk.map(toManualJournal) },
    });
    return answer.ManualJournals.map((journal) => {
      const messages = (journal.ValidationErrors ?? []).map((error) => error.Message);
      return journal.StatusAttributeString === 'ERROR' && messages.length === 0 ? ['refused by Xero'] : messages;
    });
  } catch (error) {
    const raw = isApiError(error) && hasStatus(error, 400) ? error.providerErrors?.[0]?.raw : undefined;
    if ((raw as { Type?: unknown } | undefined)?.Type !== 'ValidationException') throw error;
    const perElement = validationMessagesOf(raw);
    return chunk.map((_, index) => (perElement[index]?.length ? perElement[index]! : ['refused by Xero with the rest of its call']));
  }
}
