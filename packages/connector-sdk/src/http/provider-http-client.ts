import type { HttpMethod, ProviderHttpClient, ProviderRequest } from '@openunified/connector-contract';

export type { HttpMethod, ProviderHttpClient, ProviderRequest, ProviderResponse, QueryValue } from '@openunified/connector-contract';

/**
 * Builds the whole client from its `request`: what a wrapper (e.g. one that rewrites a
 * provider's errors) needs to implement.
 */
export function providerHttpClientFrom(request: ProviderHttpClient['request']): ProviderHttpClient {
  const withMethod =
    (method: HttpMethod) =>
    <Body>(path: string, options?: Omit<ProviderRequest, 'method' | 'path'>) =>
      request<Body>({ ...options, method, path });
  return {
    request,
    get: withMethod('GET'),
    post: withMethod('POST'),
    put: withMethod('PUT'),
    patch: withMethod('PATCH'),
    delete: withMethod('DELETE'),
  };
}
