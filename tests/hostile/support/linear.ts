/**
 * Linear time, measured as a RATIO so it does not depend on the machine's speed: the cost of the
 * input at 10× the size is compared with the cost at 1×. A linear function costs ~10× as much, a
 * quadratic one ~100×, an exponential one far more, so the limit (30×) lets linear pass with margin
 * on a loaded 2-core machine while quadratic fails clearly.
 *
 * To hold on a busy machine (load averages of 10 were seen on the shared 2 cores):
 * - one run of the large input is timed against a block of 10 runs of the small one, so the two timed
 *   stretches last about as long and a busy scheduler interrupts both alike (a lone short run is
 *   seldom interrupted, a 10× longer one nearly always, which alone read as ~50× on a linear scan);
 * - the base size grows (or shrinks) until that block takes a few milliseconds, and stays small
 *   enough (1,000, so 10,000 at 10×) that the large input and what a run copies from it stay regular
 *   heap objects in the caches: a string over ~128 KB goes to V8's large-object space, whose cost per
 *   allocation read as 150× on a linear parser; a function too quick to time at that size is run in
 *   rounds (k large runs against 10·k small ones);
 * - the two are interleaved (a burst of load hits both), and each keeps the least of several tries
 *   (load only ever adds time); {@link expectLinearTime} measures up to three times, passing on the
 *   first measurement within the limit (a garbage collection or a burst of load can spoil one).
 */

/** The most a 10× larger input may cost, as a multiple of the 1× cost. */
export const LINEAR_LIMIT = 30;

/** How to measure one function's growth. */
export interface GrowthOptions<T> {
  /** Builds the input of a size (not timed). */
  make: (size: number) => T;
  /** The work measured: called with an input built by `make`. */
  run: (input: T) => unknown;
  /** The first size tried; doubled (or halved) until a block of runs takes about `targetMs`. @default 1000 */
  size?: number;
  /** The largest base size (the large input is `factor` × this). @default 1000 */
  maxSize?: number;
  /** How long `factor` runs at the base size should take together (ms). @default 2 */
  targetMs?: number;
  /** Tries of each size; the least counts. @default 5 */
  repetitions?: number;
  /** How much larger the second input is. @default 10 */
  factor?: number;
}

/** What {@link measureGrowth} found. */
export interface Growth {
  /** The base size used. */
  size: number;
  /** The least time of one run at the base size (ms; a block of `factor` runs, divided). */
  small: number;
  /** The least time of one run at `factor` × the base size (ms). */
  large: number;
  /** large / small. */
  ratio: number;
}

/** Times `count` runs of `input` together; keeps the last result alive so the engine cannot drop the work. */
function block<T>(run: (input: T) => unknown, input: T, count: number, sink: unknown[]): number {
  const from = performance.now();
  for (let index = 0; index < count; index += 1) sink[0] = run(input);
  return performance.now() - from;
}

/** Measures how the cost of `run` grows from size n to `factor`·n (see the module comment). */
export function measureGrowth<T>(options: GrowthOptions<T>): Growth {
  const { make, run, maxSize = 1000, targetMs = 2, repetitions = 5, factor = 10 } = options;
  const limit = LINEAR_LIMIT * (factor / 10);
  const sink: unknown[] = [];
  let size = Math.max(1, Math.min(maxSize, Math.floor(options.size ?? 1000)));
  let small = make(size);
  // Warm up (compilation is not counted), then find the base size: larger while quicker than the
  // target, smaller while far slower, so a function that is not linear fails in seconds rather than
  // running for minutes at 10× a size that was already slow.
  block(run, small, 1, sink);
  let smallBlock = Math.min(block(run, small, factor, sink), block(run, small, factor, sink));
  while (smallBlock > targetMs * 4 && size > 1) {
    size = Math.max(1, Math.floor(size / 2));
    small = make(size);
    smallBlock = block(run, small, factor, sink);
  }
  while (smallBlock < targetMs && size * 2 <= maxSize) {
    size *= 2;
    small = make(size);
    smallBlock = Math.min(block(run, small, factor, sink), block(run, small, factor, sink));
  }
  // Still quicker than the target at the largest size (a check that gives up at the first character):
  // time `rounds` large runs against `rounds` × `factor` small ones, so both stretches stay measurable.
  let rounds = 1;
  while (smallBlock < targetMs && rounds < 1024) {
    rounds *= 2;
    smallBlock = block(run, small, factor * rounds, sink);
  }
  const large = make(size * factor);
  let largeBest = Infinity;
  // A stretch too quick to time at all counts as one tick of the timer.
  const tick = 0.001;
  const ratioNow = () => (Math.max(largeBest, tick) / Math.max(smallBlock, tick)) * factor;
  for (let repetition = 0; repetition < repetitions; repetition += 1) {
    smallBlock = Math.min(smallBlock, block(run, small, factor * rounds, sink));
    largeBest = Math.min(largeBest, block(run, large, rounds, sink));
    // Far past the limit after two tries: load only ever adds time, so more tries would only confirm it.
    if (repetition >= 2 && ratioNow() > limit * 5) break;
  }
  return { size, small: smallBlock / (factor * rounds), large: largeBest / rounds, ratio: ratioNow() };
}

/**
 * Throws unless `run` is linear: its cost at 10× the size is at most {@link LINEAR_LIMIT}× the cost
 * at 1× (for another `factor`, in proportion). `name` says which function and input in the failure.
 */
export function expectLinearTime<T>(name: string, options: GrowthOptions<T>): Growth {
  const factor = options.factor ?? 10;
  const limit = LINEAR_LIMIT * (factor / 10);
  // Up to three whole measurements, the first within the limit passing: load and garbage collection
  // only ever make a linear function look slower, while a quadratic one fails every time.
  let growth = measureGrowth(options);
  for (let attempt = 1; attempt < 3 && growth.ratio > limit; attempt += 1) {
    const again = measureGrowth(options);
    if (again.ratio < growth.ratio) growth = again;
  }
  if (growth.ratio > limit) {
    throw new Error(
      `${name} is not linear: ${factor}× the input (${growth.size} → ${growth.size * factor}) cost ${growth.ratio.toFixed(1)}× ` +
        `(${growth.small.toFixed(3)} ms → ${growth.large.toFixed(3)} ms; at most ${limit}× allowed)`,
    );
  }
  return growth;
}
