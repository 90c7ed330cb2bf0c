import { accountsFeature } from './accounts/index.js';
import type { Feature } from './feature.js';
import { healthFeature } from './health/index.js';

/** Every HTTP feature of the server; a new feature is one more entry. */
export const serverFeatures: readonly Feature[] = [healthFeature, accountsFeature];
