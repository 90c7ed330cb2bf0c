import { categorySchema, categoryValues } from '@openunified/schemas';
import { z } from 'zod';

export const connectorMetaSchema = z
  .object({
    provider: z.string().describe('the connector key, as accounts and sessions name it'),
    provider_name: z.string(),
    category: z.enum(categoryValues).describe('the primary category'),
    categories: z.array(z.enum(categoryValues)),
    version: z.string(),
    release_stage: z.string(),
    description: z.string(),
    active: z
      .boolean()
      .describe(
        "whether the caller's project can link accounts of it now: always for API-key connectors, for OAuth 2.0 ones once a connector profile holds an OAuth client",
      ),
    authentication: z.array(z.object({ type: z.enum(['api_key', 'oauth2']), key: z.string(), label: z.string() })),
    models: z
      .record(z.string(), z.record(z.string(), z.object({ action_id: z.string() })))
      .describe('unified resource -> operation (list, get, create, update) -> the action serving it, as in GET /accounts/{id}/meta'),
    resources: z.object({ images: z.object({ logo_url: z.string() }) }),
  })
  .meta({ id: 'ConnectorMeta', description: 'An installed connector.' });
export type ConnectorMetaWire = z.output<typeof connectorMetaSchema>;

export const listConnectorsQuerySchema = z.object({
  category: categorySchema.optional().describe('only connectors of this category (hrisLegacy / hris-legacy spellings alike)'),
});

export const connectorProviderParametersSchema = z.object({ provider: z.string().min(1).max(100) });
