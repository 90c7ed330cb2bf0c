import { describe, expect, it } from 'vitest';
import { coreUnifiedResources } from '../catalogue/core-resources.js';
import { UnifiedCatalogue } from '../catalogue/unified-catalogue.js';
import { ticketCommentCreateSchema, ticketCreateSchema, ticketSchema, ticketUpdateSchema } from './ticketing.js';

describe('ticket write bodies', () => {
  it('requires a title to create a ticket and trims it', () => {
    expect(ticketCreateSchema.safeParse({ collection_id: '10000' }).success).toBe(false);
    expect(ticketCreateSchema.safeParse({ title: '   ' }).success).toBe(false);
    expect(ticketCreateSchema.parse({ title: ' Printer on fire ' })).toEqual({ title: 'Printer on fire' });
  });

  it('accepts null to clear a field on update, and an empty update', () => {
    const body = { description: null, priority: null, assignee_ids: null, due_date: null, status: null };
    expect(ticketUpdateSchema.parse(body)).toEqual(body);
    expect(ticketUpdateSchema.parse({})).toEqual({});
  });

  it('refuses unknown enum values, date-times without an offset and empty ids', () => {
    expect(ticketUpdateSchema.safeParse({ status: { value: 'done' } }).success).toBe(false);
    expect(ticketUpdateSchema.safeParse({ priority: { value: 'urgent' } }).success).toBe(false);
    expect(ticketCreateSchema.safeParse({ title: 'A', due_date: '2024-05-01' }).success).toBe(false);
    expect(ticketCreateSchema.safeParse({ title: 'A', assignee_ids: [''] }).success).toBe(false);
    expect(ticketUpdateSchema.safeParse({ status: { value: 'unmapped_value', source_value: 'In Review' } }).success).toBe(true);
  });

  it('requires the ticket and a body to create a comment', () => {
    expect(ticketCommentCreateSchema.safeParse({ body: 'Looks good' }).success).toBe(false);
    expect(ticketCommentCreateSchema.safeParse({ ticket_id: '10001', body: '' }).success).toBe(false);
    expect(ticketCommentCreateSchema.parse({ ticket_id: '10001', body: 'Looks good' })).toEqual({ ticket_id: '10001', body: 'Looks good' });
  });
});

describe('ticketing resources in the catalogue', () => {
  it('declares the five routes with their operations and filters', () => {
    const catalogue = new UnifiedCatalogue(coreUnifiedResources);
    const ticketing = catalogue.list().filter((resource) => resource.category === 'ticketing');

    expect(ticketing.map((resource) => [resource.path, Object.keys(resource.operations), resource.filters])).toEqual([
      ['/unified/ticketing/tickets', ['list', 'get', 'create', 'update'], ['updated_after', 'status', 'type', 'collection_id']],
      ['/unified/ticketing/comments', ['list', 'create'], ['updated_after', 'ticket_id']],
      ['/unified/ticketing/users', ['list'], ['updated_after']],
      ['/unified/ticketing/collections', ['list', 'get'], ['updated_after']],
      ['/unified/ticketing/ticket_types', ['list'], ['updated_after', 'collection_id']],
    ]);
    expect(catalogue.modelFor('ticketing.tickets.get')).toBe(ticketSchema);
    expect(catalogue.resolveOperation('ticketing.comments.get')).toBeUndefined();
  });
});
