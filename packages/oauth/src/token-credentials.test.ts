import { expect, it } from 'vitest';
import { accessTokenExpiresAt, credentialsFromTokenResponse } from './token-credentials.js';

const now = new Date('2026-01-01T00:00:00.000Z');

it('keeps the access token, refresh token, scope and the absolute expiry of a code exchange', () => {
  expect(credentialsFromTokenResponse({ access_token: 'a1', token_type: 'Bearer', expires_in: 3600, refresh_token: 'r1', scope: 'drive' }, { now })).toEqual({
    access_token: 'a1',
    token_type: 'Bearer',
    refresh_token: 'r1',
    scope: 'drive',
    expires_at: '2026-01-01T01:00:00.000Z',
  });
});

it('keeps the previous refresh token and entries when a refresh answer omits them', () => {
  const previous = { access_token: 'a1', token_type: 'Bearer', refresh_token: 'r1', expires_at: '2025-12-31T23:00:00.000Z', auth_method: 'oauth2' };
  expect(credentialsFromTokenResponse({ access_token: 'a2', token_type: 'Bearer', expires_in: 60 }, { previous, now })).toEqual({
    access_token: 'a2',
    token_type: 'Bearer',
    refresh_token: 'r1',
    auth_method: 'oauth2',
    expires_at: '2026-01-01T00:01:00.000Z',
  });
  // Without expires_in the old expiry would be a lie about the new token.
  expect(credentialsFromTokenResponse({ access_token: 'a3', token_type: 'Bearer' }, { previous, now })).not.toHaveProperty('expires_at');
});

it('reads the expiry back, ignoring what is not a date', () => {
  expect(accessTokenExpiresAt({ expires_at: '2026-01-01T01:00:00.000Z' })).toEqual(new Date('2026-01-01T01:00:00.000Z'));
  expect(accessTokenExpiresAt({ expires_at: 'soon' })).toBeUndefined();
  expect(accessTokenExpiresAt({})).toBeUndefined();
});
