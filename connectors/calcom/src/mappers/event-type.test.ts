import { encodeCompositeId, schedulingEventTypeSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { CalcomEventType } from '../provider-types.js';
import fixture from './__fixtures__/event-type.json' with { type: 'json' };
import { mapEventType } from './event-type.js';

describe('mapEventType', () => {
  it('maps an event type, the rest of its settings kept as custom fields', () => {
    const mapped = mapEventType(fixture as unknown as CalcomEventType);
    expect(mapped).toMatchObject({
      id: encodeCompositeId('1'),
      remote_id: '1',
      name: 'Learn the secrets of masterchief!',
      slug: 'learn-the-secrets-of-masterchief',
      duration_minutes: 60,
      active: true,
      booking_url: 'https://cal.com/john-doe/learn-the-secrets-of-masterchief',
      owner_id: encodeCompositeId('10'),
      remote_owner_id: '10',
      created_at: null,
      updated_at: null,
    });
    expect(Object.keys(mapped.unified_custom_fields ?? {})).toEqual(
      expect.arrayContaining(['lengthInMinutesOptions', 'locations', 'bookingFields', 'slotInterval', 'users']),
    );
    expect(mapped.unified_custom_fields).not.toHaveProperty('title');
    expect(schedulingEventTypeSchema.parse(mapped)).toEqual(mapped);
  });

  it('reads hidden as not active, and no owner as null', () => {
    const mapped = mapEventType({ ...(fixture as unknown as CalcomEventType), hidden: true, ownerId: null, description: '' });
    expect([mapped.active, mapped.owner_id, mapped.remote_owner_id, mapped.description]).toEqual([false, null, null, null]);
  });
});
