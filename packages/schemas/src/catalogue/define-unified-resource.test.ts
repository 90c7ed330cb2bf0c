import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineUnifiedResource, type UnifiedResourceInput } from './define-unified-resource.js';
import { UnifiedCatalogue } from './unified-catalogue.js';

const model = z.object({ id: z.string() });
const body = z.object({ name: z.string() });

function resource(overrides: Partial<UnifiedResourceInput>) {
  return defineUnifiedResource({
    category: 'ticketing',
    resource: 'comments',
    path: '/unified/ticketing/tickets/{id}/comments',
    noun: { one: 'comment', many: 'comments' },
    model,
    operations: { list: {}, get: {}, create: { body }, update: { body } },
    ...overrides,
  });
}

describe('defineUnifiedResource paths', () => {
  it('takes a flat resource, whose get and update name the record in id', () => {
    const flat = resource({ resource: 'tickets', path: '/unified/ticketing/tickets' });
    expect(flat.nested).toBe(false);
    expect(flat.pathParameters('list')).toEqual([]);
    expect(flat.pathParameters('create')).toEqual([]);
    expect(flat.pathParameters('get')).toEqual(['id']);
    expect(flat.pathParameters('update')).toEqual(['id']);
  });

  it('takes a sub-resource under a parent {id}: the parent in id, the record in subResourceId', () => {
    const nested = resource({});
    expect(nested.nested).toBe(true);
    expect(nested.pathParameters('list')).toEqual(['id']);
    expect(nested.pathParameters('create')).toEqual(['id']);
    expect(nested.pathParameters('get')).toEqual(['id', 'subResourceId']);
    expect(nested.pathParameters('update')).toEqual(['id', 'subResourceId']);
    expect(resource({ path: '/unified/hris/employees/{id}/time_off', category: 'hris' }).nested).toBe(true);
  });

  it('refuses other parameters, a parameter at either end, deeper nesting and other categories', () => {
    for (const path of [
      '/unified/ticketing/tickets/{ticket_id}/comments',
      '/unified/ticketing/tickets/{id}',
      '/unified/ticketing/{id}/comments',
      '/unified/ticketing/tickets/{id}/comments/{subResourceId}',
      '/unified/ticketing/tickets/{id}/comments/{id}/replies',
      '/unified/ticketing/tickets/:id/comments',
      '/unified/crm/tickets/{id}/comments',
    ]) {
      expect(() => resource({ path }), path).toThrow(/must start with \/unified\/ticketing\/ and have no parameter but a parent record's \{id\}/);
    }
  });
});

describe('defineUnifiedResource success statuses', () => {
  it('answers a create with 201 and an update with 200 by default', () => {
    const declared = resource({});
    expect(declared.successStatus('create')).toBe(201);
    expect(declared.successStatus('update')).toBe(200);
  });

  it('takes the status each write declares', () => {
    const declared = resource({ operations: { create: { body, status: 200 }, update: { body, status: 201 } } });
    expect(declared.successStatus('create')).toBe(200);
    expect(declared.successStatus('update')).toBe(201);
  });

  it('gives uploads and upserts 201 by default and refuses a command named like a verb', () => {
    const declared = resource({ operations: { upload: { body }, upsert: { body }, commands: { close: { body, summary: 'Close a comment' } } } });
    expect([declared.successStatus('upload'), declared.successStatus('upsert')]).toEqual([201, 201]);
    expect([declared.supports('close'), declared.supports('upload'), declared.supports('download')]).toEqual([true, true, false]);
    expect(declared.pathParameters('close')).toEqual(['id', 'subResourceId']);
    expect(() => resource({ operations: { commands: { list: { body, summary: 'List' } } } })).toThrow('command "list" must be snake_case and not one of');
    // A command is a POST, or a PATCH of a part of the record; nothing else.
    expect(() => resource({ operations: { commands: { result: { body, summary: 'Result', method: 'PATCH' } } } })).not.toThrow();
    expect(() => resource({ operations: { commands: { result: { body, summary: 'Result', method: 'PUT' as 'PATCH' } } } })).toThrow(
      'method PUT must be one of POST, PATCH',
    );
  });

  it('refuses a status that is not a success a write answers with', () => {
    expect(() => resource({ operations: { create: { body, status: 204 as 200 } } })).toThrow('create status 204 must be one of 200, 201');
  });
});

describe('UnifiedCatalogue with sub-resources', () => {
  it('resolves their operations and refuses two resources on one path', () => {
    const comments = resource({});
    const catalogue = new UnifiedCatalogue([comments]);
    expect(catalogue.resolveOperation('ticketing.comments.get')?.resource).toBe(comments);
    expect(() => new UnifiedCatalogue([comments, resource({ resource: 'notes' })])).toThrow(
      'unified resources "ticketing.comments" and "ticketing.notes" share the path /unified/ticketing/tickets/{id}/comments',
    );
  });
});
