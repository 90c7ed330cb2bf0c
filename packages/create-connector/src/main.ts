import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createConnector, nextSteps, ScaffoldError } from './create-connector.js';

// `pnpm create-connector <key> [--name "Display Name"]` from the workspace root.

const usage = 'usage: pnpm create-connector <key> [--name "Display Name"]\n  key: lowercase letters and digits, starting with a letter (e.g. acme)';
const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));

function readArguments() {
  const { values, positionals } = parseArgs({ options: { name: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true });
  return { key: positionals.length === 1 ? positionals[0] : undefined, displayName: values.name, help: values.help === true };
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof readArguments>;
  try {
    parsed = readArguments();
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 1;
  }
  if (parsed.help) {
    console.log(usage);
    return 0;
  }
  if (parsed.key === undefined) {
    console.error(usage);
    return 1;
  }
  try {
    const created = await createConnector({ workspaceRoot, key: parsed.key, displayName: parsed.displayName });
    console.log(`Created ${created.names.packageName} in connectors/${created.names.key}:`);
    for (const file of created.files) console.log(`  + ${file}`);
    console.log(['', ...nextSteps(created)].join('\n'));
    return 0;
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(`create-connector: ${error.message}`);
    return 1;
  }
}

process.exitCode = await main();
