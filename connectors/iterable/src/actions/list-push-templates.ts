import {
  dateTimeSchema,
  defineAction,
  listInputSchema,
  mapWithConcurrency,
  type PushTemplate,
  parsePageNumberCursor,
  toIsoDateTime,
  z,
} from '@openunified/connector-sdk';

import { iterableEndpoint } from '../data-center.js';
import { toIterableDateTime } from '../iterable-date-time.js';
import { type IterableTemplateSummary, iterableTemplatesPageSchema, iterableTemplateTypes, parseIterableBody } from '../iterable-payloads.js';
import { PUSH_MESSAGE_MEDIUM, toUnifiedPushTemplate } from '../mappers/push-template.js';
import { fetchPushTemplate } from './push-template-requests.js';

export const pushTemplateFilterSchema = z.strictObject({
  template_type: z.enum(iterableTemplateTypes).optional().describe("Iterable's templateType: Base, Blast, Triggered or Workflow"),
  created_after: dateTimeSchema.optional().describe('Only templates created at or after this instant'),
  created_before: dateTimeSchema.optional().describe('Only templates created before this instant'),
});

/** The list holds summaries only; title and body need one detail call per template. */
const DETAIL_REQUESTS_IN_FLIGHT = 5;

function updatedAfter(summary: IterableTemplateSummary, instant: string): boolean {
  const updatedAt = toIsoDateTime(summary.updatedAt);
  return updatedAt !== null && Date.parse(updatedAt) > Date.parse(instant);
}

export const listPushTemplates = defineAction({
  id: 'iterable_list_push_templates',
  label: 'List push templates',
  description:
    'Lists the push templates of the Iterable project, oldest id first, with their title and message. Pages with Iterable\'s page/pageSize.',
  tags: ['marketing', 'templates', 'push'],
  schema_type: 'unified',
  unified: 'marketing.push_templates.list',
  kind: 'list',
  required_scopes: ['read_only'],
  input: listInputSchema(pushTemplateFilterSchema),
  async run({ input, http, credentials }) {
    const { page_size: pageSize, cursor, filter, updated_after: updatedAfterInstant } = input.query;
    // The cursor is Iterable's own 1-based `page` number of the next page.
    const page = parsePageNumberCursor(cursor);
    const response = await http.get(iterableEndpoint(credentials, '/templates'), {
      query: {
        messageMedium: PUSH_MESSAGE_MEDIUM,
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
    const summaries = updatedAfterInstant
      ? templatesPage.templates.filter((summary) => updatedAfter(summary, updatedAfterInstant))
      : templatesPage.templates;
    const templates = await mapWithConcurrency(summaries, DETAIL_REQUESTS_IN_FLIGHT, (summary) =>
      fetchPushTemplate(http, credentials, summary.templateId),
    );
    const data: PushTemplate[] = templates.map(toUnifiedPushTemplate);
    return { data, next: templatesPage.nextPageUrl ? String(page + 1) : null };
  },
});
