export * from './cursor-codec.js';
export * from './page-cursors.js';
export * from './page-parameters.js';
export * from './paginate-array.js';
