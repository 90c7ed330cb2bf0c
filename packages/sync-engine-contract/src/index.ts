export * from './sync-engine.js';
