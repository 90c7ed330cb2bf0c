import { type ConnectorDefinition, defineConnector } from '@openunified/connector-sdk';
import { NotFoundError } from '@openunified/errors';
import { Container } from 'inversify';
import { expect, it } from 'vitest';
import { type ConnectorRegistry, ConnectorRegistryToken, connectorModule, connectorRegistryModule } from './connector-registry.js';

function connector(key: string, overrides: Partial<ConnectorDefinition> = {}): ConnectorDefinition {
  return {
    ...defineConnector({
      key,
      name: key.toUpperCase(),
      version: '1.0.0',
      icon: '',
      description: '',
      release_stage: 'ga',
      categories: ['hris'],
      authentication: [],
      scope_definitions: [],
      resource_types: [],
      baseUrl: 'https://example.com',
      actions: [],
    }),
    ...overrides,
  };
}

async function registryOf(...connectors: ConnectorDefinition[]): Promise<ConnectorRegistry> {
  const container = new Container();
  await container.load(connectorRegistryModule, ...connectors.map(connectorModule));
  return container.get<ConnectorRegistry>(ConnectorRegistryToken);
}

it('collects every connector bound with connectorModule', async () => {
  const registry = await registryOf(connector('alpha'), connector('beta'));
  expect(registry.list().map((entry) => entry.key)).toEqual(['alpha', 'beta']);
  expect(registry.get('beta').name).toBe('BETA');
  expect(registry.find('gamma')).toBeUndefined();
  expect(() => registry.get('gamma')).toThrow(new NotFoundError('provider "gamma" is not installed'));
});

it('refuses two connectors with one key, and a connector built for another specification', async () => {
  await expect(registryOf(connector('alpha'), connector('alpha'))).rejects.toThrow('two installed connectors share the key "alpha"');
  const foreign = connector('alpha', { specificationVersion: 'v2' as never });
  await expect(registryOf(foreign)).rejects.toThrow('connector "alpha" targets connector specification v2');
});
