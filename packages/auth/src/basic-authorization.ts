import { UnauthorizedError } from '@openunified/errors';

/** docs/concepts/authentication.md: `Authorization: Basic base64(<API_KEY>:)`; returns the API key. */
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
  // A password would be ignored, so `key:anything` must not look like it was checked.
  if (separator !== -1 && separator < decoded.length - 1)
    throw new UnauthorizedError('the Basic password must be empty: send the API key as username followed by ":"');
  return username;
}
