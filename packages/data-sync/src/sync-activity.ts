import type { SyncJob, SyncJobHandler } from './engine/sync-engine.js';

export type SyncEngineStatus = 'idle' | 'starting' | 'running' | 'stopping';

/** A job this process is executing now. */
export interface JobInProgress {
  projectId: string;
  scheduleId: string;
  dueAt: string;
  /** Set for run-now jobs (the run row existed before the job); tick jobs create theirs when they claim. */
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

  /** The handler the engine is given: `handler`, with each job counted in and out. */
  track(handler: SyncJobHandler): SyncJobHandler {
    return async (job: SyncJob) => {
      const entry: JobInProgress = { projectId: job.projectId, scheduleId: job.scheduleId, dueAt: job.dueAt, runId: job.runId ?? null, startedAt: new Date().toISOString() };
      this.inProgress.add(entry);
      try {
        await handler(job);
        this.jobsCompleted += 1;
      } catch (error) {
        this.jobsFailed += 1;
        throw error;
      } finally {
        this.inProgress.delete(entry);
      }
    };
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
