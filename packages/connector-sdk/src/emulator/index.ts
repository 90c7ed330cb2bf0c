export * from './emulator-server.js';
export * from './faults.js';
export * from './seeded-random.js';
