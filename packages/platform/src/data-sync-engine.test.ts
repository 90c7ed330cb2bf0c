import { describe, expect, it } from 'vitest';
import { dataSyncEngineKind, dataSyncFeatureOptions } from './data-sync-engine.js';
import { ConfigurationError } from './startup-failure.js';

const sqlite = { kind: 'sqlite', sqlitePath: '/tmp/x.sqlite' } as const;
const postgres = { kind: 'postgres', url: 'postgres://app@db/unified', schema: undefined } as const;

describe('the data-sync engine', () => {
  it('is embedded on SQLite and pg-boss on PostgreSQL unless told', () => {
    expect(dataSyncEngineKind(sqlite, {})).toBe('embedded');
    expect(dataSyncEngineKind(postgres, {})).toBe('pg-boss');
    expect(dataSyncEngineKind(postgres, { engineKind: 'embedded' })).toBe('embedded');
    expect(() => dataSyncEngineKind(sqlite, { engineKind: 'pg-boss' })).toThrow(ConfigurationError);
  });

  it('runs jobs in the API process by default only with the embedded engine', () => {
    expect(dataSyncFeatureOptions(sqlite, {})).toEqual({ runScheduler: true });
    expect(dataSyncFeatureOptions(postgres, { engineKind: 'embedded' })).toEqual({ runScheduler: true });
    const pgBoss = dataSyncFeatureOptions(postgres, {});
    expect(pgBoss.runScheduler).toBe(false);
    expect(pgBoss.engine).toBeTypeOf('function');
    expect(dataSyncFeatureOptions(postgres, { runScheduler: true }).runScheduler).toBe(true);
  });

  it('keeps the jobs of a deployment in its own schema apart, and says when that name is too long', () => {
    expect(() => dataSyncFeatureOptions({ ...postgres, schema: 'tenant_a' }, {})).not.toThrow();
    expect(() => dataSyncFeatureOptions({ ...postgres, schema: 'a'.repeat(41) }, {})).toThrow(
      new ConfigurationError('invalid DATABASE_SCHEMA: at most 40 characters with the pg-boss data-sync engine, whose jobs go in "<schema>_sync_jobs"'),
    );
  });
});
