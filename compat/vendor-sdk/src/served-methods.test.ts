import { describe, expect, it } from 'vitest';
import type { SdkMethod } from './sdk-route-table.js';
import { routeKey, servedMethods } from './served-methods.js';

const method = (name: string, httpMethod: string, path: string): SdkMethod => ({ name, namespace: 'test', httpMethod, path, successStatus: 200 });

describe('servedMethods', () => {
  it('matches routes by HTTP method and path template, whatever the parameters are named', () => {
    const methods = [
      method('getDelivery', 'POST', '/webhooks/{id}/deliveries/{subResourceId}/replay'),
      method('listThings', 'GET', '/things'),
      method('createThing', 'POST', '/things'),
      method('getThing', 'GET', '/things/{id}'),
    ];
    const document = {
      paths: {
        '/webhooks/{id}/deliveries/{delivery_id}/replay': { post: {} },
        '/things': { get: {}, parameters: [] },
        '/things/{thing_id}': { get: {} },
      },
    };
    expect([...servedMethods(methods, document)].sort()).toEqual(['getDelivery', 'getThing', 'listThings']);
  });

  it('keys a route without its parameter names or a trailing slash', () => {
    expect(routeKey('get', '/things/{id}/')).toBe('GET /things/{}');
  });
});
