import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Generates a connector into this workspace under a throw-away key, with the real command,
// and checks it passes typecheck, lint and its own tests untouched. Cleans up after itself.

const run = promisify(execFile);
const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const bin = (name: string) => join(workspaceRoot, 'node_modules', '.bin', name);
const key = `scaffoldcheck${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
const directory = join(workspaceRoot, 'connectors', key);
const changeset = join(workspaceRoot, '.changeset', `connector-${key}-initial.md`);

const createConnector = (...args: string[]) =>
  run(bin('tsx'), [join(workspaceRoot, 'packages', 'create-connector', 'src', 'main.ts'), ...args], { cwd: workspaceRoot }).then(
    (output) => ({ exitCode: 0, ...output }),
    (error: { code: number; stdout: string; stderr: string }) => ({ exitCode: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

describe('pnpm create-connector', () => {
  let created: Awaited<ReturnType<typeof createConnector>>;

  beforeAll(async () => {
    created = await createConnector(key, '--name', 'Scaffold Check');
    // What `pnpm install` does for the new package, without touching the workspace lockfile.
    const scope = join(directory, 'node_modules', '@openunified');
    await mkdir(scope, { recursive: true });
    await symlink(join(workspaceRoot, 'packages', 'connector-sdk'), join(scope, 'connector-sdk'), 'dir');
    await symlink(join(workspaceRoot, 'packages', 'connector-contract'), join(scope, 'connector-contract'), 'dir');
  }, 60_000);

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
    await rm(changeset, { force: true });
  });

  it('writes the package and ends with the install line', () => {
    expect(created.exitCode, created.stderr).toBe(0);
    expect(created.stdout).toContain(`+ connectors/${key}/src/index.ts`);
    expect(created.stdout).toContain('  pnpm install\n');
    expect(created.stdout.trimEnd().split('\n').at(-1)).toBe(`  import ${key} from '@openunified/connector-${key}';`);
    expect(existsSync(changeset)).toBe(true);
  });

  it('passes its own typecheck, lint and test scripts as generated', async () => {
    const script = (name: string) => run('pnpm', ['run', '--silent', name], { cwd: directory });
    const [typecheck, lint, tests] = await Promise.allSettled([script('typecheck'), script('lint'), script('test')]);
    const failure = (result: PromiseSettledResult<{ stdout: string }>) =>
      result.status === 'rejected' ? `${(result.reason as { stdout?: string }).stdout ?? ''}${(result.reason as { stderr?: string }).stderr ?? ''}` : '';
    expect(typecheck.status, failure(typecheck)).toBe('fulfilled');
    expect(lint.status, failure(lint)).toBe('fulfilled');
    expect(tests.status, failure(tests)).toBe('fulfilled');
    // The workspace's summary line: the mapper's unit tests, the behaviour tests, the contract tests.
    expect(tests.status === 'fulfilled' && tests.value.stdout).toMatch(/^14 passed, 0 failed, 0 skipped$/m);
  }, 180_000);

  it('refuses to scaffold the same key again and leaves the package as it was', async () => {
    const before = await readFile(join(directory, 'src', 'index.ts'), 'utf8');
    const again = await createConnector(key);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toContain(`create-connector: connectors/${key} already exists`);
    expect(await readFile(join(directory, 'src', 'index.ts'), 'utf8')).toBe(before);
  });

  it('refuses a malformed key with the usage', async () => {
    const malformed = await createConnector('Not-A-Key');
    expect(malformed.exitCode).toBe(1);
    expect(malformed.stderr).toContain('"Not-A-Key" is not a connector key');
    const missing = await createConnector();
    expect({ exitCode: missing.exitCode, stderr: missing.stderr }).toEqual({
      exitCode: 1,
      stderr: expect.stringContaining('usage: pnpm create-connector <key>'),
    });
  });
});
