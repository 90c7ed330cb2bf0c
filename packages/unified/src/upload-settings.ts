import { serviceRef } from '@openunified/feature-kit';

/** How large a file the upload routes take (`POST .../upload`, `.../upload/batch`). */
export interface UploadSettings {
  /** The most bytes of file one upload request may carry, all files of a batch together; 413 beyond. */
  limitBytes: number;
}

export const UploadSettingsToken = serviceRef<UploadSettings>('openunified.unified.UploadSettings');

export const defaultUploadSettings: UploadSettings = { limitBytes: 25 * 1024 * 1024 };

/** Room for the JSON around the file: its name, format, category and the like. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * The request body an upload of `limitBytes` of file needs: the file travels base64-encoded
 * (4 bytes for every 3), plus its JSON envelope.
 */
export function uploadBodyLimitBytes(limitBytes: number): number {
  return Math.ceil(limitBytes / 3) * 4 + ENVELOPE_BYTES;
}
