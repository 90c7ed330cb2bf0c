import type { Readable } from 'node:stream';
import {
  type ActionContext,
  defineAction,
  downloadedFile,
  NotFoundError,
  paginateArray,
  parseOffsetCursor,
  subResourceGetInputSchema,
  subResourceListInputSchema,
  z,
} from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapAttachment } from '../mappers/attachment.js';
import { jiraIssueAttachmentsSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { issueIdOrKey, numericId, updatedAfter } from './action-inputs.js';

// Jira lists an issue's attachments whole in its `attachment` field; no endpoint pages them.
// Lists, reads and downloads read that field first, so an attachment of another issue is a 404.

async function issueAttachments(context: ActionContext, issue: string) {
  const site = await jiraSite(context);
  const response = await context.http.get(site.api(`/issue/${issueIdOrKey(issue)}`), { query: { fields: 'attachment' } });
  const parsed = parseJiraBody(jiraIssueAttachmentsSchema, response.body, 'issue');
  return { site, attachments: (parsed.fields?.attachment ?? []).map((attachment) => ({ raw: attachment, mapped: mapAttachment(attachment, parsed.id) })) };
}

async function findAttachment(context: ActionContext, path: { id: string; subResourceId: string }) {
  const attachmentId = numericId(path.subResourceId, 'attachment');
  const { site, attachments } = await issueAttachments(context, path.id);
  const found = attachments.find((attachment) => attachment.raw.id === attachmentId);
  if (!found) throw new NotFoundError(`The issue ${path.id} has no attachment ${attachmentId}`);
  return { site, ...found };
}

export const listAttachmentsAction = defineAction({
  id: 'jira_list_attachments',
  label: 'List attachments',
  description:
    'Lists the files attached to the Jira issue in path.id from its attachment field (GET /issue/{id}?fields=attachment, one call per page, ' +
    'paged here: Jira returns them whole). updated_after keeps files attached after it (Jira never changes an attachment).',
  tags: ['ticketing', 'attachments'],
  schema_type: 'unified',
  unified: 'ticketing.attachments.list',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'list',
  input: subResourceListInputSchema(z.strictObject({})),
  async run(context) {
    const { input } = context;
    parseOffsetCursor(input.query.cursor);
    const { attachments } = await issueAttachments(context, input.path.id);
    const recent = updatedAfter(
      attachments.map((attachment) => attachment.mapped),
      input.query.updated_after,
    );
    return paginateArray(recent, input.query.page_size, input.query.cursor);
  },
});

export const getAttachmentAction = defineAction({
  id: 'jira_get_attachment',
  label: 'Get attachment',
  description:
    'Reads one file (path.subResourceId) attached to the Jira issue in path.id (GET /issue/{id}?fields=attachment); a file of another issue is a 404.',
  tags: ['ticketing', 'attachments'],
  schema_type: 'unified',
  unified: 'ticketing.attachments.get',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run(context) {
    return { data: (await findAttachment(context, context.input.path)).mapped };
  },
});

export const downloadAttachmentAction = defineAction({
  id: 'jira_download_attachment',
  label: 'Download attachment',
  description:
    "Downloads a file attached to the Jira issue in path.id: the issue's attachment field (a file of another issue is a 404), then " +
    "GET /attachment/content/{id}, following Jira's redirect to Atlassian's media host (which takes its own token, not the account's), streamed.",
  tags: ['ticketing', 'attachments'],
  schema_type: 'unified',
  unified: 'ticketing.attachments.download',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'download',
  input: subResourceGetInputSchema(),
  async run(context) {
    const { site, raw } = await findAttachment(context, context.input.path);
    const response = await context.http.get<Readable>(site.api(`/attachment/content/${raw.id}`), { responseType: 'stream', followRedirects: true });
    return { data: downloadedFile(response, raw.filename ?? undefined) };
  },
});
