import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server.js';

let testServer: TestServer;
beforeAll(async () => {
  testServer = await startTestServer();
});
afterAll(() => testServer.close());

it('serves a valid OpenAPI 3.1 document of the routes, secured by HTTP Basic', async () => {
  const response = await fetch(`${testServer.url}/openapi.json`);
  expect(response.status).toBe(200);
  const document = (await response.json()) as any;

  const validator = new Validator();
  const result = await validator.validate(document);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(document.openapi).toBe('3.1.0');
  expect(document.info.version).toBe('1.0.0');
  // JSON Schema 2020-12 forbids fragment-only $id; strict tooling rejects it.
  expect(JSON.stringify(document)).not.toContain('"$id"');

  expect(document.components.securitySchemes.basic).toMatchObject({ type: 'http', scheme: 'basic' });
  // An API key, or the console's session cookie (docs/concepts/management.md).
  expect(document.security).toEqual([{ basic: [] }, { consoleSession: [] }]);
  expect(document.components.securitySchemes.consoleSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'ou_console_session' });
  expect(document.paths['/health'].get.security).toEqual([]);
  expect(document.paths['/openapi.json']).toBeUndefined();

  expect(Object.keys(document.paths['/accounts/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
  const list = document.paths['/accounts'].get;
  expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
    expect.arrayContaining(['page', 'page_size', 'provider', 'providers', 'origin_owner_id', 'origin_owner_ids', 'account_ids', 'status']),
  );
  expect(list.responses['200'].content['application/json'].schema.items.$ref).toBe('#/components/schemas/Account');
  expect(list.responses['401']).toBeDefined();
  expect(document.components.schemas.Account.properties).not.toHaveProperty('credentials');
});

it("passes Redocly's recommended rules without a warning: servers, a license, no unused or empty schemas", async () => {
  const document = (await (await fetch(`${testServer.url}/openapi.json`)).json()) as any;
  // `/health` answers 200 or nothing at all: it has no 4xx to declare, so that one rule is off.
  const config = await createConfig({ extends: ['recommended'], rules: { 'operation-4xx-response': 'off' } });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  const described = problems.map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
  expect(described).toEqual([]);
  expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  expect(document.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
  // One schema per model: the written twin only where it differs, and named plainly when alone.
  expect(Object.keys(document.components.schemas).filter((name) => name.endsWith('Input'))).toEqual([]);
  expect(document.paths['/accounts/{id}'].patch.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/AccountPatch');
});
