import { drain, expectData, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const categories = sharedList('lmsListCategories', '/unified/lms/categories', async (scope) =>
  drain(await scope.sdk.lms.listCategories({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.categoriesPaginated?.data),
);

export const lmsCalls: Record<string, MethodCall> = {
  lmsListCategories: perConnector(async (context, scope) => {
    await categories.records(context, scope);
  }),
  lmsGetCategory: perConnector(async (context, scope) => {
    const [id] = await categories.ids(context, scope);
    const answer = await scope.sdk.lms.getCategory({ xAccountId: scope.accountId, id: id! });
    expectData(answer.categoryResult?.data?.id === id, `the category read has id ${answer.categoryResult?.data?.id}, not ${id}`);
  }),
};
