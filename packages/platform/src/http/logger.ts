import { type DestinationStream, type Logger, pino } from 'pino';
import type { LogLevel } from '../platform-config.js';

/**
 * Log paths whose values are secrets: credentials of the caller (API key in `authorization`),
 * of the provider (tokens, client secrets), and of browser sessions (cookies). pino replaces
 * them before a line is written, whichever code logged the object.
 */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'credentials',
  '*.credentials',
  'password',
  '*.password',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'access_token',
  '*.access_token',
  'refreshToken',
  '*.refreshToken',
  'refresh_token',
  '*.refresh_token',
  'clientSecret',
  '*.clientSecret',
  'client_secret',
  '*.client_secret',
  'apiKey',
  '*.apiKey',
  'api_key',
  '*.api_key',
];

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const logger = pino(
    {
      level,
      redact: { paths: redactedLogPaths, censor: '[Redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? process.stdout,
  );
  serializePrimitivesWithoutRedaction(logger);
  return logger;
}

type Stringifier = (value: unknown, ...rest: unknown[]) => string | undefined;

/**
 * pino runs every top-level value of a line, strings and numbers too, through the redactor of
 * the paths that could reach inside it (the `*.` paths reach inside every key): for a string it
 * clones nothing, redacts nothing and returns `JSON.stringify` of it, after walking every path.
 * The line of each request (docs/deployment.md "Run it", Logs) is made of such values only. A
 * primitive has no properties for a nested path to reach, so it is serialized directly; objects
 * still go through the redactor, and a key redacted whole (`token`, `credentials`, ...) keeps its
 * censor, whatever its value's type. Child loggers inherit these stringifiers unless they set
 * `redact` themselves.
 */
function serializePrimitivesWithoutRedaction(logger: Logger): void {
  const stringifiers = (logger as unknown as Record<symbol, Record<string | symbol, Stringifier>>)[pino.symbols.stringifiersSym];
  if (stringifiers === undefined) return;
  const redactedWhole = new Set(redactedLogPaths.filter((path) => !path.includes('.') && !path.includes('[')));
  const keys: (string | symbol)[] = [...Object.keys(stringifiers).filter((key) => !redactedWhole.has(key)), pino.symbols.wildcardFirstSym];
  for (const key of keys) {
    const redact = stringifiers[key];
    if (redact === undefined) continue;
    stringifiers[key] = (value, ...rest) => {
      const type = typeof value;
      return type === 'string' || type === 'number' || type === 'boolean' ? JSON.stringify(value) : redact(value, ...rest);
    };
  }
}
