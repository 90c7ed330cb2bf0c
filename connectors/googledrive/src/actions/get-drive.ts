import { defineAction, getInputSchema, toRemoteId, z } from '@openunified/connector-sdk';
import { DRIVE_FIELDS } from '../drive-fields.js';
import { booleanFilterSchema } from '../filter-values.js';
import { mapDrive } from '../mappers/drive.js';
import type { GoogleDrive } from '../provider-types.js';
import { DRIVE_READONLY_SCOPE } from '../scopes.js';

const getDriveQuerySchema = z.object({
  use_domain_admin_access: booleanFilterSchema.optional().describe('Read a shared drive the user is not a member of (the user must be a domain administrator)'),
});

export const getDriveAction = defineAction({
  id: 'googledrive_get_drive',
  label: 'Get a shared drive',
  description: "Gets a shared drive's metadata by its unified id or Google drive id.",
  tags: ['documents', 'drives'],
  schema_type: 'unified',
  unified: 'documents.drives.get',
  kind: 'get',
  required_scopes: [DRIVE_READONLY_SCOPE],
  input: getInputSchema().extend({ query: getDriveQuerySchema.nullish() }),
  async run({ input, http }) {
    const driveId = toRemoteId(input.path.id);
    const response = await http.get<GoogleDrive>(`/drives/${encodeURIComponent(driveId)}`, {
      query: { fields: DRIVE_FIELDS, useDomainAdminAccess: input.query?.use_domain_admin_access },
    });
    return { data: mapDrive(response.body) };
  },
});
