import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that each take many times what most take (the pseudo-locale check renders every story;
 * the form's test fills every kind of field): started first, so the workers end together instead of
 * one running a heavy file alone at the end. Vitest otherwise starts the slowest files of its last
 * run first, and on a fresh clone, with no last run, the largest files, which these are not.
 */
export const HEAVY_TEST_FILES: readonly RegExp[] = [/\/components\/pseudoLocale\/[^/]+\.test\.tsx$/, /\/components\/forms\/Form\/Form\.test\.tsx$/];

/** Vitest's own order, with the heavy files moved to its front (in that order among themselves). */
export function heavyFirst<T extends { moduleId: string }>(files: readonly T[]): T[] {
  const heavy = files.filter((file) => HEAVY_TEST_FILES.some((pattern) => pattern.test(file.moduleId)));
  return [...heavy, ...files.filter((file) => !heavy.includes(file))];
}

/** The sequencer of `npm test`'s Vitest runs: see {@link HEAVY_TEST_FILES}. */
export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return heavyFirst(await super.sort(files));
  }
}
