import type { AuthenticatedCaller } from '@openunified/auth';
import { serviceRef } from '@openunified/store';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { type Container, ContainerModule } from 'inversify';

/**
 * What the platform binds for every feature, and what features offer one another, as
 * `Symbol.for` tokens: a feature package injects these instead of importing another feature,
 * and a third party can rebind any of them.
 */
export const PlatformTokens = {
  /** The process's logger (pino), `PlatformLogger`. */
  Logger: serviceRef<PlatformLogger>('openunified.platform.Logger'),
  /** The secret that signs the opaque pagination cursors handed to clients (a string). */
  CursorSecret: serviceRef<string>('openunified.platform.CursorSecret'),
  /** Connector key -> origin standing in for its provider (the sandbox's emulators), `OriginOverrides`. */
  OriginOverrides: serviceRef<OriginOverrides>('openunified.platform.OriginOverrides'),
  /** The `RequestLogRecorder` of the request-logs feature; optional (see `requestLogRecorderOf`). */
  RequestLogRecorder: serviceRef<RequestLogRecorder>('openunified.platform.RequestLogRecorder'),
  /** The `CookieAuthenticator` of the management feature; optional: without it only API keys authenticate. */
  CookieAuthenticator: serviceRef<CookieAuthenticator>('openunified.platform.CookieAuthenticator'),
} as const;

/**
 * Authenticates a request by a session cookie instead of an API key (docs/concepts/management.md).
 * The platform asks it only for requests without an `Authorization` header; its caller then goes
 * through the same rate limits and scope checks as a key's.
 */
export interface CookieAuthenticator {
  /** Undefined when the request carries no session cookie; throws the envelope error (401, 403) when it carries one that does not do. */
  authenticate(request: FastifyRequest): Promise<AuthenticatedCaller | undefined>;
}

export type PlatformLogger = FastifyBaseLogger;

export type OriginOverrides = Readonly<Record<string, string>>;

export interface PlatformValues {
  logger?: PlatformLogger;
  cursorSecret?: string;
  originOverrides?: OriginOverrides;
}

/** Binds the values the platform gives every feature: all of them in a platform, in a test of one feature those it reads. */
export function platformValuesModule(values: PlatformValues): ContainerModule {
  return new ContainerModule(({ bind }) => {
    if (values.logger) bind(PlatformTokens.Logger).toConstantValue(values.logger);
    if (values.cursorSecret !== undefined) bind(PlatformTokens.CursorSecret).toConstantValue(values.cursorSecret);
    if (values.originOverrides) bind(PlatformTokens.OriginOverrides).toConstantValue(values.originOverrides);
  });
}

/** What a route learns while serving a request that its request log should show. */
export interface RequestLogDetails {
  /** The action the request ran (or was about to run when it failed). */
  actionId?: string;
  /**
   * The status the client was told when it differs from the HTTP status: a heartbeat response
   * committed to 200 before its work failed carries the real status in its body.
   */
  status?: number;
  /** Problems that did not fail the request (a provider record only partly mapped); notes add up. */
  warnings?: string[];
}

/** Writes a request log for every request of the plugins it is registered on. */
export interface RequestLogRecorder {
  /** Logs every request of the encapsulated plugin `app`. */
  register(app: FastifyInstance): void;
  note(request: FastifyRequest, details: RequestLogDetails): void;
}

const noRequestLogs: RequestLogRecorder = {
  register() {},
  note() {},
};

/** The bound recorder; a platform composed without the request-logs feature writes none. */
export function requestLogRecorderOf(container: Container): RequestLogRecorder {
  return container.isBound(PlatformTokens.RequestLogRecorder) ? container.get(PlatformTokens.RequestLogRecorder) : noRequestLogs;
}
