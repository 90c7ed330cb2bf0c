import { describe, expect, it } from 'vitest';
import { adfToPlainText } from './adf-to-plain-text.js';
import { plainTextToAdf } from './plain-text-to-adf.js';

const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks && { marks }) });
const list = (type: string, ...items: unknown[][]) => ({ type, content: items.map((content) => ({ type: 'listItem', content })) });

describe('adfToPlainText', () => {
  it('separates blocks with a blank line and keeps hard breaks and marked text', () => {
    const document = {
      type: 'doc',
      version: 1,
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Steps')] },
        paragraph(text('Open the '), text('settings', [{ type: 'strong' }]), { type: 'hardBreak' }, text('then save.')),
      ],
    };
    expect(adfToPlainText(document)).toBe('Steps\n\nOpen the settings\nthen save.');
  });

  it('writes lists with markers, nested lists indented, and ordered lists from their start', () => {
    const document = {
      type: 'doc',
      version: 1,
      content: [
        list('bulletList', [paragraph(text('one')), list('bulletList', [paragraph(text('one.a'))])], [paragraph(text('two'))]),
        { ...list('orderedList', [paragraph(text('first'))], [paragraph(text('second'))]), attrs: { order: 3 } },
      ],
    };
    expect(adfToPlainText(document)).toBe('- one\n  - one.a\n- two\n\n3. first\n4. second');
  });

  it('keeps the text of mentions, emoji, links, dates and status lozenges, and drops media', () => {
    const document = {
      type: 'doc',
      version: 1,
      content: [
        paragraph(
          { type: 'mention', attrs: { id: '5b10a2844c20165700ede21g', text: '@Mia Krystof' } },
          text(' '),
          { type: 'emoji', attrs: { shortName: ':smile:', text: '😄' } },
          text(' see '),
          { type: 'inlineCard', attrs: { url: 'https://example.com/spec' } },
          text(' by '),
          { type: 'date', attrs: { timestamp: '1714521600000' } },
          text(' '),
          { type: 'status', attrs: { text: 'BLOCKED', color: 'red' } },
        ),
        { type: 'mediaSingle', content: [{ type: 'media', attrs: { id: 'abc', type: 'file' } }] },
        { type: 'codeBlock', attrs: { language: 'sh' }, content: [text('npm test')] },
        { type: 'rule' },
        { type: 'blockquote', content: [paragraph(text('quoted')), paragraph(text('twice'))] },
      ],
    };
    expect(adfToPlainText(document)).toBe('@Mia Krystof 😄 see https://example.com/spec by 2024-05-01 BLOCKED\n\nnpm test\n\n---\n\n> quoted\n> \n> twice');
  });

  it('joins table cells and rows', () => {
    const cell = (type: string, value: string) => ({ type, content: [paragraph(text(value))] });
    const document = {
      type: 'doc',
      version: 1,
      content: [
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [cell('tableHeader', 'Browser'), cell('tableHeader', 'Result')] },
            { type: 'tableRow', content: [cell('tableCell', 'Firefox'), cell('tableCell', 'fails')] },
          ],
        },
      ],
    };
    expect(adfToPlainText(document)).toBe('Browser | Result\nFirefox | fails');
  });

  it('returns strings as they are, null for what is not a document, and survives hostile nesting', () => {
    expect(adfToPlainText('already plain')).toBe('already plain');
    expect(adfToPlainText(null)).toBeNull();
    expect(adfToPlainText([1, 2])).toBeNull();
    expect(adfToPlainText({ type: 'doc', content: 'not an array' })).toBe('');

    let deep: Record<string, unknown> = text('bottom');
    for (let level = 0; level < 10_000; level += 1) deep = { type: 'blockquote', content: [deep] };
    expect(() => adfToPlainText({ type: 'doc', content: [deep] })).not.toThrow();
  });
});

describe('plainTextToAdf', () => {
  it('makes a paragraph of each block of lines and a hard break of each line break', () => {
    expect(plainTextToAdf('First line\r\nsecond line\n\n\nNext paragraph')).toEqual({
      type: 'doc',
      version: 1,
      content: [
        { type: 'paragraph', content: [text('First line'), { type: 'hardBreak' }, text('second line')] },
        { type: 'paragraph', content: [text('Next paragraph')] },
      ],
    });
  });

  it('gives an empty document for blank text', () => {
    expect(plainTextToAdf('  \n\n ')).toEqual({ type: 'doc', version: 1, content: [] });
  });

  it('round-trips plain text through ADF', () => {
    const original = 'Steps:\n1. open\n2. save\n\nExpected: saved';
    expect(adfToPlainText(plainTextToAdf(original))).toBe(original);
  });
});
