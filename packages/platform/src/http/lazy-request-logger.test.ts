import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import { LazyRequestLogger } from './lazy-request-logger.js';
import { createLogger } from './logger.js';

function capturedLogger(level: 'info' | 'warn' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      // Everything but the clock, which differs between two lines.
      const { time: _time, ...line } = JSON.parse(chunk.toString()) as Record<string, unknown>;
      lines.push(line);
      done();
    },
  });
  return { logger: createLogger(level, destination) as FastifyBaseLogger, lines };
}

const completed = { method: 'GET', path: '/unified/documents/drives', statusCode: 200, responseTimeMs: 1.5 };

it('writes the completion line a child logger would write, without making the child', () => {
  const { logger, lines } = capturedLogger();
  logger.child({ reqId: 'req-1' }).info(completed, 'request completed');
  const lazy = new LazyRequestLogger(logger, { reqId: 'req-1' }, {});
  lazy.infoLine(completed, 'request completed');

  expect(lines).toHaveLength(2);
  expect(JSON.stringify(lines[1])).toBe(JSON.stringify(lines[0]));
  expect(lines[1]).toMatchObject({ level: 'info', reqId: 'req-1', path: '/unified/documents/drives', msg: 'request completed' });
});

it('logs through the child, request id bound, and redacts as the parent does', () => {
  const { logger, lines } = capturedLogger();
  const lazy = new LazyRequestLogger(logger, { reqId: 'req-2' }, {});
  lazy.error({ err: new Error('provider down'), headers: { authorization: 'Bearer secret' } }, 'request failed');
  lazy.infoLine(completed, 'request completed');

  expect(lines[0]).toMatchObject({ level: 'error', reqId: 'req-2', msg: 'request failed', headers: { authorization: '[Redacted]' } });
  expect(lines[1]).toMatchObject({ level: 'info', reqId: 'req-2', msg: 'request completed' });
  expect(lazy.child({ step: 'x' })).toBeDefined();
});

it('keeps a route log level: a line below it is not written', () => {
  const { logger, lines } = capturedLogger();
  const lazy = new LazyRequestLogger(logger, { reqId: 'req-3' }, { level: 'warn' });
  lazy.infoLine(completed, 'request completed');
  lazy.warn('slow provider');

  expect(lines).toEqual([expect.objectContaining({ level: 'warn', reqId: 'req-3', msg: 'slow provider' })]);
  expect(lazy.level).toBe('warn');
});
