import { coreUnifiedResources, UnifiedCatalogue, type UnifiedResource } from '@openunified/schemas';
import type { ConnectorManifest } from '../manifest.js';

/** The catalogue a connector is checked against: the core resources plus the ones its manifest contributes. */
export function catalogueFor(manifest?: Pick<ConnectorManifest, 'resources'>): UnifiedCatalogue {
  const resources: UnifiedResource[] = [...coreUnifiedResources, ...(manifest?.resources ?? [])];
  return new UnifiedCatalogue(resources);
}
