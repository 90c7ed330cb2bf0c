import { pick, seededRandom, seededTimestamp } from '@openunified/connector-sdk/emulator';
import { type CompanySeed, type StoredEmployee, type StoredRow, toBambooHrTimestamp } from './company.js';

const firstNames = ['Ava', 'Liam', 'Noah', 'Emma', 'Mia', 'Lucas', 'Sofia', 'Mateo', 'Aria', 'Ethan', 'Chloe', 'Kenji', 'Priya', 'Omar', 'Zoe', 'Jonas'];
const lastNames = ['Nguyen', 'Smith', 'Garcia', 'Okafor', 'Müller', 'Rossi', 'Tanaka', 'Kowalski', 'Haddad', 'Larsen', 'Silva', 'Patel', 'Brown', 'Dubois'];
export const departments = ['Engineering', 'Sales', 'Marketing', 'Customer Success', 'Finance', 'People'];
export const divisions = ['North America', 'EMEA', 'APAC'];
export const locations = ['Lindon, Utah', 'Remote', 'London', 'Sydney'];
export const jobTitles = ['Software Engineer', 'Account Executive', 'Marketing Manager', 'Support Specialist', 'Accountant', 'HR Generalist'];
export const seniorTitles = ['Senior Software Engineer', 'Sales Director', 'Head of Marketing', 'Support Team Lead', 'Controller', 'People Partner'];
const genders = ['Male', 'Female', 'Non-binary', null] as const;
const maritalStatuses = ['Single', 'Married', 'Domestic Partnership', 'Divorced', null] as const;
const ethnicities = ['Asian', 'Black or African American', 'Hispanic or Latino', 'White', 'Two or More Races', null] as const;
const addresses = [
  { city: 'Lindon', state: 'UT', zipcode: '84042', country: 'United States' },
  { city: 'London', state: null, zipcode: 'EC1A 1BB', country: 'United Kingdom' },
  { city: 'Sydney', state: 'NSW', zipcode: '2000', country: 'Australia' },
  { city: 'Toronto', state: 'ON', zipcode: 'M5H 2N2', country: 'Canada' },
];

// Employees with an index below this are the managers everyone else reports to.
const MANAGER_COUNT = 5;
const DAY_MS = 86_400_000;

function dateOf(milliseconds: number): string {
  return new Date(milliseconds).toISOString().slice(0, 10);
}

function phoneNumber(random: () => number): string {
  return `801-555-${String(Math.floor(random() * 10_000)).padStart(4, '0')}`;
}

type EmploymentKind = 'working' | 'part_time' | 'contractor' | 'leave' | 'terminated' | 'pending';

function employmentKind(random: () => number, index: number): EmploymentKind {
  // Managers stay employed so that everyone's supervisor exists and is current.
  if (index < MANAGER_COUNT) return 'working';
  const roll = random();
  if (roll < 0.1) return 'terminated';
  if (roll < 0.15) return 'leave';
  if (roll < 0.2) return 'contractor';
  if (roll < 0.3) return 'part_time';
  if (roll < 0.33) return 'pending';
  return 'working';
}

const historyStatusByKind: Record<Exclude<EmploymentKind, 'leave' | 'terminated'>, string> = {
  working: 'Full-Time',
  part_time: 'Part-Time',
  contractor: 'Contractor',
  pending: 'Full-Time',
};

/**
 * A company of `employeeCount` employees, the same for the same seed. Pending hires start 30
 * days after `now`, so they stay in the future whenever the emulator runs; everything else is
 * fixed in time.
 */
export function seedCompany(seed: number, employeeCount: number, now: Date): CompanySeed {
  const random = seededRandom(seed);
  const employees: StoredEmployee[] = [];
  const tables = new Map<string, Map<string, StoredRow[]>>();
  let rowId = 1;
  const row = (columns: Record<string, string | null>): StoredRow => ({ id: String(rowId++), columns });

  for (let index = 0; index < employeeCount; index += 1) {
    const id = String(101 + index);
    const firstName = pick(random, firstNames);
    const lastName = pick(random, lastNames);
    const kind = employmentKind(random, index);
    const departmentIndex = Math.floor(random() * departments.length);
    const hireDate = kind === 'pending' ? dateOf(now.getTime() + 30 * DAY_MS) : dateOf(Date.UTC(2015, 0, 5) + Math.floor(random() * 3000) * DAY_MS);
    const promoted = kind !== 'pending' && random() < 0.5;
    const promotionDate = dateOf(Date.parse(hireDate) + (200 + Math.floor(random() * 400)) * DAY_MS);
    const managerId = index === 0 ? null : String(101 + Math.floor(random() * Math.min(index, MANAGER_COUNT)));
    const location = pick(random, locations);
    const division = pick(random, divisions);
    const department = departments[departmentIndex]!;
    const currentTitle = promoted ? seniorTitles[departmentIndex]! : jobTitles[departmentIndex]!;
    const address = pick(random, addresses);
    const terminationDate = kind === 'terminated' ? dateOf(Date.parse(promotionDate) + 90 * DAY_MS) : null;
    const startingStatus = kind === 'terminated' || kind === 'leave' ? 'Full-Time' : historyStatusByKind[kind];
    const historyStatus = kind === 'terminated' ? 'Terminated' : kind === 'leave' ? 'Leave of Absence' : startingStatus;
    const emailName = `${firstName}.${lastName}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '');

    const jobRows = [row({ date: hireDate, location, division, department, jobTitle: jobTitles[departmentIndex]!, reportsTo: managerId })];
    if (promoted) jobRows.push(row({ date: promotionDate, location, division, department, jobTitle: currentTitle, reportsTo: managerId }));
    const statusRows = [row({ date: hireDate, employmentStatus: startingStatus, comment: null })];
    if (historyStatus !== startingStatus) statusRows.push(row({ date: terminationDate ?? promotionDate, employmentStatus: historyStatus, comment: null }));
    tables.set(
      id,
      new Map([
        ['jobInfo', jobRows],
        ['employmentStatus', statusRows],
      ]),
    );

    employees.push({
      id,
      createdAt: seededTimestamp(index),
      lastChanged: toBambooHrTimestamp(new Date(seededTimestamp(index * 7))),
      fields: {
        firstName,
        lastName,
        middleName: null,
        preferredName: random() < 0.2 ? firstName.slice(0, 3) : null,
        homeEmail: `${emailName}@home.example`,
        workEmail: kind === 'contractor' ? null : `${emailName}.${id}@sandbox.example`,
        mobilePhone: phoneNumber(random),
        homePhone: random() < 0.5 ? phoneNumber(random) : null,
        workPhone: phoneNumber(random),
        workPhoneExtension: random() < 0.3 ? String(100 + Math.floor(random() * 900)) : null,
        jobTitle: currentTitle,
        department,
        division,
        location,
        supervisorEId: managerId,
        employeeNumber: `E-${String(index + 1).padStart(4, '0')}`,
        gender: pick(random, genders),
        maritalStatus: pick(random, maritalStatuses),
        ethnicity: pick(random, ethnicities),
        status: kind === 'terminated' ? 'Inactive' : 'Active',
        employmentHistoryStatus: historyStatus,
        dateOfBirth: dateOf(Date.UTC(1960, 0, 1) + Math.floor(random() * 14_000) * DAY_MS),
        hireDate,
        originalHireDate: null,
        terminationDate,
        address1: `${100 + Math.floor(random() * 900)} Main Street`,
        address2: null,
        city: address.city,
        state: address.state,
        zipcode: address.zipcode,
        country: address.country,
        photoUrl: `https://images.bamboohr.com/sandbox/photos/${id}.jpg`,
        customShirtSize: pick(random, ['S', 'M', 'L', 'XL']),
      },
    });
  }

  const deleted = [
    { id: String(101 + employeeCount), lastChanged: toBambooHrTimestamp(new Date(seededTimestamp(3))) },
    { id: String(102 + employeeCount), lastChanged: toBambooHrTimestamp(new Date(seededTimestamp(employeeCount * 7))) },
  ];
  return { employees, tables, deleted };
}
