export { handlers } from './handlers/index.ts';
export { db, resetDb, type MockDb } from './db.ts';
export * from './fixtures/index.ts';
