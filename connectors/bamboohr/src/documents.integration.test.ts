import type { HrisDocument, HrisDocumentCategory, SyncParams } from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningBamboohrEmulator, startBamboohrEmulator } from './emulator/index.js';
import { bamboohrConnector } from './index.js';

let emulator: RunningBamboohrEmulator;

beforeAll(async () => {
  emulator = await startBamboohrEmulator({ seed: 4, employeeCount: 20 });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  emulator.clearRequests();
});

const run = (actionId: string, input: SyncParams) => runAction(bamboohrConnector, actionId, input, { originOverride: emulator.url, credentials: emulator.sandboxCredentials });
const providerCalls = () => emulator.requests.map((request) => `${request.method} ${request.path.replace(/^.*\/v1/, '')}`);

async function documentsOf(employeeId: string): Promise<HrisDocument[]> {
  return (await run('bamboohr_list_employee_documents', { path: { id: employeeId }, query: { page_size: 100 } })).data as HrisDocument[];
}

describe('employee documents', () => {
  it("lists an employee's files from their file view, one call per page", async () => {
    let employeeId = 101;
    let documents: HrisDocument[] = [];
    while (documents.length < 2) documents = await documentsOf(String(++employeeId));
    emulator.clearRequests();
    const first = await run('bamboohr_list_employee_documents', { path: { id: String(employeeId) }, query: { page_size: 1 } });
    expect(first.data).toEqual([documents[0]]);
    const second = await run('bamboohr_list_employee_documents', { path: { id: String(employeeId) }, query: { page_size: 1, cursor: first.next! } });
    expect(second.data).toEqual([documents[1]]);
    expect(providerCalls()).toEqual([`GET /employees/${employeeId}/files/view`, `GET /employees/${employeeId}/files/view`]);
    expect(documents[0]!.remote_url).toBe(`${emulator.url}/api/gateway.php/sandbox/v1/employees/${employeeId}/files/${documents[0]!.remote_id}`);

    const read = await run('bamboohr_get_employee_document', { path: { id: String(employeeId), subResourceId: documents[1]!.id } });
    expect(read.data).toEqual(documents[1]);
    const otherEmployee = await expectApiError(run('bamboohr_get_employee_document', { path: { id: '101', subResourceId: documents[1]!.id } }));
    expect(otherEmployee.statusCode).toBe(404);
  });

  it('keeps files uploaded after updated_after, and answers 404 for an unknown employee', async () => {
    const threshold = '2024-01-01T00:00:00Z';
    for (const employeeId of ['102', '103', '104', '105', '106']) {
      const everything = await documentsOf(employeeId);
      const recent = (await run('bamboohr_list_employee_documents', { path: { id: employeeId }, query: { updated_after: threshold } })).data as HrisDocument[];
      expect(recent).toEqual(everything.filter((document) => document.created_at! > threshold));
    }
    expect((await expectApiError(run('bamboohr_list_employee_documents', { path: { id: '9999' } }))).statusCode).toBe(404);
  });

  it("lists the account's file categories from the API key's own file view", async () => {
    const categories = (await run('bamboohr_list_employee_document_categories', { query: { page_size: 10 } })).data as HrisDocumentCategory[];
    expect(categories.map((category) => category.name)).toEqual(['Signed Documents', 'Resumes and Applications', 'Offer Letters', 'Payroll', 'Training Docs']);
    expect(providerCalls()).toEqual(['GET /employees/0/files/view']);
    expect((await run('bamboohr_get_employee_document_category', { path: { id: categories[3]!.id } })).data).toEqual(categories[3]);
    expect((await expectApiError(run('bamboohr_get_employee_document_category', { path: { id: '99' } }))).statusCode).toBe(404);
  });
});
