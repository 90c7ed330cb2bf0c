/**
 * File extensions and MIME types, both ways: a client names a download's format either way
 * (`format=pdf`, `export_format=application/pdf`), an upload's by its name or `file_format`, and
 * an export's file name takes the extension of what it was exported to.
 */
const mimeTypesByExtension: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  rtf: 'application/rtf',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  json: 'application/json',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  html: 'text/html',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};

const extensionsByMimeType: Record<string, string> = Object.fromEntries(
  Object.entries(mimeTypesByExtension)
    .filter(([extension]) => extension !== 'jpeg')
    .map(([extension, mimeType]) => [mimeType, extension]),
);

export const OCTET_STREAM = 'application/octet-stream';

/** `pdf` or `application/pdf` -> `application/pdf`; undefined for an extension it does not know. */
export function mimeTypeOfFormat(format: string): string | undefined {
  const trimmed = format.trim().toLowerCase();
  if (trimmed.includes('/')) return trimmed;
  return mimeTypesByExtension[trimmed.replace(/^\./, '')];
}

/** The extension of a file name (`report.final.pdf` -> `pdf`), lower-case. */
export function extensionOf(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : undefined;
}

/** `Budget` exported as `text/csv` is `Budget.csv`. */
export function exportedFileName(name: string, mimeType: string): string {
  const extension = extensionsByMimeType[mimeType];
  return extension === undefined || extensionOf(name) === extension ? name : `${name}.${extension}`;
}
