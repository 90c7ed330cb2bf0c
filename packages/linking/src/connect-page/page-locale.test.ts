import { expect, it } from 'vitest';
import { de } from './messages/de.js';
import { en } from './messages/en.js';
import { es } from './messages/es.js';
import { fr } from './messages/fr.js';
import { directionOf, negotiateLocale } from './page-locale.js';

it("picks the browser's most preferred supported language, honouring q-values", () => {
  expect(negotiateLocale(undefined)).toBe('en');
  expect(negotiateLocale('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
  expect(negotiateLocale('en;q=0.5, fr;q=0.9')).toBe('fr');
  expect(negotiateLocale('ja, es;q=0.2')).toBe('es');
  expect(negotiateLocale('fr;q=0, de;q=0.1')).toBe('de');
  expect(negotiateLocale('ja, zh-CN')).toBe('en');
  expect(negotiateLocale('*')).toBe('en');
  expect(negotiateLocale('ES-mx;q=0.7, de;q=0.7')).toBe('es');
  expect(negotiateLocale(';;;,q=2,,')).toBe('en');
});

it('is right-to-left ready', () => {
  expect(directionOf('en')).toBe('ltr');
  expect(directionOf('ar-EG')).toBe('rtl');
  expect(directionOf('he')).toBe('rtl');
});

it('has every message in every language, and translations that differ from English', () => {
  for (const catalogue of [de, fr, es]) {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    expect(catalogue.tryAgain).not.toBe(en.tryAgain);
    expect(catalogue.youDeclined('Google Drive')).toContain('Google Drive');
  }
});
