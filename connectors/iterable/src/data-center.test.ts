import { BadRequestError } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { iterableEndpoint } from './data-center.js';

describe('iterableEndpoint', () => {
  it('keeps the path relative to the US base URL when no region or "us" is set', () => {
    expect(iterableEndpoint({ api_key: 'k' }, '/templates')).toBe('/templates');
    expect(iterableEndpoint({ api_key: 'k', region: ' US ' }, '/templates')).toBe('/templates');
  });

  it('points EU accounts at the EU data center', () => {
    expect(iterableEndpoint({ api_key: 'k', region: 'eu' }, '/templates/push/get')).toBe('https://api.eu.iterable.com/api/templates/push/get');
  });

  it('refuses an unknown region', () => {
    expect(() => iterableEndpoint({ api_key: 'k', region: 'apac' }, '/templates')).toThrow(BadRequestError);
  });
});
