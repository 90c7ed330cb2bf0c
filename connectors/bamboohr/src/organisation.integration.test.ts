import type { HrisCompany, HrisDepartment, HrisDivision, HrisGroup, HrisLocation, SyncParams } from '@openunified/connector-sdk';
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

async function listAll<Record>(actionId: string, pageSize: number): Promise<Record[]> {
  const records: Record[] = [];
  let cursor: string | undefined;
  do {
    const result = await run(actionId, { query: { page_size: pageSize, ...(cursor ? { cursor } : {}) } });
    records.push(...(result.data as Record[]));
    cursor = result.next ?? undefined;
  } while (cursor !== undefined);
  return records;
}

describe('companies', () => {
  it('serves the account as its one company, at /companies and /groups/companies', async () => {
    const [company] = await listAll<HrisCompany>('bamboohr_list_companies', 5);
    expect(company).toMatchObject({ remote_id: 'sandbox', name: 'Sandbox Outfitters', full_name: 'Sandbox Outfitters, Inc.' });
    expect(providerCalls()).toEqual(['GET /company_information']);
    expect((await run('bamboohr_get_company', { path: { id: company!.id } })).data).toEqual(company);
    expect((await run('bamboohr_list_company_groups', { query: {} })).data).toEqual([company]);
    expect((await run('bamboohr_get_company_group', { path: { id: 'sandbox' } })).data).toEqual(company);
    expect((await expectApiError(run('bamboohr_get_company', { path: { id: 'acme' } }))).statusCode).toBe(404);
  });
});

describe('locations, departments, divisions and groups', () => {
  it('pages the list options from one GET /meta/lists per page', async () => {
    const locations = await listAll<HrisLocation>('bamboohr_list_locations', 2);
    expect(locations.map((location) => location.name)).toEqual(['Lindon, Utah', 'Remote', 'London', 'Sydney', 'Salt Lake City (closed)']);
    expect(providerCalls()).toEqual(Array(3).fill('GET /meta/lists'));
    expect(locations.at(-1)!.unified_custom_fields).toMatchObject({ archived: true });
    expect((await run('bamboohr_get_location', { path: { id: locations[2]!.id } })).data).toEqual(locations[2]);
    expect((await expectApiError(run('bamboohr_get_location', { path: { id: '1' } }))).statusCode).toBe(404);
  });

  it('lists departments, divisions, and both as groups', async () => {
    const departments = await listAll<HrisDepartment>('bamboohr_list_department_groups', 4);
    const divisions = await listAll<HrisDivision>('bamboohr_list_division_groups', 4);
    const groups = await listAll<HrisGroup>('bamboohr_list_groups', 4);
    expect(departments.map((department) => department.name)).toContain('Engineering');
    expect(divisions.map((division) => division.name)).toEqual(['North America', 'EMEA', 'APAC', 'LATAM']);
    expect(groups.map((group) => group.remote_id)).toEqual([...departments, ...divisions].map((group) => group.remote_id));
    expect(groups.find((group) => group.name === 'EMEA')!.type).toEqual({ value: 'unmapped_value', source_value: 'division' });
  });

  it('reads one group by unified or BambooHR id, and refuses a group of the wrong kind', async () => {
    const [department] = await listAll<HrisDepartment>('bamboohr_list_department_groups', 50);
    const [division] = await listAll<HrisDivision>('bamboohr_list_division_groups', 50);
    expect((await run('bamboohr_get_department_group', { path: { id: department!.id } })).data).toEqual(department);
    expect((await run('bamboohr_get_division_group', { path: { id: division!.remote_id } })).data).toEqual(division);
    expect((await run('bamboohr_get_group', { path: { id: division!.id } })).data).toMatchObject({ remote_id: division!.remote_id, name: division!.name });
    expect((await expectApiError(run('bamboohr_get_division_group', { path: { id: department!.id } }))).statusCode).toBe(404);
    expect((await expectApiError(run('bamboohr_get_department_group', { path: { id: division!.remote_id } }))).statusCode).toBe(404);
  });
});
