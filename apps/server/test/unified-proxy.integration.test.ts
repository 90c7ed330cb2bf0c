import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

let context: UnifiedTestContext;

beforeAll(async () => {
  context = await startUnifiedTestContext();
});
afterAll(() => context.close());

const proxy = (body: unknown) => context.call('/unified/proxy', { method: 'POST', account: context.accounts.bamboohr, body });

describe('POST /unified/proxy', () => {
  it("sends the request to the provider as the account and answers with the provider's status and body", async () => {
    context.emulator('bamboohr').clearRequests();
    const { status, headers, body } = await proxy({ path: '/employees/directory', headers: { 'X-Extra': 'yes', Authorization: 'Basic forged' } });

    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body.employees.length).toBeGreaterThan(0);
    const [sent] = context.emulator('bamboohr').requests;
    expect(sent).toMatchObject({ method: 'GET', path: expect.stringMatching(/\/v1\/employees\/directory$/) });
    expect(sent?.headers['x-extra']).toBe('yes');
    // The account's credentials, never the forged ones.
    expect(sent?.headers.authorization).not.toBe('Basic forged');
  });

  it('maps a provider failure to the error envelope, and files the call in the request log', async () => {
    const { status, body } = await proxy({ path: '/employees/999999', method: 'get' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404 });
  });

  it("refuses a URL off the provider's API host, where the credentials would go", async () => {
    const { status, body } = await proxy({ url: 'https://attacker.example.com/collect', path: '/x' });
    expect(status).toBe(400);
    expect(body.message).toContain("the proxy sends the account's credentials to the BambooHR API only");
    expect(context.emulator('bamboohr').requests.some((request) => request.path.includes('collect'))).toBe(false);
  });

  it('validates the body', async () => {
    const { status, body } = await proxy({ method: 'TRACE' });
    expect(status).toBe(400);
    expect(body.message).toContain('body field "method"');
  });
});
