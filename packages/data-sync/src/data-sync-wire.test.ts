import type { DataSyncScheduleRecord } from '@openunified/store';
import { describe, expect, it } from 'vitest';
import { toScheduleSource, toScheduleWire } from './data-sync-wire.js';

describe('schedule source on the wire', () => {
  it('passes auto_link and manual through, reads an unknown value as unmapped_value and keeps null', () => {
    expect(toScheduleSource('auto_link')).toBe('auto_link');
    expect(toScheduleSource('manual')).toBe('manual');
    expect(toScheduleSource('imported_by_v0')).toBe('unmapped_value');
    expect(toScheduleSource(null)).toBeNull();
    const wire = toScheduleWire({ source: 'legacy', syncParams: {}, lastRunStatus: null } as unknown as DataSyncScheduleRecord, null);
    expect(wire).toMatchObject({ source: 'unmapped_value', paused_reason: null });
  });
});
