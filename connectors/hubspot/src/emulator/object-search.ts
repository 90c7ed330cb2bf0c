import type { EmulatedObject } from './seed-data.js';

/**
 * The CRM search's filters (https://developers.hubspot.com/docs/api-reference/search/guide):
 * filters of one group are ANDed, groups are ORed. Values compare as numbers when both sides
 * are numbers, as instants when both are date-times (epoch milliseconds or ISO 8601), else as
 * text ignoring case. `CONTAINS_TOKEN` matches a whole word of the value, `*` being a wildcard.
 */

export interface SearchFilter {
  propertyName: string;
  operator: string;
  value?: string;
  highValue?: string;
  values?: string[];
}

export const SEARCH_OPERATORS = [
  'EQ',
  'NEQ',
  'LT',
  'LTE',
  'GT',
  'GTE',
  'BETWEEN',
  'IN',
  'NOT_IN',
  'HAS_PROPERTY',
  'NOT_HAS_PROPERTY',
  'CONTAINS_TOKEN',
  'NOT_CONTAINS_TOKEN',
] as const;

function comparable(value: string): number | string {
  const trimmed = value.trim();
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  if (/^\d{4}-\d{2}-\d{2}/.test(trimmed) && !Number.isNaN(Date.parse(trimmed))) return Date.parse(trimmed);
  return trimmed.toLowerCase();
}

function compare(left: string, right: string): number {
  const a = comparable(left);
  const b = comparable(right);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function containsToken(text: string, token: string): boolean {
  const pattern = new RegExp(
    `^${token
      .toLowerCase()
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')}$`,
  );
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}@._*-]+/u)
    .some((word) => pattern.test(word));
}

export function matchesFilter(object: EmulatedObject, filter: SearchFilter): boolean {
  const actual = object.properties[filter.propertyName];
  const value = filter.value ?? '';
  switch (filter.operator) {
    case 'HAS_PROPERTY':
      return actual !== undefined && actual !== '';
    case 'NOT_HAS_PROPERTY':
      return actual === undefined || actual === '';
    case 'NEQ':
      return actual === undefined || compare(actual, value) !== 0;
    case 'NOT_IN':
      return actual === undefined || !(filter.values ?? []).some((candidate) => compare(actual, candidate) === 0);
    case 'NOT_CONTAINS_TOKEN':
      return actual === undefined || !containsToken(actual, value);
  }
  if (actual === undefined || actual === '') return false;
  switch (filter.operator) {
    case 'EQ':
      return compare(actual, value) === 0;
    case 'LT':
      return compare(actual, value) < 0;
    case 'LTE':
      return compare(actual, value) <= 0;
    case 'GT':
      return compare(actual, value) > 0;
    case 'GTE':
      return compare(actual, value) >= 0;
    case 'BETWEEN':
      return compare(actual, value) >= 0 && compare(actual, filter.highValue ?? '') <= 0;
    case 'IN':
      return (filter.values ?? []).some((candidate) => compare(actual, candidate) === 0);
    case 'CONTAINS_TOKEN':
      return containsToken(actual, value);
    default:
      return false;
  }
}

export function matchesFilterGroups(object: EmulatedObject, groups: readonly { filters: SearchFilter[] }[]): boolean {
  return groups.length === 0 || groups.some((group) => group.filters.every((filter) => matchesFilter(object, filter)));
}

/** Sorted by one property (the search takes one sort), ties and the default by id. */
export function sortObjects(objects: EmulatedObject[], sort: { propertyName: string; direction: 'ASCENDING' | 'DESCENDING' } | undefined): EmulatedObject[] {
  const byId = (left: EmulatedObject, right: EmulatedObject) => compare(left.id, right.id);
  if (!sort) return objects.sort(byId);
  const sign = sort.direction === 'DESCENDING' ? -1 : 1;
  return objects.sort(
    (left, right) => sign * compare(left.properties[sort.propertyName] ?? '', right.properties[sort.propertyName] ?? '') || byId(left, right),
  );
}
