import type { TicketingProject, TicketingTicket } from '@openunified/connector-sdk';
import { type ActionTestInput, describeConnector } from '@openunified/connector-sdk/testing';
import { startJiraEmulator } from './emulator/index.js';
import { manifest } from './index.js';

const tickets = (previous: Record<string, unknown>) => previous.jira_list_tickets as TicketingTicket[];
const created = (previous: Record<string, unknown>) => previous.jira_create_ticket as { id: string };
const projects = (previous: Record<string, unknown>) => previous.jira_list_projects as TicketingProject[];
const firstOf = (previous: Record<string, unknown>, actionId: string) => (previous[actionId] as { id: string }[])[0]!.id;
/** A ticket of the seeded site that has comments. */
const commented = (previous: Record<string, unknown>) => tickets(previous)[2]!.id;

const inputs: Record<string, ActionTestInput> = {
  jira_list_tickets: { query: { page_size: 20 } },
  jira_get_ticket: (previous) => ({ path: { id: tickets(previous)[0]!.id } }),
  jira_create_ticket: (previous) => ({
    body: {
      title: 'Created by the contract kit',
      content: [{ plain: 'First paragraph' }, { plain: 'Second paragraph' }],
      project_id: tickets(previous)[0]!.projects![0]!.id,
      type: 'Task',
      priority: { value: 'high' },
      tags: ['contract'],
    },
  }),
  jira_update_ticket: (previous) => ({
    path: { id: created(previous).id },
    body: { title: 'Renamed by the contract kit', status: { type: { value: 'in-progress' } } },
  }),
  jira_create_comment: (previous) => ({ path: { id: commented(previous) }, body: { content: [{ plain: 'Commented by the contract kit' }] } }),
  jira_list_comments: (previous) => ({ path: { id: commented(previous) }, query: { page_size: 2 } }),
  jira_get_comment: (previous) => ({ path: { id: commented(previous), subResourceId: firstOf(previous, 'jira_list_comments') } }),
  // OPS-1, the first seeded issue, has two attachments.
  jira_list_attachments: { path: { id: 'OPS-1' }, query: { page_size: 1 } },
  jira_get_attachment: (previous) => ({ path: { id: 'OPS-1', subResourceId: firstOf(previous, 'jira_list_attachments') } }),
  jira_download_attachment: (previous) => ({ path: { id: 'OPS-1', subResourceId: firstOf(previous, 'jira_list_attachments') } }),
  jira_list_ticket_statuses: (previous) => ({ path: { id: tickets(previous)[0]!.id }, query: { page_size: 2 } }),
  jira_list_users: { query: { page_size: 7 } },
  jira_get_user: (previous) => ({ path: { id: firstOf(previous, 'jira_list_users') } }),
  jira_list_projects: { query: { page_size: 3 } },
  jira_get_project: (previous) => ({ path: { id: projects(previous)[0]!.id } }),
  jira_list_project_components: (previous) => ({ path: { id: projects(previous)[1]!.id }, query: { page_size: 2 } }),
  jira_get_project_component: (previous) => ({ path: { id: projects(previous)[1]!.id, subResourceId: firstOf(previous, 'jira_list_project_components') } }),
  jira_list_ticket_types: { query: { page_size: 3 } },
  jira_get_ticket_type: (previous) => ({ path: { id: firstOf(previous, 'jira_list_ticket_types') } }),
  jira_list_project_ticket_types: (previous) => ({ path: { id: projects(previous)[2]!.id } }),
  jira_get_myself: {},
  jira_search_issues: { query: { page_size: 10, filter: { jql: 'project = OPS ORDER BY created' } } },
};

// With an API token on the site, the sandbox's way in.
describeConnector(manifest, { inputs });

// With OAuth 2.0 through Atlassian's gateway.
describeConnector(manifest, {
  startEmulator: async () => {
    const emulator = await startJiraEmulator({ seed: 3 });
    return { ...emulator, sandboxCredentials: emulator.oauthSandboxCredentials };
  },
  inputs,
});
