import type { HrisShift, SyncParams } from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningBamboohrEmulator, startBamboohrEmulator } from './emulator/index.js';
import { bamboohrConnector } from './index.js';

let emulator: RunningBamboohrEmulator;

beforeAll(async () => {
  emulator = await startBamboohrEmulator({ seed: 5, employeeCount: 10 });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  emulator.clearRequests();
});

const run = (actionId: string, input: SyncParams) =>
  runAction(bamboohrConnector, actionId, input, { originOverride: emulator.url, credentials: emulator.sandboxCredentials });
const providerCalls = () => emulator.requests.map((request) => `${request.method} ${request.path.replace(/^.*\/v1/, '')}`);

async function listAll(actionId: string, input: SyncParams & { query?: Record<string, unknown> }, pageSize: number): Promise<HrisShift[]> {
  const records: HrisShift[] = [];
  let cursor: string | undefined;
  do {
    const result = await run(actionId, { ...input, query: { ...input.query, page_size: pageSize, ...(cursor ? { cursor } : {}) } });
    records.push(...(result.data as HrisShift[]));
    cursor = result.next ?? undefined;
  } while (cursor !== undefined);
  return records;
}

const day = (offset: number) => new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) + offset * 86_400_000).toISOString();

describe('shifts', () => {
  it("pages every schedule's shifts with BambooHR's own pages: the schedules and one shift page per page", async () => {
    const shifts = await listAll('bamboohr_list_shifts', {}, 25);
    expect(shifts.length).toBeGreaterThan(50);
    expect(new Set(shifts.map((shift) => shift.id)).size).toBe(shifts.length);
    const pages = Math.ceil(shifts.length / 25);
    expect(providerCalls()).toEqual(Array.from({ length: pages }, () => ['GET /scheduling/schedules', 'GET /scheduling/shifts']).flat());
    const [firstCall, secondCall] = emulator.requests
      .filter((request) => request.path.endsWith('/scheduling/shifts'))
      .map((request) => new URLSearchParams(request.query));
    expect(firstCall!.get('page')).toBe('1');
    expect(secondCall!.get('page')).toBe('2');
    expect(firstCall!.get('pageSize')).toBe('25');
    expect(firstCall!.getAll('scheduleIds[]')).toHaveLength(2);
    // The default window: from a week ago, four weeks long; planned and published shifts.
    for (const shift of shifts) {
      expect(Date.parse(shift.end_time!)).toBeGreaterThan(Date.parse(day(-7)));
      expect(Date.parse(shift.start_time!)).toBeLessThan(Date.parse(day(21)));
      expect(['draft', 'published']).toContain(shift.status!.value);
    }
    const open = shifts.find((shift) => shift.unified_custom_fields?.name === 'Open shift')!;
    expect(open).toMatchObject({ employee_id: null, remote_employee_id: null, unified_custom_fields: { employee_ids: [] } });
    const pair = shifts.find((shift) => shift.unified_custom_fields?.name === 'Stocktake')!;
    expect((pair.unified_custom_fields!.employee_ids as string[]).length).toBe(2);
    expect(pair.remote_employee_id).toBe((pair.unified_custom_fields!.employee_ids as string[])[0]);
    expect(shifts[0]).toMatchObject({ break_duration: null, breaks: null, approval_status: null, location_id: null });
  });

  it('filters by window and status, and refuses a window longer than a month or an unknown status', async () => {
    const cancelled = await listAll('bamboohr_list_shifts', { query: { filter: { status: 'cancelled', starts_after: day(-14), ends_before: day(14) } } }, 100);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((shift) => shift.status?.source_value === 'cancelled' && shift.status.value === 'cancelled')).toBe(true);
    const drafts = await listAll('bamboohr_list_shifts', { query: { filter: { status: 'draft', starts_after: day(15), ends_before: day(34) } } }, 100);
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((shift) => shift.status?.source_value === 'planned')).toBe(true);
    expect((await run('bamboohr_list_shifts', { query: { filter: { status: 'confirmed' } } })).data).toEqual([]);
    emulator.clearRequests();
    const tooLong = await expectApiError(run('bamboohr_list_shifts', { query: { filter: { starts_after: day(-20), ends_before: day(20) } } }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.message).toMatch(/at most one month/);
    expect((await expectApiError(run('bamboohr_list_shifts', { query: { filter: { status: 'late' } } }))).statusCode).toBe(400);
    expect((await expectApiError(run('bamboohr_list_shifts', { query: { filter: { starts_after: 'soon' } } }))).statusCode).toBe(400);
    expect((await expectApiError(run('bamboohr_list_shifts', { query: { cursor: 'abc' } }))).statusCode).toBe(400);
    expect(providerCalls()).toEqual([]);
  });

  it('keeps shifts updated after updated_after', async () => {
    const all = await listAll('bamboohr_list_shifts', {}, 100);
    const after = day(-1);
    const recent = await listAll('bamboohr_list_shifts', { query: { updated_after: after } }, 100);
    expect(recent.length).toBeLessThan(all.length);
    expect(recent.every((shift) => Date.parse(shift.updated_at!) > Date.parse(after))).toBe(true);
  });

  it('reads one shift with GET /scheduling/shifts/{id}, by unified or BambooHR id', async () => {
    const [shift] = (await run('bamboohr_list_shifts', { query: { page_size: 3 } })).data as HrisShift[];
    emulator.clearRequests();
    expect((await run('bamboohr_get_shift', { path: { id: shift!.id } })).data).toEqual(shift);
    expect((await run('bamboohr_get_shift', { path: { id: shift!.remote_id } })).data).toEqual(shift);
    expect(providerCalls()).toEqual(Array(2).fill(`GET /scheduling/shifts/${shift!.remote_id}`));
    const missing = await expectApiError(run('bamboohr_get_shift', { path: { id: '0190a000-0000-7000-8000-ffffffffffff' } }));
    expect(missing).toMatchObject({ statusCode: 404, message: expect.stringMatching(/Shift not found/) });
  });
});

describe('employee shifts', () => {
  it("lists one employee's shifts with one GET /scheduling/shifts?employeeIds[]= per page", async () => {
    const shifts = await listAll('bamboohr_list_employee_shifts', { path: { id: '102' } }, 5);
    expect(shifts.length).toBeGreaterThan(10);
    expect(shifts.every((shift) => shift.remote_employee_id === '102')).toBe(true);
    expect(providerCalls()).toEqual(Array(Math.ceil(shifts.length / 5)).fill('GET /scheduling/shifts'));
    expect(new URLSearchParams(emulator.requests[0]!.query).getAll('employeeIds[]')).toEqual(['102']);
    // The shift for two, read for its second employee, names that employee.
    const pair = shifts.find((shift) => shift.unified_custom_fields?.name === 'Stocktake')!;
    expect(pair.unified_custom_fields!.employee_ids).toEqual(['101', '102']);
  });

  it('reads a shift of the employee, 404 for one not theirs or an unknown employee', async () => {
    const [shift] = (await run('bamboohr_list_employee_shifts', { path: { id: '103' }, query: { page_size: 2 } })).data as HrisShift[];
    expect((await run('bamboohr_get_employee_shift', { path: { id: '103', subResourceId: shift!.id } })).data).toEqual(shift);
    expect((await expectApiError(run('bamboohr_get_employee_shift', { path: { id: '104', subResourceId: shift!.id } }))).statusCode).toBe(404);
    emulator.clearRequests();
    expect((await expectApiError(run('bamboohr_list_employee_shifts', { path: { id: '999' } }))).statusCode).toBe(404);
    expect(providerCalls()).toEqual(['GET /scheduling/shifts', 'GET /employees/999']);
    // An employee without shifts lists none, after the same look-up.
    expect((await run('bamboohr_list_employee_shifts', { path: { id: '110' } })).data).toEqual([]);
    expect((await expectApiError(run('bamboohr_list_employee_shifts', { path: { id: 'abc' } }))).statusCode).toBe(400);
  });
});

describe('the emulated Scheduling API', () => {
  it('refuses what BambooHR refuses, with problem details', async () => {
    const get = (query: string) =>
      fetch(`${emulator.url}/api/gateway.php/sandbox/v1/scheduling/shifts?${query}`, {
        headers: { Authorization: `Basic ${Buffer.from('sandbox-bamboohr-api-key:x').toString('base64')}`, Accept: 'application/json' },
      });
    const noWindow = await get('employeeIds[]=101');
    expect(noWindow.status).toBe(422);
    expect(await noWindow.json()).toMatchObject({ status: 422, detail: expect.stringMatching(/start and end/) });
    expect((await get(`start=${day(0)}&end=${day(40)}&employeeIds[]=101`)).status).toBe(422);
    expect((await get(`start=${day(0)}&end=${day(10)}`)).status).toBe(422);
    expect((await get(`start=${day(0)}&end=${day(10)}&employeeIds[]=101&pageSize=1001`)).status).toBe(422);
    const byIds = await get('ids[]=0190a000-0000-7000-8000-000000000064');
    expect(((await byIds.json()) as { data: unknown[] }).data).toHaveLength(1);
  });
});
