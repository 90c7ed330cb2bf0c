import type { PermissionSupport } from '@openunified/connector-contract';
import { hasStatus, NotFoundError } from '@openunified/errors';
import { type IamResourceType, type PermissionType, permissionTypeValues, type RolePermissions } from '@openunified/schemas';

export { assertPermissionSupport, type PermissionResourceType, type PermissionSupport } from '@openunified/connector-contract';

/** The permissions of every role in `grantedRoles`, in the canonical order; unknown roles grant nothing. */
export function permissionsOfRoles(table: PermissionSupport['roles'], grantedRoles: Iterable<string>): PermissionType[] {
  const granted = new Set<PermissionType>();
  for (const role of grantedRoles) {
    // Role names come from provider data: only the table's own entries count, never Object.prototype's.
    if (!Object.hasOwn(table, role)) continue;
    for (const permission of table[role] ?? []) granted.add(permission);
  }
  return permissionTypeValues.filter((permission) => granted.has(permission));
}

/** The exact 404 a check answers when the resource does not exist (docs/concepts/permissions.md). */
export function resourceNotFoundError(): NotFoundError {
  return new NotFoundError('resource not found');
}

/** The exact 404 a check answers when no provider user has the id or email. */
export function userNotFoundError(): NotFoundError {
  return new NotFoundError('user not found');
}

/**
 * A provider request whose 404 means one of the two documented answers: `await
 * orNotFound(http.get(...), resourceNotFoundError)`. Any other failure passes through as it came.
 */
export async function orNotFound<Result>(request: Promise<Result>, notFound: () => NotFoundError): Promise<Result> {
  try {
    return await request;
  } catch (error) {
    if (hasStatus(error, 404)) throw notFound();
    throw error;
  }
}

/** The role table as a list, in declaration order. */
export function rolePermissionsTable(support: PermissionSupport): RolePermissions[] {
  return Object.entries(support.roles).map(([role, permissions]) => ({ role, permissions: [...permissions] }));
}

/** `GET /unified/iam/resource_types`: each resource type with the roles grantable on it. */
export function iamResourceTypesOf(support: PermissionSupport): IamResourceType[] {
  return Object.entries(support.resource_types).map(([type, declaration]) => {
    const roles = declaration.roles.map((role) => ({ role, permissions: [...(support.roles[role] ?? [])] }));
    return {
      type,
      name: declaration.name,
      description: declaration.description,
      is_default: type === support.default_resource_type,
      inherits_from: [...(declaration.inherits_from ?? [])],
      permissions: permissionsOfRoles(support.roles, declaration.roles),
      roles,
    };
  });
}
