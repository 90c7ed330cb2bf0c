import { type RunningBamboohrEmulator, startBamboohrEmulator } from '@openunified/connector-bamboohr/emulator';
import { type GoogledriveEmulatorOptions, type RunningGoogledriveEmulator, startGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';
import { basicAuthorization, startTestServer, type TestServer, type TestServerOptions } from './start-test-server.js';

/**
 * The real server with Google Drive and BambooHR pointed at their emulators, a Full Access key,
 * and helpers to drive the connect page like a browser does: plain HTTP, forms and redirects.
 */
export interface ConnectTestContext {
  testServer: TestServer;
  google: RunningGoogledriveEmulator;
  bamboohr: RunningBamboohrEmulator;
  authorization: string;
  /** A JSON call with the Full Access key (or `authorization` when given). */
  api(method: string, path: string, body?: unknown, authorization?: string): Promise<JsonResponse>;
  /** A connector profile for Google Drive holding the emulator's OAuth client. */
  createGoogleProfile(overrides?: Record<string, unknown>): Promise<Record<string, any>>;
  /** POST /connect_sessions; fails the test unless it answers 201. */
  createSession(body?: Record<string, unknown>): Promise<{ token: string; auth_link_url: string } & Record<string, any>>;
  close(): Promise<void>;
}

export interface JsonResponse {
  status: number;
  body: any;
}

export interface Page {
  status: number;
  url: string;
  html: string;
  headers: Headers;
}

export async function startConnectTestContext(
  options: { google?: GoogledriveEmulatorOptions; server?: TestServerOptions } = {},
): Promise<ConnectTestContext> {
  const google = await startGoogledriveEmulator(options.google);
  const bamboohr = await startBamboohrEmulator();
  const testServer = await startTestServer({
    ...options.server,
    environment: { RATE_LIMIT_POINTS: '100000', ...options.server?.environment },
    originOverrides: { googledrive: google.url, bamboohr: bamboohr.url },
  });
  const authorization = basicAuthorization(await testServer.createApiKey());

  const api: ConnectTestContext['api'] = async (method, path, body, callerAuthorization = authorization) => {
    const response = await fetch(`${testServer.url}${path}`, {
      method,
      headers: { authorization: callerAuthorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };

  return {
    testServer,
    google,
    bamboohr,
    authorization,
    api,
    async createGoogleProfile(overrides = {}) {
      const created = await api('POST', '/connector_profiles', {
        provider: 'googledrive',
        auth_config: { client_id: google.oauthClient.clientId, client_secret: google.oauthClient.clientSecret },
        ...overrides,
      });
      if (created.status !== 201) throw new Error(`creating the Google Drive profile answered ${created.status}: ${JSON.stringify(created.body)}`);
      return created.body;
    },
    async createSession(body = {}) {
      const created = await api('POST', '/connect_sessions', { origin_owner_id: 'customer-1', origin_owner_name: 'Customer One', ...body });
      if (created.status !== 201) throw new Error(`creating the session answered ${created.status}: ${JSON.stringify(created.body)}`);
      return created.body;
    },
    async close() {
      await testServer.close();
      await Promise.all([google.close(), bamboohr.close()]);
    },
  };
}

/** GET without following redirects. */
export async function getPage(url: string): Promise<Page> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, url, html: await response.text(), headers: response.headers };
}

/** Submits a form as a browser would (URL-encoded, no redirect followed). */
export async function submitForm(url: string, fields: Record<string, string>): Promise<Page> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, url, html: await response.text(), headers: response.headers };
}

export interface ParsedForm {
  /** Absolute, resolved against the page URL. */
  action: string;
  /** Every named input with its value (hidden ones included). */
  fields: Record<string, string>;
}

/** The page's forms in order, read from its HTML. */
export function formsOf(page: Page): ParsedForm[] {
  return [...page.html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, attributes = '', content = '']) => ({
    action: new URL(attributeOf(attributes, 'action') ?? '', page.url).toString(),
    fields: Object.fromEntries(
      [...content.matchAll(/<input\b([^>]*)>/g)].flatMap(([, inputAttributes = '']) => {
        const name = attributeOf(inputAttributes, 'name');
        return name === undefined ? [] : [[name, attributeOf(inputAttributes, 'value') ?? '']];
      }),
    ),
  }));
}

/** The one form posting to a URL ending in `actionSuffix`. */
export function formPostingTo(page: Page, actionSuffix: string): ParsedForm {
  const form = formsOf(page).find((candidate) => new URL(candidate.action).pathname.endsWith(actionSuffix));
  if (!form) throw new Error(`no form posting to ${actionSuffix} on ${page.url} (status ${page.status})`);
  return form;
}

/** The page's visible text, roughly: tags dropped, entities decoded. */
export function textOf(page: Page): string {
  return decodeEntities(page.html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
}

function attributeOf(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(attributes);
  return match ? decodeEntities(match[1]!) : undefined;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

/**
 * The whole OAuth round trip a browser makes from the connect page: start, the emulator's
 * consent screen, the decision, and the callback. Returns the callback's page.
 */
export async function linkGoogleDrive(authLinkUrl: string, decision: 'allow' | 'deny' = 'allow'): Promise<{ authorizationUrl: URL; result: Page }> {
  const connectPage = await getPage(authLinkUrl);
  const start = formPostingTo(connectPage, '/connect/oauth/start');
  const redirect = await submitForm(start.action, start.fields);
  if (redirect.status !== 303) throw new Error(`starting OAuth answered ${redirect.status}: ${textOf(redirect)}`);
  const authorizationUrl = new URL(redirect.headers.get('location')!);
  const consent = await getPage(authorizationUrl.toString());
  const decisionForm = formPostingTo(consent, '/o/oauth2/v2/auth/decision');
  const back = await submitForm(decisionForm.action, { ...decisionForm.fields, decision });
  if (back.status !== 302) throw new Error(`the consent decision answered ${back.status}: ${textOf(back)}`);
  return { authorizationUrl, result: await getPage(back.headers.get('location')!) };
}
