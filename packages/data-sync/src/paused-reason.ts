import type { AnyActionDefinition, ConnectorDefinition } from '@openunified/connector-sdk';
import type { AccountRecord, ConnectorProfileRecord, DataSyncConfigRecord, DataSyncScheduleRecord } from '@openunified/store';

/** docs/concepts/data-sync.md#paused_reason: widest cause first. */
export type PausedReason =
  | 'sync_config_disabled'
  | 'action_disabled'
  | 'action_not_syncable'
  | 'auto_link_disabled'
  | 'account_inactive'
  | 'account_suspended'
  | 'account_archived'
  | 'account_expired'
  | 'account_error';

export interface PauseContext {
  schedule: DataSyncScheduleRecord;
  /** Undefined when the schedule's config was removed (or it never had one). */
  config: DataSyncConfigRecord | undefined;
  account: AccountRecord;
  /** The account's connector profile, when it has one. */
  profile: ConnectorProfileRecord | undefined;
  /** The installed connector of the account's provider, when installed. */
  connector: ConnectorDefinition | undefined;
}

/** A list action of the installed connector: the only kind a run can page through. */
export function syncableAction(connector: ConnectorDefinition | undefined, actionId: string): AnyActionDefinition | undefined {
  const action = connector?.actions.find((candidate) => candidate.id === actionId);
  return action?.kind === 'list' ? action : undefined;
}

/**
 * Why the schedule does not run although it may be enabled, computed from the current state
 * of everything around it (never stored, so never stale). Only the widest cause is reported;
 * clearing it reveals the next one.
 */
export function pausedReason({ schedule, config, account, profile, connector }: PauseContext): PausedReason | null {
  if (schedule.syncConfigId !== null && (config === undefined || !config.enabled)) return 'sync_config_disabled';
  if (profile?.enabledActions && !profile.enabledActions.includes(schedule.actionId)) return 'action_disabled';
  if (!syncableAction(connector, schedule.actionId)) return 'action_not_syncable';
  if (schedule.source === 'auto_link' && config !== undefined && !config.autoLink) return 'auto_link_disabled';
  if (account.status !== 'active') return `account_${account.status}`;
  return null;
}
