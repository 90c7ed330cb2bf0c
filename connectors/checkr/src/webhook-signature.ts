import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Checkr signs its webhook requests in. */
export const CHECKR_SIGNATURE_HEADER = 'x-checkr-signature';

/**
 * Checkr's webhook signature (https://docs.checkr.com/#section/Webhooks/Verifying-webhooks): the
 * hex HMAC-SHA256 of the request body's exact bytes, keyed with the account's API key.
 */
export function checkrSignature(body: string, apiKey: string): string {
  return createHmac('sha256', apiKey).update(body, 'utf8').digest('hex');
}

/** Whether `signature` is the body's signature under the key, compared in constant time. */
export function isValidCheckrSignature(body: string, signature: string | undefined, apiKey: string): boolean {
  if (!signature || !apiKey) return false;
  const expected = Buffer.from(checkrSignature(body, apiKey), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
