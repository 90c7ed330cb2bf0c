import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type CompatResults, readResults } from './compat-results.js';
import { renderCompatibilityTable } from './render-compatibility-table.js';
import { readSdkRouteTable } from './sdk-route-table.js';

/** The generated page. */
export const compatibilityTablePath = fileURLToPath(new URL('../../../docs/compatibility.md', import.meta.url));

/** The page as the results render it. */
export function renderedCompatibilityTable(results: CompatResults = readResults()): string {
  return renderCompatibilityTable(readSdkRouteTable(), results);
}

export function writeCompatibilityTable(results: CompatResults = readResults()): void {
  writeFileSync(compatibilityTablePath, renderedCompatibilityTable(results));
}

export function committedCompatibilityTable(): string {
  return readFileSync(compatibilityTablePath, 'utf8');
}

// `pnpm compat:table`: run directly, not when the suite imports the functions above.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeCompatibilityTable();
  process.stdout.write(`wrote ${compatibilityTablePath}\n`);
}
