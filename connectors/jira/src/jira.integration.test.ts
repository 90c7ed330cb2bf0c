import { buffer } from 'node:stream/consumers';
import {
  type Credentials,
  type DownloadedFile,
  encodeCompositeId,
  type SyncParams,
  type TicketingTicket as Ticket,
  type TicketingAttachment,
  type TicketingComment,
  type TicketingComponent,
  type TicketingProject,
  type TicketingTicketStatus,
  type TicketingTicketType,
  type TicketingUser,
  ticketingTicketSchema,
} from '@openunified/connector-sdk';
import { seededContent } from '@openunified/connector-sdk/emulator';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningJiraEmulator, startJiraEmulator } from './emulator/index.js';
import { jiraConnector } from './index.js';

let emulator: RunningJiraEmulator;

function run(actionId: string, input: SyncParams, options: { credentials?: Credentials; accountId?: string; target?: RunningJiraEmulator } = {}) {
  const target = options.target ?? emulator;
  return runAction(jiraConnector, actionId, input, {
    originOverride: target.url,
    credentials: options.credentials ?? target.sandboxCredentials,
    account: { id: options.accountId ?? 'jira-test-account', provider: 'jira', metadata: {} },
  });
}

async function listAll<Item>(actionId: string, query: Record<string, unknown>, credentials?: Credentials, path?: Record<string, string>) {
  const records: Item[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const result = await run(actionId, { query: { ...query, ...(cursor ? { cursor } : {}) }, ...(path && { path }) }, { credentials });
    records.push(...(result.data as Item[]));
    cursor = result.next ?? undefined;
    pages += 1;
  } while (cursor !== undefined && pages < 100);
  return { records, pages };
}

/** The ApiError `operation` fails with, checked to carry `statusCode`. */
async function expectStatus(operation: Promise<unknown>, statusCode: number) {
  const error = await expectApiError(operation);
  expect(error.statusCode).toBe(statusCode);
  return error;
}

const searches = () => emulator.requests.filter((request) => request.path.endsWith('/search/jql'));
const jqlOf = (request: { query: string }) => new URLSearchParams(request.query).get('jql');

beforeAll(async () => {
  emulator = await startJiraEmulator({ seed: 7 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.clearRequests();
  emulator.clearFaults();
});

describe('jira_list_tickets', () => {
  it('pages through every issue in creation order with the enhanced search, one call per page', async () => {
    const { records, pages } = await listAll<Ticket>('jira_list_tickets', { page_size: 7 });

    expect(records.map((ticket) => ticket.remote_id)).toEqual(emulator.site.issues.map((issue) => issue.id));
    expect(pages).toBe(9);
    expect(searches()).toHaveLength(9);
    for (const ticket of records) expect(ticketingTicketSchema.parse(ticket)).toEqual(ticket);
    const [first, second] = searches();
    expect(new URLSearchParams(first!.query).get('fields')).toBe('*navigable');
    expect(new URLSearchParams(first!.query).get('maxResults')).toBe('7');
    expect(jqlOf(first!)).toBe('project IS NOT EMPTY ORDER BY created ASC, key ASC');
    expect(new URLSearchParams(second!.query).get('nextPageToken')).toEqual(expect.any(String));
  });

  it('authenticates on the site with HTTP Basic, e-mail and API token', async () => {
    await run('jira_list_tickets', { query: { page_size: 1 } });
    const { email, api_token } = emulator.sandboxCredentials;
    expect(searches()[0]!.path).toBe('/rest/api/3/search/jql');
    expect(searches()[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${email}:${api_token}`).toString('base64')}`);
  });

  it('maps the description from ADF, the project, the components, the status category and the browse URL', async () => {
    const { data } = await run('jira_list_tickets', { query: { page_size: 60 } });
    const issue = emulator.site.issues.find((candidate) => candidate.description !== null && candidate.assigneeId !== null)!;
    const ticket = (data as Ticket[]).find((candidate) => candidate.remote_id === issue.id)!;
    const project = emulator.site.projects.find((candidate) => candidate.id === issue.projectId)!;

    expect(ticket.content).toEqual([
      { plain: expect.stringMatching(/^Noticed by @.+ on .+\.\n\n- Reproduce it\n- Find the cause\n- Ship the fix$/), html: null },
    ]);
    expect(ticket.projects).toEqual([expect.objectContaining({ id: encodeCompositeId(project.id), name: project.name })]);
    expect(ticket.assignees).toEqual([encodeCompositeId(issue.assigneeId!)]);
    expect(ticket.components?.map((component) => component.remote_id)).toEqual(issue.componentIds);
    const filed = (data as Ticket[]).find((candidate) => (candidate.components?.length ?? 0) > 0)!;
    expect(filed.components![0]).toMatchObject({ project_id: filed.projects![0]!.id, name: expect.any(String) });
    expect(ticket.ticket_url).toBe(`https://sandbox.atlassian.net/browse/${issue.key}`);
    expect(ticket.created_at).toBe(issue.created);
  });

  it('filters by status category, status name, type and project in JQL', async () => {
    const closed = await listAll<Ticket>('jira_list_tickets', { page_size: 50, filter: { status: 'closed' } });
    const doneIds = new Set(emulator.site.statuses.filter((status) => status.category.key === 'done').map((status) => status.id));
    expect(closed.records.map((ticket) => ticket.remote_id)).toEqual(
      emulator.site.issues.filter((issue) => doneIds.has(issue.statusId)).map((issue) => issue.id),
    );
    expect(closed.records.every((ticket) => ticket.status?.type?.value === 'closed')).toBe(true);

    const bug = emulator.site.issueTypes.find((type) => type.name === 'Bug')!;
    const { records } = await listAll<Ticket>('jira_list_tickets', {
      page_size: 50,
      filter: { status: 'In Review,to-do', type: encodeCompositeId(bug.id), project_id: 'OPS' },
    });
    const expected = emulator.site.issues.filter(
      (issue) => issue.issueTypeId === bug.id && issue.key.startsWith('OPS-') && ['10000', '10002'].includes(issue.statusId),
    );
    expect(records.map((ticket) => ticket.remote_id)).toEqual(expected.map((issue) => issue.id));
    expect(jqlOf(searches().at(-1)!)).toBe(
      `project = "OPS" AND issuetype = ${bug.id} AND (statusCategory = "To Do" OR status = "In Review") ORDER BY created ASC, key ASC`,
    );
  });

  it('returns only issues updated after updated_after, though the search is read in the user time zone', async () => {
    const sorted = emulator.site.issues.map((issue) => issue.updated).sort();
    const threshold = sorted[30]!;
    const { records } = await listAll<Ticket>('jira_list_tickets', { page_size: 25, updated_after: threshold });

    const expected = emulator.site.issues.filter((issue) => Date.parse(issue.updated) > Date.parse(threshold)).map((issue) => issue.id);
    expect(records.map((ticket) => ticket.remote_id).sort()).toEqual(expected.sort());
    expect(jqlOf(searches()[0]!)).toMatch(/^updated >= "\d{4}-\d{2}-\d{2} \d{2}:\d{2}" ORDER BY/);
  });

  it('passes on Jira refusing an unknown status', async () => {
    const error = await expectStatus(run('jira_list_tickets', { query: { filter: { status: 'Parked' } } }), 400);
    expect(error.message).toBe("The value 'Parked' does not exist for the field 'status'.");
    expect(error.providerErrors?.[0]).toMatchObject({ status: 400, raw: { errorMessages: ["The value 'Parked' does not exist for the field 'status'."] } });
  });

  it('refuses unknown filter keys', async () => {
    await expectStatus(run('jira_list_tickets', { query: { filter: { priority: 'high' } } }), 400);
  });
});

describe('jira_get_ticket', () => {
  it('gets an issue by unified id or by key', async () => {
    const issue = emulator.site.issues[4]!;
    const byId = await run('jira_get_ticket', { path: { id: encodeCompositeId(issue.id) } });
    const byKey = await run('jira_get_ticket', { path: { id: issue.key } });
    expect((byId.data as Ticket).ticket_number).toBe(issue.key);
    expect(byKey.data).toEqual(byId.data);
  });

  it('answers 404 for an unknown issue and 400 for an id that is not Jira-shaped', async () => {
    const missing = await expectStatus(run('jira_get_ticket', { path: { id: '99999' } }), 404);
    expect(missing.message).toBe('Issue does not exist or you do not have permission to see it.');
    await expectStatus(run('jira_get_ticket', { path: { id: '../myself' } }), 400);
    expect(emulator.requests).toHaveLength(1);
  });
});

describe('jira_create_ticket and jira_update_ticket', () => {
  it('creates an issue that reads back as written', async () => {
    const assignee = emulator.site.users.find((user) => user.accountType === 'atlassian' && user.active && user !== emulator.site.sandboxUser)!;
    const component = emulator.site.components.find((candidate) => candidate.projectId === '10000')!;
    const { data } = await run('jira_create_ticket', {
      body: {
        title: 'Printer on fire',
        content: [{ plain: 'Smoke since 9am.\nStill smoking.' }, { plain: 'Call facilities.' }],
        project_id: encodeCompositeId('10000'),
        type: 'Bug',
        priority: { value: 'highest' },
        assignees: [encodeCompositeId(assignee.accountId)],
        component_ids: [encodeCompositeId(component.id)],
        tags: ['hardware'],
        unified_custom_fields: { customfield_10016: 8, duedate: '2024-07-01' },
      },
    });
    const written = data as { id: string; remote_id: string };
    const ticket = (await run('jira_get_ticket', { path: { id: written.id } })).data as Ticket;

    expect(ticket).toMatchObject({
      remote_id: written.remote_id,
      ticket_number: expect.stringMatching(/^OPS-\d+$/),
      title: 'Printer on fire',
      content: [{ plain: 'Smoke since 9am.\nStill smoking.\n\nCall facilities.', html: null }],
      status: { name: 'To Do', type: { value: 'to-do', source_value: 'new' } },
      priority: { value: 'highest', source_value: 'Highest' },
      type: { name: 'Bug', project_id: encodeCompositeId('10000') },
      assignees: [encodeCompositeId(assignee.accountId)],
      reporters: [encodeCompositeId(emulator.site.sandboxUser.accountId)],
      components: [expect.objectContaining({ id: encodeCompositeId(component.id), name: component.name })],
      tags: ['hardware'],
      unified_custom_fields: { customfield_10016: 8 },
    });
    expect(emulator.site.issues.find((issue) => issue.id === written.remote_id)!.duedate).toBe('2024-07-01');
  });

  it("turns Jira's field errors into a 400 with provider_errors, without retrying the POST", async () => {
    const error = await expectStatus(run('jira_create_ticket', { body: { title: 'No type', project_id: 'OPS', tags: ['two words'] } }), 400);
    expect(error.message).toBe("issuetype: Specify an issue type; labels: The label 'two words' contains spaces which is invalid.");
    expect(error.data).toMatchObject({ statusCode: 400 });
    expect(error.providerErrors).toEqual([
      expect.objectContaining({
        status: 400,
        url: expect.stringMatching(/\/rest\/api\/3\/issue$/),
        raw: { errorMessages: [], errors: { issuetype: 'Specify an issue type', labels: "The label 'two words' contains spaces which is invalid." } },
      }),
    ]);
    expect(emulator.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('moves an issue through its workflow by status name, by a listed status id or by phase, and edits fields', async () => {
    const issue = emulator.site.issues.find((candidate) => candidate.statusId === '10000')!;
    await run('jira_update_ticket', { path: { id: encodeCompositeId(issue.id) }, body: { status: { name: 'In Review' }, assignees: [] } });
    expect(issue).toMatchObject({ statusId: '10002', assigneeId: null });

    const statuses = (await run('jira_list_ticket_statuses', { path: { id: issue.key } })).data as TicketingTicketStatus[];
    const wontDo = statuses.find((status) => status.name === "Won't Do")!;
    await run('jira_update_ticket', { path: { id: issue.key }, body: { status: { id: wontDo.id } } });
    expect(issue.statusId).toBe('10004');

    const { data } = await run('jira_update_ticket', { path: { id: issue.key }, body: { status: { type: { value: 'to-do' } }, tags: null } });
    expect(data).toEqual({ id: encodeCompositeId(issue.id), remote_id: issue.id });
    expect(issue).toMatchObject({ statusId: '10000', labels: [] });
  });

  it('refuses an empty update and a status the workflow cannot reach, naming the open ones', async () => {
    const issue = emulator.site.issues[0]!;
    await expectStatus(run('jira_update_ticket', { path: { id: issue.id }, body: {} }), 400);
    const error = await expectStatus(run('jira_update_ticket', { path: { id: issue.id }, body: { status: { name: 'Parked' } } }), 400);
    expect(error.message).toMatch(/offers no transition to Parked \(open: .*In Progress/);
  });

  it('answers 404 when the issue to update does not exist', async () => {
    await expectStatus(run('jira_update_ticket', { path: { id: '99999' }, body: { title: 'Ghost' } }), 404);
  });
});

describe('comments', () => {
  const issueWithComments = () => emulator.site.issues.find((issue) => emulator.site.comments.filter((comment) => comment.issueId === issue.id).length >= 3)!;

  it('requires the ticket in path.id', async () => {
    const error = await expectStatus(run('jira_list_comments', { query: {} }), 400);
    expect(error.message).toMatch(/^invalid input for jira_list_comments: .*expected object, received undefined\n.*→ at path/s);
    expect(emulator.requests).toHaveLength(0);
  });

  it('pages through the comments of an issue, oldest first, internal ones marked', async () => {
    const issue = issueWithComments();
    const { records, pages } = await listAll<TicketingComment>('jira_list_comments', { page_size: 2 }, undefined, { id: encodeCompositeId(issue.id) });
    const expected = emulator.site.comments.filter((comment) => comment.issueId === issue.id);

    expect(records.map((comment) => comment.remote_id)).toEqual(expected.map((comment) => comment.id));
    expect(pages).toBe(Math.ceil(expected.length / 2));
    expect(records.every((comment) => comment.ticket_id === encodeCompositeId(issue.id))).toBe(true);
    expect(records.map((comment) => comment.internal)).toEqual(expected.map((comment) => comment.visibility !== null));
  });

  it('gets one comment of an issue by key or id, and answers 404 for a comment of another issue', async () => {
    const issue = issueWithComments();
    const comment = emulator.site.comments.find((candidate) => candidate.issueId === issue.id)!;
    const byKey = await run('jira_get_comment', { path: { id: issue.key, subResourceId: encodeCompositeId(comment.id) } });
    expect(byKey.data).toMatchObject({ remote_id: comment.id, ticket_id: encodeCompositeId(issue.id), content: [{ plain: expect.any(String), html: null }] });
    expect((await run('jira_get_comment', { path: { id: issue.id, subResourceId: comment.id } })).data).toEqual(byKey.data);

    const other = emulator.site.issues.find((candidate) => candidate.id !== issue.id)!;
    const missing = await expectStatus(run('jira_get_comment', { path: { id: other.id, subResourceId: comment.id } }), 404);
    expect(missing.message).toBe(`Can not find a comment for the id: ${comment.id}.`);
    await expectStatus(run('jira_get_comment', { path: { id: issue.id, subResourceId: 'abc' } }), 400);
  });

  it('adds a comment, sent as ADF, that the list then shows as text', async () => {
    const issue = issueWithComments();
    const { data } = await run('jira_create_comment', { path: { id: issue.key }, body: { content: [{ plain: 'Fixed in build 42.\nPlease verify.' }] } });
    const { records } = await listAll<TicketingComment>('jira_list_comments', { page_size: 50 }, undefined, { id: issue.key });

    expect(records.at(-1)).toMatchObject({
      id: (data as { id: string }).id,
      content: [{ plain: 'Fixed in build 42.\nPlease verify.', html: null }],
      ticket_id: encodeCompositeId(issue.id),
    });
    const posted = emulator.requests.find((request) => request.method === 'POST')!;
    expect(JSON.parse(posted.body).body).toEqual({
      type: 'doc',
      version: 1,
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Fixed in build 42.' }, { type: 'hardBreak' }, { type: 'text', text: 'Please verify.' }] },
      ],
    });
  });

  it('refuses a comment without text before calling Jira', async () => {
    const error = await expectStatus(run('jira_create_comment', { path: { id: '10000' }, body: { content: [{ plain: '  ' }] } }), 400);
    expect(error.message).toBe('content: the comment has no text; send it in plain');
    expect(emulator.requests).toHaveLength(0);
  });

  it('keeps only comments updated after updated_after', async () => {
    const issue = issueWithComments();
    const comments = emulator.site.comments.filter((comment) => comment.issueId === issue.id);
    const { data } = await run('jira_list_comments', { path: { id: issue.id }, query: { updated_after: comments[0]!.updated } });
    expect((data as TicketingComment[]).map((comment) => comment.remote_id)).toEqual(comments.slice(1).map((comment) => comment.id));
  });
});

describe('attachments', () => {
  const withTwo = () => emulator.site.issues[0]!;
  const attachmentsOf = (issueId: string) => emulator.site.attachments.filter((attachment) => attachment.issueId === issueId);

  it("lists an issue's attachments from its attachment field, one call per page, and reads each back", async () => {
    const issue = withTwo();
    const { records, pages } = await listAll<TicketingAttachment>('jira_list_attachments', { page_size: 1 }, undefined, { id: issue.key });
    expect(pages).toBe(2);
    expect(records.map((record) => record.remote_id)).toEqual(attachmentsOf(issue.id).map((attachment) => attachment.id));
    const reads = emulator.requests.filter((request) => request.path === `/rest/api/3/issue/${issue.key}`);
    expect(reads).toHaveLength(2);
    expect(reads[0]!.query).toContain('fields=attachment');
    const seeded = attachmentsOf(issue.id)[0]!;
    expect(records[0]).toMatchObject({
      ticket_id: encodeCompositeId(issue.id),
      file_name: seeded.filename,
      size: seeded.size,
      file_format: { value: seeded.filename.split('.').pop(), source_value: seeded.mimeType },
      file_url: `https://sandbox.atlassian.net/rest/api/3/attachment/content/${seeded.id}`,
      created_at: seeded.created,
    });
    const read = await run('jira_get_attachment', { path: { id: encodeCompositeId(issue.id), subResourceId: records[1]!.id } });
    expect(read.data).toEqual(records[1]);
  });

  it("answers a 404 for another issue's attachment and for an unknown issue", async () => {
    const other = attachmentsOf(emulator.site.issues[3]!.id)[0]!;
    for (const path of [
      { id: withTwo().key, subResourceId: other.id },
      { id: 'OPS-9999', subResourceId: other.id },
    ]) {
      expect((await expectApiError(run('jira_get_attachment', { path }))).statusCode).toBe(404);
      expect((await expectApiError(run('jira_download_attachment', { path }))).statusCode).toBe(404);
    }
  });

  for (const [way, credentials] of [
    ['an API token on the site', () => emulator.sandboxCredentials],
    ['OAuth 2.0 through the gateway', () => emulator.oauthSandboxCredentials],
  ] as const) {
    it(`downloads through Jira's redirect to the media host, without the account's credentials there (${way})`, async () => {
      const seeded = attachmentsOf(withTwo().id)[1]!;
      const result = await run('jira_download_attachment', { path: { id: withTwo().key, subResourceId: seeded.id } }, { credentials: credentials() });
      const file = result.data as DownloadedFile;
      expect(file).toMatchObject({ content_type: seeded.mimeType, content_length: seeded.size, file_name: seeded.filename });
      expect((await buffer(file.stream)).equals(seededContent(seeded.mediaId, seeded.size, seeded.mimeType))).toBe(true);
      const content = emulator.requests.find((request) => request.path.endsWith(`/attachment/content/${seeded.id}`))!;
      const media = emulator.requests.find((request) => request.path === `/file/${seeded.mediaId}/binary`)!;
      expect(content.headers.authorization).toBeDefined();
      expect(media.headers.authorization).toBeUndefined();
      expect(new URLSearchParams(media.query).get('token')).toEqual(expect.any(String));
    });
  }
});

describe('ticket statuses', () => {
  it("lists the statuses an issue's transitions lead to, in pages cut from Jira's one answer", async () => {
    const issue = emulator.site.issues.find((candidate) => candidate.statusId === '10001')!;
    const { records, pages } = await listAll<TicketingTicketStatus>('jira_list_ticket_statuses', { page_size: 3 }, undefined, { id: issue.key });
    expect(records).toEqual([
      { id: encodeCompositeId('10000'), name: 'To Do', type: { value: 'to-do', source_value: 'new' } },
      { id: encodeCompositeId('10002'), name: 'In Review', type: { value: 'in-progress', source_value: 'indeterminate' } },
      { id: encodeCompositeId('10003'), name: 'Done', type: { value: 'closed', source_value: 'done' } },
      { id: encodeCompositeId('10004'), name: "Won't Do", type: { value: 'closed', source_value: 'done' } },
    ]);
    expect(pages).toBe(2);
    expect(emulator.requests.map((request) => request.path)).toEqual([
      `/rest/api/3/issue/${issue.key}/transitions`,
      `/rest/api/3/issue/${issue.key}/transitions`,
    ]);
  });

  it('answers 404 for an unknown issue', async () => {
    await expectStatus(run('jira_list_ticket_statuses', { path: { id: '99999' } }), 404);
  });
});

describe('users, projects, components and ticket types', () => {
  it('pages through every user, asking Jira for one more than the page to know when to stop', async () => {
    const { records, pages } = await listAll<TicketingUser>('jira_list_users', { page_size: 7 });
    expect(records.map((user) => user.remote_id)).toEqual(emulator.site.users.map((user) => user.accountId));
    expect(pages).toBe(5);
    expect(new URLSearchParams(emulator.requests[0]!.query).get('maxResults')).toBe('8');
    expect(records.filter((user) => user.type?.value === 'contact').length).toBeGreaterThan(0);
  });

  it('gets a user by unified or account id, 404 for an unknown one, 400 for one that is not an account id', async () => {
    const user = emulator.site.users[3]!;
    const { data } = await run('jira_get_user', { path: { id: encodeCompositeId(user.accountId) } });
    expect(data).toMatchObject({ remote_id: user.accountId, name: user.displayName, primary_email: user.emailAddress ?? null, active: user.active });
    expect((await run('jira_get_user', { path: { id: user.accountId } })).data).toEqual(data);
    const missing = await expectStatus(run('jira_get_user', { path: { id: 'ffffffffffffffffffffffff' } }), 404);
    expect(missing.message).toBe('Specified user does not exist or you do not have required permissions');
    await expectStatus(run('jira_get_user', { path: { id: '../myself' } }), 400);
  });

  it('pages through the projects in key order and filters them by name', async () => {
    const { records } = await listAll<TicketingProject>('jira_list_projects', { page_size: 3 });
    expect(records.map((project) => project.name)).toEqual(['Customer Help', 'Operations', 'People Team', 'Web Storefront']);
    expect(records[1]).toMatchObject({ remote_id: '10000', description: 'Incidents and chores of the platform team', organization_id: null });

    const { data } = await run('jira_list_projects', { query: { filter: { name: 'people' } } });
    expect((data as TicketingProject[]).map((project) => project.name)).toEqual(['People Team']);
  });

  it('gets a project by key, and answers 404 for an unknown one', async () => {
    const { data } = await run('jira_get_project', { path: { id: 'WEB' } });
    expect(data).toMatchObject({ remote_id: '10001', name: 'Web Storefront' });
    await expectStatus(run('jira_get_project', { path: { id: 'NOPE' } }), 404);
  });

  it('pages through the components of a project by name, and filters them', async () => {
    const { records, pages } = await listAll<TicketingComponent>('jira_list_project_components', { page_size: 2 }, undefined, {
      id: encodeCompositeId('10000'),
    });
    expect(records.map((component) => component.name)).toEqual(['Alerting', 'Backups', 'CI/CD', 'Databases', 'Networking']);
    expect(pages).toBe(3);
    expect(records.every((component) => component.project_id === encodeCompositeId('10000'))).toBe(true);

    const { data } = await run('jira_list_project_components', { path: { id: 'OPS' }, query: { filter: { name: 'pipeline' } } });
    expect((data as TicketingComponent[]).map((component) => component.name)).toEqual(['CI/CD']);
    expect((await run('jira_list_project_components', { path: { id: 'PPL' } })).data).toEqual([]);
    await expectStatus(run('jira_list_project_components', { path: { id: 'NOPE' } }), 404);
  });

  it('gets a component of its project, and answers 404 for one of another project', async () => {
    const component = emulator.site.components.find((candidate) => candidate.projectId === '10001')!;
    const { data } = await run('jira_get_project_component', { path: { id: 'WEB', subResourceId: encodeCompositeId(component.id) } });
    expect(data).toMatchObject({ remote_id: component.id, name: component.name, project_id: encodeCompositeId('10001') });
    expect((await run('jira_get_project_component', { path: { id: '10001', subResourceId: component.id } })).data).toEqual(data);

    const error = await expectStatus(run('jira_get_project_component', { path: { id: 'OPS', subResourceId: component.id } }), 404);
    expect(error.message).toBe(`component ${component.id} is not a component of project OPS`);
    await expectStatus(run('jira_get_project_component', { path: { id: 'OPS', subResourceId: '99999' } }), 404);
  });

  it('lists every issue type, gets one, and lists those of one project', async () => {
    const { records } = await listAll<TicketingTicketType>('jira_list_ticket_types', { page_size: 3 });
    expect(records.map((type) => type.name)).toEqual(emulator.site.issueTypes.map((type) => type.name));

    const { data: bug } = await run('jira_get_ticket_type', { path: { id: encodeCompositeId('10002') } });
    expect(bug).toEqual({ id: encodeCompositeId('10002'), name: 'Bug', project_id: null });
    await expectStatus(run('jira_get_ticket_type', { path: { id: '424242' } }), 404);
    await expectStatus(run('jira_get_ticket_type', { path: { id: 'Bug' } }), 400);

    const teamManaged = emulator.site.projects.find((project) => project.simplified)!;
    const { data } = await run('jira_list_project_ticket_types', { path: { id: encodeCompositeId(teamManaged.id) } });
    expect((data as TicketingTicketType[]).map((type) => [type.name, type.project_id])).toEqual([
      ['Request', encodeCompositeId(teamManaged.id)],
      ['Onboarding', encodeCompositeId(teamManaged.id)],
    ]);
    await expectStatus(run('jira_list_project_ticket_types', { path: { id: 'PPL' } }), 400);
    await expectStatus(run('jira_list_project_ticket_types', { path: { id: '42' } }), 404);
  });
});

describe('rate limits and credentials', () => {
  let limited: RunningJiraEmulator;
  let strict: RunningJiraEmulator;
  beforeAll(async () => {
    limited = await startJiraEmulator({ seed: 2, rateLimit: { requests: 2, windowSeconds: 1 } });
    strict = await startJiraEmulator({ seed: 2, rateLimit: { requests: 1, windowSeconds: 60 } });
  });
  afterAll(async () => {
    await limited.close();
    await strict.close();
  });

  it('waits out a 429 for the Retry-After Jira sends, then succeeds', async () => {
    const started = Date.now();
    for (let call = 0; call < 3; call += 1) await run('jira_get_myself', {}, { target: limited });
    expect(limited.requests.length).toBeGreaterThanOrEqual(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('answers a 429 on a write with Retry-After instead of repeating the write', async () => {
    await run('jira_get_myself', {}, { target: strict });
    strict.clearRequests();
    const error = await expectStatus(run('jira_create_comment', { path: { id: '10000' }, body: { content: [{ plain: 'Hi' }] } }, { target: strict }), 429);
    expect(error.headers['Retry-After']).toMatch(/^(59|60)$/);
    expect(error.providerErrors?.[0]?.headers).toMatchObject({ 'ratelimit-reason': 'jira-burst-based', 'x-ratelimit-reset': expect.stringMatching(/Z$/) });
    expect(strict.requests).toHaveLength(1);
  });

  it('retries a 503 on a read and answers a malformed body with a 502', async () => {
    emulator.injectFault({ type: 'server_error', status: 503, pathPrefix: '/rest/api/3/search/jql' });
    expect((await run('jira_list_tickets', { query: { page_size: 2 } })).data).toHaveLength(2);
    expect(searches()).toHaveLength(2);

    emulator.injectFault({ type: 'malformed_json', pathPrefix: '/rest/api/3/project/search' });
    await expectStatus(run('jira_list_projects', {}), 502);
  });

  it('reports credentials Jira refuses as a 400 carrying its 401', async () => {
    const error = await expectStatus(run('jira_get_myself', {}, { credentials: { ...emulator.sandboxCredentials, api_token: 'wrong-token' } }), 400);
    expect(error.data).toMatchObject({ statusCode: 401, message: 'Client must be authenticated to access this resource.' });
  });

  it('refuses a site that is not an Atlassian site name before calling anything', async () => {
    await expectStatus(run('jira_get_myself', {}, { credentials: { ...emulator.sandboxCredentials, site: 'evil.example/x' } }), 400);
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('OAuth 2.0 through the gateway', () => {
  it('sends bearer requests to /ex/jira/{cloudId} with the cloud id the credentials carry', async () => {
    const { data } = await run('jira_list_tickets', { query: { page_size: 2 } }, { credentials: emulator.oauthSandboxCredentials });
    expect(searches()[0]!.path).toBe(`/ex/jira/${emulator.site.cloudId}/rest/api/3/search/jql`);
    expect(searches()[0]!.headers.authorization).toBe(`Bearer ${emulator.oauthSandboxCredentials.access_token}`);
    expect((data as Ticket[])[0]!.ticket_url).toMatch(/^https:\/\/sandbox\.atlassian\.net\/browse\//);
  });

  it('resolves the cloud id from the accessible resources once per account when the credentials lack it', async () => {
    const { cloud_id: _cloudId, site_url: _siteUrl, ...credentials } = emulator.oauthSandboxCredentials;
    await run('jira_get_myself', {}, { credentials, accountId: 'oauth-without-cloud-id' });
    await run('jira_get_myself', {}, { credentials, accountId: 'oauth-without-cloud-id' });

    expect(emulator.requests.map((request) => request.path)).toEqual([
      '/oauth/token/accessible-resources',
      `/ex/jira/${emulator.site.cloudId}/rest/api/3/myself`,
      `/ex/jira/${emulator.site.cloudId}/rest/api/3/myself`,
    ]);
  });

  it('refuses a site the grant does not cover', async () => {
    const { cloud_id: _cloudId, ...credentials } = emulator.oauthSandboxCredentials;
    const error = await expectStatus(run('jira_get_myself', {}, { credentials: { ...credentials, site: 'other' }, accountId: 'oauth-other-site' }), 400);
    expect(error.message).toBe('the Atlassian account of this link has not granted access to the Jira site "other"');
  });

  it('passes on the gateway refusing a token without the scope a write needs', async () => {
    const grant = emulator.oauth.issueGrant({ clientId: emulator.oauthClient.clientId, scope: 'read:jira-work read:jira-user' });
    const credentials = { ...emulator.oauthSandboxCredentials, access_token: grant.access_token };
    expect((await run('jira_get_myself', {}, { credentials })).data).toMatchObject({ accountId: emulator.site.sandboxUser.accountId });
    const error = await expectStatus(run('jira_create_comment', { path: { id: '10000' }, body: { content: [{ plain: 'Hi' }] } }, { credentials }), 400);
    expect(error.data).toMatchObject({ statusCode: 401, message: 'Unauthorized; scope does not match' });
  });
});
