import { type ConnectorManifest, isConnectorManifest } from '@openunified/connector-sdk';
import { ConfigurationError } from '@openunified/platform';
import { installedConnectors } from './installed-connectors.js';

/** The installed connectors, then those the `CONNECTORS` setting names (package names, loaded by dynamic import). */
export async function loadConnectors(packageNames: readonly string[]): Promise<ConnectorManifest[]> {
  const configured = await Promise.all(packageNames.map(loadConnectorPackage));
  return [...installedConnectors, ...configured];
}

async function loadConnectorPackage(name: string): Promise<ConnectorManifest> {
  let exported: { default?: unknown; manifest?: unknown };
  try {
    exported = await import(name);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND'
        ? 'is not installed (add it to the dependencies of @openunified/server)'
        : `could not be loaded: ${(error as Error).message}`;
    throw new ConfigurationError(`invalid CONNECTORS: "${name}" ${reason}`);
  }
  const manifest = exported.default ?? exported.manifest;
  if (!isConnectorManifest(manifest)) {
    throw new ConfigurationError(`invalid CONNECTORS: "${name}" exports no connector manifest (as its default export or as "manifest")`);
  }
  return manifest;
}
