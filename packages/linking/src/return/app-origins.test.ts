import { expect, it } from 'vitest';
import { allowedOriginsSchema, applicationOrigin, isAllowedRedirect } from './app-origins.js';

it('accepts https origins and http only on loopback hosts', () => {
  expect(applicationOrigin('https://app.acme.test')).toBe('https://app.acme.test');
  expect(applicationOrigin('https://App.Acme.test:8443/')).toBe('https://app.acme.test:8443');
  expect(applicationOrigin('http://localhost:3000')).toBe('http://localhost:3000');
  expect(applicationOrigin('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173');
  expect(applicationOrigin('http://app.acme.test')).toBeUndefined();
  expect(applicationOrigin('https://app.acme.test/settings')).toBeUndefined();
  expect(applicationOrigin('https://app.acme.test?x=1')).toBeUndefined();
  expect(applicationOrigin('javascript:alert(1)')).toBeUndefined();
  expect(applicationOrigin('app.acme.test')).toBeUndefined();
  expect(applicationOrigin('https://user:pass@app.acme.test')).toBeUndefined();
});

it('allows a redirect only to an allowed origin', () => {
  const allowed = ['https://app.acme.test', 'http://localhost:3000'];
  expect(isAllowedRedirect('https://app.acme.test/integrations/done?tab=hr', allowed)).toBe(true);
  expect(isAllowedRedirect('http://localhost:3000/back', allowed)).toBe(true);
  expect(isAllowedRedirect('https://app.acme.test.evil.test/', allowed)).toBe(false);
  expect(isAllowedRedirect('http://app.acme.test/', allowed)).toBe(false);
  expect(isAllowedRedirect('https://app.acme.test:444/', allowed)).toBe(false);
  expect(isAllowedRedirect('https://evil@app.acme.test/', allowed)).toBe(false);
  expect(isAllowedRedirect('not a url', allowed)).toBe(false);
  expect(isAllowedRedirect('https://app.acme.test/', [])).toBe(false);
});

it('normalises and de-duplicates a list of origins, naming a bad one', () => {
  expect(allowedOriginsSchema.parse(['https://APP.acme.test/', 'https://app.acme.test'])).toEqual(['https://app.acme.test']);
  const refused = allowedOriginsSchema.safeParse(['https://app.acme.test', 'http://app.acme.test']);
  expect(refused.success).toBe(false);
  expect(refused.error?.issues[0]?.message).toContain('"http://app.acme.test" is not an origin');
  expect(refused.error?.issues[0]?.path).toEqual([1]);
});
