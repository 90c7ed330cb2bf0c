import type { Store } from '@openunified/store';
import type { Container } from 'inversify';

export interface CommandContext {
  store: Store;
  container: Container;
  /** Writes one line to standard output. */
  print(line: string): void;
}
