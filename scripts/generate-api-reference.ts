import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from './openapi-document.js';
import { renderApiReference } from './render-api-reference.js';

/** Where the generated reference lives, for `pnpm docs:api` and for the test that keeps it current. */
export const apiReferencePath = fileURLToPath(new URL('../docs/api-reference.md', import.meta.url));

// `pnpm docs:api`: run directly, not when the test imports the path above.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(apiReferencePath, renderApiReference(await buildOpenApiDocument()));
  process.stdout.write(`wrote ${apiReferencePath}\n`);
}
