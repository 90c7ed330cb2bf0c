import type { Readable } from 'node:stream';
import {
  BadRequestError,
  defineAction,
  downloadedFile,
  NotFoundError,
  type ProviderHttpClient,
  paginateArray,
  subResourceGetInputSchema,
  subResourceListInputSchema,
  toRemoteId,
  UnprocessableEntityError,
  z,
} from '@openunified/connector-sdk';
import { mapAttachment } from '../mappers/attachment.js';
import { parseMessageId } from '../mappers/ids.js';
import type { SlackFile } from '../provider-types.js';
import { CONVERSATION_HISTORY_SCOPES, FILES_READ_SCOPE } from '../scopes.js';
import { findMessage } from './find-message.js';

/** The file (path.subResourceId) of the message (path.id), from the message's files[]. */
async function findFile(http: ProviderHttpClient, path: { id: string; subResourceId: string }): Promise<SlackFile> {
  const { channel, ts } = parseMessageId(path.id);
  const fileId = toRemoteId(path.subResourceId);
  const file = (await findMessage(http, channel, ts)).files?.find((candidate) => candidate.id === fileId);
  if (!file) throw new NotFoundError(`No file ${fileId} on message ${ts} of conversation ${channel}`);
  return file;
}

/**
 * Where Slack serves a file's bytes: `url_private_download` on its files host. The bot token goes
 * with the request, so anything but an https URL of Slack's own hosts is refused rather than sent it.
 */
function downloadUrlOf(file: SlackFile): string {
  if (file.mode === 'tombstone') throw new NotFoundError(`File ${file.id} was deleted`);
  const url = file.url_private_download ?? file.url_private;
  if (typeof url !== 'string') throw new UnprocessableEntityError(`File ${file.id} has no bytes at Slack (an external file, or a post)`);
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed?.protocol !== 'https:' || !(parsed.hostname === 'slack.com' || parsed.hostname.endsWith('.slack.com'))) {
    throw new BadRequestError(`File ${file.id} is served from ${parsed?.host ?? 'an unreadable URL'}, not Slack: not sent the token`);
  }
  return url;
}

/** Slack answers a token that may not read files with its sign-in page (HTTP 200, HTML) rather than an error. */
function isSignInPage(file: SlackFile, contentType: string | undefined): boolean {
  return /^text\/html\b/i.test(contentType ?? '') && !/^text\/html\b/i.test(file.mimetype ?? '');
}

export const listAttachmentsAction = defineAction({
  id: 'slack_list_attachments',
  label: 'List attachments',
  description:
    "Lists the files attached to a message: the message's files[], read as the message get reads it (one call, two for a thread reply), " +
    'paged here (Slack returns them with the message). updated_after is ignored: Slack records no change time on them here.',
  tags: ['messaging', 'attachments'],
  schema_type: 'unified',
  unified: 'messaging.attachments.list',
  required_scopes: [...CONVERSATION_HISTORY_SCOPES],
  kind: 'list',
  input: subResourceListInputSchema(z.object({}).strict()),
  async run({ input, http }) {
    const { channel, ts } = parseMessageId(input.path.id);
    const message = await findMessage(http, channel, ts);
    return paginateArray((message.files ?? []).map(mapAttachment), input.query.page_size, input.query.cursor);
  },
});

export const getAttachmentAction = defineAction({
  id: 'slack_get_attachment',
  label: 'Get attachment',
  description: "Reads one file of a message from the message's files[] (one call, two for a thread reply).",
  tags: ['messaging', 'attachments'],
  schema_type: 'unified',
  unified: 'messaging.attachments.get',
  required_scopes: [...CONVERSATION_HISTORY_SCOPES],
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    return { data: mapAttachment(await findFile(http, input.path)) };
  },
});

export const downloadAttachmentAction = defineAction({
  id: 'slack_download_attachment',
  label: 'Download attachment',
  description:
    "Downloads a file of a message: the message read as the get reads it, then the file's url_private_download on Slack's files " +
    'host with the bot token (files:read), streamed.',
  tags: ['messaging', 'attachments'],
  schema_type: 'unified',
  unified: 'messaging.attachments.download',
  required_scopes: [...CONVERSATION_HISTORY_SCOPES, FILES_READ_SCOPE],
  kind: 'download',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const file = await findFile(http, input.path);
    const response = await http.get<Readable>(downloadUrlOf(file), { responseType: 'stream' });
    if (isSignInPage(file, response.headers['content-type'])) {
      // Drained, not destroyed: a destroyed body aborts with an error nobody listens to.
      response.body.resume();
      const message = `Slack did not serve file ${file.id}: the token may not read files (${FILES_READ_SCOPE})`;
      throw new BadRequestError({ message, data: { statusCode: 403, message, headers: response.headers } });
    }
    return { data: downloadedFile(response, file.name ?? file.title ?? undefined) };
  },
});
