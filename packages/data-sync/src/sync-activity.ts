import { asSyncJobProcessor, type ClaimedSyncRun, type SyncJobHandler, type SyncJobProcessor } from './engine/sync-engine.js';

export type SyncEngineStatus = 'idle' | 'starting' | 'running' | 'stopping';

/** A job this process is executing now. */
export interface JobInProgress {
  projectId: string;
  scheduleId: string;
  dueAt: string;
  /** The run executing (null only for a job a plain handler claims itself, which creates its run as it goes). */
  runId: string | null;
  startedAt: string;
}

export interface SyncActivitySnapshot {
  status: SyncEngineStatus;
  /** When the engine began taking jobs in this process; null before. */
  startedAt: string | null;
  running: JobInProgress[];
  /** Jobs this process ended since it started: without error, and with one (a failed run is a job that ended without error). */
  jobsCompleted: number;
  jobsFailed: number;
}

/**
 * What the data-sync engine of this process is doing, seen from the handler every engine calls:
 * the status of the engine here and the jobs in progress. A worker's health endpoint reports it
 * (docs/deployment.md#data-sync-workers). It wraps the handler, so it needs nothing from the engines.
 */
export class SyncActivity {
  private status: SyncEngineStatus = 'idle';
  private startedAt: string | null = null;
  private readonly inProgress = new Set<JobInProgress>();
  private jobsCompleted = 0;
  private jobsFailed = 0;

  /**
   * The processor the engine is given: `handler`'s, with each claimed run counted in while it
   * executes (a claimed run waiting for an execution slot is not in progress yet).
   */
  track(handler: SyncJobHandler | SyncJobProcessor): SyncJobProcessor {
    const processor = asSyncJobProcessor(handler);
    return {
      claim: async (jobs) =>
        (await processor.claim(jobs)).map((outcome) => (outcome.kind === 'claimed' ? { ...outcome, execute: () => this.execute(outcome) } : outcome)),
      renewLeases: (claims) => processor.renewLeases(claims),
      releaseLeases: (claims) => processor.releaseLeases(claims),
    };
  }

  private async execute(claim: ClaimedSyncRun): Promise<void> {
    const { job } = claim;
    const entry: JobInProgress = {
      projectId: job.projectId,
      scheduleId: job.scheduleId,
      dueAt: job.dueAt,
      runId: claim.run?.id ?? job.runId ?? null,
      startedAt: new Date().toISOString(),
    };
    this.inProgress.add(entry);
    try {
      await claim.execute();
      this.jobsCompleted += 1;
    } catch (error) {
      this.jobsFailed += 1;
      throw error;
    } finally {
      this.inProgress.delete(entry);
    }
  }

  starting(): void {
    this.status = 'starting';
  }

  started(): void {
    this.status = 'running';
    this.startedAt = new Date().toISOString();
  }

  stopping(): void {
    this.status = 'stopping';
  }

  snapshot(): SyncActivitySnapshot {
    return { status: this.status, startedAt: this.startedAt, running: [...this.inProgress], jobsCompleted: this.jobsCompleted, jobsFailed: this.jobsFailed };
  }
}
