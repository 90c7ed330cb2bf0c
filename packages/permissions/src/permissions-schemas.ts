import { checkPermissionsResultSchema, iamResourceTypeSchema, permissionTypeValues } from '@openunified/schemas';
import { z } from 'zod';

/** The body of `POST /unified/check_permissions` (docs/concepts/permissions.md); each message names its field. */
export const checkPermissionsBodySchema = z
  .object({
    user_id: z
      .string({ error: 'must be a string' })
      .min(1, 'must not be empty')
      .optional()
      .describe('Provider user id; when both are sent, user_id is used and email ignored'),
    email: z.string({ error: 'must be a string' }).min(1, 'must not be empty').optional().describe('Resolved to a provider user id when user_id is absent'),
    resource_id: z
      .string({ error: 'resource_id is required and must be a string' })
      .min(1, 'resource_id must not be empty')
      .describe("A composite id (`c28xIQ...`, decoded) or the provider's plain id (read as the default resource type)"),
    action: z
      .enum(permissionTypeValues, { error: `action must be one of ${permissionTypeValues.join(', ')}` })
      .optional()
      .describe('When sent, the answer says whether it is allowed'),
  })
  .refine((body) => body.user_id !== undefined || body.email !== undefined, { message: 'user_id or email is required' });
export type CheckPermissionsBody = z.infer<typeof checkPermissionsBodySchema>;

export { checkPermissionsResultSchema };

export const resourceTypesResponseSchema = z.object({
  data: z.array(z.string()).describe('Resource types the provider supports for permission checks'),
});

export const iamResourceTypesResponseSchema = z.object({
  data: z.array(iamResourceTypeSchema).describe('Resource types an IAM query can be scoped to, with the roles grantable on each'),
});
