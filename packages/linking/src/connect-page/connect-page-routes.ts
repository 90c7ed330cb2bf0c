import { randomBytes } from 'node:crypto';
import formBody from '@fastify/formbody';
import { applyOriginOverride, type ConnectorDefinition } from '@openunified/connector-sdk';
import { hasStatus, isApiError } from '@openunified/errors';
import { type FeatureRoutesOptions, PlatformTokens, type RouteAccess } from '@openunified/feature-kit';
import type { ConnectSessionRecord } from '@openunified/store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPIRED_TOKEN_MESSAGE, UNKNOWN_TOKEN_MESSAGE, USED_TOKEN_MESSAGE } from '../connect-sessions/connect-sessions-service.js';
import { publicBaseUrl } from '../connect-sessions/public-base-url.js';
import { LinkingSettingsToken } from '../linking-settings.js';
import { isAllowedRedirect } from '../return/app-origins.js';
import { type ConnectResult, connectMessage, isCancellation, returnUrl } from '../return/return-to-app.js';
import { ConnectFlowToken, type LinkOutcome, OAUTH_CALLBACK_PATH, type ProviderOption } from './connect-flow.js';
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
import type { MessageCatalogue } from './messages/en.js';
import { isSupportedLocale, messagesFor, negotiateLocale, type PageLocale } from './page-locale.js';
import { type LinkReference, RecentBrandings } from './recent-brandings.js';

/** The session token authorizes these pages; there is no API key in a customer's browser. */
const access: RouteAccess = { public: true };

const token = z.string().min(1).max(200);
const pageQuerySchema = z.object({ token, provider: z.string().min(1).max(100).optional() });
const formFieldsSchema = { token, provider: z.string().min(1).max(100), method: z.string().min(1).max(100) };
const apiKeyFormSchema = z.object(formFieldsSchema).catchall(z.string().max(10_000));
/** Set to "1" by the page's script when it runs in a popup or a frame. */
const embeddedField = z.string().max(10).optional();
const oauthStartFormSchema = z.object({ ...formFieldsSchema, embedded: embeddedField });
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
  const flow = container.get(ConnectFlowToken);
  const settings = container.get(LinkingSettingsToken);
  const originOverrides = container.get(PlatformTokens.OriginOverrides);
  const throttle = new ConnectPageThrottle(settings.connectPageLimits);
  await app.register(formBody, { bodyLimit: 64 * 1024 });

  /** Each page wears its project's branding (docs/concepts/connect-flow.md#branding), error pages included. */
  const brandings = new WeakMap<FastifyRequest, PageBranding>();
  const brand = (request: FastifyRequest, branding: PageBranding | undefined) => branding && brandings.set(request, branding);
  /** docs/concepts/connect-flow.md#languages: the session's language when it chose one, else the browser's. */
  const sessionLocales = new WeakMap<FastifyRequest, PageLocale>();
  const chooseLocale = (request: FastifyRequest, locale: string | null) => locale && isSupportedLocale(locale) && sessionLocales.set(request, locale);
  const localeOf = (request: FastifyRequest) => sessionLocales.get(request) ?? negotiateLocale(request.headers['accept-language']);
  const messagesOf = (request: FastifyRequest) => messagesFor(localeOf(request));
  const sendPage = (reply: FastifyReply, status: number, title: string, body: SafeHtml, formTargets: readonly string[] = []) =>
    sendBrandedPage(reply, status, title, body, brandings.get(reply.request) ?? defaultPageBranding, formTargets, localeOf(reply.request));
  const sendOutcome = (reply: FastifyReply, outcome: LinkOutcome, ending: SessionEnding) =>
    sendOutcomePage(sendPage, reply, outcome, ending, brandings.get(reply.request) ?? defaultPageBranding, messagesOf(reply.request));

  const recentBrandings = new RecentBrandings();
  /** Where the link's session returns to: a dead link still offers the way back. */
  const sessionReturns = new WeakMap<FastifyRequest, string>();

  // After validation, before the handler: a page that fails later (an expired link, a throttle) is still branded.
  app.addHook('preHandler', async (request) => {
    const link = linkOf(request);
    if (link.token === undefined && link.oauthState === undefined) return;
    const { branding, locale, redirectUrl } = await flow.pageSettings(link);
    brand(request, branding);
    chooseLocale(request, locale);
    if (redirectUrl) sessionReturns.set(request, redirectUrl);
    if (branding) recentBrandings.remember(link, branding);
  });

  app.setErrorHandler((error, request, reply) => {
    // Refused before the branding lookup (the per-client throttle): the branding this link had lately, from memory.
    if (!brandings.has(request)) brand(request, recentBrandings.recall(linkOf(request)));
    const t = messagesOf(request);
    const failure = describeError(error, t);
    if (failure.status >= 500) request.log.error({ err: error }, 'connect page failed');
    if (isApiError(error)) reply.headers(error.headers);
    // A dead link stays dead: "Try again" only where trying again can work.
    const tryAgainUrl = failure.status === 404 || failure.status === 410 ? undefined : null;
    const view = { succeeded: false, title: failure.title, message: failure.message, tryAgainUrl, ...deadLinkReport(request, failure) };
    return sendPage(reply, failure.status, failure.title, outcomeBody(view, t));
  });

  // preValidation, not onRequest: the form body (at most 64 KiB) is parsed by then, so a refused
  // submission still names its link and its 429 page wears the link's branding. Still no store access.
  app.addHook('preValidation', async (request) => throttle.request(request.ip));

  /**
   * An expired or used link of a session with a `redirect_url` ends there too: the page (never a
   * redirect, as a GET cannot tell a popup from a tab) links back with the error and tells the
   * opener or parent.
   */
  const deadLinkReport = (request: FastifyRequest, failure: { status: number; code?: string; message: string }) => {
    const redirectUrl = sessionReturns.get(request);
    const allowedOrigins = brandings.get(request)?.allowedOrigins ?? [];
    if (failure.status !== 410 || failure.code === undefined) return {};
    // For the application, in English whatever the page's language, like every other error description.
    const result: ConnectResult = { status: 'error', errorCode: failure.code, errorDescription: DEAD_LINK_DESCRIPTIONS[failure.code] ?? failure.code };
    const back = redirectUrl && isAllowedRedirect(redirectUrl, allowedOrigins) ? returnUrl(redirectUrl, result) : null;
    return { returnUrl: back, notify: connectMessage(result), allowedOrigins };
  };

  /** Where the page's forms may post: this server, and the providers an OAuth start redirects to. */
  const formTargets = (option: ProviderOption) =>
    option.methods.flatMap((method) =>
      method.type === 'oauth2' ? [new URL(applyOriginOverride(method.authorizationUrl, originOverrides[option.connector.key])).origin] : [],
    );

  app.get('/connect', { config: { access }, logSerializers, schema: { hide: true, querystring: pageQuerySchema } }, async (request, reply) => {
    const session = await flow.liveSession(request.query.token);
    const baseUrl = publicBaseUrl(settings, request);
    const options = await flow.providerOptions(session);
    const t = messagesOf(request);
    const chosen = request.query.provider ?? (options.length === 1 ? options[0]!.connector.key : undefined);
    if (chosen === undefined) {
      if (options.length === 0) return sendPage(reply, 200, t.nothingPageTitle, noProvidersBody(t));
      const providers = options.map((option) => card(option.connector, t));
      const body = providerChoiceBody({ baseUrl, token: request.query.token, ownerName: session.originOwnerName, providers }, t);
      return sendPage(reply, 200, t.choosePageTitle, body);
    }
    const option = await flow.providerOption(session, chosen);
    const body = providerForm(t, baseUrl, request.query.token, session, option, options.length);
    return sendPage(reply, 200, t.connectProvider(option.connector.name), body, formTargets(option));
  });

  app.post('/connect/api-key', { config: { access }, logSerializers, schema: { hide: true, body: apiKeyFormSchema } }, async (request, reply) => {
    const { token: sessionToken, provider, method, ...fields } = request.body;
    const session = await flow.liveSession(sessionToken);
    await throttle.submission(session.id);
    const baseUrl = publicBaseUrl(settings, request);
    const submitted = credentialValues(fields);
    const showForm = async (status: number, error: string) => {
      const options = await flow.providerOptions(session);
      const option = await flow.providerOption(session, provider);
      const t = messagesOf(request);
      const body = providerForm(t, baseUrl, sessionToken, session, option, options.length, { error, values: submitted });
      return sendPage(reply, status, t.connectProvider(option.connector.name), body, formTargets(option));
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
    return sendOutcome(reply, outcome, { session, embedded: isEmbedded(request, fields.embedded) });
  });

  app.post('/connect/oauth/start', { config: { access }, logSerializers, schema: { hide: true, body: oauthStartFormSchema } }, async (request, reply) => {
    const session = await flow.liveSession(request.body.token);
    await throttle.submission(session.id);
    const embedded = isEmbedded(request, request.body.embedded);
    const location = await flow.startOAuth(session, request.body.provider, request.body.method, publicBaseUrl(settings, request), { embedded });
    return reply.code(303).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 303);
  });

  app.get(
    OAUTH_CALLBACK_PATH,
    { config: { access }, logSerializers, schema: { hide: true, querystring: oauthCallbackQuerySchema } },
    async (request, reply) => {
      const { outcome, session, embedded } = await flow.completeOAuth(request.query, publicBaseUrl(settings, request));
      chooseLocale(request, session.locale);
      return sendOutcome(reply, outcome, { session, embedded });
    },
  );
};

function providerForm(
  t: MessageCatalogue,
  baseUrl: string,
  sessionToken: string,
  session: ConnectSessionRecord,
  option: ProviderOption,
  optionsCount: number,
  feedback: { error?: string; values?: Record<string, string> } = {},
): SafeHtml {
  const forms: AuthenticationForm[] = option.methods.map((method) =>
    method.type === 'api_key'
      ? {
          type: 'api_key',
          key: method.key,
          label: method.label,
          description: method.support.description,
          fields: method.fields,
          setupGuide: method.support.guides.setup,
        }
      : { type: 'oauth2', key: method.key, label: method.label, description: method.support.description },
  );
  const view = {
    baseUrl,
    token: sessionToken,
    provider: card(option.connector, t),
    forms,
    canChooseAnother: optionsCount > 1,
    editing: session.accountId !== null,
    ...feedback,
  };
  return providerFormBody(view, t);
}

/** End customers see the connector's customer_description, never its developer description, and only icons shipped inline. */
function card(connector: ConnectorDefinition, t: MessageCatalogue): ProviderCard {
  return {
    key: connector.key,
    name: connector.name,
    description: connector.customer_description ?? t.defaultProviderDescription(connector.name),
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

/** The session a connection attempt ended in, and whether its page runs in a popup or frame. */
interface SessionEnding {
  session: ConnectSessionRecord;
  embedded: boolean;
}

const DEAD_LINK_DESCRIPTIONS: Readonly<Record<string, string>> = {
  session_expired: 'The link expired before the connection was completed.',
  already_used: 'The link was already used to connect an account.',
};

/** Failures after which the same link cannot succeed: no "Try again". */
const FINAL_FAILURE_CODES = new Set(['already_used', 'session_expired']);

/**
 * docs/concepts/connect-flow.md#returning-to-the-application: a session with a `redirect_url`
 * sends the customer back (303) with the outcome in the query. In a popup or a frame the page is
 * shown instead and posts the outcome to its opener or parent, with a link back.
 */
function sendOutcomePage(
  sendPage: PageSender,
  reply: FastifyReply,
  outcome: LinkOutcome,
  ending: SessionEnding,
  branding: PageBranding,
  t: MessageCatalogue,
): FastifyReply {
  const name = outcome.connector.name;
  const result: ConnectResult =
    outcome.kind === 'linked'
      ? { status: 'success', accountId: outcome.account.id }
      : { status: isCancellation(outcome.code) ? 'cancel' : 'error', errorCode: outcome.code, errorDescription: outcome.description };
  // Checked again: the project may have withdrawn the origin since the session was created.
  const redirectUrl = ending.session.redirectUrl;
  const back = redirectUrl && isAllowedRedirect(redirectUrl, branding.allowedOrigins) ? returnUrl(redirectUrl, result) : null;
  if (back && !ending.embedded) {
    return reply.code(303).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(back, 303);
  }
  const report = { returnUrl: back, notify: connectMessage(result), allowedOrigins: branding.allowedOrigins };
  if (outcome.kind === 'linked') {
    const title = outcome.updated ? t.connectionUpdated(name) : t.connected(name);
    const message = back ? t.allSet : t.allSetClose;
    return sendPage(reply, 200, title, outcomeBody({ succeeded: true, title, message, ...report }, t));
  }
  const title = t.notConnected(name);
  const message = isCancellation(outcome.code) ? t.youDeclined(name) : outcome.description;
  const tryAgainUrl = FINAL_FAILURE_CODES.has(outcome.code) ? undefined : null;
  return sendPage(reply, 422, title, outcomeBody({ succeeded: false, title, message, code: outcome.code, tryAgainUrl, ...report }, t));
}

/** The page's script says so for a popup or frame; a browser says so for a frame. */
function isEmbedded(request: FastifyRequest, embeddedField: string | undefined): boolean {
  return embeddedField === '1' || request.headers['sec-fetch-dest'] === 'iframe';
}

/**
 * Pages are never cached (they carry a token), framed only by the project's allowed origins,
 * never leak their URL as a referrer (it holds the token), and run only their own nonce'd style
 * and script.
 */
function sendBrandedPage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: SafeHtml,
  branding: PageBranding,
  formTargets: readonly string[],
  locale: PageLocale,
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const formAction = ["'self'", ...new Set(formTargets)].join(' ');
  // The project's logo is the only image from elsewhere; provider icons ship inline as data: URIs.
  const imageSources = ["'self'", 'data:', ...(branding.logoUrl ? [new URL(branding.logoUrl).origin] : [])].join(' ');
  // Only the project's own application may frame the page (docs/concepts/connect-flow.md#embedding).
  const frameAncestors = branding.allowedOrigins.length > 0 ? branding.allowedOrigins.join(' ') : "'none'";
  return reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      // Only when nobody may frame the page: browsers follow frame-ancestors over it, and it cannot name origins.
      ...(branding.allowedOrigins.length === 0 && { 'x-frame-options': 'DENY' }),
      'x-content-type-options': 'nosniff',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src ${imageSources}; base-uri 'none'; frame-ancestors ${frameAncestors}; form-action ${formAction}`,
    })
    .headers({ 'content-language': locale, vary: 'Accept-Language' })
    .send(renderPage(title, body, nonce, branding, locale));
}

function linkOf(request: FastifyRequest): LinkReference {
  const query = request.query as { token?: unknown; state?: unknown } | undefined;
  const body = request.body as { token?: unknown } | undefined;
  const token = typeof body?.token === 'string' ? body.token : typeof query?.token === 'string' ? query.token : undefined;
  const oauthState = typeof query?.state === 'string' ? query.state : undefined;
  return { token, oauthState };
}

function describeError(error: unknown, t: MessageCatalogue): { status: number; title: string; message: string; code?: string } {
  if (isApiError(error)) {
    if (error.message === UNKNOWN_TOKEN_MESSAGE) return { status: 404, title: t.invalidLinkTitle, message: t.invalidLinkMessage };
    if (error.message === EXPIRED_TOKEN_MESSAGE) return { status: 410, code: 'session_expired', title: t.expiredLinkTitle, message: t.expiredLinkMessage };
    if (error.message === USED_TOKEN_MESSAGE) return { status: 410, code: 'already_used', title: t.usedLinkTitle, message: t.usedLinkMessage };
    if (error.statusCode === 429) return { status: 429, title: t.tooManyAttemptsTitle, message: sentence(error.message) };
    if (error.statusCode < 500) return { status: error.statusCode, title: t.notRightTitle, message: sentence(error.message) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return { status: 400, title: t.incompleteLinkTitle, message: t.incompleteLinkMessage };
  return { status: 500, title: t.failedTitle, message: t.failedMessage };
}

function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
