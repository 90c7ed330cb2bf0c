import { encodeCompositeId, type HrisJob, type HrisPosition, mapEnumValue, toIsoDateTime } from '@openunified/connector-sdk';
import type { BambooHrJobOpening, BambooHrLabelled, BambooHrListOption } from '../provider-types.js';
import { textOf } from './organisation.js';

/**
 * A job is an option of BambooHR's Job Title list field (`GET /meta/lists`): the titles employees
 * hold, each with an id and dates; an archived title can no longer be given. BambooHR keeps no
 * job code or description.
 */
export function toJob(option: BambooHrListOption): HrisJob {
  const remoteId = String(option.id);
  const archived = option.archived === 'yes';
  return {
    id: encodeCompositeId(remoteId, 'jobTitle'),
    remote_id: remoteId,
    code: null,
    title: textOf(option.name),
    description: null,
    status: { value: archived ? 'archived' : 'open', source_value: archived ? 'archived' : 'active' },
    created_at: toIsoDateTime(textOf(option.createdDate)),
    updated_at: archived ? toIsoDateTime(textOf(option.archivedDate)) : null,
  };
}

type PositionStatus = Exclude<NonNullable<HrisPosition['status']>['value'], null>;

/** BambooHR's job opening statuses; a draft is not yet an opening and stays unmapped. */
const openingStatusTable: Record<string, PositionStatus> = {
  open: 'open',
  'on hold': 'paused',
  filled: 'closed',
  canceled: 'closed',
  cancelled: 'closed',
  deleted: 'closed',
};

/** A unified id of a list option named by an opening: the same as the job, department or location read returns. */
function optionId(reference: BambooHrLabelled | null | undefined, kind: string): string | null {
  const id = reference?.id;
  return id === null || id === undefined || id === '' ? null : encodeCompositeId(String(id), kind);
}

/**
 * A job opening of BambooHR's applicant tracking as a position to fill. The opening's title,
 * department and location are options of the account's list fields, so their ids are those of
 * /jobs, /groups/departments and /locations.
 */
export function toPosition(opening: BambooHrJobOpening): HrisPosition {
  const remoteId = String(opening.id);
  const status = textOf(opening.status?.label);
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    title: textOf(opening.title?.label),
    description: null,
    status: status === null ? null : mapEnumValue(status, openingStatusTable),
    job_id: optionId(opening.title, 'jobTitle'),
    department_id: optionId(opening.department, 'department'),
    location_id: optionId(opening.location, 'location'),
    employment_type: null,
    posted_date: toIsoDateTime(textOf(opening.postedDate)),
  };
}
