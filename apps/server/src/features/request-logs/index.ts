import { ContainerModule } from 'inversify';
import type { Feature } from '../feature.js';
import { RequestLogRecorder, RequestLogRecorderToken } from './request-log-recorder.js';
import { requestLogsRoutes } from './request-logs-routes.js';
import { RequestLogsService, RequestLogsServiceToken } from './request-logs-service.js';

export { type RequestLogDetails, RequestLogRecorder, RequestLogRecorderToken } from './request-log-recorder.js';

/** Request logs: written for unified and RPC requests (`RequestLogRecorder`), read back here. */
export const requestLogsFeature: Feature = {
  name: 'request-logs',
  module: new ContainerModule(({ bind }) => {
    bind(RequestLogRecorderToken).to(RequestLogRecorder).inSingletonScope();
    bind(RequestLogsServiceToken).to(RequestLogsService).inSingletonScope();
  }),
  routes: requestLogsRoutes,
};
