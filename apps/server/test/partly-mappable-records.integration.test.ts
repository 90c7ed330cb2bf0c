import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineAction, defineConnector, defineConnectorManifest, listInputSchema, z } from '@openunified/connector-sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { installedConnectors } from '../src/connectors/installed-connectors.js';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';
import { plainNotesConnector } from './unified-test-context.js';

/**
 * docs/concepts/unified-resources.md: one provider record the unified model rejects no longer
 * fails the page. What maps is kept, the offending field is left null, a record that cannot be
 * kept at all is left out, and each problem is a warning on the request log.
 */

interface ProviderDrive {
  id: unknown;
  title: string;
  created: string;
}

const providerDrives: ProviderDrive[] = [
  { id: 'd1', title: 'Finance', created: '2024-01-31T09:00:00Z' },
  { id: 'd2', title: 'Legal', created: 'last tuesday' },
  { id: 3, title: 'Numbered', created: '2024-02-01T09:00:00Z' },
];

/** Plain Notes with a drive list whose mapper trusts its provider: the kind of bug the unified model catches. */
const trustingConnector = defineConnectorManifest({
  connector: defineConnector({
    ...plainNotesConnector.connector,
    key: 'trustingdocs',
    name: 'Trusting Docs',
    description: 'Maps provider drives without checking them',
    baseUrl: 'http://127.0.0.1:9',
    actions: [
      defineAction({
        id: 'trustingdocs_list_drives',
        label: 'List drives',
        description: 'Lists drives',
        tags: ['documents'],
        schema_type: 'unified',
        unified: 'documents.drives.list',
        kind: 'list',
        required_scopes: [],
        input: listInputSchema(z.object({})),
        async run({ http }) {
          const response = await http.get<{ drives: ProviderDrive[] }>('/drives');
          const data = response.body.drives.map((drive) => ({
            id: drive.id,
            remote_id: drive.id,
            name: drive.title,
            description: null,
            url: null,
            created_at: drive.created,
            updated_at: null,
          }));
          return { data, next: null };
        },
      }),
    ],
  }),
});

let provider: Server;
let testServer: TestServer;
let authorization: string;
let accountId: string;

beforeAll(async () => {
  provider = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ drives: providerDrives }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  testServer = await startTestServer({
    connectors: [...installedConnectors, trustingConnector],
    originOverrides: { trustingdocs: `http://127.0.0.1:${(provider.address() as AddressInfo).port}` },
  });
  authorization = basicAuthorization(await testServer.createApiKey());
  accountId = (await testServer.createAccount({ provider: 'trustingdocs', credentials: { api_key: 'provider-key' } })).id;
});
afterAll(async () => {
  await testServer?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

it('keeps the page, leaves the rejected field null, leaves out an unusable record, and warns in the request log', async () => {
  const requestId = `partly-mapped-${Date.now()}`;
  const response = await fetch(`${testServer.url}/unified/documents/drives`, {
    headers: { authorization, 'x-account-id': accountId, 'x-request-id': requestId },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { remote_id: string; name: string; created_at: string | null }[] };
  expect(body.data.map(({ remote_id, name, created_at }) => ({ remote_id, name, created_at }))).toEqual([
    { remote_id: 'd1', name: 'Finance', created_at: '2024-01-31T09:00:00Z' },
    { remote_id: 'd2', name: 'Legal', created_at: null },
  ]);

  let log: { warnings: string[] } | undefined;
  for (let attempt = 0; attempt < 50 && !log; attempt++) {
    const logs = await fetch(`${testServer.url}/requests/logs?request_ids=${requestId}`, { headers: { authorization } });
    log = ((await logs.json()) as { data: { warnings: string[] }[] }).data[0];
    if (!log) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(log?.warnings).toEqual([
    expect.stringMatching(/^connector "trustingdocs" returned a record the unified model rejects: data\.1\.created_at: .* \(left null\)$/),
    expect.stringMatching(/^connector "trustingdocs" returned a record the unified model rejects: data\.2\.id: .* \(record left out\)$/),
  ]);
});
