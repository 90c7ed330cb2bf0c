import { describeConnector } from './describe-connector.js';
import { type Note, sampleManifest } from './sample-notes-connector.fixture.js';

describeConnector(sampleManifest, {
  inputs: {
    samplenotes_list_notes: { query: { page_size: 3 } },
    samplenotes_get_note: (previous) => ({ path: { id: (previous.samplenotes_list_notes as Note[])[1]!.id } }),
  },
});
