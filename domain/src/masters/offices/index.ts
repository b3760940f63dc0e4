export * from './ad-offices.js';
export * from './authority.js';
export * from './branches.js';
export * from './office-answers.js';
export * from './regions.js';
export * from './schemas.js';
export * from './staff.js';
