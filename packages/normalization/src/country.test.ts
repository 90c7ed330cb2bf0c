import { describe, expect, it } from 'vitest';
import { countryCodeFromName, countryNameFromCode } from './country.js';

describe('countryCodeFromName', () => {
  it('reads English names ignoring case and blanks, and two-letter codes', () => {
    expect(countryCodeFromName('United States')).toBe('US');
    expect(countryCodeFromName(' germany ')).toBe('DE');
    expect(countryCodeFromName('fr')).toBe('FR');
  });

  it('answers undefined for text that names no country', () => {
    expect(countryCodeFromName('Atlantis')).toBeUndefined();
    expect(countryCodeFromName('ZZ')).toBeUndefined();
    expect(countryCodeFromName('')).toBeUndefined();
  });
});

describe('countryNameFromCode', () => {
  it('names a country from its code, and nothing from anything else', () => {
    expect(countryNameFromCode('gb')).toBe('United Kingdom');
    expect(countryNameFromCode('United Kingdom')).toBeUndefined();
  });
});
