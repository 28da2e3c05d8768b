/**
 * Every call of the call table (api/endpoints.ts; shopper spec, calls, rendering spec, calls) is made by
 * something a page mounts: a hook or a component calls its client function, or the table below says
 * in writing why nothing does yet. A call a hook stops making, or a new row nobody calls, fails here.
 */
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointId } from '../../api/endpoints.ts';

/** Calls no hook or component makes, each with the reason. */
const NOT_MOUNTED: Partial<Record<EndpointId, string>> = {};

/** The hook and component sources (tests and stories are not what a page mounts). */
const SOURCES = globSync('{hooks,components}/**/*.{ts,tsx}')
  .filter((path) => !/\.(test|stories)\.tsx?$|\.css\.ts$/.test(path))
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/**
 * The files that make a call: they reach its module (`useApiModule('census', …)`, `createCensusApi`,
 * or the module's type `CensusApi`) and call its function (`.recordHit(`).
 */
function callers(id: EndpointId): string[] {
  const [module, fn] = id.split('.') as [string, string];
  const Module = module.charAt(0).toUpperCase() + module.slice(1);
  const reaches = new RegExp(`useApiModule\\(\\s*'${module}'|create${Module}Api\\b|\\b${Module}Api\\b|\\.${module}\\.${fn}\\(`);
  const calls = new RegExp(`\\.${fn}\\s*\\(`);
  return SOURCES.filter((source) => reaches.test(source.text) && calls.test(source.text)).map((source) => source.path);
}

describe('every call of the call table is made by something a page mounts (shopper spec, calls, rendering spec, calls)', () => {
  for (const id of Object.keys(ENDPOINTS) as EndpointId[]) {
    const reason = NOT_MOUNTED[id];
    if (reason) {
      it(`${id}: nothing mounts it yet — ${reason}`, () => {
        // The day something makes it, the reason must go.
        expect(callers(id), `${id} is now made by a hook or component: remove its reason`).toEqual([]);
      });
    } else {
      it(`${id} is made by a hook or component`, () => {
        expect(callers(id), `nothing in hooks/ or components/ makes ${id}; make it, or write the reason in NOT_MOUNTED`).not.toEqual([]);
      });
    }
  }
});
