import { describeConnector } from '@openunified/connector-sdk/testing';
import { start__Key__Emulator } from './emulator/index.js';
import { manifest } from './index.js';

// The contract every connector passes: valid metadata, every action run against the emulator,
// outputs matching the unified models, list actions paged to the end without repeats.
describeConnector(manifest, {
  startEmulator: () => start__Key__Emulator({ drivesCount: 23 }),
  inputs: {
    __key___list_drives: { query: { page_size: 10 } },
  },
});
