import { drain, expectData, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const drives = sharedList('documentsListDrives', '/unified/documents/drives', async (scope) =>
  drain(await scope.sdk.documents.listDrives({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.drivesPaginated?.data),
);

export const documentsCalls: Record<string, MethodCall> = {
  documentsListDrives: perConnector(async (context, scope) => {
    await drives.records(context, scope);
  }),
  documentsGetDrive: perConnector(async (context, scope) => {
    const [id] = await drives.ids(context, scope);
    const answer = await scope.sdk.documents.getDrive({ xAccountId: scope.accountId, id: id! });
    expectData(answer.driveResult?.data?.id === id, `the drive read has id ${answer.driveResult?.data?.id}, not ${id}`);
  }),
};
