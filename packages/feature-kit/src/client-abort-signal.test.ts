import { Agent, request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { abortedWhenClientLeaves } from './client-abort-signal.js';

interface Served {
  signal: AbortSignal;
  /** Resolves the route's answer. */
  answer(): void;
}

/** A server whose route waits until the test lets it answer, handing the test each request's signal. */
async function startServer(): Promise<{ app: FastifyInstance; url: string; next(): Promise<Served> }> {
  const app = Fastify();
  const waiting: ((served: Served) => void)[] = [];
  const arrived: Served[] = [];
  app.get('/work', async (_request, reply) => {
    const signal = abortedWhenClientLeaves(reply);
    expect(abortedWhenClientLeaves(reply)).toBe(signal);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const served = { signal, answer };
    const taker = waiting.shift();
    if (taker) taker(served);
    else arrived.push(served);
    await answered;
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const next = () => {
    const served = arrived.shift();
    return served ? Promise.resolve(served) : new Promise<Served>((resolve) => waiting.push(resolve));
  };
  return { app, url: `http://127.0.0.1:${address.port}/work`, next };
}

function get(url: string, agent: Agent): { done: Promise<number>; leave(): void } {
  const outgoing = httpRequest(url, { agent });
  const done = new Promise<number>((resolve, reject) => {
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
  });
  outgoing.end();
  return { done, leave: () => outgoing.destroy() };
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup) await step();
  cleanup = [];
});

async function setUp() {
  const server = await startServer();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  cleanup.push(async () => {
    agent.destroy();
    await server.app.close();
  });
  return { ...server, agent };
}

describe('abortedWhenClientLeaves', () => {
  it('aborts when the client leaves before its answer', async () => {
    const { url, next, agent } = await setUp();
    const call = get(url, agent);
    call.done.catch(() => {});
    const served = await next();
    expect(served.signal.aborted).toBe(false);
    const aborted = new Promise<void>((resolve) => served.signal.addEventListener('abort', () => resolve(), { once: true }));
    call.leave();
    await aborted;
    expect(served.signal.aborted).toBe(true);
  });

  it('leaves requests answered on a keep-alive connection alone, and aborts the one whose client then leaves', async () => {
    const { url, next, agent } = await setUp();
    const signals: AbortSignal[] = [];
    for (let index = 0; index < 3; index++) {
      const call = get(url, agent);
      const served = await next();
      served.answer();
      expect(await call.done).toBe(200);
      signals.push(served.signal);
    }
    expect(signals.every((signal) => !signal.aborted)).toBe(true);

    const leaving = get(url, agent);
    leaving.done.catch(() => {});
    const served = await next();
    expect(served.signal.aborted).toBe(false);
    const aborted = new Promise<void>((resolve) => served.signal.addEventListener('abort', () => resolve(), { once: true }));
    leaving.leave();
    await aborted;
  });

  it('gives a request a signal of its own while an earlier one on the connection still listens to its signal', async () => {
    const { url, next, agent } = await setUp();
    const first = get(url, agent);
    const firstServed = await next();
    const kept = () => {};
    firstServed.signal.addEventListener('abort', kept);
    firstServed.answer();
    await first.done;

    const second = get(url, agent);
    second.done.catch(() => {});
    const secondServed = await next();
    expect(secondServed.signal).not.toBe(firstServed.signal);
    const aborted = new Promise<void>((resolve) => secondServed.signal.addEventListener('abort', () => resolve(), { once: true }));
    second.leave();
    await aborted;
    // Answered before its client's connection closed: whatever the first one holds, it was not left.
    firstServed.signal.removeEventListener('abort', kept);
  });

  it('aborts nothing for an injected request answered in full', async () => {
    const { app, next } = await setUp();
    const answered = app.inject({ method: 'GET', url: '/work' });
    const served = await next();
    served.answer();
    expect((await answered).statusCode).toBe(200);
    expect(served.signal.aborted).toBe(false);
  });
});
