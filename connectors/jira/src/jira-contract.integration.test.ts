import type { Ticket, TicketingCollection } from '@openunified/connector-sdk';
import { type ActionTestInput, describeConnector } from '@openunified/connector-sdk/testing';
import { startJiraEmulator } from './emulator/index.js';
import { manifest } from './index.js';

const tickets = (previous: Record<string, unknown>) => previous.jira_list_tickets as Ticket[];
const created = (previous: Record<string, unknown>) => previous.jira_create_ticket as { id: string };

const inputs: Record<string, ActionTestInput> = {
  jira_list_tickets: { query: { page_size: 20 } },
  jira_get_ticket: (previous) => ({ path: { id: tickets(previous)[0]!.id } }),
  jira_create_ticket: (previous) => ({
    body: {
      title: 'Created by the contract kit',
      description: 'First paragraph\n\nSecond paragraph',
      collection_id: tickets(previous)[0]!.collection_ids![0]!,
      ticket_type_id: 'Task',
      priority: { value: 'high' },
      tags: ['contract'],
    },
  }),
  jira_update_ticket: (previous) => ({ path: { id: created(previous).id }, body: { title: 'Renamed by the contract kit', status: { value: 'in_progress' } } }),
  jira_create_comment: (previous) => ({ body: { ticket_id: tickets(previous)[0]!.id, body: 'Commented by the contract kit' } }),
  jira_list_comments: (previous) => ({ query: { page_size: 2, filter: { ticket_id: tickets(previous)[0]!.id } } }),
  jira_list_users: { query: { page_size: 7 } },
  jira_list_collections: { query: { page_size: 3 } },
  jira_get_collection: (previous) => ({ path: { id: (previous.jira_list_collections as TicketingCollection[])[0]!.id } }),
  jira_list_ticket_types: { query: { page_size: 3 } },
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
