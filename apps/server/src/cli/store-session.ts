import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type PlatformConfig, resolvePlatformConfig } from '@openunified/platform';
import { createStore, type Store } from '@openunified/store';
import type { ServerConfig } from '../config.js';
import type { CommandContext } from './command-context.js';

/** What a command runs against, and how to release it. */
export interface CommandSession {
  store: Store;
  config: PlatformConfig;
  container?: CommandContext['container'];
  close(): Promise<void>;
}

/** The store alone, opened as the platform opens it (the schema migrated on a new database). */
export async function openStoreSession(settings: ServerConfig): Promise<CommandSession> {
  const config = resolvePlatformConfig(settings);
  const { database } = config;
  let store: Store;
  if (database.kind === 'postgres') {
    store = await createStore({ databaseUrl: database.url, ...(database.schema && { postgresSchema: database.schema }) });
  } else {
    await mkdir(dirname(database.sqlitePath), { recursive: true });
    store = await createStore({ sqlitePath: database.sqlitePath });
  }
  return { store, config, close: () => store.close() };
}
