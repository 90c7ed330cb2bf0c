import {
  BadRequestError,
  defineAction,
  encodeCompositeId,
  type ProviderHttpClient,
  type TicketUpdate,
  ticketUpdateSchema,
  UNMAPPED_VALUE,
  updateInputSchema,
} from '@openunified/connector-sdk';
import { type JiraSite, jiraSite } from '../jira-site.js';
import { changesNothing, toJiraIssueBody } from '../mappers/ticket-write.js';
import { jiraIssueSchema, jiraTransitionsSchema, parseJiraBody } from '../provider-schemas.js';
import { WRITE_JIRA_WORK_SCOPE } from '../scopes.js';
import { issueIdOrKey } from './action-inputs.js';

/** The unified status phases by Jira status category key, for moving an issue by phase. */
const categoryKeys = { open: 'new', in_progress: 'indeterminate', closed: 'done' } as const;

type StatusTarget = NonNullable<TicketUpdate['status']>;

/**
 * Moves the issue through its workflow: Jira changes a status only by a transition
 * (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issues/#api-rest-api-3-issue-issueidorkey-transitions-post),
 * so the transitions open to the issue are read and the one leading to the named status (or,
 * for a unified value, the first into its category) is taken.
 */
async function transition(http: ProviderHttpClient, site: JiraSite, id: string, target: StatusTarget): Promise<void> {
  const wanted = target.source_value?.trim().toLowerCase();
  const category = !wanted && target.value && target.value !== UNMAPPED_VALUE ? (categoryKeys as Record<string, string>)[target.value] : undefined;
  if (!wanted && !category) {
    throw new BadRequestError('status needs a Jira status name in source_value, or open, in_progress or closed in value');
  }
  const response = await http.get(site.api(`/issue/${id}/transitions`));
  const { transitions } = parseJiraBody(jiraTransitionsSchema, response.body, 'transitions');
  const chosen = transitions.find((candidate) =>
    wanted ? candidate.to?.name?.trim().toLowerCase() === wanted : candidate.to?.statusCategory?.key === category,
  );
  if (!chosen) {
    const open = transitions.map((candidate) => candidate.to?.name).filter(Boolean).join(', ');
    throw new BadRequestError(`the workflow of issue ${decodeURIComponent(id)} offers no transition to ${target.source_value ?? target.value} (open: ${open || 'none'})`);
  }
  await http.post(site.api(`/issue/${id}/transitions`), { json: { transition: { id: chosen.id } }, responseType: 'none' });
}

/** The unified id is that of the numeric Jira id, so a client that sent the key costs one more read. */
async function numericIssueId(http: ProviderHttpClient, site: JiraSite, id: string): Promise<string> {
  if (/^\d+$/.test(id)) return id;
  const response = await http.get(site.api(`/issue/${id}`), { query: { fields: 'id' } });
  return parseJiraBody(jiraIssueSchema, response.body, 'issue').id;
}

export const updateTicketAction = defineAction({
  id: 'jira_update_ticket',
  label: 'Update ticket',
  description:
    'Updates a Jira issue (PUT /issue/{id}) with the members sent; a status change takes the workflow transition to it ' +
    '(GET then POST /issue/{id}/transitions). Takes the unified id, the Jira id or the issue key.',
  tags: ['ticketing', 'tickets'],
  schema_type: 'unified',
  unified: 'ticketing.tickets.update',
  required_scopes: [WRITE_JIRA_WORK_SCOPE],
  kind: 'update',
  input: updateInputSchema(ticketUpdateSchema),
  async run(context) {
    const { http, input } = context;
    const id = issueIdOrKey(input.path.id);
    const { status, ...fields } = input.body;
    const body = toJiraIssueBody(fields);
    if (changesNothing(body) && !status) throw new BadRequestError('the body changes nothing: send at least one member to update');
    const site = await jiraSite(context);
    if (!changesNothing(body)) await http.put(site.api(`/issue/${id}`), { json: body, responseType: 'none' });
    if (status) await transition(http, site, id, status);
    const remoteId = await numericIssueId(http, site, id);
    return { data: { id: encodeCompositeId(remoteId), remote_id: remoteId } };
  },
});
