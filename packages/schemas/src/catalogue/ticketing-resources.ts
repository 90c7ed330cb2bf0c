import { defineUnifiedResource } from './define-unified-resource.js';
import {
  ticketCommentCreateSchema,
  ticketCommentSchema,
  ticketCreateSchema,
  ticketingCollectionSchema,
  ticketingUserSchema,
  ticketSchema,
  ticketTypeSchema,
  ticketUpdateSchema,
} from '../unified/ticketing.js';

// The ticketing category (docs/unified/ticketing.md). Comments belong to a ticket; rather than a
// nested route, their list takes the ticket in a required `filter[ticket_id]` and their create
// body carries `ticket_id`, so every ticketing route keeps the flat `/unified/{category}/{resource}` shape.

export const ticketsResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'tickets',
  path: '/unified/ticketing/tickets',
  noun: { one: 'ticket', many: 'tickets' },
  description: 'Tickets, issues or tasks of a ticketing provider.',
  model: ticketSchema,
  operations: { list: {}, get: {}, create: { body: ticketCreateSchema }, update: { body: ticketUpdateSchema } },
  filters: ['status', 'type', 'collection_id'],
});

export const ticketCommentsResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'comments',
  path: '/unified/ticketing/comments',
  noun: { one: 'comment', many: 'comments' },
  description: 'Comments on a ticket. The list requires filter[ticket_id]; the create body names the ticket in ticket_id.',
  model: ticketCommentSchema,
  operations: { list: {}, create: { body: ticketCommentCreateSchema } },
  filters: ['ticket_id'],
});

export const ticketingUsersResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'users',
  path: '/unified/ticketing/users',
  noun: { one: 'user', many: 'users' },
  description: 'People and apps of the ticketing provider: agents, customers, bots.',
  model: ticketingUserSchema,
  operations: { list: {} },
});

export const ticketingCollectionsResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'collections',
  path: '/unified/ticketing/collections',
  noun: { one: 'collection', many: 'collections' },
  description: 'What holds tickets: projects, and the lists, boards or queues of providers that have them.',
  model: ticketingCollectionSchema,
  operations: { list: {}, get: {} },
});

export const ticketTypesResource = defineUnifiedResource({
  category: 'ticketing',
  resource: 'ticket_types',
  path: '/unified/ticketing/ticket_types',
  noun: { one: 'ticket type', many: 'ticket types' },
  description: 'The kinds of ticket a provider offers (bug, task, incident, ...), globally or per collection.',
  model: ticketTypeSchema,
  operations: { list: {} },
  filters: ['collection_id'],
});

export const ticketingResources = [
  ticketsResource,
  ticketCommentsResource,
  ticketingUsersResource,
  ticketingCollectionsResource,
  ticketTypesResource,
] as const;
