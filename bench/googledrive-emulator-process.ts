import { startGoogledriveEmulator } from '../connectors/googledrive/src/emulator/index.js';
import { reportToParent, serveParent } from './child-process-protocol.js';

/** The provider side of the benchmark: the Google Drive emulator alone in its own process. */
const emulator = await startGoogledriveEmulator({ drivesCount: 30 });
serveParent(() => emulator.close());
reportToParent({ url: emulator.url, credentials: emulator.sandboxCredentials });
