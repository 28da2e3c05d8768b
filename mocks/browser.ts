import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';
import { isUnhandledApiCall } from './unhandled.ts';

/** Starts the mock backend in a browser (Storybook, a local app). Unhandled API calls are errors. */
export async function startMockWorker(options: { quiet?: boolean } = {}) {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: options.quiet ?? true,
    onUnhandledFrame({ frame, defaults }) {
      if (isUnhandledApiCall(frame)) defaults.error();
    },
  });
  return worker;
}
