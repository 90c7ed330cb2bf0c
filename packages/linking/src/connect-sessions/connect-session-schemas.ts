import { type Category, categorySchema, categoryValues } from '@openunified/schemas';
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../connect-page/page-locale.js';

const dateTime = z.iso.datetime({ offset: true });

/** Bounds of `expires_in`: long enough to fill a form, short enough that a leaked link soon dies. */
export const SESSION_LIFETIME_SECONDS = { default: 1800, minimum: 60, maximum: 7 * 24 * 3600 } as const;

/** docs/concepts/connect-flow.md: the wire examples write these two categories in camelCase. */
const wireSpellings: Partial<Record<Category, string>> = { 'hris-legacy': 'hrisLegacy', vendorone: 'vendorOne' };
const wireCategoryValues = categoryValues.map((category) => wireSpellings[category] ?? category) as [string, ...string[]];

export function toWireCategory(category: Category): string {
  return wireSpellings[category] ?? category;
}

const accountTypeValues = ['production', 'test'] as const;
/** The official clients send `PRODUCTION` / `TEST`; any case is accepted, stored lower case. */
const accountTypeInput = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(accountTypeValues, { message: `must be one of ${accountTypeValues.join(', ')}` }));

export const connectSessionCreateSchema = z
  .object({
    origin_owner_id: z.string().trim().min(1).max(500).describe('your id of the customer who links the account'),
    origin_owner_name: z.string().trim().min(1).max(500),
    origin_username: z.string().max(500).nullable().optional(),
    categories: z
      .array(categorySchema)
      .max(categoryValues.length)
      .nullable()
      .optional()
      .describe('the categories whose providers the connect page offers; hrisLegacy and hris-legacy, vendorOne and vendorone alike'),
    provider: z.string().min(1).max(100).nullable().optional().describe('offer only this provider'),
    provider_version: z.string().min(1).max(50).nullable().optional().describe('with provider: the connector profile of this version'),
    integration_id: z.string().min(1).max(200).nullable().optional().describe('deprecated: a connector profile id, instead of provider + provider_version'),
    account_id: z.string().min(1).max(200).nullable().optional().describe('edit mode: the link renews the credentials of this account'),
    expires_in: z
      .number()
      .int()
      .min(SESSION_LIFETIME_SECONDS.minimum)
      .max(SESSION_LIFETIME_SECONDS.maximum)
      .optional()
      .describe(
        `seconds the token lives, ${SESSION_LIFETIME_SECONDS.minimum} to ${SESSION_LIFETIME_SECONDS.maximum}, default ${SESSION_LIFETIME_SECONDS.default}`,
      ),
    metadata: z.record(z.string(), z.unknown()).nullable().optional().describe('set on the linked account'),
    multiple: z
      .boolean()
      .nullable()
      .optional()
      .describe('allow several accounts with the same origin owner and provider; without it a new link updates the existing account'),
    label: z.string().max(500).nullable().optional(),
    type: accountTypeInput.nullable().optional().describe('production (default) or test, any case'),
    redirect_url: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .nullable()
      .optional()
      .describe(
        "where the connect page sends the customer once the connection succeeded or failed, with `status`, `account_id` or `error_code` and `error_description` added to its query; its origin must be one of the project's `allowed_origins` (PATCH /projects/branding)",
      ),
    locale: z
      .enum(SUPPORTED_LOCALES)
      .nullable()
      .optional()
      .describe(`the language of the connect page, one of ${SUPPORTED_LOCALES.join(', ')}; without it the page follows the browser's Accept-Language`),
  })
  .superRefine((body, context) => {
    if (body.provider_version != null && body.provider == null) {
      context.addIssue({ code: 'custom', path: ['provider_version'], message: 'is only allowed together with provider' });
    }
  })
  .meta({ id: 'ConnectSessionCreate' });
export type ConnectSessionCreateInput = z.output<typeof connectSessionCreateSchema>;

export const connectSessionAuthenticateSchema = z.object({ token: z.string().min(1).max(200) }).meta({ id: 'ConnectSessionAuthenticate' });

const connectSessionFields = {
  id: z.number().int(),
  organization_id: z.string(),
  project_id: z.string(),
  origin_owner_id: z.string(),
  origin_owner_name: z.string(),
  origin_username: z.string().nullable(),
  created_at: dateTime,
  categories: z.array(z.enum(wireCategoryValues)).nullable(),
  provider: z.string().nullable(),
  account_id: z.string().nullable(),
  label: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  external_trigger_token: z.string().nullable(),
  type: z.enum(accountTypeValues).nullable(),
  integration_id: z.string().nullable().describe('deprecated: the connector profile id'),
};

export const connectSessionCreatedSchema = z
  .object({
    ...connectSessionFields,
    token: z.string().describe('shown only here; exchange it with POST /connect_sessions/authenticate'),
    auth_link_url: z.string().describe('the hosted connect page for this session'),
  })
  .meta({ id: 'ConnectSessionCreated' });
export type ConnectSessionCreatedWire = z.output<typeof connectSessionCreatedSchema>;

export const connectionAttemptSchema = z
  .object({
    id: z.string(),
    created_at: dateTime,
    updated_at: dateTime,
    status: z.enum(['pending', 'authenticated', 'failed']),
    account_secure_id: z.string().nullable().describe('the linked account, once authenticated'),
    oauth_error_code: z.string().nullable(),
    oauth_error_description: z.string().nullable(),
  })
  .meta({ id: 'ConnectionAttempt' });

export const connectSessionAuthenticatedSchema = z
  .object({
    ...connectSessionFields,
    connector_profile_id: z.string().nullable().describe("the session's connector profile, else the linked account's"),
    latest_connection_attempt: connectionAttemptSchema.nullable(),
  })
  .meta({ id: 'ConnectSession' });
export type ConnectSessionAuthenticatedWire = z.output<typeof connectSessionAuthenticatedSchema>;

export const connectSessionDetailSchema = z
  .object({
    ...connectSessionFields,
    expires_at: dateTime,
    connector_profile_id: z.string().nullable().describe("the session's connector profile, else the linked account's"),
    latest_connection_attempt: connectionAttemptSchema.nullable(),
    connection_attempts: z.array(connectionAttemptSchema).describe('every connection attempt of the session, newest first'),
  })
  .meta({ id: 'ConnectSessionDetail' });
export type ConnectSessionDetailWire = z.output<typeof connectSessionDetailSchema>;

export const connectSessionIdParametersSchema = z.object({ id: z.string().max(30) });
