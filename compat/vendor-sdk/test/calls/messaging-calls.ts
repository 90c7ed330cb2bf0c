import type { AccountScope, CompatContext } from '../compat-harness.js';
import { drain, expectData, memoise, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const conversations = sharedList('messagingListConversations', '/unified/messaging/conversations', async (scope) =>
  drain(await scope.sdk.messaging.listConversations({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.messagingConversationsPaginated?.data),
);
const users = sharedList('messagingListUsers', '/unified/messaging/users', async (scope) =>
  drain(await scope.sdk.messaging.listUsers({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.messagingUsersPaginated?.data),
);

/** The first conversation's messages (a sub-resource list): ids for the message and attachment reads. */
const firstConversationMessages = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `messagingListConversationMessages:${scope.provider}`, async () => {
    const [conversationId] = await conversations.ids(context, scope);
    const messages = await drain(
      await scope.sdk.messaging.listConversationMessages({ xAccountId: scope.accountId, id: conversationId!, pageSize: '10' }),
      (page) => page.messagingMessagesPaginated?.data,
    );
    return { conversationId: conversationId!, messages };
  });

/** A listed message with files, for the attachment reads. */
const messageWithAttachments = async (context: CompatContext, scope: AccountScope) => {
  const { messages } = await firstConversationMessages(context, scope);
  const message = messages.find((candidate) => (candidate.attachments ?? []).length > 0);
  expectData(message !== undefined, 'no listed message of the first conversation has attachments');
  return message!;
};

export const messagingCalls: Record<string, MethodCall> = {
  messagingListConversations: perConnector(async (context, scope) => {
    await conversations.records(context, scope);
  }),
  messagingGetConversation: perConnector(async (context, scope) => {
    const [id] = await conversations.ids(context, scope);
    const answer = await scope.sdk.messaging.getConversation({ xAccountId: scope.accountId, id: id! });
    expectData(answer.messagingConversationResult?.data?.id === id, `the conversation read has id ${answer.messagingConversationResult?.data?.id}, not ${id}`);
  }),
  messagingCreateConversation: perConnector(async (_context, scope) => {
    const name = `compat-check-${Date.now().toString(36)}`;
    const created = await scope.sdk.messaging.createConversation({
      xAccountId: scope.accountId,
      messagingCreateConversationRequestDto: { name, private: false },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    const read = await scope.sdk.messaging.getConversation({ xAccountId: scope.accountId, id: id! });
    expectData(
      read.messagingConversationResult?.data?.name === name,
      `the created conversation reads back named ${read.messagingConversationResult?.data?.name}`,
    );
  }),
  messagingListConversationMessages: perConnector(async (context, scope) => {
    const { messages } = await firstConversationMessages(context, scope);
    expectData(messages.length > 0, 'the first conversation lists no messages');
  }),
  messagingGetMessage: perConnector(async (context, scope) => {
    const { messages } = await firstConversationMessages(context, scope);
    const id = messages[0]!.id!;
    const answer = await scope.sdk.messaging.getMessage({ xAccountId: scope.accountId, id });
    expectData(answer.messagingMessageResult?.data?.id === id, `the message read has id ${answer.messagingMessageResult?.data?.id}, not ${id}`);
  }),
  messagingSendMessage: perConnector(async (context, scope) => {
    const [conversationId] = await conversations.ids(context, scope);
    const sent = await scope.sdk.messaging.sendMessage({
      xAccountId: scope.accountId,
      messagingMessageSendRequestDto: { recipient: conversationId!, content: 'Sent by the compatibility suite' },
    });
    const id = sent.createResult?.data?.id;
    expectData(sent.createResult?.statusCode === 201 && typeof id === 'string', `the send answered ${JSON.stringify(sent.createResult)}`);
    const read = await scope.sdk.messaging.getMessage({ xAccountId: scope.accountId, id: id! });
    expectData(
      read.messagingMessageResult?.data?.content?.plain === 'Sent by the compatibility suite',
      `the sent message reads back as ${JSON.stringify(read.messagingMessageResult?.data?.content)}`,
    );
  }),
  messagingListAttachments: perConnector(async (context, scope) => {
    const message = await messageWithAttachments(context, scope);
    const attachments = await drain(
      await scope.sdk.messaging.listAttachments({ xAccountId: scope.accountId, id: message.id!, pageSize: '10' }),
      (page) => page.messagingAttachmentsPaginated?.data,
    );
    expectData(attachments.length === message.attachments!.length, `the message lists ${attachments.length} attachments, not ${message.attachments!.length}`);
  }),
  messagingGetAttachment: perConnector(async (context, scope) => {
    const message = await messageWithAttachments(context, scope);
    const attachmentId = message.attachments![0]!.id!;
    const answer = await scope.sdk.messaging.getAttachment({ xAccountId: scope.accountId, id: message.id!, subResourceId: attachmentId });
    expectData(
      answer.messagingAttachmentResult?.data?.id === attachmentId,
      `the attachment read has id ${answer.messagingAttachmentResult?.data?.id}, not ${attachmentId}`,
    );
  }),
  messagingDownloadMessagingAttachment: perConnector(async (context, scope) => {
    const message = await messageWithAttachments(context, scope);
    const attachment = message.attachments![0]!;
    const answer = await scope.sdk.messaging.downloadMessagingAttachment({ xAccountId: scope.accountId, id: message.id!, subResourceId: attachment.id! });
    const size = answer.body instanceof Uint8Array ? answer.body.byteLength : Buffer.byteLength(answer.body ?? '');
    expectData(answer.statusCode === 200, `the download answered ${answer.statusCode}`);
    expectData(attachment.fileSize == null || size === attachment.fileSize, `the download has ${size} bytes, the attachment says ${attachment.fileSize}`);
    expectData(
      attachment.fileType == null || answer.contentType.startsWith(attachment.fileType),
      `the download is ${answer.contentType}, the attachment says ${attachment.fileType}`,
    );
  }),
  messagingListUsers: perConnector(async (context, scope) => {
    await users.records(context, scope);
  }),
  messagingGetUser: perConnector(async (context, scope) => {
    const [id] = await users.ids(context, scope);
    const answer = await scope.sdk.messaging.getUser({ xAccountId: scope.accountId, id: id! });
    expectData(answer.messagingUserResult?.data?.id === id, `the user read has id ${answer.messagingUserResult?.data?.id}, not ${id}`);
  }),
};
