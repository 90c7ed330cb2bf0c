import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const workspaceTsconfig = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
const childScript = fileURLToPath(new URL('./api-reference-loading-process.ts', import.meta.url));

it('loads the OpenAPI plugin with the first document request and Swagger UI with the first /docs request, not at start-up', async () => {
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      tsx,
      ['--conditions=@openunified/source', '--tsconfig', workspaceTsconfig, childScript],
      { cwd: repositoryRoot, env: { PATH: process.env.PATH ?? '' }, timeout: 50_000 },
      (error, out, errors) => (error ? reject(new Error(`${error.message}\n${errors}`)) : resolve(out)),
    );
  });
  expect(JSON.parse(stdout)).toEqual({
    atStart: [],
    afterDocument: ['@fastify/swagger', 'yaml', 'json-schema-resolver'],
    afterPage: ['@fastify/swagger', '@fastify/swagger-ui', '@fastify/static', 'yaml', 'json-schema-resolver'],
    statuses: [200, 200],
  });
}, 60_000);
