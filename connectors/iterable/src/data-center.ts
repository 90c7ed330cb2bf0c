import { BadRequestError, type Credentials } from '@openunified/connector-sdk';

/**
 * Each Iterable project lives in one data center, and its API key works only there
 * (https://support.iterable.com/hc/en-us/articles/360043464871-API-Keys).
 */
export const iterableApiBaseUrls = {
  us: 'https://api.iterable.com/api',
  eu: 'https://api.eu.iterable.com/api',
} as const;
export type IterableDataCenter = keyof typeof iterableApiBaseUrls;

function dataCenterOf(credentials: Credentials): IterableDataCenter {
  const region = (credentials.region ?? '').trim().toLowerCase();
  if (region === '' || region === 'us') return 'us';
  if (region === 'eu') return 'eu';
  throw new BadRequestError(`Iterable region must be "us" or "eu", not "${credentials.region}"`);
}

/**
 * The request path for an Iterable endpoint (`/templates`) in the account's data center. The
 * connector's base URL is the US one; EU accounts get an absolute URL, which the provider HTTP
 * client still points at an emulator's origin when one stands in.
 */
export function iterableEndpoint(credentials: Credentials, path: string): string {
  const dataCenter = dataCenterOf(credentials);
  return dataCenter === 'us' ? path : `${iterableApiBaseUrls[dataCenter]}${path}`;
}
