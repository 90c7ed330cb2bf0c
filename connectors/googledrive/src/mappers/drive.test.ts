import { decodeCompositeId, driveSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { GoogleDrive, GoogleDriveList } from '../provider-types.js';
import driveFixture from './__fixtures__/drive.json' with { type: 'json' };
import driveListFixture from './__fixtures__/drive-list.json' with { type: 'json' };
import { mapDrive, sharedDriveUrl } from './drive.js';

describe('mapDrive', () => {
  const [finance, archive] = (driveListFixture as GoogleDriveList).drives!;

  it('maps a drives.list entry to the unified drive', () => {
    const drive = mapDrive(finance!);
    expect(drive).toMatchObject({
      remote_id: '0AEa5BxQfKz1xUk9PVA',
      name: 'Finance',
      description: null,
      url: 'https://drive.google.com/drive/folders/0AEa5BxQfKz1xUk9PVA',
      created_at: '2023-03-14T09:26:53.589Z',
      updated_at: null,
    });
    expect(driveSchema.parse(drive)).toEqual(drive);
  });

  it('gives a composite id that decodes to the provider id', () => {
    expect(decodeCompositeId(mapDrive(finance!).id)).toEqual({ remoteId: '0AEa5BxQfKz1xUk9PVA' });
  });

  it('keeps provider fields without a unified home in unified_custom_fields', () => {
    const customFields = mapDrive(finance!).unified_custom_fields!;
    expect(Object.keys(customFields).sort()).toEqual(['backgroundImageLink', 'capabilities', 'colorRgb', 'hidden', 'restrictions', 'themeId'].sort());
    expect(customFields.restrictions).toMatchObject({ domainUsersOnly: true });
    expect(mapDrive(archive!).unified_custom_fields).toEqual({ hidden: true, colorRgb: '#0f9d58', themeId: 'rocket' });
  });

  it('carries orgUnitId of a drive read with domain admin access', () => {
    expect(mapDrive(driveFixture as GoogleDrive).unified_custom_fields).toMatchObject({ orgUnitId: '03ph8a2z1kjwv5c' });
  });

  it('leaves absent fields null rather than inventing them', () => {
    const drive = mapDrive({ id: '0AAbc' });
    expect(drive).toEqual({
      id: expect.stringMatching(/^c28xIQ/),
      remote_id: '0AAbc',
      name: null,
      description: null,
      url: 'https://drive.google.com/drive/folders/0AAbc',
      created_at: null,
      updated_at: null,
      unified_custom_fields: {},
    });
    expect(driveSchema.safeParse(drive).success).toBe(true);
  });

  it('reads an unreadable createdTime as null', () => {
    expect(mapDrive({ id: '0AAbc', createdTime: 'yesterday' }).created_at).toBeNull();
  });

  it('escapes the id inside the url', () => {
    expect(sharedDriveUrl('a/b')).toBe('https://drive.google.com/drive/folders/a%2Fb');
  });
});
