import type { ConnectorDefinition } from '@openunified/connector-sdk';
import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import type { DestinationStream } from 'pino';
import { buildApp } from './app.js';
import type { ServerConfig } from './config.js';
import { createServerContainer } from './container.js';
import type { Feature } from './features/feature.js';

export interface ServerOptions {
  connectors: readonly ConnectorDefinition[];
  features: readonly Feature[];
  logDestination?: DestinationStream;
  /** Connector key -> origin its provider traffic goes to instead (the sandbox's emulators). */
  originOverrides?: Record<string, string>;
}

export interface Server {
  app: FastifyInstance;
  container: Container;
  /** Stops accepting requests, lets those in flight finish, then releases the stores. Idempotent. */
  close(): Promise<void>;
}

/** The container and the HTTP app over it, ready to `listen`. */
export async function createServer(config: ServerConfig, options: ServerOptions): Promise<Server> {
  const serverContainer = await createServerContainer(config, options);
  try {
    const app = await buildApp(serverContainer.container, options.features);
    let closing: Promise<void> | undefined;
    return {
      app,
      container: serverContainer.container,
      close() {
        closing ??= app.close().then(() => serverContainer.close());
        return closing;
      },
    };
  } catch (error) {
    await serverContainer.close();
    throw error;
  }
}
