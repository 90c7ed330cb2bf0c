import type { ScreeningPackage } from '@openunified/connector-sdk';
import { describeConnector } from '@openunified/connector-sdk/testing';
import { CHECKR_SANDBOX_API_KEY, startCheckrEmulator } from './emulator/index.js';
import { manifest } from './index.js';
import { checkrSignature } from './webhook-signature.js';

const reportEvent = JSON.stringify({
  id: 'e0000000000000000000000a',
  object: 'event',
  type: 'report.completed',
  created_at: '2024-05-02T17:43:12Z',
  data: {
    object: {
      id: 'r0000000000000000000000a',
      object: 'report',
      status: 'complete',
      result: 'clear',
      package: 'basic_plus',
      candidate_id: 'c0000000000000000000000a',
      created_at: '2024-04-29T09:12:01Z',
      completed_at: '2024-05-02T17:43:10Z',
    },
  },
});

// The contract every connector passes: valid metadata, every action run against the emulator,
// outputs matching the unified models, list actions paged to the end without repeats.
describeConnector(manifest, {
  startEmulator: () => startCheckrEmulator({ rateLimitPerMinute: false }),
  inputs: {
    checkr_list_packages: { query: { page_size: 10 } },
    checkr_get_package: (previous) => ({ path: { id: (previous.checkr_list_packages as ScreeningPackage[])[0]!.id } }),
    checkr_create_order: (previous) => ({
      body: {
        package_id: (previous.checkr_list_packages as ScreeningPackage[])[0]!.id,
        candidate: { first_name: 'Contract', last_name: 'Check', email: 'contract.check@example.com' },
      },
    }),
    checkr_receive_result: {
      body: { raw: reportEvent },
      headers: { 'x-checkr-signature': checkrSignature(reportEvent, CHECKR_SANDBOX_API_KEY) },
    },
  },
});
