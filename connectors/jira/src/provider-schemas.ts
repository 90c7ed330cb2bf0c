import { BadGatewayError, z } from '@openunified/connector-sdk';

/**
 * The shapes Jira Cloud REST API v3 answers with, as far as the connector reads them
 * (https://developer.atlassian.com/cloud/jira/platform/rest/v3/intro/). Objects stay loose so
 * fields the connector does not map still reach `unified_custom_fields` and native actions.
 * Jira leaves out what a user may not see (an e-mail address, an unassigned assignee), so
 * nearly everything is optional.
 */

const text = z.string().nullish();

// The answers' schemas are built when an answer is first checked (z.lazy), not when the connector
// loads: every installed connector loads at each start, and their schemas were a quarter of the zod
// work of the server's start. Schemas other code extends stay plain.

export const jiraUserSchema = z.lazy(() =>
  z.looseObject({
    accountId: z.string(),
    accountType: text,
    active: z.boolean().nullish(),
    displayName: text,
    emailAddress: text,
    avatarUrls: z.record(z.string(), z.string()).nullish(),
    timeZone: text,
    locale: text,
  }),
);
export type JiraUser = z.output<typeof jiraUserSchema>;

const namedSchema = z.looseObject({ id: z.string(), name: text });

export const jiraStatusSchema = z.lazy(() =>
  z.looseObject({
    id: z.string().optional(),
    name: text,
    statusCategory: z.looseObject({ key: text, name: text }).nullish(),
  }),
);
export type JiraStatus = z.output<typeof jiraStatusSchema>;

/** Issue fields the unified ticket reads; everything else (custom fields included) passes through. */
export const jiraIssueFieldsSchema = z.lazy(() =>
  z.looseObject({
    summary: text,
    description: z.unknown().optional(),
    status: jiraStatusSchema.nullish(),
    priority: namedSchema.nullish(),
    issuetype: namedSchema.nullish(),
    project: z.looseObject({ id: z.string(), key: text, name: text }).nullish(),
    parent: z.looseObject({ id: z.string(), key: text }).nullish(),
    assignee: jiraUserSchema.nullish(),
    reporter: jiraUserSchema.nullish(),
    creator: jiraUserSchema.nullish(),
    labels: z.array(z.string()).nullish(),
    components: z.array(z.looseObject({ id: z.string(), name: text, description: text })).nullish(),
    duedate: text,
    resolutiondate: text,
    created: text,
    updated: text,
  }),
);

export const jiraIssueSchema = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    key: z.string(),
    self: text,
    fields: jiraIssueFieldsSchema.optional(),
  }),
);
export type JiraIssue = z.output<typeof jiraIssueSchema>;

/** `GET /search/jql`: no total, a `nextPageToken` on every page but the last. */
export const jiraSearchResultsSchema = z.lazy(() =>
  z.looseObject({
    issues: z.array(jiraIssueSchema),
    nextPageToken: text,
    isLast: z.boolean().nullish(),
  }),
);

export const jiraCommentSchema = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    self: text,
    author: jiraUserSchema.nullish(),
    body: z.unknown().optional(),
    created: text,
    updated: text,
    visibility: z.looseObject({ type: text, value: text, identifier: text }).nullish(),
    jsdPublic: z.boolean().nullish(),
  }),
);
export type JiraComment = z.output<typeof jiraCommentSchema>;

/** An issue's `fields.attachment` entry (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issue-attachments/). */
export const jiraAttachmentSchema = z.lazy(() =>
  z.looseObject({
    id: z.union([z.string(), z.number()]).transform(String),
    self: text,
    filename: text,
    author: jiraUserSchema.nullish(),
    created: text,
    size: z.number().nullish(),
    mimeType: text,
    content: text,
    thumbnail: text,
  }),
);
export type JiraAttachment = z.output<typeof jiraAttachmentSchema>;

/** `GET /issue/{id}?fields=attachment`: the issue's id and its attachments, all of them. */
export const jiraIssueAttachmentsSchema = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    fields: z.looseObject({ attachment: z.array(jiraAttachmentSchema).nullish() }).nullish(),
  }),
);

/** `GET /issue/{id}/comment`: offset paging with a total. */
export const jiraCommentPageSchema = z.lazy(() =>
  z.looseObject({
    comments: z.array(jiraCommentSchema),
    startAt: z.number().int(),
    total: z.number().int(),
  }),
);

export const jiraUserListSchema = z.lazy(() => z.array(jiraUserSchema));

export const jiraProjectSchema = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    key: z.string(),
    name: text,
    description: text,
    projectTypeKey: text,
    simplified: z.boolean().nullish(),
    style: text,
    archived: z.boolean().nullish(),
    lead: jiraUserSchema.nullish(),
    projectCategory: z.looseObject({ id: z.string(), name: text }).nullish(),
  }),
);
export type JiraProject = z.output<typeof jiraProjectSchema>;

/** `GET /project/search`: offset paging; `isLast` says whether another page follows. */
export const jiraProjectPageSchema = z.lazy(() =>
  z.looseObject({
    values: z.array(jiraProjectSchema),
    startAt: z.number().int(),
    isLast: z.boolean(),
  }),
);

/** A component; `projectId` is a number in Jira's JSON. */
export const jiraComponentSchema = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    name: text,
    description: text,
    project: text,
    projectId: z.union([z.number(), z.string()]).nullish(),
  }),
);
export type JiraComponent = z.output<typeof jiraComponentSchema>;

/** `GET /project/{id}/component`: offset paging; `isLast` says whether another page follows. */
export const jiraComponentPageSchema = z.lazy(() =>
  z.looseObject({
    values: z.array(jiraComponentSchema),
    startAt: z.number().int(),
    isLast: z.boolean(),
  }),
);

export const jiraIssueTypeSchema = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    name: text,
    description: text,
    subtask: z.boolean().nullish(),
    hierarchyLevel: z.number().nullish(),
    iconUrl: text,
    scope: z.looseObject({ type: text, project: z.looseObject({ id: z.string() }).nullish() }).nullish(),
  }),
);
export type JiraIssueType = z.output<typeof jiraIssueTypeSchema>;

export const jiraIssueTypeListSchema = z.lazy(() => z.array(jiraIssueTypeSchema));

/** `POST /issue`. */
export const jiraCreatedIssueSchema = z.lazy(() => z.looseObject({ id: z.string(), key: z.string() }));

export const jiraTransitionsSchema = z.lazy(() =>
  z.looseObject({
    transitions: z.array(z.looseObject({ id: z.string(), name: text, to: jiraStatusSchema.nullish() })),
  }),
);

export function parseJiraBody<Schema extends z.ZodType>(schema: Schema, body: unknown, description: string): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) throw new BadGatewayError(`Jira returned an unexpected ${description} body: ${z.prettifyError(result.error)}`);
  return result.data;
}
