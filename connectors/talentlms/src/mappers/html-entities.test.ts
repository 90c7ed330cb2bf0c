import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities.js';

describe('decodeHtmlEntities', () => {
  it('decodes decimal and hexadecimal character references', () => {
    expect(decodeHtmlEntities('&#36;10.00')).toBe('$10.00');
    expect(decodeHtmlEntities('&#x20AC;5')).toBe('€5');
  });

  it('decodes the named entities TalentLMS uses for currencies', () => {
    expect(decodeHtmlEntities('&euro;25.00')).toBe('€25.00');
    expect(decodeHtmlEntities('&pound;3 &amp; more')).toBe('£3 & more');
  });

  it('leaves unknown entities and out-of-range references as they are', () => {
    expect(decodeHtmlEntities('&madeup; &#99999999;')).toBe('&madeup; &#99999999;');
  });

  it('returns text without entities unchanged', () => {
    expect(decodeHtmlEntities('Free')).toBe('Free');
  });
});
