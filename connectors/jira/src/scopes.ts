/**
 * Jira's classic OAuth 2.0 scopes (https://developer.atlassian.com/cloud/jira/platform/scopes-for-oauth-2-3LO-and-forge-apps/)
 * the connector asks for: issues and projects to read and write, users to read, and
 * `offline_access` for a refresh token.
 */
export const READ_JIRA_WORK_SCOPE = 'read:jira-work';
export const WRITE_JIRA_WORK_SCOPE = 'write:jira-work';
export const READ_JIRA_USER_SCOPE = 'read:jira-user';
export const OFFLINE_ACCESS_SCOPE = 'offline_access';

export const JIRA_OAUTH_SCOPES = [READ_JIRA_WORK_SCOPE, WRITE_JIRA_WORK_SCOPE, READ_JIRA_USER_SCOPE, OFFLINE_ACCESS_SCOPE];
