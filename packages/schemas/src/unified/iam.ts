import { z } from 'zod';
import { dateTimeSchema, enumValueSchema } from '../enum-value.js';

/**
 * Unified iam models (docs/unified/iam.md): the people of an identity provider, the groups they
 * belong to, the administrator roles it grants and the policies it enforces. Every field but the
 * ids is nullable: identity providers differ in what they record.
 */

/**
 * `enabled`: may sign in. `disabled`: may not, whether an administrator suspended or deactivated
 * the account or a policy locked it. `pending`: created but not yet usable (not activated, or
 * awaiting the person's first sign-in).
 */
export const iamUserStatusValues = ['enabled', 'disabled', 'pending'] as const;
export type IamUserStatus = (typeof iamUserStatusValues)[number];

export const iamGroupTypeValues = ['workspace', 'team', 'department', 'group', 'organization', 'cost_center'] as const;
export type IamGroupType = (typeof iamGroupTypeValues)[number];

/** How much a role may do: `admin` everything, `editor` change part of the directory, `viewer` read only. */
export const iamRoleTypeValues = ['admin', 'viewer', 'editor', 'basic', 'guest', 'unassigned', 'restricted'] as const;
export type IamRoleType = (typeof iamRoleTypeValues)[number];

/** What a policy governs. */
export const iamPolicyTypeValues = [
  'sign_on',
  'password',
  'mfa_enrollment',
  'authentication',
  'idp_discovery',
  'profile_enrollment',
  'session',
  'risk',
  'device',
] as const;
export type IamPolicyType = (typeof iamPolicyTypeValues)[number];

export const iamPolicyStatusValues = ['active', 'inactive'] as const;
export type IamPolicyStatus = (typeof iamPolicyStatusValues)[number];

const unifiedCustomFieldsSchema = z
  .record(z.string(), z.unknown())
  .nullable()
  .optional()
  .describe('Provider fields without a unified home, keyed by their provider name');

/** Another iam record this one points at: a group of a user, a member of a group. */
export const iamReferenceSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
});
export type IamReference = z.infer<typeof iamReferenceSchema>;

export const iamUserSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string().nullable().describe('The display name, else first and last name'),
  username: z.string().nullable().describe('What the person signs in with'),
  primary_email_address: z.string().nullable(),
  is_bot_user: z.boolean().nullable().describe('A service account rather than a person; null when the provider does not say'),
  status: enumValueSchema(iamUserStatusValues).nullable(),
  groups: z
    .array(iamReferenceSchema)
    .nullable()
    .describe('Groups the user belongs to; null when the read did not fetch them (each connector documents when it does)'),
  last_login_at: dateTimeSchema.nullable(),
  last_active_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFieldsSchema,
});
export type IamUser = z.infer<typeof iamUserSchema>;

export const iamGroupSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  description: z.string().nullable(),
  type: enumValueSchema(iamGroupTypeValues).nullable(),
  parent_id: z.string().nullable().describe('Unified id of the parent group, for providers that nest groups'),
  remote_parent_id: z.string().nullable(),
  member_count: z.number().int().nonnegative().nullable(),
  members: z
    .array(iamReferenceSchema)
    .nullable()
    .describe('Users in the group, possibly only the first ones (see has_more_members); null when the read did not fetch them'),
  has_more_members: z.boolean().nullable().describe('true when the group has more members than `members` lists'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable().describe("Last change to the group's profile or to its membership"),
  unified_custom_fields: unifiedCustomFieldsSchema,
});
export type IamGroup = z.infer<typeof iamGroupSchema>;

export const iamRoleSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  description: z.string().nullable(),
  type: enumValueSchema(iamRoleTypeValues).nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFieldsSchema,
});
export type IamRole = z.infer<typeof iamRoleSchema>;

export const iamPolicySchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  description: z.string().nullable(),
  type: enumValueSchema(iamPolicyTypeValues).nullable(),
  status: enumValueSchema(iamPolicyStatusValues).nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFieldsSchema,
});
export type IamPolicy = z.infer<typeof iamPolicySchema>;

/**
 * The body of `POST /unified/iam/users` and of its PATCH. Every member may be left out; null
 * clears a field on update. Fields the model lacks go to the provider through `passthrough`.
 */
export const iamUserWriteSchema = z.object({
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  name: z.string().nullish().describe('The display name'),
  username: z.string().nullish().describe('What the person signs in with; connectors document their default'),
  primary_email_address: z.email().nullish(),
  passthrough: z.record(z.string(), z.unknown()).nullish().describe("Merged into the provider's user profile as is"),
});
export type IamUserWrite = z.infer<typeof iamUserWriteSchema>;
