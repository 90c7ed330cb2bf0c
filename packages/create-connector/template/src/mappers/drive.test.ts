import { decodeCompositeId, driveSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { __Key__Drive } from '../provider-types.js';
import driveFixture from './__fixtures__/drive.json' with { type: 'json' };
import { mapDrive } from './drive.js';

describe('mapDrive', () => {
  const drive = mapDrive(driveFixture as __Key__Drive);

  it('maps a __Name__ drive to the unified drive', () => {
    expect(drive).toEqual({
      id: expect.any(String),
      remote_id: 'drv_0001',
      name: 'Finance',
      description: 'Budgets, forecasts and invoices',
      url: 'https://app.example.com/drives/drv_0001',
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-02-15T08:30:00.000Z',
      unified_custom_fields: { owner_email: 'finance@example.com' },
    });
    expect(driveSchema.parse(drive)).toEqual(drive);
  });

  it('gives a composite id that decodes to the provider id', () => {
    expect(decodeCompositeId(drive.id)).toEqual({ remoteId: 'drv_0001' });
  });

  it('keeps a missing description null', () => {
    expect(mapDrive({ ...(driveFixture as __Key__Drive), description: null }).description).toBeNull();
  });
});
