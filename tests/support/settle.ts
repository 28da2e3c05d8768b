/**
 * Waiting for a rendered story to reach its final state, in Chromium, by watching state rather than
 * the clock: every call the page sent has been answered and its answer read (except the calls the
 * mock backend holds back on purpose, mocks/hold.ts: a story's loading state, a `slow` backend —
 * the features harness does not wait for those either), and then the page stays unchanged for two
 * animation frames, so the render those answers caused has been committed.
 *
 * A fixed quiet time (the pseudo-locale test waited for 4 rounds of 50 ms) costs that time on every
 * story and still misses an answer that comes later than it; this returns as soon as the page is
 * done, and waits as long as an answer takes.
 */
import type * as HoldModule from '../../mocks/hold.ts';

/** What one story has under way: calls without an answer, answers not yet read, answers held on purpose. */
interface Pending {
  fetches: number;
  reads: number;
  held: number;
}

let current: Pending = { fetches: 0, reads: 0, held: 0 };
/** Which story's count an answer belongs to (an answer for an earlier story is not waited for). */
const owners = new WeakMap<Response, Pending>();
let installed = false;

/**
 * Starts counting the page's calls (window.fetch and the reading of their answers) for a new story;
 * calls an earlier story left unanswered no longer count.
 */
export function trackCalls(): void {
  current = { fetches: 0, reads: 0, held: 0 };
  if (installed) return;
  installed = true;
  const realFetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    const pending = current;
    pending.fetches += 1;
    const answer = realFetch(...args);
    // Registered before the caller's own continuation, so the answer is counted as "being read"
    // from the moment the call is answered: no gap in which the story looks idle.
    answer.then(
      (response) => {
        owners.set(response, pending);
        pending.fetches -= 1;
      },
      () => {
        pending.fetches -= 1;
      },
    );
    return answer;
  };
  for (const method of ['text', 'json', 'arrayBuffer', 'blob', 'bytes', 'formData'] as const) {
    const read = Response.prototype[method] as (this: Response) => Promise<unknown>;
    Object.defineProperty(Response.prototype, method, {
      configurable: true,
      writable: true,
      value: function (this: Response) {
        const pending = owners.get(this);
        if (!pending) return read.call(this);
        pending.reads += 1;
        return read.call(this).finally(() => {
          pending.reads -= 1;
        });
      },
    });
  }
}

/**
 * The mock backend's `hold` with the answers it holds counted for the current story: the story shows
 * the state without them on purpose (mocks/hold.ts counts them for the whole page, earlier stories'
 * never-answered calls included, so it cannot say which are this story's). For `vi.mock('…/mocks/hold.ts')`.
 */
export function countingHold(original: typeof HoldModule): typeof HoldModule {
  return {
    ...original,
    async hold(ms) {
      const pending = current;
      pending.held += 1;
      try {
        await original.hold(ms);
      } finally {
        pending.held -= 1;
      }
    },
  };
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Whether the current story waits for nothing but answers held on purpose. */
function idle(): boolean {
  return current.reads === 0 && current.fetches <= current.held;
}

/**
 * Resolves once the story is settled: no call under way but those held on purpose, and no change to
 * the page for two animation frames after that. Throws after `limitMs` (the story never settles: the
 * page re-rendering without end, an answer that never comes and is not held on purpose) with what was still pending.
 */
export async function settle(limitMs = 20_000): Promise<void> {
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  const until = performance.now() + limitMs;
  try {
    for (let quietFrames = 0; quietFrames < 2; ) {
      if (performance.now() > until) {
        throw new Error(
          `The story did not settle within ${limitMs} ms: ${current.fetches - current.held} call(s) unanswered, ${current.reads} answer(s) being read, ${changes.length} change(s) in the last frame.`,
        );
      }
      changes.length = 0;
      await nextFrame();
      quietFrames = idle() && changes.length === 0 && observer.takeRecords().length === 0 ? quietFrames + 1 : 0;
    }
  } finally {
    observer.disconnect();
  }
}
