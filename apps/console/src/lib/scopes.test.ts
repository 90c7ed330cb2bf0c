import { describe, expect, it } from 'vitest';
import { canWrite, describeAccess, type WriteArea } from './scopes.js';

const session = (...scopes: string[]) => ({ read_only: false, scopes });
const areas: WriteArea[] = ['accounts', 'actions', 'general'];
const writable = (scopes: string[]) => areas.filter((area) => canWrite(session(...scopes), area));

describe('canWrite', () => {
  it('lets Full Access write everywhere', () => {
    expect(writable(['full_access'])).toEqual(areas);
  });

  it('limits the family scopes to their own routes, like the server', () => {
    expect(writable(['accounts'])).toEqual(['accounts']);
    expect(writable(['actions'])).toEqual(['actions']);
    expect(writable(['accounts', 'actions'])).toEqual(['accounts', 'actions']);
  });

  it('lets Read Only and an empty or unknown scope list write nowhere', () => {
    expect(writable(['read_only'])).toEqual([]);
    expect(writable([])).toEqual([]);
    expect(writable(['billing'])).toEqual([]);
  });

  it('trusts read_only and a missing session over the scopes', () => {
    expect(canWrite({ read_only: true, scopes: ['full_access'] }, 'general')).toBe(false);
    expect(canWrite(undefined, 'accounts')).toBe(false);
  });
});

describe('describeAccess', () => {
  it('names what the session may do', () => {
    expect(describeAccess(session('full_access'))).toBe('Full access');
    expect(describeAccess({ read_only: true, scopes: ['read_only'] })).toBe('Read only');
    expect(describeAccess(session('accounts', 'actions'))).toBe('Accounts, Actions');
  });
});
