import { isIP } from 'node:net';
import type { NewWebhookAttempt } from '@openunified/store';
import type { Agent } from 'undici';
import { hostOf, type OutboundUrlGuard } from './outbound-url-guard.js';
import { signWebhook } from './signature/webhook-signature.js';

/** The delivery log keeps this much of each response body. */
export const RESPONSE_EXCERPT_BYTES = 1024;

const USER_AGENT = 'openunified-webhooks/0.1';

export interface OutgoingWebhook {
  url: string;
  eventId: string;
  body: string;
  /** The current secret first, then the previous one while a rotation lasts. */
  secrets: string[];
}

/**
 * Sends one attempt: a signed POST, no redirects followed, bounded in time; any 2xx answer is a
 * success. Never throws: whatever went wrong is the attempt's `error`.
 */
export class WebhookSender {
  // Created with the first delivery: undici then loads in the processes that deliver, not at every start.
  private agent: Promise<Agent> | undefined;

  constructor(
    private readonly guard: OutboundUrlGuard,
    private readonly timeoutMs: number,
  ) {}

  private dispatcher(): Promise<Agent> {
    const { guard, timeoutMs } = this;
    this.agent ??= import('undici').then(
      ({ Agent }) => new Agent({ connect: { lookup: guard.lookup, timeout: timeoutMs }, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }),
    );
    return this.agent;
  }

  async send(webhook: OutgoingWebhook, now: () => Date = () => new Date()): Promise<NewWebhookAttempt> {
    const started = now();
    const startedAtMs = performance.now();
    const finish = (result: Pick<NewWebhookAttempt, 'statusCode' | 'succeeded' | 'error' | 'responseExcerpt'>): NewWebhookAttempt => ({
      startedAt: started.toISOString(),
      durationMs: performance.now() - startedAtMs,
      ...result,
    });
    try {
      const host = hostOf(new URL(webhook.url));
      // Literal addresses never reach the connection's lookup, so they are checked here.
      const refusal = isIP(host) ? this.guard.refusalOf(host) : undefined;
      if (refusal) return finish({ statusCode: null, succeeded: false, error: `refused by the SSRF guard: ${refusal}`, responseExcerpt: null });
      const headers = signWebhook({ id: webhook.eventId, timestampSeconds: Math.floor(started.getTime() / 1000), body: webhook.body }, webhook.secrets);
      const [{ request }, dispatcher] = await Promise.all([import('undici'), this.dispatcher()]);
      const response = await request(webhook.url, {
        method: 'POST',
        dispatcher,
        headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, ...headers },
        body: webhook.body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const responseExcerpt = await readExcerpt(response.body);
      const succeeded = response.statusCode >= 200 && response.statusCode < 300;
      return finish({ statusCode: response.statusCode, succeeded, error: succeeded ? null : `answered ${response.statusCode}`, responseExcerpt });
    } catch (error) {
      return finish({ statusCode: null, succeeded: false, error: describeFailure(error), responseExcerpt: null });
    }
  }

  async close(): Promise<void> {
    await (await this.agent)?.close();
  }
}

/** The first bytes of the body; the rest is not read, and the connection is let go. */
async function readExcerpt(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= RESPONSE_EXCERPT_BYTES) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8');
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'the request failed';
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  if (error.name === 'TimeoutError' || error.name.includes('Timeout')) return `no answer within the time limit (${error.message})`;
  return `${error.message}${cause}`;
}
