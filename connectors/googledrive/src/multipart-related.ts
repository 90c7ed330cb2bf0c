import { randomUUID } from 'node:crypto';

/**
 * A Drive multipart upload's body (https://developers.google.com/workspace/drive/api/guides/manage-uploads#multipart):
 * `multipart/related` with the file's metadata as JSON, then its bytes. The boundary is random,
 * so no file can contain it by chance.
 */
export function multipartRelated(metadata: unknown, content: Uint8Array, contentType: string): { body: Buffer; contentType: string } {
  const boundary = `openunified-${randomUUID()}`;
  const head =
    `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n` +
    `--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8')]),
    contentType: `multipart/related; boundary=${boundary}`,
  };
}
