import { BadRequestError } from '@openunified/errors';
import type { Credentials } from '../authentication.js';
import type { ConnectorDefinition } from '../connector.js';
import type { QueryValue } from './provider-http-client.js';

const placeholderPattern = /\{([A-Za-z0-9_]+)\}/g;

/**
 * Replaces the scheme, host and port of `url` with those of `originOverride`, keeping path,
 * query and fragment, so one emulator origin stands in for every provider URL.
 */
export function applyOriginOverride(url: string, originOverride?: string): string {
  if (originOverride === undefined) return url;
  const target = new URL(url);
  const origin = new URL(originOverride);
  return `${origin.origin}${target.pathname}${target.search}${target.hash}`;
}

// Base URLs with their origin overridden, most recent last: a connector's base URL is resolved
// for every provider request, and parsing two URLs costs more than the rest of preparing one.
const OVERRIDDEN_BASE_URLS_KEPT = 1000;
const overriddenBaseUrls = new Map<string, string>();

function overriddenBaseUrl(baseUrl: string, originOverride: string | undefined): string {
  if (originOverride === undefined) return baseUrl;
  const key = `${originOverride}\n${baseUrl}`;
  let overridden = overriddenBaseUrls.get(key);
  if (overridden === undefined) {
    overridden = applyOriginOverride(baseUrl, originOverride);
    if (overriddenBaseUrls.size >= OVERRIDDEN_BASE_URLS_KEPT) overriddenBaseUrls.delete(overriddenBaseUrls.keys().next().value!);
    overriddenBaseUrls.set(key, overridden);
  }
  return overridden;
}

/**
 * The connector's base URL for an account: `{name}` placeholders filled from its credentials
 * (URL-encoded, so a credential cannot change the host or path structure), then the origin
 * override applied.
 */
export function resolveBaseUrl(connector: ConnectorDefinition, credentials: Credentials, originOverride?: string): string {
  const filled = connector.baseUrl.replace(placeholderPattern, (_placeholder, name: string) => {
    const value = credentials[name];
    if (value === undefined || value === '') {
      throw new BadRequestError(`the account's credentials lack "${name}", which the ${connector.key} base URL needs`);
    }
    return encodeURIComponent(value);
  });
  return overriddenBaseUrl(filled, originOverride);
}

const absoluteUrlPattern = /^https?:\/\//i;

/** `path` resolved against `baseUrl`: relative paths append to the base path, absolute URLs stand alone. */
export function joinProviderUrl(baseUrl: string, path: string, originOverride?: string): URL {
  if (absoluteUrlPattern.test(path)) return new URL(applyOriginOverride(path, originOverride));
  const base = baseUrl.replace(/\/+$/, '');
  return new URL(path === '' ? base : `${base}/${path.replace(/^\/+/, '')}`);
}

/** Sets the request's own query parameters; arrays repeat the key, null and undefined are left out. */
export function appendQuery(url: URL, query: Record<string, QueryValue> | undefined): void {
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    url.searchParams.delete(name);
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
}

function flattenDeepObject(prefix: string, value: unknown, pairs: [string, string][]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      // Objects inside arrays need their index to stay apart; plain values repeat the key.
      flattenDeepObject(typeof item === 'object' && item !== null ? `${prefix}[${index}]` : prefix, item, pairs);
    }
  } else if (typeof value === 'object') {
    for (const [key, nested] of Object.entries(value)) flattenDeepObject(`${prefix}[${key}]`, nested, pairs);
  } else {
    pairs.push([prefix, String(value)]);
  }
}

/**
 * Merges the client's pass-through (`proxy[...]`) parameters into `url`, nested objects in
 * OpenAPI deepObject style (`a[b]=c`). They replace same-named parameters the action set:
 * passing a parameter through is the client saying it knows the provider better.
 */
export function mergePassThroughQuery(url: URL, passThroughQuery: Record<string, unknown> | undefined): void {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(passThroughQuery ?? {})) flattenDeepObject(name, value, pairs);
  for (const [name] of pairs) url.searchParams.delete(name);
  for (const [name, value] of pairs) url.searchParams.append(name, value);
}
