import { randomBytes } from 'node:crypto';
import formBody from '@fastify/formbody';
import type { ConnectorDefinition } from '@openunified/connector-sdk';
import { ApiError, BadRequestError } from '@openunified/errors';
import type { ConnectSessionRecord } from '@openunified/store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ServerConfig, ServerConfigToken } from '../../config.js';
import type { RouteAccess } from '../../http/route-access.js';
import { EXPIRED_TOKEN_MESSAGE, publicBaseUrl, UNKNOWN_TOKEN_MESSAGE } from '../connect-sessions/index.js';
import type { FeatureRoutesOptions } from '../feature.js';
import { type ConnectFlow, ConnectFlowToken, type LinkOutcome, OAUTH_CALLBACK_PATH, type ProviderOption } from './connect-flow.js';
import {
  type AuthenticationForm,
  categoryLabels,
  noProvidersBody,
  outcomeBody,
  type ProviderCard,
  providerChoiceBody,
  providerFormBody,
  renderPage,
} from './connect-page-views.js';
import type { SafeHtml } from './html.js';

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
  const config = container.get<ServerConfig>(ServerConfigToken);
  await app.register(formBody, { bodyLimit: 64 * 1024 });

  app.setErrorHandler((error, request, reply) => {
    const failure = describeError(error);
    if (failure.status >= 500) request.log.error({ err: error }, 'connect page failed');
    return sendPage(reply, failure.status, failure.title, outcomeBody({ succeeded: false, title: failure.title, message: failure.message }));
  });

  app.get(
    '/connect',
    { config: { access }, logSerializers, schema: { hide: true, querystring: pageQuerySchema } },
    async (request, reply) => {
      const session = await flow.liveSession(request.query.token);
      const baseUrl = publicBaseUrl(config, request);
      const options = await flow.providerOptions(session);
      const chosen = request.query.provider ?? (options.length === 1 ? options[0]!.connector.key : undefined);
      if (chosen === undefined) {
        if (options.length === 0) return sendPage(reply, 200, 'Nothing to connect', noProvidersBody());
        const body = providerChoiceBody({ baseUrl, token: request.query.token, ownerName: session.originOwnerName, providers: options.map((option) => card(option.connector)) });
        return sendPage(reply, 200, 'Connect an account', body);
      }
      const option = await flow.providerOption(session, chosen);
      return sendPage(reply, 200, `Connect ${option.connector.name}`, providerForm(baseUrl, request.query.token, session, option, options.length));
    },
  );

  app.post(
    '/connect/api-key',
    { config: { access }, logSerializers, schema: { hide: true, body: apiKeyFormSchema } },
    async (request, reply) => {
      const { token: sessionToken, provider, method, ...fields } = request.body;
      const session = await flow.liveSession(sessionToken);
      const baseUrl = publicBaseUrl(config, request);
      const submitted = credentialValues(fields);
      const showForm = async (status: number, error: string) => {
        const options = await flow.providerOptions(session);
        const option = await flow.providerOption(session, provider);
        const body = providerForm(baseUrl, sessionToken, session, option, options.length, { error, values: submitted });
        return sendPage(reply, status, `Connect ${option.connector.name}`, body);
      };

      let outcome: LinkOutcome;
      try {
        outcome = await flow.linkWithApiKey(session, provider, method, submitted);
      } catch (error) {
        if (error instanceof BadRequestError) return showForm(400, error.message);
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
      const location = await flow.startOAuth(session, request.body.provider, request.body.method, publicBaseUrl(config, request));
      return reply.code(303).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 303);
    },
  );

  app.get(
    OAUTH_CALLBACK_PATH,
    { config: { access }, logSerializers, schema: { hide: true, querystring: oauthCallbackQuerySchema } },
    async (request, reply) => sendOutcome(reply, await flow.completeOAuth(request.query, publicBaseUrl(config, request))),
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

function card(connector: ConnectorDefinition): ProviderCard {
  return {
    key: connector.key,
    name: connector.name,
    description: connector.description,
    categoryLabels: connector.categories.map((category) => categoryLabels[category]),
  };
}

function credentialValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name.startsWith(CREDENTIAL_FIELD_PREFIX))
      .map(([name, value]) => [name.slice(CREDENTIAL_FIELD_PREFIX.length), value]),
  );
}

function sendOutcome(reply: FastifyReply, outcome: LinkOutcome): FastifyReply {
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
function sendPage(reply: FastifyReply, status: number, title: string, body: SafeHtml): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'`,
    })
    .send(renderPage(title, body, nonce));
}

function describeError(error: unknown): { status: number; title: string; message: string } {
  if (error instanceof ApiError) {
    if (error.message === UNKNOWN_TOKEN_MESSAGE) {
      return { status: 404, title: 'This link is not valid', message: 'Check that you copied the whole link, or ask the application that sent it for a new one.' };
    }
    if (error.message === EXPIRED_TOKEN_MESSAGE) {
      return { status: 410, title: 'This link has expired', message: 'Ask the application that sent it for a new link.' };
    }
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
