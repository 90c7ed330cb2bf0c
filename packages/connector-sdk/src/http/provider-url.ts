import type { ConnectorDefinition, Credentials } from '@openunified/connector-contract';
import { BadRequestError } from '@openunified/errors';
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

// Each cache below keeps this many entries, the oldest dropped first: a connector has one base
// URL or one per tenant, and a list sends the same path on every page.
const ENTRIES_KEPT = 1000;

function remember<Value>(cache: Map<string, Value>, key: string, value: Value): Value {
  if (cache.size >= ENTRIES_KEPT) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}

// Base URLs with their origin overridden: a connector's base URL is resolved for every provider
// request, and parsing two URLs costs more than the rest of preparing one.
const overriddenBaseUrls = new Map<string, string>();

function overriddenBaseUrl(baseUrl: string, originOverride: string | undefined): string {
  if (originOverride === undefined) return baseUrl;
  const key = `${originOverride}\n${baseUrl}`;
  let overridden = overriddenBaseUrls.get(key);
  if (overridden === undefined) {
    overridden = remember(overriddenBaseUrls, key, applyOriginOverride(baseUrl, originOverride));
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

/** What makes the URL of one provider request, in the order applied. */
export interface ProviderUrlParts {
  /** From {@link resolveBaseUrl}. */
  baseUrl: string;
  /** Relative to `baseUrl`, or an absolute URL. */
  path: string;
  originOverride?: string;
  /** The action's own parameters ({@link appendQuery}). */
  query?: Record<string, QueryValue>;
  /** The client's `proxy[...]` parameters ({@link mergePassThroughQuery}); GET requests only. */
  passThroughQuery?: Record<string, unknown>;
  /** Set last, replacing any parameter of the same name: no action or client may replace them. */
  credentialQuery?: Record<string, string>;
}

/**
 * The URL of a provider request, exactly as the WHATWG URL parser and URLSearchParams would make
 * it. The common request (a relative path of plain characters, a few query parameters) is built
 * as a string: parsing a URL, editing its search parameters and serialising it again was most of
 * what preparing a provider request cost. Anything else goes through `URL`.
 */
export function providerRequestUrl(parts: ProviderUrlParts): string {
  const base = plainBaseOf(parts.baseUrl);
  const path = base === undefined ? undefined : plainPathOf(parts.path);
  if (base !== undefined && path !== undefined) {
    const query = formEncodePairs(queryPairs(parts));
    if (query !== undefined) {
      const url = parts.path === '' ? base.whole : `${base.withoutTrailingSlashes}/${path}`;
      return query === '' ? url : `${url}?${query}`;
    }
  }
  return providerRequestUrlParsed(parts);
}

/** {@link providerRequestUrl} through `URL` alone: the reference the string path must equal. */
export function providerRequestUrlParsed(parts: ProviderUrlParts): string {
  const url = joinProviderUrl(parts.baseUrl, parts.path, parts.originOverride);
  appendQuery(url, parts.query);
  mergePassThroughQuery(url, parts.passThroughQuery);
  for (const [name, value] of Object.entries(parts.credentialQuery ?? {})) url.searchParams.set(name, value);
  return url.toString();
}

// Characters the URL parser leaves as they are in a path (no `?`, `#`, `\`, spaces, quotes,
// braces or non-ASCII, which it encodes or reads as delimiters).
const plainPathPattern = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;
// `.` and `..` segments, plain or percent-encoded, which the parser removes.
const dotSegmentPattern = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)|%2e/i;

// Paths checked so far, without their leading slashes, or null for one the URL parser would
// change: three patterns cost a microsecond.
const plainPaths = new Map<string, string | null>();

function plainPathOf(path: string): string | undefined {
  let plain = plainPaths.get(path);
  if (plain === undefined) {
    const isPlain = plainPathPattern.test(path) && !dotSegmentPattern.test(path) && !absoluteUrlPattern.test(path);
    plain = remember(plainPaths, path, isPlain ? path.replace(/^\/+/, '') : null);
  }
  return plain ?? undefined;
}

interface PlainBase {
  /** The base as the URL parser serialises it, e.g. `https://x.com/` for `https://x.com`. */
  whole: string;
  withoutTrailingSlashes: string;
}

// Bases as the URL parser serialises them, or null when one has a query or fragment (the
// request then goes through `URL`).
const plainBases = new Map<string, PlainBase | null>();

function plainBaseOf(baseUrl: string): PlainBase | undefined {
  let base = plainBases.get(baseUrl);
  if (base === undefined) {
    base = null;
    try {
      const parsed = new URL(baseUrl.replace(/\/+$/, ''));
      // An empty query or fragment (`v1?`, `v1#`) is '' in `search` and `hash` but stays in `href`.
      if (parsed.search === '' && parsed.hash === '' && !parsed.href.includes('?') && !parsed.href.includes('#')) {
        base = { whole: parsed.href, withoutTrailingSlashes: parsed.href.replace(/\/+$/, '') };
      }
    } catch {
      // Not a URL: the parsed path throws the error the caller sees.
    }
    remember(plainBases, baseUrl, base);
  }
  return base ?? undefined;
}

/** The query's name-value pairs after every step: the action's, the client's, the credentials'. */
function queryPairs(parts: ProviderUrlParts): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(parts.query ?? {})) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push([name, String(item)]);
  }
  if (parts.passThroughQuery !== undefined) {
    const passed: [string, string][] = [];
    for (const [name, value] of Object.entries(parts.passThroughQuery)) flattenDeepObject(name, value, passed);
    if (passed.length > 0) {
      const replaced = new Set(passed.map(([name]) => name));
      return withCredentials([...pairs.filter(([name]) => !replaced.has(name)), ...passed], parts.credentialQuery);
    }
  }
  return withCredentials(pairs, parts.credentialQuery);
}

/** `URLSearchParams.set` of each credential parameter: the first same-named pair replaced, the others dropped. */
function withCredentials(pairs: [string, string][], credentialQuery: Record<string, string> | undefined): [string, string][] {
  let result = pairs;
  for (const [name, value] of Object.entries(credentialQuery ?? {})) {
    const first = result.findIndex(([existing]) => existing === name);
    if (first === -1) {
      result.push([name, value]);
      continue;
    }
    result = result.flatMap((pair, index): [string, string][] => (pair[0] !== name ? [pair] : index === first ? [[name, value]] : []));
  }
  return result;
}

/** The application/x-www-form-urlencoded serialisation URLSearchParams makes, or undefined for a lone surrogate. */
function formEncodePairs(pairs: readonly [string, string][]): string | undefined {
  try {
    return pairs.map(([name, value]) => `${formEncode(name)}=${formEncode(value)}`).join('&');
  } catch {
    // encodeURIComponent throws on a lone surrogate, which URLSearchParams replaces with U+FFFD.
    return undefined;
  }
}

// encodeURIComponent leaves `!'()~` as they are and writes a space as %20; the form encoding
// URLSearchParams uses escapes those five and writes a space as `+`.
const formDifferences = /[!'()~]|%20/g;
const formReplacements: Record<string, string> = { '!': '%21', "'": '%27', '(': '%28', ')': '%29', '~': '%7E', '%20': '+' };

// What the form encoding leaves as it is: most names and values are made of these alone.
const formPlainPattern = /^[A-Za-z0-9*\-._]*$/;

// The texts that need escaping are mostly a connector's own constant parameters (a field list
// with commas and parentheses, sent on every list request): each is escaped once per process.
const FORM_ENCODINGS_KEPT = 500;
const formEncodings = new Map<string, string>();

function formEncode(text: string): string {
  if (formPlainPattern.test(text)) return text;
  let encoded = formEncodings.get(text);
  if (encoded === undefined) {
    encoded = encodeURIComponent(text).replace(formDifferences, (match) => formReplacements[match]!);
    // A long text (a search, an id list) is a client's, seen once: only short ones are kept, a bounded number.
    if (text.length <= 1024) {
      if (formEncodings.size >= FORM_ENCODINGS_KEPT) formEncodings.clear();
      formEncodings.set(text, encoded);
    }
  }
  return encoded;
}
