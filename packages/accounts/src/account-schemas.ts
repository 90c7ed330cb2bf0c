import { integerQueryParameter, pageSizeQueryParameter, repeatedQueryParameter } from '@openunified/feature-kit';
import { categoryValues } from '@openunified/schemas';
import { z } from 'zod';

export const accountStatusValues = ['active', 'inactive', 'suspended', 'archived', 'expired', 'error'] as const;
/**
 * What a client may set by PATCH. `suspended`, `expired` and `error` describe the provider
 * connection and are set by the platform (token refresh, provider errors), so a client cannot
 * pretend a broken link is healthy or fake a broken one.
 */
export const clientSettableAccountStatusValues = ['active', 'inactive', 'archived'] as const;
export const accountTypeValues = ['production', 'test'] as const;

const dateTime = z.iso.datetime({ offset: true });

export const statusReasonSchema = z.object({
  code: z.string(),
  description: z.string(),
  timestamp: dateTime,
});

export const accountSchema = z
  .object({
    id: z.string(),
    provider: z.string(),
    provider_name: z.string(),
    status: z.enum(accountStatusValues),
    status_reasons: z.array(statusReasonSchema),
    origin_owner_id: z.string().nullable(),
    origin_owner_name: z.string().nullable(),
    origin_username: z.string().nullable(),
    label: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    type: z.enum(accountTypeValues),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .meta({ id: 'Account', description: 'A linked account. Its credentials are never returned.' });
export type AccountWire = z.output<typeof accountSchema>;

export const accountIdParametersSchema = z.object({ id: z.string().min(1).max(200) });

export const listAccountsQuerySchema = z.object({
  page: integerQueryParameter({ minimum: 1, fallback: 1 }).describe('1-based page number'),
  page_size: pageSizeQueryParameter(),
  provider: z.string().optional(),
  providers: repeatedQueryParameter(z.string()).describe('repeat the key for several values'),
  origin_owner_id: z.string().optional(),
  origin_owner_ids: repeatedQueryParameter(z.string()).describe('repeat the key for several values'),
  account_ids: repeatedQueryParameter(z.string()).describe('repeat the key for several values'),
  status: repeatedQueryParameter(z.enum(accountStatusValues)).describe('repeat the key for several values'),
});
export type ListAccountsQuery = z.output<typeof listAccountsQuerySchema>;

/** The official clients send `type` in upper case (`PRODUCTION`); stored values are lower case. */
const accountTypeInput = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(accountTypeValues, { message: `must be one of ${accountTypeValues.join(', ')}` }));

export const accountPatchSchema = z
  .strictObject({
    label: z.string().max(500).nullable(),
    metadata: z.record(z.string(), z.unknown()),
    origin_owner_id: z.string().min(1).max(500),
    origin_owner_name: z.string().max(500),
    origin_username: z.string().max(500).nullable(),
    type: accountTypeInput,
    status: z.enum(clientSettableAccountStatusValues, {
      message: `must be one of ${clientSettableAccountStatusValues.join(', ')} (suspended, expired and error are set by the platform)`,
    }),
  })
  .partial()
  .meta({ id: 'AccountPatch' });
export type AccountPatchInput = z.output<typeof accountPatchSchema>;

export const accountMetaSchema = z
  .object({
    provider: z.string(),
    category: z.enum(categoryValues),
    models: z.record(
      z.string(),
      z.record(z.string(), z.object({ action_id: z.string() })).describe('operation (list, get, create, update) -> the action serving it'),
    ),
  })
  .meta({ id: 'AccountMeta' });
export type AccountMeta = z.output<typeof accountMetaSchema>;

export const accountEventsQuerySchema = z.object({
  page_size: pageSizeQueryParameter(),
  next: z.string().optional().describe('The next cursor of the previous page'),
});
export type AccountEventsQuery = z.output<typeof accountEventsQuerySchema>;

export const accountEventSchema = z
  .object({
    id: z.string(),
    type: z.string().describe('e.g. account.updated, hris_employees.created, sync_run.finished'),
    created_at: dateTime,
    data: z.record(z.string(), z.unknown()).describe('The payload the webhooks deliver'),
  })
  .meta({ id: 'AccountEvent', description: 'An event about an account, as the outbox stored it for webhook delivery.' });
export type AccountEventWire = z.output<typeof accountEventSchema>;

export const accountEventPageSchema = z
  .object({ data: z.array(accountEventSchema), next: z.string().nullable().describe('Pass as `next` for the following page; null on the last') })
  .meta({ id: 'AccountEventPage' });
