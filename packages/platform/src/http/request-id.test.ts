import type { IncomingMessage } from 'node:http';
import { expect, it } from 'vitest';
import { requestIdFor, timeOrderedUuid } from './request-id.js';

it('makes a version 7 UUID whose leading digits are the time, so later ids sort after earlier ones', () => {
  const id = timeOrderedUuid(Date.parse('2026-11-23T19:00:00.000Z'));
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(Date.parse('2026-11-23T19:00:00.000Z'));
  expect(timeOrderedUuid(1_000) < timeOrderedUuid(2_000)).toBe(true);
  expect(new Set(Array.from({ length: 1000 }, () => timeOrderedUuid(5_000))).size).toBe(1000);
});

it('keeps an acceptable x-request-id and makes a new UUID otherwise', () => {
  const withId = (value?: string) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;
  expect(requestIdFor(withId('client-id-123'))).toBe('client-id-123');
  expect(requestIdFor(withId('short'))).toMatch(/^[0-9a-f-]{36}$/);
  expect(requestIdFor(withId())).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
});
