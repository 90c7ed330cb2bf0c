import type { Credentials } from '@openunified/connector-sdk';
import {
  type EmulatorRequest,
  type EmulatorResponse,
  type EmulatorRoute,
  parseMultipart,
  type RunningEmulator,
  startEmulatorServer,
} from '@openunified/connector-sdk/emulator';
import { companyBenefits } from './benefits.js';
import { BambooHrRefusal, EmulatedCompany } from './company.js';
import { EmulatedFiles } from './files.js';
import { jobOpenings } from './job-openings.js';
import { companyInformation, seedListFields } from './list-fields.js';
import { EmulatedScheduling } from './scheduling.js';
import { seedCompany } from './seed.js';
import { EmulatedTimeOff } from './time-off.js';
import { EmulatedTimeTracking } from './time-tracking.js';

export interface BamboohrEmulatorOptions {
  port?: number;
  /** Same seed, same company. Default 1. */
  seed?: number;
  /** Employees in the directory. Default 60. */
  employeeCount?: number;
}

export interface RunningBamboohrEmulator extends RunningEmulator {
  /** Credentials that work against this emulator: `{ api_key, company_domain: 'sandbox' }`. */
  sandboxCredentials: Credentials;
  /**
   * BambooHR's rate limiting: the next `requests` requests get 503 with `Retry-After`
   * (seconds, default 1) and an X-BambooHR-Error-Message header.
   */
  throttle(requests: number, retryAfterSeconds?: number): void;
}

const SANDBOX_COMPANY_DOMAIN = 'sandbox';
const SANDBOX_API_KEY = 'sandbox-bamboohr-api-key';
const ERROR_MESSAGE_HEADER = 'X-BambooHR-Error-Message';
const FILE_PATH = /\/employees\/[^/]+\/files\/\d+$/;

/** BambooHR's way of failing: a status, the reason in a header, an empty body. */
function refusal(status: number, message: string, headers: Record<string, string> = {}): EmulatorResponse {
  return { status, headers: { [ERROR_MESSAGE_HEADER]: message, ...headers }, rawBody: '' };
}

const success: EmulatorResponse = { status: 200, rawBody: '' };

function apiKeyOf(authorization: string | undefined): string | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  return separator === -1 ? decoded : decoded.slice(0, separator);
}

function jsonObjectBody(request: EmulatorRequest): Record<string, unknown> {
  const { body } = request;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BambooHrRefusal(400, 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Runs a handler, answering BambooHR-style when the company refuses the request. */
function guarded(handle: (request: EmulatorRequest) => EmulatorResponse): (request: EmulatorRequest) => EmulatorResponse {
  return (request) => {
    try {
      return handle(request);
    } catch (error) {
      if (error instanceof BambooHrRefusal) return refusal(error.status, error.message);
      throw error;
    }
  };
}

function routes(
  company: EmulatedCompany,
  timeOff: EmulatedTimeOff,
  files: EmulatedFiles,
  timeTracking: EmulatedTimeTracking,
  listFields: ReturnType<typeof seedListFields>,
  scheduling: EmulatedScheduling,
): EmulatorRoute[] {
  const prefix = '/api/gateway.php/:companyDomain/v1';
  const route = (method: EmulatorRoute['method'], path: string, handle: (request: EmulatorRequest) => EmulatorResponse): EmulatorRoute => ({
    method,
    pattern: `${prefix}${path}`,
    handle: guarded(handle),
  });
  return [
    route('GET', '/employees/directory', () => ({ body: company.directory() })),
    route('POST', '/reports/custom', (request) => {
      if ((request.query.get('format') ?? '').toUpperCase() !== 'JSON')
        throw new BambooHrRefusal(400, 'This emulator answers custom reports as format=JSON only');
      const body = jsonObjectBody(request);
      const fields = body.fields;
      if (!Array.isArray(fields) || fields.length === 0 || !fields.every((field) => typeof field === 'string')) {
        throw new BambooHrRefusal(400, 'A custom report needs "fields": a list of field names');
      }
      return { body: company.customReport(typeof body.title === 'string' ? body.title : 'Report', fields) };
    }),
    route('GET', '/employees/changed', (request) => {
      const since = request.query.get('since');
      const sinceTime = since === null ? Number.NaN : Date.parse(since);
      if (Number.isNaN(sinceTime)) throw new BambooHrRefusal(400, 'The "since" parameter must be an ISO 8601 timestamp');
      return { body: company.changedSince(new Date(sinceTime)) };
    }),
    route('GET', '/employees/:employeeId', (request) => {
      const requested = (request.query.get('fields') ?? 'firstName,lastName').split(',').filter((field) => field !== '');
      return { body: company.read(request.params.employeeId!, requested) };
    }),
    route('POST', '/employees/:employeeId', (request) => {
      company.update(request.params.employeeId!, jsonObjectBody(request));
      return success;
    }),
    route('GET', '/employees/:employeeId/tables/:table', (request) => {
      const { employeeId, table } = request.params as { employeeId: string; table: string };
      if (employeeId === 'all') return { body: company.allTableRows(table) };
      if (employeeId === 'changed') {
        const since = Date.parse(request.query.get('since') ?? '');
        if (Number.isNaN(since)) throw new BambooHrRefusal(400, 'The "since" parameter must be an ISO 8601 timestamp');
        return { body: company.changedTableRows(table, new Date(since)) };
      }
      return { body: company.tableRows(employeeId, table) };
    }),
    route('POST', '/employees', (request) => {
      const id = company.create(jsonObjectBody(request));
      return { status: 201, headers: { Location: `${request.path.replace(/\/+$/, '')}/${id}` }, rawBody: '' };
    }),
    route('POST', '/employees/:employeeId/tables/:table', (request) => {
      company.addRow(request.params.employeeId!, request.params.table!, jsonObjectBody(request));
      return success;
    }),
    route('POST', '/employees/:employeeId/tables/:table/:rowId', (request) => {
      company.updateRow(request.params.employeeId!, request.params.table!, request.params.rowId!, jsonObjectBody(request));
      return success;
    }),
    route('GET', '/meta/fields', () => ({ body: company.fieldCatalogue() })),
    route('GET', '/employees/:employeeId/files/view', (request) => ({ body: files.view(request.params.employeeId!) })),
    route('GET', '/employees/:employeeId/files/:fileId', (request) => files.download(request.params.employeeId!, request.params.fileId!)),
    route('POST', '/employees/:employeeId/files', (request) => {
      const id = files.upload(request.params.employeeId!, parseMultipart(request));
      return { status: 201, headers: { Location: `${request.path.replace(/\/+$/, '')}/${id}` }, rawBody: '' };
    }),
    route('GET', '/meta/lists', () => ({ body: listFields })),
    route('GET', '/company_information', () => ({ body: companyInformation })),
    route('GET', '/time_off/requests', (request) => ({ body: timeOff.listRequests(request.query) })),
    route('PUT', '/employees/:employeeId/time_off/request', (request) => {
      const created = timeOff.createRequest(request.params.employeeId!, jsonObjectBody(request));
      const location = `${request.path.replace(/\/employees\/.*$/, '')}/time_off/requests/${created.id}`;
      return { status: 201, headers: { Location: location }, body: created };
    }),
    route('PUT', '/time_off/requests/:requestId/status', (request) => {
      timeOff.changeStatus(request.params.requestId!, jsonObjectBody(request));
      return success;
    }),
    route('GET', '/meta/time_off/types', () => ({ body: timeOff.timeOffTypes() })),
    route('GET', '/meta/time_off/policies', () => ({ body: timeOff.timeOffPolicies() })),
    route('GET', '/employees/:employeeId/time_off/policies', (request) => ({ body: timeOff.assignedPolicies(request.params.employeeId!) })),
    route('GET', '/employees/:employeeId/time_off/calculator', (request) => ({
      body: timeOff.balances(request.params.employeeId!, request.query.get('end')),
    })),
    route('GET', '/benefit/company_benefit', () => ({ body: companyBenefits() })),
    route('GET', '/time_tracking/timesheet_entries', (request) => ({ body: timeTracking.timesheetEntries(request.query) })),
    route('GET', '/scheduling/schedules', (request) => scheduling.listSchedules(request.path, request.query)),
    route('GET', '/scheduling/shifts', (request) => scheduling.listShifts(request.path, request.query)),
    route('GET', '/scheduling/shifts/:shiftId', (request) => scheduling.getShift(request.params.shiftId!)),
    route('GET', '/applicant_tracking/jobs', (request) => ({ body: jobOpenings(listFields, request.query.get('statusGroups')) })),
  ];
}

/**
 * A BambooHR look-alike on loopback, serving the real API paths under
 * `/api/gateway.php/sandbox/v1` for a seeded company.
 */
export async function startBamboohrEmulator(options: BamboohrEmulatorOptions = {}): Promise<RunningBamboohrEmulator> {
  const seed = options.seed ?? 1;
  const company = new EmulatedCompany(seedCompany(seed, options.employeeCount ?? 60, new Date()));
  const timeOff = new EmulatedTimeOff(seed, company);
  const files = new EmulatedFiles(seed, () => company.employeeIds());
  const timeTracking = new EmulatedTimeTracking(seed, company.employeeIds());
  const listFields = seedListFields();
  const scheduling = new EmulatedScheduling(company.employeeIds(), listFields);
  let throttled = 0;
  let throttleRetryAfterSeconds = 1;

  const server = await startEmulatorServer({
    name: 'bamboohr',
    port: options.port,
    routes: routes(company, timeOff, files, timeTracking, listFields, scheduling),
    // Failed requests count against BambooHR's rate limit too, so the throttle comes first.
    authenticate(request) {
      if (throttled > 0) {
        throttled -= 1;
        return refusal(503, 'Rate limit exceeded', { 'Retry-After': String(throttleRetryAfterSeconds) });
      }
      if (request.params.companyDomain !== SANDBOX_COMPANY_DOMAIN) return refusal(404, 'Company not found');
      if (apiKeyOf(request.headers.authorization) !== SANDBOX_API_KEY) return refusal(401, 'Invalid API key');
      // A file's bytes come whatever the Accept header; everything else is JSON only here.
      if (request.method === 'GET' && !FILE_PATH.test(request.path) && !String(request.headers.accept ?? '').includes('application/json')) {
        return refusal(406, 'This emulator answers JSON only; send Accept: application/json');
      }
      return undefined;
    },
    // BambooHR error bodies are empty; the reason travels in a header the faults cannot set.
    errorBody: () => undefined,
  });

  return {
    ...server,
    sandboxCredentials: { api_key: SANDBOX_API_KEY, company_domain: SANDBOX_COMPANY_DOMAIN },
    throttle(requests, retryAfterSeconds = 1) {
      throttled = requests;
      throttleRetryAfterSeconds = retryAfterSeconds;
    },
  };
}
