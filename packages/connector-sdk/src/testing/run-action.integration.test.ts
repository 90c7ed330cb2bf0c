import type { ConnectorEmulator } from '@openunified/connector-contract';
import { BadRequestError, NotFoundError } from '@openunified/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCallRecord } from '../http/create-provider-http-client.js';
import { expectApiError } from './expect-api-error.js';
import { runAction } from './run-action.js';
import { sampleConnector, startSampleNotesEmulator } from './sample-notes-connector.fixture.js';

let emulator: ConnectorEmulator;
beforeAll(async () => {
  emulator = await startSampleNotesEmulator();
});
afterAll(() => emulator.close());

describe('runAction', () => {
  const options = () => ({ originOverride: emulator.url, credentials: emulator.sandboxCredentials });

  it('runs the action with its validated input and reports every provider call', async () => {
    const calls: ProviderCallRecord[] = [];
    const result = await runAction(
      sampleConnector,
      'samplenotes_list_notes',
      { query: { page_size: '2' } },
      { ...options(), onCall: (call) => calls.push(call) },
    );

    expect(result).toEqual({ data: [expect.objectContaining({ id: 'note-1' }), expect.objectContaining({ id: 'note-2' })], next: '2' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${emulator.url}/api/notes?limit=2`);
  });

  it('rejects input the action schema refuses, naming the field', async () => {
    const error = await expectApiError(runAction(sampleConnector, 'samplenotes_list_notes', { query: { page_size: 500 } }, options()));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toContain('page_size');
  });

  it('answers 404 for an unknown action and passes provider errors on', async () => {
    expect(await expectApiError(runAction(sampleConnector, 'samplenotes_delete_everything', {}, options()))).toBeInstanceOf(NotFoundError);
    const missing = await expectApiError(runAction(sampleConnector, 'samplenotes_get_note', { path: { id: 'nope' } }, options()));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.message).toBe('no such note');
  });
});
