import { atsNoteSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { greenhouseNoteSchema } from '../provider-activity-schemas.js';
import { parseProviderBody } from '../provider-schemas.js';
import noteFixture from './__fixtures__/note.json' with { type: 'json' };
import { mapNote } from './note.js';

const note = (fixture: unknown) => parseProviderBody(greenhouseNoteSchema, fixture, 'note');

describe('mapNote', () => {
  it('maps an admin-only note as private, written and last updated at the same time', () => {
    const mapped = mapNote(note(noteFixture));

    expect(atsNoteSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toEqual({
      id: encodeCompositeId('1238847'),
      remote_id: '1238847',
      author_id: encodeCompositeId('4080'),
      remote_author_id: '4080',
      content: [{ body: 'Strong systems design answers; follow up on leadership examples.' }],
      visibility: { value: 'private', source_value: 'admin_only' },
      created_at: '2023-04-13T10:20:00.000Z',
      updated_at: '2023-04-13T10:20:00.000Z',
      deleted_at: null,
      unified_custom_fields: { author_name: 'Ines Varga' },
    });
  });

  it('reads the legacy misspelt key, then the private flag, when visibility is missing', () => {
    expect(mapNote(note({ ...noteFixture, visibility: null, visiblity: 'public' })).visibility).toEqual({ value: 'public', source_value: 'public' });
    expect(mapNote(note({ id: 5, private: true })).visibility).toEqual({ value: 'private', source_value: 'private' });
  });

  it('maps a note without author or body', () => {
    const mapped = mapNote(note({ id: 6 }));

    expect(atsNoteSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toMatchObject({ author_id: null, remote_author_id: null, content: [], visibility: null, created_at: null, unified_custom_fields: null });
  });
});
