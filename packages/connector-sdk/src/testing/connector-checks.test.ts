import type { AnyActionDefinition, ConnectorDefinition } from '@openunified/connector-contract';
import { defineUnifiedResource, UnifiedCatalogue } from '@openunified/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getInputSchema, listInputSchema, subResourceGetInputSchema, subResourceListInputSchema } from '../action-inputs.js';
import { metadataProblems, repeatedRecords, resultProblems } from './connector-checks.js';
import { sampleConnector } from './sample-notes-connector.fixture.js';
import { catalogueFor } from './unified-models.js';

const [listAction, getAction] = sampleConnector.actions as AnyActionDefinition[];
/** The sample's credential check as a native action, so tests can swap the unified actions around it. */
const credentialCheck = { ...listAction!, unified: undefined, schema_type: 'native' } as AnyActionDefinition;

describe('metadataProblems', () => {
  it('finds nothing wrong with a well-formed connector', () => {
    expect(metadataProblems(sampleConnector)).toEqual([]);
  });

  it('reports a bad key, version and missing authentication', () => {
    const broken: ConnectorDefinition = { ...sampleConnector, key: 'Sample-Notes', version: 'v1', authentication: [], actions: [] };
    expect(metadataProblems(broken)).toEqual([
      'key "Sample-Notes" must be lowercase letters and digits only',
      'version "v1" is not semver',
      'declares no authentication method',
    ]);
  });

  it('reports every broken action rule at once', () => {
    const actions = [
      credentialCheck,
      { ...listAction!, id: 'samplenotes_list', unified: 'hris.employees.list', schema_type: 'native' },
      { ...getAction!, id: 'samplenotes_list', unified: 'documents.drives.list', schema_type: 'unified' },
      { ...listAction!, id: 'other_list_drives', unified: 'documents.drives.list', schema_type: 'unified' },
    ] as AnyActionDefinition[];
    expect(metadataProblems({ ...sampleConnector, actions })).toEqual([
      'action "samplenotes_list" implements hris.employees.list but the connector lacks category "hris"',
      'action "samplenotes_list" implements hris.employees.list but its schema_type is "native"',
      'action id "samplenotes_list" is declared twice',
      'action "samplenotes_list" implements documents.drives.list but its kind is "get", not "list"',
      'action id "other_list_drives" must start with "samplenotes_"',
      'actions "samplenotes_list" and "other_list_drives" both implement documents.drives.list',
    ]);
  });
});

describe('metadataProblems of credential checks', () => {
  const [apiKey] = sampleConnector.authentication;
  const checkedBy = (verifyActionId: string) => ({ ...sampleConnector, authentication: [{ ...apiKey!, verifyActionId }] }) as ConnectorDefinition;

  it('reports an API-key method whose check is missing, undeclared or needs input', () => {
    expect(metadataProblems(checkedBy(''))).toEqual(['authentication "api_key" names no credential check (verifyActionId)']);
    expect(metadataProblems(checkedBy('samplenotes_whoami'))).toEqual([
      'authentication "api_key" checks credentials with "samplenotes_whoami", which the connector does not declare',
    ]);
    expect(metadataProblems(checkedBy('samplenotes_get_note'))).toEqual(['credential check "samplenotes_get_note" must run without input']);
  });
});

describe('metadataProblems of a sub-resource', () => {
  const noteComments = defineUnifiedResource({
    category: 'documents',
    resource: 'note_comments',
    path: '/unified/documents/notes/{id}/comments',
    noun: { one: 'note comment', many: 'note comments' },
    model: z.object({ id: z.string() }),
    operations: { list: {}, get: {} },
  });
  const catalogue = new UnifiedCatalogue([noteComments]);
  const action = (kind: 'list' | 'get', input: z.ZodType) =>
    ({
      ...listAction!,
      id: `samplenotes_${kind}_note_comments`,
      kind,
      unified: `documents.note_comments.${kind}`,
      schema_type: 'unified',
      input,
    }) as AnyActionDefinition;

  it('accepts actions whose input requires the path parameters of their route', () => {
    const actions = [credentialCheck, action('list', subResourceListInputSchema()), action('get', subResourceGetInputSchema())];
    expect(metadataProblems({ ...sampleConnector, actions }, catalogue)).toEqual([]);
  });

  it('reports actions that would reach the provider without the parent or the record', () => {
    const actions = [credentialCheck, action('list', listInputSchema()), action('get', getInputSchema())];
    expect(metadataProblems({ ...sampleConnector, actions }, catalogue)).toEqual([
      'action "samplenotes_list_note_comments" implements documents.note_comments.list but its input does not require path.id',
      'action "samplenotes_get_note_comments" implements documents.note_comments.get but its input does not require path.subResourceId',
    ]);
  });
});

describe('resultProblems', () => {
  const driveModel = z.object({ id: z.string(), remote_id: z.string(), name: z.string() });
  const resolveModel = new UnifiedCatalogue([
    defineUnifiedResource({
      category: 'documents',
      resource: 'drives',
      path: '/unified/documents/drives',
      noun: { one: 'drive', many: 'drives' },
      model: driveModel,
      operations: { list: {}, get: {} },
    }),
  ]);
  const unified = (kind: AnyActionDefinition['kind'], operation: string) =>
    ({ ...listAction!, kind, unified: operation, schema_type: 'unified' }) as AnyActionDefinition;

  it('checks list and get output against the unified model', () => {
    const drive = { id: 'c28xIQaWQ6MQ', remote_id: '1', name: 'Team' };
    expect(resultProblems(unified('list', 'documents.drives.list'), { data: [drive], next: null }, resolveModel)).toEqual([]);
    expect(resultProblems(unified('get', 'documents.drives.get'), { data: drive }, resolveModel)).toEqual([]);
    const [problem] = resultProblems(unified('get', 'documents.drives.get'), { data: { id: 'x' } }, resolveModel);
    expect(problem).toMatch(/output does not match documents\.drives\.get/);
  });

  it('checks create and update output is {id, remote_id}', () => {
    const create = unified('create', 'marketing.push_templates.create');
    const withPushTemplates = catalogueFor();
    expect(resultProblems(create, { data: { id: 'c28xIQaWQ6Mg', remote_id: '2' } }, withPushTemplates)).toEqual([]);
    expect(resultProblems(create, { data: { id: 'c28xIQaWQ6Mg' } }, withPushTemplates)).toHaveLength(1);
  });

  it('requires an array and a usable next from list actions', () => {
    expect(resultProblems(listAction!, { data: {}, next: '' })).toEqual([
      'samplenotes_list_notes is a list action but returned no array',
      'samplenotes_list_notes returned a next that is not a non-empty string',
    ]);
  });

  it('names a unified operation no resource of the catalogue offers', () => {
    expect(resultProblems(unified('list', 'lms.categories.list'), { data: [] }, resolveModel)).toEqual([
      'no unified resource of the catalogue offers lms.categories.list',
    ]);
  });
});

describe('repeatedRecords', () => {
  it('finds records seen twice, by id or by content', () => {
    expect(repeatedRecords([{ id: 'a' }, { id: 'b' }, { id: 'a', name: 'again' }, 'x', 'x'])).toEqual(['id:a', '"x"']);
    expect(repeatedRecords([{ id: 'a' }, { id: 'b' }])).toEqual([]);
  });
});
