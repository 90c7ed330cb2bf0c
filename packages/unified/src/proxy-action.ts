import type { Readable } from 'node:stream';
import {
  type AnyActionDefinition,
  BadRequestError,
  type ConnectorDefinition,
  defineAction,
  downloadedFile,
  type HttpMethod,
  resolveBaseUrl,
  z,
} from '@openunified/connector-sdk';

/** The body of `POST /unified/proxy`, as the vendor's clients send it. */
export const proxyRequestSchema = z.object({
  url: z.string().max(4000).nullable().optional().describe("An absolute URL on the provider's API host; the connector's base URL when absent"),
  path: z.string().max(4000).nullable().optional().describe('Appended to url (or the base URL): `/employees/directory`'),
  method: z
    .enum(['get', 'post', 'put', 'patch', 'delete', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
    .nullable()
    .optional()
    .describe('The HTTP method; GET by default'),
  headers: z
    .record(z.string(), z.unknown())
    .nullable()
    .optional()
    .describe("Headers for the provider; the account's credentials are added, and replace any sent"),
  body: z.record(z.string(), z.unknown()).nullable().optional().describe('Sent as JSON'),
});
export type ProxyRequest = z.output<typeof proxyRequestSchema>;

/** Headers a client may not set on the provider request: transport, and what carries credentials. */
const refusedHeaders = new Set(['authorization', 'cookie', 'host', 'content-length', 'connection', 'transfer-encoding', 'proxy-authorization', 'x-account-id']);

/**
 * The action the proxy runs for a connector: the client's request, sent with the account's
 * credentials to the provider's API host only (never elsewhere: the credentials would go with it),
 * answered with the provider's bytes, status aside, as they arrive. Being an action, it is logged,
 * retried, refreshed and refused by connector profiles like any other (`<key>_proxy_request`).
 */
export function proxyActionFor(connector: ConnectorDefinition): AnyActionDefinition {
  return defineAction({
    id: `${connector.key}_proxy_request`,
    label: 'Proxy a request',
    description: `Sends a request to the ${connector.name} API with the account's credentials`,
    tags: ['proxy'],
    schema_type: 'native',
    required_scopes: [],
    kind: 'other',
    // SyncParams' body: the route has checked it against proxyRequestSchema already.
    input: z.object({ body: z.record(z.string(), z.any()) }),
    async run({ input, http, credentials }) {
      const request = proxyRequestSchema.parse(input.body);
      const target = providerTarget(connector, resolveBaseUrl(connector, credentials), request);
      const method = (request.method ?? 'GET').toUpperCase() as HttpMethod;
      const response = await http.request<Readable>({
        method,
        path: target,
        headers: forwardedHeaders(request.headers),
        ...(request.body !== undefined && request.body !== null && method !== 'GET' && { json: request.body }),
        responseType: 'stream',
      });
      return { data: { ...downloadedFile(response), status: response.status } };
    },
  });
}

/** The absolute URL the proxy calls: on the provider's API origin, or a 400 saying where it may go. */
export function providerTarget(connector: ConnectorDefinition, baseUrl: string, request: Pick<ProxyRequest, 'url' | 'path'>): string {
  const base = new URL(baseUrl);
  let target: URL;
  try {
    const start = request.url ? new URL(request.url) : base;
    target = request.path ? new URL(joinPath(start.pathname, request.path), start) : start;
    if (request.path && start.search) target.search = start.search;
  } catch {
    throw new BadRequestError('body field "url": not an absolute http(s) URL');
  }
  if (target.origin !== base.origin) {
    throw new BadRequestError(
      `body field "url": the proxy sends the account's credentials to the ${connector.name} API only, at ${base.origin}; ${target.origin} is elsewhere`,
    );
  }
  return target.href;
}

function joinPath(basePath: string, path: string): string {
  const [pathname = '', query] = path.split('?', 2);
  const joined = `${basePath.replace(/\/+$/, '')}/${pathname.replace(/^\/+/, '')}`;
  return query === undefined ? joined : `${joined}?${query}`;
}

/** The client's headers less the refused ones; JSON is asked for unless the client asks for something else (BambooHR answers XML otherwise). */
function forwardedHeaders(headers: Record<string, unknown> | null | undefined): Record<string, string> {
  const forwarded: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined || value === null || refusedHeaders.has(name.toLowerCase())) continue;
    forwarded[name.toLowerCase()] = String(value);
  }
  return forwarded;
}
