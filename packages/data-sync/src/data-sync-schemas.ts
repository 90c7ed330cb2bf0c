import { pageSizeQueryParameter } from '@openunified/feature-kit';
import { syncParamsSchema } from '@openunified/schemas';
import { z } from 'zod';

const isoDuration = z.string().min(2).describe('ISO 8601 duration of weeks, days, hours, minutes or seconds, e.g. PT1H or P1D');
const dateTime = z.iso.datetime({ offset: true });
const syncParams = syncParamsSchema.describe('SyncParams the action is called with on each run');

export const pausedReasonValues = [
  'sync_config_disabled',
  'action_disabled',
  'action_not_syncable',
  'auto_link_disabled',
  'account_inactive',
  'account_suspended',
  'account_archived',
  'account_expired',
  'account_error',
] as const;

export const scheduleWireSchema = z
  .object({
    id: z.string(),
    sync_config_id: z.string().nullable(),
    account_id: z.string(),
    action_id: z.string(),
    name: z.string(),
    sync_params: z.record(z.string(), z.unknown()),
    params_hash: z.string().describe('Hex SHA-256 of the canonical JSON of sync_params (key order never matters)'),
    source: z.enum(['auto_link', 'manual', 'unmapped_value']).nullable(),
    enabled: z.boolean(),
    cadence: z.string(),
    full_sync_after: z.string().nullable(),
    start_at: z.string().nullable(),
    next_run_at: z.string().nullable(),
    last_run_at: z.string().nullable(),
    last_run_status: z.enum(['running', 'succeeded', 'failed', 'skipped']).nullable().describe('docs/concepts/data-sync.md#last_run_status'),
    last_run_error: z.string().nullable(),
    paused_reason: z.enum(pausedReasonValues).nullable().describe('The widest cause holding the schedule back, null when none'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Schedule' });

export const configWireSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    connector: z.string(),
    actions: z.array(z.object({ action_id: z.string(), sync_params: z.record(z.string(), z.unknown()) })),
    cadence: z.string(),
    start_at: z.string(),
    full_sync_after: z.string().nullable(),
    enabled: z.boolean(),
    auto_link: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SyncConfig' });

export const runWireSchema = z
  .object({
    id: z.string(),
    schedule_id: z.string(),
    status: z.enum(['queued', 'running', 'succeeded', 'failed', 'skipped']),
    mode: z.enum(['full', 'incremental']).nullable(),
    due_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    records: z.object({ read: z.number(), created: z.number(), updated: z.number(), unchanged: z.number(), deleted: z.number() }),
    error: z.string().nullable(),
    request_id: z.string().describe('The provider calls of the run are in the request logs under this id'),
    created_at: z.string(),
  })
  .meta({ id: 'SyncRun' });

export const recordWireSchema = z.object({
  id: z.string().describe('Unified id of the record'),
  remote_id: z.string().nullable(),
  deleted: z.boolean(),
  changed_at: z.string(),
  content_hash: z.string(),
  data: z.unknown().describe('The record as the action last returned it'),
});

const configAction = z.object({ action_id: z.string().min(1), sync_params: syncParams.optional() }).strict();

export const createConfigBodySchema = z
  .object({
    name: z.string().min(1),
    connector: z.string().min(1).describe('Key of an installed connector'),
    actions: z.array(configAction).min(1).describe('List actions to sync, with their SyncParams'),
    cadence: isoDuration,
    start_at: dateTime.optional().describe('Ticks are start_at + k x cadence; default now'),
    full_sync_after: isoDuration.nullable().optional(),
    enabled: z.boolean().optional().describe('Default true'),
    auto_link: z.boolean().optional().describe('Fan schedules out to every account of the connector, present and future; default true'),
  })
  .strict();

export const updateConfigBodySchema = createConfigBodySchema.omit({ connector: true }).partial().strict();

export const createScheduleBodySchema = z
  .object({
    account_id: z.string().min(1),
    action_id: z.string().min(1),
    sync_config_id: z.string().min(1).describe('The config bounding the schedule; its values are the defaults'),
    name: z.string().min(1).optional(),
    sync_params: syncParams.optional(),
    enabled: z.boolean().optional(),
    cadence: isoDuration.optional(),
    start_at: dateTime.optional(),
    full_sync_after: isoDuration.nullable().optional(),
  })
  .strict();

export const updateScheduleBodySchema = z
  .object({
    name: z.string().min(1).optional(),
    enabled: z.boolean().optional(),
    cadence: isoDuration.optional().describe('Refused with 409 on auto_link schedules'),
    start_at: dateTime.optional().describe('Refused with 409 on auto_link schedules'),
    full_sync_after: isoDuration.nullable().optional().describe('Refused with 409 on auto_link schedules'),
    sync_params: syncParams.optional().describe('Refused with 409 on auto_link schedules'),
    sync_config_id: z
      .string()
      .min(1)
      .optional()
      .describe('Moves a manual schedule to another sync config of its connector (e.g. after its config was deleted); refused with 409 on auto_link schedules'),
  })
  .strict();

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const listSchedulesQuerySchema = z.object({
  account_id: z.string().optional(),
  action_id: z.string().optional(),
  source: z.enum(['auto_link', 'manual']).optional(),
  enabled: booleanQuery.optional(),
  sync_config_id: z.string().optional().describe('The schedules of one sync config (those of a deleted config too)'),
  page_size: pageSizeQueryParameter(),
  next: z.string().optional().describe('The next cursor of the previous page'),
});

export const pageQuerySchema = z.object({
  page_size: pageSizeQueryParameter(),
  next: z.string().optional().describe('The next cursor of the previous page'),
});
