import { describe, expect, it } from 'vitest';
import { ResponseChecker } from './response-checks.js';

const document = {
  paths: {
    '/things/{id}': {
      get: {
        responses: {
          200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          404: { content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: { type: 'object', required: ['id', 'created_at'], properties: { id: { type: 'string' }, created_at: { type: 'string', format: 'date-time' } } },
    },
  },
};
const envelope = (statusCode: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ statusCode, message: 'm', timestamp: '2026-01-01T00:00:00.000Z', ...extra });

describe('ResponseChecker', () => {
  const checker = new ResponseChecker(document);
  const check = (status: number, text: string, contentType = 'application/json; charset=utf-8') =>
    checker.problemWith('GET', '/things/{id}', status, contentType, text);

  it('passes a 2xx that matches its schema, references and formats included, and a proper envelope', () => {
    expect(check(200, JSON.stringify({ id: 'a', created_at: '2026-01-01T00:00:00Z' }))).toBeUndefined();
    expect(check(404, envelope(404))).toBeUndefined();
    expect(check(400, envelope(400, { data: null, provider_errors: null }))).toBeUndefined();
    expect(check(502, envelope(502))).toBeUndefined();
  });

  it('flags a 500, an error outside the envelope, and a 2xx that breaks its schema', () => {
    expect(check(500, envelope(500))).toBe('a 500');
    expect(check(404, 'Not Found', 'text/plain')).toMatch(/without the JSON error envelope/);
    expect(check(404, JSON.stringify({ error: 'x' }))).toMatch(/statusCode/);
    expect(check(404, envelope(404, { timestamp: undefined }))).toMatch(/timestamp/);
    expect(check(400, envelope(400))).toMatch(/data and provider_errors/);
    expect(check(200, JSON.stringify({ id: 'a', created_at: 'yesterday' }))).toMatch(/breaks the response schema at "\/created_at"/);
    expect(check(200, JSON.stringify({ id: 1, created_at: '2026-01-01T00:00:00Z' }))).toMatch(/breaks the response schema at "\/id"/);
    expect(check(201, JSON.stringify({}))).toBe('a 201 the operation does not document');
    expect(check(200, '{not json')).toMatch(/not the JSON/);
  });
});
