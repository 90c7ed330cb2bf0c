import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { expect, it } from 'vitest';

/** Applications ship this to every customer's browser: it stays small. */
const LIMIT_BYTES = 10 * 1024;

it('is under 10 kB gzipped, unminified', () => {
  const javascript = ['connect-message.ts', 'open-connect.ts', 'index.ts']
    .map((file) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'))
    .map((source) => ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext } }).outputText)
    .join('\n');
  const gzipped = gzipSync(javascript).length;
  expect(gzipped).toBeGreaterThan(500);
  expect(gzipped).toBeLessThan(LIMIT_BYTES);
});
