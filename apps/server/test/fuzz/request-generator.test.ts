import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyText, percentEncode, requestArbitrary } from './request-generator.js';

const document = {
  paths: {
    '/notes/{id}': {
      patch: {
        operationId: 'update_note',
        parameters: [{ in: 'path', name: 'id', schema: { type: 'string' } }],
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', required: ['text'], properties: { text: { type: 'string', maxLength: 10 } } } } },
        },
      },
    },
  },
};
const knowledge = { accountIds: ['acc_1'], recordIds: ['rec_1'], servingAccounts: new Map() };

describe('requestArbitrary', () => {
  it('generates the same requests from the same seed, so a failure replays', () => {
    const first = fc.sample(requestArbitrary(document, knowledge), { seed: 42, numRuns: 200 });
    const again = fc.sample(requestArbitrary(document, knowledge), { seed: 42, numRuns: 200 });
    expect(again).toEqual(first);
    expect(new Set(first.map((request) => request.mutation.split(' ')[0])).size).toBeGreaterThan(3);
    expect(first.every((request) => request.method === 'PATCH' && request.path.startsWith('/notes/'))).toBe(true);
  });

  it('sends huge strings expanded and lone surrogates escaped', () => {
    expect(bodyText({ operationId: 'x', method: 'POST', path: '/', query: [], accountId: undefined, body: { text: '\u0000huge:5' }, mutation: 'huge' })).toBe(
      '{"text":"üüüüü"}',
    );
    expect(bodyText({ operationId: 'x', method: 'POST', path: '/', query: [], accountId: undefined, body: { text: '\ud800' }, mutation: 'unicode' })).toBe(
      '{"text":"\\ud800"}',
    );
    expect(percentEncode('a/\ud800')).toBe('a%2F%EF%BF%BD');
  });
});
