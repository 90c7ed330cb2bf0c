import { encodeCompositeId, hrisJobSchema, hrisPositionSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { BambooHrJobOpening, BambooHrListField } from '../provider-types.js';
import openingsFixture from './__fixtures__/job-openings.json' with { type: 'json' };
import listsFixture from './__fixtures__/meta-lists.json' with { type: 'json' };
import { toJob, toPosition } from './job.js';
import { toDepartment, toLocation } from './organisation.js';

const openings = openingsFixture as BambooHrJobOpening[];
const lists = listsFixture as BambooHrListField[];

describe('toJob', () => {
  it('maps a Job Title option, an archived one as archived', () => {
    const job = toJob({ id: 18042, name: 'Senior Software Engineer', archived: 'no', createdDate: '2023-01-15T10:32:00+00:00', archivedDate: null });
    expect(job).toEqual({
      id: encodeCompositeId('18042', 'jobTitle'),
      remote_id: '18042',
      code: null,
      title: 'Senior Software Engineer',
      description: null,
      status: { value: 'open', source_value: 'active' },
      created_at: '2023-01-15T10:32:00.000Z',
      updated_at: null,
    });
    expect(toJob({ id: '7', name: 'Clerk', archived: 'yes', archivedDate: '2022-06-30T17:00:00+00:00' })).toMatchObject({
      status: { value: 'archived', source_value: 'archived' },
      updated_at: '2022-06-30T17:00:00.000Z',
    });
    expect(hrisJobSchema.safeParse(job).success).toBe(true);
  });
});

describe('toPosition', () => {
  it('maps a job opening, naming its job, department and location by the ids their reads return', () => {
    const position = toPosition(openings[0]!);
    expect(position).toEqual({
      id: 'c28xIQaWQ6MTg',
      remote_id: '18',
      title: 'Senior Software Engineer',
      description: null,
      status: { value: 'open', source_value: 'Open' },
      job_id: toJob({ id: 18042, name: 'Senior Software Engineer' }).id,
      department_id: toDepartment(lists[0]!.options![0]!, { listFieldId: '13', companyId: 'acme' }).id,
      location_id: toLocation(lists[2]!.options![0]!, '15').id,
      employment_type: null,
      posted_date: '2025-02-03T15:30:00.000Z',
    });
  });

  it('maps On Hold to paused, keeps a draft unmapped, and reads missing references as null', () => {
    expect(toPosition(openings[1]!)).toMatchObject({
      status: { value: 'paused', source_value: 'On Hold' },
      job_id: null,
      department_id: null,
      location_id: null,
      posted_date: null,
    });
    expect(toPosition(openings[2]!).status).toEqual({ value: 'unmapped_value', source_value: 'Draft' });
    for (const opening of openings) expect(hrisPositionSchema.safeParse(toPosition(opening)).success).toBe(true);
  });
});
