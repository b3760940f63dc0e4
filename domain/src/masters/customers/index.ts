export * from './bank-changes.js';
export * from './bank-details.js';
export * from './customer.js';
export * from './customer-answers.js';
export * from './customer-fields.js';
export * from './head-codes.js';
export * from './otp.js';
