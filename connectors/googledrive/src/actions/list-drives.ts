import { BadRequestError, dateTimeSchema, defineAction, listInputSchema, z } from '@openunified/connector-sdk';
import { DRIVE_LIST_FIELDS } from '../drive-fields.js';
import { allOf, quoteQueryValue } from '../drive-query.js';
import { booleanFilterSchema } from '../filter-values.js';
import { mapDrive } from '../mappers/drive.js';
import { DRIVES_MAX_PAGE_SIZE } from '../page-limits.js';
import type { GoogleDriveList } from '../provider-types.js';
import { DRIVE_READONLY_SCOPE } from '../scopes.js';

export const driveFilterSchema = z.object({
  name: z.string().min(1).optional().describe('Only drives whose name contains this text'),
  hidden: booleanFilterSchema.optional().describe('true: only hidden drives; false: only drives in the default view'),
  created_after: dateTimeSchema.optional().describe('Only drives created after this instant; Google allows it only with use_domain_admin_access'),
  use_domain_admin_access: booleanFilterSchema
    .optional()
    .describe("Every shared drive of the user's Google Workspace domain (the user must be an administrator)"),
});
export type DriveFilter = z.infer<typeof driveFilterSchema>;

/** The filter as a Drive `q` string. */
export function driveSearchQuery(filter: DriveFilter): string | undefined {
  const terms: string[] = [];
  if (filter.name !== undefined) terms.push(`name contains ${quoteQueryValue(filter.name)}`);
  if (filter.hidden !== undefined) terms.push(`hidden = ${filter.hidden}`);
  if (filter.created_after !== undefined) terms.push(`createdTime > ${quoteQueryValue(filter.created_after)}`);
  return allOf(terms);
}

export const listDrivesAction = defineAction({
  id: 'googledrive_list_drives',
  label: 'List shared drives',
  description: 'Lists the shared drives the user is a member of (or, with domain admin access, every shared drive of the domain).',
  tags: ['documents', 'drives'],
  schema_type: 'unified',
  unified: 'documents.drives.list',
  kind: 'list',
  max_page_size: DRIVES_MAX_PAGE_SIZE,
  required_scopes: [DRIVE_READONLY_SCOPE],
  input: listInputSchema(driveFilterSchema, { maxPageSize: DRIVES_MAX_PAGE_SIZE }),
  async run({ input, http }) {
    const { page_size: pageSize, cursor, filter = {} } = input.query;
    if (filter.created_after !== undefined && filter.use_domain_admin_access !== true) {
      throw new BadRequestError(
        'filter[created_after] needs filter[use_domain_admin_access]=true: Google searches shared drives by creation time only for domain administrators',
      );
    }
    // `updated_after` is not applied: shared drives record no modification time, so every
    // drive is returned, a superset that keeps incremental syncs correct.
    const response = await http.get<GoogleDriveList>('/drives', {
      query: {
        pageSize,
        pageToken: cursor,
        q: driveSearchQuery(filter),
        useDomainAdminAccess: filter.use_domain_admin_access,
        fields: DRIVE_LIST_FIELDS,
      },
    });
    return { data: (response.body.drives ?? []).map(mapDrive), next: response.body.nextPageToken ?? null };
  },
});
