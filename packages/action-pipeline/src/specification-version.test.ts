import { CONNECTOR_SPECIFICATION_VERSION, type ConnectorDefinition, defineConnector, defineConnectorManifest } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { connectorModule } from './action-pipeline-module.js';
import { ConnectorRegistry } from './connector-registry.js';
import { knownSpecificationVersions } from './specification-version.js';

const acme = defineConnector({
  key: 'acme',
  name: 'Acme',
  version: '1.0.0',
  icon: 'https://acme.example.com/icon.svg',
  description: 'A provider for tests',
  release_stage: 'beta',
  categories: ['documents'],
  authentication: [],
  scope_definitions: [],
  resource_types: [],
  baseUrl: 'https://acme.example.com',
  actions: [],
});

/** What a connector built against another contract looks like once loaded: plain data, another stamp. */
const builtFor = (specificationVersion: unknown) => ({ ...acme, specificationVersion }) as unknown as ConnectorDefinition;

describe('connector specification version', () => {
  it('is stamped by defineConnector, and a definition cannot claim another one', () => {
    expect(acme.specificationVersion).toBe('v1');
    const claimed = defineConnector({ ...acme, specificationVersion: 'v9' } as Parameters<typeof defineConnector>[0]);
    expect(claimed.specificationVersion).toBe(CONNECTOR_SPECIFICATION_VERSION);
  });

  it('is accepted when the platform knows it, by the registry and by the manifest loader', () => {
    expect(knownSpecificationVersions).toContain(CONNECTOR_SPECIFICATION_VERSION);
    expect(new ConnectorRegistry([acme]).list()).toEqual([acme]);
    expect(() => connectorModule(defineConnectorManifest({ connector: acme }))).not.toThrow();
  });

  it('refuses a version the platform does not know, naming the connector and the version', () => {
    const message = 'connector "acme" implements connector specification "v2", which this platform does not run (it runs v1)';
    expect(() => new ConnectorRegistry([builtFor('v2')])).toThrow(message);
    expect(() => connectorModule({ ...defineConnectorManifest({ connector: acme }), connector: builtFor('v2') })).toThrow(message);
  });

  it('refuses a definition without a version, saying how to make one', () => {
    expect(() => new ConnectorRegistry([builtFor(undefined)])).toThrow(/connector "acme" has no specificationVersion; define it with defineConnector/);
  });
});
