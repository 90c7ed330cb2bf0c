/**
 * `fields` selectors (partial responses). Without one, drives.list and drives.get return only
 * `kind`, `id` and `name` of each shared drive, so the connector names what it maps.
 */
export const DRIVE_FIELDS =
  'kind,id,name,createdTime,hidden,colorRgb,themeId,backgroundImageLink,orgUnitId,capabilities,restrictions';
export const DRIVE_LIST_FIELDS = `nextPageToken,drives(${DRIVE_FIELDS})`;
