import { z } from 'zod';
import { syncParamsSchema } from './sync-params.js';

/**
 * Permission checks (docs/concepts/permissions.md): what a user may do with one provider
 * resource, in one vocabulary for every provider. A connector maps its provider's roles onto it.
 */

/** read: view; write: modify; comment: add comments or annotations; delete: remove; export: download or export content. */
export const permissionTypeValues = ['read', 'write', 'comment', 'delete', 'export'] as const;
export type PermissionType = (typeof permissionTypeValues)[number];
export const permissionTypeSchema = z.enum(permissionTypeValues);

/** What a connector's check action is called with, the composite id already decoded. */
export const permissionCheckInputSchema = syncParamsSchema.extend({
  body: z
    .object({
      user_id: z.string().min(1).optional().describe('Provider user id; wins over email'),
      email: z.string().min(1).optional().describe('Resolved to a provider user id when user_id is absent'),
      resource_id: z.string().min(1).describe('Provider resource id'),
      resource_type: z.string().min(1).describe('One of the resource types the connector declares'),
    })
    .refine((body) => body.user_id !== undefined || body.email !== undefined, { message: 'user_id or email is required' }),
});
export type PermissionCheckInput = z.infer<typeof permissionCheckInputSchema>;

/** What a connector's check action returns: the resolved user, their permissions and the resolved resource. */
export const checkedPermissionsSchema = z.object({
  user: z.object({
    id: z.string().describe('Resolved provider user id'),
    permissions: z.array(permissionTypeSchema).describe('Empty when the user has no access, or is deactivated or suspended'),
  }),
  resource: z.object({
    type: z.string().describe('Resolved resource type'),
    id: z.string().describe('Decoded provider resource id'),
  }),
});
export type CheckedPermissions = z.infer<typeof checkedPermissionsSchema>;

/** The body of `POST /unified/check_permissions`. */
export const checkPermissionsResultSchema = checkedPermissionsSchema.extend({
  action: permissionTypeSchema.optional().describe('Echo of the requested action; only when one was sent'),
  allowed: z.boolean().optional().describe('Whether the action is in user.permissions; only when an action was sent'),
});
export type CheckPermissionsResult = z.infer<typeof checkPermissionsResultSchema>;

export const rolePermissionsSchema = z.object({
  role: z.string().describe("The provider's role name, as the provider spells it"),
  permissions: z.array(permissionTypeSchema),
});
export type RolePermissions = z.infer<typeof rolePermissionsSchema>;

/** One entry of `GET /unified/iam/resource_types`. */
export const iamResourceTypeSchema = z.object({
  type: z.string().describe('The resource type, as list_resource_types and composite ids spell it'),
  name: z.string(),
  description: z.string(),
  is_default: z.boolean().describe('The type a plain (non-composite) resource id is read as'),
  inherits_from: z.array(z.string()).describe('Resource types whose grants also apply to resources of this type (a parent folder, a shared drive)'),
  permissions: z.array(permissionTypeSchema).describe('Permissions a grant on this type can give'),
  roles: z.array(rolePermissionsSchema).describe('Roles that can be granted on this type, with the permissions each gives'),
});
export type IamResourceType = z.infer<typeof iamResourceTypeSchema>;
