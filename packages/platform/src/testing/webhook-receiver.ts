import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface ReceivedWebhook {
  id: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
  receivedAt: number;
}

/**
 * A real receiving server for webhook deliveries (`start()` it; `url` is where to deliver). `answer` decides each request's status from how many times this
 * event id arrived before; `processed` holds the ids it accepted, in order, once each.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  readonly processed: string[] = [];
  /** Requests of one event id in progress at once, at the worst moment seen. */
  maxConcurrentPerEvent = 0;
  private readonly inProgress = new Map<string, number>();
  private server: Server | undefined;
  url = '';

  constructor(
    private answer: (id: string, previousArrivals: number) => number = () => 200,
    private readonly delayMs = 0,
  ) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const id = String(request.headers['webhook-id']);
        const current = (this.inProgress.get(id) ?? 0) + 1;
        this.inProgress.set(id, current);
        this.maxConcurrentPerEvent = Math.max(this.maxConcurrentPerEvent, current);
        if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
        const previousArrivals = this.received.filter((webhook) => webhook.id === id).length;
        const status = this.answer(id, previousArrivals);
        this.received.push({ id, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status, receivedAt: Date.now() });
        // Idempotent on the event id, as the docs tell receivers to be.
        if (status < 300 && !this.processed.includes(id)) this.processed.push(id);
        this.inProgress.set(id, current - 1);
        response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : 'receiver is down');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('receiver has no address');
    this.url = `http://127.0.0.1:${address.port}/hooks`;
    return this;
  }

  answerWith(answer: (id: string, previousArrivals: number) => number): void {
    this.answer = answer;
  }

  of(id: string): ReceivedWebhook[] {
    return this.received.filter((webhook) => webhook.id === id);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}

/** Polls until `condition` holds; fails naming `what` after `timeoutMs`. */
export async function eventually<Value>(
  what: string,
  read: () => Value | Promise<Value>,
  condition: (value: Value) => boolean,
  timeoutMs = 15_000,
): Promise<Value> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (condition(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
