import { CONNECTOR_SPECIFICATION_VERSION } from '@openunified/connector-sdk';

/**
 * The connector specification versions this platform can run, oldest first. A new contract major
 * adds its version here once the platform speaks it; an old one stays while the platform still
 * can, so connectors built against it keep loading.
 */
export const knownSpecificationVersions: readonly string[] = [CONNECTOR_SPECIFICATION_VERSION];

/**
 * Refuses, at start-up, a connector written against a contract this platform does not know: it
 * would fail at run time in odd ways. The message names the connector and both sides' versions.
 */
export function assertKnownSpecificationVersion(connector: { key?: unknown; specificationVersion?: unknown }): void {
  const version = connector.specificationVersion;
  if (typeof version === 'string' && knownSpecificationVersions.includes(version)) return;
  const name = typeof connector.key === 'string' ? connector.key : String(connector.key);
  const known = knownSpecificationVersions.join(', ');
  if (version === undefined) {
    throw new Error(
      `connector "${name}" has no specificationVersion; define it with defineConnector from @openunified/connector-contract (this platform runs connector specification ${known})`,
    );
  }
  throw new Error(
    `connector "${name}" implements connector specification ${JSON.stringify(version)}, which this platform does not run (it runs ${known}); install a version of the connector built for ${known}`,
  );
}
