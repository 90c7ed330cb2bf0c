import type { DocumentFile, Folder } from '@openunified/connector-sdk';
import { describeConnector, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningBoxEmulator, startBoxEmulator } from './emulator/index.js';
import { boxConnector, manifest } from './index.js';

describeConnector(manifest, {
  startEmulator: () => startBoxEmulator(),
  inputs: {
    box_list_folders: { query: { page_size: 5 } },
    box_get_folder: (previous) => ({ path: { id: (previous.box_list_folders as Folder[])[0]!.id } }),
    box_list_files: { query: { page_size: 5, filter: { folder_id: '4000003' } } },
    box_get_file: (previous) => ({ path: { id: (previous.box_list_files as DocumentFile[])[0]!.id } }),
    box_download_file: (previous) => ({ path: { id: (previous.box_list_files as DocumentFile[])[0]!.id } }),
    box_upload_file: { body: { name: 'contract-test.txt', content: Buffer.from('uploaded by the contract test').toString('base64') } },
    box_check_permissions: { body: { email: 'ava@example.com', resource_id: '3000001', resource_type: 'file' } },
  },
});

describe('box connector against its emulator', () => {
  let emulator: RunningBoxEmulator;
  const check = (body: Record<string, string>) =>
    runAction(boxConnector, 'box_check_permissions', { body }, { originOverride: emulator.url, credentials: emulator.sandboxCredentials });
  const permissionsOf = async (login: string, resourceId: string, resourceType = 'file') =>
    ((await check({ email: login, resource_id: resourceId, resource_type: resourceType })).data as { user: { permissions: string[] } }).user.permissions;

  beforeAll(async () => {
    emulator = await startBoxEmulator();
  });
  afterAll(() => emulator.close());
  beforeEach(() => {
    emulator.clearFaults();
    emulator.clearRequests();
  });

  it('walks the folders above a file: item, then every folder of its path, each for its collaborations', async () => {
    const { plan, projects, launch } = emulator.data.scenario;
    expect(await permissionsOf('ava@example.com', plan.id)).toEqual(['read', 'write', 'comment', 'delete', 'export']);
    const collaborationPaths = emulator.requests.map((request) => request.path).filter((path) => path.endsWith('/collaborations'));
    expect(collaborationPaths.sort()).toEqual(
      [`/2.0/files/${plan.id}/collaborations`, `/2.0/folders/${launch.id}/collaborations`, `/2.0/folders/${projects.id}/collaborations`].sort(),
    );
  });

  it('maps each Box role and rule onto the unified permissions', async () => {
    const { plan, projects, budget } = emulator.data.scenario;
    expect(await permissionsOf('cleo@example.com', plan.id)).toEqual(['read', 'write', 'comment', 'export']); // group viewer uploader
    expect(await permissionsOf('dex@example.com', plan.id)).toEqual(['read', 'comment', 'export']); // cannot_delete_edit editor
    expect(await permissionsOf('gus@example.com', plan.id)).toEqual(['write']); // uploader: adds, cannot see
    expect(await permissionsOf('gus@example.com', projects.id, 'folder')).toEqual([]); // granted below, not above
    expect(await permissionsOf('hal@example.com', plan.id)).toEqual(['read', 'comment']); // previewer: no download
    expect(await permissionsOf('fay@example.com', plan.id)).toEqual([]); // pending invitation
    expect(await permissionsOf('eli@example.com', plan.id)).toEqual([]); // expired collaboration
    expect(await permissionsOf('ben@example.com', plan.id)).toEqual([]); // inactive user
    expect(await permissionsOf('ava@example.com', budget.id)).toEqual(['read', 'write', 'comment', 'delete', 'export']); // owner
    expect(await permissionsOf('admin@example.com', budget.id)).toEqual(['read', 'write', 'comment', 'delete', 'export']); // co-owner
  });

  it('matches only an exact login, though Box searches by prefix', async () => {
    const failure = await check({ email: 'ava@example', resource_id: '3000001', resource_type: 'file' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ statusCode: 404, message: 'user not found' });
    expect(emulator.requests[0]!.query).toContain('filter_term=ava%40example');
  });

  it('answers resource not found for a folder asked for as a file', async () => {
    const failure = await check({ user_id: '11446501', resource_id: emulator.data.scenario.projects.id, resource_type: 'file' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ statusCode: 404, message: 'resource not found' });
  });
});
