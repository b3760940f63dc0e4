export { createTestDatabase, type TestDatabase } from './testing/database.js';
