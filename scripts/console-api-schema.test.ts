import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { consoleSchemaPath, renderConsoleSchema } from './console-api-schema.js';
import { buildOpenApiDocument } from './openapi-document.js';

it('apps/console/src/api/schema.d.ts is what `generate:api` renders from the current /openapi.json', async () => {
  const [committed, rendered] = await Promise.all([readFile(consoleSchemaPath, 'utf8'), buildOpenApiDocument().then(renderConsoleSchema)]);
  expect(committed === rendered, 'apps/console/src/api/schema.d.ts is out of date: run pnpm --filter @openunified/console generate:api').toBe(true);
});
