import {
  campaignSchema,
  contentBlockSchema,
  driveSchema,
  emailTemplateSchema,
  employeeSchema,
  inAppTemplateSchema,
  lmsCategorySchema,
  pushTemplateSchema,
  smsTemplateSchema,
} from '@openunified/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

const compositeId = (remoteId: string) => `c28xIQ${Buffer.from(`id:${remoteId}`).toString('base64url')}`;

let context: UnifiedTestContext;
beforeAll(async () => {
  context = await startUnifiedTestContext();
});
afterAll(() => context.close());

const drives = (query = '', account = context.accounts.googledrive) => context.call(`/unified/documents/drives${query}`, { account });

const readAllPages = (path: string, account: string) => context.readAllPages(path, account);

describe('GET /unified/documents/drives', () => {
  it('lists 25 drives of the unified model by default, composite ids and ISO date-times included', async () => {
    const { status, body } = await drives();
    expect(status).toBe(200);
    expect(body.data).toHaveLength(25);
    expect(typeof body.next).toBe('string');
    expect(body).not.toHaveProperty('raw');
    const first = body.data[0];
    expect(Object.keys(first).sort()).toEqual(['created_at', 'description', 'id', 'name', 'remote_id', 'updated_at', 'url']);
    expect(first.id).toBe(compositeId(first.remote_id));
    expect(first.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    for (const drive of body.data) expect(driveSchema.partial().safeParse(drive).success).toBe(true);
  });

  it('pages to the end with next, without repeating a drive, keeping the page size in the cursor', async () => {
    const expectedCount = 30;
    const { records, pages } = await readAllPages('/unified/documents/drives?page_size=7', context.accounts.googledrive);
    expect(records).toHaveLength(expectedCount);
    expect(new Set(records.map((record) => record.id)).size).toBe(expectedCount);
    expect(pages).toBe(5);
  });

  it('refuses a cursor of another account, of another route, or tampered with', async () => {
    const { body } = await drives('?page_size=2');
    const otherAccount = (await context.testServer.createAccount({ provider: 'googledrive', credentials: context.credentials('googledrive') })).id;
    const foreign = await drives(`?next=${body.next}`, otherAccount);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('invalid cursor: issued for another account');

    const categories = await context.call('/unified/lms/categories?page_size=2', { account: context.accounts.talentlms });
    const otherRoute = await context.call(`/unified/lms/categories?next=${body.next}`, { account: context.accounts.talentlms });
    expect(otherRoute.status).toBe(400);
    const wrongRoute = await drives(`?next=${categories.body.next}`);
    expect(wrongRoute.body.message).toMatch(/^invalid cursor: issued for another (account|route)$/);

    const tampered = `${body.next.slice(0, -2)}${body.next.endsWith('A') ? 'B' : 'A'}A`;
    expect((await drives(`?next=${tampered}`)).status).toBe(400);
    expect((await drives('?next=not-a-cursor')).body).toMatchObject({ statusCode: 400, message: expect.stringMatching(/^invalid cursor/) });
  });

  it('answers page_size outside 1..100 with a 400 naming it', async () => {
    for (const pageSize of ['0', '101', 'ten', '2.5']) {
      const { status, body } = await drives(`?page_size=${pageSize}`);
      expect(status).toBe(400);
      expect(body.message).toContain('query parameter "page_size": must be a whole number between 1 and 100');
    }
    expect((await drives('?page_size=100')).body.data).toHaveLength(30);
  });

  it('adds the provider exchanges with raw=true, secrets redacted', async () => {
    const { body } = await drives('?page_size=2&raw=true');
    expect(body.raw).toHaveLength(1);
    expect(body.raw[0]).toMatchObject({ method: 'GET', url: expect.stringContaining('/drive/v3/drives?pageSize=2'), body: null });
    expect(body.raw[0].response.drives).toHaveLength(2);
    expect(JSON.stringify(body)).not.toContain(context.credentials('googledrive').access_token);
    for (const refused of ['maybe', '1', 'yes']) {
      const { status, body: refusal } = await drives(`?raw=${refused}`);
      expect(status).toBe(400);
      expect(refusal.message).toContain('must be true or false');
    }
    expect((await drives('?page_size=2&raw=false')).body.raw).toBeUndefined();
  });

  it('returns only the named fields, and unified_custom_fields only when named', async () => {
    const { body } = await drives('?page_size=2&fields=id,name');
    expect(body.data.map(Object.keys)).toEqual([
      ['id', 'name'],
      ['id', 'name'],
    ]);
    const custom = await drives('?page_size=1&fields=remote_id,unified_custom_fields');
    expect(custom.body.data[0]).toEqual({ remote_id: expect.any(String), unified_custom_fields: expect.objectContaining({ themeId: expect.any(String) }) });
  });

  it('answers fields naming no field of the model with a 400 naming the unknown ones, alone or among known ones', async () => {
    const alone = await drives('?fields=nmae');
    expect(alone).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^query parameter "fields": unknown field "nmae"; the fields of this resource are id, remote_id, name/) },
    });
    const mixed = await drives('?fields=id,nmae,colour');
    expect(mixed).toMatchObject({ status: 400, body: { message: expect.stringContaining('unknown fields "nmae", "colour"') } });
    const [listed] = (await drives('?page_size=1')).body.data;
    const one = await context.call(`/unified/documents/drives/${listed.id}?fields=name,owner`, { account: context.accounts.googledrive });
    expect(one).toMatchObject({ status: 400, body: { message: expect.stringContaining('unknown field "owner"') } });
  });

  it('continues the query of the first page with next alone: fields, filter and raw are in the cursor', async () => {
    const first = (await drives('?page_size=3&fields=id,name&filter[name]=Team&raw=true')).body;
    expect(first.next).toEqual(expect.any(String));
    const second = await drives(`?next=${first.next}`);
    expect(second.status).toBe(200);
    expect(second.body.data.length).toBeGreaterThan(0);
    for (const drive of second.body.data) {
      expect(Object.keys(drive)).toEqual(['id', 'name']);
      expect(drive.name.toLowerCase()).toContain('team');
    }
    expect(second.body.raw).toHaveLength(1);
    const repeated = await drives(`?next=${first.next}&fields=name,id&raw=true&filter[name]=Team&page_size=2`);
    expect(repeated.status).toBe(200);
    expect(repeated.body.data).toEqual(second.body.data.slice(0, 2));
  });

  it('answers a parameter next continues with another value alongside it with a 400 naming it', async () => {
    const first = (await drives('?page_size=3&fields=id,name')).body;
    expect(await drives(`?next=${first.next}&fields=id`)).toMatchObject({
      status: 400,
      body: {
        message: 'query parameter "fields" differs from the query the next cursor continues (fields=id,name); send next without fields, or with the same value',
      },
    });
    expect((await drives(`?next=${first.next}&raw=true`)).body.message).toMatch(/^query parameter "raw" differs .*\(raw=false\)/);
    expect((await drives(`?next=${first.next}&filter[name]=Team`)).body.message).toMatch(/^query parameter "filter" differs .*\(no filter\)/);
    expect((await drives(`?next=${first.next}&proxy[quotaUser]=x`)).body.message).toMatch(/^query parameter "proxy" differs/);
    expect((await drives(`?next=${first.next}&raw=false`)).status).toBe(200);
  });

  it('passes proxy[...] parameters, nested ones too, through to the provider request', async () => {
    const emulator = context.emulator('googledrive');
    emulator.clearRequests();
    const { status } = await drives('?page_size=1&proxy[quotaUser]=tenant-7&proxy[search][owner]=me');
    expect(status).toBe(200);
    const query = new URLSearchParams(emulator.requests.at(-1)!.query);
    expect(query.get('quotaUser')).toBe('tenant-7');
    expect(query.get('search[owner]')).toBe('me');
  });

  it('filters with filter[...] and accepts filter[updated_after] and the deprecated updated_after', async () => {
    const all = (await drives('?page_size=100')).body.data as { name: string }[];
    const expected = all.filter((drive) => drive.name.toLowerCase().includes('team'));
    const { body } = await drives('?page_size=100&filter[name]=Team');
    expect(body.data.map((drive: { name: string }) => drive.name)).toEqual(expected.map((drive) => drive.name));

    // Shared drives record no modification time: the connector returns every drive.
    expect((await drives('?page_size=100&filter[updated_after]=2024-02-01T00:00:00Z')).body.data).toHaveLength(30);
    expect((await drives('?page_size=100&updated_after=2024-02-01T00:00:00Z')).body.data).toHaveLength(30);
    const badDate = await drives('?filter[updated_after]=yesterday');
    expect(badDate).toMatchObject({ status: 400, body: { message: expect.stringContaining('filter[updated_after]') } });
    const conflicting = await drives('?filter[updated_after]=2024-02-01T00:00:00Z&updated_after=2024-03-01T00:00:00Z');
    expect(conflicting.status).toBe(400);
    expect((await drives('?filter=Team')).status).toBe(400);
    expect((await drives('?filter[name]=a&filter[name][x]=b')).status).toBe(400);
  });

  it('serves the deprecated page parameter as the page reached by following next', async () => {
    const second = (await drives('?page_size=10&page=2')).body;
    const first = (await drives('?page_size=10')).body;
    const viaNext = (await drives(`?next=${first.next}`)).body;
    expect(second.data).toEqual(viaNext.data);
    expect((await drives('?page_size=10&page=4')).body).toEqual({ data: [], next: null });
    expect((await drives(`?page=2&next=${first.next}`)).status).toBe(400);
  });
});

describe('GET /unified/documents/drives/{id}', () => {
  it('reads a drive by its unified id or by the provider id, with raw and fields', async () => {
    const [listed] = (await drives('?page_size=1')).body.data;
    const byComposite = await context.call(`/unified/documents/drives/${listed.id}?raw=true`, { account: context.accounts.googledrive });
    expect(byComposite.status).toBe(200);
    expect(byComposite.body.data).toEqual(listed);
    expect(byComposite.body.raw[0].url).toContain(`/drive/v3/drives/${listed.remote_id}`);
    const byRemoteId = await context.call(`/unified/documents/drives/${listed.remote_id}?fields=name`, { account: context.accounts.googledrive });
    expect(byRemoteId.body).toEqual({ data: { name: listed.name } });
  });

  it('answers an unknown drive with the provider 404', async () => {
    const { status, body } = await context.call('/unified/documents/drives/0AnotThere', { account: context.accounts.googledrive });
    expect(status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, message: expect.any(String) });
  });
});

describe('LMS categories', () => {
  it('lists and reads categories', async () => {
    const { records } = await readAllPages('/unified/lms/categories?page_size=8', context.accounts.talentlms);
    expect(records).toHaveLength(30);
    for (const category of records) expect(lmsCategorySchema.partial().safeParse(category).success).toBe(true);
    const one = await context.call(`/unified/lms/categories/${records[4]!.id}?fields=id,name,hierarchy`, { account: context.accounts.talentlms });
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.data).sort()).toEqual(['hierarchy', 'id', 'name']);
  });

  it('filters with the provider filter keys and refuses unknown ones', async () => {
    const { body } = await context.call('/unified/lms/categories?page_size=100&filter[name]=security', { account: context.accounts.talentlms });
    expect(body.data.length).toBeGreaterThan(0);
    for (const category of body.data) expect(category.name.toLowerCase()).toContain('security');
    const unknown = await context.call('/unified/lms/categories?filter[colour]=red', { account: context.accounts.talentlms });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('query.filter');
  });
});

describe('Marketing push templates', () => {
  const account = () => context.accounts.iterable;

  it('lists with next and the deprecated next_page carrying the same cursor', async () => {
    const { status, body } = await context.call('/unified/marketing/templates/push?page_size=3', { account: account() });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(3);
    expect(body.next_page).toBe(body.next);
    for (const template of body.data) expect(pushTemplateSchema.safeParse(template).success).toBe(true);
  });

  it('creates (201) and updates (200) a template, answering statusCode, message, timestamp and the ids', async () => {
    const created = await context.call('/unified/marketing/templates/push', {
      method: 'POST',
      account: account(),
      body: {
        name: 'Spring sale',
        tags: ['spring'],
        messages: [{ message_type: { value: 'push' }, message_content: { title: 'Sale', body: 'Up to 50% off' } }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      statusCode: 201,
      message: 'Record created successfully',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      data: { id: expect.stringMatching(/^c28xIQ/), remote_id: expect.any(String) },
    });

    const updated = await context.call(`/unified/marketing/templates/push/${created.body.data.id}`, {
      method: 'PATCH',
      account: account(),
      body: { name: 'Spring sale, extended' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ statusCode: 200, message: 'Record updated successfully', data: created.body.data });

    const read = await context.call(`/unified/marketing/templates/push/${created.body.data.remote_id}`, { account: account() });
    expect(read.body.data).toMatchObject({ name: 'Spring sale, extended', tags: ['spring'] });
  });

  it('refuses a write body that breaks the unified model, naming the field', async () => {
    const { status, body } = await context.call('/unified/marketing/templates/push', {
      method: 'POST',
      account: account(),
      body: { name: 'x', tags: 'spring' },
    });
    expect(status).toBe(400);
    expect(body.message).toContain('body field "tags"');
  });
});

describe('Marketing templates of every channel, campaigns and content blocks', () => {
  const account = () => context.accounts.iterable;

  it('lists email, SMS and in-app templates, campaigns and content blocks in their models, with next and next_page', async () => {
    for (const [path, schema] of [
      ['/unified/marketing/templates/email', emailTemplateSchema],
      ['/unified/marketing/templates/sms', smsTemplateSchema],
      ['/unified/marketing/templates/in_app', inAppTemplateSchema],
      ['/unified/marketing/campaigns', campaignSchema],
      ['/unified/marketing/content_blocks', contentBlockSchema],
    ] as const) {
      const { status, body } = await context.call(`${path}?page_size=2`, { account: account() });
      expect(status, path).toBe(200);
      expect(body.data, path).toHaveLength(2);
      expect(body.next_page).toBe(body.next);
      for (const record of body.data) expect(schema.safeParse(record).success, path).toBe(true);
      const one = await context.call(`${path}/${body.data[0].id}`, { account: account() });
      expect(one.body.data).toEqual(body.data[0]);
    }
  });

  it('pages content blocks through every snippet behind the opaque next', async () => {
    const { records } = await readAllPages('/unified/marketing/content_blocks?page_size=3', account());
    expect(records.length).toBeGreaterThan(3);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
  });

  it('creates (201) and updates (200) email templates and content blocks', async () => {
    const created = await context.call('/unified/marketing/templates/email', {
      method: 'POST',
      account: account(),
      body: {
        name: 'Receipt',
        messages: [{ message_type: { value: 'email' }, message_content: { subject: 'Your receipt', body: '<p>Thanks</p>', 'reply-to': 'help@example.com' } }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ statusCode: 201, message: 'Record created successfully', data: { id: expect.stringMatching(/^c28xIQ/) } });
    const updated = await context.call(`/unified/marketing/templates/email/${created.body.data.id}`, {
      method: 'PATCH',
      account: account(),
      body: { messages: [{ message_content: { subject: 'Your receipt, again' } }] },
    });
    expect(updated).toMatchObject({ status: 200, body: { statusCode: 200, message: 'Record updated successfully', data: created.body.data } });
    const read = await context.call(`/unified/marketing/templates/email/${created.body.data.id}`, { account: account() });
    expect(read.body.data.messages[0].message_content).toEqual({
      subject: 'Your receipt, again',
      body: '<p>Thanks</p>',
      from: null,
      'reply-to': 'help@example.com',
      preheader: null,
    });

    const block = await context.call('/unified/marketing/content_blocks', {
      method: 'POST',
      account: account(),
      body: { name: 'server-test-block', content: '<p>Hi</p>' },
    });
    expect(block.status).toBe(201);
    const blockUpdate = await context.call(`/unified/marketing/content_blocks/${block.body.data.id}`, {
      method: 'PATCH',
      account: account(),
      body: { content: '<p>Hello</p>' },
    });
    expect(blockUpdate.status).toBe(200);
  });

  it("answers Iterable's validation error with a 400 carrying provider_errors", async () => {
    const { status, body } = await context.call('/unified/marketing/templates/email', {
      method: 'POST',
      account: account(),
      body: { name: 'Bad sender', messages: [{ message_content: { from: 'not an address' } }] },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('fromEmail is not a valid email address: not an address (BadParams)');
    expect(body.provider_errors).toEqual([
      expect.objectContaining({ status: 400, raw: { msg: 'fromEmail is not a valid email address: not an address', code: 'BadParams', params: null } }),
    ]);
  });

  it('answers 422 on omni-channel templates, which Iterable does not have (docs/concepts/errors.md)', async () => {
    for (const [method, path] of [
      ['GET', '/unified/marketing/templates/omni_channel'],
      ['GET', '/unified/marketing/templates/omni_channel/1'],
      ['POST', '/unified/marketing/templates/omni_channel'],
      ['PATCH', '/unified/marketing/templates/omni_channel/1'],
    ] as const) {
      const { status, body } = await context.call(path, { method, account: account(), ...(method === 'GET' ? {} : { body: { name: 'x' } }) });
      expect(status, `${method} ${path}`).toBe(422);
      expect(body.message).toMatch(
        /^provider "iterable" does not support marketing\.omni_channel_templates\.(list|get|create|update): every Iterable template belongs to one channel/,
      );
    }
  });
});

describe('HRIS employees', () => {
  const account = () => context.accounts.bamboohr;

  it('lists and reads employees', async () => {
    const { body } = await context.call('/unified/hris/employees?page_size=5', { account: account() });
    expect(body.data).toHaveLength(5);
    for (const employee of body.data) expect(employeeSchema.omit({ unified_custom_fields: true }).safeParse(employee).success).toBe(true);
    const one = await context.call(`/unified/hris/employees/${body.data[1].id}`, { account: account() });
    expect(one.body.data).toEqual(body.data[1]);
  });

  it('updates an employee with the employee update body (docs/unified/hris.md), the job title rule included', async () => {
    const updated = await context.call('/unified/hris/employees/103', {
      method: 'PATCH',
      account: account(),
      body: { first_name: 'Renamed', job_title: 'Principal Engineer', work_email: null },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      statusCode: 200,
      message: 'Record updated successfully',
      timestamp: expect.any(String),
      data: { id: compositeId('103'), remote_id: '103' },
    });
    const read = await context.call(`/unified/hris/employees/${compositeId('103')}`, { account: account() });
    expect(read.body.data).toMatchObject({ first_name: 'Renamed', job_title: 'Principal Engineer', work_email: null });

    const invalid = await context.call('/unified/hris/employees/103', { method: 'PATCH', account: account(), body: { work_email: 'not-an-email' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('body field "work_email"');
  });
});

describe('account and operation checks', () => {
  it('needs x-account-id (400), a known account (404), and a provider that serves the resource (422)', async () => {
    expect((await context.call('/unified/documents/drives')).status).toBe(400);
    expect((await context.call('/unified/documents/drives', { account: 'acc_nobody' })).status).toBe(404);
    const wrongCategory = await context.call('/unified/documents/drives', { account: context.accounts.talentlms });
    expect(wrongCategory.status).toBe(422);
    expect(wrongCategory.body.message).toBe('provider "talentlms" does not support documents.drives.list');
  });

  it('lists the resource types the connector declares, without a provider call', async () => {
    const emulator = context.emulator('googledrive');
    emulator.clearRequests();
    const { status, body } = await context.call('/unified/list_resource_types', { account: context.accounts.googledrive });
    expect(status).toBe(200);
    expect(body).toEqual({ data: ['drive', 'folder', 'file'] });
    expect(emulator.requests).toHaveLength(0);

    const withoutTypes = await context.testServer.createAccount({ provider: 'plainnotes', credentials: { api_key: 'key' } });
    const unsupported = await context.call('/unified/list_resource_types', { account: withoutTypes.id });
    expect(unsupported.status).toBe(422);
    expect(unsupported.body.message).toBe('provider "plainnotes" does not support list_resource_types');
  });
});
