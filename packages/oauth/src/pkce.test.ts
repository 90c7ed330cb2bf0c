import { expect, it } from 'vitest';
import { buildAuthorizationUrl } from './authorization-url.js';
import { createOAuthState, createPkcePair, pkceChallenge } from './pkce.js';

it('derives the S256 challenge of RFC 7636 appendix B', () => {
  expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
});

it('creates 43-character verifiers and 256-bit states, different every time', () => {
  const first = createPkcePair();
  const second = createPkcePair();
  expect(first.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(first.challenge).toBe(pkceChallenge(first.verifier));
  expect(first.method).toBe('S256');
  expect(second.verifier).not.toBe(first.verifier);
  expect(createOAuthState()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(createOAuthState()).not.toBe(createOAuthState());
});

it('builds the authorization URL; provider extras never replace the protocol parameters', () => {
  const url = new URL(
    buildAuthorizationUrl({
      authorizationUrl: 'http://127.0.0.1:4000/o/oauth2/v2/auth?hl=en',
      clientId: 'client-1',
      redirectUri: 'http://127.0.0.1:3000/connect/oauth/callback',
      scopes: ['read', 'write'],
      state: 'state-1',
      codeChallenge: 'challenge-1',
      extraParameters: { access_type: 'offline', state: 'forged' },
    }),
  );
  expect(url.origin + url.pathname).toBe('http://127.0.0.1:4000/o/oauth2/v2/auth');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    hl: 'en',
    access_type: 'offline',
    state: 'state-1',
    response_type: 'code',
    client_id: 'client-1',
    redirect_uri: 'http://127.0.0.1:3000/connect/oauth/callback',
    scope: 'read write',
    code_challenge: 'challenge-1',
    code_challenge_method: 'S256',
  });
});

it('joins scopes with the provider separator and leaves out what is not used', () => {
  const url = new URL(
    buildAuthorizationUrl({
      authorizationUrl: 'https://example.com/auth',
      clientId: 'c',
      redirectUri: 'https://app/cb',
      scopes: ['a', 'b'],
      scopeSeparator: ',',
      state: 's',
    }),
  );
  expect(url.searchParams.get('scope')).toBe('a,b');
  expect(url.searchParams.has('code_challenge')).toBe(false);
  const withoutScopes = new URL(
    buildAuthorizationUrl({ authorizationUrl: 'https://example.com/auth', clientId: 'c', redirectUri: 'https://app/cb', scopes: [], state: 's' }),
  );
  expect(withoutScopes.searchParams.has('scope')).toBe(false);
});
