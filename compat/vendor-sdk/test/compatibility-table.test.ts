import { expect, it } from 'vitest';
import { readResults } from '../src/compat-results.js';
import { readSdkRouteTable } from '../src/sdk-route-table.js';
import { committedCompatibilityTable, renderedCompatibilityTable } from '../src/write-compatibility-table.js';

it('docs/compatibility.md is what the committed results render (pnpm --filter @openunified/compat-vendor-sdk compat:table)', () => {
  expect(committedCompatibilityTable()).toBe(renderedCompatibilityTable());
});

it('results.json has one entry for each method of the installed SDK', () => {
  expect(Object.keys(readResults().methods).sort()).toEqual(
    readSdkRouteTable()
      .map((method) => method.name)
      .sort(),
  );
});
