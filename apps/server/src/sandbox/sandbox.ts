import type { ConnectorDefinition } from '@openunified/connector-sdk';
import { ConfigurationError } from '../config.js';
import { type SandboxEmulator, sandboxEmulatorStarters } from './sandbox-emulators.js';

/**
 * Sandbox mode (`pnpm start --sandbox`, or `SANDBOX=1`): every installed connector that ships an
 * emulator gets it started in this process on loopback, and its provider traffic is sent there.
 * Nothing leaves the machine, and the emulators' seeded accounts make a unified list work
 * minutes after cloning.
 */
export interface Sandbox {
  /** Connector key -> its running emulator. */
  emulators: ReadonlyMap<string, SandboxEmulator>;
  /** Connector key -> emulator origin, for `actionPipelineModule({ originOverrides })`. */
  originOverrides: Record<string, string>;
  /** Installed connectors without an emulator: they still talk to their real provider. */
  unemulated: string[];
  close(): Promise<void>;
}

const enabledValues = new Set(['1', 'true', 'yes', 'on']);
const disabledValues = new Set(['', '0', 'false', 'no', 'off']);

/** Whether the server was asked to start as a sandbox: the `--sandbox` flag or `SANDBOX=1`. */
export function sandboxRequested(argumentsList: readonly string[], environment: NodeJS.ProcessEnv): boolean {
  if (argumentsList.includes('--sandbox')) return true;
  const value = environment.SANDBOX?.trim().toLowerCase() ?? '';
  if (enabledValues.has(value)) return true;
  if (disabledValues.has(value)) return false;
  throw new ConfigurationError(`invalid SANDBOX ("${environment.SANDBOX}"): must be 1 or 0`);
}

export async function startSandbox(
  connectors: readonly ConnectorDefinition[],
  starters: Readonly<Record<string, () => Promise<SandboxEmulator>>> = sandboxEmulatorStarters,
): Promise<Sandbox> {
  const emulated = connectors.filter((connector) => starters[connector.key] !== undefined);
  const started = await Promise.allSettled(emulated.map((connector) => starters[connector.key]!()));
  const running = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failure = started.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await Promise.all(running.map((emulator) => emulator.close()));
    throw new Error('could not start the sandbox emulators', { cause: failure.reason });
  }

  const emulators = new Map(emulated.map((connector, index) => [connector.key, running[index]!] as const));
  return {
    emulators,
    originOverrides: Object.fromEntries([...emulators].map(([key, emulator]) => [key, emulator.url])),
    unemulated: connectors.filter((connector) => !emulators.has(connector.key)).map((connector) => connector.key),
    async close() {
      await Promise.all([...emulators.values()].map((emulator) => emulator.close()));
    },
  };
}

/** What the operator reads at start-up: where each emulator listens and how to link an account. */
export function describeSandbox(sandbox: Sandbox): string[] {
  const keys = [...sandbox.emulators.keys()];
  const width = Math.max(...keys.map((key) => key.length));
  const lines = ['', 'Sandbox mode: connectors talk to emulators on loopback, never to real providers.'];
  for (const [key, emulator] of sandbox.emulators) lines.push(`  ${key.padEnd(width)}  ${emulator.url}`);
  for (const key of sandbox.unemulated) lines.push(`  ${key.padEnd(width)}  (no emulator: real provider)`);
  if (keys.length > 0) {
    lines.push('', `Link a sandbox account (no credentials needed): pnpm cli accounts create --provider ${keys[0]}`);
  }
  return lines;
}
