import type { MessagingConversation, MessagingMessage, MessagingUser } from '@openunified/connector-sdk';
import { describeConnector } from '@openunified/connector-sdk/testing';
import { startSlackEmulator } from './emulator/index.js';
import { manifest } from './index.js';

const firstWithFiles = (previous: Record<string, unknown>) =>
  (previous.slack_list_conversation_messages as MessagingMessage[]).find((message) => (message.attachments ?? []).length > 0)!;

// The contract every connector passes: valid metadata, every action run against the emulator,
// outputs matching the unified models, list actions paged to the end without repeats.
describeConnector(manifest, {
  startEmulator: () => startSlackEmulator({ rateLimits: false }),
  inputs: {
    slack_list_conversations: { query: { page_size: 5 } },
    slack_get_conversation: (previous) => ({ path: { id: (previous.slack_list_conversations as MessagingConversation[])[0]!.id } }),
    slack_create_conversation: { body: { name: 'contract-check', private: false } },
    slack_list_conversation_messages: (previous) => ({
      path: { id: (previous.slack_list_conversations as MessagingConversation[])[0]!.id },
      query: { page_size: 10 },
    }),
    slack_get_message: (previous) => ({ path: { id: firstWithFiles(previous).id } }),
    slack_send_message: (previous) => ({
      body: { recipient: (previous.slack_list_conversations as MessagingConversation[])[0]!.id, content: 'Contract check' },
    }),
    slack_list_attachments: (previous) => ({ path: { id: firstWithFiles(previous).id }, query: { page_size: 1 } }),
    slack_get_attachment: (previous) => {
      const message = firstWithFiles(previous);
      return { path: { id: message.id, subResourceId: message.attachments![0]!.id } };
    },
    slack_download_attachment: (previous) => {
      const message = firstWithFiles(previous);
      return { path: { id: message.id, subResourceId: message.attachments![0]!.id } };
    },
    slack_list_users: { query: { page_size: 4 } },
    slack_get_user: (previous) => ({ path: { id: (previous.slack_list_users as MessagingUser[])[0]!.id } }),
  },
});
