/**
 * A second server process, as far as API keys go: its own store (and so its own read cache) on
 * the PostgreSQL schema of its arguments. For each line `check` on standard input it
 * authenticates the key of its arguments and prints `accepted` or `rejected`.
 *
 * Arguments: <database URL> <PostgreSQL schema> <API key> [notifications|time-to-live]
 * (`time-to-live`: the store does not listen for other processes' writes, as when its listener
 * connection is down).
 */
import { createInterface } from 'node:readline';
import { ApiKeyAuthenticator } from '@openunified/auth';
import { createStore } from '@openunified/store';

const [databaseUrl = '', postgresSchema = '', apiKey = '', invalidation = 'notifications'] = process.argv.slice(2);
const store = await createStore({ databaseUrl, postgresSchema, cacheChangeNotifications: invalidation === 'notifications' });
const authenticator = new ApiKeyAuthenticator(store);
const authorization = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== 'check') continue;
  const verdict = await authenticator.authenticate(authorization).then(
    () => 'accepted',
    () => 'rejected',
  );
  process.stdout.write(`${verdict}\n`);
}
await store.close();
