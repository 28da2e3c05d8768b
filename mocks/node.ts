import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/** The mock backend for Node tests: `server.listen({ onUnhandledFrame: 'error' })` in a setup file. */
export function createMockServer() {
  return setupServer(...handlers);
}
