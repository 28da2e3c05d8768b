/**
 * The codes the spec leaves unnamed (rendering spec, entities: record types "others up to 63", collection
 * types "others up to 25", slice types 1–19) are read from the incumbent's package,
 * @squarespace/template-engine 2.10.10 lib/plugins/enums.js: each table here must agree with it.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { COLLECTION_TYPE, RECORD_TYPE, SLICE_TYPE_RANGE } from './enums.ts';
import { COLLECTION_TYPE_MORE, RECORD_TYPE_MORE, SLICE_TYPE_CODE } from './incumbentEnums.ts';

interface EnumValue {
  code: number;
  name: string;
}
const require = createRequire(import.meta.url);
const enums = require('@squarespace/template-engine/lib/plugins/enums.js') as Record<string, { values(): EnumValue[] }>;
const incumbent = (name: string): Record<string, number> =>
  Object.fromEntries((enums[name]?.values() ?? []).map((value) => [value.name, value.code]));
const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('codes read from the incumbent package (rendering spec, entities)', () => {
  it('record types: ours extend the incumbent enumeration with nothing guessed', () => {
    const theirs = incumbent('RecordType');
    expect(Object.keys(theirs).length).toBeGreaterThan(10);
    for (const [name, code] of Object.entries(RECORD_TYPE_MORE)) expect([name, theirs[name]]).toEqual([name, code]);
    // Every incumbent record type is named here or by the spec (chat, review and thread are the spec's own).
    for (const [name, code] of Object.entries(theirs)) {
      const ours = (RECORD_TYPE_MORE as Record<string, number>)[name] ?? Object.entries(RECORD_TYPE).find(([key]) => kebab(key) === name)?.[1];
      expect([name, ours]).toEqual([name, code]);
    }
  });

  it('collection types: ours agree with the incumbent enumeration, within the spec range up to 25', () => {
    const theirs = incumbent('CollectionType');
    for (const [name, code] of Object.entries(COLLECTION_TYPE_MORE)) expect([name, theirs[name]]).toEqual([name, code]);
    for (const [name, code] of Object.entries(COLLECTION_TYPE)) expect([name, theirs[name]]).toEqual([name, code]);
    expect(Object.keys(theirs).sort()).toEqual([...Object.keys(COLLECTION_TYPE_MORE), ...Object.keys(COLLECTION_TYPE)].sort());
    for (const code of Object.values(COLLECTION_TYPE_MORE)) expect(code).toBeLessThanOrEqual(25);
  });

  it('slice type codes: the incumbent numbers, inside the spec range 1–19', () => {
    const theirs = incumbent('SliceType');
    const { undefined: _none, ...named } = theirs;
    expect(SLICE_TYPE_CODE).toEqual(named);
    for (const code of Object.values(SLICE_TYPE_CODE)) {
      expect(code).toBeGreaterThanOrEqual(SLICE_TYPE_RANGE.min);
      expect(code).toBeLessThanOrEqual(SLICE_TYPE_RANGE.max);
    }
  });
});
