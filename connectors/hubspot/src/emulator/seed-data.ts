import { pick, seededRandom, seededTimestamp } from '@openunified/connector-sdk/emulator';
import { ACCOUNT_TIER_OPTIONS, INDUSTRY_OPTIONS, INTEREST_OPTIONS, LIFECYCLE_STAGE_OPTIONS, PRODUCT_OPTIONS } from './property-definitions.js';

/** A CRM record as the emulator stores it: HubSpot keeps every property value as a string. */
export interface EmulatedObject {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
}

export interface EmulatedList {
  listId: string;
  listVersion: number;
  name: string;
  objectTypeId: string;
  processingType: 'DYNAMIC' | 'MANUAL' | 'SNAPSHOT';
  processingStatus: 'COMPLETE';
  size: number;
  createdAt: string;
  updatedAt: string;
  createdById: string;
  updatedById: string;
  filtersUpdatedAt: string;
}

export interface SeedData {
  portalId: number;
  ownerIds: string[];
  contacts: Map<string, EmulatedObject>;
  companies: Map<string, EmulatedObject>;
  lists: Map<string, EmulatedList>;
}

export interface SeedOptions {
  seed: number;
  contactCount: number;
  companyCount: number;
  listCount: number;
}

const firstNames = [
  'Ada',
  'Grace',
  'Alan',
  'Katherine',
  'Linus',
  'Margaret',
  'Dennis',
  'Barbara',
  'Ken',
  'Radia',
  'Tim',
  'Frances',
  'Edsger',
  'Hedy',
  'Donald',
];
const lastNames = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Torvalds',
  'Hamilton',
  'Ritchie',
  'Liskov',
  'Thompson',
  'Perlman',
  'Berners-Lee',
  'Allen',
  'Dijkstra',
  'Lamarr',
  'Knuth',
];
const companyWords = [
  'Northwind',
  'Contoso',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Vandelay',
  'Stark',
  'Wayne',
  'Acme',
  'Tyrell',
  'Soylent',
  'Cyberdyne',
  'Wonka',
  'Gringotts',
];
const companySuffixes = ['Labs', 'Systems', 'Logistics', 'Health', 'Retail', 'Partners', 'Energy'];
const jobTitles = ['CTO', 'Head of Sales', 'Marketing Manager', 'Software Engineer', 'Procurement Lead', 'Founder', 'Operations Director'];
const places = [
  { city: 'Boston', state: 'MA', zip: '02110', country: 'United States' },
  { city: 'Berlin', state: 'Berlin', zip: '10115', country: 'Germany' },
  { city: 'Paris', state: 'Île-de-France', zip: '75002', country: 'France' },
  { city: 'Dublin', state: 'Leinster', zip: 'D02', country: 'Ireland' },
  { city: 'Toronto', state: 'ON', zip: 'M5H', country: 'CA' },
  // Free text HubSpot accepts but no country code matches.
  { city: 'Springfield', state: '', zip: '', country: 'Somewhere else' },
];

// HubSpot record ids are large numbers; fixed bases keep them stable and apart per type.
const CONTACT_ID_BASE = 51_000_000_000;
const COMPANY_ID_BASE = 18_000_000_000;
const LIST_ID_BASE = 100;

function maybe(random: () => number, probability: number, value: () => string): string | undefined {
  return random() < probability ? value() : undefined;
}

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

function timestamps(random: () => number, index: number): { createdAt: string; updatedAt: string } {
  const createdAt = seededTimestamp(index * 7);
  const updatedAt = seededTimestamp(index * 7 + 1 + Math.floor(random() * 24 * 90));
  return { createdAt, updatedAt };
}

/** A record with HubSpot's metadata properties: its id, creation and modification instants. */
function crmRecord(
  id: string,
  random: () => number,
  index: number,
  lastModifiedProperty: string,
  properties: Record<string, string | undefined>,
): EmulatedObject {
  const { createdAt, updatedAt } = timestamps(random, index);
  return {
    id,
    createdAt,
    updatedAt,
    archived: false,
    properties: definedOnly({ hs_object_id: id, createdate: createdAt, [lastModifiedProperty]: updatedAt, ...properties }),
  };
}

function companies(random: () => number, count: number, ownerIds: string[]): Map<string, EmulatedObject> {
  const records = new Map<string, EmulatedObject>();
  for (let index = 0; index < count; index += 1) {
    const id = String(COMPANY_ID_BASE + index * 13 + 1);
    const word = companyWords[index % companyWords.length]!;
    const name = `${word} ${pick(random, companySuffixes)}${index >= companyWords.length ? ` ${Math.floor(index / companyWords.length) + 1}` : ''}`;
    const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
    const place = pick(random, places);
    records.set(
      id,
      crmRecord(id, random, index, 'hs_lastmodifieddate', {
        name,
        domain,
        website: maybe(random, 0.8, () => `https://www.${domain}`),
        description: maybe(random, 0.6, () => `${name} makes ${pick(random, ['software', 'parcels move', 'people healthier', 'shelves full'])}.`),
        industry: pick(random, INDUSTRY_OPTIONS)[0],
        annualrevenue: maybe(random, 0.7, () => String((1 + Math.floor(random() * 500)) * 100_000)),
        numberofemployees: maybe(random, 0.8, () => String(5 + Math.floor(random() * 5000))),
        phone: maybe(random, 0.7, () => `+1 617 555 ${String(1000 + index).slice(-4)}`),
        address: `${1 + Math.floor(random() * 200)} Main Street`,
        address2: maybe(random, 0.3, () => `Suite ${100 + Math.floor(random() * 800)}`),
        city: place.city,
        state: place.state,
        zip: place.zip,
        country: place.country,
        hubspot_owner_id: pick(random, ownerIds),
        type: pick(random, ['PROSPECT', 'PARTNER', 'VENDOR']),
        account_tier: maybe(random, 0.7, () => pick(random, ACCOUNT_TIER_OPTIONS)[0]),
        churn_risk_score: maybe(random, 0.5, () => (random() * 100).toFixed(1)),
      }),
    );
  }
  return records;
}

function contacts(random: () => number, count: number, ownerIds: string[], companyRecords: Map<string, EmulatedObject>): Map<string, EmulatedObject> {
  const records = new Map<string, EmulatedObject>();
  const companyList = [...companyRecords.values()];
  for (let index = 0; index < count; index += 1) {
    const id = String(CONTACT_ID_BASE + index * 7 + 1);
    const firstname = firstNames[index % firstNames.length]!;
    const lastname = lastNames[Math.floor(index / firstNames.length + index) % lastNames.length]!;
    const company = companyList.length > 0 && random() < 0.85 ? pick(random, companyList) : undefined;
    const domain = company?.properties.domain ?? 'mail.example';
    const email = `${firstname}.${lastname}.${index}@${domain}`.toLowerCase();
    const place = pick(random, places);
    records.set(
      id,
      crmRecord(id, random, index, 'lastmodifieddate', {
        firstname,
        lastname: maybe(random, 0.95, () => lastname),
        email: maybe(random, 0.95, () => email),
        hs_additional_emails: maybe(random, 0.2, () => `${firstname.toLowerCase()}@personal.example;${firstname.toLowerCase()}.${index}@old.example`),
        phone: maybe(random, 0.6, () => `+1 617 555 ${String(2000 + index).slice(-4)}`),
        mobilephone: maybe(random, 0.3, () => `+1 857 555 ${String(3000 + index).slice(-4)}`),
        company: company?.properties.name,
        jobtitle: maybe(random, 0.8, () => pick(random, jobTitles)),
        lifecyclestage: pick(random, LIFECYCLE_STAGE_OPTIONS)[0],
        associatedcompanyid: company?.id,
        hubspot_owner_id: maybe(random, 0.9, () => pick(random, ownerIds)),
        address: maybe(random, 0.5, () => `${1 + Math.floor(random() * 90)} ${pick(random, ['Elm', 'Oak', 'Pine'])} Road`),
        city: maybe(random, 0.6, () => place.city),
        state: maybe(random, 0.5, () => place.state),
        zip: maybe(random, 0.5, () => place.zip),
        country: maybe(random, 0.6, () => place.country),
        favorite_product: maybe(random, 0.6, () => pick(random, PRODUCT_OPTIONS)[0]),
        nps_score: maybe(random, 0.5, () => String(Math.floor(random() * 11))),
        newsletter_opt_in: pick(random, ['true', 'false']),
        interests: maybe(random, 0.5, () =>
          [pick(random, INTEREST_OPTIONS)[0], pick(random, INTEREST_OPTIONS)[0]].filter((value, position, all) => all.indexOf(value) === position).join(';'),
        ),
        last_event_attended: maybe(random, 0.3, () => seededTimestamp(index * 11).slice(0, 10)),
      }),
    );
  }
  return records;
}

const listNames = [
  'Newsletter subscribers',
  'Webinar attendees',
  'Enterprise prospects',
  'Churn risk',
  'Customers EMEA',
  'Trade show leads',
  'Partners',
  'Renewals this quarter',
];

function lists(random: () => number, count: number, ownerIds: string[], contactCount: number, companyCount: number): Map<string, EmulatedList> {
  const records = new Map<string, EmulatedList>();
  for (let index = 0; index < count; index += 1) {
    const listId = String(LIST_ID_BASE + index * 3 + 1);
    const objectTypeId = index % 3 === 2 ? '0-2' : '0-1';
    const { createdAt, updatedAt } = timestamps(random, index);
    const name = `${listNames[index % listNames.length]}${index >= listNames.length ? ` ${Math.floor(index / listNames.length) + 1}` : ''}`;
    records.set(listId, {
      listId,
      listVersion: 1 + Math.floor(random() * 5),
      name,
      objectTypeId,
      processingType: pick(random, ['DYNAMIC', 'MANUAL', 'SNAPSHOT'] as const),
      processingStatus: 'COMPLETE',
      size: Math.floor(random() * (objectTypeId === '0-1' ? contactCount : companyCount)),
      createdAt,
      updatedAt,
      filtersUpdatedAt: updatedAt,
      createdById: pick(random, ownerIds),
      updatedById: pick(random, ownerIds),
    });
  }
  return records;
}

/** The same options always give the same account: ids, names, timestamps and all. */
export function generateSeedData(options: SeedOptions): SeedData {
  const random = seededRandom(options.seed);
  const ownerIds = Array.from({ length: 5 }, (_unused, index) => String(77_000_001 + index * 17));
  const companyRecords = companies(random, options.companyCount, ownerIds);
  return {
    portalId: 40_000_000 + (options.seed % 1_000_000),
    ownerIds,
    companies: companyRecords,
    contacts: contacts(random, options.contactCount, ownerIds, companyRecords),
    lists: lists(random, options.listCount, ownerIds, options.contactCount, options.companyCount),
  };
}
