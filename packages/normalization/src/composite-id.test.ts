import { describe, expect, it } from 'vitest';
import { COMPOSITE_ID_PREFIX, decodeCompositeId, encodeCompositeId, toRemoteId } from './composite-id.js';

describe('composite ids', () => {
  it('matches the SPEC example', () => {
    expect(encodeCompositeId('1')).toBe('c28xIQaWQ6MQ');
    expect(decodeCompositeId('c28xIQaWQ6MQ')).toEqual({ remoteId: '1' });
  });

  it('round-trips ids and resource types, commas and percent signs included', () => {
    for (const [remoteId, resourceType] of [
      ['0AFxyz-drive_ID', 'drive'],
      ['a,b%2Cc,%', 'folder,shared'],
      ['ünïcødé id', undefined],
    ] as const) {
      const id = encodeCompositeId(remoteId, resourceType);
      expect(id.startsWith(COMPOSITE_ID_PREFIX)).toBe(true);
      expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCompositeId(id)).toEqual(resourceType === undefined ? { remoteId } : { remoteId, resourceType });
    }
  });

  it('treats anything else as not composite', () => {
    expect(decodeCompositeId('12345')).toBeUndefined();
    expect(decodeCompositeId(COMPOSITE_ID_PREFIX)).toBeUndefined();
    expect(decodeCompositeId(`${COMPOSITE_ID_PREFIX}!!!`)).toBeUndefined();
    expect(decodeCompositeId(COMPOSITE_ID_PREFIX + Buffer.from('name:1').toString('base64url'))).toBeUndefined();
    expect(decodeCompositeId(COMPOSITE_ID_PREFIX + Buffer.from('id:1,owner:2').toString('base64url'))).toBeUndefined();
  });

  it('gives the provider id for composite and plain ids alike', () => {
    expect(toRemoteId(encodeCompositeId('file-9', 'file'))).toBe('file-9');
    expect(toRemoteId('file-9')).toBe('file-9');
  });
});
