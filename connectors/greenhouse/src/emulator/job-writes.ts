import type { EmulatorRequest, EmulatorResponse, EmulatorRoute } from '@openunified/connector-sdk/emulator';
import type { EmulatedCustomField, EmulatedJob, EmulatedOrganization, EmulatedUser, KeyedCustomField } from './emulated-records.js';
import { type FieldError, HarvestValidationError, harvestError, resourceNotFound } from './harvest-responses.js';

/**
 * Harvest's job writes: `POST /jobs` (a copy of a template job, with its pipeline) and
 * `PATCH /jobs/{id}`, kept in memory. Like every Harvest write they need an `On-Behalf-Of` header
 * naming an active user (403 otherwise); a body that breaks Harvest's rules is a 422 listing the
 * failed fields, and a refused edit changes nothing.
 */

type Body = Record<string, unknown>;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isPositiveInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

export class JobWrites {
  private nextJobId: number;
  private nextStageId: number;

  constructor(
    private readonly organization: EmulatedOrganization,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {
    this.nextJobId = Math.max(400, ...organization.jobs.map((job) => job.id)) + 1000;
    this.nextStageId = Math.max(1000, ...organization.jobStages.map((stage) => stage.id)) + 1000;
  }

  routes(): EmulatorRoute[] {
    return [
      { method: 'POST', pattern: '/v1/jobs', handle: (request) => this.write(request, (body) => this.create(body)) },
      { method: 'PATCH', pattern: '/v1/jobs/:id', handle: (request) => this.write(request, (body) => this.update(request.params.id, body)) },
    ];
  }

  private write(request: EmulatorRequest, apply: (body: Body, actor: EmulatedUser) => EmulatorResponse): EmulatorResponse {
    const onBehalfOf = String(request.headers['on-behalf-of'] ?? '').trim();
    const actor = this.organization.users.find((user) => String(user.id) === onBehalfOf && !user.disabled);
    if (!actor) return harvestError(403, 'The On-Behalf-Of header must hold the id of an active user');
    if (!isObject(request.body)) return harvestError(400, 'The request body must be a JSON object');
    return apply(request.body, actor);
  }

  /** `department_id` (null for none) and `office_ids`, checked and applied to `job`. */
  private placement(body: Body, job: EmulatedJob, errors: FieldError[]): void {
    if (body.department_id !== undefined) {
      const department = this.organization.departments.find((candidate) => candidate.id === body.department_id);
      if (body.department_id === null) job.departments = [];
      else if (department) job.departments = [department];
      else errors.push({ field: 'department_id', message: 'must be the id of an existing department' });
    }
    if (body.office_ids !== undefined) {
      const ids = Array.isArray(body.office_ids) ? body.office_ids : [undefined];
      const offices = ids.map((id) => this.organization.offices.find((office) => office.id === id));
      if (offices.every((office) => office !== undefined)) job.offices = offices;
      else errors.push({ field: 'office_ids', message: 'must be an array of ids of existing offices' });
    }
    if (body.requisition_id !== undefined) {
      if (typeof body.requisition_id === 'string') job.requisition_id = body.requisition_id;
      else errors.push({ field: 'requisition_id', message: 'must be a string' });
    }
  }

  private jobField(entry: Body): EmulatedCustomField | undefined {
    return this.organization.customFields.find(
      (field) =>
        field.field_type === 'job' && field.active && (field.id === Number(entry.id) || (entry.name_key !== undefined && field.name_key === entry.name_key)),
    );
  }

  /** `custom_fields[]` entries `{id | name_key, value | delete_value}`; a select takes option ids. */
  private customFields(body: Body, job: EmulatedJob, errors: FieldError[]): void {
    if (body.custom_fields === undefined) return;
    if (!Array.isArray(body.custom_fields)) {
      errors.push({ field: 'custom_fields', message: 'must be an array' });
      return;
    }
    for (const entry of body.custom_fields) {
      const field = isObject(entry) ? this.jobField(entry) : undefined;
      if (!isObject(entry) || !field) {
        errors.push({ field: 'custom_fields', message: `unknown job custom field ${JSON.stringify(isObject(entry) ? (entry.name_key ?? entry.id) : entry)}` });
        continue;
      }
      const key = field.name_key;
      if (entry.delete_value === 'true') {
        delete job.keyed_custom_fields[key];
        delete job.custom_fields[key];
        continue;
      }
      let value: unknown = entry.value;
      if (field.value_type === 'single_select') {
        value = field.custom_field_options.find((option) => option.id === Number(entry.value))?.name;
        if (value === undefined) errors.push({ field: `custom_fields.${key}`, message: 'must be the id of one of the options of the field' });
      } else if (value === undefined || value === null || value === '') {
        errors.push({ field: `custom_fields.${key}`, message: 'can\'t be blank; send delete_value "true" to remove it' });
      }
      if (value === undefined) continue;
      const keyed: KeyedCustomField = { name: field.name, type: field.value_type, value };
      job.keyed_custom_fields[key] = keyed;
      job.custom_fields[key] = value;
    }
  }

  private create(body: Body): EmulatorResponse {
    const errors: FieldError[] = [];
    const template = this.organization.jobs.find((job) => job.id === body.template_job_id);
    if (!template) errors.push({ field: 'template_job_id', message: 'must be the id of an existing job' });
    if (!isPositiveInteger(body.number_of_openings) || body.number_of_openings > 100) {
      errors.push({ field: 'number_of_openings', message: 'must be an integer between 1 and 100' });
    }
    if (body.job_name !== undefined && (typeof body.job_name !== 'string' || body.job_name.trim() === '')) {
      errors.push({ field: 'job_name', message: "can't be blank" });
    }
    if (body.opening_ids !== undefined && (!Array.isArray(body.opening_ids) || body.opening_ids.length !== body.number_of_openings)) {
      errors.push({ field: 'opening_ids', message: 'must hold as many ids as number_of_openings' });
    }
    if (!template) throw new HarvestValidationError(errors);

    const now = this.now();
    const id = this.nextJobId;
    const job: EmulatedJob = {
      ...structuredClone(template),
      id,
      name: typeof body.job_name === 'string' ? body.job_name : `Copy Of ${template.name}`,
      status: 'open',
      is_template: false,
      copied_from_id: template.id,
      created_at: now,
      opened_at: now,
      closed_at: null,
      updated_at: now,
      openings: Array.from({ length: isPositiveInteger(body.number_of_openings) ? body.number_of_openings : 0 }, (_, index) => ({
        id: id * 100 + index,
        opening_id: Array.isArray(body.opening_ids) ? (body.opening_ids[index] ?? null) : null,
        status: 'open',
        opened_at: now,
        closed_at: null,
        application_id: null,
        close_reason: null,
      })),
    };
    this.placement(body, job, errors);
    if (errors.length > 0) throw new HarvestValidationError(errors);

    this.nextJobId += 1;
    this.organization.jobs.push(job);
    // The new job gets a copy of the template's pipeline.
    for (const stage of this.organization.jobStages.filter((candidate) => candidate.job_id === template.id)) {
      this.organization.jobStages.push({ ...structuredClone(stage), id: this.nextStageId++, job_id: id, created_at: now, updated_at: now });
    }
    return { status: 201, body: job };
  }

  private update(id: string | undefined, body: Body): EmulatorResponse {
    const job = this.organization.jobs.find((existing) => String(existing.id) === id);
    if (!job) return resourceNotFound();
    // Checked on a copy: a refused edit changes nothing.
    const edited = structuredClone(job);
    const errors: FieldError[] = [];
    if (body.name !== undefined) {
      if (typeof body.name === 'string' && body.name.trim() !== '') edited.name = body.name;
      else errors.push({ field: 'name', message: "can't be blank" });
    }
    if (body.notes !== undefined) {
      if (typeof body.notes === 'string') edited.notes = body.notes;
      else errors.push({ field: 'notes', message: 'must be a string' });
    }
    this.placement(body, edited, errors);
    this.customFields(body, edited, errors);
    if (errors.length > 0) throw new HarvestValidationError(errors);

    Object.assign(job, edited, { updated_at: this.now() });
    return { status: 200, body: job };
  }
}
