import { BadRequestError, defineAction, listInputSchema, z } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { jiraSearchResultsSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';

export const searchIssuesAction = defineAction({
  id: 'jira_search_issues',
  label: 'Search issues with JQL',
  description:
    'Runs a JQL search (GET /search/jql) and returns the issues as Jira sends them, one page per call. filter[jql] is the ' +
    'query (bounded, as Jira requires: e.g. "project = OPS ORDER BY created"); filter[fields] the comma-separated fields, default *navigable.',
  tags: ['ticketing', 'tickets', 'jql'],
  schema_type: 'native',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'list',
  input: listInputSchema(z.strictObject({ jql: z.string().min(1), fields: z.string().min(1).optional() })),
  async run(context) {
    const { input, http } = context;
    const jql = input.query.filter?.jql;
    if (!jql) throw new BadRequestError('filter[jql] is required: the JQL query to run');
    const site = await jiraSite(context);
    const response = await http.get(site.api('/search/jql'), {
      query: {
        jql,
        maxResults: input.query.page_size,
        fields: input.query.filter?.fields ?? '*navigable',
        nextPageToken: input.query.cursor,
      },
    });
    const page = parseJiraBody(jiraSearchResultsSchema, response.body, 'issue search');
    return { data: page.issues, next: page.isLast !== true && page.nextPageToken ? page.nextPageToken : null };
  },
});
