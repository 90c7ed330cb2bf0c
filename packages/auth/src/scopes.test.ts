import { describe, expect, it } from 'vitest';
import { forbiddenScopeMessage, isAllowed, parseScope, scopeLabel, scopesAllowing } from './scopes.js';

describe('parseScope', () => {
  it.each([
    ['Full Access', 'full_access'],
    ['full access', 'full_access'],
    ['FULL_ACCESS', 'full_access'],
    ['full-access', 'full_access'],
    ['Read Only', 'read_only'],
    ['read_only', 'read_only'],
    ['Accounts', 'accounts'],
    ['actions', 'actions'],
  ])('reads %s as %s', (name, scope) => {
    expect(parseScope(name)).toBe(scope);
  });

  it('names the accepted scopes when it rejects one', () => {
    expect(() => parseScope('admin')).toThrow(/unknown scope "admin".*"Full Access", "Read Only", "Accounts", "Actions"/);
  });

  it('labels scopes as the docs write them', () => {
    expect(scopeLabel('read_only')).toBe('Read Only');
  });
});

describe('isAllowed', () => {
  const methods = ['GET', 'POST', 'PATCH', 'DELETE'];
  it('lets Full Access do everything', () => {
    for (const method of methods) for (const route of ['accounts', 'actions', 'general'] as const) expect(isAllowed(['full_access'], method, route)).toBe(true);
  });

  it('lets Read Only only read, on every route family', () => {
    expect(isAllowed(['read_only'], 'GET', 'accounts')).toBe(true);
    expect(isAllowed(['read_only'], 'HEAD', 'general')).toBe(true);
    for (const method of ['POST', 'PATCH', 'DELETE']) expect(isAllowed(['read_only'], method, 'general')).toBe(false);
  });

  it('confines Accounts and Actions to their families', () => {
    expect(isAllowed(['accounts'], 'DELETE', 'accounts')).toBe(true);
    expect(isAllowed(['accounts'], 'GET', 'general')).toBe(false);
    expect(isAllowed(['accounts'], 'POST', 'actions')).toBe(false);
    expect(isAllowed(['actions'], 'POST', 'actions')).toBe(true);
    expect(isAllowed(['actions'], 'GET', 'accounts')).toBe(false);
  });

  it('grants the union of several scopes', () => {
    expect(isAllowed(['read_only', 'actions'], 'POST', 'actions')).toBe(true);
    expect(isAllowed(['read_only', 'actions'], 'POST', 'accounts')).toBe(false);
  });
});

describe('forbiddenScopeMessage', () => {
  it('keeps the default message as its prefix and names the scopes that would allow the route', () => {
    expect(forbiddenScopeMessage(['read_only'], 'POST', 'accounts', '/connect_sessions')).toBe(
      'Forbidden resource: POST /connect_sessions needs an API key with the scope "Full Access" or "Accounts"; this key has "Read Only"',
    );
  });

  it('lists every scope a read of a general route accepts', () => {
    expect(scopesAllowing('GET', 'general')).toEqual(['full_access', 'read_only']);
    expect(forbiddenScopeMessage(['accounts', 'actions'], 'get', 'general', '/unified/hris/employees')).toMatch(
      /^Forbidden resource: GET \/unified\/hris\/employees needs an API key with the scope "Full Access" or "Read Only"; this key has "Accounts", "Actions"$/,
    );
  });
});
