import { schedulingSlotSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import ranges from './__fixtures__/slots-range.json' with { type: 'json' };
import { slotId } from './ids.js';
import { mapSlotRanges } from './slot.js';

describe('mapSlotRanges', () => {
  it('flattens the days into slots in start order, as UTC instants', () => {
    const slots = mapSlotRanges('10', ranges);
    expect(slots.map((slot) => [slot.start_at, slot.end_at])).toEqual([
      ['2050-09-05T07:00:00.000Z', '2050-09-05T07:30:00.000Z'],
      ['2050-09-05T08:00:00.000Z', '2050-09-05T08:30:00.000Z'],
      ['2050-09-06T07:00:00.000Z', '2050-09-06T07:30:00.000Z'],
    ]);
    expect(slots[0]).toMatchObject({
      id: slotId('10', '2050-09-05T09:00:00.000+02:00'),
      remote_id: '2050-09-05T09:00:00.000+02:00',
      remote_event_type_id: '10',
    });
    for (const slot of slots) expect(schedulingSlotSchema.parse(slot)).toEqual(slot);
    expect(mapSlotRanges('10', {})).toEqual([]);
  });
});
