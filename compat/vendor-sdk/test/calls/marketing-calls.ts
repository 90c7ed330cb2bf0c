import {
  EmailMessagesValue,
  InAppMessagesValue,
  MarketingCreateContentBlocksRequestDtoValue,
  SmsMessagesValue,
} from '@stackone/stackone-client-ts/sdk/models/shared/index.js';
import type { AccountScope, CompatContext } from '../compat-harness.js';
import { drain, expectData, memoise, recordToUpdate, type SharedList, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

/** What a write answers, as the SDK reads it. */
interface WriteAnswer {
  statusCode?: number | undefined;
  data?: { id?: string | null | undefined } | undefined;
}

/** One marketing resource with list, get, create and update, as the SDK calls each of them. */
interface WritableResource {
  /** The SDK's method names: `marketingListEmailTemplates`, ... */
  methods: { list: string; get: string; create: string; update: string };
  noun: string;
  list: SharedList<{ id?: string | null | undefined }>;
  /** The record read by id: its id and the member the create and update set. */
  read(scope: AccountScope, id: string): Promise<{ id: string | null | undefined; value: string | null | undefined }>;
  create(scope: AccountScope): Promise<WriteAnswer | undefined>;
  update(scope: AccountScope, id: string): Promise<WriteAnswer | undefined>;
  /** What `read` answers after the create, and after the update. */
  created: string;
  updated: string;
}

/**
 * The four calls of a writable resource: the list drained with the SDK's pages, a listed record
 * read by id, a create read back, and an update of that record read back.
 */
function writableResourceCalls(resource: WritableResource): Record<string, MethodCall> {
  const createdRecord = (context: CompatContext, scope: AccountScope) =>
    memoise(context, `${resource.methods.create}:${scope.provider}`, async () => {
      const created = await resource.create(scope);
      const id = created?.data?.id;
      expectData(created?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created)}`);
      return id;
    });
  return {
    [resource.methods.list]: perConnector(async (context, scope) => {
      await resource.list.records(context, scope);
    }),
    [resource.methods.get]: perConnector(async (context, scope) => {
      const [id] = await resource.list.ids(context, scope);
      const read = await resource.read(scope, id!);
      expectData(read.id === id, `the ${resource.noun} read has id ${read.id}, not ${id}`);
    }),
    [resource.methods.create]: perConnector(async (context, scope) => {
      const id = await createdRecord(context, scope);
      const read = await resource.read(scope, id);
      expectData(read.value === resource.created, `the created ${resource.noun} reads back ${read.value}, not ${resource.created}`);
    }),
    [resource.methods.update]: perConnector(async (context, scope) => {
      const id = await recordToUpdate(
        () => createdRecord(context, scope),
        () => resource.list.ids(context, scope),
      );
      const updated = await resource.update(scope, id);
      expectData(updated?.data?.id === id, `the update answered id ${updated?.data?.id}, not ${id}`);
      const read = await resource.read(scope, id);
      expectData(read.value === resource.updated, `the ${resource.noun} read after the update has ${read.value}, not ${resource.updated}`);
    }),
  };
}

const pushTemplates = writableResourceCalls({
  methods: {
    list: 'marketingListPushTemplates',
    get: 'marketingGetPushTemplate',
    create: 'marketingCreatePushTemplate',
    update: 'marketingUpdatePushTemplate',
  },
  noun: 'push template',
  list: sharedList('marketingListPushTemplates', '/unified/marketing/templates/push', async (scope) =>
    drain(await scope.sdk.marketing.listPushTemplates({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.pushTemplatesPaginated?.data),
  ),
  read: async (scope, id) => {
    const data = (await scope.sdk.marketing.getPushTemplate({ xAccountId: scope.accountId, id })).pushTemplateResult?.data;
    return { id: data?.id, value: data?.name };
  },
  create: async (scope) =>
    (
      await scope.sdk.marketing.createPushTemplate({
        xAccountId: scope.accountId,
        marketingCreatePushTemplateRequestDto: {
          name: 'Compatibility welcome',
          tags: ['compat'],
          messages: [{ messageContent: { title: 'Welcome', body: 'Welcome aboard' } }],
        },
      })
    ).createResult,
  update: async (scope, id) =>
    (
      await scope.sdk.marketing.updatePushTemplate({
        xAccountId: scope.accountId,
        id,
        marketingCreatePushTemplateRequestDto: { name: 'Compatibility welcome, updated' },
      })
    ).createResult,
  created: 'Compatibility welcome',
  updated: 'Compatibility welcome, updated',
});

const emailTemplates = writableResourceCalls({
  methods: {
    list: 'marketingListEmailTemplates',
    get: 'marketingGetEmailTemplate',
    create: 'marketingCreateEmailTemplate',
    update: 'marketingUpdateEmailTemplate',
  },
  noun: 'email template',
  list: sharedList('marketingListEmailTemplates', '/unified/marketing/templates/email', async (scope) =>
    drain(await scope.sdk.marketing.listEmailTemplates({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.emailTemplatesPaginated?.data),
  ),
  // The subject of the template's one message: the member a create sets and an update changes.
  read: async (scope, id) => {
    const data = (await scope.sdk.marketing.getEmailTemplate({ xAccountId: scope.accountId, id })).emailTemplateResult?.data;
    return { id: data?.id, value: data?.messages?.[0]?.messageContent?.subject };
  },
  create: async (scope) =>
    (
      await scope.sdk.marketing.createEmailTemplate({
        xAccountId: scope.accountId,
        marketingCreateEmailTemplateRequestDto: {
          name: 'Compatibility receipt',
          tags: ['compat'],
          messages: [
            {
              messageType: { value: EmailMessagesValue.Email },
              messageContent: { subject: 'Your receipt', body: '<p>Thanks!</p>', from: 'shop@example.com', replyTo: 'help@example.com' },
            },
          ],
        },
      })
    ).createResult,
  update: async (scope, id) =>
    (
      await scope.sdk.marketing.updateEmailTemplate({
        xAccountId: scope.accountId,
        id,
        marketingCreateEmailTemplateRequestDto: {
          messages: [{ messageType: { value: EmailMessagesValue.Email }, messageContent: { subject: 'Your receipt, again', body: '<p>Thanks again!</p>' } }],
        },
      })
    ).createResult,
  created: 'Your receipt',
  updated: 'Your receipt, again',
});

const smsTemplates = writableResourceCalls({
  methods: { list: 'marketingListSmsTemplates', get: 'marketingGetSmsTemplate', create: 'marketingCreateSmsTemplate', update: 'marketingUpdateSmsTemplate' },
  noun: 'SMS template',
  list: sharedList('marketingListSmsTemplates', '/unified/marketing/templates/sms', async (scope) =>
    drain(await scope.sdk.marketing.listSmsTemplates({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.smsTemplatesPaginated?.data),
  ),
  read: async (scope, id) => {
    const data = (await scope.sdk.marketing.getSmsTemplate({ xAccountId: scope.accountId, id })).smsTemplateResult?.data;
    return { id: data?.id, value: data?.messages?.[0]?.messageContent?.body };
  },
  create: async (scope) =>
    (
      await scope.sdk.marketing.createSmsTemplate({
        xAccountId: scope.accountId,
        marketingCreateSmsTemplateRequestDto: {
          name: 'Compatibility reminder',
          tags: ['compat'],
          messages: [{ messageType: { value: SmsMessagesValue.Sms }, messageContent: { body: 'Your order ships today' } }],
        },
      })
    ).createResult,
  update: async (scope, id) =>
    (
      await scope.sdk.marketing.updateSmsTemplate({
        xAccountId: scope.accountId,
        id,
        marketingCreateSmsTemplateRequestDto: { messages: [{ messageType: { value: SmsMessagesValue.Sms }, messageContent: { body: 'Your order shipped' } }] },
      })
    ).createResult,
  created: 'Your order ships today',
  updated: 'Your order shipped',
});

const inAppTemplates = writableResourceCalls({
  methods: {
    list: 'marketingListInAppTemplates',
    get: 'marketingGetInAppTemplate',
    create: 'marketingCreateInAppTemplate',
    update: 'marketingUpdateInAppTemplate',
  },
  noun: 'in-app template',
  list: sharedList('marketingListInAppTemplates', '/unified/marketing/templates/in_app', async (scope) =>
    drain(await scope.sdk.marketing.listInAppTemplates({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.inAppTemplatesPaginated?.data),
  ),
  read: async (scope, id) => {
    const data = (await scope.sdk.marketing.getInAppTemplate({ xAccountId: scope.accountId, id })).inAppTemplateResult?.data;
    return { id: data?.id, value: data?.messages?.[0]?.messageContent?.body };
  },
  create: async (scope) =>
    (
      await scope.sdk.marketing.createInAppTemplate({
        xAccountId: scope.accountId,
        marketingCreateInAppTemplateRequestDto: {
          name: 'Compatibility banner',
          tags: ['compat'],
          messages: [{ messageType: { value: InAppMessagesValue.InApp }, messageContent: { body: '<p>New in the app</p>' } }],
        },
      })
    ).createResult,
  update: async (scope, id) =>
    (
      await scope.sdk.marketing.updateInAppTemplate({
        xAccountId: scope.accountId,
        id,
        marketingCreateInAppTemplateRequestDto: {
          messages: [{ messageType: { value: InAppMessagesValue.InApp }, messageContent: { body: '<p>Still new</p>' } }],
        },
      })
    ).createResult,
  created: '<p>New in the app</p>',
  updated: '<p>Still new</p>',
});

const omniChannelTemplates = writableResourceCalls({
  methods: {
    list: 'marketingListOmniChannelTemplates',
    get: 'marketingGetOmniChannelTemplate',
    create: 'marketingCreateOmniChannelTemplate',
    update: 'marketingUpdateOmniChannelTemplate',
  },
  noun: 'omni-channel template',
  list: sharedList('marketingListOmniChannelTemplates', '/unified/marketing/templates/omni_channel', async (scope) =>
    drain(await scope.sdk.marketing.listOmniChannelTemplates({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.templatesPaginated?.data),
  ),
  read: async (scope, id) => {
    const data = (await scope.sdk.marketing.getOmniChannelTemplate({ xAccountId: scope.accountId, id })).templateResult?.data;
    return { id: data?.id, value: data?.name };
  },
  create: async (scope) =>
    (
      await scope.sdk.marketing.createOmniChannelTemplate({
        xAccountId: scope.accountId,
        marketingCreateTemplateRequestDto: { name: 'Compatibility launch', tags: ['compat'] },
      })
    ).createResult,
  update: async (scope, id) =>
    (
      await scope.sdk.marketing.updateOmniChannelTemplate({
        xAccountId: scope.accountId,
        id,
        marketingCreateTemplateRequestDto: { name: 'Compatibility launch, updated' },
      })
    ).createResult,
  created: 'Compatibility launch',
  updated: 'Compatibility launch, updated',
});

const contentBlocks = writableResourceCalls({
  methods: {
    list: 'marketingListContentBlocks',
    get: 'marketingGetContentBlock',
    create: 'marketingCreateContentBlock',
    update: 'marketingUpdateContentBlock',
  },
  noun: 'content block',
  list: sharedList('marketingListContentBlocks', '/unified/marketing/content_blocks', async (scope) =>
    drain(await scope.sdk.marketing.listContentBlocks({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.contentBlocksPaginated?.data),
  ),
  read: async (scope, id) => {
    const data = (await scope.sdk.marketing.getContentBlock({ xAccountId: scope.accountId, id })).contentBlockResult?.data;
    return { id: data?.id, value: data?.content };
  },
  create: async (scope) =>
    (
      await scope.sdk.marketing.createContentBlock({
        xAccountId: scope.accountId,
        marketingCreateContentBlocksRequestDto: {
          name: 'compatibility_footer',
          content: '<p>Sent by the compatibility suite</p>',
          type: { value: MarketingCreateContentBlocksRequestDtoValue.Html },
        },
      })
    ).createResult,
  // The content changes, the name stays: some providers fix a block's name once created.
  update: async (scope, id) =>
    (
      await scope.sdk.marketing.updateContentBlock({
        xAccountId: scope.accountId,
        id,
        marketingCreateContentBlocksRequestDto: { content: '<p>Sent by the compatibility suite, again</p>' },
      })
    ).createResult,
  created: '<p>Sent by the compatibility suite</p>',
  updated: '<p>Sent by the compatibility suite, again</p>',
});

const campaigns = sharedList('marketingListCampaigns', '/unified/marketing/campaigns', async (scope) =>
  drain(await scope.sdk.marketing.listCampaigns({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.campaignsPaginated?.data),
);

export const marketingCalls: Record<string, MethodCall> = {
  ...pushTemplates,
  ...emailTemplates,
  ...smsTemplates,
  ...inAppTemplates,
  ...omniChannelTemplates,
  ...contentBlocks,
  marketingListCampaigns: perConnector(async (context, scope) => {
    await campaigns.records(context, scope);
  }),
  marketingGetCampaign: perConnector(async (context, scope) => {
    const [id] = await campaigns.ids(context, scope);
    const answer = await scope.sdk.marketing.getCampaign({ xAccountId: scope.accountId, id: id! });
    expectData(answer.campaignResult?.data?.id === id, `the campaign read has id ${answer.campaignResult?.data?.id}, not ${id}`);
  }),
};
