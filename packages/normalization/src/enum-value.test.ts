import { describe, expect, it } from 'vitest';
import { mapEnumValue } from './enum-value.js';

const messageTypes = { push: 'push', Email: 'email' } as const;

describe('mapEnumValue', () => {
  it('matches keys ignoring case and keeps the source value as sent', () => {
    expect(mapEnumValue('PUSH', messageTypes)).toEqual({ value: 'push', source_value: 'PUSH' });
    expect(mapEnumValue(' email ', messageTypes)).toEqual({ value: 'email', source_value: ' email ' });
  });

  it('marks values the table lacks as unmapped', () => {
    expect(mapEnumValue('sms', messageTypes)).toEqual({ value: 'unmapped_value', source_value: 'sms' });
    expect(mapEnumValue(3, messageTypes)).toEqual({ value: 'unmapped_value', source_value: 3 });
  });

  it('maps a missing source to null on both sides', () => {
    expect(mapEnumValue(null, messageTypes)).toEqual({ value: null, source_value: null });
    expect(mapEnumValue(undefined, messageTypes)).toEqual({ value: null, source_value: null });
  });
});
