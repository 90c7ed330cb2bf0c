import { verifyWebhook } from '@openunified/webhooks/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { loadConfig } from '../../src/config.js';
import { startTestServer, type TestServer } from '../start-test-server.js';
import { eventually, Receiver } from './webhook-test-context.js';

let testServer: TestServer;
let receiver: Receiver;
beforeAll(async () => {
  testServer = await startTestServer({ environment: { WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128' } });
  receiver = await new Receiver(() => 200).start();
});
afterAll(async () => {
  await receiver.close();
  await testServer.close();
});

async function cli(...argumentsList: string[]) {
  let stdout = '';
  let stderr = '';
  const exitCode = await runCli(argumentsList, () => loadConfig(testServer.environment), {
    out: (text) => {
      stdout += text;
    },
    error: (text) => {
      stderr += text;
    },
  });
  return { exitCode, stdout, stderr };
}

describe('webhooks CLI', () => {
  it('creates an endpoint the running server delivers to, lists it, rotates its secret, shows deliveries and deletes it', async () => {
    const created = await cli('webhooks', 'create', '--url', receiver.url, '--event', 'account.*', '--json');
    expect(created.exitCode).toBe(0);
    const endpoint = JSON.parse(created.stdout);
    expect(endpoint).toMatchObject({ url: receiver.url, event_types: ['account.*'], secret: expect.stringMatching(/^whsec_/) });

    const listed = await cli('webhooks', 'list');
    expect(listed.stdout).toContain(endpoint.id);
    expect(listed.stdout).toContain('enabled');
    expect(listed.stdout).not.toContain(endpoint.secret);

    await testServer.createAccount();
    const [webhook] = await eventually(
      'a delivery from the server',
      () => receiver.received,
      (received) => received.length === 1,
    );
    expect(verifyWebhook(endpoint.secret, webhook?.headers as Record<string, string>, webhook?.body ?? '')).toMatchObject({ event: 'account.created' });

    const deliveries = await cli('webhooks', 'deliveries', endpoint.id);
    expect(deliveries.stdout).toMatch(/account\.created .* succeeded +1 +200/);

    const rotated = await cli('webhooks', 'rotate-secret', endpoint.id);
    expect(rotated.exitCode).toBe(0);
    expect(rotated.stdout).toMatch(/shown only this once:\nwhsec_/);

    expect((await cli('webhooks', 'disable', endpoint.id)).exitCode).toBe(0);
    expect((await cli('webhooks', 'list', '--json')).stdout).toContain('"disabled_reason":"disabled by request"');
    expect((await cli('webhooks', 'enable', endpoint.id)).exitCode).toBe(0);
    expect((await cli('webhooks', 'delete', endpoint.id)).stdout).toBe(`Deleted webhook ${endpoint.id} and its deliveries.\n`);
    expect(await cli('webhooks', 'delete', endpoint.id)).toMatchObject({ exitCode: 1, stderr: `error: webhook ${endpoint.id} not found\n` });
  });

  it('refuses misuse with one line and exit code 2', async () => {
    expect(await cli('webhooks', 'create', '--url', receiver.url)).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('give at least one --event') });
    expect(await cli('webhooks', 'create', '--url', receiver.url, '--event', 'Accounts!')).toMatchObject({ exitCode: 2 });
    expect(await cli('webhooks', 'rotate-secret')).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('give the id of the webhook') });
    expect(await cli('webhooks', 'create', '--url', 'http://10.9.9.9/hooks', '--event', '*')).toMatchObject({
      exitCode: 1,
      stderr: expect.stringContaining('url is refused'),
    });
  });
});
