import { describe, expect, it } from 'vitest';
import { readSdkRouteTable, sdkPackageLabel } from './sdk-route-table.js';

describe('readSdkRouteTable', () => {
  const table = readSdkRouteTable();

  it('reads every method of the installed SDK with its namespace, route and success status', () => {
    expect(sdkPackageLabel()).toBe('@stackone/stackone-client-ts@4.28.0');
    expect(table).toHaveLength(289);
    expect(table.find((method) => method.name === 'hrisListEmployees')).toEqual({
      name: 'hrisListEmployees',
      namespace: 'hris',
      httpMethod: 'GET',
      path: '/unified/hris/employees',
      successStatus: 200,
    });
    expect(table.find((method) => method.name === 'connectSessionsCreateConnectSession')).toMatchObject({
      namespace: 'connectSessions',
      httpMethod: 'POST',
      successStatus: 201,
    });
    // A path written over several lines, and a method taking several success statuses.
    expect(table.find((method) => method.name === 'atsDownloadApplicationDocument')).toMatchObject({
      path: '/unified/ats/applications/{id}/documents/{subResourceId}/download',
    });
    expect(table.find((method) => method.name === 'proxyProxyRequest')).toMatchObject({ namespace: 'proxy', successStatus: 200 });
  });

  it('names each method once', () => {
    expect(new Set(table.map((method) => method.name)).size).toBe(table.length);
  });
});
