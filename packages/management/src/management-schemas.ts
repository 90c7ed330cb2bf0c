import { z } from 'zod';

const timestamp = z.iso.datetime({ offset: true });

export const currentSessionSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    scopes: z.array(z.string()).describe('Canonical scope names, as an API key holds them: full_access, read_only, accounts, actions'),
    read_only: z.boolean().describe('True when no scope of the session allows a change: the console shows no control that writes'),
    created_at: timestamp,
    expires_at: timestamp,
    csrf_token: z.string().describe('Send it as the x-csrf-token header with every POST, PATCH, PUT and DELETE made with the session cookie'),
  })
  .meta({ id: 'ManagementSession' });

export const sessionListItemSchema = z
  .object({
    id: z.string(),
    created_at: timestamp,
    expires_at: timestamp,
    last_used_at: timestamp.nullable().describe('Updated at most once a minute'),
    user_agent: z.string().nullable(),
    current: z.boolean().describe('True for the session of the cookie this request carries'),
  })
  .meta({ id: 'ManagementSessionListItem' });

export const sessionListSchema = z
  .object({ data: z.array(sessionListItemSchema), next: z.string().nullable().describe('Always null: every active session is in one page') })
  .meta({ id: 'ManagementSessionList' });

export const idParametersSchema = z.object({ id: z.string().min(1).max(200) });

export const loginQuerySchema = z.object({ token: z.string().max(200).optional().describe('The token of the link `pnpm -s cli console login` prints') });

export const apiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.string()).describe('Canonical scope names: full_access, read_only, accounts, actions'),
    prefix: z.string().describe('The first characters of the key, to recognise it; never the key itself'),
    created_at: timestamp,
    last_used_at: timestamp.nullable().describe('Updated at most once a minute per process'),
  })
  .meta({ id: 'ManagementApiKey' });

export const createdApiKeySchema = apiKeySchema
  .extend({ secret: z.string().describe('The API key itself, shown only in this response: it is stored hashed') })
  .meta({ id: 'ManagementApiKeyCreated' });

export const apiKeyListSchema = z
  .object({ data: z.array(apiKeySchema), next: z.string().nullable().describe('Always null: every active key is in one page') })
  .meta({ id: 'ManagementApiKeyList' });

export const createApiKeySchema = z
  .object({
    name: z.string().trim().min(1).max(200).describe('What the key is for, shown in lists'),
    scopes: z
      .array(z.string())
      .min(1)
      .max(4)
      .describe('"Full Access", "Read Only", "Accounts", "Actions" (any case, or full_access style); docs/concepts/authentication.md'),
  })
  .meta({ id: 'ManagementApiKeyCreate' });
