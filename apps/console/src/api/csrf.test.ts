import { afterEach, expect, it } from 'vitest';
import { errorMessage, unwrap } from './api-error.js';
import { csrfHeaders, isStateChanging, setCsrfToken } from './csrf.js';

afterEach(() => setCsrfToken(undefined));

it('sends the CSRF token on state-changing methods only', () => {
  setCsrfToken('token-1');
  expect(csrfHeaders('GET')).toEqual({});
  expect(csrfHeaders('head')).toEqual({});
  for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) expect(csrfHeaders(method)).toEqual({ 'x-csrf-token': 'token-1' });
  expect(isStateChanging('delete')).toBe(true);
});

it('sends nothing before the session is known', () => {
  expect(csrfHeaders('POST')).toEqual({});
});

it("reads the envelope's message, and says what happened without one", () => {
  expect(errorMessage(403, { statusCode: 403, message: 'CSRF token missing' })).toBe('CSRF token missing');
  expect(errorMessage(502, 'Bad gateway')).toBe('The server answered 502.');
  expect(() => unwrap({ error: { message: 'no such account' }, response: new Response(null, { status: 404 }) })).toThrow('no such account');
  expect(unwrap({ data: { id: 'a' }, response: new Response(null, { status: 200 }) })).toEqual({ id: 'a' });
});
