import type { PlatformLogger } from '@openunified/feature-kit';
import type { DataSyncConfigAction, DataSyncConfigRecord, ExpectedAutoLinkSchedule, Store } from '@openunified/store';
import type { DataSyncService } from './data-sync-service.js';
import type { SyncEngine } from './engine/sync-engine.js';
import { paramsHash } from './params-hash.js';

export interface AutoLinkReconciliation {
  /** auto_link schedules created for accounts the fan-out missed (linked while a process died). */
  created: number;
  /** auto_link schedules removed because their config no longer exists. */
  removed: number;
}

/**
 * docs/concepts/data-sync.md#auto_link-fan-out: the fan-out runs after an account is linked or a
 * config changes, outside their transactions, so a process that dies in between leaves accounts
 * without their auto_link schedules (and a config deleted while a fan-out ran can leave one
 * behind). Run where an engine starts, this brings the schedules back in line with the enabled
 * auto_link configs. Idempotent and safe to run in several processes at once (schedules are
 * created with ON CONFLICT DO NOTHING); the work is one set-difference query, then writes for what
 * is actually missing only.
 */
export async function reconcileAutoLinkSchedules(input: {
  store: Store;
  service: DataSyncService;
  engine: SyncEngine;
  logger: PlatformLogger;
}): Promise<AutoLinkReconciliation> {
  const { store, service, engine, logger } = input;
  const removedSchedules = await store.transaction(async (transaction) => {
    const removed = await transaction.dataSyncSchedules.deleteOrphanedAutoLink();
    for (const { projectId, scheduleId } of removed) await engine.scheduleNext({ projectId, scheduleId, dueAt: null }, transaction.sqlTransaction);
    return removed;
  });

  const configs = await store.dataSyncConfigs.listFanningOut();
  const byKey = new Map<string, { config: DataSyncConfigRecord; action: DataSyncConfigAction }>();
  const expected: ExpectedAutoLinkSchedule[] = [];
  for (const config of configs) {
    for (const action of config.actions) {
      const hash = paramsHash(action.syncParams);
      byKey.set(`${config.id}\n${action.actionId}\n${hash}`, { config, action });
      expected.push({ projectId: config.projectId, syncConfigId: config.id, connector: config.connector, actionId: action.actionId, paramsHash: hash });
    }
  }
  let created = 0;
  for (const missing of await store.dataSyncSchedules.listMissingAutoLink(expected)) {
    const entry = byKey.get(`${missing.syncConfigId}\n${missing.actionId}\n${missing.paramsHash}`);
    const account = await store.accounts.get(missing.projectId, missing.accountId);
    if (!entry || !account) continue;
    created += await service.createAutoLinkSchedules(entry.config, account, [entry.action]);
  }
  if (created > 0 || removedSchedules.length > 0) {
    logger.info({ created, removed: removedSchedules.length }, 'data sync: reconciled auto_link schedules with their configs');
  }
  return { created, removed: removedSchedules.length };
}
