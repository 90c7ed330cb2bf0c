import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlatform } from '@openunified/platform';
import { loadConfig } from '../apps/server/src/config.js';
import { installedConnectors } from '../apps/server/src/connectors/installed-connectors.js';
import { serverFeatures } from '../apps/server/src/server-features.js';
import type { OpenApiDocument } from './openapi-types.js';

/**
 * The document `GET /openapi.json` serves, built from the platform as `pnpm start` composes it
 * (the server's installed connectors and features) without listening on a port. This is
 * the only place that knows how the server is put together: when its entry point changes, only
 * this function does.
 */
export async function buildOpenApiDocument(): Promise<OpenApiDocument> {
  const dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-api-reference-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
    const platform = await createPlatform({ config, connectors: installedConnectors, features: serverFeatures });
    try {
      await platform.app.ready();
      return platform.app.swagger() as unknown as OpenApiDocument;
    } finally {
      await platform.close();
    }
  } finally {
    await rm(dataDirectory, { recursive: true, force: true });
  }
}
