import {
  type EmulatedAttachment,
  type EmulatedComment,
  type EmulatedComponent,
  type EmulatedIssue,
  type EmulatedIssueType,
  type EmulatedProject,
  type EmulatedSite,
  type EmulatedStatus,
  type EmulatedUser,
  ENVIRONMENT_DETAILS_FIELD,
  STORY_POINTS_FIELD,
} from './seed-data.js';
import { zoneOffsetMinutes } from './time-zones.js';

/**
 * The emulated site's records as Jira REST API v3 writes them: `self` links, expanded users,
 * statuses and projects, date-times in the viewer's time zone (`2024-05-02T09:15:00.000+1000`).
 * `api` is the API base the request came in on, so links point back where they came from.
 */

export interface JsonContext {
  site: EmulatedSite;
  /** `https://sandbox.atlassian.net/rest/api/3` or `https://api.atlassian.com/ex/jira/{cloudId}/rest/api/3`. */
  api: string;
  viewer: EmulatedUser;
}

/** Jira's date-time: milliseconds and a `+hhmm` offset of the viewer's zone. */
export function jiraDateTime(instant: string, timeZone: string): string {
  const time = Date.parse(instant);
  const offset = zoneOffsetMinutes(time, timeZone);
  const local = new Date(time + offset * 60_000).toISOString().slice(0, 23);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}${String(absolute % 60).padStart(2, '0')}`;
}

function avatarUrls(base: string): Record<string, string> {
  return Object.fromEntries(['16x16', '24x24', '32x32', '48x48'].map((size) => [size, `${base}?size=${size.split('x')[0]}`]));
}

export function userJson(context: JsonContext, user: EmulatedUser) {
  return {
    self: `${context.api}/user?accountId=${encodeURIComponent(user.accountId)}`,
    accountId: user.accountId,
    accountType: user.accountType,
    ...(user.emailAddress ? { emailAddress: user.emailAddress } : {}),
    avatarUrls: avatarUrls(`https://avatar-management--avatars.us-west-2.prod.public.atl-paas.net/${user.accountId}/avatar.png`),
    displayName: user.displayName,
    active: user.active,
    timeZone: user.timeZone,
    locale: user.locale,
  };
}

function userOrNull(context: JsonContext, accountId: string | null) {
  const user = accountId ? context.site.users.find((candidate) => candidate.accountId === accountId) : undefined;
  return user ? userJson(context, user) : null;
}

export function statusJson(context: JsonContext, status: EmulatedStatus) {
  return {
    self: `${context.api}/status/${status.id}`,
    description: '',
    iconUrl: `${context.site.siteUrl}/images/icons/statuses/generic.png`,
    name: status.name,
    id: status.id,
    statusCategory: { self: `${context.api}/statuscategory/${status.category.id}`, ...status.category },
  };
}

export function issueTypeJson(context: JsonContext, issueType: EmulatedIssueType) {
  return {
    self: `${context.api}/issuetype/${issueType.id}`,
    id: issueType.id,
    description: issueType.description,
    iconUrl: `${context.site.siteUrl}/rest/api/2/universal_avatar/view/type/issuetype/avatar/${issueType.id}?size=medium`,
    name: issueType.name,
    subtask: issueType.subtask,
    hierarchyLevel: issueType.hierarchyLevel,
    ...(issueType.projectId ? { scope: { type: 'PROJECT', project: { id: issueType.projectId } } } : {}),
  };
}

/** `expand` of project reads: `description` and `lead` are left out unless asked for (project search), or always in (project get). */
export function projectJson(context: JsonContext, project: EmulatedProject, expand: ReadonlySet<string>) {
  return {
    self: `${context.api}/project/${project.id}`,
    id: project.id,
    key: project.key,
    name: project.name,
    ...(expand.has('description') ? { description: project.description } : {}),
    ...(expand.has('lead') ? { lead: userOrNull(context, project.leadAccountId) } : {}),
    avatarUrls: avatarUrls(`${context.site.siteUrl}/rest/api/3/universal_avatar/view/type/project/avatar/${project.id}`),
    projectTypeKey: project.projectTypeKey,
    simplified: project.simplified,
    style: project.simplified ? 'next-gen' : 'classic',
    isPrivate: false,
    properties: {},
    ...(project.category ? { projectCategory: { self: `${context.api}/projectCategory/${project.category.id}`, ...project.category } } : {}),
  };
}

/** Which fields of an issue a `fields` parameter asks for: `*all`, `*navigable`, names, `-name` to leave one out. */
export function fieldSelector(fields: string | null | undefined, byDefault: 'all' | 'none'): (field: string) => boolean {
  const tokens = (fields ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '' && token !== 'id' && token !== 'key');
  if (tokens.length === 0) return () => byDefault === 'all';
  const all = tokens.some((token) => token === '*all' || token === '*navigable');
  const excluded = new Set(tokens.filter((token) => token.startsWith('-')).map((token) => token.slice(1)));
  const included = new Set(tokens.filter((token) => !token.startsWith('-') && !token.startsWith('*')));
  return (field) => !excluded.has(field) && (all || included.has(field));
}

function issueFields(context: JsonContext, issue: EmulatedIssue): Record<string, unknown> {
  const { site, viewer } = context;
  const when = (instant: string | null) => (instant ? jiraDateTime(instant, viewer.timeZone) : null);
  const status = site.statuses.find((candidate) => candidate.id === issue.statusId)!;
  const project = site.projects.find((candidate) => candidate.id === issue.projectId)!;
  const priority = site.priorities.find((candidate) => candidate.id === issue.priorityId);
  const parent = issue.parentId ? site.issues.find((candidate) => candidate.id === issue.parentId) : undefined;
  return {
    summary: issue.summary,
    description: issue.description,
    status: statusJson(context, status),
    priority: priority
      ? { self: `${context.api}/priority/${priority.id}`, iconUrl: `${site.siteUrl}/images/icons/priorities/${priority.name.toLowerCase()}.svg`, ...priority }
      : null,
    issuetype: issueTypeJson(context, site.issueTypes.find((candidate) => candidate.id === issue.issueTypeId)!),
    project: {
      self: `${context.api}/project/${project.id}`,
      id: project.id,
      key: project.key,
      name: project.name,
      projectTypeKey: project.projectTypeKey,
      simplified: project.simplified,
    },
    ...(parent ? { parent: { id: parent.id, key: parent.key, self: `${context.api}/issue/${parent.id}`, fields: { summary: parent.summary } } } : {}),
    assignee: userOrNull(context, issue.assigneeId),
    reporter: userOrNull(context, issue.reporterId),
    creator: userOrNull(context, issue.creatorId),
    labels: issue.labels,
    components: issue.componentIds.flatMap((id) => {
      const component = site.components.find((candidate) => candidate.id === id);
      return component
        ? [
            {
              self: `${context.api}/component/${component.id}`,
              id: component.id,
              name: component.name,
              ...(component.description ? { description: component.description } : {}),
            },
          ]
        : [];
    }),
    duedate: issue.duedate,
    resolution: issue.resolutiondate ? { self: `${context.api}/resolution/10000`, id: '10000', name: 'Done', description: 'Work has been completed.' } : null,
    resolutiondate: when(issue.resolutiondate),
    created: when(issue.created),
    updated: when(issue.updated),
    statuscategorychangedate: when(issue.updated),
    watches: { self: `${context.api}/issue/${issue.key}/watchers`, watchCount: 1, isWatching: true },
    environment: null,
    attachment: site.attachments.filter((attachment) => attachment.issueId === issue.id).map((attachment) => attachmentJson(context, attachment)),
    [STORY_POINTS_FIELD]: issue.customFields[STORY_POINTS_FIELD] ?? null,
    [ENVIRONMENT_DETAILS_FIELD]: issue.customFields[ENVIRONMENT_DETAILS_FIELD] ?? null,
  };
}

export function issueJson(context: JsonContext, issue: EmulatedIssue, wanted: (field: string) => boolean) {
  const fields = Object.fromEntries(Object.entries(issueFields(context, issue)).filter(([field]) => wanted(field)));
  return {
    expand: 'renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations',
    id: issue.id,
    self: `${context.api}/issue/${issue.id}`,
    key: issue.key,
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  };
}

export function commentJson(context: JsonContext, comment: EmulatedComment) {
  const author = userOrNull(context, comment.authorId);
  return {
    self: `${context.api}/issue/${comment.issueId}/comment/${comment.id}`,
    id: comment.id,
    author,
    body: comment.body,
    updateAuthor: author,
    created: jiraDateTime(comment.created, context.viewer.timeZone),
    updated: jiraDateTime(comment.updated, context.viewer.timeZone),
    jsdPublic: comment.visibility === null,
    ...(comment.visibility ? { visibility: { ...comment.visibility, identifier: comment.visibility.value } } : {}),
  };
}

/** A component as `GET /component/{id}` and the project's component page write it. */
export function componentJson(context: JsonContext, component: EmulatedComponent) {
  const project = context.site.projects.find((candidate) => candidate.id === component.projectId)!;
  const lead = userOrNull(context, component.leadAccountId);
  return {
    self: `${context.api}/component/${component.id}`,
    id: component.id,
    name: component.name,
    ...(component.description ? { description: component.description } : {}),
    ...(lead ? { lead } : {}),
    assigneeType: 'PROJECT_DEFAULT',
    realAssigneeType: 'PROJECT_DEFAULT',
    isAssigneeTypeValid: false,
    project: project.key,
    projectId: Number(project.id),
  };
}

/** An attachment as an issue's `fields.attachment` lists it. */
export function attachmentJson(context: JsonContext, attachment: EmulatedAttachment) {
  return {
    self: `${context.api}/attachment/${attachment.id}`,
    id: attachment.id,
    filename: attachment.filename,
    author: userOrNull(context, attachment.authorId),
    created: jiraDateTime(attachment.created, context.viewer.timeZone),
    size: attachment.size,
    mimeType: attachment.mimeType,
    content: `${context.api}/attachment/content/${attachment.id}`,
    ...(attachment.mimeType.startsWith('image/') ? { thumbnail: `${context.api}/attachment/thumbnail/${attachment.id}` } : {}),
  };
}
