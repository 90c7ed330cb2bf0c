import type { EmulatorRequest, EmulatorResponse, EmulatorRoute, OAuthAuthorizationServer } from '@openunified/connector-sdk/emulator';
import type { SlackConversation, SlackMessage } from '../provider-types.js';
import { CHAT_WRITE_SCOPE, CONVERSATION_HISTORY_SCOPES, CONVERSATION_READ_SCOPES, CONVERSATION_WRITE_SCOPES, USERS_READ_SCOPES } from '../scopes.js';
import type { RateLimitTier, SlackRateLimiter } from './rate-limits.js';
import { formatTs, type SlackWorkspace } from './seed.js';

/**
 * The Slack Web API methods the connector calls, as `https://slack.com/api/<method>` answers
 * them: HTTP 200 with `ok`, `{ok: false, error}` for every refusal, arguments from the query, a
 * form or a JSON body, cursor paging with `response_metadata.next_cursor`, scopes checked per
 * method, and the method's rate limit tier (429 with Retry-After).
 */

type Arguments = Record<string, string | boolean | number | undefined>;

interface Call {
  args: Arguments;
  token: string;
}

interface MethodSpec {
  tier: RateLimitTier;
  scopes: readonly string[];
  handle(call: Call, request: EmulatorRequest): EmulatorResponse;
}

const ok = (body: Record<string, unknown>): EmulatorResponse => ({ body: { ok: true, ...body } });
export const fail = (error: string, extra: Record<string, unknown> = {}): EmulatorResponse => ({ body: { ok: false, error, ...extra } });
const invalidArguments = (message: string) => fail('invalid_arguments', { response_metadata: { messages: [`[ERROR] ${message}`] } });

/** Slack reads arguments from the query string and from a form or JSON body alike. */
function readArguments(request: EmulatorRequest): Arguments {
  const args: Arguments = Object.fromEntries(request.query.entries());
  if (typeof request.body === 'object' && request.body !== null) Object.assign(args, request.body);
  return args;
}

const text = (value: Arguments[string]): string | undefined => (value === undefined || value === '' ? undefined : String(value));
const flag = (value: Arguments[string]): boolean => value === true || value === 'true' || value === '1' || value === 1;

/** `limit`: Slack's "must be an integer under 1000"; absent, `fallback`. */
function readLimit(args: Arguments, fallback: number): number | EmulatorResponse {
  const raw = text(args.limit);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value >= 1000) return fail('invalid_limit');
  return value === 0 ? fallback : value;
}

/** Slack's cursors: base64 of `<kind>:<the next item's key>`, e.g. `dXNlcjpVMDYxTkZUVDI=` ("user:U061NFTT2"). */
function cursorPage<Item>(
  items: readonly Item[],
  args: Arguments,
  options: { limit: number; kind: string; key: (item: Item) => string },
): { items: Item[]; next_cursor: string } | EmulatorResponse {
  let start = 0;
  const cursor = text(args.cursor);
  if (cursor !== undefined) {
    const decoded = Buffer.from(cursor, 'base64').toString('utf8');
    const [kind, key] = [decoded.slice(0, decoded.indexOf(':')), decoded.slice(decoded.indexOf(':') + 1)];
    start = kind === options.kind ? items.findIndex((item) => options.key(item) === key) : -1;
    if (start < 0) return fail('invalid_cursor');
  }
  const page = items.slice(start, start + options.limit);
  const next = items[start + options.limit];
  return { items: page, next_cursor: next === undefined ? '' : Buffer.from(`${options.kind}:${options.key(next)}`).toString('base64') };
}

const isResponse = (value: unknown): value is EmulatorResponse => typeof value === 'object' && value !== null && 'body' in value && !('items' in value);

/** `ts`-like argument: digits with an optional fraction. */
const tsPattern = /^\d+(\.\d+)?$/;

export function slackRoutes(workspace: SlackWorkspace, oauth: OAuthAuthorizationServer, limiter: SlackRateLimiter): EmulatorRoute[] {
  const conversationById = (id: string | undefined) => workspace.conversations.find((conversation) => conversation.id === id);
  const isMember = (conversation: SlackConversation) => workspace.members.get(conversation.id)?.includes(workspace.botUserId) ?? false;
  /** What the bot can see: public channels, and private ones, groups and DMs it is in. */
  const visible = (conversation: SlackConversation) => (conversation.is_private || conversation.is_im || conversation.is_mpim ? isMember(conversation) : true);
  const findVisible = (id: string | undefined) => {
    const conversation = conversationById(id);
    return conversation && visible(conversation) ? conversation : undefined;
  };
  const readable = (args: Arguments): SlackConversation | EmulatorResponse => {
    const conversation = findVisible(text(args.channel));
    if (!conversation) return fail('channel_not_found');
    if (!isMember(conversation)) return fail('not_in_channel');
    return conversation;
  };
  const withLatest = (conversation: SlackConversation): SlackConversation => {
    const latest = workspace.history.get(conversation.id)?.at(-1);
    return { ...conversation, latest: latest ? { type: 'message', ts: latest.ts, user: latest.user, text: latest.text } : null };
  };

  /** Messages within `oldest`..`latest` (exclusive unless `inclusive`), as history and replies select them. */
  const inRange = (messages: readonly SlackMessage[], args: Arguments): SlackMessage[] | EmulatorResponse => {
    const latest = text(args.latest);
    const oldest = text(args.oldest);
    if (latest !== undefined && !tsPattern.test(latest)) return fail('invalid_ts_latest');
    if (oldest !== undefined && !tsPattern.test(oldest)) return fail('invalid_ts_oldest');
    const inclusive = flag(args.inclusive);
    return messages.filter((message) => {
      const ts = Number(message.ts);
      if (latest !== undefined && (inclusive ? ts > Number(latest) : ts >= Number(latest))) return false;
      if (oldest !== undefined && (inclusive ? ts < Number(oldest) : ts <= Number(oldest))) return false;
      return true;
    });
  };

  const nextTs = (channel: string) => {
    const all = [...(workspace.history.get(channel) ?? []), ...[...(workspace.replies.get(channel)?.values() ?? [])].flat()];
    // Now, or just after the newest message when the seed's clock runs ahead.
    const seconds = Math.max(Math.floor(Date.now() / 1000), ...all.map((message) => Math.floor(Number(message.ts)) + 1));
    workspace.clock.now = Math.max(workspace.clock.now, seconds);
    return formatTs(seconds, all.length + 1);
  };

  const methods: Record<string, MethodSpec> = {
    'auth.test': {
      tier: 'tier4',
      scopes: [],
      handle: () =>
        ok({
          url: `https://${workspace.team.domain}.slack.com/`,
          team: workspace.team.name,
          user: 'openunified',
          team_id: workspace.team.id,
          user_id: workspace.botUserId,
          bot_id: workspace.botId,
          is_enterprise_install: false,
        }),
    },
    'conversations.list': {
      tier: 'tier2',
      scopes: CONVERSATION_READ_SCOPES,
      handle: ({ args }) => {
        const limit = readLimit(args, 100);
        if (typeof limit !== 'number') return limit;
        const types = (text(args.types) ?? 'public_channel').split(',').map((type) => type.trim());
        const unknown = types.filter((type) => !['public_channel', 'private_channel', 'mpim', 'im'].includes(type));
        if (unknown.length > 0) return fail('invalid_types');
        const kind = (conversation: SlackConversation) =>
          conversation.is_im ? 'im' : conversation.is_mpim ? 'mpim' : conversation.is_private ? 'private_channel' : 'public_channel';
        const matching = workspace.conversations.filter(
          (conversation) => types.includes(kind(conversation)) && visible(conversation) && !(flag(args.exclude_archived) && conversation.is_archived),
        );
        const page = cursorPage(matching, args, { limit, kind: 'channel', key: (conversation) => conversation.id });
        if (isResponse(page)) return page;
        return ok({ channels: page.items, response_metadata: { next_cursor: page.next_cursor } });
      },
    },
    'conversations.info': {
      tier: 'tier3',
      scopes: CONVERSATION_READ_SCOPES,
      handle: ({ args }) => {
        const conversation = findVisible(text(args.channel));
        return conversation ? ok({ channel: isMember(conversation) ? withLatest(conversation) : conversation }) : fail('channel_not_found');
      },
    },
    'conversations.members': {
      tier: 'tier4',
      scopes: CONVERSATION_READ_SCOPES,
      handle: ({ args }) => {
        const conversation = findVisible(text(args.channel));
        if (!conversation) return fail('channel_not_found');
        const limit = readLimit(args, 100);
        if (typeof limit !== 'number') return limit;
        const page = cursorPage(workspace.members.get(conversation.id) ?? [], args, { limit, kind: 'user', key: (user) => user });
        if (isResponse(page)) return page;
        return ok({ members: page.items, response_metadata: { next_cursor: page.next_cursor } });
      },
    },
    'conversations.history': {
      tier: 'tier3',
      scopes: CONVERSATION_HISTORY_SCOPES,
      handle: ({ args }) => {
        const conversation = readable(args);
        if (isResponse(conversation)) return conversation;
        const limit = readLimit(args, 100);
        if (typeof limit !== 'number') return limit;
        const newestFirst = [...(workspace.history.get(conversation.id) ?? [])].reverse();
        const selected = inRange(newestFirst, args);
        if (isResponse(selected)) return selected;
        const page = cursorPage(selected, args, { limit, kind: 'next_ts', key: (message) => message.ts });
        if (isResponse(page)) return page;
        return ok({
          messages: page.items,
          has_more: page.next_cursor !== '',
          pin_count: 0,
          ...(page.next_cursor !== '' && { response_metadata: { next_cursor: page.next_cursor } }),
        });
      },
    },
    'conversations.replies': {
      tier: 'tier3',
      scopes: CONVERSATION_HISTORY_SCOPES,
      handle: ({ args }) => {
        const conversation = readable(args);
        if (isResponse(conversation)) return conversation;
        const ts = text(args.ts);
        if (ts === undefined) return invalidArguments('missing required field: ts');
        const threads = workspace.replies.get(conversation.id) ?? new Map<string, SlackMessage[]>();
        const top = workspace.history.get(conversation.id) ?? [];
        // The ts of a thread's first message, of one of its replies, or of an unthreaded message.
        const threadTs = threads.has(ts) ? ts : ([...threads].find(([, thread]) => thread.some((reply) => reply.ts === ts))?.[0] ?? ts);
        const parent = top.find((message) => message.ts === threadTs);
        if (!parent) return fail('thread_not_found');
        const limit = readLimit(args, 1000);
        if (typeof limit !== 'number') return limit;
        // The thread's first message always comes first; the range selects among the replies.
        const selected = inRange(threads.get(threadTs) ?? [], args);
        if (isResponse(selected)) return selected;
        const page = cursorPage([parent, ...selected], args, { limit, kind: 'next_ts', key: (message) => message.ts });
        if (isResponse(page)) return page;
        return ok({ messages: page.items, has_more: page.next_cursor !== '', response_metadata: { next_cursor: page.next_cursor } });
      },
    },
    'conversations.create': {
      tier: 'tier2',
      scopes: CONVERSATION_WRITE_SCOPES,
      handle: ({ args }, request) => {
        const name = text(args.name);
        if (name === undefined) return fail('invalid_name_required');
        if (name.length > 80) return fail('invalid_name_maxlength');
        if (!/^[a-z0-9_\-\p{Ll}\p{Lo}]+$/u.test(name)) return fail('invalid_name_specials');
        if (args.is_private !== undefined && typeof args.is_private !== 'boolean' && !['true', 'false', '1', '0'].includes(String(args.is_private))) {
          return invalidArguments("invalid type for field 'is_private'");
        }
        if (workspace.conversations.some((conversation) => conversation.name === name)) return fail('name_taken');
        const isPrivate = flag(args.is_private);
        if (isPrivate && !oauth.validateAccessToken(request, { anyOf: ['groups:write'] }).ok) return missingScope('groups:write', request, oauth);
        const created = Math.floor(Date.now() / 1000);
        const id = `${isPrivate ? 'G' : 'C'}0NEW${String(workspace.conversations.length + 1).padStart(5, '0')}`;
        const conversation: SlackConversation = {
          id,
          name,
          name_normalized: name,
          is_channel: true,
          is_group: false,
          is_im: false,
          is_mpim: false,
          is_private: isPrivate,
          is_archived: false,
          is_general: false,
          is_member: true,
          created,
          updated: created * 1000,
          creator: workspace.botUserId,
          topic: { value: '', creator: '', last_set: 0 },
          purpose: { value: '', creator: '', last_set: 0 },
          num_members: 1,
        };
        workspace.conversations.push(conversation);
        workspace.members.set(id, [workspace.botUserId]);
        workspace.history.set(id, []);
        workspace.replies.set(id, new Map());
        return ok({ channel: { ...conversation, last_read: '0000000000.000000', latest: null, unread_count: 0 } });
      },
    },
    'conversations.invite': {
      tier: 'tier3',
      scopes: CONVERSATION_WRITE_SCOPES,
      handle: ({ args }) => {
        const conversation = findVisible(text(args.channel));
        if (!conversation) return fail('channel_not_found');
        if (conversation.is_im) return fail('method_not_supported_for_channel_type');
        if (!isMember(conversation)) return fail('not_in_channel');
        const users = (text(args.users) ?? '')
          .split(',')
          .map((user) => user.trim())
          .filter(Boolean);
        if (users.length === 0) return fail('no_user');
        if (users.length > 1000) return fail('too_many_users');
        const errors: { user: string; ok: false; error: string }[] = [];
        const current = workspace.members.get(conversation.id)!;
        for (const user of users) {
          const record = workspace.users.find((candidate) => candidate.id === user);
          if (!record) errors.push({ user, ok: false, error: 'user_not_found' });
          else if (user === workspace.botUserId) errors.push({ user, ok: false, error: 'cant_invite_self' });
          else if (record.deleted) errors.push({ user, ok: false, error: 'user_is_deleted' });
          else if (current.includes(user)) errors.push({ user, ok: false, error: 'already_in_channel' });
        }
        if (errors.length > 0) return fail(errors[0]!.error, { errors });
        current.push(...users);
        conversation.num_members = current.length;
        return ok({ channel: conversation });
      },
    },
    'chat.postMessage': {
      tier: 'post_message',
      scopes: [CHAT_WRITE_SCOPE],
      handle: ({ args }) => {
        const target = text(args.channel);
        if (target === undefined) return fail('channel_not_found');
        let conversation = target.startsWith('U')
          ? undefined
          : (findVisible(target) ?? workspace.conversations.find((candidate) => candidate.name === target.replace(/^#/, '')));
        if (target.startsWith('U') || target.startsWith('W')) {
          // A user id: the app's direct message with them, opened on first use.
          const user = workspace.users.find((candidate) => candidate.id === target);
          if (!user) return fail('channel_not_found');
          conversation = workspace.conversations.find((candidate) => candidate.is_im && candidate.user === target);
          if (!conversation) {
            conversation = {
              id: `D0NEW${String(workspace.conversations.length + 1).padStart(5, '0')}`,
              is_im: true,
              user: target,
              created: Math.floor(Date.now() / 1000),
            };
            workspace.conversations.push(conversation);
            workspace.members.set(conversation.id, [target, workspace.botUserId]);
            workspace.history.set(conversation.id, []);
            workspace.replies.set(conversation.id, new Map());
          }
        }
        if (!conversation || !visible(conversation)) return fail('channel_not_found');
        if (conversation.is_archived) return fail('is_archived');
        if (!isMember(conversation)) return fail('not_in_channel');
        const body = text(args.text);
        if (body === undefined && text(args.blocks) === undefined && text(args.attachments) === undefined) return fail('no_text');
        if ((body?.length ?? 0) > 40_000) return fail('msg_too_long');
        const message: SlackMessage = {
          type: 'message',
          ts: nextTs(conversation.id),
          text: body ?? '',
          user: workspace.botUserId,
          bot_id: workspace.botId,
          app_id: 'A0SBXAPP01',
          team: workspace.team.id,
          bot_profile: { id: workspace.botId, name: 'OpenUnified', deleted: false, app_id: 'A0SBXAPP01', team_id: workspace.team.id },
        };
        const threadTs = text(args.thread_ts);
        if (threadTs !== undefined) {
          const parent = workspace.history.get(conversation.id)?.find((candidate) => candidate.ts === threadTs);
          if (!parent) return fail('thread_not_found');
          message.thread_ts = threadTs;
          message.parent_user_id = parent.user;
          const thread = workspace.replies.get(conversation.id)!.get(threadTs) ?? [];
          thread.push(message);
          workspace.replies.get(conversation.id)!.set(threadTs, thread);
          Object.assign(parent, { thread_ts: threadTs, reply_count: thread.length, latest_reply: message.ts });
        } else {
          workspace.history.get(conversation.id)!.push(message);
        }
        return ok({ channel: conversation.id, ts: message.ts, message });
      },
    },
    'users.list': {
      tier: 'tier2',
      scopes: ['users:read'],
      handle: ({ args }) => {
        // Without a limit Slack tries to return every user at once.
        const limit = readLimit(args, workspace.users.length);
        if (typeof limit !== 'number') return limit;
        const page = cursorPage(workspace.users, args, { limit, kind: 'user', key: (user) => user.id });
        if (isResponse(page)) return page;
        return ok({ members: page.items, cache_ts: workspace.clock.now, response_metadata: { next_cursor: page.next_cursor } });
      },
    },
    'users.info': {
      tier: 'tier4',
      scopes: ['users:read'],
      handle: ({ args }, request) => {
        const user = workspace.users.find((candidate) => candidate.id === text(args.user));
        if (!user) return fail('user_not_found');
        // Without users:read.email, Slack leaves the e-mail address out of the profile.
        const withEmail = oauth.validateAccessToken(request, { anyOf: [USERS_READ_SCOPES[1]] }).ok;
        return ok({ user: withEmail ? user : { ...user, profile: { ...user.profile, email: undefined } } });
      },
    },
  };

  return Object.entries(methods).flatMap(([method, spec]) => {
    const handle = (request: EmulatorRequest): EmulatorResponse => {
      const check = oauth.validateAccessToken(request, spec.scopes.length > 0 ? { anyOf: [...spec.scopes] } : {});
      if (!check.ok) {
        if (check.reason === 'insufficient_scope') return missingScope(spec.scopes.join(','), request, oauth);
        return fail(check.reason === 'missing' ? 'not_authed' : check.reason === 'expired' ? 'token_expired' : 'invalid_auth');
      }
      const args = readArguments(request);
      const rateKey = `${check.grant.accessToken}:${method}${spec.tier === 'post_message' ? `:${text(args.channel) ?? ''}` : ''}`;
      return limiter.take(rateKey, spec.tier) ?? spec.handle({ args, token: check.grant.accessToken }, request);
    };
    return [
      { method: 'GET' as const, pattern: `/api/${method}`, public: true, handle },
      { method: 'POST' as const, pattern: `/api/${method}`, public: true, handle },
    ];
  });
}

function missingScope(needed: string, request: EmulatorRequest, oauth: OAuthAuthorizationServer): EmulatorResponse {
  const check = oauth.validateAccessToken(request);
  const provided = check.ok || check.grant ? (check.ok ? check.grant : check.grant!).scopes.join(',') : '';
  return fail('missing_scope', { needed, provided });
}
