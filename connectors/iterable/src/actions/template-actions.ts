import { randomUUID } from 'node:crypto';
import {
  BadRequestError,
  createInputSchema,
  dateTimeSchema,
  defineAction,
  encodeCompositeId,
  getInputSchema,
  listInputSchema,
  mapWithConcurrency,
  parsePageNumberCursor,
  toIsoDateTime,
  updateInputSchema,
  z,
} from '@openunified/connector-sdk';
import { iterableEndpoint } from '../data-center.js';
import { toIterableDateTime } from '../iterable-date-time.js';
import {
  type IterableMessageMedium,
  type IterableTemplateSummary,
  iterableApiResponseSchema,
  iterableTemplatesPageSchema,
  iterableTemplateTypes,
  parseIterableBody,
} from '../iterable-payloads.js';
import {
  type IterableTemplateBase,
  needsExistingCampaignDataFields,
  type TemplateWrite,
  type TemplateWriteRules,
  toIterableTemplateFields,
} from '../mappers/template-fields.js';
import { createdTemplateId, fetchTemplate, templateIdFromPath } from './template-requests.js';

/**
 * The four unified actions of one Iterable template medium (push, email, SMS, in-app). Iterable
 * serves every medium alike: one list of summaries (`GET /api/templates?messageMedium=`), and
 * per medium a `get`, an `upsert` by clientTemplateId (the only way to create) and an `update`
 * by templateId. Only the body's content members differ, which the medium's mapper knows.
 */
export interface IterableTemplateMedium<Detail extends IterableTemplateBase, Unified, Content> {
  /** In action ids: `push` gives `iterable_list_push_templates`. */
  key: 'push' | 'email' | 'sms' | 'in_app';
  /** Plural for labels: `push templates`, `SMS templates`. */
  nouns: { one: string; many: string };
  /** The unified resource: `push_templates`. */
  resource: string;
  messageMedium: IterableMessageMedium;
  /** Of `/api/templates/{segment}/get|upsert|update`. */
  pathSegment: 'push' | 'email' | 'sms' | 'inapp';
  detailSchema: z.ZodType<Detail>;
  toUnified(detail: Detail): Unified;
  writeSchema: z.ZodType<TemplateWrite & Record<string, unknown>>;
  writeRules: TemplateWriteRules<Content>;
  /** What the template's message holds, for descriptions: `title and message`. */
  contentSummary: string;
  tags: string[];
}

export const templateFilterSchema = z.strictObject({
  template_type: z.enum(iterableTemplateTypes).optional().describe("Iterable's templateType: Base, Blast, Triggered or Workflow"),
  created_after: dateTimeSchema.optional().describe('Only templates created at or after this instant'),
  created_before: dateTimeSchema.optional().describe('Only templates created before this instant'),
});

/** The list holds summaries only; the content needs one detail call per template. */
const DETAIL_REQUESTS_IN_FLIGHT = 5;

function updatedAfter(summary: IterableTemplateSummary, instant: string): boolean {
  const updatedAt = toIsoDateTime(summary.updatedAt);
  return updatedAt !== null && Date.parse(updatedAt) > Date.parse(instant);
}

export function listTemplatesAction<Detail extends IterableTemplateBase, Unified, Content>(medium: IterableTemplateMedium<Detail, Unified, Content>) {
  return defineAction({
    id: `iterable_list_${medium.key}_templates`,
    label: `List ${medium.nouns.many}`,
    description: `Lists the ${medium.nouns.many} of the Iterable project, oldest id first, with their ${medium.contentSummary}. Pages with Iterable's page/pageSize.`,
    tags: medium.tags,
    schema_type: 'unified',
    unified: `marketing.${medium.resource}.list`,
    kind: 'list',
    required_scopes: ['read_only'],
    input: listInputSchema(templateFilterSchema),
    async run({ input, http, credentials }) {
      const { page_size: pageSize, cursor, filter, updated_after: updatedAfterInstant } = input.query;
      // The cursor is Iterable's own 1-based `page` number of the next page.
      const page = parsePageNumberCursor(cursor);
      const response = await http.get(iterableEndpoint(credentials, '/templates'), {
        query: {
          messageMedium: medium.messageMedium,
          templateType: filter?.template_type,
          startDateTime: filter?.created_after && toIterableDateTime(filter.created_after),
          endDateTime: filter?.created_before && toIterableDateTime(filter.created_before),
          page,
          pageSize,
          sort: 'id',
        },
      });
      const templatesPage = parseIterableBody(iterableTemplatesPageSchema, response.body, 'GET /api/templates');

      // Iterable cannot filter on updatedAt; the summaries carry it, so skip before fetching details.
      const summaries = updatedAfterInstant ? templatesPage.templates.filter((summary) => updatedAfter(summary, updatedAfterInstant)) : templatesPage.templates;
      const templates = await mapWithConcurrency(summaries, DETAIL_REQUESTS_IN_FLIGHT, (summary) =>
        fetchTemplate(http, credentials, medium.pathSegment, medium.detailSchema, summary.templateId),
      );
      return { data: templates.map((template) => medium.toUnified(template)), next: templatesPage.nextPageUrl ? String(page + 1) : null };
    },
  });
}

export function getTemplateAction<Detail extends IterableTemplateBase, Unified, Content>(medium: IterableTemplateMedium<Detail, Unified, Content>) {
  return defineAction({
    id: `iterable_get_${medium.key}_template`,
    label: `Get ${medium.nouns.one}`,
    description: `Gets one Iterable ${medium.nouns.one} with its ${medium.contentSummary}, by unified or Iterable template id.`,
    tags: medium.tags,
    schema_type: 'unified',
    unified: `marketing.${medium.resource}.get`,
    kind: 'get',
    required_scopes: ['read_only'],
    input: getInputSchema(),
    async run({ input, http, credentials }) {
      const templateId = templateIdFromPath(input.path.id, medium.nouns.one);
      const template = await fetchTemplate(http, credentials, medium.pathSegment, medium.detailSchema, templateId);
      return { data: medium.toUnified(template) };
    },
  });
}

export function createTemplateAction<Detail extends IterableTemplateBase, Unified, Content>(medium: IterableTemplateMedium<Detail, Unified, Content>) {
  const endpoint = `/templates/${medium.pathSegment}/upsert`;
  return defineAction({
    id: `iterable_create_${medium.key}_template`,
    label: `Create ${medium.nouns.one}`,
    description: `Creates an Iterable ${medium.nouns.one} from a unified body (one message: ${medium.contentSummary}). Tags are kept in the template's campaignDataFields.unified_tags.`,
    tags: medium.tags,
    schema_type: 'unified',
    unified: `marketing.${medium.resource}.create`,
    kind: 'create',
    required_scopes: ['server_side'],
    input: createInputSchema(medium.writeSchema),
    async run({ input, http, credentials }) {
      if (!input.body.name) throw new BadRequestError(`name is required to create an Iterable ${medium.nouns.one}`);
      const fields = toIterableTemplateFields(input.body, medium.writeRules);
      // Iterable creates templates only through upsert-by-clientTemplateId; a fresh id makes it a create.
      const clientTemplateId = typeof fields.clientTemplateId === 'string' ? fields.clientTemplateId : randomUUID();
      const response = await http.post(iterableEndpoint(credentials, endpoint), {
        json: { ...fields, clientTemplateId },
        // The same clientTemplateId upserts the same template, so a retried attempt cannot duplicate it.
        idempotent: true,
      });
      const result = parseIterableBody(iterableApiResponseSchema, response.body, `POST /api${endpoint}`);
      const remoteId = String(createdTemplateId(result, medium.nouns.one));
      return { data: { id: encodeCompositeId(remoteId), remote_id: remoteId } };
    },
  });
}

export function updateTemplateAction<Detail extends IterableTemplateBase, Unified, Content>(medium: IterableTemplateMedium<Detail, Unified, Content>) {
  return defineAction({
    id: `iterable_update_${medium.key}_template`,
    label: `Update ${medium.nouns.one}`,
    description: `Updates an Iterable ${medium.nouns.one} from a unified body; absent or null fields are left as they are. Changing tags reads the template first to keep its other campaignDataFields.`,
    tags: medium.tags,
    schema_type: 'unified',
    unified: `marketing.${medium.resource}.update`,
    kind: 'update',
    required_scopes: ['server_side'],
    input: updateInputSchema(medium.writeSchema),
    async run({ input, http, credentials }) {
      const templateId = templateIdFromPath(input.path.id, medium.nouns.one);
      const existingCampaignDataFields = needsExistingCampaignDataFields(input.body)
        ? ((await fetchTemplate(http, credentials, medium.pathSegment, medium.detailSchema, templateId)).campaignDataFields ?? null)
        : null;
      const fields = toIterableTemplateFields(input.body, medium.writeRules, existingCampaignDataFields);
      // Setting fields on a known templateId gives the same result however often it is sent.
      await http.post(iterableEndpoint(credentials, `/templates/${medium.pathSegment}/update`), {
        json: { ...fields, templateId },
        idempotent: true,
      });
      const remoteId = String(templateId);
      return { data: { id: encodeCompositeId(remoteId), remote_id: remoteId } };
    },
  });
}

/** The list, get, create and update actions of one medium, in that order. */
export function templateActions<Detail extends IterableTemplateBase, Unified, Content>(medium: IterableTemplateMedium<Detail, Unified, Content>) {
  return [listTemplatesAction(medium), getTemplateAction(medium), createTemplateAction(medium), updateTemplateAction(medium)] as const;
}
