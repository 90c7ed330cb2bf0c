import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import type { RecordedRequest, RunningEmulator } from '@openunified/connector-contract';
import { FaultQueue, parseFaultSpec } from './faults.js';

export type { RecordedRequest, RunningEmulator } from '@openunified/connector-contract';

export type EmulatorMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EmulatorRequest {
  method: string;
  path: string;
  /** Values of `:name` segments of the route pattern. */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Parsed JSON or form body; `undefined` when there was none. */
  body: unknown;
  rawBody: string;
  /** The body's bytes, for what is not text (a multipart upload's file). */
  bodyBytes: Buffer;
}

export interface EmulatorResponse {
  status?: number;
  headers?: Record<string, string>;
  /** Serialised as JSON unless `rawBody` or `stream` is set. */
  body?: unknown;
  rawBody?: string | Uint8Array;
  /** A file's bytes as they are produced, never held whole (a large download). */
  stream?: Readable;
}

export interface EmulatorRoute {
  method: EmulatorMethod;
  /** `/drive/v3/drives/:driveId`; segments starting with `:` capture. */
  pattern: string;
  /** Routes that need no credentials (OAuth authorize and token endpoints, for example). */
  public?: boolean;
  handle(request: EmulatorRequest): EmulatorResponse | Promise<EmulatorResponse>;
}

export interface EmulatorServerOptions {
  /** Shown in logs and in the `x-emulator` header of every response. */
  name: string;
  routes: EmulatorRoute[];
  /** Returns an error response when the request's credentials are wrong, else undefined. */
  authenticate?(request: EmulatorRequest): EmulatorResponse | undefined;
  /** The provider's error body for a status the emulator produces itself (faults, 404s). */
  errorBody?(status: number, message: string): unknown;
  /**
   * The provider's answer to an expired or revoked credential, sent by the `unauthorized` fault
   * (default: `errorBody(401)`). With an OAuth server, the same answer its authenticator gives.
   */
  unauthorizedResponse?(): EmulatorResponse;
  /** How many of the latest requests `requests` keeps (default 1000), so a long-running sandbox stays small. */
  requestHistoryLimit?: number;
  port?: number;
  host?: string;
}

interface CompiledRoute {
  route: EmulatorRoute;
  segments: string[];
}

function compile(route: EmulatorRoute): CompiledRoute {
  return { route, segments: route.pattern.split('/').filter(Boolean) };
}

function match(compiled: CompiledRoute, method: string, pathSegments: string[]): Record<string, string> | undefined {
  if (compiled.route.method !== method || compiled.segments.length !== pathSegments.length) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < compiled.segments.length; index += 1) {
    const expected = compiled.segments[index]!;
    const actual = pathSegments[index]!;
    if (expected.startsWith(':')) params[expected.slice(1)] = decodeURIComponent(actual);
    else if (expected !== actual) return undefined;
  }
  return params;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseBody(raw: string, contentType: string | undefined): unknown {
  if (raw === '') return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

const defaultErrorBody = (status: number, message: string) => ({ error: { code: status, message } });

export const DEFAULT_REQUEST_HISTORY_LIMIT = 1000;

/**
 * A small provider look-alike on loopback: routes, an auth check, and fault injection. Each
 * connector's emulator is a list of routes over seeded data built on this.
 */
export async function startEmulatorServer(options: EmulatorServerOptions): Promise<RunningEmulator> {
  const routes = options.routes.map(compile);
  const faults = new FaultQueue();
  const requests: RecordedRequest[] = [];
  const historyLimit = options.requestHistoryLimit ?? DEFAULT_REQUEST_HISTORY_LIMIT;
  if (!Number.isInteger(historyLimit) || historyLimit < 0) throw new Error('requestHistoryLimit must be an integer of 0 or more');
  const errorBody = options.errorBody ?? defaultErrorBody;
  const unauthorizedResponse = options.unauthorizedResponse ?? (() => ({ status: 401, body: errorBody(401, 'Invalid credentials') }));
  const record = (entry: RecordedRequest) => {
    requests.push(entry);
    if (requests.length > historyLimit) requests.shift();
  };

  const send = (response: ServerResponse, result: EmulatorResponse) => {
    const headers: Record<string, string> = { 'x-emulator': options.name, ...result.headers };
    let payload = result.rawBody;
    if (payload === undefined && result.body !== undefined) {
      payload = JSON.stringify(result.body);
      headers['content-type'] ??= 'application/json; charset=utf-8';
    }
    response.writeHead(result.status ?? 200, headers);
    if (result.stream) {
      // A client that leaves mid-download ends the stream; nothing is left to report.
      pipeline(result.stream, response, () => {});
      return;
    }
    response.end(payload);
  };

  const handleControl = async (request: IncomingMessage, response: ServerResponse, path: string, raw: string) => {
    if (path === '/__emulator/faults' && request.method === 'POST') {
      try {
        faults.inject(parseFaultSpec(JSON.parse(raw || 'null')));
        send(response, { status: 204 });
      } catch (error) {
        send(response, { status: 400, body: { message: (error as Error).message } });
      }
    } else if (path === '/__emulator/faults' && request.method === 'DELETE') {
      faults.clear();
      send(response, { status: 204 });
    } else if (path === '/__emulator/health') {
      send(response, { status: 200, body: { name: options.name, pending_faults: faults.pending } });
    } else {
      send(response, { status: 404, body: { message: 'unknown emulator control route' } });
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://emulator.local');
    const bodyBytes = await readBody(request);
    const raw = bodyBytes.toString('utf8');
    if (url.pathname.startsWith('/__emulator/')) return handleControl(request, response, url.pathname, raw);

    const method = request.method ?? 'GET';
    record({ method, path: url.pathname, query: url.search, headers: request.headers, body: raw });

    const fault = faults.take(method, url.pathname);
    if (fault) {
      switch (fault.type) {
        case 'rate_limit':
          return send(response, {
            status: 429,
            headers: { 'retry-after': String(fault.retryAfterSeconds ?? 1) },
            body: errorBody(429, 'Rate limit exceeded'),
          });
        case 'server_error':
          return send(response, { status: fault.status ?? 500, body: errorBody(fault.status ?? 500, 'Internal error') });
        case 'unauthorized':
          return send(response, unauthorizedResponse());
        case 'malformed_json':
          return send(response, { status: 200, headers: { 'content-type': 'application/json' }, rawBody: '{"data": [ {"id": ' });
        case 'network_error':
          request.socket.destroy();
          return;
        case 'connection_reset':
          request.socket.resetAndDestroy();
          return;
        case 'truncated_body': {
          const body = '{"data": [{"id": "1", "name": "first"}, {"id": "2", "name": "sec';
          response.writeHead(200, { 'x-emulator': options.name, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body) + 64) });
          // Flushed before the connection goes, so the client has begun reading the body.
          response.write(body, () => request.socket.destroy());
          return;
        }
        case 'html_page':
          return send(response, {
            status: 200,
            headers: { 'content-type': 'text/html; charset=utf-8' },
            rawBody: '<!DOCTYPE html><html><head><title>Sign in</title></head><body><h1>Please sign in</h1></body></html>',
          });
        case 'slow':
          await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
          break;
      }
    }

    const segments = url.pathname.split('/').filter(Boolean);
    let matched: { compiled: CompiledRoute; params: Record<string, string> } | undefined;
    for (const compiled of routes) {
      const params = match(compiled, method, segments);
      if (params) {
        matched = { compiled, params };
        break;
      }
    }
    if (!matched) return send(response, { status: 404, body: errorBody(404, `No route for ${method} ${url.pathname}`) });

    const emulatorRequest: EmulatorRequest = {
      method,
      path: url.pathname,
      params: matched.params,
      query: url.searchParams,
      headers: request.headers,
      body: parseBody(raw, request.headers['content-type']),
      rawBody: raw,
      bodyBytes,
    };
    const { route } = matched.compiled;
    if (!route.public && options.authenticate) {
      const denied = options.authenticate(emulatorRequest);
      if (denied) return send(response, denied);
    }
    send(response, await route.handle(emulatorRequest));
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, { status: 500, body: errorBody(500, (error as Error).message) });
      else response.destroy();
    });
  });
  server.keepAliveTimeout = 30_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    injectFault: (fault) => faults.inject(fault),
    clearFaults: () => faults.clear(),
    requests,
    clearRequests: () => {
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
