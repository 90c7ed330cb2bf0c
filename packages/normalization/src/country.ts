/**
 * Many providers store a country as its English name ("United States") while the unified
 * models carry ISO 3166-1 alpha-2 codes. ICU already knows every region's English name, so the
 * table is derived from `Intl.DisplayNames` instead of being copied into the code.
 */

interface CountryTable {
  namesByCode: Map<string, string>;
  codesByLowercaseName: Map<string, string>;
}

let table: CountryTable | undefined;

function countryTable(): CountryTable {
  if (table) return table;
  const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const namesByCode = new Map<string, string>();
  const codesByLowercaseName = new Map<string, string>();
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = regionNames.of(code);
      // Retired codes (UK, BU, ...) share their successor's name, and ZZ is "Unknown Region":
      // only current codes of real regions count.
      if (!name || code === 'ZZ' || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      namesByCode.set(code, name);
      codesByLowercaseName.set(name.toLowerCase(), code);
    }
  }
  table = { namesByCode, codesByLowercaseName };
  return table;
}

/** `United States` or `us` -> `US`; undefined when the text names no country ICU knows. */
export function countryCodeFromName(nameOrCode: string): string | undefined {
  const trimmed = nameOrCode.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return countryNameFromCode(trimmed) ? trimmed.toUpperCase() : undefined;
  return countryTable().codesByLowercaseName.get(trimmed.toLowerCase());
}

/** `US` -> `United States`; undefined for a code that names no country. */
export function countryNameFromCode(code: string): string | undefined {
  return countryTable().namesByCode.get(code.trim().toUpperCase());
}
