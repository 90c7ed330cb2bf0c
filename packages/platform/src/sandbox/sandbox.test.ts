import { type ConnectorEmulator, defineConnector, defineConnectorManifest } from '@openunified/connector-sdk';
import { startEmulatorServer } from '@openunified/connector-sdk/emulator';
import { describe, expect, it } from 'vitest';
import { describeSandbox, startSandbox } from './sandbox.js';

function manifest(key: string, emulator?: () => Promise<ConnectorEmulator>) {
  const connector = defineConnector({
    key,
    name: key,
    version: '1.0.0',
    icon: '',
    description: '',
    release_stage: 'preview',
    categories: ['documents'],
    authentication: [],
    scope_definitions: [],
    resource_types: [],
    baseUrl: `https://${key}.invalid`,
    actions: [],
  });
  return defineConnectorManifest({ connector, ...(emulator && { emulator }) });
}

async function emulator(name: string): Promise<ConnectorEmulator> {
  return Object.assign(await startEmulatorServer({ name, routes: [] }), { sandboxCredentials: { api_key: `${name}-key` } });
}

describe('startSandbox', () => {
  it('starts an emulator per connector that has one and points the connector at it', async () => {
    const sandbox = await startSandbox([manifest('alpha', () => emulator('alpha')), manifest('beta')]);
    try {
      const alpha = sandbox.emulators.get('alpha')!;
      expect(sandbox.originOverrides).toEqual({ alpha: alpha.url });
      expect(sandbox.unemulated).toEqual(['beta']);
      expect(describeSandbox(sandbox)).toEqual([
        '',
        'Sandbox mode: connectors talk to emulators on loopback, never to real providers.',
        `  alpha  ${alpha.url}`,
        '  beta   (no emulator: real provider)',
        '',
        'Link a sandbox account (no credentials needed): pnpm -s cli --sandbox accounts create --provider alpha',
      ]);
      expect((await fetch(`${alpha.url}/__emulator/health`)).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });

  it('closes the emulators it started when another fails to start', async () => {
    const started = await emulator('alpha');
    const failing = startSandbox([manifest('alpha', async () => started), manifest('beta', () => Promise.reject(new Error('port in use')))]);
    await expect(failing).rejects.toThrow('could not start the sandbox emulators');
    await expect(fetch(`${started.url}/__emulator/health`)).rejects.toThrow();
  });
});
