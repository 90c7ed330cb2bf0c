import type { AccountScope, CompatContext } from '../compat-harness.js';
import { drain, expectData, memoise, recordToUpdate, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const pushTemplates = sharedList('marketingListPushTemplates', '/unified/marketing/templates/push', async (scope) =>
  drain(await scope.sdk.marketing.listPushTemplates({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.pushTemplatesPaginated?.data),
);

/** The template `marketingCreatePushTemplate` creates, which the update then changes. */
const createdTemplate = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `marketingCreatePushTemplate:${scope.provider}`, async () => {
    const created = await scope.sdk.marketing.createPushTemplate({
      xAccountId: scope.accountId,
      marketingCreatePushTemplateRequestDto: {
        name: 'Compatibility welcome',
        tags: ['compat'],
        messages: [{ messageContent: { title: 'Welcome', body: 'Welcome aboard' } }],
      },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    return id;
  });

export const marketingCalls: Record<string, MethodCall> = {
  marketingListPushTemplates: perConnector(async (context, scope) => {
    await pushTemplates.records(context, scope);
  }),
  marketingGetPushTemplate: perConnector(async (context, scope) => {
    const [id] = await pushTemplates.ids(context, scope);
    const answer = await scope.sdk.marketing.getPushTemplate({ xAccountId: scope.accountId, id: id! });
    expectData(answer.pushTemplateResult?.data?.id === id, `the template read has id ${answer.pushTemplateResult?.data?.id}, not ${id}`);
  }),
  marketingCreatePushTemplate: perConnector(async (context, scope) => {
    const id = await createdTemplate(context, scope);
    const read = await scope.sdk.marketing.getPushTemplate({ xAccountId: scope.accountId, id });
    expectData(read.pushTemplateResult?.data?.name === 'Compatibility welcome', `the created template reads back named ${read.pushTemplateResult?.data?.name}`);
  }),
  marketingUpdatePushTemplate: perConnector(async (context, scope) => {
    const id = await recordToUpdate(() => createdTemplate(context, scope), () => pushTemplates.ids(context, scope));
    const updated = await scope.sdk.marketing.updatePushTemplate({
      xAccountId: scope.accountId,
      id,
      marketingCreatePushTemplateRequestDto: { name: 'Compatibility welcome, updated' },
    });
    expectData(updated.createResult?.data?.id === id, `the update answered id ${updated.createResult?.data?.id}, not ${id}`);
    const read = await scope.sdk.marketing.getPushTemplate({ xAccountId: scope.accountId, id });
    expectData(read.pushTemplateResult?.data?.name === 'Compatibility welcome, updated', `the template read after the update is named ${read.pushTemplateResult?.data?.name}`);
  }),
};
