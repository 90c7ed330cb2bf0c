import { describe, expect, it } from 'vitest';
import { actionDescriptorSchema, connectorMetadataSchema, serializeActionDescriptor, serializeConnectorMetadata } from './metadata.js';
import { sampleConnector } from './testing/sample-notes-connector.fixture.js';

describe('serializeConnectorMetadata', () => {
  it('produces the actions catalogue entry (docs/concepts/actions.md) with every action', () => {
    const metadata = serializeConnectorMetadata(sampleConnector, { accountId: 'acc_1', integrationId: 'profile_1' });

    expect(connectorMetadataSchema.parse(metadata)).toEqual(metadata);
    expect(metadata).toMatchObject({
      account_id: 'acc_1',
      integration_id: 'profile_1',
      key: 'samplenotes',
      version: '0.1.0',
      release_stage: 'preview',
      authentication: [{ type: 'api_key', key: 'api_key', label: 'API Key', required_scopes: [] }],
    });
    expect(metadata.actions?.map((action) => action.id)).toEqual(['samplenotes_list_notes', 'samplenotes_get_note']);
  });

  it('leaves out actions, details and guides on request', () => {
    const metadata = serializeConnectorMetadata(sampleConnector, { excludeActions: true });
    expect(metadata).not.toHaveProperty('actions');
    expect(metadata.account_id).toBeNull();

    const [list] = sampleConnector.actions;
    const brief = serializeActionDescriptor(sampleConnector, list!, { includeActionDetails: false, includeAuthenticationGuides: false });
    expect(brief).not.toHaveProperty('action_details');
    expect(brief.authentication[0]?.support.guides).toEqual({ config: null, setup: null });
  });
});

describe('serializeActionDescriptor', () => {
  it('describes the action with its kind, unified operation and input JSON Schema', () => {
    const [list] = sampleConnector.actions;
    const descriptor = serializeActionDescriptor(sampleConnector, list!);

    expect(actionDescriptorSchema.parse(descriptor)).toEqual(descriptor);
    expect(descriptor).toMatchObject({ id: 'samplenotes_list_notes', schema_type: 'native', tags: ['notes'] });
    expect(descriptor.action_details?.kind).toBe('list');
    expect(descriptor.action_details?.unified).toBeNull();
    expect(descriptor.action_details?.input).toMatchObject({
      type: 'object',
      properties: { query: { anyOf: [{ type: 'object', properties: { page_size: { type: 'integer', default: 25 } } }, { type: 'null' }] } },
    });
  });
});
