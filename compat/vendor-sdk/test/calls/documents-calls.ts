import { drain, expectData, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const drives = sharedList('documentsListDrives', '/unified/documents/drives', async (scope) =>
  drain(await scope.sdk.documents.listDrives({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.drivesPaginated?.data),
);
const folders = sharedList('documentsListFolders', '/unified/documents/folders', async (scope) =>
  drain(await scope.sdk.documents.listFolders({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.foldersPaginated?.data),
);
const files = sharedList('documentsListFiles', '/unified/documents/files', async (scope) =>
  drain(await scope.sdk.documents.listFiles({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.filesPaginated?.data),
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
  documentsListFolders: perConnector(async (context, scope) => {
    const listed = await folders.records(context, scope);
    // The SDK sends the folder of `folderId` as a top-level `folder_id`: only that folder's subfolders answer.
    const parent = listed.find((folder) => listed.some((child) => child.parentFolderId === folder.id));
    if (!parent) return;
    const inside = await drain(
      await scope.sdk.documents.listFolders({ xAccountId: scope.accountId, folderId: parent.id!, pageSize: '10' }),
      (page) => page.foldersPaginated?.data,
      { maxPages: 1 },
    );
    const strays = inside.filter((folder) => folder.parentFolderId !== parent.id).map((folder) => folder.id);
    expectData(strays.length === 0, `folder_id=${parent.id} answered folders of other parents: ${strays.join(', ')}`);
  }),
  documentsGetFolder: perConnector(async (context, scope) => {
    const [id] = await folders.ids(context, scope);
    const answer = await scope.sdk.documents.getFolder({ xAccountId: scope.accountId, id: id! });
    expectData(answer.folderResult?.data?.id === id, `the folder read has id ${answer.folderResult?.data?.id}, not ${id}`);
  }),
  documentsListFiles: perConnector(async (context, scope) => {
    const listed = await files.records(context, scope);
    // As for folders: the top-level `folder_id` the SDK sends keeps the files of that folder only.
    const folderId = listed.find((file) => file.folderId)?.folderId;
    if (!folderId) return;
    const inside = await drain(
      await scope.sdk.documents.listFiles({ xAccountId: scope.accountId, folderId, pageSize: '10' }),
      (page) => page.filesPaginated?.data,
      { maxPages: 1 },
    );
    const strays = inside.filter((file) => file.folderId !== folderId).map((file) => file.id);
    expectData(strays.length === 0, `folder_id=${folderId} answered files of other folders: ${strays.join(', ')}`);
  }),
  documentsGetFile: perConnector(async (context, scope) => {
    const [id] = await files.ids(context, scope);
    const answer = await scope.sdk.documents.getFile({ xAccountId: scope.accountId, id: id! });
    expectData(answer.fileResult?.data?.id === id, `the file read has id ${answer.fileResult?.data?.id}, not ${id}`);
  }),
};
