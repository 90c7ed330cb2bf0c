import type { EmulatorRequest, EmulatorResponse, EmulatorRoute } from '@openunified/connector-sdk/emulator';
import type { EmulatedCandidate, EmulatedOrganization } from './emulated-records.js';
import { createdAndUpdated, filterByTime, listPage, resourceNotFound } from './harvest-responses.js';

/** Harvest's GET endpoints over the emulated organisation, records ordered by id. */

const API = '/v1';

function byId<Item extends { id: number }>(items: readonly Item[], id: string | undefined): Item | undefined {
  return /^\d{1,15}$/.test(id ?? '') ? items.find((item) => item.id === Number(id)) : undefined;
}

function numberParameter(request: EmulatorRequest, name: string): number | undefined {
  const raw = request.query.get(name);
  return raw === null ? undefined : Number(raw);
}

/** A candidate as Harvest sends it: with its applications embedded. */
export function candidateWithApplications(organization: EmulatedOrganization, candidate: EmulatedCandidate) {
  return { ...candidate, applications: organization.applications.filter((application) => application.candidate_id === candidate.id) };
}

function listCandidates(organization: EmulatedOrganization, request: EmulatorRequest): EmulatorResponse {
  let candidates = filterByTime(request, organization.candidates, createdAndUpdated());
  const jobId = numberParameter(request, 'job_id');
  if (jobId !== undefined) {
    // Prospects on the job are not included.
    const applied = new Set(
      organization.applications
        .filter((application) => !application.prospect && application.jobs.some((job) => job.id === jobId))
        .map((application) => application.candidate_id),
    );
    candidates = candidates.filter((candidate) => applied.has(candidate.id));
  }
  const email = request.query.get('email')?.toLowerCase();
  const candidateIds = request.query.get('candidate_ids');
  if (email !== undefined) {
    candidates = candidates.filter((candidate) => candidate.email_addresses.some((address) => address.value.toLowerCase() === email));
  } else if (candidateIds !== null) {
    const ids = new Set(candidateIds.split(',').slice(0, 50).map(Number));
    candidates = candidates.filter((candidate) => ids.has(candidate.id));
  }
  return listPage(
    request,
    candidates.map((candidate) => candidateWithApplications(organization, candidate)),
  );
}

function listApplications(organization: EmulatedOrganization, request: EmulatorRequest): EmulatorResponse {
  let applications = filterByTime(request, organization.applications, [
    { parameter: 'created_after', time: (application) => application.applied_at, bound: 'after' },
    { parameter: 'created_before', time: (application) => application.applied_at, bound: 'before' },
    { parameter: 'last_activity_after', time: (application) => application.last_activity_at, bound: 'after' },
  ]);
  const jobId = numberParameter(request, 'job_id');
  if (jobId !== undefined) applications = applications.filter((application) => application.jobs.some((job) => job.id === jobId));
  const status = request.query.get('status');
  // An unknown status gives an empty list rather than an error.
  if (status !== null) applications = applications.filter((application) => application.status === status);
  return listPage(request, applications);
}

function listJobs(organization: EmulatedOrganization, request: EmulatorRequest): EmulatorResponse {
  let jobs = filterByTime(request, organization.jobs, createdAndUpdated());
  const status = request.query.get('status');
  if (status !== null) jobs = jobs.filter((job) => job.status === status);
  const requisitionId = request.query.get('requisition_id');
  if (requisitionId !== null) jobs = jobs.filter((job) => job.requisition_id === requisitionId);
  const departmentId = numberParameter(request, 'department_id');
  if (departmentId !== undefined) jobs = jobs.filter((job) => job.departments.some((department) => department.id === departmentId));
  const officeId = numberParameter(request, 'office_id');
  if (officeId !== undefined) jobs = jobs.filter((job) => job.offices.some((office) => office.id === officeId));
  return listPage(request, jobs);
}

function listScheduledInterviews(organization: EmulatedOrganization, request: EmulatorRequest, applicationId?: number): EmulatorResponse {
  const startOf = (interview: (typeof organization.scheduledInterviews)[number]) =>
    'date_time' in interview.start ? interview.start.date_time : interview.start.date;
  let interviews = filterByTime(
    request,
    organization.scheduledInterviews.filter((interview) => applicationId === undefined || interview.application_id === applicationId),
    [
      ...createdAndUpdated<(typeof organization.scheduledInterviews)[number]>(),
      { parameter: 'starts_after', time: startOf, bound: 'after' },
      { parameter: 'starts_before', time: startOf, bound: 'before' },
    ],
  );
  const externalEventId = request.query.get('external_event_id');
  if (externalEventId !== null) interviews = interviews.filter((interview) => interview.external_event_id === externalEventId);
  return listPage(request, interviews);
}

function listOffers(organization: EmulatedOrganization, request: EmulatorRequest): EmulatorResponse {
  let offers = filterByTime(request, organization.offers, createdAndUpdated());
  const status = request.query.get('status');
  if (status !== null) offers = offers.filter((offer) => offer.status === status);
  // Harvest orders offers by application.
  return listPage(
    request,
    [...offers].sort((left, right) => left.application_id - right.application_id || left.id - right.id),
  );
}

function listUsers(organization: EmulatedOrganization, request: EmulatorRequest): EmulatorResponse {
  let users = filterByTime(request, organization.users, createdAndUpdated());
  const email = request.query.get('email')?.toLowerCase();
  if (email !== undefined) users = users.filter((user) => user.emails.some((address) => address.toLowerCase() === email));
  const employeeId = request.query.get('employee_id');
  if (employeeId !== null) users = users.filter((user) => user.employee_id === employeeId);
  return listPage(request, users);
}

function getRoute<Item extends { id: number }>(path: string, items: () => readonly Item[], render: (item: Item) => unknown = (item) => item): EmulatorRoute {
  return {
    method: 'GET',
    pattern: `${API}${path}/:id`,
    handle: (request) => {
      const item = byId(items(), request.params.id);
      return item ? { body: render(item) } : resourceNotFound();
    },
  };
}

export function readRoutes(organization: EmulatedOrganization): EmulatorRoute[] {
  return [
    { method: 'GET', pattern: `${API}/candidates`, handle: (request) => listCandidates(organization, request) },
    getRoute(
      '/candidates',
      () => organization.candidates,
      (candidate) => candidateWithApplications(organization, candidate),
    ),
    { method: 'GET', pattern: `${API}/applications`, handle: (request) => listApplications(organization, request) },
    getRoute('/applications', () => organization.applications),
    {
      method: 'GET',
      pattern: `${API}/applications/:id/scheduled_interviews`,
      handle: (request) => {
        const application = byId(organization.applications, request.params.id);
        return application ? listScheduledInterviews(organization, request, application.id) : resourceNotFound();
      },
    },
    {
      method: 'GET',
      pattern: `${API}/applications/:id/offers`,
      handle: (request) => {
        const application = byId(organization.applications, request.params.id);
        return application
          ? listPage(
              request,
              organization.offers.filter((offer) => offer.application_id === application.id),
            )
          : resourceNotFound();
      },
    },
    { method: 'GET', pattern: `${API}/jobs`, handle: (request) => listJobs(organization, request) },
    getRoute('/jobs', () => organization.jobs),
    {
      method: 'GET',
      pattern: `${API}/jobs/:id/stages`,
      // Not paginated: the whole pipeline of the job in one answer.
      handle: (request) => {
        const job = byId(organization.jobs, request.params.id);
        if (!job) return resourceNotFound();
        return {
          body: filterByTime(
            request,
            organization.jobStages.filter((stage) => stage.job_id === job.id),
            createdAndUpdated(),
          ),
        };
      },
    },
    { method: 'GET', pattern: `${API}/job_stages`, handle: (request) => listPage(request, filterByTime(request, organization.jobStages, createdAndUpdated())) },
    getRoute('/job_stages', () => organization.jobStages),
    { method: 'GET', pattern: `${API}/scheduled_interviews`, handle: (request) => listScheduledInterviews(organization, request) },
    getRoute('/scheduled_interviews', () => organization.scheduledInterviews),
    { method: 'GET', pattern: `${API}/offers`, handle: (request) => listOffers(organization, request) },
    getRoute('/offers', () => organization.offers),
    { method: 'GET', pattern: `${API}/users`, handle: (request) => listUsers(organization, request) },
    getRoute('/users', () => organization.users),
    {
      method: 'GET',
      pattern: `${API}/departments`,
      handle: (request) => {
        const externalId = request.query.get('external_id');
        return listPage(
          request,
          organization.departments.filter((department) => externalId === null || department.external_id === externalId),
        );
      },
    },
  ];
}
