import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';

const configSource = new URL('./config.ts', import.meta.url);
const deploymentGuide = new URL('../../../docs/deployment.md', import.meta.url);

/** The variables the environment schema of config.ts reads: its keys, `  NAME: ...` at the top of the object. */
function variablesReadBy(source: string): string[] {
  const schema = source.slice(source.indexOf('const environmentSchema = z.object({'), source.indexOf('\n});', source.indexOf('const environmentSchema')));
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
}

it('documents every setting the server reads in the settings table of docs/deployment.md', async () => {
  const variables = variablesReadBy(await readFile(configSource, 'utf8'));
  const guide = await readFile(deploymentGuide, 'utf8');
  const settingsTable = guide.slice(guide.indexOf('## Settings'));
  // A schema the pattern no longer reads would make this test pass on nothing.
  expect(variables.length).toBeGreaterThan(30);
  expect(variables).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'WEBHOOK_DELIVERY', 'WEBHOOK_ALLOWED_NETWORKS']));
  const undocumented = variables.filter((variable) => !settingsTable.includes(`| \`${variable}\` |`));
  expect(undocumented, 'add a row to the settings table of docs/deployment.md').toEqual([]);
});
