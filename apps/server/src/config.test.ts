import { resolve } from 'node:path';
import { ConfigurationError } from '@openunified/platform';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const validKey = Buffer.alloc(32, 7).toString('base64');

describe('loadConfig', () => {
  it('keeps sandbox data apart from real data unless DATA_DIR says otherwise', () => {
    expect(loadConfig({}).dataDirectory).toBe(resolve('.data'));
    expect(loadConfig({}, ['--sandbox']).dataDirectory).toBe(resolve('.data-sandbox'));
    expect(loadConfig({ SANDBOX: '1' }).dataDirectory).toBe(resolve('.data-sandbox'));
    expect(loadConfig({ DATA_DIR: '/srv/sandbox' }, ['--sandbox']).dataDirectory).toBe('/srv/sandbox');
  });

  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: '/srv/openunified' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: undefined,
      database: { kind: 'sqlite', sqlitePath: '/srv/openunified/openunified.sqlite' },
      dataDirectory: '/srv/openunified',
      keyring: undefined,
      cursorSecret: undefined,
      rateLimit: { points: 100, windowSeconds: 1, store: 'memory', redisUrl: undefined, failedAuthentication: { points: 60, windowSeconds: 60 } },
      logLevel: 'info',
      bodyLimitBytes: 1024 * 1024,
    });
  });

  it('reads PostgreSQL, shared rate limits, keys and a public URL', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://app@db:5432/unified',
      DATABASE_SCHEMA: 'tenant_a',
      RATE_LIMIT_STORE: 'postgres',
      ENCRYPTION_KEYS: `old:${validKey},new:${validKey}`,
      ENCRYPTION_ACTIVE_KEY_ID: 'new',
      PUBLIC_URL: 'https://api.example.com/',
    });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgresql://app@db:5432/unified', schema: 'tenant_a' });
    expect(config.rateLimit.store).toBe('postgres');
    expect(loadConfig({ AUTH_FAILURE_LIMIT_POINTS: '5', AUTH_FAILURE_LIMIT_WINDOW_SECONDS: '300' }).rateLimit.failedAuthentication).toEqual({
      points: 5,
      windowSeconds: 300,
    });
    expect(config.keyring?.activeKeyId).toBe('new');
    expect(config.publicUrl).toBe('https://api.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, 'invalid PORT ("eighty"): must be a whole number between 0 and 65535'],
    [
      { PROVIDER_LOG_BODY_SAMPLING: 'sampled:2' },
      'invalid PROVIDER_LOG_BODY_SAMPLING ("sampled:2"): must be all, errors or sampled:<rate from 0 to 1>, e.g. sampled:0.1',
    ],
    [{ PORT: '70000' }, 'invalid PORT ("70000"): must be a whole number between 0 and 65535'],
    [{ AUTH_FAILURE_LIMIT_POINTS: '0' }, 'invalid AUTH_FAILURE_LIMIT_POINTS ("0"): must be a whole number between 1 and 1000000'],
    [{ LOG_LEVEL: 'loud' }, 'invalid LOG_LEVEL ("loud"): must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ RATE_LIMIT_STORE: 'redis' }, 'invalid RATE_LIMIT_STORE ("redis"): requires REDIS_URL'],
    [{ RATE_LIMIT_STORE: 'postgres' }, 'invalid RATE_LIMIT_STORE ("postgres"): requires DATABASE_URL to be a postgres:// URL'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'invalid DATABASE_URL: must be a postgres:// URL, or sqlite:<path> for a SQLite file'],
    [{ REDIS_URL: 'http://cache' }, 'invalid REDIS_URL: must be a redis:// or rediss:// URL'],
    [{ CURSOR_SECRET: 'short' }, 'invalid CURSOR_SECRET: must be at least 32 characters'],
    [{ ENCRYPTION_KEYS: 'k1:c2hvcnQ=' }, 'invalid ENCRYPTION_KEYS: encryption key "k1" must decode to 32 bytes, got 5'],
    [{ ENCRYPTION_KEYS: `k1:${validKey},${validKey}` }, 'invalid ENCRYPTION_KEYS: encryption key entry 2 of 2 must be "<key id>:<base64 key>"'],
    [
      { ENCRYPTION_KEYS: `k1:${validKey}`, ENCRYPTION_ACTIVE_KEY_ID: 'k9' },
      'invalid ENCRYPTION_ACTIVE_KEY_ID: active encryption key "k9" is not among the given keys (k1)',
    ],
  ])('refuses %o with one line naming the variable', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(new ConfigurationError(message));
  });
});

it('reads how long events, webhook deliveries, connect sessions and data sync runs are kept, and refuses what is not a count', () => {
  expect(loadConfig({}).dataRetention).toEqual({
    eventDays: 30,
    webhookDeliveryDays: 30,
    connectSessionDays: 30,
    dataSyncRunDays: 90,
    dataSyncRunsKeptPerSchedule: 20,
    intervalMs: 300_000,
    batchSize: 500,
  });
  const configured = loadConfig({
    EVENT_RETENTION_DAYS: '7',
    WEBHOOK_DELIVERY_RETENTION_DAYS: '14',
    CONNECT_SESSION_RETENTION_DAYS: '2',
    DATA_SYNC_RUN_RETENTION_DAYS: '365',
    DATA_SYNC_RUN_RETENTION_KEEP: '5',
    DATA_RETENTION_INTERVAL_SECONDS: '60',
    DATA_RETENTION_BATCH_SIZE: '1000',
  });
  expect(configured.dataRetention).toEqual({
    eventDays: 7,
    webhookDeliveryDays: 14,
    connectSessionDays: 2,
    dataSyncRunDays: 365,
    dataSyncRunsKeptPerSchedule: 5,
    intervalMs: 60_000,
    batchSize: 1000,
  });
  expect(() => loadConfig({ EVENT_RETENTION_DAYS: '0' })).toThrow(
    new ConfigurationError('invalid EVENT_RETENTION_DAYS ("0"): must be a whole number between 1 and 3650'),
  );
  expect(() => loadConfig({ DATA_SYNC_RUN_RETENTION_KEEP: 'all' })).toThrow(
    new ConfigurationError('invalid DATA_SYNC_RUN_RETENTION_KEEP ("all"): must be a whole number between 1 and 100000'),
  );
  expect(() => loadConfig({ DATA_RETENTION_BATCH_SIZE: '50000' })).toThrow(
    new ConfigurationError('invalid DATA_RETENTION_BATCH_SIZE ("50000"): must be a whole number between 1 and 10000'),
  );
});

it('reads the provider log body policy', () => {
  expect(loadConfig({}).providerLogBodies).toEqual({ mode: 'capped', capCharacters: 4096, sampling: { successRate: 0.1 } });
  expect(loadConfig({ PROVIDER_LOG_BODY_SAMPLING: 'all' }).providerLogBodies.sampling).toBe('all');
  expect(loadConfig({ PROVIDER_LOG_BODY_SAMPLING: 'errors' }).providerLogBodies.sampling).toBe('errors');
  expect(loadConfig({ PROVIDER_LOG_BODIES: 'full', PROVIDER_LOG_BODY_SAMPLING: 'sampled:0.05' }).providerLogBodies).toEqual({
    mode: 'full',
    capCharacters: 4096,
    sampling: { successRate: 0.05 },
  });
});

it('reads sandbox mode from the --sandbox flag and SANDBOX', () => {
  expect(loadConfig({}, ['--sandbox']).sandbox).toBe(true);
  expect(loadConfig({ SANDBOX: '1' }).sandbox).toBe(true);
  expect(loadConfig({ SANDBOX: 'TRUE' }).sandbox).toBe(true);
  expect(loadConfig({ SANDBOX: '0' }).sandbox).toBe(false);
  expect(loadConfig({}).sandbox).toBe(false);
  expect(() => loadConfig({ SANDBOX: 'maybe' })).toThrow(new ConfigurationError('invalid SANDBOX ("maybe"): must be 1 or 0'));
});

it('reads the connector packages CONNECTORS names', () => {
  expect(loadConfig({ CONNECTORS: '@acme/connector-notes, openunified-connector-x' }).connectorPackages).toEqual([
    '@acme/connector-notes',
    'openunified-connector-x',
  ]);
  expect(() => loadConfig({ CONNECTORS: 'Not A Package' })).toThrow(
    new ConfigurationError('invalid CONNECTORS ("Not A Package"): must be package names separated by commas'),
  );
});

it('reads the data-sync engine, whether this process runs jobs, and the --worker flag', () => {
  const postgres = { DATABASE_URL: 'postgres://app@db:5432/unified' };
  expect(loadConfig({}).dataSync).toEqual({ engineKind: undefined, runScheduler: undefined, concurrency: 8, leaseMs: 60_000 });
  expect(loadConfig({}).worker).toBe(false);
  expect(loadConfig(postgres, ['--worker'])).toMatchObject({ worker: true, dataSync: { runScheduler: true } });
  expect(loadConfig({ ...postgres, DATA_SYNC_ENGINE: 'embedded', DATA_SYNC_SCHEDULER: 'off' }).dataSync).toMatchObject({
    engineKind: 'embedded',
    runScheduler: false,
  });
  expect(loadConfig({ ...postgres, DATA_SYNC_SCHEDULER: 'on', DATA_SYNC_CONCURRENCY: '2', DATA_SYNC_LEASE_SECONDS: '5' }).dataSync).toEqual({
    engineKind: undefined,
    runScheduler: true,
    concurrency: 2,
    leaseMs: 5000,
  });
  expect(() => loadConfig({ DATA_SYNC_ENGINE: 'pg-boss' })).toThrow(
    new ConfigurationError('invalid DATA_SYNC_ENGINE ("pg-boss"): requires DATABASE_URL to be a postgres:// URL'),
  );
  expect(() => loadConfig({ DATA_SYNC_ENGINE: 'redis' })).toThrow(new ConfigurationError('invalid DATA_SYNC_ENGINE ("redis"): must be embedded or pg-boss'));
  expect(() => loadConfig({ ...postgres, DATA_SYNC_SCHEDULER: 'off' }, ['--worker'])).toThrow(
    new ConfigurationError('invalid DATA_SYNC_SCHEDULER ("off"): a --worker process is there to run data-sync jobs'),
  );
  expect(() => loadConfig({}, ['--worker', '--sandbox'])).toThrow(
    new ConfigurationError('--worker cannot be combined with sandbox mode: the sandbox runs its syncs in the server process'),
  );
});

it('reads WORKER_HEALTH_PORT: off when unset, a port (0 takes a free one), refused when not one', () => {
  expect(loadConfig({}, ['--worker']).workerHealthPort).toBeUndefined();
  expect(loadConfig({ WORKER_HEALTH_PORT: '9464' }, ['--worker']).workerHealthPort).toBe(9464);
  expect(loadConfig({ WORKER_HEALTH_PORT: '0' }, ['--worker']).workerHealthPort).toBe(0);
  expect(() => loadConfig({ WORKER_HEALTH_PORT: 'health' })).toThrow(
    new ConfigurationError('invalid WORKER_HEALTH_PORT ("health"): must be a whole number between 0 and 65535'),
  );
  expect(() => loadConfig({ WORKER_HEALTH_PORT: '70000' })).toThrow(
    new ConfigurationError('invalid WORKER_HEALTH_PORT ("70000"): must be a whole number between 0 and 65535'),
  );
});
