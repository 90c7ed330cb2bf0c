import type { EmulatorRequest, EmulatorResponse, EmulatorRoute } from '@openunified/connector-sdk/emulator';
import { type EmulatedNote, feedNote } from './emulated-activity.js';
import type { EmulatedApplication, EmulatedCandidate, EmulatedJob, EmulatedOrganization, EmulatedUser, TypedValue, UserReference } from './emulated-records.js';
import { type FieldError, HarvestValidationError, resourceNotFound } from './harvest-responses.js';
import { candidateWithApplications } from './read-routes.js';
import { applicationDefaults, candidateCustomFieldIds, candidateCustomFields, userReference } from './seed-organization.js';
import { onBehalfOfWrite } from './write-guard.js';

/**
 * Harvest's candidate writes (`POST /candidates`, `POST /prospects`, `PATCH /candidates/{id}`,
 * `POST /candidates/{id}/activity_feed/notes`), kept in memory for the emulator's lifetime. Each needs
 * an `On-Behalf-Of` header naming an active user (403 otherwise) and answers a body that breaks
 * Harvest's rules with 422 and the failed fields.
 */

type Body = Record<string, unknown>;

const contactTypes = {
  email_addresses: ['personal', 'work', 'other'],
  phone_numbers: ['home', 'work', 'mobile', 'skype', 'other'],
  addresses: ['home', 'work', 'other'],
  website_addresses: ['personal', 'company', 'portfolio', 'blog', 'other'],
} as const;

const noteVisibilities = ['admin_only', 'private', 'public'];

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collects the field errors of one body, so a 422 lists every problem at once. */
class BodyCheck {
  readonly errors: FieldError[] = [];

  constructor(readonly body: Body) {}

  fail(field: string, message: string): void {
    this.errors.push({ field, message });
  }

  /** A non-blank string, or absent when not `required`. */
  name(field: string, required: boolean): string | undefined {
    const value = this.body[field];
    if (value === undefined && !required) return undefined;
    if (typeof value !== 'string' || value.trim() === '') this.fail(field, "can't be blank");
    return typeof value === 'string' ? value : undefined;
  }

  optionalText(field: string): string | null | undefined {
    const value = this.body[field];
    if (value !== undefined && value !== null && typeof value !== 'string') this.fail(field, 'must be a string');
    return value as string | null | undefined;
  }

  contacts(field: keyof typeof contactTypes): TypedValue[] | undefined {
    const value = this.body[field];
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) {
      this.fail(field, 'must be an array');
      return undefined;
    }
    const allowed: readonly string[] = contactTypes[field];
    const entries: TypedValue[] = [];
    for (const entry of value) {
      if (!isObject(entry) || typeof entry.value !== 'string' || entry.value.trim() === '') {
        this.fail(`${field}.value`, "can't be blank");
      } else if (typeof entry.type !== 'string' || !allowed.includes(entry.type)) {
        this.fail(`${field}.type`, `Must be one of: ${allowed.join(', ')}`);
      } else if (field === 'email_addresses' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(entry.value)) {
        this.fail(`${field}.value`, `${entry.value} is not a valid email address`);
      } else {
        entries.push({ value: entry.value, type: entry.type });
      }
    }
    return entries;
  }
}

export class CandidateWrites {
  private nextCandidateId: number;
  private nextApplicationId: number;
  private nextNoteId = 900001;

  constructor(
    private readonly organization: EmulatedOrganization,
    private readonly now: () => string = () => new Date().toISOString(),
  ) {
    this.nextCandidateId = Math.max(10000, ...organization.candidates.map((candidate) => candidate.id)) + 1;
    this.nextApplicationId = Math.max(20000, ...organization.applications.map((application) => application.id)) + 1;
  }

  routes(): EmulatorRoute[] {
    return [
      { method: 'POST', pattern: '/v1/candidates', handle: (request) => this.write(request, (body, actor) => this.create(body, actor, false)) },
      { method: 'POST', pattern: '/v1/prospects', handle: (request) => this.write(request, (body, actor) => this.create(body, actor, true)) },
      {
        method: 'PATCH',
        pattern: '/v1/candidates/:id',
        handle: (request) => this.write(request, (body) => this.update(request.params.id, body)),
      },
      {
        method: 'POST',
        pattern: '/v1/candidates/:id/activity_feed/notes',
        handle: (request) => this.write(request, (body) => this.addNote(request.params.id, body)),
      },
    ];
  }

  private activeUser(id: unknown): EmulatedUser | undefined {
    return this.organization.users.find((user) => String(user.id) === String(id).trim() && !user.disabled);
  }

  /** The On-Behalf-Of check and the JSON body check, then the write. */
  private write(request: EmulatorRequest, apply: (body: Body, actor: EmulatedUser) => EmulatorResponse): EmulatorResponse {
    return onBehalfOfWrite(this.organization, request, apply);
  }

  /** `recruiter` / `coordinator`: `{id}` (or `{user_id}`) or `{email}` of an active user; null unassigns. */
  private assignee(check: BodyCheck, field: 'recruiter' | 'coordinator'): UserReference | null | undefined {
    const value = check.body[field];
    if (value === undefined || value === null) return value;
    const id = isObject(value) ? (value.id ?? value.user_id) : undefined;
    const email = isObject(value) && typeof value.email === 'string' ? value.email.toLowerCase() : undefined;
    const user =
      id !== undefined ? this.activeUser(id) : this.organization.users.find((candidate) => !candidate.disabled && candidate.emails.includes(email ?? ''));
    if (!user) check.fail(field, 'must be an active user, given by id or email');
    return user && userReference(user);
  }

  private applyCustomFields(check: BodyCheck, candidate: EmulatedCandidate): void {
    const value = check.body.custom_fields;
    if (value === undefined) return;
    if (!Array.isArray(value)) {
      check.fail('custom_fields', 'must be an array');
      return;
    }
    for (const entry of value) {
      // A field is named by its immutable key or by its id.
      const key = isObject(entry) ? String(entry.name_key ?? candidateCustomFieldIds[String(entry.id)] ?? entry.id ?? '') : '';
      const definition = candidateCustomFields[key];
      if (!isObject(entry) || !definition) {
        check.fail('custom_fields', `unknown custom field "${key}"`);
      } else if (entry.delete_value === 'true') {
        delete candidate.keyed_custom_fields[key];
        delete candidate.custom_fields[key];
      } else if (entry.value === undefined || entry.value === null || entry.value === '') {
        check.fail(`custom_fields.${key}`, 'can\'t be blank; send delete_value "true" to remove it');
      } else {
        candidate.keyed_custom_fields[key] = { ...definition, value: entry.value };
        candidate.custom_fields[key] = entry.value;
      }
    }
  }

  /** Checks the fields a create and an edit share and applies them to `candidate`. */
  private applyFields(check: BodyCheck, candidate: EmulatedCandidate, creating: boolean): void {
    const firstName = check.name('first_name', creating);
    const lastName = check.name('last_name', creating);
    if (firstName !== undefined) candidate.first_name = firstName;
    if (lastName !== undefined) candidate.last_name = lastName;
    for (const field of ['company', 'title'] as const) {
      const value = check.optionalText(field);
      if (value !== undefined) candidate[field] = value;
    }
    if (check.body.is_private !== undefined) {
      if (typeof check.body.is_private === 'boolean') candidate.is_private = check.body.is_private;
      else check.fail('is_private', 'must be true or false');
    }
    for (const field of ['email_addresses', 'phone_numbers', 'addresses', 'website_addresses'] as const) {
      const entries = check.contacts(field);
      if (entries !== undefined) candidate[field] = entries;
    }
    const social = check.body.social_media_addresses;
    if (Array.isArray(social)) candidate.social_media_addresses = social.filter(isObject).map((entry) => ({ value: String(entry.value) }));
    const tags = check.body.tags;
    if (tags !== undefined) {
      if (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string')) candidate.tags = tags as string[];
      else check.fail('tags', 'must be an array of strings');
    }
    const recruiter = this.assignee(check, 'recruiter');
    if (recruiter !== undefined) candidate.recruiter = recruiter;
    const coordinator = this.assignee(check, 'coordinator');
    if (coordinator !== undefined) candidate.coordinator = coordinator;
    this.applyCustomFields(check, candidate);
  }

  private existingJob(check: BodyCheck, field: string, id: unknown): EmulatedJob | undefined {
    const job = this.organization.jobs.find((candidateJob) => candidateJob.id === Number(id));
    if (!job) check.fail(field, 'must be the id of an existing job');
    return job;
  }

  private newApplication(candidate: EmulatedCandidate, actor: EmulatedUser, jobs: EmulatedJob[], prospect: boolean): EmulatedApplication {
    // A prospect application is on no stage; a candidate application starts on the first stage of its job.
    const firstStage = prospect
      ? undefined
      : this.organization.jobStages.filter((stage) => stage.job_id === jobs[0]?.id).sort((left, right) => left.priority - right.priority)[0];
    return {
      id: this.nextApplicationId++,
      candidate_id: candidate.id,
      prospect,
      applied_at: candidate.created_at,
      rejected_at: null,
      last_activity_at: candidate.created_at,
      location: null,
      source: null,
      credited_to: userReference(actor),
      recruiter: candidate.recruiter,
      coordinator: candidate.coordinator,
      rejection_reason: null,
      rejection_details: null,
      jobs: jobs.map((job) => ({ id: job.id, name: job.name })),
      job_post_id: null,
      status: 'active',
      current_stage: firstStage ? { id: firstStage.id, name: firstStage.name } : null,
      answers: [],
      ...applicationDefaults(),
    };
  }

  /** `applications[]` of a new candidate: at least one, each on an existing job. */
  private candidateApplications(check: BodyCheck, candidate: EmulatedCandidate, actor: EmulatedUser): EmulatedApplication[] {
    const requested = check.body.applications;
    if (!Array.isArray(requested) || requested.length === 0) {
      check.fail('applications', 'must contain at least one application');
      return [];
    }
    return requested.flatMap((entry) => {
      const job = this.existingJob(check, 'applications.job_id', isObject(entry) ? entry.job_id : undefined);
      return job ? [this.newApplication(candidate, actor, [job], false)] : [];
    });
  }

  /** The one application of a new prospect: on the jobs of `application.job_ids`, or on none. */
  private prospectApplication(check: BodyCheck, candidate: EmulatedCandidate, actor: EmulatedUser): EmulatedApplication[] {
    const requested = check.body.application;
    if (requested !== undefined && requested !== null && !isObject(requested)) {
      check.fail('application', 'must be an object');
      return [];
    }
    const jobIds = requested?.job_ids ?? [];
    if (!Array.isArray(jobIds)) {
      check.fail('application.job_ids', 'must be an array');
      return [];
    }
    const jobs = jobIds.flatMap((id) => this.existingJob(check, 'application.job_ids', id) ?? []);
    return [this.newApplication(candidate, actor, jobs, true)];
  }

  private create(body: Body, actor: EmulatedUser, prospect: boolean): EmulatorResponse {
    const now = this.now();
    const candidate: EmulatedCandidate = {
      id: this.nextCandidateId,
      first_name: '',
      last_name: '',
      company: null,
      title: null,
      created_at: now,
      updated_at: now,
      last_activity: now,
      is_private: false,
      photo_url: null,
      attachments: [],
      application_ids: [],
      phone_numbers: [],
      addresses: [],
      email_addresses: [],
      website_addresses: [],
      social_media_addresses: [],
      recruiter: null,
      coordinator: null,
      can_email: true,
      tags: [],
      educations: [],
      employments: [],
      linked_user_ids: [],
      custom_fields: {},
      keyed_custom_fields: {},
    };
    const check = new BodyCheck(body);
    this.applyFields(check, candidate, true);
    const applications = prospect ? this.prospectApplication(check, candidate, actor) : this.candidateApplications(check, candidate, actor);
    if (check.errors.length > 0) throw new HarvestValidationError(check.errors);

    this.nextCandidateId += 1;
    candidate.application_ids = applications.map((application) => application.id);
    this.organization.candidates.push(candidate);
    this.organization.applications.push(...applications);
    return { status: 201, body: candidateWithApplications(this.organization, candidate) };
  }

  private update(id: string | undefined, body: Body): EmulatorResponse {
    const candidate = this.organization.candidates.find((existing) => String(existing.id) === id);
    if (!candidate) return resourceNotFound();
    // Checked on a copy: a refused edit changes nothing.
    const edited: EmulatedCandidate = structuredClone(candidate);
    const check = new BodyCheck(body);
    this.applyFields(check, edited, false);
    if (check.errors.length > 0) throw new HarvestValidationError(check.errors);

    Object.assign(candidate, edited, { updated_at: this.now(), last_activity: this.now() });
    return { status: 200, body: candidateWithApplications(this.organization, candidate) };
  }

  private addNote(id: string | undefined, body: Body): EmulatorResponse {
    const candidate = this.organization.candidates.find((existing) => String(existing.id) === id);
    if (!candidate) return resourceNotFound();
    const check = new BodyCheck(body);
    const author = this.organization.users.find((user) => String(user.id) === String(body.user_id));
    if (!author) check.fail('user_id', 'must be the id of a user');
    check.name('body', true);
    if (typeof body.visibility !== 'string' || !noteVisibilities.includes(body.visibility)) {
      check.fail('visibility', `Must be one of: ${noteVisibilities.join(', ')}`);
    }
    if (check.errors.length > 0) throw new HarvestValidationError(check.errors);

    candidate.last_activity = this.now();
    const visibility = body.visibility as EmulatedNote['visibility'];
    const note: EmulatedNote = {
      id: this.nextNoteId++,
      candidate_id: candidate.id,
      created_at: this.now(),
      body: String(body.body),
      user: userReference(author!),
      private: visibility === 'private',
      // Harvest repeats the visibility under a legacy misspelt key.
      visiblity: visibility,
      visibility,
    };
    this.organization.notes.push(note);
    return { status: 201, body: feedNote(note) };
  }
}
