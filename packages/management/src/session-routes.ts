import { isAllowed, type Scope } from '@openunified/auth';
import { NotFoundError, UnauthorizedError } from '@openunified/errors';
import { authenticatedErrorStatuses, errorResponses, type FeatureRoutesOptions, type RouteAccess } from '@openunified/feature-kit';
import { StoreToken } from '@openunified/store';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deadLinkPage } from './login-page.js';
import { currentSessionSchema, idParametersSchema, loginQuerySchema, sessionListSchema } from './management-schemas.js';
import { ManagementTokens } from './management-tokens.js';
import { clearedSessionCookie, sessionCookie } from './session-cookie.js';
import { generateSecret, hashSecret } from './session-secrets.js';

const access: RouteAccess = { routeScope: 'general' };
const tags = ['Management'];
const cookieOnly = [{ consoleSession: [] }];
const USER_AGENT_MAX_LENGTH = 300;
const noContent = z.null().describe('No content');

/** docs/concepts/management.md: signing in with a login link, the session, listing and revoking sessions. */
export const sessionRoutes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, { container }) => {
  const store = container.get(StoreToken);
  const authenticator = container.get(ManagementTokens.SessionAuthenticator);

  app.get(
    '/console/login',
    {
      config: { access: { public: true } },
      // A page a browser opens, as the connect page: not an API operation, so not in the API
      // reference (docs/concepts/management.md#signing-in describes it).
      schema: {
        hide: true,
        operationId: 'console_login',
        summary: 'Sign in to the console with a one-time login link',
        description:
          'Opened by a browser from the link `pnpm -s cli console login` prints. Consumes the token (single use, valid 10 minutes), opens a management session and sets it in the `ou_console_session` cookie (HttpOnly, SameSite=Strict, Path=/, Secure over HTTPS), then redirects (303) to /console/. 401 when the link is unknown, used or expired.',
        tags,
        security: [],
        querystring: loginQuerySchema,
        response: { 303: z.null().describe('Signed in: the cookie is set, on to /console/'), ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const token = request.query.token;
      const now = new Date();
      const link = token ? await store.managementSessions.consumeLoginLink(hashSecret(token), now.toISOString()) : undefined;
      if (!link) {
        const message = 'This sign-in link was already used, has expired (links last 10 minutes) or is not one the server issued.';
        if (acceptsHtml(request)) {
          return reply
            .code(401)
            .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
            .type('text/html; charset=utf-8')
            .send(deadLinkPage(message) as never);
        }
        throw new UnauthorizedError(`${message} Get a new one with \`pnpm -s cli console login\``);
      }
      const secret = generateSecret();
      const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
      await store.managementSessions.create({
        projectId: link.projectId,
        secretHash: hashSecret(secret),
        scopes: link.scopes,
        userAgent,
        expiresAt: new Date(now.getTime() + link.sessionTtlSeconds * 1000).toISOString(),
      });
      return reply.header('set-cookie', sessionCookie(secret, link.sessionTtlSeconds, request.protocol === 'https')).redirect('/console/', 303);
    },
  );

  app.get(
    '/management/session',
    {
      // Every session reads itself, an Accounts-only one too: the console learns its scopes here.
      config: { access: { ...access, anyScope: true } },
      schema: {
        operationId: 'get_management_session',
        summary: 'The console session of the cookie',
        description:
          'The session the `ou_console_session` cookie names: its project, scopes, whether it is read only, when it expires and its `csrf_token` (send it as `x-csrf-token` with every request that changes state). 401 without a session cookie (an API key has no session).',
        tags,
        security: cookieOnly,
        response: { 200: currentSessionSchema, ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    async (request) => {
      const current = request.auth.managementSession;
      if (!current) throw new UnauthorizedError('this route describes a console session: call it with the ou_console_session cookie, not an API key');
      const sessions = await store.managementSessions.listActive(request.auth.project.id, new Date().toISOString());
      const session = sessions.find((candidate) => candidate.id === current.id);
      if (!session) throw new UnauthorizedError('the console session has expired or was revoked');
      return {
        id: session.id,
        project_id: session.projectId,
        scopes: session.scopes,
        read_only: isReadOnly(session.scopes as Scope[]),
        created_at: session.createdAt,
        expires_at: session.expiresAt,
        csrf_token: current.csrfToken,
      };
    },
  );

  // Public in the sense of the platform's checks: any session may end itself, a Read Only one
  // too, so the scopes are not asked; the session, its origin and its CSRF token are.
  app.post(
    '/management/session/logout',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'logout_management_session',
        summary: 'Sign out: revoke the session of the cookie',
        description: 'Revokes the session at once and clears the cookie. Needs the x-csrf-token header. 401 without a valid session cookie.',
        tags,
        security: cookieOnly,
        response: { 204: noContent, ...errorResponses(401, 403, 500) },
      },
    },
    async (request, reply) => {
      const caller = await authenticator.authenticate(request);
      if (!caller) throw new UnauthorizedError('no console session cookie: there is nothing to sign out of');
      await store.managementSessions.revoke(caller.project.id, caller.managementSession.id);
      return reply
        .code(204)
        .header('set-cookie', clearedSessionCookie(request.protocol === 'https'))
        .send(null);
    },
  );

  app.get(
    '/management/sessions',
    {
      config: { access },
      schema: {
        operationId: 'list_management_sessions',
        summary: 'List the active console sessions of the project',
        description: 'Sessions neither expired nor revoked, newest first; `current` marks the one of the cookie this request carries.',
        tags,
        response: { 200: sessionListSchema, ...errorResponses(...authenticatedErrorStatuses) },
      },
    },
    async (request) => {
      const sessions = await store.managementSessions.listActive(request.auth.project.id, new Date().toISOString());
      const currentId = request.auth.managementSession?.id;
      return {
        data: sessions.map((session) => ({
          id: session.id,
          created_at: session.createdAt,
          expires_at: session.expiresAt,
          last_used_at: session.lastUsedAt,
          user_agent: session.userAgent,
          current: session.id === currentId,
        })),
        next: null,
      };
    },
  );

  app.delete(
    '/management/sessions/:id',
    {
      config: { access },
      schema: {
        operationId: 'revoke_management_session',
        summary: 'Revoke a console session',
        description: 'The session is refused (401) from its very next request. 404 when the project has no such active session.',
        tags,
        params: idParametersSchema,
        response: { 204: noContent, ...errorResponses(...authenticatedErrorStatuses, 404) },
      },
    },
    async (request, reply) => {
      const revoked = await store.managementSessions.revoke(request.auth.project.id, request.params.id);
      if (!revoked) throw new NotFoundError(`no active console session ${request.params.id} in this project`);
      if (request.params.id === request.auth.managementSession?.id) reply.header('set-cookie', clearedSessionCookie(request.protocol === 'https'));
      return reply.code(204).send(null);
    },
  );
};

/** Read only: no scope of the session allows a change anywhere. */
export function isReadOnly(scopes: readonly Scope[]): boolean {
  return !(['general', 'accounts', 'actions'] as const).some((routeScope) => isAllowed(scopes, 'POST', routeScope));
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}
