import type { ApiError, DocumentFile, Drive, Folder } from '@openunified/connector-sdk';
import { describeConnector, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningGoogledriveEmulator, startGoogledriveEmulator } from './emulator/index.js';
import { googledriveConnector, manifest } from './index.js';
import type { GoogleFile, GoogleUser } from './provider-types.js';

describeConnector(manifest, {
  startEmulator: () => startGoogledriveEmulator({ drivesCount: 12, filesPerDrive: 2 }),
  inputs: {
    googledrive_list_drives: { query: { page_size: 5 } },
    googledrive_get_drive: (previous) => ({ path: { id: (previous.googledrive_list_drives as Drive[])[0]!.id } }),
    googledrive_list_folders: { query: { page_size: 5 } },
    googledrive_get_folder: (previous) => ({ path: { id: (previous.googledrive_list_folders as Folder[])[0]!.id } }),
    googledrive_list_unified_files: { query: { page_size: 5 } },
    googledrive_get_file: (previous) => ({ path: { id: (previous.googledrive_list_unified_files as DocumentFile[])[0]!.id } }),
    googledrive_download_file: (previous) => ({ path: { id: (previous.googledrive_list_unified_files as DocumentFile[])[0]!.id } }),
    googledrive_upload_file: { body: { name: 'contract-test.txt', content: Buffer.from('uploaded by the contract test').toString('base64') } },
    googledrive_list_files: { query: { page_size: 10 } },
    googledrive_get_current_user: {},
    googledrive_check_permissions: (previous) => {
      const file = (previous.googledrive_list_files as GoogleFile[])[0]!;
      const resourceType = file.mimeType === 'application/vnd.google-apps.folder' ? 'folder' : 'file';
      return { body: { email: 'alice@example.com', resource_id: file.id, resource_type: resourceType } };
    },
  },
});

describe('googledrive connector against its emulator', () => {
  let emulator: RunningGoogledriveEmulator;
  const run = (actionId: string, input: Parameters<typeof runAction>[2], credentials = emulator.sandboxCredentials) =>
    runAction(googledriveConnector, actionId, input, { originOverride: emulator.url, credentials });

  const listAll = async (query: Record<string, unknown>, actionId = 'googledrive_list_drives') => {
    const records: unknown[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const result = await run(actionId, { query: { ...query, ...(cursor ? { cursor } : {}) } });
      records.push(...(result.data as unknown[]));
      cursor = result.next ?? undefined;
      pages += 1;
    } while (cursor);
    return { records, pages };
  };

  const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error, 'expected the action to fail').toBeDefined();
    return error as ApiError;
  };

  beforeAll(async () => {
    emulator = await startGoogledriveEmulator({ drivesCount: 12, domainOnlyDrivesCount: 3, filesPerDrive: 3 });
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    emulator.clearFaults();
    emulator.clearRequests();
  });

  it('pages through every shared drive of the user with Google page tokens', async () => {
    const { records, pages } = await listAll({ page_size: 5 });
    const drives = records as Drive[];
    expect(pages).toBe(3);
    const memberDrives = emulator.data.drives.filter((seeded) => seeded.sandboxUserIsMember);
    expect(drives.map((drive) => drive.remote_id)).toEqual(memberDrives.map(({ drive }) => drive.id));
    expect(drives[0]).toMatchObject({
      name: memberDrives[0]!.drive.name,
      url: `https://drive.google.com/drive/folders/${memberDrives[0]!.drive.id}`,
      created_at: memberDrives[0]!.drive.createdTime,
      description: null,
      updated_at: null,
    });
  });

  it('sends the bearer token, the page size and a fields selector as Drive expects', async () => {
    await run('googledrive_list_drives', { query: { page_size: 7 } });
    const [request] = emulator.requests;
    expect(request!.path).toBe('/drive/v3/drives');
    expect(request!.headers.authorization).toBe(`Bearer ${emulator.sandboxCredentials.access_token}`);
    const query = new URLSearchParams(request!.query);
    expect(query.get('pageSize')).toBe('7');
    expect(query.get('fields')).toMatch(/^nextPageToken,drives\(.*createdTime.*\)$/);
  });

  it('filters drives by name and by hidden', async () => {
    const byName = (await listAll({ page_size: 100, filter: { name: 'engineering' } })).records as Drive[];
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((drive) => drive.name!.toLowerCase().includes('engineering'))).toBe(true);

    const visible = (await listAll({ page_size: 100, filter: { hidden: 'false' } })).records as Drive[];
    const hiddenCount = emulator.data.drives.filter((seeded) => seeded.sandboxUserIsMember && seeded.drive.hidden).length;
    expect(visible).toHaveLength(12 - hiddenCount);
    expect(visible.every((drive) => drive.unified_custom_fields?.hidden === false)).toBe(true);
  });

  it('lists every drive of the domain with domain admin access, and filters them by creation time', async () => {
    const all = (await listAll({ page_size: 100, filter: { use_domain_admin_access: true } })).records as Drive[];
    expect(all).toHaveLength(15);
    expect(all.every((drive) => typeof drive.unified_custom_fields?.orgUnitId === 'string')).toBe(true);

    const cutoff = emulator.data.drives[7]!.drive.createdTime;
    const recent = (await listAll({ page_size: 100, filter: { use_domain_admin_access: 'true', created_after: cutoff } })).records as Drive[];
    expect(recent.map((drive) => drive.remote_id)).toEqual(emulator.data.drives.slice(8).map(({ drive }) => drive.id));
  });

  it('refuses created_after without domain admin access before calling Google', async () => {
    const error = await failure(run('googledrive_list_drives', { query: { filter: { created_after: '2024-01-02T00:00:00Z' } } }));
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('use_domain_admin_access');
    expect(emulator.requests).toHaveLength(0);
  });

  it('ignores updated_after, since shared drives have no modification time', async () => {
    const { records } = await listAll({ page_size: 100, updated_after: '2030-01-01T00:00:00Z' });
    expect(records).toHaveLength(12);
  });

  it('gets a drive by its unified id and by its Google id', async () => {
    const [first] = (await run('googledrive_list_drives', { query: { page_size: 1 } })).data as Drive[];
    const byUnifiedId = (await run('googledrive_get_drive', { path: { id: first!.id } })).data;
    const byRemoteId = (await run('googledrive_get_drive', { path: { id: first!.remote_id } })).data;
    expect(byUnifiedId).toEqual(first);
    expect(byRemoteId).toEqual(first);
  });

  it('reads a drive the user is not a member of only with domain admin access', async () => {
    const outsider = emulator.data.drives.find((seeded) => !seeded.sandboxUserIsMember)!.drive;
    const error = await failure(run('googledrive_get_drive', { path: { id: outsider.id } }));
    expect(error.statusCode).toBe(404);
    const drive = (await run('googledrive_get_drive', { path: { id: outsider.id }, query: { use_domain_admin_access: true } })).data as Drive;
    expect(drive.unified_custom_fields?.orgUnitId).toBe(outsider.orgUnitId);
  });

  it("answers 404 with Google's message for an unknown drive", async () => {
    const error = await failure(run('googledrive_get_drive', { path: { id: '0AUnknownDriveUk9PVA' } }));
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe('Shared drive not found: 0AUnknownDriveUk9PVA');
    expect(error.providerErrors?.[0]?.raw).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });
  });

  it('lists the files of one shared drive, given its unified id, paging to the end', async () => {
    const [drive] = (await run('googledrive_list_drives', { query: { page_size: 1 } })).data as Drive[];
    const { records } = await listAll({ page_size: 1, filter: { drive_id: drive!.id, include_trashed: true } }, 'googledrive_list_files');
    const files = records as GoogleFile[];
    expect(files).toHaveLength(3);
    expect(files.every((file) => file.driveId === drive!.remote_id)).toBe(true);
    expect(files[0]).toHaveProperty('modifiedTime');
    expect(new URLSearchParams(emulator.requests.at(-1)!.query).get('corpora')).toBe('drive');
  });

  it('filters files by folder, by modification time and leaves trashed files out by default', async () => {
    const folder = emulator.data.files.find((file) => file.mimeType === 'application/vnd.google-apps.folder' && file.driveId)!;
    const children = (await listAll({ page_size: 100, filter: { folder_id: folder.id, include_trashed: true } }, 'googledrive_list_files'))
      .records as GoogleFile[];
    expect(children.every((file) => file.parents?.includes(folder.id))).toBe(true);

    const all = (await listAll({ page_size: 100 }, 'googledrive_list_files')).records as GoogleFile[];
    expect(all.some((file) => file.trashed)).toBe(false);
    const cutoff = [...all].map((file) => file.modifiedTime!).sort()[Math.floor(all.length / 2)]!;
    const recent = (await listAll({ page_size: 100, updated_after: cutoff }, 'googledrive_list_files')).records as GoogleFile[];
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(all.length);
    expect(recent.every((file) => file.modifiedTime! > cutoff)).toBe(true);
  });

  it('returns the linked Google user', async () => {
    const user = (await run('googledrive_get_current_user', {})).data as GoogleUser;
    expect(user).toEqual(emulator.data.user);
  });

  it("maps Google's 401 for a wrong token to a 400 carrying Google's message", async () => {
    const error = await failure(run('googledrive_list_drives', {}, { ...emulator.sandboxCredentials, access_token: 'ya29.wrong' }));
    expect(error.statusCode).toBe(400);
    expect(error.data?.statusCode).toBe(401);
    expect(error.data?.message).toContain('Request had invalid authentication credentials');
    expect(error.providerErrors?.[0]?.raw).toMatchObject({ error: { status: 'UNAUTHENTICATED' } });
  });

  it('retries a rate-limited request and succeeds', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 0, pathPrefix: '/drive/v3/drives' });
    const result = await run('googledrive_list_drives', { query: { page_size: 2 } });
    expect(result.data).toHaveLength(2);
    expect(emulator.requests).toHaveLength(2);
  });
});
