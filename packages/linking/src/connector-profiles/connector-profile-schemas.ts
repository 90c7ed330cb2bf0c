import { z } from 'zod';

const dateTime = z.iso.datetime({ offset: true });
const version = z.string().trim().min(1).max(50).describe("the connector version this profile targets; default: the installed connector's");
const label = z.string().max(500).nullable();
const enabledActions = z
  .array(z.string().min(1).max(200))
  .max(1000)
  .nullable()
  .describe('action ids of the connector that accounts of this profile may run; null: all of them');

export const connectorProfileSchema = z
  .object({
    id: z.string(),
    provider: z.string(),
    version: z.string(),
    label: z.string().nullable(),
    auth_config: z
      .object({ client_id: z.string() })
      .nullable()
      .describe('OAuth 2.0 client of the provider; the client secret is write-only and never returned'),
    enabled_actions: z.array(z.string()).nullable(),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .meta({ id: 'ConnectorProfile', description: "A project's configuration of one connector: its OAuth client and the actions its accounts may run." });
export type ConnectorProfileWire = z.output<typeof connectorProfileSchema>;

export const connectorProfileCreateSchema = z
  .strictObject({
    provider: z.string().min(1).max(100),
    version: version.optional(),
    label: label.optional(),
    auth_config: z
      .strictObject({ client_id: z.string().min(1).max(2000), client_secret: z.string().min(1).max(2000) })
      .nullable()
      .optional()
      .describe('only for connectors that link with OAuth 2.0'),
    enabled_actions: enabledActions.optional(),
  })
  .meta({ id: 'ConnectorProfileCreate' });
export type ConnectorProfileCreateInput = z.output<typeof connectorProfileCreateSchema>;

export const connectorProfilePatchSchema = z
  .strictObject({
    version,
    label,
    auth_config: z
      .strictObject({ client_id: z.string().min(1).max(2000), client_secret: z.string().min(1).max(2000) })
      .partial()
      .nullable()
      .describe('a member left out keeps its value; null removes the OAuth client'),
    enabled_actions: enabledActions,
  })
  .partial()
  .meta({ id: 'ConnectorProfilePatch' });
export type ConnectorProfilePatchInput = z.output<typeof connectorProfilePatchSchema>;

export const connectorProfileIdParametersSchema = z.object({ id: z.string().min(1).max(200) });

export const listConnectorProfilesQuerySchema = z.object({
  provider: z.string().min(1).max(100).optional().describe('only the profiles of this provider'),
});
