import { AuthTokens } from '@openunified/auth';
import type { RunningJiraEmulator } from '@openunified/connector-jira/emulator';
import {
  ticketingCommentSchema,
  ticketingComponentSchema,
  ticketingProjectSchema,
  ticketingTicketSchema,
  ticketingTicketStatusSchema,
  ticketingTicketTypeSchema,
  ticketingUserSchema,
} from '@openunified/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

/** The ticketing category end to end: the real server, the sandbox's Jira emulator, accounts linked with an API token and with OAuth 2.0. */

let context: UnifiedTestContext;
let jira: RunningJiraEmulator;
let account: string;

beforeAll(async () => {
  context = await startUnifiedTestContext();
  jira = context.emulator('jira') as RunningJiraEmulator;
  account = (await context.testServer.createAccount({ provider: 'jira', credentials: context.credentials('jira') })).id;
});
afterAll(() => context.close());

const call = (path: string, options: { method?: string; body?: unknown } = {}) => context.call(path, { account, ...options });

const readAllPages = (path: string) => context.readAllPages(path, account);

describe('GET /unified/ticketing/tickets', () => {
  it('pages through every Jira issue as unified tickets', async () => {
    const { records, pages } = await readAllPages('/unified/ticketing/tickets?page_size=25');
    expect(records.map((ticket) => ticket.remote_id)).toEqual(jira.site.issues.map((issue) => issue.id));
    expect(pages).toBe(Math.ceil(jira.site.issues.length / 25));
    for (const ticket of records) expect(ticketingTicketSchema.partial().parse(ticket)).toEqual(ticket);
  });

  it('returns the named fields only', async () => {
    const { body } = await call('/unified/ticketing/tickets?page_size=2&fields=id,title,status');
    expect(body.data.map(Object.keys)).toEqual([
      ['id', 'title', 'status'],
      ['id', 'title', 'status'],
    ]);
  });

  it('adds the Jira search exchange with raw=true, credentials redacted', async () => {
    const { body } = await call('/unified/ticketing/tickets?page_size=2&raw=true');
    expect(body.raw).toHaveLength(1);
    expect(body.raw[0]).toMatchObject({ method: 'GET', url: expect.stringContaining('/rest/api/3/search/jql?jql=') });
    expect(body.raw[0].response.issues).toHaveLength(2);
    expect(JSON.stringify(body)).not.toContain(context.credentials('jira').api_token);
  });

  it('filters by status phase and project through JQL', async () => {
    const { records } = await readAllPages('/unified/ticketing/tickets?page_size=50&filter[status]=closed&filter[project_id]=WEB');
    const expected = jira.site.issues.filter((issue) => issue.key.startsWith('WEB-') && ['10003', '10004'].includes(issue.statusId));
    expect(records.map((ticket) => ticket.remote_id)).toEqual(expected.map((issue) => issue.id));
    expect(records.every((ticket) => ticket.status.type.value === 'closed')).toBe(true);
  });

  it('honours filter[updated_after]', async () => {
    const threshold = jira.site.issues.map((issue) => issue.updated).sort()[40]!;
    const { records } = await readAllPages(`/unified/ticketing/tickets?page_size=50&filter[updated_after]=${threshold}`);
    const expected = jira.site.issues.filter((issue) => issue.updated > threshold).map((issue) => issue.id);
    expect(records.map((ticket) => ticket.remote_id).sort()).toEqual(expected.sort());
  });

  it('gets one ticket by unified id', async () => {
    const listed = (await call('/unified/ticketing/tickets?page_size=1')).body.data[0];
    const { status, body } = await call(`/unified/ticketing/tickets/${listed.id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(listed);
  });
});

describe('ticket writes', () => {
  it('creates a ticket and updates it, answering the write result shape', async () => {
    const created = await call('/unified/ticketing/tickets', {
      method: 'POST',
      body: { title: 'Broken login', content: [{ plain: 'Users see a blank page.' }], project_id: 'OPS', type: 'Bug', priority: { value: 'high' } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      statusCode: 201,
      message: 'Record created successfully',
      data: { id: expect.stringMatching(/^c28xIQ/), remote_id: expect.any(String) },
    });

    const updated = await call(`/unified/ticketing/tickets/${created.body.data.id}`, {
      method: 'PATCH',
      body: { status: { type: { value: 'closed' } }, tags: ['auth'] },
    });
    expect(updated).toMatchObject({ status: 200, body: { statusCode: 200, data: created.body.data } });

    const { body } = await call(`/unified/ticketing/tickets/${created.body.data.id}`);
    expect(body.data).toMatchObject({
      title: 'Broken login',
      content: [{ plain: 'Users see a blank page.', html: null }],
      status: { name: 'Done', type: { value: 'closed', source_value: 'done' } },
      type: { name: 'Bug' },
      tags: ['auth'],
    });
  });

  it("answers Jira's refusal with a 400 carrying provider_errors", async () => {
    const { status, body } = await call('/unified/ticketing/tickets', { method: 'POST', body: { title: 'No type', project_id: 'OPS' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      statusCode: 400,
      message: 'issuetype: Specify an issue type',
      data: { statusCode: 400 },
      provider_errors: [{ status: 400, url: expect.stringContaining('/rest/api/3/issue'), raw: { errors: { issuetype: 'Specify an issue type' } } }],
    });
  });

  it('refuses a body the unified model refuses, before calling Jira', async () => {
    jira.clearRequests();
    const { status, body } = await call('/unified/ticketing/tickets', { method: 'POST', body: { title: '', project_id: 'OPS' } });
    expect(status).toBe(400);
    expect(body.message).toMatch(/title/);
    const wrongEnum = await call('/unified/ticketing/tickets', { method: 'POST', body: { title: 'A', priority: { value: 'urgent' } } });
    expect(wrongEnum.status).toBe(400);
    expect(wrongEnum.body.message).toMatch(/priority/);
    expect(jira.requests).toHaveLength(0);
  });
});

describe('comments and statuses of a ticket', () => {
  it('lists the comments of a ticket under its route, gets one, and adds one', async () => {
    const issue = jira.site.issues.find((candidate) => jira.site.comments.some((comment) => comment.issueId === candidate.id))!;
    const created = await call(`/unified/ticketing/tickets/${issue.key}/comments`, {
      method: 'POST',
      body: { content: [{ plain: 'Seen on my machine too.' }] },
    });
    expect(created.status).toBe(201);

    const { records } = await readAllPages(`/unified/ticketing/tickets/${issue.id}/comments?page_size=2`);
    expect(records.map((comment) => comment.remote_id)).toEqual(
      jira.site.comments.filter((comment) => comment.issueId === issue.id).map((comment) => comment.id),
    );
    expect(records.at(-1)).toMatchObject({ id: created.body.data.id, content: [{ plain: 'Seen on my machine too.', html: null }], internal: false });
    for (const comment of records) expect(ticketingCommentSchema.partial().parse(comment)).toEqual(comment);

    const one = await call(`/unified/ticketing/tickets/${issue.id}/comments/${created.body.data.id}`);
    expect(one.body.data).toEqual(records.at(-1));
  });

  it('lists the statuses a ticket can move to', async () => {
    const issue = jira.site.issues.find((candidate) => candidate.statusId === '10000')!;
    const { records } = await readAllPages(`/unified/ticketing/tickets/${issue.id}/statuses?page_size=2`);
    expect(records.map((status) => status.name)).toEqual(['In Progress', 'In Review', 'Done', "Won't Do"]);
    for (const status of records) expect(ticketingTicketStatusSchema.parse(status)).toEqual(status);
  });

  it('has no flat comment route and no filter[ticket_id] any more', async () => {
    expect((await call('/unified/ticketing/comments?filter[ticket_id]=10000')).status).toBe(404);
  });
});

describe('users, projects, components and ticket types', () => {
  it('lists users and gets one', async () => {
    const users = await readAllPages('/unified/ticketing/users?page_size=10');
    expect(users.records).toHaveLength(jira.site.users.length);
    for (const user of users.records) expect(ticketingUserSchema.partial().parse(user)).toEqual(user);
    const one = await call(`/unified/ticketing/users/${users.records[0]!.id}`);
    expect(one.body.data).toEqual(users.records[0]);
  });

  it('lists projects and gets one, with its components and ticket types under it', async () => {
    const projects = await readAllPages('/unified/ticketing/projects?page_size=3');
    expect(projects.records.map((project) => project.name).sort()).toEqual(jira.site.projects.map((project) => project.name).sort());
    for (const project of projects.records) expect(ticketingProjectSchema.partial().parse(project)).toEqual(project);
    const operations = projects.records.find((project) => project.name === 'Operations')!;
    expect((await call(`/unified/ticketing/projects/${operations.id}`)).body.data).toEqual(operations);

    const components = await readAllPages(`/unified/ticketing/projects/${operations.id}/components?page_size=2`);
    expect(components.records.map((component) => component.name)).toEqual(['Alerting', 'Backups', 'CI/CD', 'Databases', 'Networking']);
    for (const component of components.records) expect(ticketingComponentSchema.partial().parse(component)).toEqual(component);
    expect((await call(`/unified/ticketing/projects/OPS/components/${components.records[1]!.id}`)).body.data).toEqual(components.records[1]);
    expect((await call(`/unified/ticketing/projects/WEB/components/${components.records[1]!.id}`)).status).toBe(404);

    const teamManaged = jira.site.projects.find((project) => project.simplified)!;
    const projectTypes = await readAllPages(`/unified/ticketing/projects/${teamManaged.id}/ticket_types`);
    expect(projectTypes.records.map((type) => type.name)).toEqual(['Request', 'Onboarding']);
  });

  it('lists ticket types and gets one', async () => {
    const types = await readAllPages('/unified/ticketing/ticket_types?page_size=4');
    expect(types.records).toHaveLength(jira.site.issueTypes.length);
    for (const type of types.records) expect(ticketingTicketTypeSchema.partial().parse(type)).toEqual(type);
    expect((await call(`/unified/ticketing/ticket_types/${types.records[2]!.id}`)).body.data).toEqual(types.records[2]);
  });
});

describe('the catalogue, OpenAPI and RPC', () => {
  it('documents every ticketing route in /openapi.json', async () => {
    const { paths } = (await context.call('/openapi.json')).body;
    expect(Object.keys(paths['/unified/ticketing/tickets']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/unified/ticketing/tickets/{id}']).sort()).toEqual(['get', 'patch']);
    expect(Object.keys(paths['/unified/ticketing/tickets/{id}/comments']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/unified/ticketing/tickets/{id}/comments/{subResourceId}'])).toEqual(['get']);
    expect(Object.keys(paths['/unified/ticketing/tickets/{id}/statuses'])).toEqual(['get']);
    expect(Object.keys(paths['/unified/ticketing/users'])).toEqual(['get']);
    expect(Object.keys(paths['/unified/ticketing/users/{id}'])).toEqual(['get']);
    expect(Object.keys(paths['/unified/ticketing/projects'])).toEqual(['get']);
    expect(Object.keys(paths['/unified/ticketing/projects/{id}'])).toEqual(['get']);
    expect(Object.keys(paths['/unified/ticketing/projects/{id}/components'])).toEqual(['get']);
    expect(Object.keys(paths['/unified/ticketing/projects/{id}/components/{subResourceId}'])).toEqual(['get']);
    expect(Object.keys(paths['/unified/ticketing/projects/{id}/ticket_types'])).toEqual(['get']);
    expect(Object.keys(paths['/unified/ticketing/ticket_types'])).toEqual(['get']);
    expect(Object.keys(paths['/unified/ticketing/ticket_types/{id}'])).toEqual(['get']);
    expect(paths['/unified/ticketing/collections']).toBeUndefined();
    expect(paths['/unified/ticketing/comments']).toBeUndefined();
  });

  it('lists the Jira actions in /actions, the unified ones with their operation', async () => {
    const { body } = await context.call('/actions?filter[connectors]=jira&include=action_details');
    const [entry] = body.data;
    expect(entry).toMatchObject({ key: 'jira', name: 'Jira' });
    const unified = entry.actions.filter((action: { schema_type: string }) => action.schema_type === 'unified');
    expect(unified.map((action: { action_details: { unified: string } }) => action.action_details.unified).sort()).toEqual([
      'ticketing.attachments.download',
      'ticketing.attachments.get',
      'ticketing.attachments.list',
      'ticketing.comments.create',
      'ticketing.comments.get',
      'ticketing.comments.list',
      'ticketing.project_components.get',
      'ticketing.project_components.list',
      'ticketing.project_ticket_types.list',
      'ticketing.projects.get',
      'ticketing.projects.list',
      'ticketing.ticket_statuses.list',
      'ticketing.ticket_types.get',
      'ticketing.ticket_types.list',
      'ticketing.tickets.create',
      'ticketing.tickets.get',
      'ticketing.tickets.list',
      'ticketing.tickets.update',
      'ticketing.users.get',
      'ticketing.users.list',
    ]);
    expect(entry.authentication.map((method: { key: string }) => method.key)).toEqual(['api_token', 'oauth2']);
  });

  it('runs Jira actions by RPC, unified and native', async () => {
    const listed = await call('/actions/rpc', { method: 'POST', body: { action: 'jira_list_tickets', query: { page_size: 3, filter: { status: 'to-do' } } } });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(3);
    expect(listed.body.data.every((ticket: { status: { type: { value: string } } }) => ticket.status.type.value === 'to-do')).toBe(true);

    const searched = await call('/actions/rpc', {
      method: 'POST',
      body: { action: 'jira_search_issues', query: { page_size: 2, filter: { jql: 'project = HELP' } } },
    });
    expect(searched.status).toBe(200);
    expect(searched.body.data.map((issue: { key: string }) => issue.key)).toEqual(['HELP-1', 'HELP-2']);
  });
});

describe('OAuth 2.0 accounts', () => {
  let profileCreated = false;

  async function oauthAccount(expiresInSeconds: number): Promise<string> {
    if (!profileCreated) {
      const profile = await context.call('/connector_profiles', {
        method: 'POST',
        body: { provider: 'jira', auth_config: { client_id: jira.oauthClient.clientId, client_secret: jira.oauthClient.clientSecret } },
      });
      expect(profile.status).toBe(201);
      profileCreated = true;
    }
    const grant = jira.oauth.issueGrant({ clientId: jira.oauthClient.clientId, scope: jira.oauthSandboxCredentials.scope! });
    const credentials = { ...jira.oauthSandboxCredentials, ...grant, expires_at: new Date(Date.now() + expiresInSeconds * 1000).toISOString() };
    return (await context.testServer.createAccount({ provider: 'jira', credentials, originOwnerId: `owner-${Math.random()}` })).id;
  }

  function storedCredentials(accountId: string): Promise<Record<string, string>> {
    const cipher = context.testServer.platform.container.get(AuthTokens.CredentialCipher);
    return context.testServer.store.accounts
      .get(context.testServer.project.id, accountId)
      .then((stored) => cipher.decryptJson<Record<string, string>>(stored!.credentials!));
  }

  it('refreshes an access token about to expire through the token endpoint, storing the rotated refresh token', async () => {
    const accountId = await oauthAccount(30);
    const before = await storedCredentials(accountId);
    const refreshes = jira.oauth.refreshCount;

    const response = await context.call('/unified/ticketing/tickets?page_size=2', { account: accountId });
    expect(response.status).toBe(200);
    expect(jira.oauth.refreshCount).toBe(refreshes + 1);

    const after = await storedCredentials(accountId);
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after).toMatchObject({ auth_method: 'oauth2', cloud_id: jira.site.cloudId, site_url: jira.site.siteUrl });
    expect(Date.parse(after.expires_at!) - Date.now()).toBeGreaterThan(3_000_000);

    // The refresh token presented was retired by the rotation.
    const reuse = await fetch(`${jira.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        refresh_token: before.refresh_token,
        client_id: jira.oauthClient.clientId,
        client_secret: jira.oauthClient.clientSecret,
      }),
    });
    expect(reuse.status).toBe(400);
  });

  it('refreshes once after the gateway answers 401, then serves the request', async () => {
    const accountId = await oauthAccount(3600);
    jira.oauth.expireAccessTokens();
    const refreshes = jira.oauth.refreshCount;

    const response = await context.call('/unified/ticketing/users?page_size=2', { account: accountId });
    expect(response.status).toBe(200);
    expect(jira.oauth.refreshCount).toBe(refreshes + 1);
  });
});
