import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

// docs/deployment.md "Rate limits": when the shared Redis store fails, each process counts in
// memory (limits loosen, the API stays up) and goes back to Redis once it returns.
const POINTS = 20;

let redisPort: number;
let redisProcess: ChildProcess | undefined;
let testServer: TestServer;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Redis of this test's own, so stopping it disturbs no one else's. */
async function startRedis(): Promise<void> {
  redisProcess = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while ((await redisCli('ping').catch(() => '')) !== 'PONG') {
    if (Date.now() > deadline) throw new Error('the test Redis did not start within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function redisCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('redis-cli', ['-h', '127.0.0.1', '-p', String(redisPort), ...args]);
  return stdout.trim();
}

async function stopRedis(): Promise<void> {
  if (!redisProcess || redisProcess.exitCode !== null) return;
  const exited = once(redisProcess, 'exit');
  redisProcess.kill('SIGKILL');
  await exited;
}

/** Whether any request budget is counted in the test's Redis. */
async function countedInRedis(): Promise<boolean> {
  return (await redisCli('--scan', '--pattern', 'openunified_rate_limit*')) !== '';
}

beforeAll(async () => {
  redisPort = await freePort();
  await startRedis();
  testServer = await startTestServer({
    environment: { RATE_LIMIT_STORE: 'redis', REDIS_URL: `redis://127.0.0.1:${redisPort}`, RATE_LIMIT_POINTS: String(POINTS), RATE_LIMIT_WINDOW_SECONDS: '60' },
  });
});
afterAll(async () => {
  await testServer?.close();
  await stopRedis();
});

it('keeps serving with in-memory limits while Redis is down, never a 500, and counts in Redis again once it returns', { timeout: 60_000 }, async () => {
  const statusWith = async (authorization: string) => (await fetch(`${testServer.url}/accounts`, { headers: { authorization } })).status;
  expect(await statusWith(basicAuthorization(await testServer.createApiKey()))).toBe(200);
  expect(await countedInRedis()).toBe(true);

  await stopRedis();
  const duringOutage = basicAuthorization(await testServer.createApiKey());
  const statuses: number[] = [];
  for (let index = 0; index < POINTS + 5; index++) statuses.push(await statusWith(duringOutage));
  // Counted in the process instead: the budget still holds, nothing fails.
  expect(statuses).toEqual([...Array(POINTS).fill(200), ...Array(5).fill(429)]);

  await startRedis();
  const afterwards = basicAuthorization(await testServer.createApiKey());
  const deadline = Date.now() + 15_000;
  for (;;) {
    expect(await statusWith(afterwards)).toBe(200);
    if (await countedInRedis()) break;
    if (Date.now() > deadline) throw new Error('the server did not count in Redis again within 15 s of its return');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});
