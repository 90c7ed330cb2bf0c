import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type LogMethod = (...args: unknown[]) => void;

/**
 * A request's logger, made on first use. Fastify gives every request a pino child that binds its
 * id, and making one costs more than writing the request's log line; nearly every request logs
 * only that line, which `SingleLineRequestLog` writes through the parent with the id itself:
 * the very line the child would have written (`lineThroughParent`).
 */
export class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The child, made now if it was not yet. */
  get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.logger.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    (this.logger.fatal as LogMethod)(...args);
  }

  error(...args: unknown[]): void {
    (this.logger.error as LogMethod)(...args);
  }

  warn(...args: unknown[]): void {
    (this.logger.warn as LogMethod)(...args);
  }

  info(...args: unknown[]): void {
    (this.logger.info as LogMethod)(...args);
  }

  debug(...args: unknown[]): void {
    (this.logger.debug as LogMethod)(...args);
  }

  trace(...args: unknown[]): void {
    (this.logger.trace as LogMethod)(...args);
  }

  silent(...args: unknown[]): void {
    (this.logger.silent as LogMethod)(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  /**
   * Writes `line` at info as the child would, without making it: through the parent, the
   * bindings first. Only while no child exists and the route sets no level or serializers of its
   * own, else through the child.
   */
  infoLine(line: Record<string, unknown>, message: string): void {
    // Object.assign, not `{ ...bindings, ...line }`: on Node 20 that spread of two objects took
    // microseconds a line (a slow path of V8's object cloning), Object.assign a fraction of one.
    if (this.made === undefined && hasNoKeys(this.options)) this.parent.info(Object.assign({}, this.bindings, line), message);
    else this.logger.info(line, message);
  }
}

function hasNoKeys(object: object): boolean {
  for (const _ in object) return false;
  return true;
}

export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
