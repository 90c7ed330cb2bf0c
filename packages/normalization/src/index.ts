export * from './composite-id.js';
export * from './country.js';
export * from './date-time.js';
export * from './enum-value.js';
export * from './fields.js';
