import {
  ticketingAttachmentSchema,
  ticketingCommentCreateSchema,
  ticketingCommentSchema,
  ticketingComponentSchema,
  ticketingProjectSchema,
  ticketingTicketCreateSchema,
  ticketingTicketSchema,
  ticketingTicketStatusSchema,
  ticketingTicketTypeSchema,
  ticketingTicketUpdateSchema,
  ticketingUserSchema,
} from '../unified/ticketing.js';
import { defineUnifiedResource } from './define-unified-resource.js';

// The ticketing category (docs/unified/ticketing.md). What belongs to one ticket or one project
// (comments, statuses, components, a project's ticket types) is a sub-resource under it.

export const ticketsResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'tickets',
  path: '/unified/ticketing/tickets',
  noun: { one: 'ticket', many: 'tickets' },
  description: 'Tickets, issues or tasks of a ticketing provider.',
  model: ticketingTicketSchema,
  operations: { list: {}, get: {}, create: { body: ticketingTicketCreateSchema }, update: { body: ticketingTicketUpdateSchema } },
  filters: ['status', 'type', 'project_id'],
});

export const ticketCommentsResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'comments',
  path: '/unified/ticketing/tickets/{id}/comments',
  noun: { one: 'comment', many: 'comments' },
  description: 'Comments on a ticket.',
  model: ticketingCommentSchema,
  operations: { list: {}, get: {}, create: { body: ticketingCommentCreateSchema } },
});

export const ticketAttachmentsResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'attachments',
  path: '/unified/ticketing/tickets/{id}/attachments',
  noun: { one: 'attachment', many: 'attachments' },
  description: 'The files attached to a ticket, and their bytes (download).',
  model: ticketingAttachmentSchema,
  operations: { list: {}, get: {}, download: {} },
});

export const ticketStatusesResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'ticket_statuses',
  path: '/unified/ticketing/tickets/{id}/statuses',
  noun: { one: 'ticket status', many: 'ticket statuses' },
  description: "The statuses a ticket can be moved to from where it stands in its workflow: what an update's status takes.",
  model: ticketingTicketStatusSchema,
  operations: { list: {} },
});

export const ticketingUsersResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'users',
  path: '/unified/ticketing/users',
  noun: { one: 'user', many: 'users' },
  description: 'People and apps of the ticketing provider: agents, customers, bots.',
  model: ticketingUserSchema,
  operations: { list: {}, get: {} },
});

export const ticketingProjectsResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'projects',
  path: '/unified/ticketing/projects',
  noun: { one: 'project', many: 'projects' },
  description: 'What holds tickets: projects, and the spaces, boards or queues of providers that have them.',
  model: ticketingProjectSchema,
  operations: { list: {}, get: {} },
});

export const projectComponentsResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'project_components',
  path: '/unified/ticketing/projects/{id}/components',
  noun: { one: 'project component', many: 'project components' },
  description: 'The components (parts, areas) of a project that tickets are filed under.',
  model: ticketingComponentSchema,
  operations: { list: {}, get: {} },
});

export const ticketTypesResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'ticket_types',
  path: '/unified/ticketing/ticket_types',
  noun: { one: 'ticket type', many: 'ticket types' },
  description: 'The kinds of ticket a provider offers (bug, task, incident, ...).',
  model: ticketingTicketTypeSchema,
  operations: { list: {}, get: {} },
});

export const projectTicketTypesResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'project_ticket_types',
  path: '/unified/ticketing/projects/{id}/ticket_types',
  noun: { one: 'project ticket type', many: 'project ticket types' },
  description: 'The ticket types a project offers: what its tickets may be created as.',
  model: ticketingTicketTypeSchema,
  operations: { list: {} },
});

export const ticketingResources = [
  ticketsResource,
  ticketCommentsResource,
  ticketAttachmentsResource,
  ticketStatusesResource,
  ticketingUsersResource,
  ticketingProjectsResource,
  projectComponentsResource,
  ticketTypesResource,
  projectTicketTypesResource,
] as const;
