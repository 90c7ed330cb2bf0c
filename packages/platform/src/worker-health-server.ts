import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { SyncActivity } from '@openunified/data-sync';

export interface WorkerHealthServer {
  /** `http://host:port/health`. */
  url: string;
  close(): Promise<void>;
}

/**
 * `GET /health` of a worker-only process (docs/deployment.md#data-sync-workers), for an
 * orchestrator's probes: 200 while its engine takes jobs, 503 while it starts or stops, with the
 * engine's status and the runs in progress. Plain node:http: a worker serves nothing else, so it
 * needs no routing, authentication or the API's HTTP stack. Every other path is a 404.
 */
export async function startWorkerHealthServer(input: {
  port: number;
  host: string;
  engine: string;
  concurrency: number;
  activity: SyncActivity;
}): Promise<WorkerHealthServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text) });
      response.end(request.method === 'HEAD' ? undefined : text);
    };
    if (path !== '/health')
      return send(404, {
        statusCode: 404,
        message: `${request.method} ${path} not found: a worker serves GET /health only`,
        timestamp: new Date().toISOString(),
      });
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(405, { statusCode: 405, message: `${request.method} /health: use GET`, timestamp: new Date().toISOString() });
    const activity = input.activity.snapshot();
    const healthy = activity.status === 'running';
    return send(healthy ? 200 : 503, {
      status: healthy ? 'ok' : activity.status,
      engine: input.engine,
      engine_status: activity.status,
      started_at: activity.startedAt,
      concurrency: input.concurrency,
      running_runs: activity.running.length,
      runs: activity.running.map((job) => ({
        project_id: job.projectId,
        schedule_id: job.scheduleId,
        run_id: job.runId,
        due_at: job.dueAt,
        started_at: job.startedAt,
      })),
      jobs_completed: activity.jobsCompleted,
      jobs_failed: activity.jobsFailed,
    });
  });
  // Probes are short: idle keep-alive sockets must not hold the worker's exit.
  server.keepAliveTimeout = 1000;
  server.listen(input.port, input.host);
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the worker health server has no TCP address');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}/health`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
