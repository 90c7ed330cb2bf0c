export * from './emulator-server.js';
export * from './faults.js';
export * from './oauth/consent-page.js';
export * from './oauth/oauth-authorization-server.js';
export * from './oauth/oauth-errors.js';
export * from './paging.js';
export * from './seeded-random.js';
