import { pick, seededRandom } from '@openunified/connector-sdk/emulator';
import type { SlackConversation, SlackFile, SlackMessage, SlackUser } from '../provider-types.js';

/**
 * A deterministic workspace: people (a deactivated one and the app's own bot user among them),
 * public and private channels, a group and two direct messages, each channel with its members
 * and a history of messages, some with files and some starting threads.
 */

export interface SlackWorkspace {
  team: { id: string; name: string; domain: string };
  /** The linked app's bot user: what the sandbox token posts as. */
  botUserId: string;
  botId: string;
  users: SlackUser[];
  conversations: SlackConversation[];
  /** Members of each conversation, by its id. */
  members: Map<string, string[]>;
  /** Top-level messages of each conversation, oldest first (history answers newest first). */
  history: Map<string, SlackMessage[]>;
  /** Thread replies by conversation id, then by the thread's `ts`, oldest first. */
  replies: Map<string, Map<string, SlackMessage[]>>;
  /** Seconds since the epoch of the seed's "now", from which `ts` values count back. */
  clock: { now: number };
}

export interface SeedOptions {
  seed?: number;
  /** Top-level messages of #general (default 34); other channels get fewer. */
  generalMessages?: number;
}

const TEAM = { id: 'T0SANDBOX1', name: 'Sandbox Co', domain: 'sandbox-co' };
const BASE_SECONDS = Date.UTC(2024, 0, 8) / 1000;
const people = [
  ['Ada', 'Lovelace'],
  ['Grace', 'Hopper'],
  ['Alan', 'Turing'],
  ['Katherine', 'Johnson'],
  ['Linus', 'Torvalds'],
  ['Margaret', 'Hamilton'],
  ['Dennis', 'Ritchie'],
  ['Barbara', 'Liskov'],
  ['Ken', 'Thompson'],
  ['Radia', 'Perlman'],
] as const;
const phrases = [
  'Morning all, standup in 5',
  'The release notes are up for review',
  'Can someone look at the flaky test on main?',
  'Lunch order is in the thread',
  'Deploy finished, metrics look fine',
  'Reminder: retro on Thursday',
  'I pushed a fix for the login redirect',
  'Who owns the billing dashboard?',
  'Customer call moved to 3pm',
  'New hire starts Monday, please say hi',
];
const files = [
  { name: 'roadmap.pdf', mimetype: 'application/pdf', filetype: 'pdf', pretty_type: 'PDF', size: 284_311 },
  { name: 'screenshot.png', mimetype: 'image/png', filetype: 'png', pretty_type: 'PNG', size: 98_112 },
  {
    name: 'budget.xlsx',
    mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filetype: 'xlsx',
    pretty_type: 'Excel Spreadsheet',
    size: 41_772,
  },
  { name: 'notes.txt', mimetype: 'text/plain', filetype: 'text', pretty_type: 'Plain Text', size: 1_204 },
] as const;

const userId = (index: number) => `U0SBX${String(index + 1).padStart(4, '0')}`;

/** `ts`: seconds and a six-digit sequence, unique per conversation. */
export function formatTs(seconds: number, sequence: number): string {
  return `${seconds}.${String(sequence).padStart(6, '0')}`;
}

function seedUsers(): { users: SlackUser[]; botUserId: string; botId: string } {
  const users: SlackUser[] = people.map(([first, last], index) => {
    const handle = `${first}.${last}`.toLowerCase();
    return {
      id: userId(index),
      team_id: TEAM.id,
      name: handle,
      real_name: `${first} ${last}`,
      deleted: index === people.length - 1,
      is_bot: false,
      is_app_user: false,
      is_admin: index === 0,
      is_owner: index === 0,
      tz: 'Europe/London',
      updated: BASE_SECONDS - 86_400 * (index + 1),
      profile: {
        real_name: `${first} ${last}`,
        display_name: index % 3 === 0 ? '' : first.toLowerCase(),
        first_name: first,
        last_name: last,
        email: `${handle}@sandbox-co.example`,
        phone: index % 2 === 0 ? `+44 20 7946 0${String(100 + index)}` : '',
        title: index === 0 ? 'Founder' : '',
      },
    };
  });
  const botUserId = 'U0SBXB0T01';
  users.push({
    id: botUserId,
    team_id: TEAM.id,
    name: 'openunified',
    real_name: 'OpenUnified',
    deleted: false,
    is_bot: true,
    is_app_user: false,
    updated: BASE_SECONDS - 3_600,
    profile: { real_name: 'OpenUnified', display_name: '', first_name: '', last_name: '', bot_id: 'B0SBXB0T01' },
  });
  users.push({
    id: 'USLACKBOT',
    team_id: TEAM.id,
    name: 'slackbot',
    real_name: 'Slackbot',
    deleted: false,
    is_bot: false,
    updated: 0,
    profile: { real_name: 'Slackbot', display_name: 'Slackbot', first_name: 'slackbot', last_name: '' },
  });
  return { users, botUserId, botId: 'B0SBXB0T01' };
}

function channel(id: string, name: string, created: number, creator: string, overrides: Partial<SlackConversation> = {}): SlackConversation {
  return {
    id,
    name,
    name_normalized: name,
    is_channel: true,
    is_group: false,
    is_im: false,
    is_mpim: false,
    is_private: false,
    is_archived: false,
    is_general: name === 'general',
    is_member: true,
    is_shared: false,
    is_ext_shared: false,
    is_org_shared: false,
    created,
    updated: created * 1000,
    creator,
    unlinked: 0,
    previous_names: [],
    topic: { value: '', creator: '', last_set: 0 },
    purpose: { value: `The #${name} channel`, creator, last_set: created },
    ...overrides,
  };
}

function file(random: () => number, index: number, owner: string, created: number): SlackFile {
  const shape = pick(random, files);
  const id = `F0SBX${String(index + 1).padStart(5, '0')}`;
  return {
    id,
    created,
    timestamp: created,
    name: shape.name,
    title: shape.name,
    mimetype: shape.mimetype,
    filetype: shape.filetype,
    pretty_type: shape.pretty_type,
    user: owner,
    user_team: TEAM.id,
    editable: false,
    size: shape.size,
    mode: 'hosted',
    is_external: false,
    is_public: true,
    url_private: `https://files.slack.com/files-pri/${TEAM.id}-${id}/${shape.name}`,
    url_private_download: `https://files.slack.com/files-pri/${TEAM.id}-${id}/download/${shape.name}`,
    permalink: `https://${TEAM.domain}.slack.com/files/${owner}/${id}/${shape.name}`,
  };
}

export function seedWorkspace(options: SeedOptions = {}): SlackWorkspace {
  const random = seededRandom(options.seed ?? 7);
  const { users, botUserId, botId } = seedUsers();
  const humans = users.filter((user) => !user.is_bot && user.id !== 'USLACKBOT');
  const active = humans.filter((user) => !user.deleted).map((user) => user.id);
  const founder = humans[0]!.id;
  const created = BASE_SECONDS - 400 * 86_400;
  const conversations: SlackConversation[] = [
    channel('C0SBXGENRL', 'general', created, founder),
    channel('C0SBXRANDM', 'random', created, founder),
    channel('C0SBXENGNR', 'engineering', created + 86_400, humans[1]!.id),
    channel('C0SBXDESGN', 'design', created + 2 * 86_400, humans[5]!.id),
    channel('C0SBXRELSE', 'releases', created + 3 * 86_400, humans[4]!.id),
    channel('C0SBXSUPRT', 'support', created + 4 * 86_400, humans[3]!.id),
    channel('C0SBXSALES', 'sales', created + 5 * 86_400, humans[2]!.id),
    channel('C0SBXOLDPR', 'old-project', created + 6 * 86_400, humans[6]!.id, { is_archived: true }),
    channel('G0SBXLEADS', 'leadership', created + 7 * 86_400, founder, { is_private: true, is_group: false }),
    channel('G0SBXHIRNG', 'hiring', created + 8 * 86_400, humans[7]!.id, { is_private: true }),
    {
      ...channel('G0SBXMPIM1', `mpdm-${humans[0]!.name}--${humans[1]!.name}--openunified-1`, created + 9 * 86_400, founder),
      is_channel: false,
      is_mpim: true,
      is_group: true,
      is_private: true,
    },
    { id: 'D0SBXDMADA', is_im: true, user: founder, created: created + 10 * 86_400, is_user_deleted: false, priority: 0, is_org_shared: false },
    { id: 'D0SBXDMGRC', is_im: true, user: humans[1]!.id, created: created + 11 * 86_400, is_user_deleted: false, priority: 0, is_org_shared: false },
    // A public channel the app was never added to: listed, but its history answers not_in_channel.
    channel('C0SBXWATER', 'watercooler', created + 12 * 86_400, humans[8]!.id, { is_member: false }),
  ];

  const members = new Map<string, string[]>();
  for (const conversation of conversations) {
    if (conversation.is_im) members.set(conversation.id, [conversation.user!, botUserId]);
    else if (conversation.is_mpim) members.set(conversation.id, [humans[0]!.id, humans[1]!.id, botUserId]);
    else if (conversation.id === 'C0SBXGENRL' || conversation.id === 'C0SBXRANDM') members.set(conversation.id, [...active, botUserId]);
    else {
      const some = active.filter(() => random() < 0.6);
      const withCreator = [...new Set([conversation.creator!, ...some])].filter((id) => active.includes(id) || id === founder);
      members.set(conversation.id, conversation.is_member === false ? withCreator : [...withCreator, botUserId]);
    }
  }
  for (const conversation of conversations) if (!conversation.is_im) conversation.num_members = members.get(conversation.id)!.length;

  const history = new Map<string, SlackMessage[]>();
  const replies = new Map<string, Map<string, SlackMessage[]>>();
  let fileIndex = 0;
  const now = BASE_SECONDS;
  for (const [position, conversation] of conversations.entries()) {
    const count = conversation.id === 'C0SBXGENRL' ? (options.generalMessages ?? 34) : 4 + ((position * 5) % 9);
    const authors = members.get(conversation.id)!.filter((id) => id !== botUserId);
    const messages: SlackMessage[] = [];
    const threads = new Map<string, SlackMessage[]>();
    for (let index = 0; index < count; index += 1) {
      const seconds = now - (count - index) * 3_600 - position * 60;
      const ts = formatTs(seconds, index + 1);
      const user = pick(random, authors.length > 0 ? authors : [founder]);
      const message: SlackMessage = {
        type: 'message',
        ts,
        user,
        text: pick(random, phrases),
        team: TEAM.id,
        client_msg_id: `msg-${conversation.id}-${index + 1}`,
      };
      if (index % 5 === 1) {
        message.files = [file(random, fileIndex++, user, seconds)];
        if (index % 10 === 1) message.files.push(file(random, fileIndex++, user, seconds));
        message.upload = true;
      }
      if (index % 7 === 3) message.edited = { user, ts: formatTs(seconds + 600, 0) };
      if (index % 6 === 2) {
        const thread: SlackMessage[] = [1, 2].map((reply) => ({
          type: 'message' as const,
          ts: formatTs(seconds + reply * 120, 500 + index * 2 + reply),
          user: pick(random, authors.length > 0 ? authors : [founder]),
          text: reply === 1 ? 'On it' : 'Thanks, done',
          thread_ts: ts,
          parent_user_id: user,
          team: TEAM.id,
          ...(reply === 2 && index % 12 === 2 ? { files: [file(random, fileIndex++, user, seconds + reply * 120)] } : {}),
        }));
        Object.assign(message, {
          thread_ts: ts,
          reply_count: thread.length,
          reply_users: [...new Set(thread.map((reply) => reply.user!))],
          reply_users_count: new Set(thread.map((reply) => reply.user)).size,
          latest_reply: thread.at(-1)!.ts,
        });
        threads.set(ts, thread);
      }
      messages.push(message);
    }
    history.set(conversation.id, messages);
    replies.set(conversation.id, threads);
  }
  return { team: TEAM, botUserId, botId, users, conversations, members, history, replies, clock: { now } };
}
