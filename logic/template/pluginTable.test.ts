/**
 * The whole plugin table: every formatter and predicate the incumbent
 * `@squarespace/template-engine` registers, enumerated from its own tables at test time, exists in
 * Vitrine — in the pure engine (CORE_FORMATTERS / CORE_PREDICATES) or, for the React fragments, among
 * FRAGMENT_FORMATTER_NAMES (template/pluginTable.test.tsx checks those are registered fragments).
 * The day the incumbent gains a name, or one of ours is dropped, this fails naming it.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FRAGMENT_FORMATTER_NAMES } from './fragmentNames.ts';
import { CORE_FORMATTERS } from './formatters/index.ts';
import { CORE_PREDICATES } from './predicates/index.ts';

const require = createRequire(import.meta.url);
const { Compiler } = require('@squarespace/template-engine') as {
  Compiler: new () => { engine: { formatters: Record<string, unknown>; predicates: Record<string, unknown> } };
};
const table = new Compiler().engine;
const fragments = new Set<string>(FRAGMENT_FORMATTER_NAMES);

describe('the incumbent plugin table', () => {
  it('reads the incumbent tables (95 formatters and 101 predicates in 2.10.10)', () => {
    expect(Object.keys(table.formatters)).toHaveLength(95);
    expect(Object.keys(table.predicates)).toHaveLength(101);
  });

  it('every incumbent formatter exists in the pure engine or is a fragment formatter', () => {
    const missing = Object.keys(table.formatters).filter((name) => !Object.hasOwn(CORE_FORMATTERS, name) && !fragments.has(name));
    expect(missing).toEqual([]);
  });

  it('every incumbent predicate exists in the pure engine', () => {
    expect(Object.keys(table.predicates).filter((name) => !Object.hasOwn(CORE_PREDICATES, name))).toEqual([]);
  });

  it('the fragment names are incumbent formatters the pure engine leaves to the fragments', () => {
    for (const name of FRAGMENT_FORMATTER_NAMES) expect([name, Object.hasOwn(table.formatters, name)]).toEqual([name, true]);
    expect(Object.keys(table.formatters).filter((name) => !Object.hasOwn(CORE_FORMATTERS, name)).sort()).toEqual([...FRAGMENT_FORMATTER_NAMES].sort());
  });
});
