import type { EmulatedDirectory } from './seed-directory.js';

/** What a route handler sees: the org, the clock, and fresh ids for created records. */
export interface EmulatorState {
  directory: EmulatedDirectory;
  now(): string;
  nextId(prefix: string): string;
}
