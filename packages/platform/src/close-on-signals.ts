import type { Platform } from './create-platform.js';

/**
 * For a process whose job is to serve the platform: on the first SIGINT or SIGTERM it stops
 * accepting requests, lets those in flight finish for at most `graceMs`, closes the platform and
 * exits (0, or 1 when closing failed or the grace period ran out).
 */
export function closeOnSignals(platform: Pick<Platform, 'app' | 'close'>, { graceMs = 10_000 }: { graceMs?: number } = {}): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    platform.app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      platform.app.log.error('shutdown grace period elapsed; exiting with requests still in flight');
      process.exit(1);
    }, graceMs).unref();
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        platform.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
