// inversify's decorators store metadata as this package loads: the polyfill comes first.
import 'reflect-metadata';
import { type Feature, type FeatureRoutesOptions, PlatformTokens } from '@openunified/feature-kit';
import { StoreToken } from '@openunified/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContainerModule } from 'inversify';
import { apiKeyRoutes } from './api-key-routes.js';
import { ConsoleFiles, findInstalledConsole } from './console-files.js';
import { consoleRoutes } from './console-routes.js';
import { ManagementSessionAuthenticator } from './management-session-authenticator.js';
import { ManagementTokens } from './management-tokens.js';
import { sessionRoutes } from './session-routes.js';

export { CONSOLE_CONTENT_SECURITY_POLICY, CONSOLE_PACKAGE, ConsoleFiles, findInstalledConsole } from './console-files.js';
export {
  DEFAULT_SESSION_TTL_SECONDS,
  type IssuedLoginLink,
  type IssueLoginLinkInput,
  issueLoginLink,
  LOGIN_LINK_TTL_MS,
  MAX_SESSION_TTL_SECONDS,
  parseDuration,
  parseScopeList,
} from './login-links.js';
export { ManagementSessionAuthenticator, type SessionCaller } from './management-session-authenticator.js';
export { ManagementTokens } from './management-tokens.js';
export { readCookie, SESSION_COOKIE } from './session-cookie.js';
export { isReadOnly } from './session-routes.js';

export interface ManagementOptions {
  /** The server's public URL (`PUBLIC_URL`): requests from its origin count as the server's own beside the Host's. */
  publicUrl?: string | undefined;
  /**
   * The console's build to serve at `/console/`. Absent: the `dist/` of an installed
   * `@openunified/console` package found from this package or the working directory; `null`: none
   * (`/console/` is then a 404 saying the console is not installed).
   */
  consoleDirectory?: string | null | undefined;
}

/**
 * docs/concepts/management.md: sign-in to the admin console with a one-time link and a cookie
 * session (CSRF-protected, revocable, scoped as an API key), API keys over HTTP, and the console
 * itself at `/console/` when it is installed.
 */
export function managementFeature(options: ManagementOptions = {}): Feature {
  const consoleDirectory =
    options.consoleDirectory === null ? undefined : (options.consoleDirectory ?? findInstalledConsole([import.meta.url, `${process.cwd()}/`]));
  const routes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, routeOptions) => {
    await app.register(sessionRoutes, routeOptions);
    await app.register(apiKeyRoutes, routeOptions);
    await app.register(consoleRoutes, routeOptions);
  };
  return {
    name: 'management',
    module: new ContainerModule(({ bind }) => {
      bind(ManagementTokens.SessionAuthenticator)
        .toDynamicValue((context) => new ManagementSessionAuthenticator(context.get(StoreToken), options.publicUrl))
        .inSingletonScope();
      bind(PlatformTokens.CookieAuthenticator).toService(ManagementTokens.SessionAuthenticator);
      bind(ManagementTokens.ConsoleFiles).toConstantValue(new ConsoleFiles(consoleDirectory));
    }),
    routes,
  };
}
