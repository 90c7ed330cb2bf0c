import { accountsFeature } from './accounts/index.js';
import { actionsFeature } from './actions/index.js';
import { connectPageFeature } from './connect-page/index.js';
import { connectSessionsFeature } from './connect-sessions/index.js';
import { connectorProfilesFeature } from './connector-profiles/index.js';
import { connectorsFeature } from './connectors/index.js';
import type { Feature } from './feature.js';
import { healthFeature } from './health/index.js';
import { requestLogsFeature } from './request-logs/index.js';
import { unifiedFeature } from './unified/index.js';

/** Every HTTP feature of the server; a new feature is one more entry. */
export const serverFeatures: readonly Feature[] = [
  healthFeature,
  accountsFeature,
  unifiedFeature,
  actionsFeature,
  requestLogsFeature,
  connectorProfilesFeature,
  connectorsFeature,
  connectSessionsFeature,
  connectPageFeature,
];
