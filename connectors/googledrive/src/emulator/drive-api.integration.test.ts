import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGoogledriveEmulator, startGoogledriveEmulator } from './index.js';

describe('Drive API v3 on the emulator', () => {
  let emulator: RunningGoogledriveEmulator;

  const get = async (path: string, query: Record<string, string> = {}, token: string | null = emulator.sandboxCredentials.access_token) => {
    const url = new URL(`/drive/v3${path}`, emulator.url);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url, { headers: token === null ? {} : { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    emulator = await startGoogledriveEmulator({ drivesCount: 25, domainOnlyDrivesCount: 2, filesPerDrive: 2 });
  });
  afterAll(() => emulator.close());

  it("answers a request without credentials with Google's Login Required", async () => {
    const { status, body } = await get('/drives', {}, null);
    expect(status).toBe(401);
    expect(body.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED', errors: [{ reason: 'required', location: 'Authorization' }] });
  });

  it('returns only kind, id and name of each drive unless fields asks for more, 10 per page by default', async () => {
    const { body } = await get('/drives');
    expect(Object.keys(body).sort()).toEqual(['drives', 'kind', 'nextPageToken']);
    expect(body.drives).toHaveLength(10);
    expect(Object.keys(body.drives[0]).sort()).toEqual(['id', 'kind', 'name']);
    const partial = await get('/drives', { fields: 'drives(id,capabilities/canEdit)', pageSize: '1' });
    expect(partial.body).toEqual({ drives: [{ id: body.drives[0].id, capabilities: { canEdit: true } }] });
  });

  it('coerces a page size above 100 and rejects one below 1', async () => {
    expect((await get('/drives', { pageSize: '500' })).body.drives).toHaveLength(25);
    const { status, body } = await get('/drives', { pageSize: '0' });
    expect(status).toBe(400);
    expect(body.error.errors[0]).toMatchObject({ reason: 'invalid', location: 'pageSize', locationType: 'parameter' });
  });

  it('rejects malformed queries and admin-only query terms without domain admin access', async () => {
    expect((await get('/drives', { q: "name contians 'x'" })).body.error).toMatchObject({ code: 400, message: 'Invalid Value' });
    expect((await get('/drives', { q: 'memberCount > 1' })).status).toBe(400);
    const asAdmin = await get('/drives', { q: 'memberCount >= 1', useDomainAdminAccess: 'true', pageSize: '100' });
    expect(asAdmin.body.drives).toHaveLength(27);
  });

  it('refuses a page token used with another query', async () => {
    const { body } = await get('/drives', { pageSize: '5' });
    const { status, body: error } = await get('/drives', { pageSize: '5', pageToken: body.nextPageToken, q: 'hidden = false' });
    expect(status).toBe(400);
    expect(error.error.errors[0]).toMatchObject({ location: 'pageToken' });
  });

  it('rejects a malformed fields selector', async () => {
    const { status, body } = await get('/drives', { fields: 'drives(id' });
    expect(status).toBe(400);
    expect(body.error.errors[0]).toMatchObject({ location: 'fields' });
  });

  it('requires fields on about.get', async () => {
    expect((await get('/about')).body.error).toMatchObject({ code: 400, errors: [{ reason: 'required', location: 'fields' }] });
    expect((await get('/about', { fields: 'user(emailAddress)' })).body).toEqual({ user: { emailAddress: 'sandbox.user@example.com' } });
  });

  it('lists a shared drive only with corpora=drive and both all-drives flags', async () => {
    const driveId = emulator.data.drives[0]!.drive.id;
    expect((await get('/files', { corpora: 'drive', driveId })).status).toBe(400);
    const { body } = await get('/files', { corpora: 'drive', driveId, includeItemsFromAllDrives: 'true', supportsAllDrives: 'true' });
    expect(body.files).toHaveLength(2);
    expect(body.files.every((file: { mimeType?: string }) => typeof file.mimeType === 'string')).toBe(true);
  });

  it('serves the same records for the same seed and others for another seed', async () => {
    const same = await startGoogledriveEmulator({ drivesCount: 25, domainOnlyDrivesCount: 2, filesPerDrive: 2 });
    const other = await startGoogledriveEmulator({ seed: 2, drivesCount: 25, domainOnlyDrivesCount: 2, filesPerDrive: 2 });
    try {
      expect(same.data).toEqual(emulator.data);
      expect(other.data.drives[0]!.drive.id).not.toBe(emulator.data.drives[0]!.drive.id);
    } finally {
      await Promise.all([same.close(), other.close()]);
    }
  });
});
