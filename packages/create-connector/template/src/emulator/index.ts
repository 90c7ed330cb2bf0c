import type { ConnectorEmulator } from '@openunified/connector-sdk';
import {
  cursorPage,
  type EmulatorRequest,
  type EmulatorResponse,
  isPagingParameterError,
  readIntegerParameter,
  startEmulatorServer,
} from '@openunified/connector-sdk/emulator';
import type { __Key__Drive, __Key__ErrorBody } from '../provider-types.js';
import { generateDrives } from './seed-data.js';

/**
 * A __Name__ API look-alike on loopback, built with the SDK's emulator toolkit: seeded drives,
 * cursor paging, API key authentication, and __Name__'s error body on every failure (faults
 * included).
 */

export interface __Key__EmulatorOptions {
  port?: number;
  host?: string;
  /** Seeds the data: the same seed serves the same drives. */
  seed?: number;
  /** Drives of the sandbox account (default 12). */
  drivesCount?: number;
  /** The API key the emulator accepts (default `sandbox-api-key`). */
  apiKey?: string;
}

export interface Running__Key__Emulator extends ConnectorEmulator {
  sandboxCredentials: { api_key: string };
  /** The seeded drives, for assertions. */
  drives: __Key__Drive[];
}

const MAX_PAGE_SIZE = 100;

function errorBody(status: number, message: string): __Key__ErrorBody {
  return { error: { code: status, message } };
}

function providerError(status: number, message: string): EmulatorResponse {
  return { status, body: errorBody(status, message) };
}

function listDrives(request: EmulatorRequest, drives: readonly __Key__Drive[]): EmulatorResponse {
  const name = request.query.get('name')?.toLowerCase();
  const matching = name ? drives.filter((drive) => drive.name.toLowerCase().includes(name)) : drives;
  try {
    const limit = readIntegerParameter(request, 'limit', { defaultValue: 20, min: 1, max: MAX_PAGE_SIZE });
    // A cursor belongs to the filter it was issued for, as at most providers.
    const page = cursorPage(request, matching, { limit, cursorParameter: 'cursor', boundTo: ['name'] });
    return { body: { data: page.items, next_cursor: page.nextCursor ?? null } };
  } catch (error) {
    if (isPagingParameterError(error)) return providerError(400, error.message);
    throw error;
  }
}

export async function start__Key__Emulator(options: __Key__EmulatorOptions = {}): Promise<Running__Key__Emulator> {
  const apiKey = options.apiKey ?? 'sandbox-api-key';
  const drives = generateDrives(options.seed ?? 1, options.drivesCount ?? 12);
  const invalidKey = () => providerError(401, 'Invalid API key');
  const server = await startEmulatorServer({
    name: '__key__',
    port: options.port,
    host: options.host,
    routes: [{ method: 'GET', pattern: '/v1/drives', handle: (request) => listDrives(request, drives) }],
    authenticate: (request) => (request.headers['x-api-key'] === apiKey ? undefined : invalidKey()),
    unauthorizedResponse: invalidKey,
    errorBody,
  });
  return Object.assign(server, { sandboxCredentials: { api_key: apiKey }, drives });
}
