import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateSigningSecret, signWebhook, verifyWebhook } from './webhook-signature.js';

const body = JSON.stringify({ id: 'evt_1', event: 'account.created' });

describe('Standard Webhooks signatures', () => {
  it('signs what the standardwebhooks package verifies, and verifies what it signs', () => {
    const secret = generateSigningSecret();
    const timestampSeconds = Math.floor(Date.now() / 1000);
    const headers = signWebhook({ id: 'evt_1', timestampSeconds, body }, [secret]);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));

    const theirs = new Webhook(secret).sign('evt_2', new Date(timestampSeconds * 1000), body);
    const received = { 'webhook-id': 'evt_2', 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': theirs };
    expect(verifyWebhook(secret, received, body)).toEqual(JSON.parse(body));
  });

  it('carries one signature per secret, each verifiable alone', () => {
    const [current, previous] = [generateSigningSecret(), generateSigningSecret()];
    const headers = signWebhook({ id: 'evt_1', timestampSeconds: Math.floor(Date.now() / 1000), body }, [current, previous]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [current, previous]) expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => verifyWebhook(generateSigningSecret(), { ...headers }, body)).toThrow('no matching signature');
  });

  it('refuses a replay outside the tolerance and a timestamp that is not a number', () => {
    const secret = generateSigningSecret();
    const old = signWebhook({ id: 'evt_1', timestampSeconds: Math.floor(Date.now() / 1000) - 600, body }, [secret]);
    expect(() => verifyWebhook(secret, { ...old }, body)).toThrow('too far from now');
    expect(verifyWebhook(secret, { ...old }, body, { toleranceSeconds: 900 })).toEqual(JSON.parse(body));
    expect(() => verifyWebhook(secret, { ...old, 'webhook-timestamp': 'yesterday' }, body)).toThrow('not a number of seconds');
  });
});
