export * from './auction/testing.js';
export * from './masters/customers/testing.js';
