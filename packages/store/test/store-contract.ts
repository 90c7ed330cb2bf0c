import { setTimeout as sleep } from 'node:timers/promises';
import { BadRequestError } from '@openunified/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, RequestLogRecord, Store } from '../src/index.js';
import { newAccount } from './new-account.js';

export interface StoreContractTarget {
  /** Opens a new Store on the same database on every call. */
  openStore(): Promise<Store>;
}

const ENCRYPTED = { keyId: 'key-2025', payload: 'aXYgfCBjaXBoZXJ0ZXh0IHwgdGFn' };

/**
 * The behaviour every Store must have, whatever its dialect. Each test works in projects of its
 * own, so tests never see each other's rows even though they share one database.
 */
export function describeStoreContract(target: StoreContractTarget): void {
  let store: Store;

  beforeAll(async () => {
    store = await target.openStore();
  });

  afterAll(async () => {
    await store?.close();
  });

  async function createProject(name = 'Production'): Promise<Project> {
    const organization = await store.organizations.create({ name: 'Acme' });
    return store.projects.create({ organizationId: organization.id, name });
  }

  describe('organizations and projects', () => {
    it('creates organizations and reads them back by id', async () => {
      const organization = await store.organizations.create({ name: 'Acme' });

      expect(organization.id).toMatch(/^org_[A-Za-z0-9_-]{20,}$/);
      expect(organization.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(await store.organizations.get(organization.id)).toEqual(organization);
      expect(await store.organizations.get('org_missing')).toBeUndefined();
    });

    it('creates projects, reads them by id and lists them in creation order', async () => {
      const organization = await store.organizations.create({ name: 'Acme' });
      const first = await store.projects.create({ organizationId: organization.id, name: 'Production' });
      // Rows created in the same millisecond have no creation order to assert.
      await sleep(2);
      const second = await store.projects.create({ organizationId: organization.id, name: 'Staging' });

      expect(first).toMatchObject({ organizationId: organization.id, name: 'Production' });
      expect(first.id).toMatch(/^prj_/);
      expect(await store.projects.get(second.id)).toEqual(second);
      expect(await store.projects.get('prj_missing')).toBeUndefined();
      const listedIds = (await store.projects.list()).map((project) => project.id);
      expect(listedIds).toEqual(expect.arrayContaining([first.id, second.id]));
      expect(listedIds.indexOf(first.id)).toBeLessThan(listedIds.indexOf(second.id));
    });

    it("keeps each project's connect page branding: unset by default, patched member by member, null clears", async () => {
      const project = await createProject();
      const other = await createProject('Other');
      expect(project.branding).toEqual({ displayName: null, logoUrl: null, accentColor: null, supportUrl: null, allowedOrigins: [], theme: 'system' });

      const branded = await store.projects.updateBranding(project.id, {
        displayName: 'Acme HR',
        accentColor: '#0a7d4f',
        logoUrl: 'https://cdn.acme.test/logo.svg',
      });
      expect(branded?.branding).toEqual({
        displayName: 'Acme HR',
        logoUrl: 'https://cdn.acme.test/logo.svg',
        accentColor: '#0a7d4f',
        supportUrl: null,
        allowedOrigins: [],
        theme: 'system',
      });
      const patched = await store.projects.updateBranding(project.id, {
        logoUrl: null,
        supportUrl: 'mailto:help@acme.test',
        allowedOrigins: ['https://app.acme.test'],
        theme: 'dark',
      });
      expect(patched?.branding).toEqual({
        displayName: 'Acme HR',
        logoUrl: null,
        accentColor: '#0a7d4f',
        supportUrl: 'mailto:help@acme.test',
        allowedOrigins: ['https://app.acme.test'],
        theme: 'dark',
      });
      expect((await store.projects.get(project.id))?.branding).toEqual(patched?.branding);
      expect((await store.projects.get(other.id))?.branding.displayName).toBeNull();
      expect(await store.projects.updateBranding('prj_missing', { displayName: 'x' })).toBeUndefined();
      const cleared = await store.projects.updateBranding(project.id, { allowedOrigins: [], theme: 'system' });
      expect(cleared?.branding).toMatchObject({ allowedOrigins: [], theme: 'system' });
    });

    it('refuses a project of an organization that does not exist', async () => {
      await expect(store.projects.create({ organizationId: 'org_missing', name: 'Orphan' })).rejects.toThrow();
    });
  });

  describe('api keys', () => {
    async function createKey(projectId: string, keyHash: string) {
      return store.apiKeys.create({ projectId, name: 'CI', prefix: 'ouk_live_AbCd', keyHash, scopes: ['read_only', 'accounts'] });
    }

    it('creates keys, finds them by hash and lists them per project or all', async () => {
      const project = await createProject();
      const otherProject = await createProject();
      const countBefore = await store.apiKeys.count();
      const key = await createKey(project.id, `hash-${project.id}`);
      const otherKey = await createKey(otherProject.id, `hash-${otherProject.id}`);

      expect(key).toMatchObject({ projectId: project.id, scopes: ['read_only', 'accounts'], lastUsedAt: null, revokedAt: null });
      expect(key.id).toMatch(/^key_/);
      expect(await store.apiKeys.findByHash(`hash-${project.id}`)).toEqual(key);
      expect(await store.apiKeys.findByHash('hash-unknown')).toBeUndefined();
      expect(await store.apiKeys.list(project.id)).toEqual([key]);
      expect((await store.apiKeys.list()).map((listed) => listed.id)).toEqual(expect.arrayContaining([key.id, otherKey.id]));
      expect(await store.apiKeys.count()).toBe(countBefore + 2);
    });

    it('revokes a key once, after which its hash no longer finds it', async () => {
      const project = await createProject();
      const key = await createKey(project.id, `hash-revoked-${project.id}`);

      expect(await store.apiKeys.revoke(key.id)).toBe(true);
      const [revoked] = await store.apiKeys.list(project.id);
      expect(revoked?.revokedAt).not.toBeNull();
      expect(await store.apiKeys.findByHash(key.keyHash)).toBeUndefined();

      await sleep(2);
      expect(await store.apiKeys.revoke(key.id)).toBe(true);
      expect((await store.apiKeys.list(project.id))[0]?.revokedAt).toBe(revoked?.revokedAt);
      expect(await store.apiKeys.revoke('key_missing')).toBe(false);
    });

    it('records when a key was last used, normalized to UTC', async () => {
      const project = await createProject();
      const key = await createKey(project.id, `hash-touched-${project.id}`);

      await store.apiKeys.touch(key.id, '2025-03-01T10:00:00+02:00');

      expect((await store.apiKeys.findByHash(key.keyHash))?.lastUsedAt).toBe('2025-03-01T08:00:00.000Z');
    });

    it('refuses two keys with the same hash', async () => {
      const project = await createProject();
      await createKey(project.id, `hash-duplicate-${project.id}`);

      await expect(createKey(project.id, `hash-duplicate-${project.id}`)).rejects.toThrow();
    });
  });

  describe('accounts', () => {
    it('creates an account with defaults and reads every field back', async () => {
      const project = await createProject();
      const profile = await store.connectorProfiles.create(project.id, {
        provider: 'bamboohr',
        version: '1',
        label: null,
        authConfig: null,
        enabledActions: null,
      });

      const account = await store.accounts.create(
        project.id,
        newAccount({
          connectorProfileId: profile.id,
          originUsername: 'jane@example.com',
          label: 'HR',
          metadata: { plan: 'enterprise', seats: 12, nested: { region: 'eu' } },
          type: 'test',
          credentials: ENCRYPTED,
          credentialsExpireAt: '2030-01-01T00:00:00Z',
        }),
      );

      expect(account).toMatchObject({
        projectId: project.id,
        provider: 'bamboohr',
        connectorProfileId: profile.id,
        status: 'active',
        statusReasons: [],
        originOwnerId: 'customer-1',
        originOwnerName: 'Customer One',
        originUsername: 'jane@example.com',
        label: 'HR',
        metadata: { plan: 'enterprise', seats: 12, nested: { region: 'eu' } },
        type: 'test',
        credentials: ENCRYPTED,
        credentialsExpireAt: '2030-01-01T00:00:00.000Z',
        externalTriggerToken: null,
      });
      expect(account.id).toMatch(/^acc_/);
      expect(account.updatedAt).toBe(account.createdAt);
      expect(await store.accounts.get(project.id, account.id)).toEqual(account);
    });

    it('keeps a given status, status reasons and trigger token', async () => {
      const project = await createProject();
      const reason = { code: 'token_expired', description: 'Refresh token revoked', timestamp: '2025-01-01T00:00:00.000Z' };

      const account = await store.accounts.create(project.id, newAccount({ status: 'error', statusReasons: [reason], externalTriggerToken: 'trigger-1' }));

      expect(await store.accounts.get(project.id, account.id)).toMatchObject({
        status: 'error',
        statusReasons: [reason],
        externalTriggerToken: 'trigger-1',
      });
    });

    it('never shows, changes or deletes an account through another project', async () => {
      const project = await createProject();
      const otherProject = await createProject();
      const account = await store.accounts.create(project.id, newAccount());

      expect(await store.accounts.get(otherProject.id, account.id)).toBeUndefined();
      expect(await store.accounts.findByOriginOwner(otherProject.id, 'bamboohr', 'customer-1')).toBeUndefined();
      expect(await store.accounts.list(otherProject.id, { page: 0, pageSize: 10 })).toEqual([]);
      expect(await store.accounts.update(otherProject.id, account.id, { label: 'hijacked' })).toBeUndefined();
      expect(await store.accounts.delete(otherProject.id, account.id)).toBeUndefined();
      expect(await store.accounts.get(project.id, account.id)).toEqual(account);
    });

    it('scopes an account to the project argument, not to input.projectId', async () => {
      const project = await createProject();
      const otherProject = await createProject();

      const account = await store.accounts.create(project.id, newAccount({ projectId: otherProject.id }));

      expect(account.projectId).toBe(project.id);
      expect(await store.accounts.get(otherProject.id, account.id)).toBeUndefined();
    });

    it('lists accounts filtered by each array, where an empty array filters nothing', async () => {
      const project = await createProject();
      const bamboo = await store.accounts.create(project.id, newAccount({ provider: 'bamboohr', originOwnerId: 'owner-a' }));
      const drive = await store.accounts.create(project.id, newAccount({ provider: 'googledrive', originOwnerId: 'owner-b' }));
      const suspended = await store.accounts.create(project.id, newAccount({ provider: 'googledrive', originOwnerId: 'owner-a', status: 'suspended' }));
      const ids = async (filter: Parameters<Store['accounts']['list']>[1]) =>
        (await store.accounts.list(project.id, filter)).map((account) => account.id).sort();
      const page = { page: 0, pageSize: 10 };

      expect(await ids(page)).toEqual([bamboo.id, drive.id, suspended.id].sort());
      expect(await ids({ ...page, providers: [], originOwnerIds: [], accountIds: [], statuses: [] })).toHaveLength(3);
      expect(await ids({ ...page, providers: ['googledrive'] })).toEqual([drive.id, suspended.id].sort());
      expect(await ids({ ...page, originOwnerIds: ['owner-a'] })).toEqual([bamboo.id, suspended.id].sort());
      expect(await ids({ ...page, accountIds: [bamboo.id, drive.id] })).toEqual([bamboo.id, drive.id].sort());
      expect(await ids({ ...page, statuses: ['suspended', 'error'] })).toEqual([suspended.id]);
      expect(await ids({ ...page, providers: ['googledrive'], originOwnerIds: ['owner-a'] })).toEqual([suspended.id]);
    });

    it('pages accounts in creation order', async () => {
      const project = await createProject();
      const created = [];
      for (let index = 0; index < 5; index += 1) {
        created.push(await store.accounts.create(project.id, newAccount({ originOwnerId: `owner-${index}` })));
      }
      const expectedOrder = created
        .map((account) => [account.createdAt, account.id] as const)
        .sort(([createdA, idA], [createdB, idB]) => (createdA === createdB ? (idA < idB ? -1 : 1) : createdA < createdB ? -1 : 1))
        .map(([, id]) => id);

      const pages = await Promise.all(
        [0, 1, 2].map(async (page) => (await store.accounts.list(project.id, { page, pageSize: 2 })).map((account) => account.id)),
      );

      expect(pages.map((ids) => ids.length)).toEqual([2, 2, 1]);
      expect(pages.flat()).toEqual(expectedOrder);
      expect(await store.accounts.list(project.id, { page: 3, pageSize: 2 })).toEqual([]);
    });

    it('rejects page bounds the database cannot take as a bad request', async () => {
      const project = await createProject();

      await expect(store.accounts.list(project.id, { page: -1, pageSize: 10 })).rejects.toBeInstanceOf(BadRequestError);
      await expect(store.accounts.list(project.id, { page: 0, pageSize: 0 })).rejects.toBeInstanceOf(BadRequestError);
    });

    it('finds an account by its origin owner at a provider', async () => {
      const project = await createProject();
      const account = await store.accounts.create(project.id, newAccount({ provider: 'hubspot', originOwnerId: 'owner-42' }));

      expect(await store.accounts.findByOriginOwner(project.id, 'hubspot', 'owner-42')).toEqual(account);
      expect(await store.accounts.findByOriginOwner(project.id, 'bamboohr', 'owner-42')).toBeUndefined();
    });

    it('updates only the patched fields and moves updatedAt', async () => {
      const project = await createProject();
      const account = await store.accounts.create(project.id, newAccount({ label: 'Before', credentials: ENCRYPTED }));
      await sleep(2);

      const updated = await store.accounts.update(project.id, account.id, {
        status: 'expired',
        statusReasons: [{ code: 'expired', description: 'Token expired', timestamp: '2025-01-01T00:00:00.000Z' }],
        metadata: { tier: 'gold' },
        credentials: null,
        credentialsExpireAt: '2031-06-01T12:00:00.000Z',
      });

      expect(updated).toMatchObject({
        label: 'Before',
        status: 'expired',
        metadata: { tier: 'gold' },
        credentials: null,
        credentialsExpireAt: '2031-06-01T12:00:00.000Z',
        createdAt: account.createdAt,
      });
      expect(updated?.statusReasons).toHaveLength(1);
      expect(updated && updated.updatedAt > account.updatedAt).toBe(true);
      expect(await store.accounts.get(project.id, account.id)).toEqual(updated);
    });

    it('deletes an account and returns what it was', async () => {
      const project = await createProject();
      const account = await store.accounts.create(project.id, newAccount());

      expect(await store.accounts.delete(project.id, account.id)).toEqual(account);
      expect(await store.accounts.get(project.id, account.id)).toBeUndefined();
      expect(await store.accounts.delete(project.id, account.id)).toBeUndefined();
    });
  });

  describe('connector profiles', () => {
    it('creates, reads, lists and filters profiles by provider', async () => {
      const project = await createProject();
      const drive = await store.connectorProfiles.create(project.id, {
        provider: 'googledrive',
        version: '1',
        label: 'Drive',
        authConfig: ENCRYPTED,
        enabledActions: ['gdrive_list_drives'],
      });
      const bamboo = await store.connectorProfiles.create(project.id, {
        provider: 'bamboohr',
        version: '1',
        label: null,
        authConfig: null,
        enabledActions: null,
      });

      expect(drive).toMatchObject({ projectId: project.id, authConfig: ENCRYPTED, enabledActions: ['gdrive_list_drives'] });
      expect(drive.id).toMatch(/^cpr_/);
      expect(await store.connectorProfiles.get(project.id, bamboo.id)).toEqual(bamboo);
      expect((await store.connectorProfiles.list(project.id)).map((profile) => profile.id).sort()).toEqual([drive.id, bamboo.id].sort());
      expect(await store.connectorProfiles.list(project.id, { provider: 'googledrive' })).toEqual([drive]);
    });

    it('finds the newest profile of a provider, or the one of a given version', async () => {
      const project = await createProject();
      const versionOne = await store.connectorProfiles.create(project.id, {
        provider: 'hubspot',
        version: '1',
        label: null,
        authConfig: null,
        enabledActions: null,
      });
      await sleep(2);
      const versionTwo = await store.connectorProfiles.create(project.id, {
        provider: 'hubspot',
        version: '2',
        label: null,
        authConfig: null,
        enabledActions: null,
      });

      expect(await store.connectorProfiles.findByProvider(project.id, 'hubspot')).toEqual(versionTwo);
      expect(await store.connectorProfiles.findByProvider(project.id, 'hubspot', '1')).toEqual(versionOne);
      expect(await store.connectorProfiles.findByProvider(project.id, 'hubspot', '3')).toBeUndefined();
    });

    it('updates and deletes profiles only inside their project', async () => {
      const project = await createProject();
      const otherProject = await createProject();
      const profile = await store.connectorProfiles.create(project.id, {
        provider: 'bamboohr',
        version: '1',
        label: null,
        authConfig: null,
        enabledActions: null,
      });

      expect(await store.connectorProfiles.get(otherProject.id, profile.id)).toBeUndefined();
      expect(await store.connectorProfiles.findByProvider(otherProject.id, 'bamboohr')).toBeUndefined();
      expect(await store.connectorProfiles.update(otherProject.id, profile.id, { label: 'hijacked' })).toBeUndefined();
      expect(await store.connectorProfiles.delete(otherProject.id, profile.id)).toBe(false);

      const updated = await store.connectorProfiles.update(project.id, profile.id, {
        label: 'BambooHR',
        enabledActions: ['bamboohr_list_employees'],
        authConfig: ENCRYPTED,
      });
      expect(updated).toMatchObject({ version: '1', label: 'BambooHR', enabledActions: ['bamboohr_list_employees'], authConfig: ENCRYPTED });
      expect(await store.connectorProfiles.get(project.id, profile.id)).toEqual(updated);

      expect(await store.connectorProfiles.delete(project.id, profile.id)).toBe(true);
      expect(await store.connectorProfiles.get(project.id, profile.id)).toBeUndefined();
    });
  });

  describe('connect sessions and connection attempts', () => {
    async function createSession(project: Project, tokenHash: string) {
      return store.connectSessions.create({
        organizationId: project.organizationId,
        projectId: project.id,
        tokenHash,
        originOwnerId: 'customer-1',
        originOwnerName: 'Customer One',
        originUsername: 'jane@example.com',
        categories: ['hris', 'documents'],
        provider: 'bamboohr',
        providerVersion: '1',
        accountId: null,
        label: 'HR',
        metadata: { source: 'onboarding' },
        multiple: true,
        type: 'production',
        connectorProfileId: null,
        externalTriggerToken: null,
        expiresAt: '2030-01-01T00:00:00.000Z',
      });
    }

    it('numbers sessions and finds them by token hash or by id within the project', async () => {
      const project = await createProject();
      const otherProject = await createProject();
      const first = await createSession(project, `token-1-${project.id}`);
      const second = await createSession(project, `token-2-${project.id}`);

      expect(Number.isInteger(first.id)).toBe(true);
      expect(second.id).toBeGreaterThan(first.id);
      expect(first).toMatchObject({ categories: ['hris', 'documents'], multiple: true, metadata: { source: 'onboarding' } });
      expect(await store.connectSessions.findByTokenHash(`token-1-${project.id}`)).toEqual(first);
      expect(await store.connectSessions.findByTokenHash('token-unknown')).toBeUndefined();
      expect(await store.connectSessions.get(project.id, second.id)).toEqual(second);
      expect(await store.connectSessions.get(otherProject.id, second.id)).toBeUndefined();
      expect(first).toMatchObject({ redirectUrl: null, locale: null });
    });

    it('keeps where a session returns to and its language', async () => {
      const project = await createProject();
      const created = await store.connectSessions.create({
        ...(await createSession(project, `token-return-seed-${project.id}`)),
        tokenHash: `token-return-${project.id}`,
        redirectUrl: 'https://app.acme.test/integrations?tab=hr',
        locale: 'de',
      });
      expect(await store.connectSessions.findByTokenHash(`token-return-${project.id}`)).toMatchObject({
        id: created.id,
        redirectUrl: 'https://app.acme.test/integrations?tab=hr',
        locale: 'de',
      });
    });

    it('refuses two sessions with the same token hash', async () => {
      const project = await createProject();
      await createSession(project, `token-duplicate-${project.id}`);

      await expect(createSession(project, `token-duplicate-${project.id}`)).rejects.toThrow();
    });

    it('tracks connection attempts of a session through their OAuth state', async () => {
      const project = await createProject();
      const session = await createSession(project, `token-attempts-${project.id}`);
      const account = await store.accounts.create(project.id, newAccount());
      const first = await store.connectionAttempts.create({
        sessionId: session.id,
        provider: 'bamboohr',
        status: 'pending',
        accountId: null,
        oauthErrorCode: null,
        oauthErrorDescription: null,
        oauthState: `state-1-${project.id}`,
        oauthVerifier: ENCRYPTED,
      });
      await sleep(2);
      const second = await store.connectionAttempts.create({
        sessionId: session.id,
        provider: 'bamboohr',
        status: 'pending',
        accountId: null,
        oauthErrorCode: null,
        oauthErrorDescription: null,
        oauthState: null,
        oauthVerifier: null,
      });

      expect(first.id).toMatch(/^att_/);
      expect(await store.connectionAttempts.get(first.id)).toEqual(first);
      expect(await store.connectionAttempts.get('att_missing')).toBeUndefined();
      expect(await store.connectionAttempts.findByOauthState(`state-1-${project.id}`)).toEqual(first);
      expect(await store.connectionAttempts.findByOauthState('state-unknown')).toBeUndefined();
      expect(await store.connectionAttempts.latestForSession(session.id)).toEqual(second);

      const authenticated = await store.connectionAttempts.update(first.id, {
        status: 'authenticated',
        accountId: account.id,
        oauthState: null,
        oauthVerifier: null,
      });
      expect(authenticated).toMatchObject({ status: 'authenticated', accountId: account.id, oauthState: null, oauthVerifier: null });
      expect(await store.connectionAttempts.get(first.id)).toEqual(authenticated);
      expect(await store.connectionAttempts.update('att_missing', { status: 'failed' })).toBeUndefined();
    });

    it('allows many attempts without an OAuth state but never two with the same one', async () => {
      const project = await createProject();
      const session = await createSession(project, `token-states-${project.id}`);
      const attempt = (oauthState: string | null) =>
        store.connectionAttempts.create({
          sessionId: session.id,
          provider: 'bamboohr',
          status: 'failed',
          accountId: null,
          oauthErrorCode: 'access_denied',
          oauthErrorDescription: 'The user denied access',
          oauthState,
          oauthVerifier: null,
        });

      await attempt(null);
      await attempt(null);
      await attempt(`state-unique-${project.id}`);

      await expect(attempt(`state-unique-${project.id}`)).rejects.toThrow();
    });
  });

  describe('request logs', () => {
    function requestLog(projectId: string, overrides: Partial<Omit<RequestLogRecord, 'id'>> = {}): Omit<RequestLogRecord, 'id'> {
      return {
        projectId,
        accountId: 'acc_one',
        requestId: 'req-1',
        method: 'GET',
        path: '/unified/documents/drives',
        route: '/unified/documents/drives',
        provider: 'googledrive',
        actionId: 'gdrive_list_drives',
        status: 200,
        durationMs: 12.6,
        query: 'page_size=25',
        warnings: [],
        startedAt: '2025-05-01T10:00:00.000Z',
        ...overrides,
      };
    }

    it('creates logs and reads them by id or request id within the project', async () => {
      const project = await createProject();
      const otherProject = await createProject();
      const log = await store.requestLogs.create(requestLog(project.id, { requestId: 'req-read', startedAt: '2025-05-01T12:00:00+02:00' }));

      expect(log.id).toMatch(/^rql_/);
      expect(log).toMatchObject({ durationMs: 13, startedAt: '2025-05-01T10:00:00.000Z' });
      expect(await store.requestLogs.get(project.id, log.id)).toEqual(log);
      expect(await store.requestLogs.findByRequestId(project.id, 'req-read')).toEqual(log);
      expect(await store.requestLogs.get(otherProject.id, log.id)).toBeUndefined();
      expect(await store.requestLogs.findByRequestId(otherProject.id, 'req-read')).toBeUndefined();
      expect(await store.requestLogs.list(otherProject.id, {}, { pageSize: 10 })).toEqual({ items: [], next: null });
    });

    it('creates several logs in one call, each with its own id', async () => {
      const project = await createProject();
      const logs = await store.requestLogs.createMany([
        requestLog(project.id, { requestId: 'req-batch-1' }),
        requestLog(project.id, { requestId: 'req-batch-2' }),
      ]);
      expect(new Set(logs.map((log) => log.id)).size).toBe(2);
      expect((await store.requestLogs.findByRequestId(project.id, 'req-batch-2'))?.id).toBe(logs[1]?.id);
      expect(await store.requestLogs.createMany([])).toEqual([]);
    });

    it('appends a batch without returning it, as the write-behind queue files one', async () => {
      const project = await createProject();
      await store.requestLogs.appendMany([requestLog(project.id, { requestId: 'req-append-1' }), requestLog(project.id, { requestId: 'req-append-2' })]);
      await store.requestLogs.appendMany([]);
      const appended = await store.requestLogs.findByRequestId(project.id, 'req-append-2');
      expect(appended).toMatchObject({ id: expect.stringMatching(/^rql_/), requestId: 'req-append-2', projectId: project.id });
      expect((await store.requestLogs.findByRequestId(project.id, 'req-append-1'))?.id).not.toBe(appended?.id);
    });

    it('filters logs by each criterion, with exclusive time bounds', async () => {
      const project = await createProject();
      const early = await store.requestLogs.create(requestLog(project.id, { requestId: 'req-a', startedAt: '2025-05-01T09:00:00.000Z' }));
      const failed = await store.requestLogs.create(
        requestLog(project.id, { requestId: 'req-b', status: 502, accountId: 'acc_two', startedAt: '2025-05-01T10:00:00.000Z' }),
      );
      const bamboo = await store.requestLogs.create(
        requestLog(project.id, {
          requestId: 'req-c',
          provider: 'bamboohr',
          actionId: 'bamboohr_list_employees',
          startedAt: '2025-05-01T11:00:00.000Z',
        }),
      );
      const ids = async (filter: Parameters<Store['requestLogs']['list']>[1]) =>
        (await store.requestLogs.list(project.id, filter, { pageSize: 10 })).items.map((log) => log.id);

      expect(await ids({})).toEqual([bamboo.id, failed.id, early.id]);
      expect(await ids({ accountIds: [], providers: [], actionIds: [], statuses: [], requestIds: [] })).toHaveLength(3);
      expect(await ids({ accountIds: ['acc_two'] })).toEqual([failed.id]);
      expect(await ids({ providers: ['bamboohr'] })).toEqual([bamboo.id]);
      expect(await ids({ actionIds: ['gdrive_list_drives'] })).toEqual([failed.id, early.id]);
      expect(await ids({ statuses: [500, 502] })).toEqual([failed.id]);
      expect(await ids({ requestIds: ['req-a', 'req-c'] })).toEqual([bamboo.id, early.id]);
      expect(await ids({ startedAfter: '2025-05-01T09:00:00.000Z' })).toEqual([bamboo.id, failed.id]);
      expect(await ids({ startedBefore: '2025-05-01T12:00:00+02:00' })).toEqual([early.id]);
      expect(await ids({ startedAfter: '2025-05-01T09:30:00Z', startedBefore: '2025-05-01T10:30:00Z' })).toEqual([failed.id]);
    });

    it('filters by method, success and API key, and reads logs by request ids', async () => {
      const project = await createProject();
      const otherProject = await createProject();
      const read = await store.requestLogs.create(
        requestLog(project.id, { requestId: 'req-read', apiKeyId: 'key_one', startedAt: '2025-05-01T09:00:00.000Z' }),
      );
      const failed = await store.requestLogs.create(
        requestLog(project.id, { requestId: 'req-post', method: 'POST', status: 400, startedAt: '2025-05-01T10:00:00.000Z' }),
      );
      await store.requestLogs.create(requestLog(otherProject.id, { requestId: 'req-read', apiKeyId: 'key_one' }));
      const ids = async (filter: Parameters<Store['requestLogs']['list']>[1]) =>
        (await store.requestLogs.list(project.id, filter, { pageSize: 10 })).items.map((log) => log.id);

      expect(read.apiKeyId).toBe('key_one');
      expect(failed.apiKeyId).toBeNull();
      expect(await ids({ methods: ['POST'] })).toEqual([failed.id]);
      expect(await ids({ success: true })).toEqual([read.id]);
      expect(await ids({ success: false })).toEqual([failed.id]);
      expect(await ids({ apiKeyIds: ['key_one'] })).toEqual([read.id]);
      expect(await store.requestLogs.listByRequestIds(project.id, ['req-read', 'req-none'])).toEqual([read]);
      expect(await store.requestLogs.listByRequestIds(project.id, [])).toEqual([]);
    });

    it('pages newest first to the end, including logs that started at the same instant', async () => {
      const project = await createProject();
      const startTimes = ['2025-05-01T10:00:00.000Z', '2025-05-01T10:00:00.000Z', '2025-05-01T10:00:00.000Z', '2025-05-01T11:00:00.000Z'];
      const created = [];
      for (const [index, startedAt] of [...startTimes, ...startTimes].entries()) {
        created.push(await store.requestLogs.create(requestLog(project.id, { requestId: `req-${index}`, startedAt })));
      }
      const newestFirst = [...created]
        .sort((left, right) => (left.startedAt === right.startedAt ? (left.id < right.id ? 1 : -1) : left.startedAt < right.startedAt ? 1 : -1))
        .map((log) => log.id);

      const pages: string[][] = [];
      let after: string | undefined;
      do {
        const page = await store.requestLogs.list(project.id, {}, { pageSize: 3, ...(after === undefined ? {} : { after }) });
        pages.push(page.items.map((log) => log.id));
        after = page.next ?? undefined;
      } while (after !== undefined);

      expect(pages.map((ids) => ids.length)).toEqual([3, 3, 2]);
      expect(pages.flat()).toEqual(newestFirst);
    });

    it('returns no next cursor when the last page is exactly full', async () => {
      const project = await createProject();
      await store.requestLogs.create(requestLog(project.id, { requestId: 'req-only-1' }));
      await store.requestLogs.create(requestLog(project.id, { requestId: 'req-only-2' }));

      const page = await store.requestLogs.list(project.id, {}, { pageSize: 2 });

      expect(page.items).toHaveLength(2);
      expect(page.next).toBeNull();
    });

    it('rejects a cursor, a time bound or a page size it cannot use as a bad request', async () => {
      const project = await createProject();

      await expect(store.requestLogs.list(project.id, {}, { pageSize: 10, after: 'not-a-cursor' })).rejects.toBeInstanceOf(BadRequestError);
      await expect(store.requestLogs.list(project.id, { startedAfter: 'yesterday' }, { pageSize: 10 })).rejects.toBeInstanceOf(BadRequestError);
      await expect(store.requestLogs.list(project.id, {}, { pageSize: 0 })).rejects.toBeInstanceOf(BadRequestError);
    });
  });

  describe('provider logs', () => {
    function requestLogOf(projectId: string, requestId: string): Omit<RequestLogRecord, 'id'> {
      return {
        projectId,
        accountId: 'acc_one',
        requestId,
        method: 'GET',
        path: '/unified/documents/drives',
        route: '/unified/documents/drives',
        provider: null,
        actionId: null,
        status: 200,
        durationMs: 5,
        query: null,
        warnings: [],
        startedAt: '2025-05-01T10:00:00.000Z',
      };
    }
    function providerLog(projectId: string, requestId: string, startedAt: string) {
      return {
        projectId,
        requestId,
        accountId: 'acc_one',
        method: 'GET',
        url: 'https://www.googleapis.com/drive/v3/drives',
        requestHeaders: { accept: 'application/json' },
        requestBody: null,
        status: 200,
        responseHeaders: { 'content-type': 'application/json' },
        responseBody: '{"drives":[]}',
        durationMs: 41.2,
        error: null,
        startedAt,
      };
    }

    it('stores a batch and lists it per request in the order the requests were made', async () => {
      const project = await createProject();
      const otherProject = await createProject();

      const [second, first] = await store.providerLogs.createMany([
        providerLog(project.id, 'req-provider', '2025-05-01T10:00:01.000Z'),
        { ...providerLog(project.id, 'req-provider', '2025-05-01T10:00:00.000Z'), status: null, error: 'ECONNRESET' },
      ]);

      expect(first?.id).toMatch(/^prl_/);
      expect(first).toMatchObject({ status: null, error: 'ECONNRESET', durationMs: 41, requestHeaders: { accept: 'application/json' } });
      expect(await store.providerLogs.listByRequest(project.id, 'req-provider')).toEqual([first, second]);
      expect(await store.providerLogs.listByRequest(otherProject.id, 'req-provider')).toEqual([]);
      expect(await store.providerLogs.createMany([])).toEqual([]);
    });

    it('appends a batch without returning it, stored as createMany stores it', async () => {
      const project = await createProject();
      await store.providerLogs.appendMany([
        providerLog(project.id, 'req-provider-append', '2025-05-01T10:00:01.000Z'),
        { ...providerLog(project.id, 'req-provider-append', '2025-05-01T10:00:00.000Z'), status: null, error: 'ECONNRESET' },
      ]);
      await store.providerLogs.appendMany([]);
      const [first, second] = await store.providerLogs.listByRequest(project.id, 'req-provider-append');
      expect(first).toMatchObject({ id: expect.stringMatching(/^prl_/), status: null, error: 'ECONNRESET', requestHeaders: { accept: 'application/json' } });
      expect(second).toMatchObject({ status: 200, startedAt: '2025-05-01T10:00:01.000Z' });
    });

    it('keeps why a log has no bodies, and null when it has them', async () => {
      const project = await createProject();
      const reason = 'not kept by the provider log policy (errors): this call succeeded';
      await store.providerLogs.createMany([
        { ...providerLog(project.id, 'req-omitted', '2025-05-01T10:00:00.000Z'), responseBody: null, bodyOmission: reason },
        providerLog(project.id, 'req-omitted', '2025-05-01T10:00:01.000Z'),
      ]);
      const [omitted, kept] = await store.providerLogs.listByRequest(project.id, 'req-omitted');
      expect(omitted).toMatchObject({ responseBody: null, bodyOmission: reason });
      expect(kept).toMatchObject({ responseBody: '{"drives":[]}', bodyOmission: null });
    });

    it('reads one log only under its own project and request', async () => {
      const project = await createProject();
      const otherProject = await createProject();
      const [log] = await store.providerLogs.createMany([providerLog(project.id, 'req-one', '2025-05-01T10:00:00.000Z')]);
      const logId = log?.id ?? '';

      expect(await store.providerLogs.get(project.id, 'req-one', logId)).toEqual(log);
      expect(await store.providerLogs.get(project.id, 'req-other', logId)).toBeUndefined();
      expect(await store.providerLogs.get(otherProject.id, 'req-one', logId)).toBeUndefined();
    });

    it("lists a project's provider logs newest first across requests, filtered and paged", async () => {
      const project = await createProject();
      const otherProject = await createProject();
      await store.requestLogs.createMany([
        { ...requestLogOf(project.id, 'req-drive'), provider: 'googledrive', actionId: 'googledrive_list_drives' },
        { ...requestLogOf(project.id, 'req-bamboo'), provider: 'bamboohr', actionId: 'bamboohr_list_employees' },
      ]);
      const [first, failed, timedOut, bamboo] = await store.providerLogs.createMany([
        providerLog(project.id, 'req-drive', '2025-05-01T10:00:00.000Z'),
        { ...providerLog(project.id, 'req-drive', '2025-05-01T10:00:01.000Z'), method: 'POST', status: 429 },
        { ...providerLog(project.id, 'req-drive', '2025-05-01T10:00:02.000Z'), status: null, error: 'timed out' },
        { ...providerLog(project.id, 'req-bamboo', '2025-05-01T11:00:00.000Z'), accountId: 'acc_two' },
      ]);
      await store.providerLogs.createMany([providerLog(otherProject.id, 'req-drive', '2025-05-01T12:00:00.000Z')]);
      const ids = async (filter: Parameters<Store['providerLogs']['list']>[1]) =>
        (await store.providerLogs.list(project.id, filter, { pageSize: 10 })).items.map((log) => log.id);

      expect(await ids({})).toEqual([bamboo!.id, timedOut!.id, failed!.id, first!.id]);
      expect(await ids({ requestIds: ['req-bamboo'] })).toEqual([bamboo!.id]);
      expect(await ids({ accountIds: ['acc_two'] })).toEqual([bamboo!.id]);
      expect(await ids({ methods: ['POST'] })).toEqual([failed!.id]);
      expect(await ids({ statuses: [429] })).toEqual([failed!.id]);
      expect(await ids({ success: true })).toEqual([bamboo!.id, first!.id]);
      expect(await ids({ success: false })).toEqual([timedOut!.id, failed!.id]);
      expect(await ids({ providers: ['bamboohr'] })).toEqual([bamboo!.id]);
      expect(await ids({ actionIds: ['googledrive_list_drives'], success: true })).toEqual([first!.id]);
      expect(await ids({ startedAfter: '2025-05-01T10:00:00.000Z', startedBefore: '2025-05-01T11:00:00.000Z' })).toEqual([timedOut!.id, failed!.id]);
      expect(await store.providerLogs.list(otherProject.id, { providers: ['bamboohr'] }, { pageSize: 10 })).toEqual({ items: [], next: null });

      const firstPage = await store.providerLogs.list(project.id, {}, { pageSize: 3 });
      expect(firstPage.items.map((log) => log.id)).toEqual([bamboo!.id, timedOut!.id, failed!.id]);
      const lastPage = await store.providerLogs.list(project.id, {}, { pageSize: 3, after: firstPage.next! });
      expect(lastPage).toEqual({ items: [first], next: null });
    });
  });

  describe('console login links and management sessions', () => {
    it('consumes a login link once, and never once it has expired', async () => {
      const project = await createProject();
      const inTenMinutes = new Date(Date.now() + 600_000).toISOString();
      const link = await store.managementSessions.createLoginLink({
        projectId: project.id,
        tokenHash: `link-${project.id}`,
        scopes: ['read_only'],
        sessionTtlSeconds: 3600,
        expiresAt: inTenMinutes,
      });
      expect(link).toMatchObject({ id: expect.stringMatching(/^cll_/), projectId: project.id, scopes: ['read_only'], sessionTtlSeconds: 3600, usedAt: null });

      const now = new Date().toISOString();
      const [first, second] = await Promise.all([
        store.managementSessions.consumeLoginLink(`link-${project.id}`, now),
        store.managementSessions.consumeLoginLink(`link-${project.id}`, now),
      ]);
      // Of two racing requests, exactly one gets the link.
      expect([first, second].filter(Boolean)).toHaveLength(1);
      expect((first ?? second)?.usedAt).toBe(now);
      expect(await store.managementSessions.consumeLoginLink(`link-${project.id}`, now)).toBeUndefined();

      await store.managementSessions.createLoginLink({
        projectId: project.id,
        tokenHash: `expired-${project.id}`,
        scopes: ['full_access'],
        sessionTtlSeconds: 60,
        expiresAt: now,
      });
      expect(await store.managementSessions.consumeLoginLink(`expired-${project.id}`, new Date(Date.now() + 1).toISOString())).toBeUndefined();
      expect(await store.managementSessions.consumeLoginLink('unknown', now)).toBeUndefined();
    });

    it('finds active sessions by hash, lists them newest first, and forgets revoked and expired ones', async () => {
      const project = await createProject();
      const other = await createProject();
      const later = new Date(Date.now() + 3600_000).toISOString();
      const first = await store.managementSessions.create({
        projectId: project.id,
        secretHash: `first-${project.id}`,
        scopes: ['full_access'],
        userAgent: 'Browser/1',
        expiresAt: later,
      });
      await sleep(2);
      const second = await store.managementSessions.create({
        projectId: project.id,
        secretHash: `second-${project.id}`,
        scopes: ['read_only'],
        userAgent: null,
        expiresAt: later,
      });
      expect(first).toMatchObject({ id: expect.stringMatching(/^mgs_/), scopes: ['full_access'], userAgent: 'Browser/1', lastUsedAt: null, revokedAt: null });

      const now = new Date().toISOString();
      expect(await store.managementSessions.findActiveByHash(`first-${project.id}`, now)).toEqual(first);
      expect((await store.managementSessions.listActive(project.id, now)).map((session) => session.id)).toEqual([second.id, first.id]);
      expect(await store.managementSessions.listActive(other.id, now)).toEqual([]);

      await store.managementSessions.touch(first.id, now);
      expect((await store.managementSessions.findActiveByHash(`first-${project.id}`, now))?.lastUsedAt).toBe(now);

      expect(await store.managementSessions.revoke(other.id, first.id)).toBe(false);
      expect(await store.managementSessions.revoke(project.id, first.id)).toBe(true);
      expect(await store.managementSessions.revoke(project.id, first.id)).toBe(false);
      expect(await store.managementSessions.findActiveByHash(`first-${project.id}`, now)).toBeUndefined();
      expect(await store.managementSessions.findActiveByHash(`second-${project.id}`, new Date(Date.parse(later) + 1).toISOString())).toBeUndefined();
      expect((await store.managementSessions.listActive(project.id, now)).map((session) => session.id)).toEqual([second.id]);
    });
  });

  describe('events', () => {
    it('appends events and lists them per project, optionally by type', async () => {
      const project = await createProject();
      const otherProject = await createProject();
      const created = await store.events.append(project.id, 'account.created', { accountId: 'acc_1' });
      await sleep(2);
      const deleted = await store.events.append(project.id, 'account.deleted', { accountId: 'acc_1' });

      expect(created).toMatchObject({ projectId: project.id, type: 'account.created', payload: { accountId: 'acc_1' }, deliveredAt: null });
      expect(created.id).toMatch(/^evt_/);
      expect(await store.events.list(project.id)).toEqual([created, deleted]);
      expect(await store.events.list(project.id, { type: 'account.deleted' })).toEqual([deleted]);
      expect(await store.events.list(otherProject.id)).toEqual([]);
    });

    it('lists pending events oldest first until they are marked delivered', async () => {
      const project = await createProject();
      const first = await store.events.append(project.id, 'account.updated', { step: 1 });
      await sleep(2);
      const second = await store.events.append(project.id, 'account.updated', { step: 2 });
      const pendingOfProject = async () => (await store.events.listPending(10_000)).filter((event) => event.projectId === project.id).map((event) => event.id);

      expect(await pendingOfProject()).toEqual([first.id, second.id]);
      expect(await store.events.listPending(1)).toHaveLength(1);

      await store.events.markDelivered(first.id, '2025-05-01T10:00:00Z');

      expect(await pendingOfProject()).toEqual([second.id]);
      expect((await store.events.list(project.id))[0]?.deliveredAt).toBe('2025-05-01T10:00:00.000Z');
    });

    it("lists an account's events newest first, a page at a time, within its project only", async () => {
      const project = await createProject();
      const otherProject = await createProject();
      const first = await store.events.append(project.id, 'account.created', { id: 'acc_1' }, 'acc_1');
      await sleep(2);
      await store.events.append(project.id, 'account.created', { id: 'acc_2' }, 'acc_2');
      await store.events.append(project.id, 'connector.changed', { id: 'none' });
      await store.events.append(otherProject.id, 'account.created', { id: 'acc_1' }, 'acc_1');
      await sleep(2);
      // The same timestamp for both: the id orders them.
      await store.events.appendMany(project.id, [
        { type: 'hris_employees.created', payload: { record_id: 'r1' }, accountId: 'acc_1' },
        { type: 'hris_employees.created', payload: { record_id: 'r2' }, accountId: 'acc_1' },
        { type: 'hris_employees.created', payload: { record_id: 'r3' }, accountId: 'acc_2' },
      ]);

      expect(first.accountId).toBe('acc_1');
      const firstPage = await store.events.listByAccount(project.id, 'acc_1', { pageSize: 2 });
      expect(firstPage.items.map((event) => event.payload)).toEqual([{ record_id: 'r2' }, { record_id: 'r1' }]);
      expect(firstPage.items.every((event) => event.accountId === 'acc_1' && event.projectId === project.id)).toBe(true);
      expect(firstPage.next).toEqual(expect.any(String));
      const secondPage = await store.events.listByAccount(project.id, 'acc_1', { pageSize: 2, after: firstPage.next! });
      expect(secondPage).toEqual({ items: [first], next: null });
      expect((await store.events.listByAccount(otherProject.id, 'acc_1', { pageSize: 10 })).items).toHaveLength(1);
      expect((await store.events.listByAccount(project.id, 'acc_9', { pageSize: 10 })).items).toEqual([]);
      await expect(store.events.listByAccount(project.id, 'acc_1', { pageSize: 2, after: 'not-a-cursor' })).rejects.toThrow(/cursor/);
    });
  });

  describe('withLock', () => {
    it('runs two holders of the same key one after the other, across Store instances', async () => {
      const secondStore = await target.openStore();
      try {
        const timeline: string[] = [];
        const hold = (name: string) => async () => {
          timeline.push(`${name} acquired`);
          await sleep(50);
          timeline.push(`${name} released`);
          return name;
        };
        let firstAcquired!: () => void;
        const firstHasLock = new Promise<void>((resolve) => {
          firstAcquired = resolve;
        });

        const first = store.withLock('account:refresh:acc_1', async () => {
          firstAcquired();
          return hold('first')();
        });
        await firstHasLock;
        const second = secondStore.withLock('account:refresh:acc_1', hold('second'));

        expect(await Promise.all([first, second])).toEqual(['first', 'second']);
        expect(timeline).toEqual(['first acquired', 'first released', 'second acquired', 'second released']);
      } finally {
        await secondStore.close();
      }
    });

    it('lets holders of different keys run at the same time', async () => {
      let secondEntered!: () => void;
      const secondHasEntered = new Promise<void>((resolve) => {
        secondEntered = resolve;
      });

      // Would never settle if the second key waited for the first.
      const first = store.withLock('lock:first', () => secondHasEntered);
      const second = store.withLock('lock:second', async () => secondEntered());

      await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    }, 5_000);

    it('releases the lock when the work fails', async () => {
      await expect(
        store.withLock('lock:failing', async () => {
          throw new Error('refresh failed');
        }),
      ).rejects.toThrow('refresh failed');

      expect(await store.withLock('lock:failing', async () => 'acquired again')).toBe('acquired again');
    });
  });

  describe('encrypted values by key', () => {
    it('samples up to the given number of values sealed with a key, across tables', async () => {
      const project = await createProject();
      const keyId = `sampled-${Date.now()}`;
      const sealed = (text: string) => ({ keyId, payload: Buffer.from(text).toString('base64') });
      const accounts = [];
      for (const text of ['first', 'second', 'third']) accounts.push(await store.accounts.create(project.id, newAccount({ credentials: sealed(text) })));

      const two = await store.encryptedValues.sampleSealedWith(keyId, 2);
      expect(two).toHaveLength(2);
      const all = await store.encryptedValues.sampleSealedWith(keyId, 10);
      expect(all.map((value) => value.id).sort()).toEqual(accounts.map((account) => account.id).sort());
      expect(await store.encryptedValues.sampleSealedWith(`${keyId}-unused`, 10)).toEqual([]);
      await expect(store.encryptedValues.sampleSealedWith(keyId, 0)).rejects.toThrow(/limit/);
    });

    it('finds the keys in use, lists values sealed with other keys, and swaps a value only if unchanged', async () => {
      const project = await createProject();
      const oldKey = `old-${Date.now()}`;
      const sealed = { keyId: oldKey, payload: 'b2xkIHNlYWxlZCB2YWx1ZQ==' };
      const account = await store.accounts.create(project.id, newAccount({ credentials: sealed }));

      expect(await store.encryptedValues.keyIdsInUse()).toContain(oldKey);
      expect(await store.encryptedValues.sampleSealedWith(oldKey, 5)).toEqual([{ column: 'accounts.credentials', id: account.id, value: sealed }]);
      const listed = await store.encryptedValues.listSealedWithOtherKeys('accounts.credentials', 'new-key', '', 10_000);
      const mine = listed.find((value) => value.id === account.id);
      expect(mine).toEqual({ column: 'accounts.credentials', id: account.id, value: sealed });

      const resealed = { keyId: 'new-key', payload: 'bmV3IHNlYWxlZCB2YWx1ZQ==' };
      expect(await store.encryptedValues.replace(mine!, resealed)).toBe(true);
      expect(await store.encryptedValues.replace(mine!, { keyId: 'new-key', payload: 'c3RhbGU=' })).toBe(false);
      expect((await store.accounts.get(project.id, account.id))?.credentials).toEqual(resealed);
      expect(await store.encryptedValues.keyIdsInUse()).not.toContain(oldKey);
    });
  });

  describe('log retention', () => {
    it('deletes the oldest logs up to a position, in batches of the given size', async () => {
      const project = await createProject();
      // Older than any other test's logs, so only these are in reach.
      const startedAt = (second: number) => `1990-01-01T00:00:${String(second).padStart(2, '0')}.000Z`;
      const logs = await store.requestLogs.createMany(
        [0, 1, 2, 3, 4].map((second) => ({
          projectId: project.id,
          accountId: null,
          requestId: `ancient-${second}`,
          method: 'GET',
          path: '/unified/hris/employees',
          route: null,
          provider: null,
          actionId: null,
          status: 200,
          durationMs: 1,
          query: null,
          warnings: ['kept as written'],
          startedAt: startedAt(second),
        })),
      );
      const upToThird = { startedAt: logs[2]!.startedAt, id: logs[2]!.id };
      expect(await store.requestLogs.deleteUpTo(upToThird, 2)).toBe(2);
      expect(await store.requestLogs.deleteUpTo(upToThird, 2)).toBe(1);
      expect(await store.requestLogs.deleteUpTo(upToThird, 2)).toBe(0);
      const left = await store.requestLogs.list(project.id, {}, { pageSize: 10 });
      expect(left.items.map((log) => log.requestId)).toEqual(['ancient-4', 'ancient-3']);
      expect(left.items[0]?.warnings).toEqual(['kept as written']);
    });
  });

  describe('reopening', () => {
    it('finds the migrations applied and the data in place', async () => {
      const organization = await store.organizations.create({ name: 'Persistent' });

      const reopened = await target.openStore();
      try {
        expect(reopened.dialect).toBe(store.dialect);
        expect(await reopened.organizations.get(organization.id)).toEqual(organization);
      } finally {
        await reopened.close();
      }
    });
  });
}
