/**
 * TalentLMS API v1 sends prices HTML-encoded (`&#36;10.00`, `&euro;25.00`) because it reuses the
 * strings its web pages print. Unified output carries plain text.
 */

const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  dollar: '$',
};

const entityPattern = /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi;

function decodeCodePoint(codePoint: number, original: string): string {
  return Number.isInteger(codePoint) && codePoint >= 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : original;
}

export function decodeHtmlEntities(text: string): string {
  return text.replace(entityPattern, (original, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return decodeCodePoint(Number.parseInt(entity.slice(2), 16), original);
    if (entity.startsWith('#')) return decodeCodePoint(Number.parseInt(entity.slice(1), 10), original);
    return namedEntities[entity.toLowerCase()] ?? original;
  });
}
