import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import bamboohr from '@openunified/connector-bamboohr';
import googledrive from '@openunified/connector-googledrive';
import iterable from '@openunified/connector-iterable';
import talentlms from '@openunified/connector-talentlms';
import { basicAuthorization, startTestPlatform, type TestPlatform } from '@openunified/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The MCP server over real HTTP with the official SDK client: a real platform, four connectors
// against their emulators, one linked account each.

let context: TestPlatform & { accounts: Record<'talentlms' | 'iterable' | 'googledrive' | 'bamboohr', string> };
const openClients: Client[] = [];
beforeAll(async () => {
  const platform = await startTestPlatform({
    features: ['accounts', 'actions', 'requestLogs', 'linking', 'mcp'],
    connectors: [talentlms, iterable, googledrive, bamboohr],
    emulate: true,
  });
  const link = async (provider: string) => (await platform.linkSandboxAccount(provider)).id;
  context = Object.assign(platform, {
    accounts: {
      talentlms: await link('talentlms'),
      iterable: await link('iterable'),
      googledrive: await link('googledrive'),
      bamboohr: await link('bamboohr'),
    },
  });
});
afterAll(async () => {
  await Promise.allSettled(openClients.map((client) => client.close()));
  await context?.close();
});

interface ConnectOptions {
  account?: string;
  authorization?: string;
  /** Names the account in the URL instead of the x-account-id header. */
  accountInQuery?: boolean;
}

/** The official SDK client over real HTTP, as a desktop client or an agent framework connects. */
async function connect({ account = context.accounts.talentlms, authorization = context.authorization, accountInQuery = false }: ConnectOptions = {}) {
  const url = new URL(`${context.url}/mcp`);
  if (accountInQuery) url.searchParams.set('account_id', account);
  const transport = new StreamableHTTPClientTransport(url, {
    requestInit: { headers: { authorization, ...(!accountInQuery && { 'x-account-id': account }) } },
  });
  const client = new Client({ name: 'openunified-test', version: '1.0.0' });
  await client.connect(transport);
  openClients.push(client);
  return { client, transport };
}

type ToolText = { content: { type: string; text: string }[] };
const textOf = (result: unknown) => (result as ToolText).content[0]?.text;

describe('/mcp', () => {
  it('initializes a session and lists the account’s actions as tools with JSON Schema inputs', async () => {
    const { client, transport } = await connect();
    expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(client.getServerVersion()).toMatchObject({ name: 'openunified' });
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['talentlms_list_courses', 'talentlms_get_category']));
    expect(names.every((name) => name.startsWith('talentlms_'))).toBe(true);
    const listCourses = tools.find((tool) => tool.name === 'talentlms_list_courses');
    expect(listCourses).toMatchObject({
      description: expect.any(String),
      inputSchema: {
        type: 'object',
        properties: {
          query: {
            anyOf: expect.arrayContaining([
              expect.objectContaining({ properties: expect.objectContaining({ next: expect.objectContaining({ type: 'string' }) }) }),
            ]),
          },
        },
      },
      annotations: { readOnlyHint: true },
    });
  });

  it('runs a read action through the action pipeline and pages with the action’s cursor', async () => {
    const { client } = await connect();
    const first = await client.callTool({ name: 'talentlms_list_courses', arguments: { query: { page_size: 5 } } });
    expect(first.isError).toBeFalsy();
    const firstPage = first.structuredContent as { data: { id: string }[]; next: string };
    expect(firstPage.data).toHaveLength(5);
    expect(typeof firstPage.next).toBe('string');
    expect(JSON.parse(textOf(first) ?? '')).toEqual(firstPage);

    const second = await client.callTool({ name: 'talentlms_list_courses', arguments: { query: { next: firstPage.next } } });
    const secondPage = second.structuredContent as { data: { id: string }[] };
    expect(secondPage.data).toHaveLength(5);
    expect(new Set([...firstPage.data, ...secondPage.data].map((course) => course.id)).size).toBe(10);
  });

  it('runs a write action against the provider and writes a request log naming the action', async () => {
    const { client } = await connect({ account: context.accounts.iterable });
    const created = await client.callTool({
      name: 'iterable_create_push_template',
      arguments: { body: { name: 'Made over MCP', messages: [{ message_content: { title: 'Hello', body: 'From an agent' } }] } },
    });
    expect(created.isError).toBeFalsy();
    const { data } = created.structuredContent as { data: { id: string; remote_id: string } };
    const fetched = await client.callTool({ name: 'iterable_get_push_template', arguments: { path: { id: data.id } } });
    expect(fetched.structuredContent).toMatchObject({ data: { remote_id: data.remote_id, name: 'Made over MCP' } });

    const logs = await context.request(`/requests/logs?account_ids=${context.accounts.iterable}&action_ids=iterable_create_push_template`);
    expect(logs.body.data[0]).toMatchObject({ route: '/mcp', method: 'POST', status: 200, action_id: 'iterable_create_push_template' });
  });

  it('answers bad arguments and unknown tools with tool errors carrying the envelope, and the session goes on', async () => {
    const { client } = await connect();
    const missingPath = await client.callTool({ name: 'talentlms_get_category', arguments: {} });
    expect(missingPath.isError).toBe(true);
    expect(textOf(missingPath)).toMatch(/^invalid input for talentlms_get_category: path/);
    expect(missingPath.structuredContent).toMatchObject({ statusCode: 400, timestamp: expect.any(String) });

    const wrongShape = await client.callTool({ name: 'talentlms_list_courses', arguments: { query: 'all of them' } });
    expect(wrongShape).toMatchObject({ isError: true, structuredContent: { statusCode: 400 } });
    expect(textOf(wrongShape)).toMatch(/^invalid arguments for talentlms_list_courses: query/);

    const unknown = await client.callTool({ name: 'googledrive_list_drives', arguments: {} });
    expect(unknown).toMatchObject({ isError: true, structuredContent: { statusCode: 404 } });
    expect(textOf(unknown)).toBe('connector "talentlms" has no action "googledrive_list_drives"');

    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
  });

  it('takes the account from the account_id query parameter for clients that cannot set headers', async () => {
    const { client } = await connect({ account: context.accounts.googledrive, accountInQuery: true });
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain('googledrive_list_drives');
  });

  it('refuses another project’s account with 404, a missing scope with 403 and no key with 401, as the envelope', async () => {
    const otherProject = await context.createProject('Elsewhere');
    const foreign = await context.createAccount({
      projectId: otherProject.id,
      provider: 'talentlms',
      credentials: context.emulator('talentlms').sandboxCredentials,
    });
    await expect(connect({ account: foreign.id })).rejects.toThrow(/404.*account .* not found/s);

    for (const [scope, allowed] of [
      ['actions', true],
      ['read_only', false],
      ['accounts', false],
    ] as const) {
      const authorization = basicAuthorization(await context.createApiKey({ scopes: [scope] }));
      if (allowed) await expect(connect({ authorization })).resolves.toBeDefined();
      else await expect(connect({ authorization })).rejects.toThrow(/403/);
    }

    const anonymous = await fetch(`${context.url}/mcp`, { method: 'POST', headers: { 'x-account-id': context.accounts.talentlms } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ statusCode: 401, message: expect.any(String), timestamp: expect.any(String) });
  });

  it('checks the scope before the account: a Read Only key is a 403 on every method, whatever account it names', async () => {
    const readOnly = basicAuthorization(await context.createApiKey({ scopes: ['read_only'] }));
    for (const [method, accept] of [
      ['GET', 'text/event-stream'],
      ['DELETE', 'application/json'],
      ['POST', 'application/json, text/event-stream'],
    ] as const) {
      for (const account of ['acc_unknown', context.accounts.talentlms]) {
        const response = await fetch(`${context.url}/mcp`, {
          method,
          headers: { authorization: readOnly, accept, 'x-account-id': account, 'mcp-session-id': 'some-session' },
        });
        expect(response.status, `${method} with ${account}`).toBe(403);
        expect(await response.json()).toMatchObject({
          statusCode: 403,
          message: `Forbidden resource: ${method} /mcp needs an API key with the scope "Full Access" or "Actions"; this key has "Read Only"`,
        });
      }
    }
  });

  it('hides and refuses an action the connector profile disabled', async () => {
    const profile = await context.request('/connector_profiles', {
      method: 'POST',
      body: { provider: 'bamboohr', enabled_actions: ['bamboohr_list_fields'] },
    });
    const account = await context.createAccount({ provider: 'bamboohr', credentials: context.emulator('bamboohr').sandboxCredentials });
    await context.store.accounts.update(context.project.id, account.id, { connectorProfileId: profile.body.id });
    const { client } = await connect({ account: account.id });
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['bamboohr_list_fields']);
    const refused = await client.callTool({ name: 'bamboohr_list_employees', arguments: {} });
    expect(refused).toMatchObject({ isError: true, structuredContent: { statusCode: 403 } });
    expect(textOf(refused)).toBe(`action bamboohr_list_employees is disabled for connector profile ${profile.body.id}`);
    await context.request(`/connector_profiles/${profile.body.id}`, { method: 'DELETE' });
  });

  it('binds a session to its account, refuses requests without one, and ends it on DELETE', async () => {
    const { client, transport } = await connect();
    const sessionId = transport.sessionId ?? '';
    const post = (headers: Record<string, string>, body: unknown = { jsonrpc: '2.0', id: 7, method: 'tools/list' }) =>
      fetch(`${context.url}/mcp`, {
        method: 'POST',
        headers: { authorization: context.authorization, accept: 'application/json, text/event-stream', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    const otherAccount = await post({ 'x-account-id': context.accounts.googledrive, 'mcp-session-id': sessionId });
    expect(otherAccount.status).toBe(404);
    const withoutSession = await post({ 'x-account-id': context.accounts.talentlms });
    expect(withoutSession.status).toBe(400);
    expect(((await withoutSession.json()) as { message: string }).message).toMatch(/mcp-session-id header is required/);
    const notJsonRpc = await post({ 'x-account-id': context.accounts.talentlms, 'mcp-session-id': sessionId }, { hello: 'world' });
    expect(notJsonRpc.status).toBe(400);
    const wrongAccept = await post({ 'x-account-id': context.accounts.talentlms, 'mcp-session-id': sessionId, accept: 'text/html' });
    expect(wrongAccept.status).toBe(406);

    // A session of bare HTTP requests, whose event stream no client holds yet.
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
    };
    const initialized = await post({ 'x-account-id': context.accounts.talentlms }, initialize);
    expect(initialized.status).toBe(200);
    const bareSessionId = initialized.headers.get('mcp-session-id') ?? '';
    const stream = new AbortController();
    const opened = await fetch(`${context.url}/mcp`, {
      headers: {
        authorization: context.authorization,
        accept: 'text/event-stream',
        'x-account-id': context.accounts.talentlms,
        'mcp-session-id': bareSessionId,
      },
      signal: stream.signal,
    });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('text/event-stream');
    stream.abort();
    // A GET that does not take the event stream is refused with the envelope, not a bare JSON-RPC error.
    const jsonOnly = await fetch(`${context.url}/mcp`, {
      headers: {
        authorization: context.authorization,
        accept: 'application/json',
        'x-account-id': context.accounts.talentlms,
        'mcp-session-id': bareSessionId,
      },
    });
    expect(jsonOnly.status).toBe(406);
    expect(await jsonOnly.json()).toMatchObject({
      statusCode: 406,
      message: "the Accept header must list text/event-stream: GET /mcp is the session's event stream",
    });

    await transport.terminateSession();
    const afterDelete = await post({ 'x-account-id': context.accounts.talentlms, 'mcp-session-id': sessionId });
    expect(afterDelete.status).toBe(404);
    expect(await afterDelete.json()).toMatchObject({ statusCode: 404, message: `MCP session ${sessionId} not found; send a new initialize request` });
    await client.close();
  });
});
