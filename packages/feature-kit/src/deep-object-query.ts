import { BadRequestError } from '@openunified/errors';
import type { FastifyInstance } from 'fastify';

/**
 * OpenAPI `style: deepObject` query parameters (`filter[updated_after]=...`,
 * `proxy[search][name]=x`), which the official clients send for `filter` and `proxy`. Fastify's
 * query parser keeps `filter[a][b]` as one flat key; this nests it, so route schemas see
 * `{ filter: { a: { b: 'x' } } }`. A repeated key stays an array (`filter[ids]=1&filter[ids]=2`),
 * and so does a key ending in `[]`.
 */

type QueryValue = string | string[] | QueryObject;
interface QueryObject {
  [key: string]: QueryValue;
}

// Deeper nesting has no use in any provider's parameters and only costs work to walk.
const MAXIMUM_DEPTH = 5;
const bracketedKey = /^([^[\]]+)((?:\[[^[\]]*\])+)$/;
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

function segmentsOf(key: string): string[] | undefined {
  const match = bracketedKey.exec(key);
  if (!match) return undefined;
  const segments = [match[1]!, ...match[2]!.slice(1, -1).split('][')];
  if (segments.length - 1 > MAXIMUM_DEPTH) throw new BadRequestError(`query parameter "${key}": nested more than ${MAXIMUM_DEPTH} levels`);
  return segments;
}

function asValue(value: unknown): string | string[] {
  return Array.isArray(value) ? value.map(String) : String(value);
}

function conflict(key: string): BadRequestError {
  return new BadRequestError(`query parameter "${key}" is sent both as a value and as an object (${key}[...])`);
}

function assign(target: QueryObject, segments: readonly string[], value: string | string[], originalKey: string): void {
  let node = target;
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index]!;
    if (forbiddenKeys.has(segment)) throw new BadRequestError(`query parameter "${originalKey}": "${segment}" is not an allowed key`);
    const last = index === segments.length - 1;
    const nextIsAppend = segments[index + 1] === '';
    if (last || (nextIsAppend && index === segments.length - 2)) {
      const existing = node[segment];
      if (existing !== undefined && !Array.isArray(existing) && typeof existing === 'object') throw conflict(segments.slice(0, index + 1).join('.'));
      if (nextIsAppend || existing !== undefined) {
        const previous = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
        node[segment] = [...previous, ...(Array.isArray(value) ? value : [value])];
      } else {
        node[segment] = value;
      }
      return;
    }
    if (segment === '') throw new BadRequestError(`query parameter "${originalKey}": [] is only allowed at the end`);
    const child = node[segment];
    if (child === undefined) {
      const created: QueryObject = {};
      node[segment] = created;
      node = created;
    } else if (typeof child === 'object' && !Array.isArray(child)) {
      node = child;
    } else {
      throw conflict(segments.slice(0, index + 1).join('.'));
    }
  }
}

/** The query with every `a[b][c]` key nested as `{ a: { b: { c } } }`; other keys untouched. */
export function expandDeepObjectQuery(query: Record<string, unknown>): Record<string, unknown> {
  const expanded: QueryObject = {};
  let nested = false;
  for (const [key, value] of Object.entries(query)) {
    const segments = segmentsOf(key);
    if (segments) nested = true;
    assign(expanded, segments ?? [key], asValue(value), key);
  }
  // The common request carries no bracketed key: hand back what Fastify parsed.
  return nested ? expanded : query;
}

/** Installs the expansion on every route of the plugin `app`, before schema validation. */
export function registerDeepObjectQuery(app: FastifyInstance): void {
  // A callback, not async: one promise less on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      request.query = expandDeepObjectQuery(request.query as Record<string, unknown>);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
