import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestValidatorCompiler } from './request-validator-compiler.js';

const stringHeaders = z.looseObject({ 'x-account-id': z.string().describe('the account'), prefer: z.string().optional() });

async function appWith(compiler: typeof requestValidatorCompiler, headers: z.ZodType): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(compiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/h', { schema: { headers } }, async (request) => ({
    sameObject: request.headers === request.raw.headers,
    account: request.headers['x-account-id'],
    prefer: request.headers.prefer ?? null,
    other: request.headers['x-other'] ?? null,
  }));
  await app.ready();
  return app;
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function both(headers: z.ZodType, requestHeaders: Record<string, string>) {
  const checked = await appWith(requestValidatorCompiler, headers);
  const zod = await appWith(validatorCompiler as typeof requestValidatorCompiler, headers);
  apps.push(checked, zod);
  const [fromChecked, fromZod] = await Promise.all([
    checked.inject({ url: '/h', headers: requestHeaders }),
    zod.inject({ url: '/h', headers: requestHeaders }),
  ]);
  return { checked: fromChecked, zod: fromZod };
}

describe('requestValidatorCompiler', () => {
  it('keeps the raw headers of a schema of plain strings: reading them makes no new object', async () => {
    const { checked, zod } = await both(stringHeaders, { 'x-account-id': 'acc_1', prefer: 'heartbeat', 'x-other': 'kept' });
    expect(checked.json()).toEqual({ sameObject: true, account: 'acc_1', prefer: 'heartbeat', other: 'kept' });
    // What zod's validator hands Fastify makes every read of request.headers a merged copy.
    expect(zod.json()).toEqual({ sameObject: false, account: 'acc_1', prefer: 'heartbeat', other: 'kept' });
  });

  it("answers a missing header with zod's own validation error", async () => {
    const { checked, zod } = await both(stringHeaders, { prefer: 'heartbeat' });
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toEqual(zod.json());
    expect(checked.json().message).toContain('x-account-id');
  });

  it('leaves schemas with checks, transforms or other types to zod', async () => {
    const shaped = z.object({
      'x-account-id': z
        .string()
        .min(5)
        .transform((value) => value.toUpperCase()),
    });
    const { checked, zod } = await both(shaped, { 'x-account-id': 'acc_12' });
    expect(checked.json()).toEqual({ sameObject: false, account: 'ACC_12', prefer: null, other: null });
    expect(checked.json()).toEqual(zod.json());
    const tooShort = await both(shaped, { 'x-account-id': 'a' });
    expect(tooShort.checked.statusCode).toBe(400);
    expect(tooShort.checked.json()).toEqual(tooShort.zod.json());
  });
});
