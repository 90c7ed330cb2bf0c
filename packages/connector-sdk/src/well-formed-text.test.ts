import { BadRequestError } from '@openunified/errors';
import { describe, expect, it } from 'vitest';
import { assertWellFormedText, findIllFormedText, isWellFormedText } from './well-formed-text.js';

const lone = JSON.parse('"x\\ud800"') as string;
const pair = JSON.parse('"\\ud83d\\ude00"') as string;

describe('well-formed text', () => {
  it('tells a lone surrogate from a pair', () => {
    expect(isWellFormedText(lone)).toBe(false);
    expect(isWellFormedText(pair)).toBe(true);
    expect(() => encodeURIComponent(lone)).toThrow(URIError);
  });

  it('names where the first ill-formed string or key stands', () => {
    expect(findIllFormedText({ path: { id: lone } })).toBe('path.id');
    expect(findIllFormedText({ items: [{ name: 'fine' }, { name: lone }] })).toBe('items.1.name');
    expect(findIllFormedText({ [lone]: 1 })).toBe('x\ufffd');
    expect(findIllFormedText(lone)).toBe('');
    expect(findIllFormedText({ text: pair, count: 3, flags: [true, null] })).toBeUndefined();
  });

  it('refuses ill-formed input as the client error it is', () => {
    expect(() => assertWellFormedText({ id: lone }, 'path parameter')).toThrow(
      new BadRequestError('invalid request: path parameter "id" is not well-formed Unicode (it holds a lone UTF-16 surrogate)'),
    );
    expect(() => assertWellFormedText(lone, 'body field')).toThrow('invalid request: body is not well-formed Unicode');
    expect(() => assertWellFormedText({ id: pair }, 'path parameter')).not.toThrow();
  });
});
