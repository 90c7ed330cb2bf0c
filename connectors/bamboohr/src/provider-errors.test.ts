import { BadGatewayError, BadRequestError, NotFoundError } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { bambooHrErrorMessage, explainBambooHrError } from './provider-errors.js';

const url = 'https://api.bamboohr.com/api/gateway.php/acme/v1/employees/9';

function providerErrors(status: number, headers: Record<string, string>) {
  return [{ status, url, raw: { body: '' }, headers }];
}

describe('bambooHrErrorMessage', () => {
  it('reads a text or JSON body and ignores empty and HTML ones', () => {
    expect(bambooHrErrorMessage('Field jobTitl does not exist')).toBe('Field jobTitl does not exist');
    expect(bambooHrErrorMessage({ errorMessage: 'Invalid date' })).toBe('Invalid date');
    expect(bambooHrErrorMessage('')).toBeUndefined();
    expect(bambooHrErrorMessage('<html><body>Bad Request</body></html>')).toBeUndefined();
    expect(bambooHrErrorMessage(null)).toBeUndefined();
  });
});

describe('explainBambooHrError', () => {
  it("puts the X-BambooHR-Error-Message header into a 400's message and data", () => {
    const headers = { 'x-bamboohr-error-message': 'Invalid API key' };
    const error = new BadRequestError({
      message: 'BambooHR responded with status 401',
      data: { statusCode: 401, message: 'BambooHR responded with status 401', headers },
      providerErrors: providerErrors(401, headers),
    });
    const explained = explainBambooHrError(error);
    expect(explained).toBeInstanceOf(BadRequestError);
    expect(explained.message).toBe('Invalid API key');
    expect(explained.data).toEqual({ statusCode: 401, message: 'Invalid API key', headers });
    expect(explained.providerErrors).toEqual(error.providerErrors);
  });

  it('explains a 404 and a provider 5xx from the header', () => {
    const notFound = new NotFoundError({ providerErrors: providerErrors(404, { 'x-bamboohr-error-message': 'Employee not found' }) });
    expect(explainBambooHrError(notFound)).toMatchObject({ statusCode: 404, message: 'Employee not found' });
    const failed = new BadGatewayError({
      message: 'BambooHR responded with status 500',
      providerErrors: providerErrors(500, { 'x-bamboohr-error-message': 'Database unavailable' }),
    });
    expect(explainBambooHrError(failed).message).toBe('BambooHR responded with status 500: Database unavailable');
  });

  it('turns a 503 with Retry-After, BambooHR rate limiting, into a 429', () => {
    const throttled = new BadGatewayError({ providerErrors: providerErrors(503, { 'retry-after': '7' }) });
    const explained = explainBambooHrError(throttled);
    expect(explained.statusCode).toBe(429);
    expect(explained.headers).toEqual({ 'Retry-After': '7' });
  });

  it('leaves an error without BambooHR headers as it is', () => {
    const error = new BadGatewayError({ providerErrors: providerErrors(502, {}) });
    expect(explainBambooHrError(error)).toBe(error);
  });
});
