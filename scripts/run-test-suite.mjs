// `pnpm test`: the typecheck, the lint and every test, started together. One after the other,
// vitest waited two minutes of a cold run for `tsc -b` (one core, single-threaded) while the
// suite, which spends much of its time waiting on servers, PostgreSQL and browsers, left the
// other core idle. The checks' output is held back and printed as each one fails, so it never
// interleaves with the test reporter's; the exit code is the first failure's.
// Arguments go to vitest: `pnpm test --project store`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = new Set();

function run(command, args, { captureOutput }) {
  const child = spawn(command, args, { cwd: root, stdio: captureOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  children.add(child);
  let output = '';
  if (captureOutput) {
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
  }
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, output: `${command}: ${error.message}\n` }));
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

const binary = (name) => `${root}node_modules/.bin/${name}`;
const checks = [
  { name: 'typecheck (tsc -b tsconfig.projects.json)', result: run(binary('tsc'), ['-b', 'tsconfig.projects.json'], { captureOutput: true }) },
  { name: 'lint (biome check --error-on-warnings .)', result: run(binary('biome'), ['check', '--error-on-warnings', '.'], { captureOutput: true }) },
];
for (const check of checks) {
  check.result.then(({ code, output }) => {
    if (code !== 0) process.stderr.write(`\n${check.name} failed:\n${output}\n`);
  });
}
const tests = await run(binary('vitest'), ['run', ...process.argv.slice(2)], { captureOutput: false });

let exitCode = tests.code;
for (const check of checks) {
  const { code } = await check.result;
  process.stdout.write(`${check.name}: ${code === 0 ? 'passed' : 'FAILED (its output is above)'}\n`);
  if (exitCode === 0) exitCode = code;
}
process.exit(exitCode);
