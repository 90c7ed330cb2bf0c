import { describe, expect, it } from 'vitest';
import { afterCursorOf, nextAfterCursor, nextLinkUrl } from './link-header.js';

describe('nextLinkUrl', () => {
  it('finds rel="next" among the links Okta sends, joined into one header', () => {
    const header =
      '<https://acme.okta.com/api/v1/users?limit=2>; rel="self", <https://acme.okta.com/api/v1/users?after=00ubfjQEMYBLRUWIEDKK&limit=2>; rel="next"';

    expect(nextLinkUrl(header)).toBe('https://acme.okta.com/api/v1/users?after=00ubfjQEMYBLRUWIEDKK&limit=2');
  });

  it('keeps commas inside the URL and reads unquoted and multi-valued rel', () => {
    const header = '<https://acme.okta.com/api/v1/users?search=a%2Cb,c&after=x1>; rel=next, <https://acme.okta.com/other>; rel="prev self"';

    expect(nextLinkUrl(header)).toBe('https://acme.okta.com/api/v1/users?search=a%2Cb,c&after=x1');
    expect(nextLinkUrl('<https://acme.okta.com/x?after=y>; title="a"; rel="self next"')).toBe('https://acme.okta.com/x?after=y');
  });

  it('returns undefined on the last page', () => {
    expect(nextLinkUrl('<https://acme.okta.com/api/v1/users?limit=2>; rel="self"')).toBeUndefined();
    expect(nextLinkUrl(undefined)).toBeUndefined();
    expect(nextLinkUrl('')).toBeUndefined();
  });
});

describe('afterCursorOf', () => {
  it('reads the after parameter, decoded, from an absolute or relative URL', () => {
    expect(afterCursorOf('https://acme.okta.com/api/v1/groups?after=00g%2Babc&limit=5')).toBe('00g+abc');
    expect(afterCursorOf('/api/v1/iam/roles?after=cr0Fw7HKcWIroo88m3r1')).toBe('cr0Fw7HKcWIroo88m3r1');
  });

  it('returns undefined when the link carries no cursor', () => {
    expect(afterCursorOf('https://acme.okta.com/api/v1/groups?limit=5')).toBeUndefined();
    expect(afterCursorOf('https://acme.okta.com/api/v1/groups?after=')).toBeUndefined();
    expect(afterCursorOf(undefined)).toBeUndefined();
  });
});

describe('nextAfterCursor', () => {
  it('reads the cursor out of the response headers', () => {
    expect(nextAfterCursor({ link: '<https://acme.okta.com/api/v1/users?after=00u2&limit=1>; rel="next"' })).toBe('00u2');
    expect(nextAfterCursor({})).toBeUndefined();
  });
});
