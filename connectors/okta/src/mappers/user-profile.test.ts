import { describe, expect, it } from 'vitest';
import { oktaProfileFromWrite } from './user-profile.js';

describe('oktaProfileFromWrite', () => {
  it('names Okta profile attributes and defaults the login to the e-mail on create', () => {
    const profile = oktaProfileFromWrite(
      { first_name: 'Ada', last_name: 'Lovelace', name: 'Ada L.', primary_email_address: 'ada@example.com', passthrough: { department: 'R&D' } },
      'create',
    );

    expect(profile).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada L.',
      email: 'ada@example.com',
      login: 'ada@example.com',
      department: 'R&D',
    });
  });

  it('keeps an explicit username on create', () => {
    expect(oktaProfileFromWrite({ primary_email_address: 'ada@example.com', username: 'ada.l@example.com' }, 'create').login).toBe('ada.l@example.com');
  });

  it('sends only what an update names, null included, and never invents a login', () => {
    expect(oktaProfileFromWrite({ name: null, primary_email_address: 'new@example.com' }, 'update')).toEqual({ displayName: null, email: 'new@example.com' });
  });

  it('lets a unified field win over a passthrough attribute of the same name', () => {
    expect(oktaProfileFromWrite({ first_name: 'Ada', passthrough: { firstName: 'Augusta', title: 'Countess' } }, 'update')).toEqual({
      firstName: 'Ada',
      title: 'Countess',
    });
  });
});
