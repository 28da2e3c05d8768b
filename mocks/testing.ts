/**
 * For a Vitest file that talks to the mock backend: `const server = await startMockBackend();` starts the
 * node server before the file's tests (a call without a handler is an error), puts the fixtures back
 * and drops the handlers a test added after each test, and stops the server at the end. Not part of
 * `vitrine/mocks`: consuming teams wire `createMockServer()` into their own test runner.
 */
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from './db.ts';
import { createMockServer } from './node.ts';

/** Runs the mock backend around the current test file; returns its server for `server.use(…)`. */
export async function startMockBackend(): Promise<SetupServer> {
  const server = await createMockServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetDb();
  });
  afterAll(() => server.close());
  return server;
}
