/**
 * The hostile suite's shared pieces: the run count, the adversarial generators and the
 * linear-time check. Every tests/hostile/ suite (logic, api, mocks, template, components) imports
 * them from here so a fuzz run (`npm run fuzz`) turns every suite up at once.
 */
export { FUZZ_RUNS, FUZZ_SEED, fuzzParams, isFuzzRun } from './runs.ts';
export {
  CONTROL_AND_SEPARATORS,
  hostileKey,
  hostileObject,
  hostileText,
  hostileUnit,
  HOSTILE_FORM_TEXT,
  LONE_SURROGATES,
  PROTOTYPE_KEYS,
  UNICODE_EDGES,
  cyclicObject,
  deepArrayJson,
  deepObject,
  deepObjectJson,
  longText,
  repeated,
} from './generators.ts';
export { LINEAR_LIMIT, expectLinearTime, measureGrowth, type GrowthOptions, type Growth } from './linear.ts';
