import { expect, it } from 'vitest';
import { connectMessage, returnUrl } from './return-to-app.js';

it('sends the customer back with the account, keeping the query the URL had', () => {
  const url = new URL(returnUrl('https://app.acme.test/integrations?tab=hr#top', { status: 'success', accountId: 'acc_123' }));
  expect(url.origin + url.pathname).toBe('https://app.acme.test/integrations');
  expect(Object.fromEntries(url.searchParams)).toEqual({ tab: 'hr', status: 'success', account_id: 'acc_123' });
  expect(url.hash).toBe('#top');
});

it('sends the customer back with the error code and description, overriding a stale status', () => {
  const back = returnUrl('https://app.acme.test/done?status=old', {
    status: 'error',
    errorCode: 'invalid_grant',
    errorDescription: 'The code expired & was refused.',
  });
  expect(Object.fromEntries(new URL(back).searchParams)).toEqual({
    status: 'error',
    error_code: 'invalid_grant',
    error_description: 'The code expired & was refused.',
  });
});

it('reports a cancellation as an error with its code in the URL, and as a cancel in the message', () => {
  const cancelled = { status: 'cancel', errorCode: 'access_denied', errorDescription: 'You chose not to give access.' } as const;
  expect(new URL(returnUrl('https://app.acme.test/', cancelled)).searchParams.get('error_code')).toBe('access_denied');
  expect(connectMessage(cancelled)).toEqual({ type: 'openunified:connect', status: 'cancel', error_code: 'access_denied' });
  expect(connectMessage({ status: 'success', accountId: 'acc_1' })).toEqual({ type: 'openunified:connect', status: 'success', account_id: 'acc_1' });
});
