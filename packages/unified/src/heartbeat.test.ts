import { expect, it } from 'vitest';
import { prefersHeartbeat } from './heartbeat.js';

it('finds heartbeat among the preferences of a Prefer header, in any case and with parameters', () => {
  expect(prefersHeartbeat('heartbeat')).toBe(true);
  expect(prefersHeartbeat('respond-async, Heartbeat; interval=5')).toBe(true);
  expect(prefersHeartbeat(['wait=10', 'heartbeat'])).toBe(true);
  expect(prefersHeartbeat('return=minimal')).toBe(false);
  expect(prefersHeartbeat('heartbeats')).toBe(false);
  expect(prefersHeartbeat(undefined)).toBe(false);
});
