import type { Readable } from 'node:stream';
import { BadRequestError, defineAction, downloadedFile, getInputSchema, TooManyRequestsError, toRemoteId, z } from '@openunified/connector-sdk';
import { ROOT_READONLY_SCOPE } from '../scopes.js';

const downloadQuerySchema = z
  .object({
    format: z.string().min(1).optional().describe('Refused: Box downloads a file as it is'),
    export_format: z.string().min(1).optional().describe('Refused: Box downloads a file as it is'),
  })
  .optional();

/** Box's wait when it answers 202 (a file still being prepared) without a Retry-After. */
const DEFAULT_RETRY_AFTER_SECONDS = 5;

export const downloadFileAction = defineAction({
  id: 'box_download_file',
  label: 'Download a file',
  description:
    "Downloads a file's bytes, streamed: GET /files/{id}/content, which answers with a redirect to Box's download host " +
    "(followed without the account's token). Box converts nothing: format and export_format are a 400. A file Box is still " +
    'preparing (202) is a 429 with its Retry-After.',
  tags: ['documents', 'files'],
  schema_type: 'unified',
  unified: 'documents.files.download',
  kind: 'download',
  required_scopes: [ROOT_READONLY_SCOPE],
  input: getInputSchema().extend({ query: downloadQuerySchema }),
  async run({ input, http }) {
    if (input.query?.format !== undefined || input.query?.export_format !== undefined) {
      throw new BadRequestError('Box downloads a file as it is: format and export_format are not served (it converts nothing)');
    }
    const remoteId = toRemoteId(input.path.id);
    const response = await http.get<Readable>(`/files/${encodeURIComponent(remoteId)}/content`, { responseType: 'stream', followRedirects: true });
    if (response.status === 202) {
      response.body.destroy();
      const retryAfter = Number(response.headers['retry-after']);
      throw new TooManyRequestsError(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : DEFAULT_RETRY_AFTER_SECONDS, {
        message: `Box is still preparing file ${remoteId} for download; retry later`,
      });
    }
    return { data: downloadedFile(response) };
  },
});
