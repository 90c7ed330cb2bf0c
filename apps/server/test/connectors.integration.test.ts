import { afterAll, beforeAll, expect, it } from 'vitest';
import { installedConnectors } from '../src/connectors/installed-connectors.js';
import { type ConnectTestContext, startConnectTestContext } from './connect-test-context.js';
import { basicAuthorization } from './start-test-server.js';

let context: ConnectTestContext;
beforeAll(async () => {
  context = await startConnectTestContext();
});
afterAll(() => context.close());

it('lists the installed connectors with their models, and which can be linked in the project', async () => {
  const { status, body } = await context.api('GET', '/connectors');
  expect(status).toBe(200);
  expect(body.map((connector: { provider: string }) => connector.provider).sort()).toEqual(
    installedConnectors.map((manifest) => manifest.connector.key).sort(),
  );
  const googledrive = body.find((connector: { provider: string }) => connector.provider === 'googledrive');
  expect(googledrive).toEqual({
    provider: 'googledrive',
    provider_name: 'Google Drive',
    category: 'documents',
    categories: ['documents'],
    version: expect.any(String),
    release_stage: expect.any(String),
    description: expect.any(String),
    active: false,
    authentication: [{ type: 'oauth2', key: 'oauth2', label: 'Google account (OAuth 2.0)' }],
    models: {
      drives: { list: { action_id: 'googledrive_list_drives' }, get: { action_id: 'googledrive_get_drive' } },
      folders: { list: { action_id: 'googledrive_list_folders' }, get: { action_id: 'googledrive_get_folder' } },
      files: {
        list: { action_id: 'googledrive_list_unified_files' },
        get: { action_id: 'googledrive_get_file' },
        download: { action_id: 'googledrive_download_file' },
        upload: { action_id: 'googledrive_upload_file' },
      },
    },
    resources: { images: { logo_url: expect.any(String) } },
  });
  expect(body.find((connector: { provider: string }) => connector.provider === 'bamboohr')).toMatchObject({ active: true, category: 'hris' });

  await context.createGoogleProfile();
  expect((await context.api('GET', '/connectors/meta/googledrive')).body).toMatchObject({ provider: 'googledrive', active: true });
  expect((await context.api('GET', '/connectors/meta')).body).toEqual((await context.api('GET', '/connectors')).body);
});

it('filters by category in any spelling, and answers 404 for a provider that is not installed', async () => {
  expect((await context.api('GET', '/connectors?category=lms')).body.map((connector: { provider: string }) => connector.provider)).toEqual(['talentlms']);
  expect((await context.api('GET', '/connectors?category=hrisLegacy')).body).toEqual([]);
  expect(await context.api('GET', '/connectors?category=spreadsheets')).toMatchObject({
    status: 400,
    body: { message: expect.stringMatching(/query parameter "category"/) },
  });
  expect(await context.api('GET', '/connectors/meta/dropbox')).toMatchObject({ status: 404, body: { message: 'provider "dropbox" is not installed' } });
});

it('may be read with an Accounts key, which builds provider pickers from it', async () => {
  const accountsKey = basicAuthorization(await context.testServer.createApiKey({ scopes: ['accounts'] }));
  expect((await context.api('GET', '/connectors', undefined, accountsKey)).status).toBe(200);
  expect((await context.api('GET', '/connectors', undefined, 'Basic bm9wZTo=')).status).toBe(401);
});
