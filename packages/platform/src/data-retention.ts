import { setImmediate as nextTurn } from 'node:timers/promises';
import { PeriodicPass, type PlatformLogger, serviceRef, UPKEEP_FIRST_PASS_DELAY_MS } from '@openunified/feature-kit';
import type { Store } from '@openunified/store';

/**
 * How long the tables that grow with use keep their rows (docs/deployment.md "What grows and how
 * it is bounded"). Request and provider logs have their own settings (`LogRetentionSettings`).
 */
export interface DataRetentionSettings {
  /** Outbox events (one per synced-record change, account change, run end) are deleted this many days after they were created, once relayed. */
  eventDays: number;
  /** Webhook deliveries, with their attempts, are deleted this many days after they succeeded or gave up; a pending one is kept. */
  webhookDeliveryDays: number;
  /** Connect sessions, with their connection attempts, are deleted this many days after they expired. */
  connectSessionDays: number;
  /** Finished data sync runs older than this many days are deleted... */
  dataSyncRunDays: number;
  /** ...except the newest this many runs of each schedule, whatever their age. */
  dataSyncRunsKeptPerSchedule: number;
  /** How often retention runs. */
  intervalMs: number;
  /** Rows deleted per statement. */
  batchSize: number;
}

export const defaultDataRetention: DataRetentionSettings = {
  eventDays: 30,
  webhookDeliveryDays: 30,
  connectSessionDays: 30,
  dataSyncRunDays: 90,
  dataSyncRunsKeptPerSchedule: 20,
  intervalMs: 300_000,
  batchSize: 500,
};

export const DataRetentionToken = serviceRef<DataRetention>('openunified.platform.DataRetention');

const DAY_MS = 24 * 60 * 60 * 1000;

type Deleted = Record<string, number>;

/**
 * Deletes rows past their retention in the background, the way log retention does: small batches,
 * each its own short statement (or transaction) with a turn of the event loop between them, so
 * requests keep flowing while a large backlog is worked off, and never a row still needed (a
 * pending delivery, an unrelayed event, an unexpired session, a run not finished, the newest runs
 * of a schedule).
 */
export class DataRetention {
  private readonly periodic: PeriodicPass;

  constructor(
    private readonly store: Store,
    private readonly settings: DataRetentionSettings,
    private readonly logger: PlatformLogger,
  ) {
    this.periodic = new PeriodicPass(() => this.prune(), settings.intervalMs, UPKEEP_FIRST_PASS_DELAY_MS);
  }

  start(): void {
    this.periodic.start();
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  /** One pass over every table; a pass still running is joined, not doubled. */
  runOnce(): Promise<void> {
    return this.periodic.runOnce();
  }

  private async prune(): Promise<void> {
    const { retention } = this.store;
    const { batchSize } = this.settings;
    const before = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    const deleted: Deleted = {};
    // Each table on its own: one that fails (a lock, a dropped connection) does not hold back the others.
    const passes: [string, () => Promise<Deleted>][] = [
      ['events', async () => ({ events: await retention.deleteRelayedEvents(before(this.settings.eventDays), batchSize) })],
      [
        'webhook deliveries',
        async () => {
          const batch = await retention.deleteSettledWebhookDeliveries(before(this.settings.webhookDeliveryDays), batchSize);
          return { webhookDeliveries: batch.deliveries, webhookAttempts: batch.attempts };
        },
      ],
      [
        'connect sessions',
        async () => {
          const batch = await retention.deleteExpiredConnectSessions(before(this.settings.connectSessionDays), batchSize);
          return { connectSessions: batch.sessions, connectionAttempts: batch.attempts };
        },
      ],
      [
        // Ended sessions and dead links hold nothing worth keeping: a day after, they go.
        'console sessions',
        async () => {
          const batch = await retention.deleteEndedManagementSessions(before(1), batchSize);
          return { managementSessions: batch.sessions, consoleLoginLinks: batch.loginLinks };
        },
      ],
      [
        'data sync runs',
        async () => ({
          dataSyncRuns: await retention.deleteFinishedDataSyncRuns(before(this.settings.dataSyncRunDays), this.settings.dataSyncRunsKeptPerSchedule, batchSize),
        }),
      ],
    ];
    for (const [table, batch] of passes) {
      try {
        await this.drain(batch, deleted);
      } catch (error) {
        this.logger.error({ err: error, table }, 'data retention failed; it will try again');
      }
    }
    if (Object.values(deleted).some((count) => count > 0)) this.logger.info(deleted, 'deleted rows past retention');
  }

  /** Batches until one deletes fewer rows than a batch holds (or retention is stopped). */
  private async drain(batch: () => Promise<Deleted>, deleted: Deleted): Promise<void> {
    for (;;) {
      const counts = await batch();
      for (const [table, count] of Object.entries(counts)) deleted[table] = (deleted[table] ?? 0) + count;
      // The first count is the batch's own table (the others went with its rows).
      const primary = Object.values(counts)[0] ?? 0;
      if (primary < this.settings.batchSize || !this.periodic.active) return;
      await nextTurn();
    }
  }
}
