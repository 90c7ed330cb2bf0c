import {
  encodeCompositeId,
  messagingAttachmentSchema,
  messagingConversationSchema,
  messagingMessageSchema,
  messagingUserSchema,
} from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { SlackConversation, SlackMessage, SlackUser } from '../provider-types.js';
import conversations from './__fixtures__/conversations.json' with { type: 'json' };
import history from './__fixtures__/history.json' with { type: 'json' };
import users from './__fixtures__/users.json' with { type: 'json' };
import { mapAttachment } from './attachment.js';
import { mapConversation } from './conversation.js';
import { messageId, parseMessageId } from './ids.js';
import { mapMessage } from './message.js';
import { mapUser } from './user.js';

const [channel, directMessage] = conversations.channels as SlackConversation[];
const [withFiles, reply, botMessage] = history.messages as SlackMessage[];

describe('mapConversation', () => {
  it('maps a channel, its participants when read, and a direct message by its person', () => {
    const mapped = mapConversation(channel!, ['U012A3CDE', 'U061F7AUR']);
    expect(mapped).toEqual({
      id: encodeCompositeId('C012AB3CD'),
      remote_id: 'C012AB3CD',
      name: 'general',
      participants: [encodeCompositeId('U012A3CDE'), encodeCompositeId('U061F7AUR')],
      private: false,
      created_at: '2015-12-04T18:14:49.000Z',
      last_message_at: null,
    });
    expect(messagingConversationSchema.parse(mapped)).toEqual(mapped);
    expect(mapConversation(channel!).participants).toBeNull();
    expect(mapConversation({ ...channel!, latest: { ts: '1512085950.000216' } }).last_message_at).toBe('2017-11-30T23:52:30.000Z');
    const im = mapConversation(directMessage!);
    expect(im).toMatchObject({ name: null, private: true, participants: [encodeCompositeId('U0BS9U4SV')] });
    expect(messagingConversationSchema.parse(im)).toEqual(im);
  });
});

describe('mapMessage', () => {
  it('maps text, author, files, the edit time, and names its conversation in the id', () => {
    const mapped = mapMessage('C012AB3CD', withFiles!);
    expect(mapped).toEqual({
      id: encodeCompositeId('C012AB3CD:1512085950.000216'),
      remote_id: 'C012AB3CD:1512085950.000216',
      content: { plain: 'Here is the roadmap', html: null },
      author: {
        id: encodeCompositeId('U012AB3CDE'),
        remote_id: 'U012AB3CDE',
        name: null,
        email: null,
        phone_number: null,
        external_reference: null,
        active: null,
        unified_custom_fields: null,
        created_at: null,
        updated_at: null,
      },
      attachments: [
        { id: encodeCompositeId('F0S43PZDF'), remote_id: 'F0S43PZDF', file_name: 'roadmap.pdf', file_size: 284311, file_type: 'application/pdf' },
        { id: encodeCompositeId('F0S43P1CZ'), remote_id: 'F0S43P1CZ', file_name: null, file_size: null, file_type: null },
      ],
      // The first message of its own thread has no parent.
      parent_message_id: null,
      created_at: '2017-11-30T23:52:30.000Z',
      updated_at: '2017-11-30T23:53:31.000Z',
    });
    expect(messagingMessageSchema.parse(mapped)).toEqual(mapped);
  });

  it('points a reply at the first message of its thread, and names an app by its bot', () => {
    expect(mapMessage('C012AB3CD', reply!).parent_message_id).toBe(messageId('C012AB3CD', '1512085950.000216'));
    const bot = mapMessage('C012AB3CD', botMessage!);
    expect(bot.author).toMatchObject({ remote_id: 'B19LU7CSY', name: 'deploybot', active: true, unified_custom_fields: { bot_id: 'B19LU7CSY' } });
    expect(bot.updated_at).toBe(bot.created_at);
    expect(messagingMessageSchema.parse(bot)).toEqual(bot);
  });

  it('reads a message id back, unified or remote, and refuses anything else', () => {
    expect(parseMessageId(messageId('C012AB3CD', '1512085950.000216'))).toEqual({ channel: 'C012AB3CD', ts: '1512085950.000216' });
    expect(parseMessageId('D0C0F7S8Y:1512104434.000490')).toEqual({ channel: 'D0C0F7S8Y', ts: '1512104434.000490' });
    expect(() => parseMessageId('1512085950.000216')).toThrow(/not a Slack message id/);
  });
});

describe('mapAttachment', () => {
  it('maps a file', () => {
    const mapped = mapAttachment(withFiles!.files![0]!);
    expect(messagingAttachmentSchema.parse(mapped)).toEqual(mapped);
  });
});

describe('mapUser', () => {
  it('maps a person and a deactivated bot', () => {
    const [person, bot] = (users.members as SlackUser[]).map(mapUser);
    expect(person).toEqual({
      id: encodeCompositeId('W012A3CDE'),
      remote_id: 'W012A3CDE',
      email: 'spengler@ghostbusters.example.com',
      username: 'spengler',
      name: 'Egon Spengler',
      first_name: 'Egon',
      last_name: 'Spengler',
      bot: false,
      active: true,
    });
    expect(bot).toMatchObject({ username: 'deploybot', name: 'Deploy Bot', first_name: null, email: null, bot: true, active: false });
    for (const user of [person, bot]) expect(messagingUserSchema.parse(user)).toEqual(user);
  });
});
