import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the English region names', () => {
  const original = Intl.DisplayNames;
  // Typed read-only, yet a writable property like every built-in constructor.
  const intl = Intl as { DisplayNames: typeof Intl.DisplayNames };
  afterEach(() => {
    intl.DisplayNames = original;
  });

  it('are made when a name is first read, not when the module loads (ICU data: 80 to 110 ms of every start)', async () => {
    let made = 0;
    intl.DisplayNames = class extends original {
      constructor(...parameters: ConstructorParameters<typeof original>) {
        super(...parameters);
        made += 1;
      }
    };
    vi.resetModules();
    const fresh = await import('./country.js');
    expect(made).toBe(0);
    expect(fresh.countryNameFromCode('fr')).toBe('France');
    expect(fresh.countryCodeFromName('Germany')).toBe('DE');
    expect(made).toBe(1);
  });
});
