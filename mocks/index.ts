export * from './handlers/index.ts';
export * from './db.ts';
export * from './fixtures/index.ts';
export * from './scenarios.ts';
export { startMockWorker } from './browser.ts';
export { createMockServer } from './node.ts';
export { heldAnswers, hold } from './hold.ts';
