export * from './auth/menu.js';
export * from './auth/permissions.js';
export * from './auth/roles.js';
export * from './masters/cocoon-defects.js';
export * from './masters/cocoon-types.js';
export * from './shared/decider.js';
export * from './shared/errors.js';
export * from './shared/messages.js';
