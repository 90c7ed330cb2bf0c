import { UnifiedUploadRequestDtoSchemasValue } from '@stackone/stackone-client-ts/sdk/models/shared/index.js';
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

/** What the SDK hands over of a download: the bytes, read whole by the SDK. */
function bytesOf(body: Uint8Array | string | undefined): Buffer {
  return typeof body === 'string' ? Buffer.from(body) : Buffer.from(body ?? new Uint8Array());
}

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
  documentsDownloadFile: perConnector(async (context, scope) => {
    const listed = await files.records(context, scope);
    // A file with bytes of its own, so the length can be checked; else any (a Google document exports).
    const file = listed.find((candidate) => typeof candidate.size === 'number' && candidate.size > 0) ?? listed[0]!;
    const answer = await scope.sdk.documents.downloadFile({ xAccountId: scope.accountId, id: file.id! });
    const bytes = bytesOf(answer.body);
    expectData(answer.statusCode === 200 && bytes.length > 0, `the download answered ${answer.statusCode} with ${bytes.length} bytes`);
    if (typeof file.size === 'number') expectData(bytes.length === file.size, `${bytes.length} bytes arrived of a file of ${file.size}`);
    if (file.defaultDownloadFormat) {
      expectData(
        answer.contentType.startsWith(file.defaultDownloadFormat),
        `the download is ${answer.contentType}, the file says ${file.defaultDownloadFormat}`,
      );
    }
  }),
  documentsUploadFile: perConnector(async (_context, scope) => {
    const name = `compat-upload-${Date.now()}.txt`;
    const content = Buffer.from(`Uploaded by the compatibility suite as ${name}\n`);
    const answer = await scope.sdk.documents.uploadFile({
      xAccountId: scope.accountId,
      unifiedUploadRequestDto: {
        name,
        content: content.toString('base64'),
        fileFormat: { value: UnifiedUploadRequestDtoSchemasValue.Txt, sourceValue: 'text/plain' },
      },
    });
    expectData(
      answer.statusCode === 201 && answer.writeResultApiModel?.statusCode === 201,
      `the upload answered ${answer.statusCode} ${JSON.stringify(answer.writeResultApiModel)}`,
    );
    // The SDK's answer model keeps no id: the file is found again by its name.
    const found = await drain(
      await scope.sdk.documents.listFiles({ xAccountId: scope.accountId, filter: { name }, pageSize: '10' }),
      (page) => page.filesPaginated?.data,
      { maxPages: 1, allowEmpty: true },
    );
    const uploaded = found.find((file) => file.name === name);
    expectData(uploaded, `no file named ${name} lists after the upload`);
    const readBack = await scope.sdk.documents.downloadFile({ xAccountId: scope.accountId, id: uploaded.id! });
    expectData(bytesOf(readBack.body).equals(content), 'the uploaded file downloads with other bytes');
  }),
};
