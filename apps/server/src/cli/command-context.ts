import type { PlatformConfig } from '@openunified/platform';
import type { Store } from '@openunified/store';
import type { Container } from 'inversify';

export interface CommandContext {
  store: Store;
  container: Container;
  /** Where the server keeps its files (and a sandbox server its `sandbox.json`). */
  dataDirectory: string;
  /** The settings the CLI runs with (the keyring, when configured). */
  config: PlatformConfig;
  /** Where the server with these settings is reached (PUBLIC_URL, else http://HOST:PORT): links the CLI prints point there. */
  serverUrl?: string;
  /** Writes one line to standard output. */
  print(line: string): void;
}
