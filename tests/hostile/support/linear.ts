/**
 * Linear time, measured as a RATIO so it does not depend on the machine's speed: the cost of the
 * input at 10× the size is compared with the cost at 1×. A linear function costs ~10× as much, a
 * quadratic one ~100×, an exponential one never returns at 10×, so the limit (30×) lets linear pass
 * with margin on a loaded 2-core machine while quadratic fails clearly.
 *
 * To hold on a busy machine: the base size grows until one run takes a few milliseconds (timer
 * resolution and call overhead drown smaller runs), the two sizes are interleaved (a burst of load
 * hits both), and each size's cost is the minimum of several repetitions (load only ever adds time).
 */

/** The most a 10× larger input may cost, as a multiple of the 1× cost. */
export const LINEAR_LIMIT = 30;

/** How to measure one function's growth. */
export interface GrowthOptions<T> {
  /** Builds the input of a size (not timed). */
  make: (size: number) => T;
  /** The work measured: called with an input built by `make`. */
  run: (input: T) => unknown;
  /** The first size tried; doubled until one run takes `targetMs`. @default 1000 */
  size?: number;
  /** The largest base size (the large input is 10× this). @default 200_000 */
  maxSize?: number;
  /** How long one run at the base size should take. @default 3 */
  targetMs?: number;
  /** Repetitions of each size; the minimum counts. @default 5 */
  repetitions?: number;
  /** How much larger the second input is. @default 10 */
  factor?: number;
}

/** What {@link measureGrowth} found. */
export interface Growth {
  /** The base size used. */
  size: number;
  /** The least time of one run at the base size (ms). */
  small: number;
  /** The least time of one run at `factor` × the base size (ms). */
  large: number;
  /** large / small. */
  ratio: number;
}

function now(): number {
  return performance.now();
}

/** Times one run; also keeps its result alive so the engine cannot drop the work. */
function time<T>(run: (input: T) => unknown, input: T, sink: unknown[]): number {
  const from = now();
  sink[0] = run(input);
  return now() - from;
}

/** Measures how the cost of `run` grows from size n to `factor`·n (see the module comment). */
export function measureGrowth<T>(options: GrowthOptions<T>): Growth {
  const { make, run, maxSize = 200_000, targetMs = 3, repetitions = 5, factor = 10 } = options;
  const sink: unknown[] = [];
  let size = Math.max(1, Math.floor(options.size ?? 1000));
  let small = make(size);
  // Warm the function up at both sizes first so compilation is not counted.
  time(run, small, sink);
  time(run, make(size * factor), sink);
  for (;;) {
    let best = Infinity;
    for (let index = 0; index < 3; index += 1) best = Math.min(best, time(run, small, sink));
    if (best >= targetMs || size * 2 > maxSize) break;
    size *= 2;
    small = make(size);
  }
  const large = make(size * factor);
  let smallBest = Infinity;
  let largeBest = Infinity;
  for (let repetition = 0; repetition < repetitions; repetition += 1) {
    smallBest = Math.min(smallBest, time(run, small, sink));
    largeBest = Math.min(largeBest, time(run, large, sink));
  }
  // A run too quick to time at all (0 ms at the timer's resolution) counts as one tick.
  const floor = 0.005;
  const ratio = Math.max(largeBest, floor) / Math.max(smallBest, floor);
  return { size, small: smallBest, large: largeBest, ratio };
}

/**
 * Throws unless `run` is linear: its cost at 10× the size is at most {@link LINEAR_LIMIT}× the cost
 * at 1×. `name` says which function and input in the failure.
 */
export function expectLinearTime<T>(name: string, options: GrowthOptions<T>): Growth {
  const growth = measureGrowth(options);
  const factor = options.factor ?? 10;
  if (growth.ratio > LINEAR_LIMIT * (factor / 10)) {
    throw new Error(
      `${name} is not linear: ${factor}× the input (${growth.size} → ${growth.size * factor}) cost ${growth.ratio.toFixed(1)}× ` +
        `(${growth.small.toFixed(2)} ms → ${growth.large.toFixed(2)} ms; at most ${LINEAR_LIMIT * (factor / 10)}× allowed)`,
    );
  }
  return growth;
}
