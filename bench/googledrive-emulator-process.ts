import { startGoogledriveEmulator } from '../connectors/googledrive/src/emulator/index.js';
import { inputFromParent, reportToParent, serveParent } from './child-process-protocol.js';

/** What the parent may ask for besides the seeded drives: one large file to download (`file-download.ts`). */
export interface EmulatorProcessInput {
  largeFileBytes?: number;
}

/** The provider side of the benchmark: the Google Drive emulator alone in its own process. */
const { largeFileBytes } = inputFromParent<EmulatorProcessInput>();
const emulator = await startGoogledriveEmulator({ drivesCount: 30 });
// Its bytes are generated as they are read: the emulator holds none of them.
const largeFile =
  largeFileBytes === undefined ? undefined : emulator.addFile({ name: 'large.bin', mimeType: 'application/octet-stream', size: largeFileBytes });
serveParent(() => emulator.close());
reportToParent({ url: emulator.url, credentials: emulator.sandboxCredentials, ...(largeFile && { largeFileId: largeFile.id }) });
