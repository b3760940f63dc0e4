export * from './masters/customers/testing.js';
