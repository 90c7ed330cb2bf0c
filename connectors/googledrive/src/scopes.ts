/** Google OAuth scopes this connector requests or accepts (https://developers.google.com/identity/protocols/oauth2/scopes#drive). */
export const DRIVE_READONLY_SCOPE = 'https://www.googleapis.com/auth/drive.readonly';
export const DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive';
