import {
  BadRequestError,
  defineAction,
  encodeCompositeId,
  type ProviderHttpClient,
  type TicketingTicketUpdate,
  ticketingTicketUpdateSchema,
  toRemoteId,
  UNMAPPED_VALUE,
  updateInputSchema,
} from '@openunified/connector-sdk';
import { type JiraSite, jiraSite } from '../jira-site.js';
import { changesNothing, toJiraIssueBody } from '../mappers/ticket-write.js';
import { jiraIssueSchema, jiraTransitionsSchema, parseJiraBody } from '../provider-schemas.js';
import { WRITE_JIRA_WORK_SCOPE } from '../scopes.js';
import { issueIdOrKey } from './action-inputs.js';

/** The unified status phases by Jira status category key, for moving an issue by phase. */
const categoryKeys = { 'to-do': 'new', 'in-progress': 'indeterminate', closed: 'done' } as const;

type StatusTarget = NonNullable<TicketingTicketUpdate['status']>;
type Transition = {
  to?:
    | {
        id?: string | undefined;
        name?: string | null | undefined;
        statusCategory?: { key?: string | null | undefined; name?: string | null | undefined } | null | undefined;
      }
    | null
    | undefined;
};

const folded = (text: string | null | undefined) => text?.trim().toLowerCase();

/**
 * Which transitions lead where the client asked: a status of GET .../statuses by `id`, a Jira
 * status by `name`, or the first status of a phase (`type.value`) or of a Jira status category
 * (`type.source_value`, its key or name).
 */
function leadsTo(target: StatusTarget): ((transition: Transition) => boolean) | undefined {
  if (target.id) {
    const statusId = toRemoteId(target.id);
    return (transition) => transition.to?.id === statusId;
  }
  const name = folded(target.name);
  if (name) return (transition) => folded(transition.to?.name) === name;
  const category = folded(target.type?.source_value);
  if (category) return (transition) => folded(transition.to?.statusCategory?.key) === category || folded(transition.to?.statusCategory?.name) === category;
  const phase = target.type?.value;
  if (phase && phase !== UNMAPPED_VALUE) return (transition) => transition.to?.statusCategory?.key === categoryKeys[phase];
  return undefined;
}

/**
 * Moves the issue through its workflow: Jira changes a status only by a transition
 * (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issues/#api-rest-api-3-issue-issueidorkey-transitions-post),
 * so the transitions open to the issue are read and the one leading to the status asked for is taken.
 */
async function transition(http: ProviderHttpClient, site: JiraSite, id: string, target: StatusTarget): Promise<void> {
  const matches = leadsTo(target);
  if (!matches) {
    throw new BadRequestError('status needs an id (GET /unified/ticketing/tickets/{id}/statuses), a Jira status name, or a type: to-do, in-progress or closed');
  }
  const response = await http.get(site.api(`/issue/${id}/transitions`));
  const { transitions } = parseJiraBody(jiraTransitionsSchema, response.body, 'transitions');
  const chosen = transitions.find(matches);
  if (!chosen) {
    const open = transitions
      .map((candidate) => candidate.to?.name)
      .filter(Boolean)
      .join(', ');
    const asked = target.id ?? target.name ?? target.type?.source_value ?? target.type?.value;
    throw new BadRequestError(`the workflow of issue ${decodeURIComponent(id)} offers no transition to ${asked} (open: ${open || 'none'})`);
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
  input: updateInputSchema(ticketingTicketUpdateSchema),
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
