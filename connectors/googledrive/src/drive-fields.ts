/**
 * `fields` selectors (partial responses). Without one, drives.list and drives.get return only
 * `kind`, `id` and `name` of each shared drive, so the connector names what it maps.
 */
export const DRIVE_FIELDS = 'kind,id,name,createdTime,hidden,colorRgb,themeId,backgroundImageLink,orgUnitId,capabilities,restrictions';
export const DRIVE_LIST_FIELDS = `nextPageToken,drives(${DRIVE_FIELDS})`;

/** What the unified file and folder mappers read of a Drive file (files.get, files.list). */
export const ITEM_FIELDS =
  'kind,id,name,mimeType,description,driveId,parents,createdTime,modifiedTime,size,webViewLink,fileExtension,' +
  'owners(permissionId,displayName,emailAddress),exportLinks,trashed,starred';
export const ITEM_LIST_FIELDS = `nextPageToken,incompleteSearch,files(${ITEM_FIELDS})`;
