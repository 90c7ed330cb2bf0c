import { randomBytes } from 'node:crypto';
import formBody from '@fastify/formbody';
import { applyOriginOverride, type ConnectorDefinition } from '@openunified/connector-sdk';
import { hasStatus, isApiError } from '@openunified/errors';
import { type FeatureRoutesOptions, type OriginOverrides, PlatformTokens, type RouteAccess } from '@openunified/feature-kit';
import type { ConnectSessionRecord } from '@openunified/store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPIRED_TOKEN_MESSAGE, UNKNOWN_TOKEN_MESSAGE, USED_TOKEN_MESSAGE } from '../connect-sessions/connect-sessions-service.js';
import { publicBaseUrl } from '../connect-sessions/public-base-url.js';
import { type LinkingSettings, LinkingSettingsToken } from '../linking-settings.js';
import { type ConnectFlow, ConnectFlowToken, type LinkOutcome, OAUTH_CALLBACK_PATH, type ProviderOption } from './connect-flow.js';
import { ConnectPageThrottle } from './connect-page-throttle.js';
import {
  type AuthenticationForm,
  categoryLabels,
  defaultPageBranding,
  noProvidersBody,
  outcomeBody,
  type PageBranding,
  type ProviderCard,
  providerChoiceBody,
  providerFormBody,
  renderPage,
} from './connect-page-views.js';
import type { SafeHtml } from './html.js';
import { type LinkReference, RecentBrandings } from './recent-brandings.js';

/** The session token authorizes these pages; there is no API key in a customer's browser. */
const access: RouteAccess = { public: true };

const token = z.string().min(1).max(200);
const pageQuerySchema = z.object({ token, provider: z.string().min(1).max(100).optional() });
const formFieldsSchema = { token, provider: z.string().min(1).max(100), method: z.string().min(1).max(100) };
const apiKeyFormSchema = z.object(formFieldsSchema).catchall(z.string().max(10_000));
const oauthStartFormSchema = z.object(formFieldsSchema);
const oauthCallbackQuerySchema = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

const CREDENTIAL_FIELD_PREFIX = 'credentials.';

/**
 * Page URLs carry the session token and OAuth callbacks a code and state: the request log shows
 * the path only.
 */
const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  }),
};

/**
 * The hosted connect page (`auth_link_url`): server-rendered HTML with inline CSS and a little
 * script, usable without the script and by keyboard. Forms post URL-encoded bodies; the parser
 * for them is registered here only.
 */
export const connectPageRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const flow = container.get<ConnectFlow>(ConnectFlowToken);
  const settings = container.get<LinkingSettings>(LinkingSettingsToken);
  const originOverrides = container.get<OriginOverrides>(PlatformTokens.OriginOverrides);
  const throttle = new ConnectPageThrottle(settings.connectPageLimits);
  await app.register(formBody, { bodyLimit: 64 * 1024 });

  /** Each page wears its project's branding (docs/concepts/connect-flow.md#branding), error pages included. */
  const brandings = new WeakMap<FastifyRequest, PageBranding>();
  const brand = (request: FastifyRequest, branding: PageBranding | undefined) => branding && brandings.set(request, branding);
  const sendPage = (reply: FastifyReply, status: number, title: string, body: SafeHtml, formTargets: readonly string[] = []) =>
    sendBrandedPage(reply, status, title, body, brandings.get(reply.request) ?? defaultPageBranding, formTargets);
  const sendOutcome = (reply: FastifyReply, outcome: LinkOutcome) => sendOutcomePage(sendPage, reply, outcome);

  const recentBrandings = new RecentBrandings();

  // After validation, before the handler: a page that fails later (an expired link, a throttle) is still branded.
  app.addHook('preHandler', async (request) => {
    const link = linkOf(request);
    if (link.token === undefined && link.oauthState === undefined) return;
    const branding = await flow.branding(link);
    brand(request, branding);
    if (branding) recentBrandings.remember(link, branding);
  });

  app.setErrorHandler((error, request, reply) => {
    // Refused before the branding lookup (the per-client throttle): the branding this link had lately, from memory.
    if (!brandings.has(request)) brand(request, recentBrandings.recall(linkOf(request)));
    const failure = describeError(error);
    if (failure.status >= 500) request.log.error({ err: error }, 'connect page failed');
    if (isApiError(error)) reply.headers(error.headers);
    return sendPage(reply, failure.status, failure.title, outcomeBody({ succeeded: false, title: failure.title, message: failure.message }));
  });

  // preValidation, not onRequest: the form body (at most 64 KiB) is parsed by then, so a refused
  // submission still names its link and its 429 page wears the link's branding. Still no store access.
  app.addHook('preValidation', async (request) => throttle.request(request.ip));

  /** Where the page's forms may post: this server, and the providers an OAuth start redirects to. */
  const formTargets = (option: ProviderOption) =>
    option.methods.flatMap((method) =>
      method.type === 'oauth2' ? [new URL(applyOriginOverride(method.authorizationUrl, originOverrides[option.connector.key])).origin] : [],
    );

  app.get(
    '/connect',
    { config: { access }, logSerializers, schema: { hide: true, querystring: pageQuerySchema } },
    async (request, reply) => {
      const session = await flow.liveSession(request.query.token);
      const baseUrl = publicBaseUrl(settings, request);
      const options = await flow.providerOptions(session);
      const chosen = request.query.provider ?? (options.length === 1 ? options[0]!.connector.key : undefined);
      if (chosen === undefined) {
        if (options.length === 0) return sendPage(reply, 200, 'Nothing to connect', noProvidersBody());
        const body = providerChoiceBody({ baseUrl, token: request.query.token, ownerName: session.originOwnerName, providers: options.map((option) => card(option.connector)) });
        return sendPage(reply, 200, 'Connect an account', body);
      }
      const option = await flow.providerOption(session, chosen);
      return sendPage(reply, 200, `Connect ${option.connector.name}`, providerForm(baseUrl, request.query.token, session, option, options.length), formTargets(option));
    },
  );

  app.post(
    '/connect/api-key',
    { config: { access }, logSerializers, schema: { hide: true, body: apiKeyFormSchema } },
    async (request, reply) => {
      const { token: sessionToken, provider, method, ...fields } = request.body;
      const session = await flow.liveSession(sessionToken);
      await throttle.submission(session.id);
      const baseUrl = publicBaseUrl(settings, request);
      const submitted = credentialValues(fields);
      const showForm = async (status: number, error: string) => {
        const options = await flow.providerOptions(session);
        const option = await flow.providerOption(session, provider);
        const body = providerForm(baseUrl, sessionToken, session, option, options.length, { error, values: submitted });
        return sendPage(reply, status, `Connect ${option.connector.name}`, body, formTargets(option));
      };

      // Each submission may become a call to the provider with whatever key was typed.
      await throttle.verification(session.id);
      let outcome: LinkOutcome;
      try {
        outcome = await flow.linkWithApiKey(session, provider, method, submitted);
      } catch (error) {
        if (hasStatus(error, 400)) return showForm(400, error.message);
        throw error;
      }
      if (outcome.kind === 'failed') return showForm(422, outcome.description);
      return sendOutcome(reply, outcome);
    },
  );

  app.post(
    '/connect/oauth/start',
    { config: { access }, logSerializers, schema: { hide: true, body: oauthStartFormSchema } },
    async (request, reply) => {
      const session = await flow.liveSession(request.body.token);
      await throttle.submission(session.id);
      const location = await flow.startOAuth(session, request.body.provider, request.body.method, publicBaseUrl(settings, request));
      return reply.code(303).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 303);
    },
  );

  app.get(
    OAUTH_CALLBACK_PATH,
    { config: { access }, logSerializers, schema: { hide: true, querystring: oauthCallbackQuerySchema } },
    async (request, reply) => sendOutcome(reply, await flow.completeOAuth(request.query, publicBaseUrl(settings, request))),
  );
};

function providerForm(
  baseUrl: string,
  sessionToken: string,
  session: ConnectSessionRecord,
  option: ProviderOption,
  optionsCount: number,
  feedback: { error?: string; values?: Record<string, string> } = {},
): SafeHtml {
  const forms: AuthenticationForm[] = option.methods.map((method) =>
    method.type === 'api_key'
      ? { type: 'api_key', key: method.key, label: method.label, description: method.support.description, fields: method.fields, setupGuide: method.support.guides.setup }
      : { type: 'oauth2', key: method.key, label: method.label, description: method.support.description },
  );
  return providerFormBody({
    baseUrl,
    token: sessionToken,
    provider: card(option.connector),
    forms,
    canChooseAnother: optionsCount > 1,
    editing: session.accountId !== null,
    ...feedback,
  });
}

/** End customers see the connector's customer_description, never its developer description, and only icons shipped inline. */
function card(connector: ConnectorDefinition): ProviderCard {
  return {
    key: connector.key,
    name: connector.name,
    description: connector.customer_description ?? `Connect your ${connector.name} account.`,
    categoryLabels: connector.categories.map((category) => categoryLabels[category]),
    icon: connector.icon.startsWith('data:image/') ? connector.icon : null,
  };
}

function credentialValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name.startsWith(CREDENTIAL_FIELD_PREFIX))
      .map(([name, value]) => [name.slice(CREDENTIAL_FIELD_PREFIX.length), value]),
  );
}

type PageSender = (reply: FastifyReply, status: number, title: string, body: SafeHtml) => FastifyReply;

function sendOutcomePage(sendPage: PageSender, reply: FastifyReply, outcome: LinkOutcome): FastifyReply {
  const name = outcome.connector.name;
  if (outcome.kind === 'linked') {
    const title = outcome.updated ? `${name} connection updated` : `${name} is connected`;
    return sendPage(reply, 200, title, outcomeBody({ succeeded: true, title, message: 'All set. You can close this window now.' }));
  }
  const title = `${name} was not connected`;
  const message = `${outcome.description} Close this window and start again from the application.`;
  return sendPage(reply, 422, title, outcomeBody({ succeeded: false, title, message, code: outcome.code }));
}

/**
 * Pages are never cached (they carry a token), never framed, never leak their URL as a
 * referrer (it holds the token), and run only their own nonce'd style and script.
 */
function sendBrandedPage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: SafeHtml,
  branding: PageBranding,
  formTargets: readonly string[],
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const formAction = ["'self'", ...new Set(formTargets)].join(' ');
  // The project's logo is the only image from elsewhere; provider icons ship inline as data: URIs.
  const imageSources = ["'self'", 'data:', ...(branding.logoUrl ? [new URL(branding.logoUrl).origin] : [])].join(' ');
  return reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src ${imageSources}; base-uri 'none'; frame-ancestors 'none'; form-action ${formAction}`,
    })
    .send(renderPage(title, body, nonce, branding));
}

function linkOf(request: FastifyRequest): LinkReference {
  const query = request.query as { token?: unknown; state?: unknown } | undefined;
  const body = request.body as { token?: unknown } | undefined;
  const token = typeof body?.token === 'string' ? body.token : typeof query?.token === 'string' ? query.token : undefined;
  const oauthState = typeof query?.state === 'string' ? query.state : undefined;
  return { token, oauthState };
}

function describeError(error: unknown): { status: number; title: string; message: string } {
  if (isApiError(error)) {
    if (error.message === UNKNOWN_TOKEN_MESSAGE) {
      return { status: 404, title: 'This link is not valid', message: 'Check that you copied the whole link, or ask the application that sent it for a new one.' };
    }
    if (error.message === EXPIRED_TOKEN_MESSAGE) {
      return { status: 410, title: 'This link has expired', message: 'Ask the application that sent it for a new link.' };
    }
    if (error.message === USED_TOKEN_MESSAGE) {
      return { status: 410, title: 'This link was already used', message: 'It has connected an account. To connect again, ask the application that sent it for a new link.' };
    }
    if (error.statusCode === 429) return { status: 429, title: 'Too many attempts', message: sentence(error.message) };
    if (error.statusCode < 500) return { status: error.statusCode, title: 'Something is not right', message: sentence(error.message) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, title: 'This link is incomplete', message: 'Open the link exactly as you received it.' };
  }
  return { status: 500, title: 'Something went wrong', message: 'Please try again in a moment.' };
}

function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
