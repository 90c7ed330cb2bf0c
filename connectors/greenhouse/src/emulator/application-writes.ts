import type { EmulatorResponse, EmulatorRoute } from '@openunified/connector-sdk/emulator';
import type { EmulatedApplication, EmulatedOrganization, EmulatedUser, KeyedCustomField } from './emulated-records.js';
import { type FieldError, HarvestValidationError, resourceNotFound } from './harvest-responses.js';
import { applicationDefaults, sources, userReference } from './seed-organization.js';
import { isObject, onBehalfOfWrite, type WriteBody } from './write-guard.js';

/**
 * Harvest's application writes: `POST /candidates/{id}/applications` (an application of an
 * existing candidate on one job), `PATCH /applications/{id}` (source, referrer, custom fields,
 * prospect pool), `POST /applications/{id}/move` (from one stage of its job to another) and
 * `POST /applications/{id}/reject` (with a rejection reason). All need On-Behalf-Of; a body
 * breaking Harvest's rules answers 422 with the failed fields and changes nothing.
 */

/** Custom fields the emulated organisation defines on applications: immutable key -> definition, and their ids. */
const applicationCustomFields: Readonly<Record<string, { id: number } & Omit<KeyedCustomField, 'value'>>> = {
  referral_bonus_eligible: { id: 7101, name: 'Referral Bonus Eligible', type: 'boolean' },
  notice_period: { id: 7102, name: 'Notice Period', type: 'short_text' },
};

function numberField(body: WriteBody, field: string, errors: FieldError[]): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    errors.push({ field, message: 'must be a positive integer' });
    return undefined;
  }
  return value;
}

function checkedSource(body: WriteBody, errors: FieldError[]) {
  const id = numberField(body, 'source_id', errors);
  if (id === undefined) return undefined;
  const source = sources.find((known) => known.id === id);
  if (!source) errors.push({ field: 'source_id', message: 'must be the id of an existing source' });
  return source;
}

function checkedReferrer(body: WriteBody, errors: FieldError[], organization: EmulatedOrganization) {
  const referrer = body.referrer;
  if (referrer === undefined || referrer === null) return undefined;
  if (!isObject(referrer) || !['id', 'email', 'outside'].includes(String(referrer.type)) || referrer.value === undefined) {
    errors.push({ field: 'referrer', message: 'must be {type: id|email|outside, value}' });
    return undefined;
  }
  const user =
    referrer.type === 'id'
      ? organization.users.find((candidate) => candidate.id === Number(referrer.value))
      : referrer.type === 'email'
        ? organization.users.find((candidate) => candidate.emails.includes(String(referrer.value).toLowerCase()))
        : undefined;
  if (referrer.type !== 'outside' && !user) errors.push({ field: 'referrer.value', message: 'must name a user' });
  return user;
}

function applyCustomFields(body: WriteBody, errors: FieldError[], application: EmulatedApplication): void {
  const value = body.custom_fields;
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    errors.push({ field: 'custom_fields', message: 'must be an array' });
    return;
  }
  for (const entry of value) {
    const key = isObject(entry)
      ? (Object.entries(applicationCustomFields).find(([nameKey, field]) => nameKey === entry.name_key || field.id === Number(entry.id))?.[0] ?? '')
      : '';
    const definition = applicationCustomFields[key];
    if (!isObject(entry) || !definition) {
      errors.push({ field: 'custom_fields', message: `unknown custom field "${isObject(entry) ? (entry.name_key ?? entry.id) : entry}"` });
    } else if (entry.delete_value === 'true') {
      delete application.keyed_custom_fields[key];
      delete application.custom_fields[key];
    } else if (entry.value === undefined || entry.value === null || entry.value === '') {
      errors.push({ field: `custom_fields.${key}`, message: 'can\'t be blank; send delete_value "true" to remove it' });
    } else {
      application.keyed_custom_fields[key] = { name: definition.name, type: definition.type, value: entry.value };
      application.custom_fields[key] = entry.value;
    }
  }
}

export class ApplicationWrites {
  private nextApplicationId: number;

  constructor(
    private readonly organization: EmulatedOrganization,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {
    this.nextApplicationId = Math.max(25000, ...organization.applications.map((application) => application.id)) + 1;
  }

  routes(): EmulatorRoute[] {
    return [
      {
        method: 'POST',
        pattern: '/v1/candidates/:id/applications',
        handle: (request) => onBehalfOfWrite(this.organization, request, (body, actor) => this.create(request.params.id, body, actor)),
      },
      {
        method: 'PATCH',
        pattern: '/v1/applications/:id',
        handle: (request) => onBehalfOfWrite(this.organization, request, (body) => this.update(request.params.id, body)),
      },
      {
        method: 'POST',
        pattern: '/v1/applications/:id/move',
        handle: (request) => onBehalfOfWrite(this.organization, request, (body) => this.move(request.params.id, body)),
      },
      {
        method: 'POST',
        pattern: '/v1/applications/:id/reject',
        handle: (request) => onBehalfOfWrite(this.organization, request, (body) => this.reject(request.params.id, body)),
      },
    ];
  }

  /** Harvest moves an active application between two stages of its job; `from_stage_id` must be the stage it is in. */
  private move(applicationId: string | undefined, body: WriteBody): EmulatorResponse {
    const application = this.organization.applications.find((existing) => String(existing.id) === applicationId);
    if (!application) return resourceNotFound();
    const errors: FieldError[] = [];
    const fromStageId = numberField(body, 'from_stage_id', errors);
    const toStageId = numberField(body, 'to_stage_id', errors);
    if (fromStageId === undefined && !errors.some((error) => error.field === 'from_stage_id'))
      errors.push({ field: 'from_stage_id', message: "can't be blank" });
    if (toStageId === undefined && !errors.some((error) => error.field === 'to_stage_id')) errors.push({ field: 'to_stage_id', message: "can't be blank" });
    if (application.status !== 'active' || application.prospect)
      errors.push({ field: 'application_id', message: 'Only active applications on a job can be moved' });
    if (fromStageId !== undefined && fromStageId !== application.current_stage?.id) {
      errors.push({ field: 'from_stage_id', message: 'must be the stage the application is in' });
    }
    const jobId = application.jobs[0]?.id;
    const target = this.organization.jobStages.find((stage) => stage.id === toStageId && stage.job_id === jobId);
    if (toStageId !== undefined && !target) errors.push({ field: 'to_stage_id', message: "must be a stage of the application's job" });
    if (errors.length > 0 || !target) throw new HarvestValidationError(errors);

    Object.assign(application, { current_stage: { id: target.id, name: target.name }, last_activity_at: this.now() });
    return { status: 200, body: application };
  }

  /** Harvest rejects an active application with one of the organisation's rejection reasons. */
  private reject(applicationId: string | undefined, body: WriteBody): EmulatorResponse {
    const application = this.organization.applications.find((existing) => String(existing.id) === applicationId);
    if (!application) return resourceNotFound();
    const errors: FieldError[] = [];
    const reasonId = numberField(body, 'rejection_reason_id', errors);
    if (reasonId === undefined && !errors.some((error) => error.field === 'rejection_reason_id'))
      errors.push({ field: 'rejection_reason_id', message: "can't be blank" });
    const reason = this.organization.rejectionReasons.find((known) => known.id === reasonId);
    if (reasonId !== undefined && !reason) errors.push({ field: 'rejection_reason_id', message: 'must be the id of an existing rejection reason' });
    if (application.status !== 'active') errors.push({ field: 'application_id', message: `The application is ${application.status} and cannot be rejected` });
    if (body.notes !== undefined && body.notes !== null && typeof body.notes !== 'string') errors.push({ field: 'notes', message: 'must be a string' });
    if (errors.length > 0 || !reason) throw new HarvestValidationError(errors);

    const now = this.now();
    Object.assign(application, {
      status: 'rejected',
      rejected_at: now,
      last_activity_at: now,
      rejection_reason: structuredClone(reason),
      rejection_details: { custom_fields: {}, keyed_custom_fields: {} },
    });
    return { status: 200, body: application };
  }

  private create(candidateId: string | undefined, body: WriteBody, actor: EmulatedUser): EmulatorResponse {
    const candidate = this.organization.candidates.find((existing) => String(existing.id) === candidateId);
    if (!candidate) return resourceNotFound();
    const errors: FieldError[] = [];
    const jobId = numberField(body, 'job_id', errors);
    if (jobId === undefined && !errors.some((error) => error.field === 'job_id')) errors.push({ field: 'job_id', message: "can't be blank" });
    const job = jobId === undefined ? undefined : this.organization.jobs.find((existing) => existing.id === jobId);
    if (jobId !== undefined && !job) errors.push({ field: 'job_id', message: 'must be the id of an existing job' });
    const applied = this.organization.applications.some(
      (application) =>
        application.candidate_id === candidate.id && !application.prospect && application.jobs.some((applicationJob) => applicationJob.id === jobId),
    );
    if (job && applied) errors.push({ field: 'job_id', message: 'The candidate has already applied to this job' });
    const stages = this.organization.jobStages.filter((stage) => stage.job_id === jobId).sort((left, right) => left.priority - right.priority);
    const initialStageId = numberField(body, 'initial_stage_id', errors);
    const stage = initialStageId === undefined ? stages[0] : stages.find((jobStage) => jobStage.id === initialStageId);
    if (initialStageId !== undefined && !stage) errors.push({ field: 'initial_stage_id', message: 'must be a stage of the job' });
    const source = checkedSource(body, errors);
    const referrer = checkedReferrer(body, errors, this.organization);
    if (errors.length > 0 || !job) throw new HarvestValidationError(errors);

    const now = this.now();
    const application: EmulatedApplication = {
      id: this.nextApplicationId++,
      candidate_id: candidate.id,
      prospect: false,
      applied_at: now,
      rejected_at: null,
      last_activity_at: now,
      location: null,
      source: source ?? null,
      credited_to: userReference(referrer ?? actor),
      recruiter: candidate.recruiter,
      coordinator: candidate.coordinator,
      rejection_reason: null,
      rejection_details: null,
      jobs: [{ id: job.id, name: job.name }],
      job_post_id: null,
      status: 'active',
      current_stage: stage ? { id: stage.id, name: stage.name } : null,
      answers: [],
      ...applicationDefaults(),
    };
    this.organization.applications.push(application);
    candidate.application_ids.push(application.id);
    candidate.last_activity = now;
    return { status: 201, body: application };
  }

  private update(applicationId: string | undefined, body: WriteBody): EmulatorResponse {
    const application = this.organization.applications.find((existing) => String(existing.id) === applicationId);
    if (!application) return resourceNotFound();
    // Checked on a copy: a refused edit changes nothing.
    const edited = structuredClone(application);
    const errors: FieldError[] = [];
    if (body.source_id !== undefined) edited.source = body.source_id === null ? null : (checkedSource(body, errors) ?? edited.source);
    const referrer = checkedReferrer(body, errors, this.organization);
    if (referrer) edited.credited_to = userReference(referrer);
    applyCustomFields(body, errors, edited);
    if (errors.length > 0) throw new HarvestValidationError(errors);

    Object.assign(application, edited, { last_activity_at: this.now() });
    return { status: 200, body: application };
  }
}
