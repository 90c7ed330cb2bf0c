import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { consoleSchemaPath, renderConsoleSchema } from './console-api-schema.js';
import { buildOpenApiDocument } from './openapi-document.js';

// `pnpm --filter @openunified/console generate:api`: run directly, not when a test imports it.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(consoleSchemaPath, await renderConsoleSchema(await buildOpenApiDocument()));
  process.stdout.write(`wrote ${consoleSchemaPath}\n`);
}
