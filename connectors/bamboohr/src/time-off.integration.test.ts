import type { Credentials, SyncParams, TimeOff, TimeOffBalance, TimeOffPolicy, TimeOffTypeReference } from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningBamboohrEmulator, startBamboohrEmulator } from './emulator/index.js';
import { bamboohrConnector } from './index.js';

let emulator: RunningBamboohrEmulator;

beforeAll(async () => {
  emulator = await startBamboohrEmulator({ seed: 11, employeeCount: 25 });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  emulator.clearFaults();
  emulator.clearRequests();
});

function run(actionId: string, input: SyncParams, credentials: Credentials = emulator.sandboxCredentials) {
  return runAction(bamboohrConnector, actionId, input, { originOverride: emulator.url, credentials });
}

/** What reached the emulator: `GET /time_off/requests?...`, paths relative to the API root. */
function providerCalls(): string[] {
  return emulator.requests.map((request) => `${request.method} ${request.path.replace(/^.*\/v1/, '')}${request.query}`);
}

async function listAll(actionId: string, input: SyncParams = {}): Promise<TimeOff[]> {
  const records: TimeOff[] = [];
  let cursor: string | undefined;
  do {
    const query = { page_size: 5, ...input.query, ...(cursor ? { cursor } : {}) };
    const result = await run(actionId, { ...input, query });
    records.push(...(result.data as TimeOff[]));
    cursor = result.next ?? undefined;
  } while (cursor !== undefined);
  return records;
}

describe('time off requests', () => {
  it('pages through every request, one BambooHR call per page over the widest window', async () => {
    const everything = await listAll('bamboohr_list_time_off_requests');
    expect(everything.length).toBeGreaterThan(10);
    expect(new Set(everything.map((request) => request.remote_id)).size).toBe(everything.length);
    const pages = Math.ceil(everything.length / 5);
    expect(providerCalls()).toEqual(Array(pages).fill('GET /time_off/requests?start=1900-01-01&end=2999-12-31'));
    // In id order, so the pages of a sync line up.
    const ids = everything.map((request) => Number(request.remote_id));
    expect(ids).toEqual([...ids].sort((left, right) => left - right));
  });

  it('keeps requests within the start_date and end_date filters and changed on or after the day of updated_after', async () => {
    const everything = await listAll('bamboohr_list_time_off_requests');
    const within = await listAll('bamboohr_list_time_off_requests', {
      query: { filter: { start_date: '2025-01-01T00:00:00.000Z', end_date: '2025-06-30T00:00:00.000Z' } },
    });
    const expected = everything.filter((request) => request.start_date! >= '2025-01-01' && request.end_date! <= '2025-06-30T00:00:00');
    expect(within.map((request) => request.remote_id)).toEqual(expected.map((request) => request.remote_id));
    expect(providerCalls().at(-1)).toBe('GET /time_off/requests?start=2025-01-01&end=2025-06-30');

    const changed = await listAll('bamboohr_list_time_off_requests', { query: { updated_after: '2025-03-01T12:00:00Z' } });
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(everything.length);
    expect(changed.every((request) => request.updated_at! >= '2025-03-01')).toBe(true);
  });

  it('refuses a date filter that is not a date, an unknown filter, and an id that is not a number, before calling BambooHR', async () => {
    expect((await expectApiError(run('bamboohr_list_time_off_requests', { query: { filter: { start_date: 'soon' } } }))).statusCode).toBe(400);
    expect((await expectApiError(run('bamboohr_list_time_off_requests', { query: { filter: { type_ids: '1' } } }))).statusCode).toBe(400);
    expect((await expectApiError(run('bamboohr_get_time_off_request', { path: { id: 'abc' } }))).statusCode).toBe(400);
    expect(emulator.requests).toHaveLength(0);
  });

  it('reads one request by unified or BambooHR id, and answers 404 for an unknown one', async () => {
    const [first] = await listAll('bamboohr_list_time_off_requests');
    const byUnified = await run('bamboohr_get_time_off_request', { path: { id: first!.id } });
    const byRemote = await run('bamboohr_get_time_off_request', { path: { id: first!.remote_id } });
    expect(byUnified.data).toEqual(first);
    expect(byRemote.data).toEqual(first);
    expect((await expectApiError(run('bamboohr_get_time_off_request', { path: { id: '999999' } }))).statusCode).toBe(404);
  });
});

describe('time off requests of one employee', () => {
  it("lists only the employee's requests, in one call per page", async () => {
    const everything = await listAll('bamboohr_list_time_off_requests');
    const employeeId = everything[0]!.remote_employee_id!;
    emulator.clearRequests();
    const own = await listAll('bamboohr_list_employee_time_off', { path: { id: everything[0]!.employee_id! } });
    expect(own.map((request) => request.remote_id)).toEqual(
      everything.filter((request) => request.remote_employee_id === employeeId).map((request) => request.remote_id),
    );
    expect(providerCalls()[0]).toBe(`GET /time_off/requests?start=1900-01-01&end=2999-12-31&employeeId=${employeeId}`);
  });

  it('answers 404 for an unknown employee, looking the employee up only when the list is empty', async () => {
    const error = await expectApiError(run('bamboohr_list_employee_time_off', { path: { id: '9999' } }));
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe('Employee not found');
    expect(providerCalls()).toEqual(['GET /time_off/requests?start=1900-01-01&end=2999-12-31&employeeId=9999', 'GET /employees/9999?fields=id']);
  });

  it("reads one of the employee's requests and refuses another employee's", async () => {
    const everything = await listAll('bamboohr_list_time_off_requests');
    const request = everything[0]!;
    const other = everything.find((candidate) => candidate.remote_employee_id !== request.remote_employee_id)!;
    const read = await run('bamboohr_get_employee_time_off', { path: { id: request.employee_id!, subResourceId: request.id } });
    expect(read.data).toEqual(request);
    const error = await expectApiError(run('bamboohr_get_employee_time_off', { path: { id: request.employee_id!, subResourceId: other.id } }));
    expect(error.statusCode).toBe(404);
  });
});

describe('creating time off requests', () => {
  it('asks BambooHR for the request, reads it back, and shows it in the lists', async () => {
    const created = await run('bamboohr_create_employee_time_off', {
      path: { id: '103' },
      body: { start_date: '2026-07-06T00:00:00Z', end_date: '2026-07-08T00:00:00Z', reason: { id: '77' }, comment: 'Summer' },
    });
    const { id, remote_id: remoteId } = created.data as { id: string; remote_id: string };
    expect(providerCalls()).toEqual([
      'PUT /employees/103/time_off/request',
      `GET /time_off/requests?start=1900-01-01&end=2999-12-31&employeeId=103&id=${remoteId}`,
    ]);
    expect(emulator.requests[0]!.body).toBe(
      JSON.stringify({ status: 'requested', start: '2026-07-06', end: '2026-07-08', timeOffTypeId: '77', notes: [{ from: 'employee', note: 'Summer' }] }),
    );

    const read = (await run('bamboohr_get_employee_time_off', { path: { id: '103', subResourceId: id } })).data as TimeOff;
    expect(read).toMatchObject({
      remote_employee_id: '103',
      status: { value: 'pending', source_value: 'requested' },
      start_date: '2026-07-06T00:00:00',
      end_date: '2026-07-08T00:00:00',
      duration: 'P3D',
      reason: { remote_id: '77', name: 'Vacation' },
      comment: 'Summer',
    });
    const own = await listAll('bamboohr_list_employee_time_off', { path: { id: '103' } });
    expect(own.map((request) => request.id)).toContain(id);
  });

  it('writes half days as per-day amounts, reading the type and working days first', async () => {
    const created = await run('bamboohr_create_employee_time_off', {
      path: { id: '104' },
      body: { start_date: '2026-07-10', end_date: '2026-07-13', reason: { name: 'vacation' }, end_half_day: true, status: { value: 'approved' } },
    });
    expect(providerCalls()[0]).toBe('GET /meta/time_off/types');
    const read = (await run('bamboohr_get_time_off_request', { path: { id: (created.data as TimeOff).id } })).data as TimeOff;
    // Friday and a half Monday; the weekend counts nothing.
    expect(read).toMatchObject({ status: { value: 'approved' }, duration: 'P1.5D', start_half_day: false, end_half_day: true });
  });

  it("relays BambooHR's refusal as a 400 with its reason and the provider's answer", async () => {
    const error = await expectApiError(
      run('bamboohr_create_employee_time_off', { path: { id: '103' }, body: { start_date: '2026-07-06', end_date: '2026-07-08', reason: { id: '4242' } } }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Invalid time off type: "4242"');
    expect(error.providerErrors?.at(-1)).toMatchObject({ status: 400 });
  });

  it('refuses a body BambooHR cannot store before calling it, and answers 404 for an unknown employee', async () => {
    const refused = await expectApiError(run('bamboohr_create_employee_time_off', { path: { id: '103' }, body: { start_date: '2026-07-06' } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toMatch(/end_date is required.*reason\.id/);
    expect(emulator.requests).toHaveLength(0);
    const missing = await expectApiError(
      run('bamboohr_create_employee_time_off', { path: { id: '9999' }, body: { start_date: '2026-07-06', end_date: '2026-07-06', reason: { id: '77' } } }),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('never retries the PUT that creates a request', async () => {
    emulator.injectFault({ type: 'server_error', status: 500, times: 1, method: 'PUT' });
    const error = await expectApiError(
      run('bamboohr_create_employee_time_off', { path: { id: '103' }, body: { start_date: '2026-08-03', end_date: '2026-08-03', reason: { id: '77' } } }),
    );
    expect(error.statusCode).toBe(502);
    expect(emulator.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });
});

describe('time off types, policies and balances', () => {
  it('lists and reads the types and the policies', async () => {
    const types = (await run('bamboohr_list_time_off_types', { query: { page_size: 10 } })).data as TimeOffTypeReference[];
    expect(types.map((type) => type.name)).toEqual(['Vacation', 'Sick', 'Bereavement', 'Comp/In Lieu Time', 'Jury Duty']);
    expect((await run('bamboohr_get_time_off_type', { path: { id: types[1]!.id } })).data).toEqual(types[1]);
    expect((await expectApiError(run('bamboohr_get_time_off_type', { path: { id: '1' } }))).statusCode).toBe(404);

    emulator.clearRequests();
    const policies = (await run('bamboohr_list_time_off_policies', { query: { page_size: 10 } })).data as TimeOffPolicy[];
    // What a page costs: the policies and the types they name, two calls.
    expect(providerCalls().sort()).toEqual(['GET /meta/time_off/policies', 'GET /meta/time_off/types']);
    expect(policies.find((policy) => policy.name === 'Sick Leave')).toMatchObject({ type: { value: 'sick' }, duration_unit: { value: 'hours' } });
    expect((await run('bamboohr_get_time_off_policy', { path: { id: policies[0]!.id } })).data).toEqual(policies[0]);
  });

  it("shows an approved request in the employee's balance, with the assigned policy", async () => {
    const before = (await run('bamboohr_get_employee_time_off_balance', { path: { id: '105', subResourceId: '77' } })).data as TimeOffBalance;
    expect(before.policy?.name).toMatch(/^Vacation/);
    const today = new Date().toISOString().slice(0, 10);
    await run('bamboohr_create_employee_time_off', {
      path: { id: '105' },
      body: {
        start_date: today,
        end_date: today,
        reason: { id: '77' },
        status: { value: 'approved' },
        passthrough: { amount: 1, dates: [{ ymd: today, amount: 1 }] },
      },
    });
    emulator.clearRequests();
    const after = (await run('bamboohr_list_employee_time_off_balances', { path: { id: '105' } })).data as TimeOffBalance[];
    // What a page costs: four calls at once.
    expect(
      providerCalls()
        .map((call) => call.replace(/\?.*$/, ''))
        .sort(),
    ).toEqual(['GET /employees/105/time_off/calculator', 'GET /employees/105/time_off/policies', 'GET /meta/time_off/policies', 'GET /meta/time_off/types']);
    expect(after.find((balance) => balance.remote_id === '77')!.current_balance).toBe(before.current_balance! - 1);
    expect((await expectApiError(run('bamboohr_get_employee_time_off_balance', { path: { id: '105', subResourceId: '81' } }))).statusCode).toBe(404);
  });
});

describe('filter[policy_ids]', () => {
  it("keeps the requests of the policies' time off types, reading the policies first", async () => {
    const everything = await listAll('bamboohr_list_time_off_requests');
    emulator.clearRequests();
    // Policy 3 is Sick Leave (type 78); policy 1 and 2 are both vacation (type 77).
    const sick = await listAll('bamboohr_list_time_off_requests', { query: { filter: { policy_ids: ['c28xIQaWQ6Mw'] } } });
    expect(sick.map((request) => request.remote_id)).toEqual(
      everything.filter((request) => request.reason?.remote_id === '78').map((request) => request.remote_id),
    );
    expect(providerCalls().slice(0, 2)).toEqual(['GET /meta/time_off/policies', 'GET /time_off/requests?start=1900-01-01&end=2999-12-31&type=78']);
    const both = await listAll('bamboohr_list_time_off_requests', { query: { filter: { policy_ids: '1,3' } } });
    expect(both.length).toBe(everything.filter((request) => ['77', '78'].includes(request.reason!.remote_id!)).length);
    expect(await listAll('bamboohr_list_time_off_requests', { query: { filter: { policy_ids: '999' } } })).toEqual([]);
  });
});

describe('updating time off requests', () => {
  async function pendingRequest(employeeId: string, start: string, end: string): Promise<string> {
    const created = await run('bamboohr_create_employee_time_off', {
      path: { id: employeeId },
      body: { start_date: start, end_date: end, reason: { id: '77' }, comment: 'Plan' },
    });
    return (created.data as { id: string }).id;
  }

  it('approves a request in place through the status endpoint, with the comment as the manager note', async () => {
    const id = await pendingRequest('107', '2026-09-07', '2026-09-08');
    emulator.clearRequests();
    const updated = await run('bamboohr_update_employee_time_off', {
      path: { id: '107', subResourceId: id },
      body: { status: { value: 'approved' }, comment: 'Enjoy' },
    });
    expect((updated.data as { id: string }).id).toBe(id);
    expect(providerCalls().at(-1)).toMatch(/^PUT \/time_off\/requests\/\d+\/status$/);
    expect(emulator.requests.at(-1)!.body).toBe(JSON.stringify({ status: 'approved', note: 'Enjoy' }));
    expect(((await run('bamboohr_get_time_off_request', { path: { id } })).data as TimeOff).status).toEqual({ value: 'approved', source_value: 'approved' });
  });

  it('replaces a request whose dates change, the old one superseded, and refuses to change it again', async () => {
    const id = await pendingRequest('107', '2026-10-05', '2026-10-06');
    const replaced = await run('bamboohr_update_employee_time_off', { path: { id: '107', subResourceId: id }, body: { end_date: '2026-10-07' } });
    const newId = (replaced.data as { id: string }).id;
    expect(newId).not.toBe(id);
    const [previous, next] = await Promise.all([
      run('bamboohr_get_time_off_request', { path: { id } }),
      run('bamboohr_get_time_off_request', { path: { id: newId } }),
    ]);
    expect((previous.data as TimeOff).status).toEqual({ value: 'cancelled', source_value: 'superseded' });
    expect(next.data).toMatchObject({
      start_date: '2026-10-05T00:00:00',
      end_date: '2026-10-07T00:00:00',
      comment: 'Plan',
      reason: { remote_id: '77' },
      status: { value: 'pending' },
    });
    const refused = await expectApiError(
      run('bamboohr_update_employee_time_off', { path: { id: '107', subResourceId: id }, body: { status: { value: 'cancelled' } } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toBe('The request is superseded and cannot change');
  });

  it("answers 404 for another employee's request and refuses an empty update before calling BambooHR", async () => {
    const id = await pendingRequest('107', '2026-11-02', '2026-11-02');
    expect(
      (await expectApiError(run('bamboohr_update_employee_time_off', { path: { id: '108', subResourceId: id }, body: { status: { value: 'approved' } } })))
        .statusCode,
    ).toBe(404);
    emulator.clearRequests();
    expect((await expectApiError(run('bamboohr_update_employee_time_off', { path: { id: '107', subResourceId: id }, body: {} }))).statusCode).toBe(400);
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('cancelling time off requests', () => {
  it("cancels one of the employee's requests through the status endpoint, once", async () => {
    const created = await run('bamboohr_create_employee_time_off', {
      path: { id: '109' },
      body: { start_date: '2026-12-07', end_date: '2026-12-08', reason: { id: '77' } },
    });
    const { id } = created.data as { id: string };
    emulator.clearRequests();
    await run('bamboohr_cancel_employee_time_off', { path: { id: '109', subResourceId: id } });
    expect(providerCalls().at(-1)).toMatch(/^PUT \/time_off\/requests\/\d+\/status$/);
    expect(emulator.requests.at(-1)!.body).toBe(JSON.stringify({ status: 'canceled' }));
    expect(((await run('bamboohr_get_time_off_request', { path: { id } })).data as TimeOff).status).toEqual({ value: 'cancelled', source_value: 'canceled' });
    const again = await expectApiError(run('bamboohr_cancel_employee_time_off', { path: { id: '109', subResourceId: id } }));
    expect(again.statusCode).toBe(400);
    expect(again.message).toBe('The request is canceled and cannot change');
    expect((await expectApiError(run('bamboohr_cancel_employee_time_off', { path: { id: '110', subResourceId: id } }))).statusCode).toBe(404);
  });
});
