import type { ActionResult, AnyActionDefinition, ConnectorDefinition } from '@openunified/connector-contract';
import { isUnifiedVerb, type UnifiedCatalogue } from '@openunified/schemas';
import { z } from 'zod';
import { isDownloadedFile } from '../downloaded-file.js';
import { connectorMetadataSchema, serializeConnectorMetadata } from '../metadata.js';
import { catalogueFor } from './unified-models.js';

/**
 * The rules every connector must meet, as functions returning the list of problems found, so
 * a failing contract test says everything that is wrong at once.
 */

const semverPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** `catalogue`: the resources the connector may serve; the core ones by default. */
export function metadataProblems(connector: ConnectorDefinition, catalogue: UnifiedCatalogue = catalogueFor()): string[] {
  const problems: string[] = [];
  if (!/^[a-z0-9]+$/.test(connector.key)) problems.push(`key "${connector.key}" must be lowercase letters and digits only`);
  if (!semverPattern.test(connector.version)) problems.push(`version "${connector.version}" is not semver`);
  if (connector.authentication.length === 0) problems.push('declares no authentication method');
  for (const method of connector.authentication) {
    if (method.type !== 'api_key') continue;
    const check = connector.actions.find((action) => action.id === method.verifyActionId);
    if (!method.verifyActionId) problems.push(`authentication "${method.key}" names no credential check (verifyActionId)`);
    else if (!check) problems.push(`authentication "${method.key}" checks credentials with "${method.verifyActionId}", which the connector does not declare`);
    else if (!check.input.safeParse({}).success) problems.push(`credential check "${method.verifyActionId}" must run without input`);
  }

  const seenIds = new Set<string>();
  const claimedOperations = new Map<string, string>();
  for (const action of connector.actions) {
    if (!action.id.startsWith(`${connector.key}_`)) problems.push(`action id "${action.id}" must start with "${connector.key}_"`);
    if (seenIds.has(action.id)) problems.push(`action id "${action.id}" is declared twice`);
    seenIds.add(action.id);
    if (action.unified === undefined) continue;

    const resolved = catalogue.resolveOperation(action.unified);
    if (!resolved) {
      problems.push(`action "${action.id}" implements ${action.unified}, which no unified resource of the catalogue offers`);
      continue;
    }
    const { resource, verb } = resolved;
    const category = resource.category;
    if (!(connector.categories as string[]).includes(category)) {
      problems.push(`action "${action.id}" implements ${action.unified} but the connector lacks category "${category}"`);
    }
    const kind = isUnifiedVerb(verb) ? verb : 'command';
    if (action.kind !== kind) problems.push(`action "${action.id}" implements ${action.unified} but its kind is "${action.kind}", not "${kind}"`);
    if (action.schema_type !== 'unified') problems.push(`action "${action.id}" implements ${action.unified} but its schema_type is "${action.schema_type}"`);
    const missing = resource.nested ? missingPathParameters(action, resource.pathParameters(verb)) : [];
    if (missing.length > 0) {
      problems.push(`action "${action.id}" implements ${action.unified} but its input does not require path.${missing.join(', path.')}`);
    }
    const claimant = claimedOperations.get(action.unified);
    if (claimant) problems.push(`actions "${claimant}" and "${action.id}" both implement ${action.unified}`);
    claimedOperations.set(action.unified, action.id);
  }

  for (const operation of Object.keys(connector.unsupported ?? {})) {
    if (!catalogue.resolveOperation(operation)) problems.push(`unsupported names ${operation}, which no unified resource of the catalogue offers`);
  }

  try {
    const metadata = serializeConnectorMetadata(connector);
    const parsed = connectorMetadataSchema.safeParse(metadata);
    if (!parsed.success) problems.push(`metadata does not match the actions catalogue entry: ${z.prettifyError(parsed.error)}`);
    if (JSON.stringify(JSON.parse(JSON.stringify(metadata))) !== JSON.stringify(metadata)) problems.push('metadata does not survive JSON');
  } catch (error) {
    problems.push(`metadata does not serialise: ${(error as Error).message}`);
  }
  return problems;
}

/**
 * The path parameters of its unified route that an action's input leaves optional or out: a
 * sub-resource's actions must require the parent's `id` (and `subResourceId` to name a record),
 * or a call without them would reach the provider with no parent.
 */
function missingPathParameters(action: AnyActionDefinition, parameters: readonly string[]): string[] {
  if (parameters.length === 0) return [];
  let schema: { properties?: { path?: { required?: string[] } }; required?: string[] };
  try {
    schema = z.toJSONSchema(action.input, { io: 'input', unrepresentable: 'any' }) as typeof schema;
  } catch {
    return [];
  }
  const required = schema.required?.includes('path') ? (schema.properties?.path?.required ?? []) : [];
  return parameters.filter((name) => !required.includes(name));
}

const writeResultSchema = z.object({ id: z.string().min(1), remote_id: z.string().min(1) });
const upsertResultSchema = writeResultSchema.extend({ external_reference: z.string().nullable().optional() });
/** One entry per item that failed, each the messages of its failure; empty when all went through. */
const batchResultSchema = z.object({ errors: z.array(z.array(z.string())) });

/** Whether a result has the shape its action kind promises, and its unified model when it has one. */
export function resultProblems(action: AnyActionDefinition, result: ActionResult, catalogue: UnifiedCatalogue = catalogueFor()): string[] {
  const problems: string[] = [];
  if (action.kind === 'list' && !Array.isArray(result.data)) problems.push(`${action.id} is a list action but returned no array`);
  if (result.next !== undefined && result.next !== null && (typeof result.next !== 'string' || result.next === '')) {
    problems.push(`${action.id} returned a next that is not a non-empty string`);
  }
  if (action.unified === undefined) return problems;

  const resolved = catalogue.resolveOperation(action.unified);
  if (!resolved) return [...problems, `no unified resource of the catalogue offers ${action.unified}`];
  const { resource, verb } = resolved;
  if (verb === 'download') {
    if (!isDownloadedFile(result.data)) problems.push(`${action.id} is a download action but returned no DownloadedFile (stream and content_type)`);
    return problems;
  }
  let expected: z.ZodType;
  if (verb === 'list') expected = z.array(resource.model);
  else if (verb === 'get') expected = resource.model;
  else if (verb === 'batch_upload' || verb === 'batch_upsert') expected = batchResultSchema;
  else if (verb === 'upsert') expected = upsertResultSchema;
  else if (verb === 'webhook') expected = z.object({ event: z.string().min(1), data: resource.model });
  else expected = writeResultSchema;
  const parsed = expected.safeParse(result.data);
  if (!parsed.success) problems.push(`${action.id} output does not match ${action.unified}: ${z.prettifyError(parsed.error)}`);
  return problems;
}

function recordIdentity(record: unknown): string {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? `id:${id}` : JSON.stringify(record);
}

/** Records that appear more than once across the pages of a list. */
export function repeatedRecords(records: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const record of records) {
    const identity = recordIdentity(record);
    if (seen.has(identity)) repeated.add(identity);
    seen.add(identity);
  }
  return [...repeated];
}
