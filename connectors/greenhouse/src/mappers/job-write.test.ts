import { describe, expect, it } from 'vitest';
import { toGreenhouseJobCreateBody, toGreenhouseJobUpdateBody } from './job-write.js';

describe('toGreenhouseJobCreateBody', () => {
  it('copies the template named in passthrough, with one opening by default', () => {
    expect(
      toGreenhouseJobCreateBody({
        title: 'Backend Engineer',
        code: 'REQ-9',
        department_ids: ['201'],
        location_ids: ['301', '302'],
        description: 'Not written: it lives on job posts',
        job_status: { value: 'open' },
        passthrough: { template_job_id: '401', job_post_name: 'Backend Engineer (Remote)' },
      }),
    ).toEqual({
      template_job_id: 401,
      number_of_openings: 1,
      job_name: 'Backend Engineer',
      requisition_id: 'REQ-9',
      department_id: 201,
      office_ids: [301, 302],
      job_post_name: 'Backend Engineer (Remote)',
    });
  });

  it('refuses a create without a template, and more than one department', () => {
    expect(() => toGreenhouseJobCreateBody({ title: 'No template' })).toThrow(/template_job_id/);
    expect(() => toGreenhouseJobCreateBody({ department_ids: ['1', '2'], passthrough: { template_job_id: 401 } })).toThrow(/one department/);
    expect(() => toGreenhouseJobCreateBody({ passthrough: { template_job_id: 'x' } })).toThrow(/not a Greenhouse id/);
  });
});

describe('toGreenhouseJobUpdateBody', () => {
  it('sends what Harvest can edit, custom fields by key and id', () => {
    expect(
      toGreenhouseJobUpdateBody({
        title: 'Staff Engineer',
        department_ids: [],
        unified_custom_fields: { budget_code: 'B-7', employment_type: null },
        custom_fields: [{ id: '7201', value: 72012 }],
        confidential: 'true',
      }),
    ).toEqual({
      name: 'Staff Engineer',
      department_id: null,
      custom_fields: [
        { name_key: 'budget_code', value: 'B-7' },
        { name_key: 'employment_type', delete_value: 'true' },
        { id: 7201, value: 72012 },
      ],
    });
    expect(toGreenhouseJobUpdateBody({})).toEqual({});
  });
});
