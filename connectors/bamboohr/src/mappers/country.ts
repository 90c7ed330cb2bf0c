/**
 * BambooHR stores countries by English name ("United States"); the unified model carries the
 * ISO 3166-1 alpha-2 code. ICU already knows every region's English name, so the table is
 * derived from `Intl.DisplayNames` instead of being copied into the code.
 */

// Made on first use: constructing it loads ICU's region data, 80 to 110 ms, which every server
// start paid at import although only a BambooHR employee's address reads it.
let regionNamesInEnglish: Intl.DisplayNames | undefined;
const regionNames = (): Intl.DisplayNames => {
  regionNamesInEnglish ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return regionNamesInEnglish;
};
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

let codesByLowercaseName: Map<string, string> | undefined;

function countryCodesByName(): Map<string, string> {
  if (!codesByLowercaseName) {
    codesByLowercaseName = new Map();
    for (const first of letters) {
      for (const second of letters) {
        const code = first + second;
        const name = regionNames().of(code);
        // Retired codes (UK, BU, ...) share their successor's name; only the current code counts.
        if (name && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`) codesByLowercaseName.set(name.toLowerCase(), code);
      }
    }
  }
  return codesByLowercaseName;
}

/** `United States` -> `US`; undefined when the name is not a country ICU knows. */
export function countryCodeFromName(name: string): string | undefined {
  return countryCodesByName().get(name.trim().toLowerCase());
}

/** `US` -> `United States`; undefined for a code that names no country. */
export function countryNameFromCode(code: string): string | undefined {
  if (!/^[A-Za-z]{2}$/.test(code)) return undefined;
  return regionNames().of(code.toUpperCase());
}
