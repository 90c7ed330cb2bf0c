/** Box application scopes (https://developer.box.com/guides/api-calls/permissions-and-errors/scopes/). */
export const ROOT_READONLY_SCOPE = 'root_readonly';
export const ROOT_READWRITE_SCOPE = 'root_readwrite';
export const MANAGE_MANAGED_USERS_SCOPE = 'manage_managed_users';
export const MANAGE_GROUPS_SCOPE = 'manage_groups';
