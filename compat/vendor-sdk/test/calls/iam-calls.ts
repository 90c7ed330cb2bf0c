import { StackOneError as VendorSdkError } from '@stackone/stackone-client-ts/sdk/models/errors/index.js';
import { drain, expectData, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const users = sharedList('iamListUsers', '/unified/iam/users', async (scope) =>
  drain(await scope.sdk.iam.listUsers({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.iamUsersPaginated?.data),
);
const groups = sharedList('iamListGroups', '/unified/iam/groups', async (scope) =>
  drain(await scope.sdk.iam.listGroups({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.iamGroupsPaginated?.data),
);
const roles = sharedList('iamListRoles', '/unified/iam/roles', async (scope) =>
  drain(await scope.sdk.iam.listRoles({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.iamRolesPaginated?.data),
);
const policies = sharedList('iamListPolicies', '/unified/iam/policies', async (scope) =>
  drain(await scope.sdk.iam.listPolicies({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.iamPoliciesPaginated?.data),
);

const isNotFound = (error: unknown) => error instanceof VendorSdkError && error.statusCode === 404;

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
  iamDeleteUser: perConnector(async (context, scope) => {
    // Not a user another call reads or updates (the first two listed): the last one listed.
    const ids = await users.ids(context, scope);
    expectData(ids.length >= 3, `only ${ids.length} users listed, all of them used by other calls`);
    const id = ids.at(-1)!;
    const deleted = await scope.sdk.iam.deleteUser({ xAccountId: scope.accountId, id });
    expectData(deleted.deleteResult?.statusCode === 200, `the delete answered ${JSON.stringify(deleted.deleteResult)}`);
    const after = await scope.sdk.iam.getUser({ xAccountId: scope.accountId, id }).then(
      (answer) => answer.iamUserResult?.data?.id,
      (error: unknown) => {
        if (isNotFound(error)) return undefined;
        throw error;
      },
    );
    expectData(after === undefined, `the deleted user ${id} still reads back`);
  }),
  iamListRoles: perConnector(async (context, scope) => {
    await roles.records(context, scope);
  }),
  iamGetRole: perConnector(async (context, scope) => {
    // The last listed: a custom role where the provider has any, read from the provider.
    const id = (await roles.ids(context, scope)).at(-1)!;
    const answer = await scope.sdk.iam.getRole({ xAccountId: scope.accountId, id });
    expectData(answer.iamRoleResult?.data?.id === id, `the role read has id ${answer.iamRoleResult?.data?.id}, not ${id}`);
  }),
  iamListPolicies: perConnector(async (context, scope) => {
    await policies.records(context, scope);
  }),
  iamGetPolicy: perConnector(async (context, scope) => {
    const [id] = await policies.ids(context, scope);
    const answer = await scope.sdk.iam.getPolicy({ xAccountId: scope.accountId, id: id! });
    expectData(answer.iamPolicyResult?.data?.id === id, `the policy read has id ${answer.iamPolicyResult?.data?.id}, not ${id}`);
  }),
};
