import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config.js';

/**
 * Where browsers reach this server: `PUBLIC_URL`, else the address the request came to (fine on
 * one host; behind a proxy set PUBLIC_URL, which also fixes the OAuth redirect URI).
 */
export function publicBaseUrl(config: ServerConfig, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
