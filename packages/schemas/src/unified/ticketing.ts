import { z } from 'zod';
import { dateTimeSchema, enumValueSchema, UNMAPPED_VALUE } from '../enum-value.js';

/**
 * Unified ticketing models (docs/unified/ticketing.md): tickets, their comments, the users who
 * work on them, the collections (projects, lists, queues) that hold them and the ticket types a
 * collection offers. Names follow what the hosted unified APIs use for this category. Every field
 * but the ids may be null: providers differ in what they record. References to other records
 * (`collection_ids`, `assignee_ids`, ...) hold the unified ids of those records.
 */

/**
 * Where a ticket stands in its workflow. Providers name their statuses freely; `value` is the
 * phase a status belongs to and `source_value` the provider's status name.
 */
export const ticketStatusValues = ['open', 'in_progress', 'on_hold', 'closed'] as const;
export type TicketStatus = (typeof ticketStatusValues)[number];

/** Five levels, the most any provider in the category offers by default. */
export const ticketPriorityValues = ['lowest', 'low', 'medium', 'high', 'highest'] as const;
export type TicketPriority = (typeof ticketPriorityValues)[number];

/** `agent`: works tickets; `contact`: an outside customer who raises them; `bot`: an app or integration. */
export const ticketingUserTypeValues = ['agent', 'contact', 'bot'] as const;
export type TicketingUserType = (typeof ticketingUserTypeValues)[number];

/** What kind of container a collection is: a project, or a list, board or queue inside one. */
export const ticketingCollectionTypeValues = ['project', 'list', 'board', 'queue'] as const;
export type TicketingCollectionType = (typeof ticketingCollectionTypeValues)[number];

const customFieldsSchema = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe('Provider fields without a unified home, keyed by their provider name');

/** Another record a ticket names, with its display name so a client need not fetch it. */
const ticketReferenceSchema = z.object({
  id: z.string().describe('Unified id'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
});

export const ticketSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  ticket_number: z.string().nullable().describe('The number or key people use for the ticket, e.g. `PROJ-42`'),
  title: z.string().nullable(),
  description: z.string().nullable().describe('Plain text; rich text formats are converted'),
  status: enumValueSchema(ticketStatusValues).nullable(),
  priority: enumValueSchema(ticketPriorityValues).nullable(),
  ticket_type: ticketReferenceSchema.nullable().describe('A record of /unified/ticketing/ticket_types'),
  collection_ids: z.array(z.string()).nullable().describe('Unified ids of the collections holding the ticket'),
  parent_ticket_id: z.string().nullable().describe('Unified id of the parent ticket (an epic, the ticket of a sub-task)'),
  creator_id: z.string().nullable().describe('Unified id of the user who created the ticket'),
  reporter_id: z.string().nullable().describe('Unified id of the user the ticket was raised for'),
  assignee_ids: z.array(z.string()).nullable().describe('Unified ids of the users assigned'),
  tags: z.array(z.string()).nullable(),
  due_date: dateTimeSchema.nullable(),
  completed_at: dateTimeSchema.nullable().describe('When the ticket was resolved; null while it is not'),
  ticket_url: z.string().nullable().describe('Where a person opens the ticket in the provider'),
  unified_custom_fields: customFieldsSchema,
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketCommentSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  ticket_id: z.string().describe('Unified id of the ticket commented on'),
  user_id: z.string().nullable().describe('Unified id of the author'),
  body: z.string().nullable().describe('Plain text; rich text formats are converted'),
  is_private: z.boolean().nullable().describe('True when only some users (agents, a group or a role) may read it'),
  unified_custom_fields: customFieldsSchema,
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type TicketComment = z.infer<typeof ticketCommentSchema>;

export const ticketingUserSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  email: z.string().nullable().describe('Null where the provider or the user hides it'),
  avatar_url: z.string().nullable(),
  active: z.boolean().nullable(),
  type: enumValueSchema(ticketingUserTypeValues).nullable(),
  unified_custom_fields: customFieldsSchema,
});
export type TicketingUser = z.infer<typeof ticketingUserSchema>;

export const ticketingCollectionSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  description: z.string().nullable(),
  collection_type: enumValueSchema(ticketingCollectionTypeValues).nullable(),
  parent_collection_id: z.string().nullable().describe('Unified id of the collection this one sits in'),
  url: z.string().nullable().describe('Where a person opens the collection in the provider'),
  unified_custom_fields: customFieldsSchema,
});
export type TicketingCollection = z.infer<typeof ticketingCollectionSchema>;

export const ticketTypeSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  description: z.string().nullable(),
  collection_id: z.string().nullable().describe('Unified id of the only collection offering the type; null when every collection may'),
  unified_custom_fields: customFieldsSchema,
});
export type TicketType = z.infer<typeof ticketTypeSchema>;

/** An enum object in a write: `source_value` (the provider's own name) wins over `value` when both are set. */
function writableEnumValueSchema<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.object({
    value: z.enum([...values, UNMAPPED_VALUE] as unknown as [Values[number] | typeof UNMAPPED_VALUE]).nullish(),
    source_value: z.string().nullish(),
  });
}

const idList = z.array(z.string().min(1));

const ticketWriteShape = {
  description: z.string().nullish().describe('Plain text; the connector converts it to the provider format'),
  priority: writableEnumValueSchema(ticketPriorityValues).nullish(),
  ticket_type_id: z.string().min(1).nullish().describe('A ticket type of the collection (unified or provider id)'),
  parent_ticket_id: z.string().min(1).nullish(),
  reporter_id: z.string().min(1).nullish(),
  assignee_ids: idList.nullish(),
  tags: z.array(z.string()).nullish(),
  due_date: dateTimeSchema.nullish().describe('Providers that keep a date only take its UTC calendar day'),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullish().describe('Provider fields by their provider name'),
  passthrough: z.record(z.string(), z.unknown()).nullish().describe('Merged into the provider request as is'),
};

/** The body of `POST /unified/ticketing/tickets`. */
export const ticketCreateSchema = z.object({
  title: z.string().trim().min(1),
  collection_id: z.string().min(1).nullish().describe('The collection (project) to file the ticket in; most providers require it'),
  ...ticketWriteShape,
});
export type TicketCreate = z.infer<typeof ticketCreateSchema>;

/** The body of `PATCH /unified/ticketing/tickets/{id}`: only the members sent change; null clears. */
export const ticketUpdateSchema = z.object({
  title: z.string().trim().min(1).optional(),
  status: writableEnumValueSchema(ticketStatusValues)
    .nullish()
    .describe('The status to move the ticket to: a provider status name in source_value, or a unified value'),
  ...ticketWriteShape,
});
export type TicketUpdate = z.infer<typeof ticketUpdateSchema>;

/** The body of `POST /unified/ticketing/comments`. */
export const ticketCommentCreateSchema = z.object({
  ticket_id: z.string().min(1).describe('The ticket to comment on (unified or provider id)'),
  body: z.string().trim().min(1).describe('Plain text; the connector converts it to the provider format'),
  passthrough: z.record(z.string(), z.unknown()).nullish().describe('Merged into the provider request as is'),
});
export type TicketCommentCreate = z.infer<typeof ticketCommentCreateSchema>;
