import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';
import { isUnhandledApiCall } from './unhandled.ts';

/** Starts the mock backend in a browser (Storybook, a local app). Unhandled API calls are errors. */
export async function startMockWorker(options: { quiet?: boolean } = {}) {
  const worker = setupWorker(...handlers);
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
}
