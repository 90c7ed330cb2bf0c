import { de } from './messages/de.js';
import { en, type MessageCatalogue } from './messages/en.js';
import { es } from './messages/es.js';
import { fr } from './messages/fr.js';

/** docs/concepts/connect-flow.md#languages: the languages the connect page speaks. */
export const SUPPORTED_LOCALES = ['en', 'de', 'fr', 'es'] as const;
export type PageLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: PageLocale = 'en';

const catalogues: Readonly<Record<PageLocale, MessageCatalogue>> = { en, de, fr, es };

/** Languages written right to left: the page sets `dir="rtl"` for them once one is supported. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

export function isSupportedLocale(value: string): value is PageLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function messagesFor(locale: PageLocale): MessageCatalogue {
  return catalogues[locale];
}

export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/**
 * The supported language the browser prefers most (RFC 9110 `Accept-Language`: q-values honoured,
 * `de-AT` matches `de`, `q=0` refuses); English when none is acceptable.
 */
export function negotiateLocale(acceptLanguage: string | undefined): PageLocale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim().toLowerCase(), quality: q === undefined ? 1 : Number(q), position };
    })
    .filter((range) => range.tag !== '' && range.quality > 0)
    .sort((first, second) => second.quality - first.quality || first.position - second.position);
  for (const range of ranges) {
    if (range.tag === '*') return DEFAULT_LOCALE;
    const language = range.tag.split('-')[0]!;
    if (isSupportedLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
