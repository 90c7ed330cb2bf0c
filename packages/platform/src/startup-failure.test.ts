import { createServer, type Server } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, describeStartupFailure } from './startup-failure.js';
import { testDatabaseUrl } from './testing/test-services.js';

/** The error a real PostgreSQL connection attempt fails with. */
async function connectionFailure(options: pg.ClientConfig): Promise<unknown> {
  const client = new pg.Client({ ...options, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
  throw new Error('the connection succeeded');
}

function urlWith(change: (url: URL) => void): string {
  const url = new URL(testDatabaseUrl);
  change(url);
  return url.toString();
}

function listen(server: Server, port = 0): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

describe('describeStartupFailure', () => {
  it('names the missing user and the missing database', async () => {
    const noUser = await connectionFailure({ connectionString: urlWith((url) => (url.username = 'nobody_here')) });
    expect(describeStartupFailure(noUser)).toMatch(/^PostgreSQL has no user "nobody_here": .*createuser nobody_here/);
    const noDatabase = await connectionFailure({ connectionString: urlWith((url) => (url.pathname = '/no_such_database_4711')) });
    expect(describeStartupFailure(noDatabase)).toMatch(/^PostgreSQL has no database "no_such_database_4711": create it \(createdb no_such_database_4711\)/);
  });

  it('says nothing listens at the address when the connection is refused', async () => {
    const closed = createServer();
    await listen(closed);
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const error = await connectionFailure({ connectionString: urlWith((url) => (url.port = String(port))) });
    expect(describeStartupFailure(error)).toContain(
      `nothing accepts connections at 127.0.0.1:${port}: start the database (DATABASE_URL) or Redis (REDIS_URL) there`,
    );
  });

  it('says the port is taken and how to choose another', async () => {
    const first = createServer();
    await listen(first);
    const { port } = first.address() as { port: number };
    const error = await listen(createServer(), port).catch((failure: unknown) => failure);
    await new Promise((resolve) => first.close(resolve));
    expect(describeStartupFailure(error)).toBe(
      `port ${port} on 127.0.0.1 is already in use (another server still running?): stop that process, or choose another port with PORT=... (listen EADDRINUSE: address already in use 127.0.0.1:${port})`,
    );
  });

  it('prints a bad setting as is, and other failures with their causes', () => {
    expect(describeStartupFailure(new ConfigurationError('invalid PORT ("x"): must be a whole number'))).toBe('invalid PORT ("x"): must be a whole number');
    expect(describeStartupFailure(new Error('migration failed', { cause: new Error('disk full') }))).toBe('migration failed: disk full');
  });
});
