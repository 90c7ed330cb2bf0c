import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { catalogueOf } from '@openunified/action-pipeline';
import type { AnyActionDefinition } from '@openunified/connector-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedConnectors } from '../src/connectors/installed-connectors.js';
import { startTestServer, type TestServer } from './start-test-server.js';

/**
 * Every operation a connector serves is one action, reachable four ways (docs/concepts/overview.md#everything-is-an-action):
 * listed by GET /actions, run by POST /actions/rpc, offered as an MCP tool to an account of its
 * provider, and, when it lists, accepted by data sync. Checked for each connector of the
 * documents, LMS, marketing, CRM, IAM, ticketing, accounting, messaging, screening and
 * scheduling categories, one sandbox account each.
 */

const providers = ['box', 'googledrive', 'talentlms', 'iterable', 'hubspot', 'okta', 'jira', 'xero', 'slack', 'checkr', 'calcom'] as const;
const manifests = installedConnectors.filter((manifest) => (providers as readonly string[]).includes(manifest.connector.key));
const unified = catalogueOf(installedConnectors);

let server: TestServer;
let accounts: Record<(typeof providers)[number], string>;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer({ environment: { RATE_LIMIT_POINTS: '100000' }, connectors: manifests, emulate: true });
  accounts = await server.linkSandboxAccounts(...providers);
}, 120_000);
afterAll(async () => {
  await Promise.allSettled(clients.map((client) => client.close()));
  await server?.close();
});

const actionsOf = (provider: string): readonly AnyActionDefinition[] => manifests.find((manifest) => manifest.connector.key === provider)!.connector.actions;

/** A list whose route needs no parent record: runnable with no input but a page size. */
function isTopLevelList(action: AnyActionDefinition): boolean {
  if (action.kind !== 'list') return false;
  if (!action.unified) return false;
  const resolved = unified.resolveOperation(action.unified);
  return resolved !== undefined && !resolved.resource.path.includes('{');
}

it('covers the ten categories with the eleven connectors', () => {
  expect(manifests.map((manifest) => manifest.connector.key).sort()).toEqual([...providers].sort());
  expect(new Set(manifests.flatMap((manifest) => manifest.connector.categories))).toEqual(
    new Set(['documents', 'lms', 'marketing', 'crm', 'iam', 'ticketing', 'accounting', 'messaging', 'screening', 'scheduling']),
  );
});

describe.each(providers)('%s', (provider) => {
  it('lists every action in GET /actions', async () => {
    const { status, body } = await server.request(`/actions?filter[connectors]=${provider}`);
    expect(status).toBe(200);
    const [entry] = body.data as { key: string; actions: { id: string }[] }[];
    expect(entry?.key).toBe(provider);
    expect(entry!.actions.map((action) => action.id).sort()).toEqual(
      actionsOf(provider)
        .map((action) => action.id)
        .sort(),
    );
  });

  it('offers every action as an MCP tool to an account of its provider', async () => {
    const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { authorization: server.authorization, 'x-account-id': accounts[provider] } },
    });
    const client = new Client({ name: 'openunified-test', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      actionsOf(provider)
        .map((action) => action.id)
        .sort(),
    );
  });

  it('runs each top-level unified list by RPC', async () => {
    const lists = actionsOf(provider).filter(isTopLevelList);
    expect(lists.length).toBeGreaterThan(0);
    for (const action of lists) {
      const { status, body } = await server.request('/actions/rpc', {
        method: 'POST',
        account: accounts[provider],
        body: { action: action.id, query: { page_size: 2 } },
      });
      expect({ action: action.id, status, data: Array.isArray(body.data) }).toEqual({ action: action.id, status: 200, data: true });
    }
  });

  it('syncs every list action, and refuses to sync any other', async () => {
    const lists = actionsOf(provider).filter((action) => action.kind === 'list');
    const config = await server.request('/v2/data_sync/configs', {
      method: 'POST',
      body: {
        name: `Every ${provider} list`,
        connector: provider,
        actions: lists.map((action) => ({ action_id: action.id, sync_params: {} })),
        cadence: 'PT1H',
        start_at: '2026-01-01T00:00:00Z',
      },
    });
    expect(config.status, JSON.stringify(config.body)).toBe(201);
    const { body } = await server.request(`/v2/data_sync/schedules?account_id=${accounts[provider]}&page_size=100`);
    const schedules = body.data as { action_id: string; paused_reason: string | null }[];
    expect(schedules.map((schedule) => schedule.action_id).sort()).toEqual(lists.map((action) => action.id).sort());
    expect(schedules.every((schedule) => schedule.paused_reason === null)).toBe(true);

    const other = actionsOf(provider).find((action) => action.kind !== 'list')!;
    const refused = await server.request('/v2/data_sync/configs', {
      method: 'POST',
      body: { name: 'Not a list', connector: provider, actions: [{ action_id: other.id }], cadence: 'PT1H', start_at: '2026-01-01T00:00:00Z' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('data sync runs list actions only');
  });
});
