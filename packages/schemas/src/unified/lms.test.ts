import { describe, expect, it } from 'vitest';
import { coreUnifiedResources } from '../catalogue/core-resources.js';
import { UnifiedCatalogue } from '../catalogue/unified-catalogue.js';
import { lmsAssignmentCreateSchema, lmsAssignmentSchema, lmsCompletionCreateSchema, lmsContentWriteSchema } from './lms.js';

describe('lms write bodies', () => {
  it("takes the vendor's assignment and completion bodies", () => {
    const assignment = { learning_object_id: 'c28xIQaWQ6MTAx', status: { value: 'pending', source_value: 1 }, due_date: '2025-01-31T00:00:00Z' };
    expect(lmsAssignmentCreateSchema.parse(assignment)).toEqual({ ...assignment, status: { value: 'pending', source_value: '1' } });
    expect(lmsCompletionCreateSchema.parse({ learning_object_id: '101', result: { value: 'Pass' }, time_spent: 'PT1H' })).toMatchObject({
      result: { value: 'Pass' },
    });
  });

  it("refuses values outside the vendor's enums and malformed dates", () => {
    expect(lmsAssignmentCreateSchema.safeParse({ status: { value: 'done' } }).success).toBe(false);
    expect(lmsAssignmentCreateSchema.safeParse({ progress: 101 }).success).toBe(false);
    expect(lmsCompletionCreateSchema.safeParse({ result: { value: 'pass' } }).success).toBe(false);
    expect(lmsCompletionCreateSchema.safeParse({ completed_at: '31/01/2025' }).success).toBe(false);
  });

  it("takes the vendor's content body, active as text included", () => {
    const content = {
      external_reference: 'SAFETY-101',
      title: 'Fire safety',
      content_type: { value: 'video', source_value: 'mp4' },
      duration: 'PT15M',
      active: 'false',
      languages: [{ value: 'en_GB', source_value: { code: 'en' } }],
      localizations: [{ title: 'Sécurité incendie', language: { value: 'fr_FR' } }],
      categories: [{ name: 'Safety', level: { value: 'primary', source_value: 1 } }],
      skills: [{ id: 'c28xIQaWQ6Nw', name: 'First aid' }],
      additional_data: [{ id: 'sku', value: ['a', 'b'] }],
      updated_at: '2025-01-31T00:00:00Z',
    };
    expect(lmsContentWriteSchema.parse(content)).toEqual({ ...content, active: false });
    expect(lmsContentWriteSchema.parse({ active: true, order: null })).toEqual({ active: true, order: null });
  });

  it('refuses a content body with a content type outside the enum, active as other text or a malformed date', () => {
    expect(lmsContentWriteSchema.safeParse({ content_type: { value: 'podcast' } }).success).toBe(false);
    expect(lmsContentWriteSchema.safeParse({ active: 'yes' }).success).toBe(false);
    expect(lmsContentWriteSchema.safeParse({ created_at: '31/01/2025' }).success).toBe(false);
  });

  it('reads an assignment with open enum members as unmapped_value', () => {
    const record = {
      id: 'c28xIQaWQ6MS0xMDE',
      remote_id: '1-101',
      external_reference: null,
      user_id: null,
      remote_user_id: null,
      learning_object_id: null,
      remote_learning_object_id: null,
      learning_object_external_reference: null,
      learning_object_type: { value: 'course', source_value: 'course' },
      course_id: null,
      remote_course_id: null,
      certificate_url: null,
      completed_at: null,
      created_at: null,
      updated_at: null,
      progress: 0,
      status: { value: 'unmapped_value', source_value: 'waitlisted' },
      result: null,
      due_date: null,
    };
    expect(lmsAssignmentSchema.parse(record)).toEqual(record);
  });
});

describe('the lms catalogue', () => {
  it("declares the vendor's LMS resources, user assignments and completions under the user", () => {
    const catalogue = new UnifiedCatalogue(coreUnifiedResources);
    const lms = catalogue.list().filter((resource) => resource.category === 'lms');
    expect(lms.map((resource) => [resource.key, resource.path])).toEqual([
      ['lms.categories', '/unified/lms/categories'],
      ['lms.courses', '/unified/lms/courses'],
      ['lms.content', '/unified/lms/content'],
      ['lms.users', '/unified/lms/users'],
      ['lms.user_assignments', '/unified/lms/users/{id}/assignments'],
      ['lms.assignments', '/unified/lms/assignments'],
      ['lms.user_completions', '/unified/lms/users/{id}/completions'],
      ['lms.completions', '/unified/lms/completions'],
      ['lms.skills', '/unified/lms/skills'],
    ]);
    expect(catalogue.get('lms.user_completions')?.pathParameters('delete')).toEqual(['id', 'subResourceId']);
    expect(catalogue.get('lms.user_assignments')?.successStatus('create')).toBe(201);
    const content = catalogue.get('lms.content');
    expect(['update', 'upsert', 'batch_upsert'].map((verb) => content?.operation(verb))).toEqual([
      'lms.content.update',
      'lms.content.upsert',
      'lms.content.batch_upsert',
    ]);
    // The wire answers a content update with 201, not the usual 200.
    expect(content?.successStatus('update')).toBe(201);
    expect(content?.successStatus('upsert')).toBe(201);
  });
});
