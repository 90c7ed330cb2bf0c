import { describe, expect, it } from 'vitest';
import type { CompatResults } from './compat-results.js';
import { renderCompatibilityTable } from './render-compatibility-table.js';
import type { SdkMethod } from './sdk-route-table.js';

const method = (name: string, namespace: string, httpMethod: string, path: string): SdkMethod => ({ name, namespace, httpMethod, path, successStatus: 200 });

describe('renderCompatibilityTable', () => {
  const methods = [
    method('documentsListDrives', 'documents', 'GET', '/unified/documents/drives'),
    method('documentsListFiles', 'documents', 'GET', '/unified/documents/files'),
    method('accountsGetAccount', 'accounts', 'GET', '/accounts/{id}'),
    method('connectSessionsCreateConnectSession', 'connectSessions', 'POST', '/connect_sessions'),
  ];
  const results: CompatResults = {
    sdk_version: '1.2.3',
    connectors: { documents: ['box', 'googledrive'] },
    methods: {
      documentsListDrives: {
        served: true,
        outcomes: { box: { status: 'not_supported', reason: 'provider "box" does not support documents.drives.list' }, googledrive: { status: 'passes' } },
      },
      documentsListFiles: { served: false },
      accountsGetAccount: { served: true, outcomes: { server: { status: 'fails', reason: 'HTTP 500: a | b' } } },
      connectSessionsCreateConnectSession: { served: true, outcomes: { server: { status: 'contract_difference', reason: 'organization_id is a string' } } },
    },
  };
  const page = renderCompatibilityTable(methods, results);

  it('counts each category, then the whole SDK', () => {
    expect(page).toContain('| [documents](#documents) | 2 | 1 | 1 | 0 | 1 | 0 |');
    expect(page).toContain('| [accounts](#accounts) | 1 | 1 | 0 | 1 | 0 | 0 |');
    expect(page).toContain('| **All** | 4 | 3 | 1 | 1 | 1 | 1 |');
  });

  it('has one row per method, with a column per connector of the category', () => {
    expect(page).toContain('| SDK method | Route | Success | Served | box | googledrive |');
    expect(page).toContain(
      '| `documentsListDrives` | `GET /unified/documents/drives` | 200 | yes | not supported by the provider (provider "box" does not support documents.drives.list) | passes |',
    );
    expect(page).toContain('| `documentsListFiles` | `GET /unified/documents/files` | 200 | no | | |');
    expect(page).toContain('| `accountsGetAccount` | `GET /accounts/{id}` | 200 | yes | **fails**: HTTP 500: a \\| b |');
  });

  it('explains the deliberate differences', () => {
    expect(page).toContain('- `connectSessionsCreateConnectSession`: organization_id is a string.');
  });
});
