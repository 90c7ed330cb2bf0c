/**
 * One server process refreshing one account's credentials, for the two-process token refresh
 * test: it opens the platform's container on the database of its environment, reads the account,
 * prints `ready`, and on `go` (standard input) asks the credential source for credentials fit to
 * use, printing the access token it got as JSON.
 *
 * Arguments: <project id> <account id> <origin overrides as JSON>
 */
import 'reflect-metadata';
import { once } from 'node:events';
import { ActionPipelineTokens } from '@openunified/action-pipeline';
import { createPlatformContainer } from '@openunified/platform';
import { loadConfig } from '../src/config.js';
import { installedConnectors } from '../src/connectors/installed-connectors.js';

const [projectId = '', accountId = '', originOverrides = '{}'] = process.argv.slice(2);
const { container, store, close } = await createPlatformContainer({
  config: loadConfig(process.env),
  connectors: installedConnectors,
  originOverrides: JSON.parse(originOverrides) as Record<string, string>,
});
try {
  const account = await store.accounts.get(projectId, accountId);
  if (!account) throw new Error(`account ${accountId} not found`);
  const connector = container.get(ActionPipelineTokens.ConnectorRegistry).require(account.provider);
  const credentialSource = container.get(ActionPipelineTokens.CredentialSource);

  process.stdout.write('ready\n');
  await once(process.stdin, 'data');
  // An open standard input would keep this process alive after its work.
  process.stdin.destroy();
  const credentials = await credentialSource.current(account, connector);
  process.stdout.write(`${JSON.stringify({ accessToken: credentials.access_token })}\n`);
} finally {
  await close();
}
