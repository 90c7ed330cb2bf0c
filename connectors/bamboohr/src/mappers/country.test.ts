import { describe, expect, it } from 'vitest';
import { countryCodeFromName, countryNameFromCode } from './country.js';

describe('country names', () => {
  it('turns BambooHR country names into ISO codes, whatever the case', () => {
    expect(countryCodeFromName('United States')).toBe('US');
    expect(countryCodeFromName(' united kingdom ')).toBe('GB');
    expect(countryCodeFromName('Atlantis')).toBeUndefined();
  });

  it('turns ISO codes into the names BambooHR stores', () => {
    expect(countryNameFromCode('au')).toBe('Australia');
    expect(countryNameFromCode('AA')).toBeUndefined();
    expect(countryNameFromCode('USA')).toBeUndefined();
  });
});
