import type { BambooHrCompanyInformation, BambooHrListField } from '../provider-types.js';
import { departments, divisions, jobTitles, locations, seniorTitles } from './seed.js';

/**
 * The account's list fields as `GET /meta/lists` answers them: the values the seeded employees
 * use, plus one archived option per list (BambooHR keeps archived options with their dates).
 * Option ids are unique across lists, as BambooHR numbers them.
 */
export function seedListFields(): BambooHrListField[] {
  let nextOptionId = 18_000;
  const list = (fieldId: number, alias: string, name: string, values: readonly string[], archived: string, multiple = 'no'): BambooHrListField => ({
    fieldId,
    alias,
    name,
    manageable: 'yes',
    multiple,
    options: [
      ...values.map((value, index) => ({
        id: nextOptionId++,
        name: value,
        archived: 'no',
        createdDate: `2015-01-${String(5 + index).padStart(2, '0')}T09:00:00+00:00`,
        archivedDate: null,
      })),
      { id: nextOptionId++, name: archived, archived: 'yes', createdDate: '2014-03-01T09:00:00+00:00', archivedDate: '2019-12-31T17:00:00+00:00' },
    ],
  });
  return [
    list(12, 'jobTitle', 'Job Title', [...jobTitles, ...seniorTitles], 'Office Assistant'),
    list(13, 'department', 'Department', departments, 'Legacy Operations'),
    list(14, 'division', 'Division', divisions, 'LATAM'),
    list(15, 'location', 'Location', locations, 'Salt Lake City (closed)'),
    // The options of the account's custom list fields.
    list(4047, 'customShirtSize', 'Shirt Size', ['S', 'M', 'L', 'XL'], 'XS'),
    list(4052, 'customLanguages', 'Languages', ['English', 'Spanish', 'German', 'Japanese'], 'Latin', 'yes'),
  ];
}

export const companyInformation: BambooHrCompanyInformation = {
  legalName: 'Sandbox Outfitters, Inc.',
  displayName: 'Sandbox Outfitters',
  address: { line1: '335 S 560 W', line2: '', city: 'Lindon', state: 'UT', zip: '84042' },
  phone: '801-555-0100',
};
