import { readFile } from 'node:fs/promises';
import { beforeAll, expect, it } from 'vitest';
import { apiReferencePath } from './generate-api-reference.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { httpMethods, type OpenApiDocument } from './openapi-types.js';
import { renderApiReference } from './render-api-reference.js';

let document: OpenApiDocument;
let committed: string;
beforeAll(async () => {
  document = await buildOpenApiDocument();
  committed = await readFile(apiReferencePath, 'utf8');
});

it('docs/api-reference.md is what `pnpm docs:api` renders from the current /openapi.json', () => {
  expect(committed, 'docs/api-reference.md is out of date: run pnpm docs:api').toBe(renderApiReference(document));
});

it('describes every route of /openapi.json: method, path, parameters and every error status', () => {
  const sections = committed.split(/^### /m);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const section = sections.find((candidate) => candidate.startsWith(`\`${method.toUpperCase()} ${path}\``));
      expect(section, `${method.toUpperCase()} ${path}`).toBeDefined();
      for (const parameter of operation.parameters ?? []) expect(section).toContain(`| \`${parameter.name}\` | ${parameter.in} |`);
      for (const status of Object.keys(operation.responses ?? {})) {
        expect(section).toContain(Number(status) >= 400 ? `\`${status}\`` : `**Response \`${status}\`**`);
      }
    }
  }
});
