import { describe, expect, it } from 'vitest';
import type { BambooHrChangedEmployees, BambooHrEmployee } from '../provider-types.js';
import changedFixture from './__fixtures__/changed-employees.json' with { type: 'json' };
import directoryFixture from './__fixtures__/directory.json' with { type: 'json' };
import { changedEmployeeIds, selectDirectoryEntries } from './directory.js';

const directory: BambooHrEmployee[] = [
  ...directoryFixture.employees,
  { id: 124, department: 'Sales', workEmail: 'Pat@Example.com' },
  { id: 125, department: null, workEmail: null },
];

describe('changedEmployeeIds', () => {
  it('keeps inserted and updated employees and drops deleted ones', () => {
    expect([...changedEmployeeIds(changedFixture as BambooHrChangedEmployees)]).toEqual(['3', '4']);
  });
});

describe('selectDirectoryEntries', () => {
  it('keeps every entry in directory order without a selection', () => {
    expect(selectDirectoryEntries(directory, {}).map((entry) => entry.id)).toEqual(['123', 124, 125]);
  });

  it('matches department and work e-mail regardless of case', () => {
    expect(selectDirectoryEntries(directory, { department: 'customer success' }).map((entry) => entry.id)).toEqual(['123']);
    expect(selectDirectoryEntries(directory, { workEmail: 'pat@example.com' }).map((entry) => entry.id)).toEqual([124]);
  });

  it('keeps only the given ids, compared as strings', () => {
    expect(selectDirectoryEntries(directory, { ids: new Set(['124', '125']), department: 'Sales' }).map((entry) => entry.id)).toEqual([124]);
  });
});
