/** Google OAuth scopes this connector requests or accepts (https://developers.google.com/identity/protocols/oauth2/scopes#drive). */
export const DRIVE_READONLY_SCOPE = 'https://www.googleapis.com/auth/drive.readonly';
export const DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive';
/** Admin SDK Directory scopes a permission check needs to resolve users and group membership (https://developers.google.com/workspace/admin/directory/v1/guides/authorizing). */
export const DIRECTORY_USER_READONLY_SCOPE = 'https://www.googleapis.com/auth/admin.directory.user.readonly';
export const DIRECTORY_GROUP_MEMBER_READONLY_SCOPE = 'https://www.googleapis.com/auth/admin.directory.group.member.readonly';
