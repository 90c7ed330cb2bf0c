import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Store } from '@openunified/store';
import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { DataRetentionToken } from './data-retention.js';
import { buildHttpApp } from './http/app.js';
import { type PlatformConfig, resolvePlatformConfig } from './platform-config.js';
import { createPlatformContainer, type PlatformContainerOptions } from './platform-container.js';
import { claimDataDirectory } from './sandbox/data-directory-mode.js';
import { type Sandbox, startSandbox } from './sandbox/sandbox.js';
import { removeSandboxFile, writeSandboxFile } from './sandbox/sandbox-file.js';

export interface PlatformOptions extends PlatformContainerOptions {
  /**
   * Sandbox mode: starts the emulator of every connector whose manifest ships one, on loopback,
   * and sends that connector's provider traffic there. `sandbox.json` in the data directory
   * tells an admin CLI on the same data directory which credentials the emulators accept.
   */
  sandbox?: boolean;
}

export interface Platform {
  /** The Fastify instance: `inject` requests into it, or reach its `server`. */
  app: FastifyInstance;
  container: Container;
  config: PlatformConfig;
  store: Store;
  /** Set in sandbox mode: the running emulators. */
  sandbox: Sandbox | undefined;
  /** A Node request listener, to mount the platform in an HTTP server of your own: `createServer(platform.handler)`. */
  handler(request: IncomingMessage, response: ServerResponse): void;
  /** Starts listening (port 3000 on 127.0.0.1 unless told); resolves with the address, e.g. `http://127.0.0.1:3000`. */
  listen(options?: { port?: number; host?: string }): Promise<string>;
  /** Stops accepting requests, lets those in flight finish, then releases the stores and emulators. Idempotent. */
  close(): Promise<void>;
}

/**
 * The platform as one object: the container of the composed features (`features`, by default
 * `defaultFeatures`), and the HTTP app over it with request ids, the error envelope, JSON bodies, API-key authentication
 * and rate limits, `/openapi.json` and `/health`.
 */
export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  await claimDataDirectory(resolvePlatformConfig(options.config).dataDirectory, options.sandbox ? 'sandbox' : 'real');
  const sandbox = options.sandbox ? await startSandbox(options.connectors) : undefined;
  let platformContainer: Awaited<ReturnType<typeof createPlatformContainer>>;
  try {
    platformContainer = await createPlatformContainer({
      ...options,
      ...(sandbox && { originOverrides: { ...sandbox.originOverrides, ...options.originOverrides } }),
    });
  } catch (error) {
    await sandbox?.close();
    throw error;
  }
  const { container, config, store, logger, features } = platformContainer;
  const releaseSandbox = async () => {
    if (!sandbox) return;
    await removeSandboxFile(config.dataDirectory);
    await sandbox.close();
  };
  let app: FastifyInstance;
  try {
    app = await buildHttpApp(container, features, { logger, bodyLimitBytes: config.bodyLimitBytes, trustProxy: config.trustProxy });
    container.get(DataRetentionToken).start();
    if (sandbox) await writeSandboxFile(config.dataDirectory, sandbox);
  } catch (error) {
    await platformContainer.close();
    await releaseSandbox();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    app,
    container,
    config,
    store,
    sandbox,
    handler: (request, response) => app.routing(request, response),
    listen: ({ port = 3000, host = '127.0.0.1' } = {}) => app.listen({ port, host }),
    close() {
      closing ??= app
        .close()
        .then(() => platformContainer.close())
        .then(releaseSandbox);
      return closing;
    },
  };
}
