export * from './registry.js';
export * from './runtime/index.js';
