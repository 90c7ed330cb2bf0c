/**
 * The Drive API v3 resources this connector reads, as the public reference documents them
 * (https://developers.google.com/workspace/drive/api/reference/rest/v3). Every field is optional
 * because the API returns only what the request's `fields` selector names.
 */

export interface GoogleDrive {
  kind?: 'drive#drive';
  id: string;
  name?: string;
  /** RFC 3339, e.g. `2024-01-01T00:00:00.000Z`. Shared drives record no modification time. */
  createdTime?: string;
  hidden?: boolean;
  colorRgb?: string;
  themeId?: string;
  backgroundImageLink?: string;
  /** Only on `drives.list` / `drives.get` with `useDomainAdminAccess=true`. */
  orgUnitId?: string;
  capabilities?: Record<string, boolean>;
  restrictions?: GoogleDriveRestrictions;
}

/** Restrictions of a shared drive; they also apply to every item inside it. */
export interface GoogleDriveRestrictions {
  adminManagedRestrictions?: boolean;
  copyRequiresWriterPermission?: boolean;
  domainUsersOnly?: boolean;
  driveMembersOnly?: boolean;
  sharingFoldersRequiresOrganizerPermission?: boolean;
  downloadRestriction?: GoogleDownloadRestriction;
}

export interface GoogleDriveList {
  kind?: 'drive#driveList';
  nextPageToken?: string;
  drives?: GoogleDrive[];
}

export interface GoogleFile {
  kind?: 'drive#file';
  id: string;
  name?: string;
  mimeType?: string;
  driveId?: string;
  parents?: string[];
  createdTime?: string;
  modifiedTime?: string;
  /** Bytes as a decimal string; absent for folders and Google Docs editors files. */
  size?: string;
  webViewLink?: string;
  trashed?: boolean;
  description?: string;
  /** The final extension of an uploaded file's name (`pdf`); absent for Google Docs editors files and folders. */
  fileExtension?: string;
  /** Only items in My Drive have owners; a shared drive owns its items. */
  owners?: GoogleUser[];
  /** Google Docs editors files only: export MIME type -> download link. */
  exportLinks?: Record<string, string>;
  starred?: boolean;
  /** Readers and commenters may not copy, print or download (on a shared-drive item: the drive's setting too). */
  copyRequiresWriterPermission?: boolean;
  downloadRestrictions?: GoogleDownloadRestrictions;
}

export interface GoogleDownloadRestriction {
  restrictedForReaders?: boolean;
  /** When true, download is also restricted for readers. */
  restrictedForWriters?: boolean;
}

export interface GoogleDownloadRestrictions {
  /** Set on the file by its owner or organizer. */
  itemDownloadRestriction?: GoogleDownloadRestriction;
  /** Output only: what applies, shared drive settings included. */
  effectiveDownloadRestrictionWithContext?: GoogleDownloadRestriction;
}

export type GoogleRole = 'owner' | 'organizer' | 'fileOrganizer' | 'writer' | 'commenter' | 'reader';

/** A permission (https://developers.google.com/workspace/drive/api/reference/rest/v3/permissions). */
export interface GooglePermission {
  kind?: 'drive#permission';
  id: string;
  type: 'user' | 'group' | 'domain' | 'anyone';
  role: GoogleRole;
  emailAddress?: string;
  domain?: string;
  displayName?: string;
  allowFileDiscovery?: boolean;
  /** The account behind the permission was deleted. */
  deleted?: boolean;
  /** `published`: the role applies to the published view only. */
  view?: string;
  permissionDetails?: Array<{ permissionType: 'file' | 'member'; role: GoogleRole; inherited: boolean; inheritedFrom?: string }>;
}

export interface GooglePermissionList {
  kind?: 'drive#permissionList';
  nextPageToken?: string;
  permissions?: GooglePermission[];
}

/** An Admin SDK Directory user (https://developers.google.com/workspace/admin/directory/reference/rest/v1/users). */
export interface GoogleDirectoryUser {
  kind?: 'admin#directory#user';
  id: string;
  primaryEmail: string;
  name?: { fullName?: string; givenName?: string; familyName?: string };
  suspended?: boolean;
  archived?: boolean;
  aliases?: string[];
}

export interface GoogleFileList {
  kind?: 'drive#fileList';
  nextPageToken?: string;
  incompleteSearch?: boolean;
  files?: GoogleFile[];
}

export interface GoogleUser {
  kind?: 'drive#user';
  displayName?: string;
  emailAddress?: string;
  permissionId?: string;
  photoLink?: string;
  me?: boolean;
}

export interface GoogleAbout {
  kind?: 'drive#about';
  user?: GoogleUser;
}

/** Google's JSON error body (https://developers.google.com/workspace/drive/api/guides/handle-errors). */
export interface GoogleErrorBody {
  error: {
    code: number;
    message: string;
    errors?: Array<{ domain: string; reason: string; message: string; location?: string; locationType?: string }>;
    status?: string;
  };
}

/** Google's OAuth 2.0 token endpoint error body (RFC 6749 5.2). */
export interface GoogleOAuthErrorBody {
  error: string;
  error_description?: string;
}
