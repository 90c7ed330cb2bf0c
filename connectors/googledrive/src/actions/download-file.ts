import type { Readable } from 'node:stream';
import { BadRequestError, defineAction, downloadedFile, getInputSchema, NotFoundError, toRemoteId, z } from '@openunified/connector-sdk';
import { exportedFileName, mimeTypeOfFormat } from '../file-formats.js';
import { defaultExportFormat, FOLDER_MIME_TYPE, isGoogleNativeType } from '../mappers/item.js';
import type { GoogleFile } from '../provider-types.js';
import { DRIVE_READONLY_SCOPE } from '../scopes.js';

/** What a download reads of the file first: its kind decides between its bytes and an export. */
const DOWNLOAD_FIELDS = 'id,name,mimeType,size,exportLinks';

const downloadQuerySchema = z
  .object({
    format: z.string().min(1).optional().describe('The format to download in: an extension (`pdf`) or a MIME type'),
    export_format: z.string().min(1).optional().describe('The MIME type to export a Google document as; wins over format'),
  })
  .optional();

/** How one file downloads: its own bytes (files.get alt=media) or an export to a MIME type (files.export). */
export type DownloadPlan = { kind: 'media'; fileName: string } | { kind: 'export'; mimeType: string; fileName: string };

/**
 * A Google Docs editors file has no bytes of its own: it exports, to the format asked for or to
 * the one its record announces as `default_download_format`. Any other file downloads as it is;
 * Drive converts nothing else, so asking for another format is a 400 rather than a silent original.
 */
export function downloadPlan(file: GoogleFile, query: { format?: string; export_format?: string } = {}): DownloadPlan {
  const name = file.name ?? file.id;
  const asked = query.export_format ?? query.format;
  const askedType = asked === undefined ? undefined : mimeTypeOfFormat(asked);
  if (asked !== undefined && askedType === undefined) {
    throw new BadRequestError(`unknown format "${asked}": name a MIME type (export_format=application/pdf) or a known extension (format=pdf)`);
  }
  if (!isGoogleNativeType(file.mimeType)) {
    if (askedType !== undefined && askedType !== file.mimeType) {
      throw new BadRequestError(
        `Google Drive converts only Google Docs editors files: "${name}" is ${file.mimeType ?? 'a file of unknown type'}, downloaded as it is without format or export_format`,
      );
    }
    return { kind: 'media', fileName: name };
  }
  const exportable = Object.keys(file.exportLinks ?? {});
  if (exportable.length === 0) {
    throw new BadRequestError(`"${name}" is a ${file.mimeType} file, which Google Drive can neither download nor export`);
  }
  const chosen = askedType ?? defaultExportFormat(file.mimeType) ?? (exportable.includes('application/pdf') ? 'application/pdf' : exportable[0]!);
  if (!exportable.includes(chosen)) {
    throw new BadRequestError(`Google Drive cannot export "${name}" (${file.mimeType}) as ${chosen}; it exports as ${exportable.join(', ')}`);
  }
  return { kind: 'export', mimeType: chosen, fileName: exportedFileName(name, chosen) };
}

export const downloadFileAction = defineAction({
  id: 'googledrive_download_file',
  label: 'Download a file',
  description:
    "Downloads a file's bytes, streamed: files.get for its kind, then files.get alt=media, or files.export for a Google Docs editors " +
    'file (export_format, or format as an extension or MIME type; by default the format its record names in default_download_format). ' +
    'A format Drive cannot give is a 400 naming the ones it can.',
  tags: ['documents', 'files'],
  schema_type: 'unified',
  unified: 'documents.files.download',
  kind: 'download',
  required_scopes: [DRIVE_READONLY_SCOPE],
  input: getInputSchema().extend({ query: downloadQuerySchema }),
  async run({ input, http }) {
    const remoteId = toRemoteId(input.path.id);
    const path = `/files/${encodeURIComponent(remoteId)}`;
    const { body: file } = await http.get<GoogleFile>(path, { query: { supportsAllDrives: true, fields: DOWNLOAD_FIELDS } });
    if (file.mimeType === FOLDER_MIME_TYPE) throw new NotFoundError({ message: `file ${remoteId} not found: it is a folder` });
    const plan = downloadPlan(file, input.query);
    const response =
      plan.kind === 'media'
        ? await http.get<Readable>(path, { query: { alt: 'media', supportsAllDrives: true }, responseType: 'stream' })
        : await http.get<Readable>(`${path}/export`, { query: { mimeType: plan.mimeType }, responseType: 'stream' });
    return { data: downloadedFile(response, plan.fileName) };
  },
});
