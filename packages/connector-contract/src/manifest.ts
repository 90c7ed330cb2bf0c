import type { UnifiedResource } from '@openunified/schemas';
import type { Credentials } from './authentication.js';
import type { ConnectorDefinition } from './connector.js';
import type { RunningEmulator } from './emulator.js';

/**
 * The version of the manifest shape. The platform refuses a manifest of another version at
 * start-up, naming the connector, instead of failing at run time.
 */
export const CONNECTOR_MANIFEST_VERSION = 'v1' as const;

/**
 * A running provider look-alike (built on the SDK's emulator toolkit), as a manifest's `emulator`
 * starts it: its `url` is where every provider URL of the connector is sent.
 */
export interface ConnectorEmulator extends RunningEmulator {
  /** Credentials of the account the emulator has seeded: what the sandbox links with. */
  sandboxCredentials: Credentials;
  /** For OAuth 2.0 providers: the client the emulator's authorize and token endpoints accept. */
  oauthClient?: { clientId: string; clientSecret: string };
}

export interface ConnectorManifest {
  manifestVersion: typeof CONNECTOR_MANIFEST_VERSION;
  /** Metadata, authentication and actions. */
  connector: ConnectorDefinition;
  /**
   * Unified resources this connector brings to the catalogue besides the core ones (a category
   * or resource the platform does not ship yet). Resources the core ships are never repeated.
   */
  resources: readonly UnifiedResource[];
  /**
   * Starts the connector's emulator on loopback: what sandbox mode, the contract kit and the
   * benchmarks run against. Loaded lazily so production never imports emulator code.
   */
  emulator?: () => Promise<ConnectorEmulator>;
}

export interface ConnectorManifestInput {
  connector: ConnectorDefinition;
  resources?: readonly UnifiedResource[];
  emulator?: () => Promise<ConnectorEmulator>;
}

/**
 * What a connector package exports (as its default export and as `manifest`): the one object
 * a platform installs. See docs/connector-authoring.md.
 */
export function defineConnectorManifest(input: ConnectorManifestInput): ConnectorManifest {
  for (const resource of input.resources ?? []) {
    if (!(input.connector.categories as string[]).includes(resource.category)) {
      throw new Error(`connector "${input.connector.key}" contributes ${resource.key} but does not declare category "${resource.category}"`);
    }
  }
  return {
    manifestVersion: CONNECTOR_MANIFEST_VERSION,
    connector: input.connector,
    resources: input.resources ?? [],
    ...(input.emulator && { emulator: input.emulator }),
  };
}

/** True for a value shaped like a manifest: what the platform checks a dynamically imported package against. */
export function isConnectorManifest(value: unknown): value is ConnectorManifest {
  const candidate = value as Partial<ConnectorManifest> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.manifestVersion === 'string' &&
    typeof candidate.connector === 'object' &&
    Array.isArray(candidate.resources)
  );
}
