import { drain, expectData, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const users = sharedList('iamListUsers', '/unified/iam/users', async (scope) =>
  drain(await scope.sdk.iam.listUsers({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.iamUsersPaginated?.data),
);
const groups = sharedList('iamListGroups', '/unified/iam/groups', async (scope) =>
  drain(await scope.sdk.iam.listGroups({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.iamGroupsPaginated?.data),
);

export const iamCalls: Record<string, MethodCall> = {
  iamListUsers: perConnector(async (context, scope) => {
    await users.records(context, scope);
  }),
  iamGetUser: perConnector(async (context, scope) => {
    const [id] = await users.ids(context, scope);
    const answer = await scope.sdk.iam.getUser({ xAccountId: scope.accountId, id: id! });
    expectData(answer.iamUserResult?.data?.id === id, `the user read has id ${answer.iamUserResult?.data?.id}, not ${id}`);
  }),
  iamUpdateUser: perConnector(async (context, scope) => {
    const ids = await users.ids(context, scope);
    const id = ids[1] ?? ids[0]!;
    const updated = await scope.sdk.iam.updateUser({ xAccountId: scope.accountId, id, iamUpdateUserRequestDto: { firstName: 'Compat', lastName: 'Checked' } });
    expectData(updated.updateResult?.statusCode === 200, `the update answered ${JSON.stringify(updated.updateResult)}`);
    const read = await scope.sdk.iam.getUser({ xAccountId: scope.accountId, id });
    const user = read.iamUserResult?.data;
    expectData(user?.firstName === 'Compat' && user.lastName === 'Checked', `the user read after the update is named ${user?.firstName} ${user?.lastName}`);
  }),
  iamListGroups: perConnector(async (context, scope) => {
    await groups.records(context, scope);
  }),
  iamGetGroup: perConnector(async (context, scope) => {
    const [id] = await groups.ids(context, scope);
    const answer = await scope.sdk.iam.getGroup({ xAccountId: scope.accountId, id: id! });
    expectData(answer.iamGroupResult?.data?.id === id, `the group read has id ${answer.iamGroupResult?.data?.id}, not ${id}`);
  }),
  iamListRoles: perConnector(async (_context, scope) => {
    await drain(await scope.sdk.iam.listRoles({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.iamRolesPaginated?.data);
  }),
  iamListPolicies: perConnector(async (_context, scope) => {
    await drain(await scope.sdk.iam.listPolicies({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.iamPoliciesPaginated?.data);
  }),
};
