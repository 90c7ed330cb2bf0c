import { BadGatewayError, encodeCompositeId, NotFoundError } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { createdTemplateId, templateIdFromPath, upsertedTemplateIds } from './template-requests.js';

describe('templateIdFromPath', () => {
  it('accepts a unified id and a plain Iterable id', () => {
    expect(templateIdFromPath(encodeCompositeId('4571231'))).toBe(4571231);
    expect(templateIdFromPath('4571231')).toBe(4571231);
  });

  it('answers 404 for an id Iterable cannot have', () => {
    expect(() => templateIdFromPath('cart-reminder')).toThrow(NotFoundError);
  });
});

describe('upsertedTemplateIds', () => {
  it('reads every id the upsert message names', () => {
    expect(upsertedTemplateIds({ msg: 'Upserted 2 templates with IDs: 101, 102', code: 'Success' })).toEqual([101, 102]);
  });

  it('is empty when the message names none', () => {
    expect(upsertedTemplateIds({ msg: 'Success', code: 'Success' })).toEqual([]);
  });
});

describe('createdTemplateId', () => {
  it('is the first id named, and a 502 when there is none', () => {
    expect(createdTemplateId({ msg: 'Upserted 1 templates with IDs: 555', code: 'Success' })).toBe(555);
    expect(() => createdTemplateId({ msg: 'Success', code: 'Success' })).toThrow(BadGatewayError);
  });
});
