import type { FastifyRequest } from 'fastify';
import type { LinkingSettings } from '../linking-settings.js';

/**
 * Where browsers reach this server: `PUBLIC_URL`; else, behind a trusted proxy, what its
 * `X-Forwarded-*` (or `Host`) headers say; else the address the connection arrived at, which
 * no header can change.
 */
export function publicBaseUrl(settings: LinkingSettings, request: FastifyRequest): string {
  if (settings.publicUrl) return settings.publicUrl;
  if (settings.trustProxy) return `${request.protocol}://${request.host}`;
  const address = (request.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return `${request.protocol}://${address.includes(':') ? `[${address}]` : address}:${request.socket.localPort}`;
}
