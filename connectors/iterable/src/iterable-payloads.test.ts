import { BadGatewayError } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { iterableTemplatesPageSchema, parseIterableBody } from './iterable-payloads.js';
import templatesPage from './mappers/__fixtures__/templates-page.json' with { type: 'json' };

describe('parseIterableBody', () => {
  it('reads a GET /api/templates page and keeps its paging links', () => {
    const page = parseIterableBody(iterableTemplatesPageSchema, templatesPage, 'GET /api/templates');

    expect(page.templates.map((template) => template.templateId)).toEqual([4571231, 4571299]);
    expect(page.totalTemplatesCount).toBe(27);
    expect(page.nextPageUrl).toContain('page=2');
  });

  it('turns a body without what the connector needs into a 502', () => {
    const parse = () => parseIterableBody(iterableTemplatesPageSchema, { templates: [{ name: 'no id' }] }, 'GET /api/templates');

    expect(parse).toThrow(BadGatewayError);
    expect(parse).toThrow(/GET \/api\/templates/);
  });
});
