import pg from 'pg';
import { CACHE_CHANGES_CHANNEL, type CachedRowChange, parseCachedRowChange } from './cache-change-notification.js';

/**
 * The application_name of a listener connection, so an operator finds them in pg_stat_activity:
 * `openunified-cache-listener:<schema>` (PostgreSQL keeps its first 63 bytes).
 */
export function cacheListenerApplicationName(schema: string): string {
  return `openunified-cache-listener:${schema}`.slice(0, 63);
}

export interface CacheChangeListenerOptions {
  databaseUrl: string;
  /** The schema whose changes matter: the channel is shared by every schema of the database. */
  schema: string;
  onChange(change: CachedRowChange): void;
  /**
   * Called each time the connection is (re)established and listening. Notifications sent while
   * it was down are lost, so the caller forgets everything it cached.
   */
  onListening(): void;
  /** First wait before reconnecting; doubles per failed attempt up to `maxReconnectDelayMs`. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

/**
 * One dedicated connection per store that LISTENs for the rows other processes change
 * (docs/deployment.md "Caches"). A dropped connection is re-opened with exponential backoff;
 * meanwhile the cache's time to live is the bound, as on SQLite.
 */
export class CacheChangeListener {
  private client: pg.Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private failedAttempts = 0;
  private stopped = false;
  private listeningNow = false;
  private readonly listeners = new Set<(listening: boolean) => void>();

  constructor(private readonly options: CacheChangeListenerOptions) {}

  get listening(): boolean {
    return this.listeningNow;
  }

  /** Calls `listener` with each change of `listening`; returns what unsubscribes it. */
  onStateChange(listener: (listening: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Connects once; resolves either way (a failure schedules the next attempt). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    this.setListening(false);
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.options.databaseUrl, application_name: cacheListenerApplicationName(this.options.schema) });
    this.client = client;
    let lost = false;
    const connectionLost = () => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      client.end().catch(() => {});
      this.setListening(false);
      this.scheduleReconnect();
    };
    // Without an 'error' listener a server-side disconnect would crash the process.
    client.on('error', connectionLost);
    client.on('end', connectionLost);
    client.on('notification', (message) => {
      if (message.channel !== CACHE_CHANGES_CHANNEL) return;
      const change = parseCachedRowChange(message.payload);
      if (change !== undefined && change.schema === this.options.schema) this.options.onChange(change);
    });
    try {
      await client.connect();
      await client.query(`listen ${CACHE_CHANGES_CHANNEL}`);
    } catch {
      connectionLost();
      return;
    }
    if (this.stopped || lost) return;
    this.failedAttempts = 0;
    this.options.onListening();
    this.setListening(true);
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const first = this.options.reconnectDelayMs ?? 250;
    const delay = Math.min(first * 2 ** this.failedAttempts, this.options.maxReconnectDelayMs ?? 10_000);
    this.failedAttempts += 1;
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
    // A process that has nothing else to do may exit while waiting to reconnect.
    this.reconnectTimer.unref();
  }

  private setListening(listening: boolean): void {
    if (this.listeningNow === listening) return;
    this.listeningNow = listening;
    for (const listener of this.listeners) listener(listening);
  }
}
