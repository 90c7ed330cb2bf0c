import { defineAction, listInputSchema, z } from '@openunified/connector-sdk';
import { mapDrive } from '../mappers/drive.js';
import type { __Key__DriveList } from '../provider-types.js';

export const driveFilterSchema = z.strictObject({
  name: z.string().min(1).optional().describe('Only drives whose name contains this text, ignoring case'),
});

export const listDrivesAction = defineAction({
  id: '__key___list_drives',
  label: 'List drives',
  description: 'Lists the drives of the __Name__ account, a page at a time (GET /v1/drives). Filter: name.',
  tags: ['documents', 'drives'],
  schema_type: 'unified',
  unified: 'documents.drives.list',
  kind: 'list',
  required_scopes: [],
  input: listInputSchema(driveFilterSchema),
  async run({ input, http }) {
    const { page_size: pageSize, cursor, filter } = input.query;
    // `updated_after` is not applied: the provider cannot filter on it, and returning every
    // drive is a superset that keeps incremental syncs correct.
    const { body } = await http.get<__Key__DriveList>('/drives', { query: { limit: pageSize, cursor, name: filter?.name } });
    return { data: body.data.map(mapDrive), next: body.next_cursor };
  },
});
