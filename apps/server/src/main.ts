import 'reflect-metadata';
import { describeStartupFailure } from '@openunified/platform';
import { runServerProcess } from './server-process.js';

// `pnpm start` serves the API; `pnpm start --worker` (or `pnpm worker`) runs data-sync jobs only.
runServerProcess({ environment: process.env, argumentsList: process.argv.slice(2) }).catch((error: unknown) => {
  process.stderr.write(`openunified: cannot start: ${describeStartupFailure(error)}\n`);
  process.exit(1);
});
