import type { StoredRecordState } from '@openunified/store';
import { describe, expect, it } from 'vitest';
import { classify, identifyRecords } from './record-changes.js';

describe('identifyRecords', () => {
  it('keys records by id, serializes each once and hashes the text it stores', () => {
    const records = identifyRecords('googledrive_list_drives', [
      { id: 'a', remote_id: 'A', name: 'first' },
      { id: 'b', remote_id: 'B', name: 'second' },
      { id: 'a', remote_id: 'A', name: 'first, listed again' },
    ]);
    expect([...records.keys()]).toEqual(['a', 'b']);
    expect(records.get('a')).toMatchObject({ recordId: 'a', remoteId: 'A', json: '{"id":"a","remote_id":"A","name":"first, listed again"}' });
    expect(records.get('a')!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(() => identifyRecords('googledrive_list_drives', [{ name: 'no id' }])).toThrow(/without an id/);
  });
});

describe('classify', () => {
  const stored = (json: string, deleted = false): [string, StoredRecordState] => {
    const [record] = identifyRecords('x', [JSON.parse(json)]).values();
    return [record!.recordId, { contentHash: record!.contentHash, deleted }];
  };

  it('tells new, changed and unchanged records apart, and reads stored text only for hashes that differ', async () => {
    const storedTexts = new Map([
      ['same', '{"id":"same","custom":{"a":1,"b":2}}'],
      ['reordered', '{"id":"reordered","custom":{"a":1,"b":2}}'],
      ['changed', '{"id":"changed","name":"old"}'],
      ['gone', '{"id":"gone"}'],
    ]);
    const states = new Map([...storedTexts.entries()].map(([id, json]) => stored(json, id === 'gone')));
    const asked: string[][] = [];
    const page = identifyRecords('x', [
      { id: 'same', custom: { a: 1, b: 2 } },
      { custom: { b: 2, a: 1 }, id: 'reordered' },
      { id: 'changed', name: 'new' },
      { id: 'gone' },
      { id: 'new' },
    ]);
    const changes = await classify(page.values(), states, async (recordIds) => {
      asked.push(recordIds);
      return new Map(recordIds.flatMap((id) => (storedTexts.has(id) ? [[id, storedTexts.get(id)!] as const] : [])));
    });
    expect(changes.created.map((record) => record.recordId)).toEqual(['gone', 'new']);
    expect(changes.updated.map((record) => record.recordId)).toEqual(['changed']);
    // Same content with its keys in another order is no change: no write, no event.
    expect(changes.unchangedIds.sort()).toEqual(['reordered', 'same']);
    expect(asked).toEqual([['reordered', 'changed']]);
  });

  it('asks for no stored text when every hash matches', async () => {
    const page = identifyRecords('x', [{ id: 'one', name: 'x' }]);
    const changes = await classify(page.values(), new Map([stored('{"id":"one","name":"x"}')]), async () => {
      throw new Error('not asked');
    });
    expect(changes.unchangedIds).toEqual(['one']);
  });
});
