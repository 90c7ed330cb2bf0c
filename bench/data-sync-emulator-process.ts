import { startGoogledriveEmulator } from '../connectors/googledrive/src/emulator/index.js';
import { inputFromParent, reportToParent, serveParent } from './child-process-protocol.js';

/**
 * The provider side of the data sync benchmark (data-sync.ts): the Google Drive emulator alone in
 * its own process, as a provider is a separate service. The parent changes the seeded records
 * through messages, since it no longer shares their memory.
 */
export interface DataSyncEmulatorInput {
  /** `--records` records: shared drives, or files of My Drive and one shared drive. */
  records: number;
  syncsFiles: boolean;
}

export type DataSyncEmulatorMessage =
  /** Renames every 100th record (and bumps a file's modifiedTime), `count` in all. */
  | { command: 'change'; count: number }
  /** Keeps the first `count` shared drives only. */
  | { command: 'keep-drives'; count: number };

const { records, syncsFiles } = inputFromParent<DataSyncEmulatorInput>();
const emulator = await startGoogledriveEmulator(
  syncsFiles
    ? // Every ninth seeded file is in the trash, which files.list leaves out: 9/8 of `records` seeded lists `records`.
      { seed: 3, drivesCount: 1, domainOnlyDrivesCount: 0, filesPerDrive: Math.ceil((records * 9) / 16) }
    : { seed: 3, drivesCount: records, domainOnlyDrivesCount: 0, filesPerDrive: 0 },
);

function answer(message: DataSyncEmulatorMessage): { done: number } {
  if (message.command === 'keep-drives') {
    emulator.data.drives.splice(message.count);
    return { done: emulator.data.drives.length };
  }
  for (let index = 0; index < message.count; index += 1) {
    if (syncsFiles) {
      const file = emulator.data.files[index * 100]!;
      file.name = `${file.name} (changed)`;
      file.modifiedTime = new Date().toISOString();
    } else {
      const drive = emulator.data.drives[index * 100]!;
      drive.drive.name = `${drive.drive.name} (changed)`;
    }
  }
  return { done: message.count };
}

serveParent(
  () => emulator.close(),
  (message) => answer(message as DataSyncEmulatorMessage),
);
reportToParent({ url: emulator.url, credentials: emulator.sandboxCredentials });
