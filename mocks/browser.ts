import { setupWorker, type SetupWorker } from 'msw/browser';
import { handlers, thirdPartyHandlers } from './handlers/index.ts';
import { isUnhandledApiCall } from './unhandled.ts';

let started: Promise<SetupWorker> | undefined;

/**
 * Starts the mock backend in a browser (Storybook, a local app) once; later calls get the same
 * worker, so `worker.use(...scenario('offline'))` can follow. Unhandled API calls are errors.
 */
export function startMockWorker(options: { quiet?: boolean } = {}): Promise<SetupWorker> {
  started ??= (async () => {
    const worker = setupWorker(...handlers, ...thirdPartyHandlers);
    await worker.start({
      quiet: options.quiet ?? true,
      async onUnhandledFrame({ frame, defaults }) {
        if (!isUnhandledApiCall(frame)) return;
        await defaults.error();
        // Printing alone would let the call reach the real network; a missing handler is a bug.
        throw new Error('The mock backend has no handler for this call.');
      },
    });
    return worker;
  })().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}
