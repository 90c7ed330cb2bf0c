import { type Kysely, sql } from 'kysely';
import type { Database } from '../database-schema.js';
import { assertPositiveInteger } from '../page-bounds.js';
import type { RetentionRepository } from '../records.js';

/** Finished run statuses: a queued or running run is never deleted. */
const finishedRunStatuses = ['succeeded', 'failed', 'skipped'];
/** Settled webhook deliveries: a pending one is still to be sent. */
const settledDeliveryStatuses = ['succeeded', 'failed'];

/**
 * The deletes data retention runs, each a bounded batch in one short statement (or two in one
 * transaction), oldest first, through an index made for it (migration 0012), so a large backlog
 * is worked off without holding a lock for long (docs/deployment.md "What grows and how it is bounded").
 */
export class SqlRetentionRepository implements RetentionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async deleteRelayedEvents(createdBefore: string, limit: number): Promise<number> {
    assertPositiveInteger(limit, 'limit');
    const oldest = this.db
      .selectFrom('events')
      .select('id')
      .where('created_at', '<', createdBefore)
      // An event not relayed yet still has webhook deliveries to become.
      .where('delivered_at', 'is not', null)
      .orderBy('created_at')
      .limit(limit);
    const result = await this.db.deleteFrom('events').where('id', 'in', oldest).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteSettledWebhookDeliveries(settledBefore: string, limit: number): Promise<{ deliveries: number; attempts: number }> {
    assertPositiveInteger(limit, 'limit');
    return this.db.transaction().execute(async (transaction) => {
      const ids = (
        await transaction
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('status', 'in', settledDeliveryStatuses)
          .where('updated_at', '<', settledBefore)
          .orderBy('updated_at')
          .limit(limit)
          .execute()
      ).map((row) => row.id);
      if (ids.length === 0) return { deliveries: 0, attempts: 0 };
      // The status is asked again: a delivery sent again meanwhile is pending, and kept with its attempts.
      const settled = transaction.selectFrom('webhook_deliveries').select('id').where('id', 'in', ids).where('status', 'in', settledDeliveryStatuses);
      const attempts = await transaction.deleteFrom('webhook_attempts').where('delivery_id', 'in', settled).executeTakeFirst();
      const deliveries = await transaction
        .deleteFrom('webhook_deliveries')
        .where('id', 'in', ids)
        .where('status', 'in', settledDeliveryStatuses)
        .executeTakeFirst();
      return { deliveries: Number(deliveries.numDeletedRows), attempts: Number(attempts.numDeletedRows) };
    });
  }

  async deleteExpiredConnectSessions(expiredBefore: string, limit: number): Promise<{ sessions: number; attempts: number }> {
    assertPositiveInteger(limit, 'limit');
    return this.db.transaction().execute(async (transaction) => {
      const ids = (
        await transaction.selectFrom('connect_sessions').select('id').where('expires_at', '<', expiredBefore).orderBy('expires_at').limit(limit).execute()
      ).map((row) => row.id);
      if (ids.length === 0) return { sessions: 0, attempts: 0 };
      // An expired session's attempts can no longer complete: they go with it.
      const attempts = await transaction.deleteFrom('connection_attempts').where('session_id', 'in', ids).executeTakeFirst();
      const sessions = await transaction.deleteFrom('connect_sessions').where('id', 'in', ids).executeTakeFirst();
      return { sessions: Number(sessions.numDeletedRows), attempts: Number(attempts.numDeletedRows) };
    });
  }

  async deleteEndedManagementSessions(endedBefore: string, limit: number): Promise<{ sessions: number; loginLinks: number }> {
    assertPositiveInteger(limit, 'limit');
    const endedSessions = this.db
      .selectFrom('management_sessions')
      .select('id')
      .where((expression) => expression.or([expression('expires_at', '<', endedBefore), expression('revoked_at', '<', endedBefore)]))
      .limit(limit);
    const sessions = await this.db.deleteFrom('management_sessions').where('id', 'in', endedSessions).executeTakeFirst();
    const expiredLinks = this.db.selectFrom('console_login_links').select('id').where('expires_at', '<', endedBefore).limit(limit);
    const loginLinks = await this.db.deleteFrom('console_login_links').where('id', 'in', expiredLinks).executeTakeFirst();
    return { sessions: Number(sessions.numDeletedRows), loginLinks: Number(loginLinks.numDeletedRows) };
  }

  async deleteFinishedDataSyncRuns(createdBefore: string, keepPerSchedule: number, limit: number): Promise<number> {
    assertPositiveInteger(limit, 'limit');
    assertPositiveInteger(keepPerSchedule, 'keepPerSchedule');
    const oldest = this.db
      .selectFrom('data_sync_runs as run')
      .select('run.id')
      .where('run.created_at', '<', createdBefore)
      .where('run.status', 'in', finishedRunStatuses)
      // The newest runs of each schedule stay whatever their age (its latest run among them),
      // read through the (schedule_id, created_at, id) index: at most `keepPerSchedule` entries each.
      .where(
        'run.id',
        'not in',
        sql<string>`(select newer.id from data_sync_runs as newer where newer.schedule_id = run.schedule_id order by newer.created_at desc, newer.id desc limit ${keepPerSchedule})`,
      )
      .orderBy('run.created_at')
      .limit(limit);
    const result = await this.db.deleteFrom('data_sync_runs').where('id', 'in', oldest).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
