import { setImmediate as nextTurn } from 'node:timers/promises';
import { PeriodicPass, type PlatformLogger, serviceRef, UPKEEP_FIRST_PASS_DELAY_MS } from '@openunified/feature-kit';
import type { LogPosition, PrunableLogRepository, Store } from '@openunified/store';

/** How long and how many request and provider logs are kept (docs/deployment.md "Request logs"). */
export interface LogRetentionSettings {
  /** Logs older than this are deleted. */
  maxAgeDays: number;
  /** Beyond this many rows per log table the oldest are deleted. */
  maxRows: number;
  /** How often retention runs. */
  intervalMs: number;
  /** Rows deleted per statement. */
  batchSize: number;
}

export const defaultLogRetention: LogRetentionSettings = { maxAgeDays: 7, maxRows: 1_000_000, intervalMs: 60_000, batchSize: 500 };

export const LogRetentionSettingsToken = serviceRef<LogRetentionSettings>('openunified.requestLogs.LogRetentionSettings');
export const LogRetentionToken = serviceRef<LogRetention>('openunified.requestLogs.LogRetention');

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes request and provider logs past their age or row limit, in the background: small
 * batches, each its own short statement with a turn of the event loop between them, so requests
 * (and the log writes they cause) keep flowing while a large backlog is worked off.
 */
export class LogRetention {
  private readonly periodic: PeriodicPass;

  constructor(
    private readonly store: Store,
    private readonly settings: LogRetentionSettings,
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

  /** One pass over both tables; a pass still running is joined, not doubled. */
  runOnce(): Promise<void> {
    return this.periodic.runOnce();
  }

  private async prune(): Promise<void> {
    try {
      const requestLogs = await this.pruneTable(this.store.requestLogs);
      const providerLogs = await this.pruneTable(this.store.providerLogs);
      if (requestLogs + providerLogs > 0) this.logger.info({ requestLogs, providerLogs }, 'deleted logs past retention');
    } catch (error) {
      this.logger.error({ err: error }, 'log retention failed; it will try again');
    }
  }

  private async pruneTable(logs: PrunableLogRepository): Promise<number> {
    const boundary = latest(
      { startedAt: new Date(Date.now() - this.settings.maxAgeDays * DAY_MS).toISOString(), id: '' },
      await logs.firstRowBeyond(this.settings.maxRows),
    );
    let deleted = 0;
    for (;;) {
      const batch = await logs.deleteUpTo(boundary, this.settings.batchSize);
      deleted += batch;
      if (batch < this.settings.batchSize || !this.periodic.active) return deleted;
      await nextTurn();
    }
  }
}

/** The later of two positions in (started_at, id) order. */
function latest(first: LogPosition, second: LogPosition | undefined): LogPosition {
  if (!second) return first;
  if (second.startedAt !== first.startedAt) return second.startedAt > first.startedAt ? second : first;
  return second.id > first.id ? second : first;
}
