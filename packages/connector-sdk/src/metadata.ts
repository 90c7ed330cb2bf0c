import type { AuthenticationMethod, AuthenticationSupport, ConnectorDefinition, ScopeDefinition } from '@openunified/connector-contract';
import { type AnyActionDefinition, actionKinds } from '@openunified/connector-contract';
import { rolePermissionsSchema } from '@openunified/schemas';
import { z } from 'zod';
import { rolePermissionsTable } from './permissions.js';

/**
 * The actions-metadata (docs/concepts/actions.md) shapes a connector serialises to: what `GET /actions` lists and
 * what the contract test kit checks every connector against.
 */

const guideStepSchema = z.object({ title: z.string(), content: z.string(), list: z.array(z.string()) });
const guideSchema = z.object({
  sections: z.array(z.object({ title: z.string(), content: z.string(), list: z.array(z.string()), steps: z.array(guideStepSchema) })),
  warning: z.string().nullable(),
});

export const authenticationDescriptorSchema = z.object({
  type: z.string(),
  label: z.string(),
  key: z.string(),
  required_scopes: z.array(z.string()),
  support: z.object({
    link: z.string(),
    description: z.string(),
    guides: z.object({ config: guideSchema.nullable(), setup: guideSchema.nullable() }),
  }),
});
export type AuthenticationDescriptor = z.infer<typeof authenticationDescriptorSchema>;

export const actionDetailsSchema = z.object({
  kind: z.enum(actionKinds),
  unified: z.string().nullable(),
  /** JSON Schema (draft 2020-12) of the SyncParams the action accepts. */
  input: z.record(z.string(), z.unknown()),
});
export type ActionDetails = z.infer<typeof actionDetailsSchema>;

export const actionDescriptorSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  schema_type: z.enum(['unified', 'native']),
  tags: z.array(z.string()),
  authentication: z.array(authenticationDescriptorSchema),
  action_details: actionDetailsSchema.optional(),
  required_scopes: z.array(z.string()),
});
export type ActionDescriptor = z.infer<typeof actionDescriptorSchema>;

export const connectorMetadataSchema = z.object({
  account_id: z.string().nullable(),
  integration_id: z.string().nullable(),
  version: z.string(),
  name: z.string(),
  key: z.string(),
  icon: z.string(),
  description: z.string(),
  release_stage: z.string(),
  authentication: z.array(authenticationDescriptorSchema),
  scope_definitions: z.array(z.object({ name: z.string(), description: z.string(), includes: z.array(z.string()) })),
  permissions: z
    .object({
      check_permissions: z.literal(true),
      check_action: z.string(),
      resource_types: z.array(z.string()),
      default_resource_type: z.string(),
      roles: z.array(rolePermissionsSchema),
      notes: z.array(z.string()),
    })
    .nullable()
    .optional()
    .describe('Permission checks (docs/concepts/permissions.md): null when the connector does not support them'),
  actions: z.array(actionDescriptorSchema).optional(),
});
export type ConnectorMetadata = z.infer<typeof connectorMetadataSchema>;

export interface DescriptorOptions {
  /** `include=action_details` on `/actions`. Default true. */
  includeActionDetails?: boolean;
  /** `include=authentication_guides` on `/actions`; without it the guides are null. Default true. */
  includeAuthenticationGuides?: boolean;
}

export interface ConnectorMetadataOptions extends DescriptorOptions {
  /** The linked account the entry describes, when there is one. */
  accountId?: string | null;
  /** The connector profile (`integration_id` on the wire), when there is one. */
  integrationId?: string | null;
  /** `exclude=actions` on `/actions`: leave the `actions` array out. Default false. */
  excludeActions?: boolean;
}

// The catalogue is served often and never changes while the process runs.
const inputJsonSchemaCache = new WeakMap<object, Record<string, unknown>>();

/** JSON Schema of what a caller sends; parts zod cannot express (custom refinements) allow anything. */
function inputJsonSchema(action: AnyActionDefinition): Record<string, unknown> {
  let schema = inputJsonSchemaCache.get(action.input);
  if (!schema) {
    schema = z.toJSONSchema(action.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    inputJsonSchemaCache.set(action.input, schema);
  }
  return schema;
}

function serializeSupport(support: AuthenticationSupport, includeGuides: boolean): AuthenticationDescriptor['support'] {
  return {
    link: support.link,
    description: support.description,
    guides: includeGuides ? { config: support.guides.config, setup: support.guides.setup } : { config: null, setup: null },
  };
}

export function serializeAuthenticationDescriptor(method: AuthenticationMethod, options: DescriptorOptions = {}): AuthenticationDescriptor {
  return {
    type: method.type,
    label: method.label,
    key: method.key,
    required_scopes: [...method.required_scopes],
    support: serializeSupport(method.support, options.includeAuthenticationGuides ?? true),
  };
}

export function serializeActionDescriptor(connector: ConnectorDefinition, action: AnyActionDefinition, options: DescriptorOptions = {}): ActionDescriptor {
  const descriptor: ActionDescriptor = {
    id: action.id,
    label: action.label,
    description: action.description,
    schema_type: action.schema_type,
    tags: [...action.tags],
    authentication: connector.authentication.map((method) => serializeAuthenticationDescriptor(method, options)),
    required_scopes: [...action.required_scopes],
  };
  if (options.includeActionDetails ?? true) {
    descriptor.action_details = { kind: action.kind, unified: action.unified ?? null, input: inputJsonSchema(action) };
  }
  return descriptor;
}

function serializeScopeDefinition(scope: ScopeDefinition): ScopeDefinition {
  return { name: scope.name, description: scope.description, includes: [...scope.includes] };
}

export function serializeConnectorMetadata(connector: ConnectorDefinition, options: ConnectorMetadataOptions = {}): ConnectorMetadata {
  const metadata: ConnectorMetadata = {
    account_id: options.accountId ?? null,
    integration_id: options.integrationId ?? null,
    version: connector.version,
    name: connector.name,
    key: connector.key,
    icon: connector.icon,
    description: connector.description,
    release_stage: connector.release_stage,
    authentication: connector.authentication.map((method) => serializeAuthenticationDescriptor(method, options)),
    scope_definitions: connector.scope_definitions.map(serializeScopeDefinition),
    permissions: connector.permissions
      ? {
          check_permissions: true,
          check_action: connector.permissions.check_action,
          resource_types: Object.keys(connector.permissions.resource_types),
          default_resource_type: connector.permissions.default_resource_type,
          roles: rolePermissionsTable(connector.permissions),
          notes: [...(connector.permissions.notes ?? [])],
        }
      : null,
  };
  if (!options.excludeActions) metadata.actions = connector.actions.map((action) => serializeActionDescriptor(connector, action, options));
  return metadata;
}
