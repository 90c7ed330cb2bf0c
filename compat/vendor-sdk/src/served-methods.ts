import type { SdkMethod } from './sdk-route-table.js';

/** The part of an OpenAPI document this reads: its paths and their operations. */
export interface OpenApiPaths {
  paths: Record<string, Record<string, unknown>>;
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * A route's key with its parameters' names left out: the SDK writes `{subResourceId}` where our
 * document writes `{delivery_id}`, and both name the same route.
 */
export function routeKey(httpMethod: string, pathTemplate: string): string {
  return `${httpMethod.toUpperCase()} ${pathTemplate.replace(/\{[^}]+\}/g, '{}').replace(/\/+$/, '')}`;
}

/** The routes an OpenAPI document describes, as `routeKey`s. */
export function documentedRoutes(document: OpenApiPaths): Set<string> {
  const routes = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations)) {
      if (httpMethods.has(method.toLowerCase())) routes.add(routeKey(method, path));
    }
  }
  return routes;
}

/** The SDK methods whose route (HTTP method and path template) the server's document describes. */
export function servedMethods(methods: readonly SdkMethod[], document: OpenApiPaths): Set<string> {
  const routes = documentedRoutes(document);
  return new Set(methods.filter((method) => routes.has(routeKey(method.httpMethod, method.path))).map((method) => method.name));
}
