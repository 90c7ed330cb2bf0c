import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CredentialCipher, parseKeyring } from './credential-cipher.js';
import { loadOrCreateKeyringFile } from './keyring-file.js';

const keyA = randomBytes(32);
const keyB = randomBytes(32);

describe('CredentialCipher', () => {
  it('round-trips values and never stores the plain text', () => {
    const cipher = new CredentialCipher({ activeKeyId: 'a', keys: { a: keyA } });
    const sealed = cipher.encryptJson({ api_key: 'super-secret-value' });
    expect(sealed.keyId).toBe('a');
    expect(Buffer.from(sealed.payload, 'base64').toString('latin1')).not.toContain('super-secret-value');
    expect(cipher.decryptJson(sealed)).toEqual({ api_key: 'super-secret-value' });
    expect(cipher.encrypt('same').payload).not.toBe(cipher.encrypt('same').payload);
  });

  it('shares one frozen copy of a value read again and again, and opens another value object anew', () => {
    const cipher = new CredentialCipher({ activeKeyId: 'a', keys: { a: keyA } });
    const sealed = cipher.encryptJson({ access_token: 'token-1' });
    const shared = cipher.decryptJsonShared<Record<string, string>>(sealed);
    expect(shared).toEqual({ access_token: 'token-1' });
    expect(cipher.decryptJsonShared(sealed)).toBe(shared);
    expect(Object.isFrozen(shared)).toBe(true);
    expect(() => {
      (shared as Record<string, string>).access_token = 'changed';
    }).toThrow(TypeError);
    // A re-read record brings a new value object (and renewed credentials a new payload).
    expect(cipher.decryptJsonShared({ ...sealed })).not.toBe(shared);
    expect(cipher.decryptJsonShared(cipher.encryptJson({ access_token: 'token-2' }))).toEqual({ access_token: 'token-2' });
    // decryptJson still hands each caller its own copy to change.
    expect(cipher.decryptJson(sealed)).not.toBe(shared);
  });

  it('rotates: a new active key seals, old keys still open their values', () => {
    const before = new CredentialCipher({ activeKeyId: 'a', keys: { a: keyA } });
    const old = before.encrypt('token');
    const after = new CredentialCipher({ activeKeyId: 'b', keys: { a: keyA, b: keyB } });
    expect(after.decrypt(old)).toBe('token');
    expect(after.needsRotation(old)).toBe(true);
    expect(after.encrypt('token').keyId).toBe('b');
  });

  it('refuses tampered payloads and payloads relabelled with another key id, even once the genuine one was opened', () => {
    const cipher = new CredentialCipher({ activeKeyId: 'a', keys: { a: keyA, b: keyA } });
    const sealed = cipher.encrypt('token');
    // Opened values are remembered: a copy differing in any byte or in its key id is not the same value.
    expect(cipher.decrypt(sealed)).toBe('token');
    expect(cipher.decrypt({ ...sealed })).toBe('token');
    const bytes = Buffer.from(sealed.payload, 'base64');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(() => cipher.decrypt({ keyId: 'a', payload: bytes.toString('base64') })).toThrow();
    expect(() => cipher.decrypt({ keyId: 'b', payload: sealed.payload })).toThrow();
    expect(() => cipher.decrypt({ keyId: 'gone', payload: sealed.payload })).toThrow(/no encryption key "gone"/);
  });
});

describe('parseKeyring', () => {
  it('reads several keys and picks the active one', () => {
    const keyring = parseKeyring(`a:${keyA.toString('base64')}, b:${keyB.toString('base64')}`, 'b');
    expect(keyring.activeKeyId).toBe('b');
    expect(keyring.keys.a).toEqual(keyA);
  });

  it('says what is wrong with a bad spec', () => {
    expect(() => parseKeyring('a:c2hvcnQ=')).toThrow(/must decode to 32 bytes/);
    expect(() => parseKeyring('nokey')).toThrow(/<key id>:<base64 key>/);
    expect(() => parseKeyring(`a:${keyA.toString('base64')}`, 'z')).toThrow(/active encryption key "z"/);
  });

  it('names a malformed entry by its position without echoing any of it', () => {
    const secret = keyA.toString('base64');
    const attempt = () => parseKeyring(`a:${keyB.toString('base64')}, ${secret}`);
    expect(attempt).toThrow('encryption key entry 2 of 2 must be "<key id>:<base64 key>"');
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain(secret.slice(0, 4));
    }
  });
});

describe('loadOrCreateKeyringFile', () => {
  it('creates a private key file once and reads the same key afterwards, even when raced', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'keyring-')), 'nested', 'keys.json');
    const [first, second] = await Promise.all([loadOrCreateKeyringFile(path), loadOrCreateKeyringFile(path)]);
    expect(first).toEqual(second);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateKeyringFile(path)).toEqual(first);
    expect(JSON.parse(await readFile(path, 'utf8')).activeKeyId).toBe(first.activeKeyId);
  });
});
