import { describe, expect, it } from 'vitest';
import {
  ApiError,
  BadRequestError,
  defaultMessageByStatus,
  NotFoundError,
  RequestTimeoutError,
  ServiceUnavailableError,
  TooManyRequestsError,
  toErrorResponse,
} from './index.js';

describe('toErrorResponse', () => {
  const now = new Date('2026-01-02T03:04:05.678Z');

  it('uses the documented default message when none is given', () => {
    for (const [status, message] of Object.entries(defaultMessageByStatus)) {
      const response = toErrorResponse(new ApiError(Number(status)), now);
      expect(response.body).toMatchObject({ statusCode: Number(status), message, timestamp: '2026-01-02T03:04:05.678Z' });
    }
  });

  it('always carries data and provider_errors on 400, and provider_errors elsewhere only when a provider failed', () => {
    const providerErrors = [{ status: 422, url: 'https://api.example.com/x', raw: { error: 'bad' }, headers: {} }];
    const bad = toErrorResponse(
      new BadRequestError({ message: 'provider rejected', data: { statusCode: 422, message: 'bad', headers: {} }, providerErrors }),
      now,
    );
    expect(bad.body.provider_errors).toEqual(providerErrors);
    expect(bad.body.data).toEqual({ statusCode: 422, message: 'bad', headers: {} });

    const ownBadRequest = toErrorResponse(new BadRequestError('page_size must be a whole number'), now);
    expect(ownBadRequest.body).toMatchObject({ data: null, provider_errors: null });

    const providerGone = toErrorResponse(new NotFoundError({ message: 'gone', providerErrors }), now);
    expect(providerGone.body.provider_errors).toEqual(providerErrors);
    expect(providerGone.body).not.toHaveProperty('data');

    const ownNotFound = toErrorResponse(new NotFoundError('account acc_1 not found'), now);
    expect(ownNotFound.body).not.toHaveProperty('provider_errors');
  });

  it('never leaks the message of an unexpected error', () => {
    const response = toErrorResponse(new Error('connection string postgres://secret@db'), now);
    expect(response).toEqual({
      statusCode: 500,
      headers: {},
      body: { statusCode: 500, message: 'Internal server error', timestamp: '2026-01-02T03:04:05.678Z' },
    });
  });

  it('puts Retry-After on 408, 429 and 503, in whole seconds', () => {
    expect(toErrorResponse(new RequestTimeoutError(2.2)).headers).toEqual({ 'Retry-After': '3' });
    expect(toErrorResponse(new TooManyRequestsError(0)).headers).toEqual({ 'Retry-After': '1' });
    expect(toErrorResponse(new ServiceUnavailableError(4.2, 'storage is full')).headers).toEqual({ 'Retry-After': '5' });
    expect(toErrorResponse(new RequestTimeoutError(5)).body.message).toBe('Request timed out');
  });
});
