import { describe, expect, it } from 'vitest';
import { FaultQueue, parseFaultSpec } from './faults.js';

describe('FaultQueue', () => {
  it('fires faults in injection order, each as many times as asked', () => {
    const queue = new FaultQueue();
    queue.inject({ type: 'rate_limit', times: 2 });
    queue.inject({ type: 'server_error' });
    expect([1, 2, 3, 4].map(() => queue.take('GET', '/items')?.type)).toEqual(['rate_limit', 'rate_limit', 'server_error', undefined]);
    expect(queue.pending).toBe(0);
  });

  it('aims at a path prefix and a method', () => {
    const queue = new FaultQueue();
    queue.inject({ type: 'server_error', pathPrefix: '/oauth/token', method: 'post' });
    expect(queue.take('GET', '/oauth/token')).toBeUndefined();
    expect(queue.take('POST', '/items')).toBeUndefined();
    expect(queue.take('POST', '/oauth/token')?.type).toBe('server_error');
  });

  it('lets `skip` matching requests through first, so page three of a walk fails', () => {
    const queue = new FaultQueue();
    queue.inject({ type: 'unauthorized', pathPrefix: '/items', skip: 2 });
    expect(queue.take('GET', '/other')).toBeUndefined();
    expect(queue.take('GET', '/items')).toBeUndefined();
    expect(queue.take('GET', '/items')).toBeUndefined();
    expect(queue.take('GET', '/items')?.type).toBe('unauthorized');
    expect(queue.take('GET', '/items')).toBeUndefined();
  });

  it('keeps a `times: -1` fault until cleared', () => {
    const queue = new FaultQueue();
    queue.inject({ type: 'slow', delayMs: 1, times: -1 });
    for (let index = 0; index < 5; index += 1) expect(queue.take('GET', '/')?.type).toBe('slow');
    queue.clear();
    expect(queue.take('GET', '/')).toBeUndefined();
  });
});

describe('parseFaultSpec', () => {
  it('accepts a well-formed fault', () => {
    const spec = { type: 'server_error', status: 503, pathPrefix: '/v1', method: 'GET', skip: 1, times: 2 };
    expect(parseFaultSpec(spec)).toEqual(spec);
  });

  it.each([
    [null, /"type" one of/],
    [{ type: 'explode' }, /"type" one of/],
    [{ type: 'slow' }, /non-negative "delayMs"/],
    [{ type: 'rate_limit', times: 0 }, /"times" must be an integer of 1 or more, or -1/],
    [{ type: 'rate_limit', skip: -1 }, /"skip" must be an integer of 0 or more/],
    [{ type: 'rate_limit', pathPrefix: 3 }, /"pathPrefix" must be a string/],
    [{ type: 'rate_limit', method: ['GET'] }, /"method" must be a string/],
  ])('refuses %j saying what is wrong', (value, message) => {
    expect(() => parseFaultSpec(value)).toThrow(message);
  });
});
