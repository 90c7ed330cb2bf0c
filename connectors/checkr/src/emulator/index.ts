import { randomBytes } from 'node:crypto';
import type { EmulatorRequest, EmulatorResponse, RunningEmulator } from '@openunified/connector-sdk/emulator';
import { startEmulatorServer } from '@openunified/connector-sdk/emulator';
import type { CheckrEvent, CheckrReport, CheckrReportStatus } from '../provider-types.js';
import { CHECKR_SIGNATURE_HEADER, checkrSignature } from '../webhook-signature.js';
import { checkrRoutes, fail } from './checkr-routes.js';
import { type CheckrAccount, type SeedOptions, seedAccount } from './seed.js';

export type { CheckrAccount } from './seed.js';

/** The secret key of the sandbox account: the emulator accepts it, and signs its webhooks with it. */
export const CHECKR_SANDBOX_API_KEY = 'sandbox_checkr_secret_key_0000000000000000';

export interface CheckrEmulatorOptions extends SeedOptions {
  port?: number;
  host?: string;
  /** Requests per minute per key before a 429 with Retry-After (default 600), or false for none. */
  rateLimitPerMinute?: number | false;
}

export interface ReportChange {
  status: CheckrReportStatus;
  result?: 'clear' | 'consider' | null;
}

export interface DeliveredEvent {
  event: CheckrEvent<CheckrReport>;
  body: string;
  status: number;
  answer: string;
}

export interface RunningCheckrEmulator extends RunningEmulator {
  sandboxCredentials: { api_key: string };
  /** The seeded account, for assertions (orders change it). */
  account: CheckrAccount;
  /**
   * What Checkr does once a candidate completes an invitation and the check runs: creates the
   * candidate's report (status `pending`) or changes it. Returns the report.
   */
  reportFor(candidateId: string, change?: ReportChange): CheckrReport;
  /**
   * Posts a report event to `url` as Checkr does: the JSON event, `X-Checkr-Signature` the hex
   * HMAC-SHA256 of the body with the key (the sandbox key unless `signWith` says otherwise; `false`
   * for none), plus any `headers` (the relay's credentials, for instance).
   */
  sendReportEvent(
    url: string,
    type: string,
    report: CheckrReport,
    options?: { signWith?: string | false; headers?: Record<string, string> },
  ): Promise<DeliveredEvent>;
}

function basicUsername(request: EmulatorRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
  return decoded.split(':')[0];
}

/** A Checkr API v1 look-alike on loopback: packages, candidates, invitations, reports, and signed report webhooks. */
export async function startCheckrEmulator(options: CheckrEmulatorOptions = {}): Promise<RunningCheckrEmulator> {
  const account = seedAccount(options);
  const limit = options.rateLimitPerMinute ?? 600;
  const windows = new Map<string, { start: number; count: number }>();
  const rateLimited = (key: string): EmulatorResponse | undefined => {
    if (limit === false) return undefined;
    const now = Date.now();
    const window = windows.get(key);
    if (!window || now - window.start >= 60_000) {
      windows.set(key, { start: now, count: 1 });
      return undefined;
    }
    window.count += 1;
    if (window.count <= limit) return undefined;
    const retryAfter = Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000));
    return { ...fail(429, 'Too many requests'), headers: { 'retry-after': String(retryAfter) } };
  };
  const server = await startEmulatorServer({
    name: 'checkr',
    port: options.port,
    host: options.host,
    routes: checkrRoutes(account),
    // HTTP Basic with the secret key as the username, as api.checkr.com takes it.
    authenticate: (request) => {
      const key = basicUsername(request);
      if (key !== CHECKR_SANDBOX_API_KEY) return fail(401, 'Bad authentication error');
      return rateLimited(key);
    },
    errorBody: (status, message) => ({ error: status === 404 ? 'Not found' : message }),
  });

  const reportFor = (candidateId: string, change: ReportChange = { status: 'pending' }): CheckrReport => {
    const candidate = account.candidates.get(candidateId);
    if (!candidate) throw new Error(`no candidate ${candidateId}`);
    const invitation = [...account.invitations.values()].reverse().find((entry) => entry.candidate_id === candidateId);
    const existing = [...account.reports.values()].find((entry) => entry.candidate_id === candidateId);
    const now = new Date().toISOString();
    const report: CheckrReport = existing ?? {
      id: randomBytes(12).toString('hex'),
      object: 'report',
      status: 'pending',
      result: null,
      package: invitation?.package ?? 'basic_plus',
      candidate_id: candidateId,
      created_at: now,
      completed_at: null,
    };
    report.uri = `/v1/reports/${report.id}`;
    report.status = change.status;
    if (change.result !== undefined) report.result = change.result;
    if (change.status === 'complete' && !report.completed_at) report.completed_at = now;
    account.reports.set(report.id, report);
    if (!candidate.report_ids?.includes(report.id)) candidate.report_ids = [...(candidate.report_ids ?? []), report.id];
    if (invitation) {
      invitation.status = 'completed';
      invitation.report_id = report.id;
    }
    return report;
  };

  const sendReportEvent: RunningCheckrEmulator['sendReportEvent'] = async (url, type, report, sendOptions = {}) => {
    const event: CheckrEvent<CheckrReport> = {
      id: randomBytes(12).toString('hex'),
      object: 'event',
      type,
      created_at: new Date().toISOString(),
      webhook_url: url,
      account_id: 'sandbox0000000000000account',
      data: { object: { ...report } },
    };
    const body = JSON.stringify(event);
    const key = sendOptions.signWith ?? CHECKR_SANDBOX_API_KEY;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key !== false && { [CHECKR_SIGNATURE_HEADER]: checkrSignature(body, key) }),
        ...sendOptions.headers,
      },
      body,
    });
    return { event, body, status: response.status, answer: await response.text() };
  };

  return { ...server, sandboxCredentials: { api_key: CHECKR_SANDBOX_API_KEY }, account, reportFor, sendReportEvent };
}
