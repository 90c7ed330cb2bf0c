import { encodeCompositeId, type IamRole, type IamRoleType, mapEnumValue, toIsoDateTime, unmappedFields } from '@openunified/connector-sdk';
import type { OktaCustomRole } from '../provider-schemas.js';
import { mappedKeys } from './mapped-keys.js';

export interface OktaStandardRole {
  type: string;
  label: string;
  description: string;
  unifiedType: IamRoleType;
}

/**
 * Okta's standard administrator roles (the `RoleType` values of the Management API but CUSTOM).
 * Okta has no endpoint that lists them: they are the same in every org, so the connector knows
 * them. Super and organization administrators may do everything; the scoped roles may change
 * part of the org; the read-only and report roles only read.
 */
export const oktaStandardRoles: readonly OktaStandardRole[] = [
  { type: 'SUPER_ADMIN', label: 'Super Administrator', description: 'Full access to the org, including administrator assignments', unifiedType: 'admin' },
  { type: 'ORG_ADMIN', label: 'Organization Administrator', description: 'Manages users, groups, apps and most org settings', unifiedType: 'admin' },
  { type: 'APP_ADMIN', label: 'Application Administrator', description: 'Manages apps and their assignments', unifiedType: 'editor' },
  { type: 'USER_ADMIN', label: 'User Administrator', description: 'Manages users and groups, including their lifecycle', unifiedType: 'editor' },
  { type: 'GROUP_MEMBERSHIP_ADMIN', label: 'Group Membership Administrator', description: 'Adds users to and removes them from groups', unifiedType: 'editor' },
  { type: 'HELP_DESK_ADMIN', label: 'Help Desk Administrator', description: 'Resets passwords and factors and unlocks users', unifiedType: 'editor' },
  {
    type: 'API_ACCESS_MANAGEMENT_ADMIN',
    label: 'API Access Management Administrator',
    description: 'Manages authorization servers and API scopes',
    unifiedType: 'editor',
  },
  { type: 'WORKFLOWS_ADMIN', label: 'Workflows Administrator', description: 'Manages Okta Workflows', unifiedType: 'editor' },
  {
    type: 'ACCESS_CERTIFICATIONS_ADMIN',
    label: 'Access Certifications Administrator',
    description: 'Runs access certification campaigns',
    unifiedType: 'editor',
  },
  { type: 'ACCESS_REQUESTS_ADMIN', label: 'Access Requests Administrator', description: 'Manages access request conditions and flows', unifiedType: 'editor' },
  { type: 'READ_ONLY_ADMIN', label: 'Read-Only Administrator', description: 'Reads every administrative setting without changing any', unifiedType: 'viewer' },
  { type: 'REPORT_ADMIN', label: 'Report Administrator', description: 'Reads reports and the system log', unifiedType: 'viewer' },
];

const roleTypes: Readonly<Record<string, IamRoleType>> = Object.fromEntries(oktaStandardRoles.map((role) => [role.type, role.unifiedType]));

/** A standard role: its id is the role type (`SUPER_ADMIN`), as Okta's role assignments name it. */
export function mapStandardRole(role: OktaStandardRole): IamRole {
  return {
    id: encodeCompositeId(role.type),
    remote_id: role.type,
    name: role.label,
    description: role.description,
    type: mapEnumValue(role.type, roleTypes),
    created_at: null,
    updated_at: null,
    unified_custom_fields: {},
  };
}

const mappedCustomRoleKeys = mappedKeys('id', 'label', 'description', 'created', 'lastUpdated');

/**
 * A custom role of `GET /api/v1/iam/roles`. What it may do depends on its permissions (a
 * separate read per role, not made), so its type is `unmapped_value` with `source_value` CUSTOM.
 */
export function mapCustomRole(role: OktaCustomRole): IamRole {
  return {
    id: encodeCompositeId(role.id),
    remote_id: role.id,
    name: role.label ?? null,
    description: role.description ?? null,
    type: mapEnumValue('CUSTOM', roleTypes),
    created_at: toIsoDateTime(role.created),
    updated_at: toIsoDateTime(role.lastUpdated),
    unified_custom_fields: unmappedFields(role, mappedCustomRoleKeys),
  };
}
