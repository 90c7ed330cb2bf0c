import { type BackgroundLogWriter, LogWriterUnavailableError } from '../background-log-writer.js';

/**
 * Runs `onWriter` on the log writer's thread when the store has one (a SQLite file), off the
 * event loop; without one, or once that thread is gone, `onMainConnection` does the same work.
 */
export async function onLogWriter<Result>(
  logWriter: BackgroundLogWriter | undefined,
  onWriter: (writer: BackgroundLogWriter) => Promise<Result>,
  onMainConnection: () => Promise<Result>,
): Promise<Result> {
  if (logWriter) {
    try {
      return await onWriter(logWriter);
    } catch (error) {
      if (!(error instanceof LogWriterUnavailableError)) throw error;
    }
  }
  return onMainConnection();
}
