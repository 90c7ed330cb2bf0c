import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPOSITE_ID_PREFIX, decodeCompositeId, encodeCompositeId, parseUnifiedId, toRemoteId } from './composite-id.js';

const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
/** Any non-empty text of whole Unicode code points, separators and escape-like sequences included. */
const unicodeValue = fc.string({
  unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.constantFrom(',', '%', ':', '%2C', '%25', 'id:', ',type:')),
  minLength: 1,
});

describe('composite ids', () => {
  it('matches the documented example', () => {
    expect(encodeCompositeId('1')).toBe('c28xIQaWQ6MQ');
    expect(decodeCompositeId('c28xIQaWQ6MQ')).toEqual({ remoteId: '1' });
  });

  it('round-trips ids and resource types, commas and percent signs included', () => {
    for (const [remoteId, resourceType] of [
      ['0AFxyz-drive_ID', 'drive'],
      ['a,b%2Cc,%', 'folder,shared'],
      ['ünïcødé id', undefined],
      ['id:1,type:file', 'type:x'],
    ] as const) {
      const id = encodeCompositeId(remoteId, resourceType);
      expect(id.startsWith(COMPOSITE_ID_PREFIX)).toBe(true);
      expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCompositeId(id)).toEqual(resourceType === undefined ? { remoteId } : { remoteId, resourceType });
    }
  });

  it('round-trips arbitrary unicode ids and types', () => {
    fc.assert(
      fc.property(unicodeValue, fc.option(unicodeValue, { nil: undefined }), (remoteId, resourceType) => {
        const id = encodeCompositeId(remoteId, resourceType);
        expect(id).toMatch(/^c28xIQ[A-Za-z0-9_-]+$/);
        expect(parseUnifiedId(id)).toEqual(resourceType === undefined ? { kind: 'composite', remoteId } : { kind: 'composite', remoteId, resourceType });
      }),
      { numRuns: 500 },
    );
  });

  it('passes any string without the prefix through as a plain provider id', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((text) => !text.startsWith(COMPOSITE_ID_PREFIX)),
        (text) => {
          expect(parseUnifiedId(text)).toEqual({ kind: 'plain', remoteId: text });
          expect(toRemoteId(text)).toBe(text);
        },
      ),
    );
  });

  it('reads garbage after the prefix as malformed, never as a guess and never by throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.base64String(), fc.string().map(base64Url)), (tail) => {
        const parsed = parseUnifiedId(COMPOSITE_ID_PREFIX + tail);
        expect(['composite', 'malformed']).toContain(parsed.kind);
        // Whatever decodes must be exactly what encoding its parts gives back.
        if (parsed.kind === 'composite') expect(encodeCompositeId(parsed.remoteId, parsed.resourceType)).toBe(COMPOSITE_ID_PREFIX + tail);
      }),
      { numRuns: 1000 },
    );
  });

  it('names what is wrong with a malformed composite id', () => {
    const cases: Array<[string, RegExp]> = [
      [COMPOSITE_ID_PREFIX, /not unpadded base64url/],
      [`${COMPOSITE_ID_PREFIX}!!!`, /not unpadded base64url/],
      [`${COMPOSITE_ID_PREFIX}aWQ6MQ==`, /not unpadded base64url/],
      [COMPOSITE_ID_PREFIX + Buffer.from([0x69, 0x64, 0x3a, 0xff]).toString('base64url'), /not the base64url of UTF-8/],
      [COMPOSITE_ID_PREFIX + base64Url('name:1'), /expected the "id" pair, found "name"/],
      [COMPOSITE_ID_PREFIX + base64Url('id:1,owner:2'), /expected the "type" pair, found "owner"/],
      [COMPOSITE_ID_PREFIX + base64Url('id:1,type:file,x:y'), /more than the id and type pairs/],
      [COMPOSITE_ID_PREFIX + base64Url('id:'), /the id is empty/],
      [COMPOSITE_ID_PREFIX + base64Url('id:50%'), /"%" that is not %25 or %2C/],
      [COMPOSITE_ID_PREFIX + base64Url('id:1,type:'), /the type is empty/],
    ];
    for (const [id, reason] of cases) {
      const parsed = parseUnifiedId(id);
      expect(parsed.kind, id).toBe('malformed');
      if (parsed.kind === 'malformed') expect(parsed.reason).toMatch(reason);
      expect(decodeCompositeId(id)).toBeUndefined();
    }
  });

  it('gives the provider id for composite and plain ids alike', () => {
    expect(toRemoteId(encodeCompositeId('file-9', 'file'))).toBe('file-9');
    expect(toRemoteId('file-9')).toBe('file-9');
  });
});
