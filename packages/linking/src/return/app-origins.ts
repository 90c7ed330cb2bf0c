import { z } from 'zod';

/** Hosts a developer runs the application on locally: the only ones allowed over plain http. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin `value` names when it is an acceptable application origin: https, or http on a
 * loopback host; nothing but scheme, host and port. Undefined otherwise.
 */
export function applicationOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!secure || url.username !== '' || url.password !== '') return undefined;
  // `https://app.example.com/` is the origin too; a path, query or fragment is not.
  if (`${url.origin}/` !== url.href && url.origin !== value) return undefined;
  return url.origin;
}

/** Whether `redirectUrl` goes back to one of the project's allowed origins. */
export function isAllowedRedirect(redirectUrl: string, allowedOrigins: readonly string[]): boolean {
  if (!URL.canParse(redirectUrl)) return false;
  const url = new URL(redirectUrl);
  if (url.username !== '' || url.password !== '') return false;
  return applicationOrigin(url.origin) !== undefined && allowedOrigins.includes(url.origin);
}

export const MAX_ALLOWED_ORIGINS = 20;

export const allowedOriginsSchema = z
  .array(
    z
      .string()
      .trim()
      .max(300)
      .transform((value, context) => {
        const origin = applicationOrigin(value);
        if (origin === undefined) {
          context.addIssue({
            code: 'custom',
            message: `"${value}" is not an origin: use https://host[:port] (http only for localhost), without a path`,
          });
          return z.NEVER;
        }
        return origin;
      }),
  )
  .max(MAX_ALLOWED_ORIGINS)
  .transform((origins) => [...new Set(origins)]);
