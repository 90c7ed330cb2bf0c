import { UnauthorizedError } from '@openunified/errors';

/** SPEC 5.1: `Authorization: Basic base64(<API_KEY>:)`; returns the API key. */
export function parseBasicAuthorization(header: string | undefined): string {
  if (!header) throw new UnauthorizedError('missing Authorization header: use HTTP Basic with the API key as username');
  const [scheme, encoded, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'basic' || !encoded || rest.length > 0) {
    throw new UnauthorizedError('Authorization must be HTTP Basic with the API key as username and an empty password');
  }
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  const username = separator === -1 ? decoded : decoded.slice(0, separator);
  if (username === '') throw new UnauthorizedError('the Basic username must be the API key');
  return username;
}
