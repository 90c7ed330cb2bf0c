import { BadRequestError, contentBlockSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { iterableSnippetSchema } from '../iterable-payloads.js';
import snippet from './__fixtures__/snippet.json' with { type: 'json' };
import { toIterableSnippetFields, toUnifiedContentBlock } from './content-block.js';

describe('toUnifiedContentBlock', () => {
  it('maps an Iterable snippet to an html content block without status or tags', () => {
    const unified = toUnifiedContentBlock(iterableSnippetSchema.parse(snippet));

    expect(unified).toEqual({
      id: encodeCompositeId('5004'),
      remote_id: '5004',
      name: 'promo-banner',
      content: snippet.content,
      type: { value: 'html', source_value: null },
      status: null,
      tags: null,
      created_at: '2024-03-01T09:30:00.000Z',
      updated_at: '2024-04-01T09:00:00.000Z',
    });
    expect(contentBlockSchema.parse(unified)).toEqual(unified);
  });
});

describe('toIterableSnippetFields', () => {
  it('sends name and content, passthrough merged in last', () => {
    expect(toIterableSnippetFields({ name: 'footer', content: '<p/>', type: { value: 'html' }, tags: [], passthrough: { variables: ['x'] } })).toEqual({
      name: 'footer',
      content: '<p/>',
      variables: ['x'],
    });
    expect(toIterableSnippetFields({ name: null, content: null })).toEqual({});
  });

  it('refuses types a snippet cannot hold and tags it has no place for', () => {
    expect(() => toIterableSnippetFields({ type: { value: 'image' } })).toThrow(BadRequestError);
    expect(() => toIterableSnippetFields({ tags: ['promo'] })).toThrow('Iterable snippets have no tags');
  });
});
