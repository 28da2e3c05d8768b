import { setupServer, type SetupServer } from 'msw/node';
import { handlers, thirdPartyHandlers } from './handlers/index.ts';

/**
 * The mock backend for Node tests. In a setup file:
 * `const server = await createMockServer(); server.listen({ onUnhandledFrame: 'error' });`
 * then `server.resetHandlers()` and `resetDb()` after each test.
 */
export async function createMockServer(): Promise<SetupServer> {
  return setupServer(...handlers, ...thirdPartyHandlers);
}
