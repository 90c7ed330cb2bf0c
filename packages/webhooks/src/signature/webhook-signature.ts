import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): HMAC-SHA256 over
 * `{webhook-id}.{webhook-timestamp}.{body}` keyed with the secret's bytes, sent as
 * `webhook-signature: v1,<base64>`; several space-separated signatures while a secret rotates.
 * Compatible with the `standardwebhooks` packages, which receivers may use instead.
 */

const SECRET_PREFIX = 'whsec_';
const SIGNATURE_VERSION = 'v1';

/** Receivers refuse messages whose timestamp is further than this from their clock (replays). */
export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

/** A new signing secret: `whsec_` and 32 random bytes in base64. */
export function generateSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

function secretBytes(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length === 0) throw new WebhookVerificationError('the signing secret is empty or not base64');
  return bytes;
}

function signatureOf(secret: string, id: string, timestampSeconds: number, body: string): string {
  return createHmac('sha256', secretBytes(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of a signed message; every secret given signs it (the new and the previous one during a rotation). */
export function signWebhook(message: { id: string; timestampSeconds: number; body: string }, secrets: readonly string[]): SignedHeaders {
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestampSeconds),
    'webhook-signature': secrets.map((secret) => `${SIGNATURE_VERSION},${signatureOf(secret, message.id, message.timestampSeconds, message.body)}`).join(' '),
  };
}

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

export interface VerifyOptions {
  /** Default five minutes. */
  toleranceSeconds?: number;
  /** Default now. */
  now?: Date;
}

/**
 * Checks a received webhook against the endpoint's secret and returns its parsed body. Throws
 * `WebhookVerificationError` when a header is missing, the timestamp is outside the tolerance
 * (a replay), or no signature matches. `headers` may be Node's `IncomingHttpHeaders`, a
 * `Headers` object or a plain record; `body` must be the raw text as received.
 */
export function verifyWebhook<Payload = unknown>(
  secret: string,
  headers: Headers | Record<string, string | string[] | undefined>,
  body: string,
  options: VerifyOptions = {},
): Payload {
  const header = (name: string) => {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    const single = Array.isArray(value) ? value[0] : value;
    if (!single) throw new WebhookVerificationError(`missing ${name} header`);
    return single;
  };
  const id = header('webhook-id');
  const timestamp = header('webhook-timestamp');
  const signatures = header('webhook-signature');

  const timestampSeconds = Number(timestamp);
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError('webhook-timestamp is not a number of seconds');
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(nowSeconds - timestampSeconds) > tolerance) throw new WebhookVerificationError('webhook-timestamp is too far from now');

  const expected = Buffer.from(signatureOf(secret, id, timestampSeconds, body));
  const matches = signatures.split(' ').some((versioned) => {
    const [version, signature] = versioned.split(',', 2);
    if (version !== SIGNATURE_VERSION || !signature) return false;
    const received = Buffer.from(signature);
    return received.length === expected.length && timingSafeEqual(received, expected);
  });
  if (!matches) throw new WebhookVerificationError('no matching signature');
  return JSON.parse(body) as Payload;
}
