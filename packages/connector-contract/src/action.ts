import type { SyncParams, UnifiedOperation } from '@openunified/schemas';
import type { z } from 'zod';
import type { AuthenticationMethod, Credentials } from './authentication.js';
import type { ProviderHttpClient } from './provider-http-client.js';

/**
 * What every list action receives in `input.query`, whichever door called it. The doors decode
 * the client's opaque `next` cursor into the provider's own `cursor` before the action runs.
 */
export interface ListQuery {
  /** 1..100 (up to the action's `max_page_size` through RPC and data sync), default 25. */
  page_size: number;
  /** The provider's own paging token from a previous run's `next`, or absent for page one. */
  cursor?: string;
  /** `filter[...]` from the client, keys as documented by the resource. */
  filter?: Record<string, unknown>;
  /** Only records updated after this instant (full ISO 8601). */
  updated_after?: string;
}

export interface ActionAccount {
  id: string;
  provider: string;
  metadata: Record<string, unknown>;
}

export interface ActionContext<Input extends SyncParams = SyncParams> {
  /** The call's SyncParams after validation by the action's `input` schema. */
  input: Input;
  http: ProviderHttpClient;
  credentials: Credentials;
  account: ActionAccount;
  /** Aborted when the request's lifetime budget runs out or the client goes away. */
  signal: AbortSignal;
}

export interface ActionResult<Data = unknown> {
  data: Data;
  /** The provider's paging token for the next page, null or absent on the last page. */
  next?: string | null;
}

export interface ActionDefinition<InputSchema extends z.ZodType<SyncParams> = z.ZodType<SyncParams>, Data = unknown> {
  /** Globally unique, `<connector key>_<verb>_<noun>`, e.g. `googledrive_list_drives`. */
  id: string;
  label: string;
  description: string;
  tags: string[];
  schema_type: 'unified' | 'native';
  required_scopes: string[];
  /**
   * Set on actions a unified route dispatches to: `{category}.{resource}.{verb}` of a resource in
   * the catalogue (the core's or one the connector's manifest contributes).
   */
  unified?: UnifiedOperation;
  /** Validates the SyncParams the action is called with (docs/concepts/actions.md#syncparams). */
  input: InputSchema;
  /**
   * A list action returns an array in `data` and may return `next`; data sync may run it. A
   * unified action's kind is its verb (`command` for a resource's command such as
   * `ats.applications.move`); a `download` action returns a {@link DownloadedFile}.
   */
  kind: ActionKind;
  /**
   * List actions: the largest page the provider's public API serves for this list (e.g. 1000 for
   * Google Drive files.list, 100 for drives.list); its `input` must accept that `page_size`
   * (`listInputSchema(filter, { maxPageSize })`). Data sync asks for pages of this size, so a run
   * makes the fewest provider calls. Default 100.
   */
  max_page_size?: number;
  /**
   * Webhook actions: `true` when `run` refuses with a 401 every request whose sender it has not
   * verified with the account's credentials (the provider's signature of the exact body). Only
   * then may the provider itself call the webhook route, with `?account_id=` and no API key: the
   * signature is the request's only authentication (docs/concepts/webhooks.md).
   */
  authenticates_sender?: boolean;
  run(context: ActionContext<z.output<InputSchema>>): Promise<ActionResult<Data>>;
}

export const actionKinds = [
  'list',
  'get',
  'create',
  'update',
  'delete',
  'download',
  'upload',
  'batch_upload',
  'upsert',
  'batch_upsert',
  'command',
  'webhook',
  'other',
] as const;
export type ActionKind = (typeof actionKinds)[number];

export type AnyActionDefinition = ActionDefinition<any, any>;

export function defineAction<InputSchema extends z.ZodType<SyncParams>, Data>(
  definition: ActionDefinition<InputSchema, Data>,
): ActionDefinition<InputSchema, Data> {
  return definition;
}

export type { AuthenticationMethod, UnifiedOperation };
