import { describe, expect, it } from 'vitest';
import { googleErrorMessage } from './error-message.js';

describe('googleErrorMessage', () => {
  it('reads the Drive API error body', () => {
    const body = {
      error: {
        code: 404,
        message: 'Shared drive not found: 0AAbc',
        errors: [{ domain: 'global', reason: 'notFound', message: 'Shared drive not found: 0AAbc' }],
        status: 'NOT_FOUND',
      },
    };
    expect(googleErrorMessage(body)).toBe('Shared drive not found: 0AAbc');
  });

  it('reads the token endpoint error body', () => {
    expect(googleErrorMessage({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' })).toBe(
      'invalid_grant: Token has been expired or revoked.',
    );
    expect(googleErrorMessage({ error: 'invalid_client' })).toBe('invalid_client');
  });

  it('gives nothing for bodies of another shape', () => {
    expect(googleErrorMessage('<html>502</html>')).toBeUndefined();
    expect(googleErrorMessage(null)).toBeUndefined();
    expect(googleErrorMessage({ error: { code: 500 } })).toBeUndefined();
  });
});
