import { describe, expect, it } from 'vitest';
import { collectSecrets, redactHeaders, redactSecrets } from './secret-redaction.js';

describe('secret redaction', () => {
  const secrets = collectSecrets({ api_key: 'k3y/with+chars', company_domain: 'acme', pin: '123', token_type: 'Bearer' });

  it('replaces credential values, raw and URL-encoded, wherever they appear', () => {
    expect(redactSecrets('key=k3y%2Fwith%2Bchars&raw=k3y/with+chars at acme', secrets)).toBe('key=[REDACTED]&raw=[REDACTED] at [REDACTED]');
  });

  it('leaves values too short to be secrets and descriptive entries alone', () => {
    expect(redactSecrets('pin 123, Bearer scheme', secrets)).toBe('pin 123, Bearer scheme');
  });

  it('hides whole values of credential headers', () => {
    expect(redactHeaders({ Authorization: 'Basic abc', 'X-Api-Key': 'short', 'x-note': 'acme' }, secrets)).toEqual({
      Authorization: '[REDACTED]',
      'X-Api-Key': '[REDACTED]',
      'x-note': '[REDACTED]',
    });
  });
});

describe('collectSecrets with public credential fields', () => {
  it('leaves the fields a connector declares as not secret readable', () => {
    const secrets = collectSecrets({ api_key: 'k3y-secret', company_domain: 'acme-corp' }, new Set(['company_domain']));
    expect(secrets).toContain('k3y-secret');
    expect(secrets).not.toContain('acme-corp');
  });
});
