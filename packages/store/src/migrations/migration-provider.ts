import type { Migration, MigrationProvider } from 'kysely';
import type { StoreDialect } from '../open-database.js';
import { initialSchema } from './0001-initial-schema.js';
import { hardening } from './0002-hardening.js';
import { webhooksSchema } from './0003-webhooks.js';
import { dataSyncSchema } from './0004-data-sync.js';
import { requestLogIndexes } from './0005-request-log-indexes.js';
import { connectPageBranding } from './0006-connect-page-branding.js';
import { cacheChangeNotifications } from './0007-cache-change-notifications.js';
import { providerLogBodyOmission } from './0008-provider-log-body-omission.js';
import { syncRecordPartitions } from './0009-sync-record-partitions.js';
import { logSourcesAndSteps } from './0010-log-sources-and-steps.js';
import { syncRunResumeCursor } from './0011-sync-run-resume-cursor.js';
import { retentionIndexes } from './0012-retention-indexes.js';
import { connectPageReturn } from './0013-connect-page-return.js';
import { managementSessions } from './0014-management-sessions.js';
import { eventAccounts } from './0015-event-accounts.js';
import { scheduleClaimUpdates } from './0016-schedule-claim-updates.js';
import { runProjectReference } from './0017-run-project-reference.js';
import type { StoreMigration } from './store-migration.js';

/**
 * Every migration, by name. Names sort in the order they run; never rename or edit one that
 * has shipped, add a new file instead (see the README).
 */
const storeMigrations: Record<string, StoreMigration> = {
  '0001-initial-schema': initialSchema,
  '0002-hardening': hardening,
  '0003-webhooks': webhooksSchema,
  '0004-data-sync': dataSyncSchema,
  '0005-request-log-indexes': requestLogIndexes,
  '0006-connect-page-branding': connectPageBranding,
  '0007-cache-change-notifications': cacheChangeNotifications,
  '0008-provider-log-body-omission': providerLogBodyOmission,
  '0009-sync-record-partitions': syncRecordPartitions,
  '0010-log-sources-and-steps': logSourcesAndSteps,
  '0011-sync-run-resume-cursor': syncRunResumeCursor,
  '0012-retention-indexes': retentionIndexes,
  '0013-connect-page-return': connectPageReturn,
  '0014-management-sessions': managementSessions,
  '0015-event-accounts': eventAccounts,
  '0016-schedule-claim-updates': scheduleClaimUpdates,
  '0017-run-project-reference': runProjectReference,
};

/** The name of every migration this code has. */
export function storeMigrationNames(): readonly string[] {
  return Object.keys(storeMigrations);
}

/** Hands Kysely's Migrator the in-code migrations, bound to the dialect being migrated. */
export class StoreMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: StoreDialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(storeMigrations).map(([name, migration]) => [name, { up: (db) => migration.up(db, this.dialect) }]));
  }
}
