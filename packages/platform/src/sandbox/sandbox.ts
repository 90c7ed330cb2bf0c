import type { ConnectorEmulator, ConnectorManifest } from '@openunified/connector-sdk';

/**
 * Sandbox mode (`createPlatform({ sandbox: true })`, `pnpm start --sandbox`): every installed
 * connector that ships an emulator gets it started in this process on loopback, and its
 * provider traffic is sent there.
 * Nothing leaves the machine, and the emulators' seeded accounts make a unified list work
 * minutes after cloning.
 */
export interface Sandbox {
  /** Connector key -> its running emulator. */
  emulators: ReadonlyMap<string, ConnectorEmulator>;
  /** Connector key -> emulator origin: where the platform sends each connector's provider traffic. */
  originOverrides: Record<string, string>;
  /** Installed connectors without an emulator: they still talk to their real provider. */
  unemulated: string[];
  close(): Promise<void>;
}

/** Starts the emulator every manifest ships; a connector without one keeps talking to its real provider. */
export async function startSandbox(manifests: readonly ConnectorManifest[]): Promise<Sandbox> {
  const emulated = manifests.filter((manifest) => manifest.emulator !== undefined);
  const started = await Promise.allSettled(emulated.map((manifest) => manifest.emulator!()));
  const running = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failure = started.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await Promise.all(running.map((emulator) => emulator.close()));
    throw new Error('could not start the sandbox emulators', { cause: failure.reason });
  }

  const emulators = new Map(emulated.map((manifest, index) => [manifest.connector.key, running[index]!] as const));
  return {
    emulators,
    originOverrides: Object.fromEntries([...emulators].map(([key, emulator]) => [key, emulator.url])),
    unemulated: manifests.map((manifest) => manifest.connector.key).filter((key) => !emulators.has(key)),
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
    lines.push('', `Link a sandbox account (no credentials needed): pnpm -s cli --sandbox accounts create --provider ${keys[0]}`);
  }
  return lines;
}
