import { defineAction, getInputSchema, toRemoteId } from '@openunified/connector-sdk';
import { mapCustomRole, mapStandardRole, oktaStandardRoles } from '../mappers/role.js';
import { oktaCustomRoleSchema, parseProviderBody } from '../provider-schemas.js';
import { oktaIdPathSegment } from './okta-path.js';

export const getRoleAction = defineAction({
  id: 'okta_get_role',
  label: 'Get role',
  description:
    'Gets one Okta administrator role as a unified iam role. A standard role (its id is the role type, such as SUPER_ADMIN) is ' +
    'known to the connector and needs no call; a custom role is read with GET /api/v1/iam/roles/{roleIdOrLabel}.',
  tags: ['iam', 'roles'],
  schema_type: 'unified',
  unified: 'iam.roles.get',
  required_scopes: ['okta.roles.read'],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const rolePath = oktaIdPathSegment(input.path.id, 'role');
    const standard = oktaStandardRoles.find((role) => role.type === toRemoteId(input.path.id));
    if (standard) return { data: mapStandardRole(standard) };
    const response = await http.get(`/iam/roles/${rolePath}`);
    return { data: mapCustomRole(parseProviderBody(oktaCustomRoleSchema, response.body, 'custom role')) };
  },
});
