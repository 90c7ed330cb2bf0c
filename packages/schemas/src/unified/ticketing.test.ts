import { describe, expect, it } from 'vitest';
import { coreUnifiedResources } from '../catalogue/core-resources.js';
import { UnifiedCatalogue } from '../catalogue/unified-catalogue.js';
import {
  ticketingCommentCreateSchema,
  ticketingCommentSchema,
  ticketingTicketCreateSchema,
  ticketingTicketSchema,
  ticketingTicketUpdateSchema,
  ticketingUserSchema,
} from './ticketing.js';

describe('ticketing write bodies', () => {
  it('takes the project and the ticket type by id or name, and a title that is not blank', () => {
    const body = { title: ' Printer on fire ', project_id: '10000', type: 'Bug', content: [{ plain: 'It smokes' }] };
    expect(ticketingTicketCreateSchema.parse(body)).toEqual({ ...body, title: 'Printer on fire' });
    expect(ticketingTicketCreateSchema.safeParse({ title: '   ' }).success).toBe(false);
    expect(ticketingTicketCreateSchema.safeParse({ collection_id: '10000' }).success).toBe(true);
    expect(ticketingTicketCreateSchema.parse({ collection_id: '10000' })).toEqual({});
  });

  it('takes component_ids as a string or an array, and priority source values of any scalar type as strings', () => {
    expect(ticketingTicketCreateSchema.parse({ component_ids: '10000,10001' }).component_ids).toBe('10000,10001');
    expect(ticketingTicketCreateSchema.parse({ component_ids: ['10000'] }).component_ids).toEqual(['10000']);
    expect(ticketingTicketCreateSchema.parse({ priority: { source_value: 3 } }).priority).toEqual({ source_value: '3' });
  });

  it('keeps only the members sent on an update, null included', () => {
    const body = { title: 'Renamed', assignees: [], content: null, status: { type: { value: 'in-progress' } } };
    expect(ticketingTicketUpdateSchema.parse(body)).toEqual(body);
    expect(ticketingTicketUpdateSchema.parse({})).toEqual({});
  });

  it("refuses values outside the vendor's enums and empty ids", () => {
    expect(ticketingTicketUpdateSchema.safeParse({ status: { type: { value: 'in_progress' } } }).success).toBe(false);
    expect(ticketingTicketUpdateSchema.safeParse({ priority: { value: 'urgent' } }).success).toBe(false);
    expect(ticketingTicketCreateSchema.safeParse({ title: 'A', assignees: [''] }).success).toBe(false);
    expect(ticketingTicketUpdateSchema.safeParse({ status: { type: { value: 'unmapped_value', source_value: 'In Review' } } }).success).toBe(true);
  });

  it('needs the text of a comment; the ticket is in the path', () => {
    expect(ticketingCommentCreateSchema.safeParse({ content: [] }).success).toBe(false);
    expect(ticketingCommentCreateSchema.safeParse({ body: 'Looks good' }).success).toBe(false);
    expect(ticketingCommentCreateSchema.parse({ content: [{ plain: 'Looks good' }] })).toEqual({ content: [{ plain: 'Looks good' }] });
  });
});

describe('ticketing read models', () => {
  it("speak the vendor's field names", () => {
    expect(Object.keys(ticketingTicketSchema.shape).sort()).toEqual(
      [
        'assignees',
        'closed_at',
        'components',
        'content',
        'created_at',
        'creator_id',
        'id',
        'organization',
        'parent_id',
        'priority',
        'projects',
        'remote_id',
        'reporters',
        'status',
        'tags',
        'ticket_number',
        'ticket_url',
        'title',
        'type',
        'unified_custom_fields',
        'updated_at',
      ].sort(),
    );
    expect(Object.keys(ticketingCommentSchema.shape).sort()).toEqual(
      ['content', 'created_at', 'id', 'internal', 'remote_id', 'ticket_id', 'updated_at', 'user_id'].sort(),
    );
    expect(Object.keys(ticketingUserSchema.shape).sort()).toEqual(
      [
        'active',
        'created_at',
        'customer_account_reference',
        'first_name',
        'id',
        'last_name',
        'name',
        'primary_email',
        'primary_phone',
        'remote_id',
        'type',
        'updated_at',
        'username',
      ].sort(),
    );
  });

  it('takes the status phases to-do, in-progress and closed', () => {
    const status = { id: 'c28xIQ', name: 'In Review', type: { value: 'in-progress', source_value: 'indeterminate' } };
    expect(ticketingTicketSchema.shape.status.parse(status)).toEqual(status);
    expect(ticketingTicketSchema.shape.status.safeParse({ ...status, type: { value: 'in_progress', source_value: null } }).success).toBe(false);
  });
});

describe('ticketing resources in the catalogue', () => {
  it("declares the vendor's routes, sub-resources under their ticket or project", () => {
    const catalogue = new UnifiedCatalogue(coreUnifiedResources);
    const ticketing = catalogue.list().filter((resource) => resource.category === 'ticketing');

    expect(ticketing.map((resource) => [resource.path, Object.keys(resource.operations), resource.filters])).toEqual([
      ['/unified/ticketing/tickets', ['list', 'get', 'create', 'update'], ['updated_after', 'status', 'type', 'project_id']],
      ['/unified/ticketing/tickets/{id}/comments', ['list', 'get', 'create'], ['updated_after']],
      ['/unified/ticketing/tickets/{id}/attachments', ['list', 'get', 'download'], ['updated_after']],
      ['/unified/ticketing/tickets/{id}/statuses', ['list'], ['updated_after']],
      ['/unified/ticketing/users', ['list', 'get'], ['updated_after']],
      ['/unified/ticketing/projects', ['list', 'get'], ['updated_after']],
      ['/unified/ticketing/projects/{id}/components', ['list', 'get'], ['updated_after']],
      ['/unified/ticketing/ticket_types', ['list', 'get'], ['updated_after']],
      ['/unified/ticketing/projects/{id}/ticket_types', ['list'], ['updated_after']],
    ]);
    expect(catalogue.modelFor('ticketing.tickets.get')).toBe(ticketingTicketSchema);
    expect(catalogue.get('ticketing.comments')?.pathParameters('get')).toEqual(['id', 'subResourceId']);
    expect(catalogue.resolveOperation('ticketing.comments.update')).toBeUndefined();
    expect(catalogue.get('ticketing.attachments')?.pathParameters('download')).toEqual(['id', 'subResourceId']);
  });
});
