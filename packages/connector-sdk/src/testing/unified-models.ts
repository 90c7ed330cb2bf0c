import type { ConnectorManifest } from '@openunified/connector-contract';
import { coreUnifiedResources, UnifiedCatalogue, type UnifiedResource } from '@openunified/schemas';

/** The catalogue a connector is checked against: the core resources plus the ones its manifest contributes. */
export function catalogueFor(manifest?: Pick<ConnectorManifest, 'resources'>): UnifiedCatalogue {
  const resources: UnifiedResource[] = [...coreUnifiedResources, ...(manifest?.resources ?? [])];
  return new UnifiedCatalogue(resources);
}
