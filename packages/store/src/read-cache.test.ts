import { describe, expect, it } from 'vitest';
import { StoreReadCache } from './read-cache.js';

describe('StoreReadCache', () => {
  it('serves a read again until its table changes', async () => {
    const cache = new StoreReadCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('accounts', 'acc_1', load)).toBe(1);
    expect(await cache.read('accounts', 'acc_1', load)).toBe(1);
    cache.changed('api_keys');
    expect(await cache.read('accounts', 'acc_1', load)).toBe(1);
    cache.changed('accounts');
    expect(await cache.read('accounts', 'acc_1', load)).toBe(2);
  });

  it('never serves a read that was in flight when its table changed', async () => {
    const cache = new StoreReadCache(60_000);
    let release: (value: string) => void = () => {};
    const stale = cache.read('api_keys', 'hash', () => new Promise<string>((resolve) => (release = resolve)));
    cache.changed('api_keys');
    release('before the revocation');
    expect(await stale).toBe('before the revocation');
    expect(await cache.read('api_keys', 'hash', async () => 'after the revocation')).toBe('after the revocation');
  });

  it('evicts one entry another process changed, and clears all after missed notifications', async () => {
    const cache = new StoreReadCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('accounts', 'prj_1\nacc_1', load);
    await cache.read('accounts', 'prj_1\nacc_2', load);
    cache.evict('accounts', 'prj_1\nacc_1');
    expect(await cache.read('accounts', 'prj_1\nacc_1', load)).toBe(3);
    expect(await cache.read('accounts', 'prj_1\nacc_2', load)).toBe(2);
    cache.clear();
    expect(await cache.read('accounts', 'prj_1\nacc_2', load)).toBe(4);
  });

  it('reads again once an entry is older than its time to live', async () => {
    const cache = new StoreReadCache(20);
    let loads = 0;
    await cache.read('projects', 'prj_1', async () => ++loads);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.read('projects', 'prj_1', async () => ++loads)).toBe(2);
  });

  it('forgets a failed read and, with a time to live of 0, caches nothing', async () => {
    const cache = new StoreReadCache(60_000);
    await expect(cache.read('accounts', 'acc_1', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.read('accounts', 'acc_1', async () => 'read again')).toBe('read again');
    const uncached = new StoreReadCache(0);
    let loads = 0;
    await uncached.read('accounts', 'acc_1', async () => ++loads);
    expect(await uncached.read('accounts', 'acc_1', async () => ++loads)).toBe(2);
  });

  it("moves a table's version with every write, eviction and clear, and tells when an entry expires", async () => {
    const cache = new StoreReadCache(60_000);
    const before = Date.now();
    await cache.read('api_keys', 'hash', async () => 'key');
    expect(cache.expiresAt('api_keys', 'hash')).toBeGreaterThanOrEqual(before + 60_000);
    expect(cache.expiresAt('api_keys', 'other')).toBe(0);
    const version = cache.version('api_keys');
    cache.changed('accounts');
    expect(cache.version('api_keys')).toBe(version);
    cache.changed('api_keys');
    expect(cache.version('api_keys')).toBe(version + 1);
    // Read under an older generation: no longer served, so it bounds nothing.
    expect(cache.expiresAt('api_keys', 'hash')).toBe(0);
    cache.evict('api_keys', 'another hash');
    expect(cache.version('api_keys')).toBe(version + 2);
    const projects = cache.version('projects');
    cache.clear();
    expect(cache.version('api_keys')).toBe(version + 3);
    expect(cache.version('projects')).toBe(projects + 1);
    expect(new StoreReadCache(0).expiresAt('api_keys', 'hash')).toBe(0);
  });
});
