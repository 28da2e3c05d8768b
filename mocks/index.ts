export * from './handlers/index.ts';
export * from './db.ts';
export * from './fixtures/index.ts';
export * from './scenarios.ts';
export { heldAnswers, hold } from './hold.ts';
