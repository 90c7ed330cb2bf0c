import { defineAction, type IamRole, listInputSchema, type ProviderHttpClient, z } from '@openunified/connector-sdk';
import { mapCustomRole, mapStandardRole, oktaStandardRoles } from '../mappers/role.js';
import { decodeCursor, encodeCursor } from '../paging/composite-cursor.js';
import { afterCursorOf } from '../paging/link-header.js';
import { oktaCustomRolePageSchema, parseProviderBody } from '../provider-schemas.js';
import { changedAfter } from './updated-after.js';

/**
 * Where a roles list resumes: at an index of the standard roles, or inside the custom roles at
 * Okta's `after` cursor (absent for Okta's first page) having already returned `skip` roles of
 * that Okta page. Okta's /iam/roles takes no `limit`, so a unified page may be a slice of one of
 * Okta's pages, and the next unified page reads that Okta page again.
 */
const rolesCursorSchema = z.union([
  z.strictObject({ standard: z.number().int().nonnegative() }),
  z.strictObject({ after: z.string().min(1).optional(), skip: z.number().int().nonnegative() }),
]);
type RolesPosition = z.output<typeof rolesCursorSchema>;

interface RolesPage {
  roles: IamRole[];
  next: RolesPosition | null;
}

async function customRolesPage(
  http: ProviderHttpClient,
  position: { after?: string; skip: number },
  wanted: number,
  updatedAfter: string | undefined,
): Promise<RolesPage> {
  const response = await http.get('/iam/roles', { query: { after: position.after } });
  const page = parseProviderBody(oktaCustomRolePageSchema, response.body, 'custom roles');
  const roles = page.roles ?? [];
  const taken = roles.slice(position.skip, position.skip + wanted);
  const skip = position.skip + taken.length;
  const oktaNext = afterCursorOf(page._links?.next?.href ?? undefined);
  let next: RolesPosition | null = null;
  if (skip < roles.length) next = { ...(position.after !== undefined && { after: position.after }), skip };
  else if (oktaNext !== undefined) next = { after: oktaNext, skip: 0 };
  // Okta cannot filter roles by time: the page is cut first, then filtered, so it may come back short.
  return { roles: taken.filter((role) => changedAfter(role.lastUpdated, updatedAfter)).map(mapCustomRole), next };
}

/**
 * One unified page: standard roles first (no call), then custom roles (one call). A page that
 * ends the standard roles is topped up from the first custom page in the same single call.
 */
async function rolesPage(http: ProviderHttpClient, position: RolesPosition, pageSize: number, updatedAfter: string | undefined): Promise<RolesPage> {
  if (!('standard' in position)) return customRolesPage(http, position, pageSize, updatedAfter);
  // Standard roles never change, so an incremental read (updated_after) has none to return.
  const standard = updatedAfter === undefined ? oktaStandardRoles.slice(position.standard, position.standard + pageSize) : [];
  const roles = standard.map(mapStandardRole);
  const nextStandard = position.standard + standard.length;
  if (updatedAfter === undefined && nextStandard < oktaStandardRoles.length) return { roles, next: { standard: nextStandard } };
  if (roles.length === pageSize) return { roles, next: { skip: 0 } };
  const custom = await customRolesPage(http, { skip: 0 }, pageSize - roles.length, updatedAfter);
  return { roles: [...roles, ...custom.roles], next: custom.next };
}

export const listRolesAction = defineAction({
  id: 'okta_list_roles',
  label: 'List roles',
  description:
    "Lists Okta's administrator roles as unified iam roles: the standard roles every org has (known to the connector, no call), then " +
    'the custom roles of the org (GET /api/v1/iam/roles, paged with the after cursor of its body). At most one Okta call per page. ' +
    'updated_after skips the standard roles and filters custom roles on each page, which may then come back short.',
  tags: ['iam', 'roles'],
  schema_type: 'unified',
  unified: 'iam.roles.list',
  required_scopes: ['okta.roles.read'],
  kind: 'list',
  input: listInputSchema(z.strictObject({})),
  async run({ input, http }) {
    const { page_size: pageSize, cursor, updated_after: updatedAfter } = input.query;
    const position = cursor === undefined ? { standard: 0 } : decodeCursor(rolesCursorSchema, cursor);
    const page = await rolesPage(http, position, pageSize, updatedAfter);
    return { data: page.roles, next: page.next === null ? null : encodeCursor(page.next) };
  },
});
