import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { RunningJiraEmulator } from '@openunified/connector-jira/emulator';
import { encodeCompositeId } from '@openunified/connector-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

/**
 * Sub-resources of the catalogue (docs/concepts/unified-resources.md#sub-resources) through every
 * door: the unified routes with the parent in the path, cursors bound to the parent, /openapi.json,
 * the /actions catalogue, RPC, MCP and data sync; on the sandbox's Jira emulator (a ticket's comments).
 */

let context: UnifiedTestContext;
let jira: RunningJiraEmulator;
let account: string;

beforeAll(async () => {
  context = await startUnifiedTestContext();
  jira = context.emulator('jira') as RunningJiraEmulator;
  account = (await context.testServer.createAccount({ provider: 'jira', credentials: context.credentials('jira'), originOwnerId: 'sub-resources' })).id;
});
afterAll(() => context.close());

const call = (path: string, options: { method?: string; body?: unknown } = {}) => context.call(path, { account, ...options });

/** Issues with at least `count` comments, in site order. */
const issuesWithComments = (count: number) =>
  jira.site.issues.filter((issue) => jira.site.comments.filter((comment) => comment.issueId === issue.id).length >= count);
const commentIdsOf = (issueId: string) => jira.site.comments.filter((comment) => comment.issueId === issueId).map((comment) => comment.id);

describe('the unified routes of a sub-resource', () => {
  it("lists a parent's records with its id in the path, unified id, provider id or key alike", async () => {
    const issue = issuesWithComments(3)[0]!;
    for (const parent of [encodeCompositeId(issue.id), issue.id, issue.key]) {
      const { records } = await context.readAllPages(`/unified/ticketing/tickets/${parent}/comments?page_size=2`, account);
      expect(records.map((comment) => comment.remote_id)).toEqual(commentIdsOf(issue.id));
    }
  });

  it('gets one record with the parent in id and the record in subResourceId', async () => {
    const issue = issuesWithComments(1)[0]!;
    const commentId = commentIdsOf(issue.id)[0]!;
    const { status, body } = await call(`/unified/ticketing/tickets/${issue.key}/comments/${encodeCompositeId(commentId)}?fields=id,ticket_id`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: encodeCompositeId(commentId), ticket_id: encodeCompositeId(issue.id) });
    const action = jira.requests.at(-1)!;
    expect(action.path).toBe(`/rest/api/3/issue/${issue.key}/comment/${commentId}`);
  });

  it("refuses a next cursor of one parent's list on another parent", async () => {
    const [first, second] = issuesWithComments(3);
    const page = await call(`/unified/ticketing/tickets/${first!.id}/comments?page_size=1`);
    expect(page.body.next).toEqual(expect.any(String));

    const same = await call(`/unified/ticketing/tickets/${encodeCompositeId(first!.id)}/comments?next=${encodeURIComponent(page.body.next)}`);
    expect(same.status).toBe(200);
    expect(same.body.data.map((comment: { remote_id: string }) => comment.remote_id)).toEqual([commentIdsOf(first!.id)[1]]);

    jira.clearRequests();
    const other = await call(`/unified/ticketing/tickets/${second!.id}/comments?next=${encodeURIComponent(page.body.next)}`);
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/cursor/);
    expect(jira.requests).toHaveLength(0);
  });

  it('creates a record under its parent, with the status the resource declares', async () => {
    const issue = jira.site.issues[1]!;
    const created = await call(`/unified/ticketing/tickets/${issue.key}/comments`, {
      method: 'POST',
      body: { content: [{ plain: 'Filed under the ticket' }] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ statusCode: 201, data: { id: expect.stringMatching(/^c28xIQ/) } });
    expect(jira.site.comments.at(-1)).toMatchObject({ issueId: issue.id });
  });

  it('answers an unknown parent with 404 and a malformed one with 400', async () => {
    expect((await call('/unified/ticketing/tickets/99999/comments')).status).toBe(404);
    const malformed = await call('/unified/ticketing/tickets/not%20an%20issue/comments');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('is not a Jira issue id or key');
  });
});

describe('everything derived from the catalogue', () => {
  it('documents the path parameters of sub-resource routes in /openapi.json', async () => {
    const { paths } = (await context.call('/openapi.json')).body;
    const parametersOf = (path: string, method: string) =>
      (paths[path][method].parameters as { in: string; name: string; required: boolean }[]).filter((parameter) => parameter.in === 'path');
    expect(Object.keys(paths['/unified/ticketing/tickets/{id}/comments']).sort()).toEqual(['get', 'post']);
    expect(parametersOf('/unified/ticketing/tickets/{id}/comments', 'get')).toEqual([expect.objectContaining({ name: 'id', required: true })]);
    expect(parametersOf('/unified/ticketing/tickets/{id}/comments/{subResourceId}', 'get').map((parameter) => [parameter.name, parameter.required])).toEqual([
      ['id', true],
      ['subResourceId', true],
    ]);
    expect(paths['/unified/ticketing/tickets/{id}/comments'].post.responses).toHaveProperty('201');
    expect(paths['/unified/crm/contacts'].post.responses).toHaveProperty('200');
    expect(paths['/unified/crm/contacts'].post.responses).not.toHaveProperty('201');
  });

  it('describes the path a sub-resource action requires in the /actions catalogue', async () => {
    const { body } = await context.call('/actions?filter[connectors]=jira&filter[action_key]=jira_get_comment&include=action_details');
    const [action] = body.data[0].actions;
    expect(action.action_details).toMatchObject({ unified: 'ticketing.comments.get', input: { required: expect.arrayContaining(['path']) } });
    expect(action.action_details.input.properties.path).toMatchObject({ required: ['id', 'subResourceId'] });
  });

  it('runs a sub-resource list by RPC with the parent in path, its cursor bound to that parent', async () => {
    const [first, second] = issuesWithComments(3);
    const rpc = (body: Record<string, unknown>) => call('/actions/rpc', { method: 'POST', body: { action: 'jira_list_comments', ...body } });
    const page = await rpc({ path: { id: first!.key }, query: { page_size: 1 } });
    expect(page.status).toBe(200);
    expect(page.body.data.map((comment: { remote_id: string }) => comment.remote_id)).toEqual([commentIdsOf(first!.id)[0]]);

    const next = await rpc({ path: { id: first!.key }, query: { next: page.body.next } });
    expect(next.body.data.map((comment: { remote_id: string }) => comment.remote_id)).toEqual([commentIdsOf(first!.id)[1]]);
    expect((await rpc({ path: { id: second!.key }, query: { next: page.body.next } })).status).toBe(400);

    const withoutParent = await rpc({ query: { page_size: 1 } });
    expect(withoutParent.status).toBe(400);
    expect(withoutParent.body.message).toMatch(/^invalid input for jira_list_comments/);
  });

  it('offers sub-resource actions as MCP tools whose input requires the path', async () => {
    const transport = new StreamableHTTPClientTransport(new URL(`${context.testServer.url}/mcp`), {
      requestInit: { headers: { authorization: context.authorization, 'x-account-id': account } },
    });
    const client = new Client({ name: 'openunified-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      const tool = tools.find((candidate) => candidate.name === 'jira_list_comments')!;
      expect(tool.inputSchema).toMatchObject({ required: expect.arrayContaining(['path']), properties: { path: { required: ['id'] } } });
      const issue = issuesWithComments(1)[0]!;
      const result = await client.callTool({ name: 'jira_list_comments', arguments: { path: { id: issue.key }, query: { page_size: 50 } } });
      expect(result.isError).toBeFalsy();
      expect((result.structuredContent as { data: { remote_id: string }[] }).data.map((comment) => comment.remote_id)).toEqual(commentIdsOf(issue.id));
    } finally {
      await client.close();
    }
  });

  it('syncs a sub-resource list on a data-sync schedule carrying the parent in its sync_params', async () => {
    const issue = issuesWithComments(2)[0]!;
    const config = await context.call('/v2/data_sync/configs', {
      method: 'POST',
      body: { name: 'Ticket comments', connector: 'jira', actions: [{ action_id: 'jira_list_comments' }], cadence: 'PT1H', auto_link: false },
    });
    expect(config.status, config.text).toBe(201);
    const schedule = await context.call('/v2/data_sync/schedules', {
      method: 'POST',
      body: {
        account_id: account,
        action_id: 'jira_list_comments',
        sync_config_id: config.body.id,
        sync_params: { path: { id: issue.key }, query: { page_size: 1 } },
      },
    });
    expect(schedule.status, schedule.text).toBe(201);

    const started = await context.call(`/v2/data_sync/schedules/${schedule.body.id}/runs`, { method: 'POST' });
    expect(started.status, started.text).toBe(202);
    let run: Record<string, any> | undefined;
    for (let attempt = 0; attempt < 200 && !['succeeded', 'failed'].includes(run?.status); attempt += 1) {
      if (attempt > 0) await sleep(50);
      run = (await context.call(`/v2/data_sync/schedules/${schedule.body.id}/runs`)).body.data.find(
        (candidate: { id: string }) => candidate.id === started.body.id,
      );
    }
    expect(run, JSON.stringify(run)).toMatchObject({ status: 'succeeded', records: { created: commentIdsOf(issue.id).length } });
    const records = await context.call(`/v2/data_sync/schedules/${schedule.body.id}/records?page_size=100`);
    expect(records.body.data.map((record: { remote_id: string }) => record.remote_id).sort()).toEqual(commentIdsOf(issue.id).sort());
  });
});
