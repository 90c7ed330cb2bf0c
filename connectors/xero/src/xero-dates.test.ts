import { describe, expect, it } from 'vitest';
import { toXeroDate, xeroDateToIso } from './xero-dates.js';

describe('Xero dates', () => {
  it('reads the .NET form, the offset-less date-time and a plain date as UTC instants', () => {
    expect(xeroDateToIso('/Date(1552357188083+0000)/')).toBe('2019-03-12T02:19:48.083Z');
    expect(xeroDateToIso('/Date(1552357188083+1300)/')).toBe('2019-03-12T02:19:48.083Z');
    expect(xeroDateToIso('/Date(1552357188083)/')).toBe('2019-03-12T02:19:48.083Z');
    expect(xeroDateToIso('2019-03-14T00:00:00')).toBe('2019-03-14T00:00:00.000Z');
    expect(xeroDateToIso('2019-03-14')).toBe('2019-03-14T00:00:00.000Z');
    expect(xeroDateToIso('2019-03-14T10:00:00+13:00')).toBe('2019-03-13T21:00:00.000Z');
    expect(xeroDateToIso('')).toBeNull();
    expect(xeroDateToIso('soon')).toBeNull();
    expect(xeroDateToIso(null)).toBeNull();
  });

  it('writes the .NET form', () => {
    expect(toXeroDate('2019-03-12T02:19:48.083Z')).toBe('/Date(1552357188083+0000)/');
  });
});
