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
  return pino(
    {
      level,
      redact: { paths: redactedLogPaths, censor: '[Redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? process.stdout,
  );
}
