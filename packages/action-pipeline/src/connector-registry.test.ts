import { defineAction, defineConnector, getInputSchema, UnprocessableEntityError } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { ConnectorRegistry } from './connector-registry.js';

const getDrive = defineAction({
  id: 'acme_get_drive',
  label: 'Get drive',
  description: 'Reads a drive',
  tags: [],
  schema_type: 'unified',
  unified: 'documents.drives.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  run: async () => ({ data: { id: '1' } }),
});

const connector = (unsupported?: Record<string, string>) =>
  defineConnector({
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
    actions: [getDrive],
    ...(unsupported && { unsupported }),
  });

describe('ConnectorRegistry.requireUnifiedAction', () => {
  it('answers 422 naming the operation, and the reason when the connector gives one', () => {
    const acme = connector({ 'documents.files.list': 'Acme keeps no files' });
    const registry = new ConnectorRegistry([acme]);
    expect(registry.requireUnifiedAction(acme, 'documents.drives.get')).toBe(getDrive);
    expect(() => registry.requireUnifiedAction(acme, 'documents.files.list')).toThrow(
      new UnprocessableEntityError('provider "acme" does not support documents.files.list: Acme keeps no files'),
    );
    expect(() => registry.requireUnifiedAction(acme, 'documents.folders.list')).toThrow('provider "acme" does not support documents.folders.list');
  });

  it('refuses a connector that calls an operation it implements unsupported, or gives no reason', () => {
    expect(() => connector({ 'documents.drives.get': 'never mind' })).toThrow('both implements documents.drives.get and calls it unsupported');
    expect(() => connector({ 'documents.files.get': ' ' })).toThrow('calls documents.files.get unsupported without saying why');
  });
});
