// inversify's decorators store metadata as this package loads: the polyfill comes first.
import 'reflect-metadata';
import { type Feature, PlatformTokens } from '@openunified/feature-kit';
import { StoreToken } from '@openunified/store';
import { ContainerModule } from 'inversify';
import { defaultLogRetention, LogRetention, LogRetentionSettingsToken, LogRetentionToken } from './log-retention.js';
import { StoreRequestLogRecorder, StoreRequestLogRecorderToken } from './request-log-recorder.js';
import { requestLogsRoutes } from './request-logs-routes.js';
import { RequestLogsService, RequestLogsServiceToken } from './request-logs-service.js';

export {
  defaultLogRetention,
  LogRetention,
  type LogRetentionSettings,
  LogRetentionSettingsToken,
  LogRetentionToken,
} from './log-retention.js';
export { StoreRequestLogRecorder, StoreRequestLogRecorderToken } from './request-log-recorder.js';
export { RequestLogsService, RequestLogsServiceToken } from './request-logs-service.js';

/**
 * Request logs: the recorder other features register on their routes (the platform's
 * `PlatformTokens.RequestLogRecorder`), and the routes that read request and provider logs back.
 */
export const requestLogsFeature: Feature = {
  name: 'request-logs',
  module: new ContainerModule(({ bind }) => {
    bind(StoreRequestLogRecorderToken).to(StoreRequestLogRecorder).inSingletonScope();
    bind(PlatformTokens.RequestLogRecorder).toService(StoreRequestLogRecorderToken);
    bind(RequestLogsServiceToken).to(RequestLogsService).inSingletonScope();
    // Started when the routes are served (not by an admin CLI sharing the container), stopped with the container.
    bind(LogRetentionToken)
      .toDynamicValue(
        (context) =>
          new LogRetention(
            context.get(StoreToken),
            context.get(LogRetentionSettingsToken, { optional: true }) ?? defaultLogRetention,
            context.get(PlatformTokens.Logger),
          ),
      )
      .inSingletonScope()
      .onDeactivation((retention) => retention.stop());
  }),
  routes: requestLogsRoutes,
};
