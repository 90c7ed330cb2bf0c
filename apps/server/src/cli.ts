import 'reflect-metadata';
import { runCli } from './cli/run-cli.js';
import { loadConfig } from './config.js';

const exitCode = await runCli(process.argv.slice(2), (argumentsList) => loadConfig(process.env, argumentsList), {
  out: (text) => process.stdout.write(text),
  error: (text) => process.stderr.write(text),
});
process.exitCode = exitCode;
