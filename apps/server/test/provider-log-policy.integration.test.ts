import { afterAll, beforeAll, expect, it } from 'vitest';
import { startUnifiedTestContext, type UnifiedTestContext } from './unified-test-context.js';

// docs/deployment.md "Request logs": with PROVIDER_LOG_BODY_SAMPLING=errors a successful call's
// log keeps everything but its bodies, and the advanced log says why they are missing; a failed
// call keeps its bodies.
let context: UnifiedTestContext;
const run = Date.now().toString(36);
const succeeded = `policy-drives-${run}`;
const failed = `policy-missing-category-${run}`;

beforeAll(async () => {
  context = await startUnifiedTestContext({ PROVIDER_LOG_BODY_SAMPLING: 'errors' });
  await context.call('/unified/documents/drives?page_size=2', { account: context.accounts.googledrive, headers: { 'x-request-id': succeeded } });
  await context.call('/unified/lms/categories/9999', { account: context.accounts.talentlms, headers: { 'x-request-id': failed } });
  for (const requestId of [succeeded, failed]) await context.waitForRequestLog(requestId);
});
afterAll(() => context.close());

async function advancedLogOf(requestId: string) {
  const [providerLog] = (await context.call(`/requests/logs/${requestId}`)).body.data.provider_logs;
  const { status, body } = await context.call(`/logs/unified/${requestId}/provider/${providerLog.id}/advanced`);
  expect(status).toBe(200);
  return body.data;
}

it('keeps no bodies of a successful call and says so, instead of a silent empty body', async () => {
  const log = await advancedLogOf(succeeded);
  expect(log).toMatchObject({
    method: 'GET',
    url: expect.stringContaining('/drive/v3/drives?pageSize=2'),
    request: { headers: expect.objectContaining({ authorization: '[REDACTED]' }), body: null },
    response: { status: 200, headers: expect.objectContaining({ 'content-type': expect.any(String) }), body: null },
    body_omission: 'not kept: the provider log policy keeps bodies of failed calls only (errors), and this call and its request succeeded',
  });
});

it('keeps the bodies of a failed call', async () => {
  const log = await advancedLogOf(failed);
  expect(log.response.status).toBe(404);
  expect(log.response.body).not.toBeNull();
  expect(log.body_omission).toBeNull();
});
