import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { downloadAttachmentAction, getAttachmentAction, listAttachmentsAction } from './actions/attachments.js';
import { createCommentAction } from './actions/create-comment.js';
import { createTicketAction } from './actions/create-ticket.js';
import { getCommentAction } from './actions/get-comment.js';
import { getMyselfAction } from './actions/get-myself.js';
import { getProjectAction } from './actions/get-project.js';
import { getProjectComponentAction } from './actions/get-project-component.js';
import { getTicketAction } from './actions/get-ticket.js';
import { getTicketTypeAction } from './actions/get-ticket-type.js';
import { getUserAction } from './actions/get-user.js';
import { listCommentsAction } from './actions/list-comments.js';
import { listProjectComponentsAction } from './actions/list-project-components.js';
import { listProjectTicketTypesAction } from './actions/list-project-ticket-types.js';
import { listProjectsAction } from './actions/list-projects.js';
import { listTicketStatusesAction } from './actions/list-ticket-statuses.js';
import { listTicketTypesAction } from './actions/list-ticket-types.js';
import { listTicketsAction, TICKET_FILTER_KEYS } from './actions/list-tickets.js';
import { listUsersAction } from './actions/list-users.js';
import { searchIssuesAction } from './actions/search-issues.js';
import { updateTicketAction } from './actions/update-ticket.js';
import { jiraApiTokenAuthentication, jiraOAuth2Authentication } from './authentication.js';
import { ATLASSIAN_GATEWAY_URL } from './jira-site.js';
import { jiraErrorMessage, jiraRetryAfterSeconds } from './provider-responses.js';
import { OFFLINE_ACCESS_SCOPE, READ_JIRA_USER_SCOPE, READ_JIRA_WORK_SCOPE, WRITE_JIRA_WORK_SCOPE } from './scopes.js';

// Jira's mark, simplified, inline so the connect page needs no third-party asset.

export const jiraConnector = defineConnector({
  key: 'jira',
  name: 'Jira',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  customer_description: 'Lets the application read and create issues and comments in your Jira projects.',
  description:
    'Jira Cloud (REST API v3): issues as unified tickets with JQL-backed filters, their comments and workflow statuses, users, ' +
    'projects with their components, and issue types.',
  release_stage: 'beta',
  categories: ['ticketing'],
  authentication: [jiraApiTokenAuthentication, jiraOAuth2Authentication],
  scope_definitions: [
    { name: READ_JIRA_WORK_SCOPE, description: 'Read Jira project and issue data, search for issues', includes: [] },
    { name: WRITE_JIRA_WORK_SCOPE, description: 'Create and edit issues in Jira, post comments', includes: [] },
    { name: READ_JIRA_USER_SCOPE, description: 'View user information in Jira that the user has access to', includes: [] },
    { name: OFFLINE_ACCESS_SCOPE, description: 'Keep access while the user is away: a refresh token', includes: [] },
  ],
  resource_types: ['project', 'issue', 'comment', 'attachment'],
  // OAuth 2.0 requests go through Atlassian's gateway; API-token requests go to the site itself (jira-site.ts).
  baseUrl: ATLASSIAN_GATEWAY_URL,
  errorMessage: jiraErrorMessage,
  retryAfterSeconds: jiraRetryAfterSeconds,
  resources: {
    'ticketing.tickets': {
      filters: TICKET_FILTER_KEYS,
      description:
        'JQL-backed: status (to-do, in-progress, closed as status categories, or Jira status names), type (issue type id or ' +
        'name), project_id (project id or key); comma-separated values match any. updated_after uses `updated >=`.',
    },
    'ticketing.projects': { filters: ['name'], description: 'name: project key or name contains the text (Jira `query`).' },
    'ticketing.project_components': { filters: ['name'], description: 'name: component name or description contains the text (Jira `query`).' },
  },
  actions: [
    listTicketsAction,
    getTicketAction,
    createTicketAction,
    updateTicketAction,
    listCommentsAction,
    getCommentAction,
    createCommentAction,
    listAttachmentsAction,
    getAttachmentAction,
    downloadAttachmentAction,
    listTicketStatusesAction,
    listUsersAction,
    getUserAction,
    listProjectsAction,
    getProjectAction,
    listProjectComponentsAction,
    getProjectComponentAction,
    listTicketTypesAction,
    getTicketTypeAction,
    listProjectTicketTypesAction,
    getMyselfAction,
    searchIssuesAction,
  ],
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: jiraConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startJiraEmulator()),
});

export default manifest;

export { adfToPlainText } from './adf/adf-to-plain-text.js';
export { plainTextToAdf } from './adf/plain-text-to-adf.js';
export { jiraApiTokenAuthentication, jiraOAuth2Authentication } from './authentication.js';
export { mapAttachment } from './mappers/attachment.js';
export { mapComment } from './mappers/comment.js';
export { mapComponent } from './mappers/component.js';
export { mapProject } from './mappers/project.js';
export { mapTicket } from './mappers/ticket.js';
export { mapTicketStatus } from './mappers/ticket-status.js';
export { mapTicketType } from './mappers/ticket-type.js';
export { mapUser } from './mappers/user.js';
export type { JiraAttachment, JiraComment, JiraComponent, JiraIssue, JiraIssueType, JiraProject, JiraStatus, JiraUser } from './provider-schemas.js';
