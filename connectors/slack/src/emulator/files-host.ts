import type { OAuthAuthorizationServer } from '@openunified/connector-sdk/emulator';
import { type EmulatorResponse, type EmulatorRoute, seededContentStream } from '@openunified/connector-sdk/emulator';
import type { SlackFile } from '../provider-types.js';
import { FILES_READ_SCOPE } from '../scopes.js';
import type { SlackWorkspace } from './seed.js';

/**
 * Slack's files host (`https://files.slack.com/files-pri/{team}-{file}/[download/]{name}`): a
 * file's bytes for a token with `files:read` (https://api.slack.com/types/file#authentication),
 * with its type, length and name. Without such a token Slack answers its sign-in page, HTTP 200
 * in HTML, not an error; an unknown file is a 404 page.
 */

const signInPage: EmulatorResponse = {
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  rawBody: '<!DOCTYPE html><html><head><title>Slack</title></head><body>Sign in to your workspace</body></html>',
};

const notFoundPage: EmulatorResponse = {
  status: 404,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  rawBody: '<!DOCTYPE html><html><head><title>Slack</title></head><body>File not found</body></html>',
};

/** Files shared in conversations the bot is in: what its token may read. */
function readableFiles(workspace: SlackWorkspace): Map<string, SlackFile> {
  const files = new Map<string, SlackFile>();
  for (const [channel, messages] of workspace.history) {
    if (!workspace.members.get(channel)?.includes(workspace.botUserId)) continue;
    const replies = [...(workspace.replies.get(channel)?.values() ?? [])].flat();
    for (const message of [...messages, ...replies]) for (const file of message.files ?? []) files.set(file.id, file);
  }
  return files;
}

export function filesHostRoutes(workspace: SlackWorkspace, oauth: OAuthAuthorizationServer): EmulatorRoute[] {
  const serve = (
    teamFile: string | undefined,
    name: string | undefined,
    download: boolean,
    request: Parameters<EmulatorRoute['handle']>[0],
  ): EmulatorResponse => {
    if (!oauth.validateAccessToken(request, { anyOf: [FILES_READ_SCOPE] }).ok) return signInPage;
    const fileId = teamFile?.startsWith(`${workspace.team.id}-`) ? teamFile.slice(workspace.team.id.length + 1) : undefined;
    const file = fileId === undefined ? undefined : readableFiles(workspace).get(fileId);
    if (!file || file.mode === 'tombstone' || file.name !== name) return notFoundPage;
    const type = file.mimetype ?? 'application/octet-stream';
    const size = file.size ?? 0;
    const disposition = `${download ? 'attachment' : 'inline'}; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name ?? '')}`;
    return {
      status: 200,
      headers: { 'content-type': type, 'content-length': String(size), 'content-disposition': disposition },
      stream: seededContentStream(file.id, size, type),
    };
  };
  return [
    {
      method: 'GET',
      pattern: '/files-pri/:teamFile/download/:name',
      public: true,
      handle: (request) => serve(request.params.teamFile, request.params.name, true, request),
    },
    {
      method: 'GET',
      pattern: '/files-pri/:teamFile/:name',
      public: true,
      handle: (request) => serve(request.params.teamFile, request.params.name, false, request),
    },
  ];
}
