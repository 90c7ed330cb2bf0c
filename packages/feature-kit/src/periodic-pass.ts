/**
 * Background upkeep (retention, pruning) that runs once at start (or `firstPassDelayMs` after it),
 * then every `intervalMs`. A pass still running when the next is due is joined, not doubled, and
 * `stop()` waits for it, so a shutdown never cuts a statement in half. A pass that works through a
 * backlog in batches checks `active` between them to end early once stopped.
 */
/**
 * How long a server's upkeep waits for its first pass: run at once, retention's statements (and
 * the SQLite log writer's thread they start) took the event loop from a server still starting,
 * ~40 ms before /health answered. A backlog can wait a few seconds.
 */
export const UPKEEP_FIRST_PASS_DELAY_MS = 5_000;

export class PeriodicPass {
  private timer: NodeJS.Timeout | undefined;
  private firstPass: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly intervalMs: number,
    /** A server's upkeep waits this long for its first pass, so that it does not compete with the start for the event loop. */
    private readonly firstPassDelayMs = 0,
  ) {}

  /** Started and not stopped since. */
  get active(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    // Upkeep never keeps the process alive on its own.
    this.timer.unref();
    if (this.firstPassDelayMs >= this.intervalMs) return; // the interval's first tick comes first
    if (this.firstPassDelayMs <= 0) {
      void this.runOnce();
      return;
    }
    this.firstPass = setTimeout(() => void this.runOnce(), this.firstPassDelayMs);
    this.firstPass.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.firstPass);
    this.timer = undefined;
    this.firstPass = undefined;
    await this.running;
  }

  runOnce(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
