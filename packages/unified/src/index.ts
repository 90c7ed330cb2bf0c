// inversify's decorators store metadata as this package loads: the polyfill comes first.
import 'reflect-metadata';
import type { Feature } from '@openunified/feature-kit';
import { ContainerModule } from 'inversify';
import { defaultHeartbeatSettings, type HeartbeatSettings, HeartbeatSettingsToken } from './heartbeat.js';
import { unifiedRoutes } from './unified-routes.js';
import { UnifiedService, UnifiedServiceToken } from './unified-service.js';
import { defaultUploadSettings, type UploadSettings, UploadSettingsToken } from './upload-settings.js';

export { defaultHeartbeatSettings, type HeartbeatSettings, HeartbeatSettingsToken } from './heartbeat.js';
export { type UnifiedRouteDefinition, unifiedRouteTable } from './unified-route-table.js';
export { type UnifiedCall, UnifiedService, UnifiedServiceToken } from './unified-service.js';
export { defaultUploadSettings, type UploadSettings, UploadSettingsToken, uploadBodyLimitBytes } from './upload-settings.js';

export interface UnifiedFeatureSettings {
  /** `Prefer: heartbeat`: when a slow unified response starts streaming, and how often it sends a newline. */
  heartbeat?: HeartbeatSettings;
  /** The largest file an upload route takes (413 beyond). */
  uploads?: UploadSettings;
}

/** `/unified/...`: the typed facade that dispatches each route of the catalogue to the account's unified action. */
export function unifiedFeature(settings: UnifiedFeatureSettings = {}): Feature {
  return {
    name: 'unified',
    module: new ContainerModule(({ bind }) => {
      bind(HeartbeatSettingsToken).toConstantValue(settings.heartbeat ?? defaultHeartbeatSettings);
      bind(UploadSettingsToken).toConstantValue(settings.uploads ?? defaultUploadSettings);
      bind(UnifiedServiceToken).to(UnifiedService).inSingletonScope();
    }),
    routes: unifiedRoutes,
  };
}
