import { defineAction, listInputSchema, z } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { ticketSearchJql } from '../jql/ticket-search-jql.js';
import { mapTicket } from '../mappers/ticket.js';
import { jiraSearchResultsSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { filterValueSchema, updatedAfter } from './action-inputs.js';

export const TICKET_FILTER_KEYS = ['status', 'type', 'project_id'];

/** Every navigable field: the mapped ones and the custom fields that go to unified_custom_fields. */
export const ISSUE_FIELDS = '*navigable';

export const listTicketsAction = defineAction({
  id: 'jira_list_tickets',
  label: 'List tickets',
  description:
    'Lists Jira issues as unified tickets with the enhanced JQL search (GET /search/jql), one call per page. Filters become JQL: ' +
    'status (to-do, in-progress, closed or a Jira status name), type (issue type id or name), project_id (project id or key), ' +
    'updated_after (updated >= ..., then checked to the second).',
  tags: ['ticketing', 'tickets'],
  schema_type: 'unified',
  unified: 'ticketing.tickets.list',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'list',
  input: listInputSchema(
    z.strictObject({ status: filterValueSchema.optional(), type: filterValueSchema.optional(), project_id: filterValueSchema.optional() }),
  ),
  async run(context) {
    const { input, http } = context;
    const site = await jiraSite(context);
    const response = await http.get(site.api('/search/jql'), {
      query: {
        jql: ticketSearchJql(input.query.filter, input.query.updated_after),
        maxResults: input.query.page_size,
        fields: ISSUE_FIELDS,
        nextPageToken: input.query.cursor,
      },
    });
    const page = parseJiraBody(jiraSearchResultsSchema, response.body, 'issue search');
    const tickets = page.issues.map((issue) => mapTicket(issue, site.siteUrl));
    return { data: updatedAfter(tickets, input.query.updated_after), next: page.isLast !== true && page.nextPageToken ? page.nextPageToken : null };
  },
});
