import { type PermissionType, permissionTypeValues } from '@openunified/schemas';

/**
 * How a connector declares permission checks (docs/concepts/permissions.md): the action that
 * answers them, the resource types it checks, the type a plain id is read as, and the table that
 * maps its provider's roles onto read, write, comment, delete and export. `/actions`,
 * `/unified/iam/resource_types` and the docs are all derived from this one declaration.
 */
export interface PermissionResourceType {
  name: string;
  description: string;
  /** Roles that can be granted on this type: keys of `roles`. */
  roles: string[];
  /** Types whose grants also reach this one (a parent folder, the shared drive). */
  inherits_from?: string[];
}

export interface PermissionSupport {
  /** Id of the connector's action that runs a check: input `permissionCheckInputSchema`, data `CheckedPermissions`. */
  check_action: string;
  /** Resource types a check accepts, keyed as `resource_types` of the connector spells them. */
  resource_types: Record<string, PermissionResourceType>;
  /** The type a plain (non-composite) resource id is read as. */
  default_resource_type: string;
  /** Provider role -> the permissions it grants, before restrictions a resource may add. */
  roles: Record<string, readonly PermissionType[]>;
  /** What else changes the answer (restrictions, inheritance, link sharing), for `/actions` and docs. */
  notes?: string[];
}

/** Throws with a message naming the connector when its permission declaration contradicts itself. */
export function assertPermissionSupport(
  connectorKey: string,
  support: PermissionSupport,
  declared: { resourceTypes: readonly string[]; actionIds: readonly string[] },
): void {
  const fail = (problem: string) => {
    throw new Error(`connector "${connectorKey}" permissions: ${problem}`);
  };
  if (!declared.actionIds.includes(support.check_action)) fail(`check_action "${support.check_action}" is not one of its actions`);
  const types = Object.keys(support.resource_types);
  if (types.length === 0) fail('declares no resource type');
  if (!types.includes(support.default_resource_type)) fail(`default_resource_type "${support.default_resource_type}" is not one of its resource types`);
  for (const [type, declaration] of Object.entries(support.resource_types)) {
    if (!declared.resourceTypes.includes(type)) fail(`resource type "${type}" is missing from the connector's resource_types`);
    for (const role of declaration.roles)
      if (!Object.hasOwn(support.roles, role)) fail(`resource type "${type}" names role "${role}", which the role table lacks`);
    for (const parent of declaration.inherits_from ?? []) if (!types.includes(parent)) fail(`resource type "${type}" inherits from unknown type "${parent}"`);
  }
  for (const [role, permissions] of Object.entries(support.roles)) {
    for (const permission of permissions) {
      if (!(permissionTypeValues as readonly string[]).includes(permission)) fail(`role "${role}" grants unknown permission "${permission}"`);
    }
  }
}
