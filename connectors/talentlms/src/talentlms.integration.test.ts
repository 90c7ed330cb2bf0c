import {
  BadRequestError,
  type Credentials,
  createProviderHttpClient,
  encodeCompositeId,
  type LmsCategory,
  type LmsCourse,
  lmsCategorySchema,
  lmsCourseSchema,
  NotFoundError,
  type SyncParams,
  TooManyRequestsError,
} from '@openunified/connector-sdk';
import { runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningTalentlmsEmulator, startTalentlmsEmulator } from './emulator/index.js';
import { talentlmsConnector } from './index.js';

let emulator: RunningTalentlmsEmulator;

function run(actionId: string, input: SyncParams, credentials?: Credentials, target: RunningTalentlmsEmulator = emulator) {
  return runAction(talentlmsConnector, actionId, input, {
    originOverride: target.url,
    credentials: credentials ?? target.sandboxCredentials,
  });
}

async function listAllCategories(query: Record<string, unknown>): Promise<{ records: LmsCategory[]; pages: number }> {
  const records: LmsCategory[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const result = await run('talentlms_list_categories', { query: { ...query, ...(cursor ? { cursor } : {}) } });
    records.push(...(result.data as LmsCategory[]));
    cursor = result.next ?? undefined;
    pages += 1;
  } while (cursor !== undefined);
  return { records, pages };
}

beforeAll(async () => {
  emulator = await startTalentlmsEmulator({ seed: 11, categoryCount: 23, courseCount: 50 });
});

afterAll(async () => {
  await emulator.close();
});

beforeEach(() => {
  emulator.clearRequests();
  emulator.clearFaults();
});

describe('talentlms_list_categories', () => {
  it('pages through every category in id order and ends with next null', async () => {
    const { records, pages } = await listAllCategories({ page_size: 5 });

    expect(pages).toBe(5);
    expect(records.map((record) => record.remote_id)).toEqual(emulator.catalogue.categories.map((category) => category.id));
    for (const record of records) expect(lmsCategorySchema.parse(record)).toEqual(record);
    expect(emulator.requests.every((request) => request.path === '/api/v1/categories')).toBe(true);
  });

  it('sends the API key as the HTTP Basic username with an empty password', async () => {
    await run('talentlms_list_categories', {});

    const expected = `Basic ${Buffer.from(`${emulator.sandboxCredentials.api_key}:`).toString('base64')}`;
    expect(emulator.requests[0]?.headers.authorization).toBe(expected);
  });

  it('derives hierarchy and level from the parent chain', async () => {
    const { records } = await listAllCategories({ page_size: 100 });
    const byId = new Map(emulator.catalogue.categories.map((category) => [category.id, category]));
    const pathOf = (id: string): string[] => {
      const parentId = byId.get(id)?.parent_category_id;
      return parentId ? [...pathOf(parentId), id] : [id];
    };

    for (const record of records) {
      const path = pathOf(record.remote_id);
      expect(record.hierarchy).toEqual({ source_value: path.join('/') });
      expect(record.level).toEqual({ source_value: String(path.length) });
    }
    expect(records.some((record) => Number(record.level?.source_value) > 1)).toBe(true);
  });

  it('filters by name, ignoring case', async () => {
    const { records } = await listAllCategories({ page_size: 4, filter: { name: 'SALES' } });

    const expected = emulator.catalogue.categories.filter((category) => category.name.toLowerCase().includes('sales'));
    expect(expected.length).toBeGreaterThan(0);
    expect(records.map((record) => record.remote_id)).toEqual(expected.map((category) => category.id));
  });

  it('filters by parent, given the unified id of the parent', async () => {
    const parentId = emulator.catalogue.categories.find((candidate) =>
      emulator.catalogue.categories.some((category) => category.parent_category_id === candidate.id),
    )!.id;

    const { records } = await listAllCategories({ filter: { parent_id: encodeCompositeId(parentId) } });

    const children = emulator.catalogue.categories.filter((category) => category.parent_category_id === parentId);
    expect(records.map((record) => record.remote_id)).toEqual(children.map((category) => category.id));
  });

  it('rejects a filter key TalentLMS cannot apply', async () => {
    const failure = run('talentlms_list_categories', { query: { filter: { status: 'active' } } });

    await expect(failure).rejects.toBeInstanceOf(BadRequestError);
    expect(emulator.requests).toHaveLength(0);
  });

  it('rejects a cursor that is not an offset', async () => {
    await expect(run('talentlms_list_categories', { query: { cursor: 'page-two' } })).rejects.toBeInstanceOf(BadRequestError);
  });

  it('retries a provider 500 and succeeds', async () => {
    emulator.injectFault({ type: 'server_error', times: 1 });

    const result = await run('talentlms_list_categories', { query: { page_size: 2 } });

    expect(result.data).toHaveLength(2);
    expect(emulator.requests).toHaveLength(2);
  });
});

describe('talentlms_get_category', () => {
  it('returns the category with the ids of its courses', async () => {
    const category = emulator.catalogue.categories.find((candidate) => emulator.catalogue.courses.some((course) => course.category_id === candidate.id))!;

    const result = await run('talentlms_get_category', { path: { id: encodeCompositeId(category.id) } });

    const record = lmsCategorySchema.parse(result.data);
    expect(record).toMatchObject({ id: encodeCompositeId(category.id), remote_id: category.id, name: category.name, active: true });
    expect(record.unified_custom_fields?.course_ids).toEqual(
      emulator.catalogue.courses.filter((course) => course.category_id === category.id).map((course) => course.id),
    );
    expect(emulator.requests.map((request) => request.path)).toEqual([`/api/v1/categories/id:${category.id}`, '/api/v1/categories']);
  });

  it('also accepts the TalentLMS id', async () => {
    const result = await run('talentlms_get_category', { path: { id: '1' } });

    expect((result.data as LmsCategory).remote_id).toBe('1');
  });

  it('maps TalentLMS 404 to NotFoundError with the provider message', async () => {
    const failure = run('talentlms_get_category', { path: { id: '9999' } });

    await expect(failure).rejects.toBeInstanceOf(NotFoundError);
    await expect(failure).rejects.toThrow('The requested category does not exist');
  });

  it('refuses an id that is not a TalentLMS id without calling TalentLMS', async () => {
    await expect(run('talentlms_get_category', { path: { id: '../users' } })).rejects.toBeInstanceOf(BadRequestError);
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('talentlms_get_site_info', () => {
  it('returns the account summary as TalentLMS sends it', async () => {
    const result = await run('talentlms_get_site_info', {});

    expect(result.data).toMatchObject({ total_categories: '23', total_courses: '50', date_format: 'DDMMYYYY' });
  });

  it('fails with the TalentLMS message when the API key is wrong', async () => {
    const failure = run('talentlms_get_site_info', {}, { ...emulator.sandboxCredentials, api_key: 'wrong-key' });

    await expect(failure).rejects.toBeInstanceOf(BadRequestError);
    await expect(failure).rejects.toMatchObject({ data: { statusCode: 401, message: 'Invalid API key provided' } });
  });

  it('refuses a full address in the domain field', async () => {
    const credentials = { ...emulator.sandboxCredentials, domain: 'sandbox.talentlms.com' };

    await expect(run('talentlms_get_site_info', {}, credentials)).rejects.toThrow('must be the subdomain only');
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('talentlms_list_courses', () => {
  it('pages through the courses of one category as unified courses', async () => {
    const categoryId = emulator.catalogue.courses.find((course) => course.category_id !== null)!.category_id!;
    const expected = emulator.catalogue.courses.filter((course) => course.category_id === categoryId);
    const courses: LmsCourse[] = [];
    let cursor: string | undefined;
    do {
      const result = await run('talentlms_list_courses', {
        query: { page_size: 1, filter: { category_id: encodeCompositeId(categoryId) }, ...(cursor ? { cursor } : {}) },
      });
      courses.push(...(result.data as LmsCourse[]));
      cursor = result.next ?? undefined;
    } while (cursor !== undefined);

    expect(courses.map((course) => course.remote_id)).toEqual(expected.map((course) => course.id));
    for (const course of courses) expect(lmsCourseSchema.parse(course)).toEqual(course);
  });
});

describe('rate limits', () => {
  it('announces the hourly budget on every response', async () => {
    const http = createProviderHttpClient({
      connector: talentlmsConnector,
      credentials: emulator.sandboxCredentials,
      originOverride: emulator.url,
    });

    const response = await http.get('/categories');

    expect(response.headers).toMatchObject({ 'x-ratelimit-limit': '2000' });
    expect(Number(response.headers['x-ratelimit-remaining'])).toBeLessThan(2000);
    expect(Number(response.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
  });

  it('turns an exhausted budget into TooManyRequestsError with Retry-After', async () => {
    // Mid-hour: near the end of a clock hour the Retry-After would be short enough for the client to wait it out.
    const halfPastTen = Date.UTC(2026, 0, 1, 10, 30);
    const limited = await startTalentlmsEmulator({ categoryCount: 2, requestsPerHour: 1, now: () => halfPastTen });
    try {
      await run('talentlms_get_site_info', {}, limited.sandboxCredentials, limited);
      const failure = run('talentlms_get_site_info', {}, limited.sandboxCredentials, limited);

      await expect(failure).rejects.toBeInstanceOf(TooManyRequestsError);
      await expect(failure).rejects.toMatchObject({ headers: { 'Retry-After': expect.stringMatching(/^\d+$/) } });
    } finally {
      await limited.close();
    }
  });
});
