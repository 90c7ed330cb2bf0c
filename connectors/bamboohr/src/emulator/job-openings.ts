import type { BambooHrJobOpening, BambooHrListField } from '../provider-types.js';
import { BambooHrRefusal } from './company.js';

/**
 * The openings of BambooHR's applicant tracking (`GET /applicant_tracking/jobs`). Their title,
 * department and location name options of the account's list fields, by option id.
 */

const statusIds: Record<string, number> = { Open: 1, Filled: 2, Draft: 3, Deleted: 4, 'On Hold': 5, Canceled: 6 };
const statusGroups = ['ALL', 'DRAFT_AND_OPEN', ...Object.keys(statusIds)];

const openings: Array<{ id: number; title: string; department: string; location: string; status: string; postedDate: string | null; hiringLeadId: number }> = [
  {
    id: 41,
    title: 'Software Engineer',
    department: 'Engineering',
    location: 'Remote',
    status: 'Open',
    postedDate: '2025-09-02T16:00:00+00:00',
    hiringLeadId: 101,
  },
  { id: 42, title: 'Account Executive', department: 'Sales', location: 'London', status: 'Open', postedDate: '2025-10-14T09:30:00+00:00', hiringLeadId: 102 },
  {
    id: 43,
    title: 'Support Specialist',
    department: 'Customer Success',
    location: 'Sydney',
    status: 'On Hold',
    postedDate: '2025-06-20T23:00:00+00:00',
    hiringLeadId: 103,
  },
  {
    id: 44,
    title: 'Accountant',
    department: 'Finance',
    location: 'Lindon, Utah',
    status: 'Filled',
    postedDate: '2025-03-03T15:00:00+00:00',
    hiringLeadId: 104,
  },
  { id: 45, title: 'Head of Marketing', department: 'Marketing', location: 'Remote', status: 'Draft', postedDate: null, hiringLeadId: 101 },
  {
    id: 46,
    title: 'HR Generalist',
    department: 'People',
    location: 'Lindon, Utah',
    status: 'Canceled',
    postedDate: '2024-11-11T17:00:00+00:00',
    hiringLeadId: 105,
  },
  { id: 47, title: 'Controller', department: 'Finance', location: 'London', status: 'Deleted', postedDate: '2024-05-01T12:00:00+00:00', hiringLeadId: 104 },
];

function labelled(fields: BambooHrListField[], alias: string, name: string) {
  const option = fields.find((field) => field.alias === alias)?.options?.find((candidate) => candidate.name === name);
  return { id: option ? Number(option.id) : null, label: name };
}

/** `GET /applicant_tracking/jobs?statusGroups=`: every opening but deleted ones unless asked; unknown groups are refused. */
export function jobOpenings(fields: BambooHrListField[], statusGroupsParameter: string | null): BambooHrJobOpening[] {
  const groups = statusGroupsParameter === null ? null : statusGroupsParameter.split(',').map((group) => group.trim());
  for (const group of groups ?? []) {
    if (!statusGroups.includes(group)) throw new BambooHrRefusal(400, `Invalid statusGroups value: "${group}"`);
  }
  const wanted = (status: string) => {
    if (groups === null) return status !== 'Deleted';
    return groups.includes('ALL') || groups.includes(status) || (groups.includes('DRAFT_AND_OPEN') && (status === 'Draft' || status === 'Open'));
  };
  return openings
    .filter((opening) => wanted(opening.status))
    .map((opening) => ({
      id: opening.id,
      title: labelled(fields, 'jobTitle', opening.title),
      postedDate: opening.postedDate,
      location: { ...labelled(fields, 'location', opening.location), address: null },
      department: labelled(fields, 'department', opening.department),
      status: { id: statusIds[opening.status]!, label: opening.status },
      hiringLead: { employeeId: opening.hiringLeadId, firstName: null, lastName: null },
      newApplicantsCount: opening.status === 'Open' ? 3 : 0,
      activeApplicantsCount: opening.status === 'Open' ? 5 : 0,
      totalApplicantsCount: opening.status === 'Draft' ? 0 : 9,
      postingUrl: opening.status === 'Open' ? `https://sandbox.bamboohr.com/careers/${opening.id}` : null,
    }));
}
