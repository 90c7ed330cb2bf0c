import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createStore, type SyncedRecordKey } from '../src/index.js';
import { newAccount } from './new-account.js';
import { raw, storeOnBothDialects } from './store-on-both-dialects.js';

/**
 * Migration 0009 moves the records of 0004's table, keyed by (account, action, params_hash,
 * record id), to the integer partition key: the records a database held before are still there.
 */
describe.each(storeOnBothDialects('partitions'))('migration 0009 on %s', (_dialect, options) => {
  it('keeps the records stored under the key of 0004', async () => {
    let store = await createStore(options);
    const organization = await store.organizations.create({ name: 'Acme' });
    const project = await store.projects.create({ organizationId: organization.id, name: 'Sync' });
    const account = await store.accounts.create(project.id, newAccount({ projectId: project.id, provider: 'googledrive' }));
    // Back to the schema 0008 left: 0001's outbox index, 0004's records table with rows of two partitions.
    await raw(store, async (db) => {
      // Kysely reruns only migrations named after the last one run: 0010 to 0017 are undone as well
      // (0017 only drops a reference PostgreSQL checked, which it drops again if it is there).
      await sql`delete from kysely_migration where name = '0017-run-project-reference'`.execute(db);
      await db.schema
        .createIndex('data_sync_schedules_next_run')
        .on('data_sync_schedules')
        .column('next_run_at')
        .where(sql<boolean>`next_run_at is not null`)
        .execute();
      await sql`delete from kysely_migration where name = '0016-schedule-claim-updates'`.execute(db);
      await db.schema.dropIndex('events_project_id_account_id_created_at').execute();
      await db.schema.alterTable('events').dropColumn('account_id').execute();
      await db.schema.dropTable('management_sessions').execute();
      await db.schema.dropTable('console_login_links').execute();
      await sql`delete from kysely_migration where name in ('0014-management-sessions', '0015-event-accounts')`.execute(db);
      for (const column of ['connect_page_allowed_origins', 'connect_page_theme']) await db.schema.alterTable('projects').dropColumn(column).execute();
      for (const column of ['redirect_url', 'locale']) await db.schema.alterTable('connect_sessions').dropColumn(column).execute();
      await sql`delete from kysely_migration where name = '0013-connect-page-return'`.execute(db);
      for (const index of ['events_relayed_created_at', 'webhook_deliveries_settled_updated_at', 'connect_sessions_expires_at', 'data_sync_runs_created_at']) {
        await db.schema.dropIndex(index).execute();
      }
      await db.schema.alterTable('data_sync_runs').dropColumn('resume_cursor').execute();
      await sql`delete from kysely_migration where name in ('0011-sync-run-resume-cursor', '0012-retention-indexes')`.execute(db);
      await db.schema.dropIndex('provider_logs_project_id_started_at').execute();
      await db.schema.alterTable('request_logs').dropColumn('api_key_id').execute();
      await sql`delete from kysely_migration where name = '0010-log-sources-and-steps'`.execute(db);
      await db.schema.dropTable('data_sync_partition_records').execute();
      await db.schema.dropTable('data_sync_partitions').execute();
      await db.schema.dropIndex('events_pending_order').execute();
      await db.schema.createIndex('events_pending').on('events').column('created_at').where(sql<boolean>`delivered_at is null`).execute();
      await db.schema
        .createTable('data_sync_records')
        .addColumn('project_id', 'text', (column) => column.notNull())
        .addColumn('account_id', 'text', (column) => column.notNull())
        .addColumn('action_id', 'text', (column) => column.notNull())
        .addColumn('params_hash', 'text', (column) => column.notNull())
        .addColumn('record_id', 'text', (column) => column.notNull())
        .addColumn('remote_id', 'text')
        .addColumn('content_hash', 'text', (column) => column.notNull())
        .addColumn('data', 'text', (column) => column.notNull())
        .addColumn('deleted', 'integer', (column) => column.notNull())
        .addColumn('last_seen_run_id', 'text', (column) => column.notNull())
        .addColumn('changed_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('data_sync_records_key', ['account_id', 'action_id', 'params_hash', 'record_id'])
        .execute();
      await sql`
        insert into data_sync_records values
          (${project.id}, ${account.id}, 'googledrive_list_drives', 'p1', 'a', 'remote-a', 'ha', '{"id":"a"}', 0, 'run-1', '2026-01-01T00:00:00.000Z'),
          (${project.id}, ${account.id}, 'googledrive_list_drives', 'p1', 'b', null, 'hb', '{"id":"b"}', 1, 'run-1', '2026-01-02T00:00:00.000Z'),
          (${project.id}, ${account.id}, 'googledrive_list_files', 'p1', 'a', null, 'hf', '{"id":"a","file":true}', 0, 'run-2', '2026-01-03T00:00:00.000Z')
      `.execute(db);
      await sql`delete from kysely_migration where name = '0009-sync-record-partitions'`.execute(db);
    });
    await store.close();

    store = await createStore(options);
    try {
      const drives: SyncedRecordKey = { projectId: project.id, accountId: account.id, actionId: 'googledrive_list_drives', paramsHash: 'p1' };
      const files: SyncedRecordKey = { ...drives, actionId: 'googledrive_list_files' };
      expect([...(await store.syncedRecords.states(drives, ['a', 'b'])).entries()]).toEqual([
        ['a', { contentHash: 'ha', deleted: false }],
        ['b', { contentHash: 'hb', deleted: true }],
      ]);
      expect((await store.syncedRecords.listChanged(files, { pageSize: 10 })).items).toEqual([
        {
          recordId: 'a',
          remoteId: null,
          contentHash: 'hf',
          data: { id: 'a', file: true },
          deleted: false,
          lastSeenRunId: 'run-2',
          changedAt: '2026-01-03T00:00:00.000Z',
        },
      ]);
      // New records go to the partition the migration made; the records go with their account.
      await store.syncedRecords.write(drives, [{ recordId: 'c', remoteId: null, contentHash: 'hc', json: '{"id":"c"}' }], 'run-3', '2026-01-04T00:00:00.000Z');
      expect(await store.syncedRecords.count(drives)).toBe(2);
      await store.accounts.delete(project.id, account.id);
      expect(await store.syncedRecords.count(drives)).toBe(0);
      expect(
        await raw(store, async (db) => (await sql<{ count: number }>`select count(*) as count from data_sync_partition_records`.execute(db)).rows[0]?.count),
      ).toBe(options.databaseUrl ? '0' : 0);
    } finally {
      await store.close();
    }
  });
});
