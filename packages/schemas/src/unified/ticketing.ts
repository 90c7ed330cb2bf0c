import { z } from 'zod';
import { dateTimeSchema, enumValueSchema, openEnumValueSchema, UNMAPPED_VALUE } from '../enum-value.js';

/**
 * Unified ticketing models (docs/unified/ticketing.md): tickets and their comments and statuses,
 * the users who work on them, the projects that hold them with their components, and the ticket
 * types a project offers. Field names, types and enum values are those of the vendor's published
 * API, so its clients read our answers as they read its own. Every field but the ids may be null:
 * providers differ in what they record. References to other records (`assignees`, `parent_id`,
 * ...) hold the unified ids of those records.
 */

/** The phase a ticket status belongs to; providers name their statuses freely (`name`, `source_value`). */
export const ticketStatusTypeValues = ['to-do', 'in-progress', 'closed'] as const;
export type TicketStatusType = (typeof ticketStatusTypeValues)[number];

/** Five levels, the most any provider in the category offers by default. */
export const ticketPriorityValues = ['lowest', 'low', 'medium', 'high', 'highest'] as const;
export type TicketPriority = (typeof ticketPriorityValues)[number];

/** `agent`: works tickets; `contact`: an outside customer who raises them; `bot`: an app or integration. */
export const ticketingUserTypeValues = ['agent', 'contact', 'bot'] as const;
export type TicketingUserType = (typeof ticketingUserTypeValues)[number];

const unifiedId = (what: string) => z.string().nullable().describe(`Unified id of ${what}`);

/** Rich text: each part in plain text and, where the provider keeps it, HTML. */
export const ticketingContentSchema = z.object({
  plain: z.string().nullable(),
  html: z.string().nullable(),
});
export type TicketingContent = z.infer<typeof ticketingContentSchema>;

export const ticketingProjectSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  organization_id: unifiedId('the organization owning the project'),
  name: z.string().nullable(),
  description: z.string().nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type TicketingProject = z.infer<typeof ticketingProjectSchema>;

export const ticketingComponentSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  organization_id: unifiedId('the organization owning the component'),
  project_id: unifiedId('the project the component belongs to'),
  name: z.string().nullable(),
  description: z.string().nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type TicketingComponent = z.infer<typeof ticketingComponentSchema>;

/** A workflow status: the provider's own `name`, and its phase in `type`. */
export const ticketingTicketStatusSchema = z.object({
  id: z.string().describe('Unified id of the status (composite `c28xIQ...`)'),
  name: z.string().nullable(),
  type: enumValueSchema(ticketStatusTypeValues).nullable().describe("`value` is the phase, `source_value` the provider's own category"),
});
export type TicketingTicketStatus = z.infer<typeof ticketingTicketStatusSchema>;

export const ticketingTicketTypeSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  name: z.string().nullable(),
  project_id: unifiedId('the only project offering the type; null when every project may'),
});
export type TicketingTicketType = z.infer<typeof ticketingTicketTypeSchema>;

const ticketPrioritySchema = z.object({
  id: z.string().nullable().describe("Unified id of the provider's priority"),
  ...enumValueSchema(ticketPriorityValues).shape,
});

const ticketOrganizationSchema = z.object({
  id: z.string().nullable(),
  remote_id: z.string().nullable(),
  name: z.string().nullable(),
  domain: z.string().nullable(),
});

export const ticketingTicketSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  ticket_number: z.string().nullable().describe('The number or key people use for the ticket, e.g. `PROJ-42`'),
  title: z.string().nullable(),
  content: z.array(ticketingContentSchema).nullable().describe('The description; rich text formats are converted to plain text'),
  status: ticketingTicketStatusSchema.nullable(),
  priority: ticketPrioritySchema.nullable(),
  type: ticketingTicketTypeSchema.nullable().describe('A record of /unified/ticketing/ticket_types'),
  projects: z.array(ticketingProjectSchema).nullable().describe('The projects holding the ticket'),
  components: z.array(ticketingComponentSchema).nullable(),
  organization: ticketOrganizationSchema.nullable().describe('The customer organization the ticket is for'),
  parent_id: unifiedId('the parent ticket (an epic, the ticket of a sub-task)'),
  creator_id: unifiedId('the user who created the ticket'),
  reporters: z.array(z.string()).nullable().describe('Unified ids of the users the ticket was raised for'),
  assignees: z.array(z.string()).nullable().describe('Unified ids of the users assigned'),
  tags: z.array(z.string()).nullable(),
  ticket_url: z.string().nullable().describe('Where a person opens the ticket in the provider'),
  closed_at: dateTimeSchema.nullable().describe('When the ticket was resolved; null while it is not'),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home, keyed by their provider name'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type TicketingTicket = z.infer<typeof ticketingTicketSchema>;

export const ticketingCommentSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  ticket_id: z.string().describe('Unified id of the ticket commented on'),
  user_id: unifiedId('the author'),
  content: z.array(ticketingContentSchema).nullable().describe('The text; rich text formats are converted to plain text'),
  internal: z.boolean().nullable().describe('True when only some users (agents, a group or a role) may read it'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type TicketingComment = z.infer<typeof ticketingCommentSchema>;

/** A file attached to a ticket; its bytes come from `.../attachments/{subResourceId}/download`. */
export const ticketingAttachmentSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  ticket_id: z.string().describe('Unified id of the ticket the file is attached to'),
  user_id: unifiedId('the user who attached the file'),
  file_name: z.string().nullable(),
  file_format: openEnumValueSchema.nullable().describe('`value` the file extension, lower case; `source_value` the MIME type'),
  file_url: z.string().nullable().describe('Where the provider serves the file (its credentials needed)'),
  size: z.number().nullable().describe('In bytes'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type TicketingAttachment = z.infer<typeof ticketingAttachmentSchema>;

export const ticketingUserSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  type: enumValueSchema(ticketingUserTypeValues).nullable(),
  name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  username: z.string().nullable(),
  primary_email: z.string().nullable().describe('Null where the provider or the user hides it'),
  primary_phone: z.string().nullable(),
  customer_account_reference: z.string().nullable().describe('The customer account a contact belongs to'),
  active: z.boolean().nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type TicketingUser = z.infer<typeof ticketingUserSchema>;

/** An enum member in a write: the provider's own value in `source_value` wins over the unified `value`. */
function writableEnumShape<const Values extends readonly [string, ...string[]]>(values: Values) {
  return {
    value: z.enum([...values, UNMAPPED_VALUE] as unknown as [Values[number] | typeof UNMAPPED_VALUE]).nullish(),
    // Sent as any scalar; providers name their values as text.
    source_value: z
      .union([z.string(), z.number(), z.boolean()])
      .transform((value) => String(value))
      .nullish(),
  };
}

const idList = z.array(z.string().min(1));

const contentInputSchema = z
  .array(z.object({ plain: z.string().nullish(), html: z.string().nullish() }))
  .nullish()
  .describe('The description, as parts in plain text (or HTML where the provider takes it); null clears it');

const ticketWriteShape = {
  title: z.string().trim().min(1).nullish(),
  content: contentInputSchema,
  priority: z
    .object({ id: z.string().min(1).nullish().describe("The provider's priority (unified or provider id)"), ...writableEnumShape(ticketPriorityValues) })
    .nullish(),
  project_id: z.string().min(1).nullish().describe('The project of the ticket (unified or provider id)'),
  parent_id: z.string().min(1).nullish(),
  reporters: idList.nullish(),
  assignees: idList.nullish(),
  component_ids: z
    .union([z.string(), idList])
    .nullish()
    .describe('Components of the project (unified or provider ids): an array, or one string of comma-separated ids'),
  tags: z.array(z.string()).nullish(),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullish().describe('Provider fields by their provider name'),
  passthrough: z.record(z.string(), z.unknown()).nullish().describe('Merged into the provider request as is'),
};

/** The body of `POST /unified/ticketing/tickets`. */
export const ticketingTicketCreateSchema = z.object({
  ...ticketWriteShape,
  type: z.string().min(1).nullish().describe('The ticket type (unified or provider id, or its name)'),
  creator_id: z.string().min(1).nullish(),
  organization_id: z.string().min(1).nullish(),
});
export type TicketingTicketCreate = z.infer<typeof ticketingTicketCreateSchema>;

/** The body of `PATCH /unified/ticketing/tickets/{id}`: only the members sent change; null clears. */
export const ticketingTicketUpdateSchema = z.object({
  ...ticketWriteShape,
  status: z
    .object({
      id: z.string().min(1).nullish().describe('A status of GET /unified/ticketing/tickets/{id}/statuses'),
      name: z.string().min(1).nullish().describe("The provider's status name"),
      type: z.object(writableEnumShape(ticketStatusTypeValues)).nullish().describe('A phase: the first status of it the workflow offers'),
    })
    .nullish()
    .describe('The status to move the ticket to: by id, by name, or by phase'),
});
export type TicketingTicketUpdate = z.infer<typeof ticketingTicketUpdateSchema>;

/** The body of `POST /unified/ticketing/tickets/{id}/comments`. */
export const ticketingCommentCreateSchema = z.object({
  content: z
    .array(z.object({ plain: z.string().nullish(), html: z.string().nullish() }))
    .min(1)
    .describe('The text, as parts in plain text (or HTML where the provider takes it)'),
  passthrough: z.record(z.string(), z.unknown()).nullish().describe('Merged into the provider request as is'),
});
export type TicketingCommentCreate = z.infer<typeof ticketingCommentCreateSchema>;
