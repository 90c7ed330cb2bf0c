import { execFileSync } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

// docs/concepts/errors.md "503": with its disk full the server refuses writes with a 503 that
// says so, keeps serving reads, and takes writes again once space is freed.
// Mounts a small file system of its own: the test needs root (CONTRIBUTING.md "Tests").

describe('with the data directory on a full disk', () => {
  let testServer: TestServer;
  let mountPoint: string;
  let fillerPath: string;
  beforeAll(async () => {
    mountPoint = await mkdtemp(join(tmpdir(), 'openunified-disk-full-'));
    fillerPath = join(mountPoint, 'filler');
    // Room for the database and its write-ahead log to grow as they would, so the space the
    // filler takes (and later gives back) is always far more than one write needs.
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=32m', 'tmpfs', mountPoint]);
    testServer = await startTestServer({ environment: { DATA_DIR: join(mountPoint, 'data') } });
  });
  afterAll(async () => {
    await testServer?.close();
    if (mountPoint) execFileSync('umount', ['-l', mountPoint], { stdio: 'ignore' });
    await rm(mountPoint, { recursive: true, force: true });
  });

  /** Takes every free byte of the file system, as a log or another process filling the disk would. */
  async function fillDisk(): Promise<void> {
    const chunk = Buffer.alloc(64 * 1024, 1);
    const filler = await open(fillerPath, 'w');
    try {
      for (;;) await filler.write(chunk);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    } finally {
      await filler.close();
    }
  }

  it('refuses writes with a 503 saying storage is full, serves reads, and recovers once space returns', { timeout: 60_000 }, async () => {
    const authorization = basicAuthorization(await testServer.createApiKey());
    const account = await testServer.createAccount({ label: 'Before the disk filled' });
    const createSession = (index: number) =>
      fetch(`${testServer.url}/connect_sessions`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        // Large enough that the rows need new pages rather than room left in the last one.
        body: JSON.stringify({ origin_owner_id: `owner-${index}`, origin_owner_name: 'x'.repeat(500), metadata: { note: 'y'.repeat(6_000) } }),
      });
    expect((await createSession(0)).status).toBe(201);

    await fillDisk();
    const refused: Response[] = [];
    for (let index = 1; index <= 50 && refused.length === 0; index++) {
      const response = await createSession(index);
      expect([201, 503]).toContain(response.status);
      if (response.status === 503) refused.push(response);
    }
    expect(refused).toHaveLength(1);
    expect(refused[0]?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await refused[0]?.json()).toEqual({ statusCode: 503, message: expect.stringContaining('storage is full'), timestamp: expect.any(String) });

    const read = await fetch(`${testServer.url}/accounts/${account.id}`, { headers: { authorization } });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: account.id, label: 'Before the disk filled' });

    await rm(fillerPath);
    const afterwards = await createSession(100);
    expect(afterwards.status).toBe(201);
  });
});
