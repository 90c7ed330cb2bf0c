import { buffer } from 'node:stream/consumers';
import type { DownloadedFile, MessagingAttachment, MessagingConversation, MessagingMessage, MessagingUser, SyncParams } from '@openunified/connector-sdk';
import { encodeCompositeId } from '@openunified/connector-sdk';
import { seededContent } from '@openunified/connector-sdk/emulator';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSlackEmulator, startSlackEmulator } from './emulator/index.js';
import { slackConnector } from './index.js';
import { messageId } from './mappers/ids.js';
import { slackBotScopes } from './scopes.js';

let emulator: RunningSlackEmulator;
beforeAll(async () => {
  emulator = await startSlackEmulator({ rateLimits: false });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.clearRequests());

const run = (actionId: string, input: SyncParams, credentials: Record<string, string> = emulator.sandboxCredentials) =>
  runAction(slackConnector, actionId, input, { originOverride: emulator.url, credentials });
const calls = (method: string) => emulator.requests.filter((request) => request.path === `/api/${method}`);

describe('conversations', () => {
  it('pages every visible conversation with Slack cursors, one conversations.list call per page', async () => {
    const seen: MessagingConversation[] = [];
    let cursor: string | undefined;
    do {
      const page = await run('slack_list_conversations', { query: { page_size: 4, ...(cursor && { cursor }) } });
      seen.push(...(page.data as MessagingConversation[]));
      cursor = (page.next as string | null) ?? undefined;
    } while (cursor);
    expect(calls('conversations.list')).toHaveLength(Math.ceil(seen.length / 4));
    expect(calls('conversations.list')[0]!.query).toContain('types=public_channel%2Cprivate_channel%2Cmpim%2Cim');
    expect(seen.map((conversation) => conversation.remote_id)).toEqual(emulator.workspace.conversations.map((conversation) => conversation.id));
    expect(seen.find((conversation) => conversation.name === 'leadership')?.private).toBe(true);
  });

  it('reads a conversation with its participants and answers an unknown one with a 404', async () => {
    const result = await run('slack_get_conversation', { path: { id: encodeCompositeId('C0SBXGENRL') } });
    const conversation = result.data as MessagingConversation;
    expect(conversation.participants).toContain(encodeCompositeId(emulator.workspace.botUserId));
    expect(conversation.last_message_at).toEqual(expect.any(String));
    const error = await expectApiError(run('slack_get_conversation', { path: { id: 'C0NOPE' } }));
    expect(error.statusCode).toBe(404);
    expect(error.providerErrors?.[0]?.raw).toEqual({ ok: false, error: 'channel_not_found' });
  });

  it('creates a channel, invites its participants, and passes Slack refusals on as 400s', async () => {
    const created = await run('slack_create_conversation', { body: { name: 'launch-plans', private: true, participants: [encodeCompositeId('U0SBX0002')] } });
    const { remote_id: id } = created.data as { remote_id: string };
    const read = (await run('slack_get_conversation', { path: { id } })).data as MessagingConversation;
    expect(read).toMatchObject({ name: 'launch-plans', private: true });
    expect(read.participants).toEqual([encodeCompositeId(emulator.workspace.botUserId), encodeCompositeId('U0SBX0002')]);
    for (const [body, code] of [
      [{ name: 'launch-plans' }, 'name_taken'],
      [{ name: 'Launch Plans!' }, 'invalid_name_specials'],
      [{}, 'invalid_name_required'],
    ] as const) {
      const error = await expectApiError(run('slack_create_conversation', { body }));
      expect({ status: error.statusCode, message: error.message, raw: error.providerErrors?.[0]?.raw }).toEqual({
        status: 400,
        message: code,
        raw: { ok: false, error: code },
      });
    }
  });
});

describe('messages', () => {
  it('lists a conversation newest first, one conversations.history call per page, and reads each message back', async () => {
    const first = await run('slack_list_conversation_messages', { path: { id: 'C0SBXGENRL' }, query: { page_size: 20 } });
    const second = await run('slack_list_conversation_messages', { path: { id: 'C0SBXGENRL' }, query: { page_size: 20, cursor: first.next as string } });
    const messages = [...(first.data as MessagingMessage[]), ...(second.data as MessagingMessage[])];
    expect(second.next).toBeNull();
    expect(calls('conversations.history')).toHaveLength(2);
    expect(messages).toHaveLength(emulator.workspace.history.get('C0SBXGENRL')!.length);
    expect(messages[0]!.created_at! > messages[1]!.created_at!).toBe(true);
    const read = await run('slack_get_message', { path: { id: messages[3]!.id } });
    expect(read.data).toEqual(messages[3]);
  });

  it('applies updated_after to each page', async () => {
    const all = (await run('slack_list_conversation_messages', { path: { id: 'C0SBXENGNR' }, query: { page_size: 50 } })).data as MessagingMessage[];
    const since = all[2]!.updated_at!;
    const recent = (await run('slack_list_conversation_messages', { path: { id: 'C0SBXENGNR' }, query: { page_size: 50, updated_after: since } }))
      .data as MessagingMessage[];
    expect(recent.length).toBeLessThan(all.length);
    for (const message of recent) expect(message.updated_at! > since).toBe(true);
  });

  it('reads a thread reply with conversations.replies, and a missing message is a 404', async () => {
    const [threadTs, replies] = [...emulator.workspace.replies.get('C0SBXGENRL')!][0]!;
    const reply = replies[1]!;
    const read = (await run('slack_get_message', { path: { id: messageId('C0SBXGENRL', reply.ts) } })).data as MessagingMessage;
    expect(read).toMatchObject({ content: { plain: reply.text }, parent_message_id: messageId('C0SBXGENRL', threadTs) });
    expect(calls('conversations.replies')).toHaveLength(1);
    expect((await expectApiError(run('slack_get_message', { path: { id: messageId('C0SBXGENRL', '1000.000001') } }))).statusCode).toBe(404);
    expect((await expectApiError(run('slack_get_message', { path: { id: 'not-a-message' } }))).statusCode).toBe(400);
  });

  it("reads a channel the app was not added to as Slack refuses it: not_in_channel, the provider's 403", async () => {
    const error = await expectApiError(run('slack_list_conversation_messages', { path: { id: 'C0SBXWATER' }, query: {} }));
    expect(error.statusCode).toBe(400);
    expect(error.data).toMatchObject({ statusCode: 403, message: 'not_in_channel' });
  });

  it('sends to a conversation and to a user (the app opens its direct message), and the message reads back', async () => {
    const sent = (await run('slack_send_message', { body: { recipient: encodeCompositeId('C0SBXRANDM'), content: 'Hello *team*' } })).data as { id: string };
    expect(((await run('slack_get_message', { path: { id: sent.id } })).data as MessagingMessage).content?.plain).toBe('Hello *team*');
    const direct = (await run('slack_send_message', { body: { recipient: 'U0SBX0004', content: 'Hi' } })).data as { remote_id: string };
    expect(direct.remote_id).toMatch(/^D/);
    expect((await expectApiError(run('slack_send_message', { body: { recipient: 'C0SBXRANDM', content: 'x', sender: 'U0SBX0001' } }))).statusCode).toBe(400);
    const archived = await expectApiError(run('slack_send_message', { body: { recipient: 'C0SBXOLDPR', content: 'x' } }));
    expect({ status: archived.statusCode, message: archived.message }).toEqual({ status: 400, message: 'is_archived' });
  });
});

describe('attachments', () => {
  it("lists and reads the files of a message, one call to read it; another message's file is a 404", async () => {
    const withFiles = emulator.workspace.history.get('C0SBXGENRL')!.find((message) => (message.files ?? []).length > 1)!;
    const id = messageId('C0SBXGENRL', withFiles.ts);
    const first = await run('slack_list_attachments', { path: { id }, query: { page_size: 1 } });
    const second = await run('slack_list_attachments', { path: { id }, query: { page_size: 1, cursor: first.next as string } });
    const files = [...(first.data as MessagingAttachment[]), ...(second.data as MessagingAttachment[])];
    expect(files.map((file) => file.remote_id)).toEqual(withFiles.files!.map((file) => file.id));
    const read = await run('slack_get_attachment', { path: { id, subResourceId: files[1]!.id } });
    expect(read.data).toEqual(files[1]);
    expect((await expectApiError(run('slack_get_attachment', { path: { id, subResourceId: 'F0NOPE' } }))).statusCode).toBe(404);
  });

  it('downloads a file from url_private_download with the bot token: its bytes, type, length and name', async () => {
    const withFiles = emulator.workspace.history.get('C0SBXGENRL')!.find((message) => (message.files ?? []).length > 0)!;
    const file = withFiles.files![0]!;
    const result = await run('slack_download_attachment', { path: { id: messageId('C0SBXGENRL', withFiles.ts), subResourceId: encodeCompositeId(file.id) } });
    const downloaded = result.data as DownloadedFile;
    expect(downloaded).toMatchObject({ content_type: file.mimetype, content_length: file.size, file_name: file.name });
    const bytes = await buffer(downloaded.stream);
    expect(bytes.equals(seededContent(file.id, file.size!, file.mimetype!))).toBe(true);
    const fetched = emulator.requests.find((request) => request.path.startsWith('/files-pri/'))!;
    expect(fetched.path).toBe(new URL(file.url_private_download!).pathname);
    expect(fetched.headers.authorization).toBe(`Bearer ${emulator.sandboxCredentials.access_token}`);
  });

  it('answers a 403 (in data) when the token may not read files, and a 404 for a file of another message', async () => {
    const withFiles = emulator.workspace.history.get('C0SBXGENRL')!.find((message) => (message.files ?? []).length > 0)!;
    const path = { id: messageId('C0SBXGENRL', withFiles.ts), subResourceId: encodeCompositeId(withFiles.files![0]!.id) };
    const scope = slackBotScopes.filter((candidate) => candidate !== 'files:read').join(' ');
    const token = 'xoxb-1000000000001-2000000000002-noFilesReadScope0000';
    emulator.oauth.issueGrant({
      clientId: emulator.oauthClient.clientId,
      scope,
      accessToken: token,
      refreshToken: 'xoxe-1-noFilesRead',
      accessTokenExpiresAt: Date.now() + 60_000,
    });
    const refused = await expectApiError(run('slack_download_attachment', { path }, { ...emulator.sandboxCredentials, access_token: token }));
    expect({ status: refused.statusCode, providerStatus: refused.data?.statusCode }).toEqual({ status: 400, providerStatus: 403 });
    expect(refused.message).toContain('files:read');
    const missing = await expectApiError(run('slack_download_attachment', { path: { ...path, subResourceId: encodeCompositeId('F0NOPE') } }));
    expect(missing.statusCode).toBe(404);
  });
});

describe('users', () => {
  it('pages users with Slack cursors and reads one; an unknown one is a 404', async () => {
    const first = await run('slack_list_users', { query: { page_size: 5 } });
    const users = first.data as MessagingUser[];
    expect(users).toHaveLength(5);
    expect(first.next).toEqual(expect.any(String));
    const read = await run('slack_get_user', { path: { id: users[0]!.id } });
    expect(read.data).toEqual(users[0]);
    expect((await expectApiError(run('slack_get_user', { path: { id: 'U0NOPE' } }))).statusCode).toBe(404);
  });
});

describe('errors', () => {
  it("answers a wrong token with a 400 carrying Slack's invalid_auth as a 401", async () => {
    const error = await expectApiError(run('slack_list_users', {}, { access_token: 'xoxb-wrong', token_type: 'bot' }));
    expect(error.statusCode).toBe(400);
    expect(error.data).toMatchObject({ statusCode: 401, message: 'invalid_auth' });
  });

  it('refuses a cursor Slack did not issue with a 400 and an unknown filter', async () => {
    const forged = await expectApiError(run('slack_list_users', { query: { cursor: 'Zm9yZ2Vk' } }));
    expect({ status: forged.statusCode, message: forged.message }).toEqual({ status: 400, message: 'invalid_cursor' });
    expect((await expectApiError(run('slack_list_users', { query: { filter: { name: 'x' } } }))).statusCode).toBe(400);
  });

  it('retries a rate-limited read after Retry-After', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 0 });
    expect((await run('slack_list_users', { query: { page_size: 2 } })).data).toHaveLength(2);
    expect(calls('users.list')).toHaveLength(2);
  });
});

describe('rate limit tiers', () => {
  it("answers past a method's tier with Slack's 429 and Retry-After, which the client sees as a 429", async () => {
    const limited = await startSlackEmulator({ rateLimits: { tier2: 2 } });
    try {
      const list = () =>
        runAction(slackConnector, 'slack_list_users', { query: { page_size: 2 } }, { originOverride: limited.url, credentials: limited.sandboxCredentials });
      await list();
      await list();
      const direct = await fetch(`${limited.url}/api/users.list`, { headers: { authorization: `Bearer ${limited.sandboxCredentials.access_token}` } });
      expect(direct.status).toBe(429);
      expect(Number(direct.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await direct.json()).toEqual({ ok: false, error: 'ratelimited' });
      // users.info is tier 4: not limited by users.list's minute.
      await runAction(
        slackConnector,
        'slack_get_user',
        { path: { id: 'U0SBX0001' } },
        { originOverride: limited.url, credentials: limited.sandboxCredentials },
      );
    } finally {
      await limited.close();
    }
  });
});
