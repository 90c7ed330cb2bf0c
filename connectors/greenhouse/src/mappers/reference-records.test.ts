import {
  atsCustomFieldDefinitionSchema,
  atsDepartmentSchema,
  atsJobPostingSchema,
  atsLocationSchema,
  atsRejectedReasonRecordSchema,
  encodeCompositeId,
} from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import {
  greenhouseCustomFieldSchema,
  greenhouseDepartmentSchema,
  greenhouseJobPostSchema,
  greenhouseOfficeSchema,
  greenhouseRejectionReasonSchema,
} from '../provider-reference-schemas.js';
import { parseProviderBody } from '../provider-schemas.js';
import customFieldFixture from './__fixtures__/custom-field.json' with { type: 'json' };
import departmentFixture from './__fixtures__/department.json' with { type: 'json' };
import jobPostFixture from './__fixtures__/job-post.json' with { type: 'json' };
import officeFixture from './__fixtures__/office.json' with { type: 'json' };
import rejectionReasonFixture from './__fixtures__/rejection-reason.json' with { type: 'json' };
import { mapCustomFieldDefinition } from './custom-field-definition.js';
import { mapJobPosting, plainText } from './job-posting.js';
import { mapDepartment, mapLocation } from './organisation.js';
import { mapRejectedReason } from './rejected-reason.js';

describe('mapDepartment and mapLocation', () => {
  it('maps a department, its hierarchy kept as custom fields', () => {
    const mapped = mapDepartment(parseProviderBody(greenhouseDepartmentSchema, departmentFixture, 'department'));
    expect(atsDepartmentSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toEqual({
      id: encodeCompositeId('12345'),
      remote_id: '12345',
      name: 'Technology',
      unified_custom_fields: { parent_id: '12300', child_ids: ['34065', '25908'], external_id: '89076' },
    });
  });

  it('maps an office as a location', () => {
    const mapped = mapLocation(parseProviderBody(greenhouseOfficeSchema, officeFixture, 'office'));
    expect(atsLocationSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toMatchObject({ id: encodeCompositeId('47012'), remote_id: '47012', name: 'New York' });
    expect(mapped.unified_custom_fields).toMatchObject({ location: 'New York, United States', primary_contact_user_id: '485538', external_id: '12345' });
  });
});

describe('mapCustomFieldDefinition', () => {
  const field = (fixture: unknown) => parseProviderBody(greenhouseCustomFieldSchema, fixture, 'custom field');

  it('maps a select field with its options in priority order', () => {
    const mapped = mapCustomFieldDefinition(field(customFieldFixture));
    expect(atsCustomFieldDefinitionSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toEqual({
      id: encodeCompositeId('123456'),
      remote_id: '123456',
      name: 'Seniority Level',
      description: 'Seniority of this role',
      type: { value: 'single_select', source_value: 'single_select' },
      options: [
        { id: '123', value: 'Junior' },
        { id: '234', value: 'Senior' },
      ],
      unified_custom_fields: { name_key: 'seniority_level', field_type: 'job', active: true, private: true, required: false, priority: 1 },
    });
  });

  it('maps value types, structured ones as unmapped, and gives options only to selects', () => {
    const typed = (valueType: string) => mapCustomFieldDefinition(field({ ...customFieldFixture, value_type: valueType }));
    expect(typed('yes_no').type).toEqual({ value: 'boolean', source_value: 'yes_no' });
    expect(typed('long_text').type?.value).toBe('text');
    expect(typed('number').type?.value).toBe('float');
    expect(typed('currency_range').type).toEqual({ value: 'unmapped_value', source_value: 'currency_range' });
    expect(typed('short_text').options).toBeNull();
  });
});

describe('mapRejectedReason', () => {
  it('maps the reason and the kind of rejection its type names', () => {
    const mapped = mapRejectedReason(parseProviderBody(greenhouseRejectionReasonSchema, rejectionReasonFixture, 'rejection reason'));
    expect(atsRejectedReasonRecordSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toEqual({
      id: encodeCompositeId('262'),
      remote_id: '262',
      label: 'Missing resume',
      type: 'We rejected them',
      rejected_reason_type: { value: 'rejected_by_organization', source_value: 'We rejected them' },
      unified_custom_fields: null,
    });
    const none = mapRejectedReason(
      parseProviderBody(greenhouseRejectionReasonSchema, { id: 1, name: 'Freeze', type: { id: 3, name: 'None specified' } }, 'reason'),
    );
    expect(none.rejected_reason_type?.value).toBe('unknown');
  });
});

describe('mapJobPosting', () => {
  const post = (fixture: unknown) => parseProviderBody(greenhouseJobPostSchema, fixture, 'job post');

  it('maps a live external post: text, office, questions', () => {
    const mapped = mapJobPosting(post(jobPostFixture));
    expect(atsJobPostingSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toMatchObject({
      id: encodeCompositeId('123'),
      remote_id: '123',
      remote_job_posting_id: '123',
      title: 'Software Engineer',
      job_id: encodeCompositeId('1234'),
      status: { value: 'live', source_value: { active: true, live: true } },
      internal: 'false',
      locations: [{ id: encodeCompositeId('47012'), remote_id: '47012', name: 'New York, NY' }],
      start_date: '2023-04-03T18:06:18.000Z',
      created_at: '2023-04-01T17:56:19.000Z',
      updated_at: '2024-11-21T15:39:24.000Z',
    });
    expect(mapped.content?.plain).toBe('We&rsquo;re looking for the next big innovator & builder.\nGo\nPostgres');
    const questions = mapped.questionnaires?.[0]?.questions ?? [];
    expect(questions.map((question) => question.type?.value)).toEqual(['short_text', 'boolean', 'multi_select']);
    expect(questions[1]).toMatchObject({
      remote_id: 'question_234567',
      text: 'Have you ever worked for our organization before?',
      required: false,
      multiple_choice_answers: [
        { id: encodeCompositeId('0'), remote_id: '0', text: 'No' },
        { id: encodeCompositeId('1'), remote_id: '1', text: 'Yes' },
      ],
    });
  });

  it('derives the status from the flags and names a free-text place by its own id', () => {
    expect(mapJobPosting(post({ ...jobPostFixture, live: false })).status?.value).toBe('closed');
    expect(mapJobPosting(post({ ...jobPostFixture, live: false, first_published_at: null })).status?.value).toBe('draft');
    expect(mapJobPosting(post({ ...jobPostFixture, active: false })).status?.value).toBe('archived');
    expect(mapJobPosting(post({ ...jobPostFixture, internal: true, external: false })).internal).toBe('true');
    const freeText = mapJobPosting(post({ ...jobPostFixture, job_id: null, location: { id: 9, name: 'Anywhere', office_id: null } }));
    expect(freeText.locations).toEqual([{ id: encodeCompositeId('9'), remote_id: '9', name: 'Anywhere' }]);
    expect(freeText.job_id).toBeNull();
  });

  it('reads the text of HTML', () => {
    expect(plainText('<h2>Role</h2><p>A&nbsp;&lt;b&gt; test<br/>line</p>')).toBe('Role\nA <b> test\nline');
  });
});
