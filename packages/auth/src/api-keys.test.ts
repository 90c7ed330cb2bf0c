import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, apiKeyMatchesHash, generateApiKey, hashApiKey } from './api-keys.js';
import { parseBasicAuthorization } from './basic-authorization.js';

describe('generateApiKey', () => {
  it('makes a prefixed key with 256 bits of randomness and keeps only its hash', () => {
    const generated = generateApiKey();
    expect(generated.key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(Buffer.from(generated.key.slice(API_KEY_PREFIX.length), 'base64url')).toHaveLength(32);
    expect(generated.keyHash).toBe(hashApiKey(generated.key));
    expect(generated.keyHash).not.toContain(generated.key.slice(API_KEY_PREFIX.length));
    expect(generated.key.startsWith(generated.prefix)).toBe(true);
    expect(generateApiKey().key).not.toBe(generated.key);
  });

  it('matches a key against its hash only', () => {
    const { key, keyHash } = generateApiKey();
    expect(apiKeyMatchesHash(key, keyHash)).toBe(true);
    expect(apiKeyMatchesHash(`${key}x`, keyHash)).toBe(false);
  });
});

describe('parseBasicAuthorization', () => {
  const basic = (value: string) => `Basic ${Buffer.from(value).toString('base64')}`;

  it('takes the username as the key, with or without the colon', () => {
    expect(parseBasicAuthorization(basic('ouk_abc:'))).toBe('ouk_abc');
    expect(parseBasicAuthorization(basic('ouk_abc'))).toBe('ouk_abc');
    expect(parseBasicAuthorization(`basic   ${Buffer.from('ouk_abc:').toString('base64')}`)).toBe('ouk_abc');
  });

  it.each([
    [undefined, /missing Authorization header/],
    ['Bearer ouk_abc', /must be HTTP Basic/],
    ['Basic', /must be HTTP Basic/],
    [basic(':password'), /username must be the API key/],
  ])('rejects %s with 401', (header, message) => {
    expect(() => parseBasicAuthorization(header)).toThrow(message);
    try {
      parseBasicAuthorization(header);
    } catch (error) {
      expect((error as { statusCode: number }).statusCode).toBe(401);
    }
  });
});
