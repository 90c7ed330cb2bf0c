/**
 * `src/main.ts` for the multi-process tests: the same `runServerProcess` (API server, or a
 * data-sync worker with `--worker`), with provider traffic sent to the emulators named in
 * `TEST_ORIGIN_OVERRIDES` (JSON: connector key -> origin), which a production process never has.
 */
import 'reflect-metadata';
import { describeStartupFailure } from '@openunified/platform';
import { runServerProcess } from '../src/server-process.js';

runServerProcess({
  environment: process.env,
  argumentsList: process.argv.slice(2),
  originOverrides: JSON.parse(process.env.TEST_ORIGIN_OVERRIDES ?? '{}') as Record<string, string>,
}).catch((error: unknown) => {
  process.stderr.write(`openunified: cannot start: ${describeStartupFailure(error)}\n`);
  process.exit(1);
});
