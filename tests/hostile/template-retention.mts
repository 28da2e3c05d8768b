/**
 * Run by template-memory.test.ts in a Node of its own with --expose-gc: renders 40 distinct templates
 * of 512 KB each (half the 1 MB, to keep the suite quick) with the default engine, collects garbage, and prints how many MB the heap grew by.
 * Whatever the engine's caches keep of those sources stays counted; a cache holding slices of the
 * sources (V8 keeps the whole parent string of a slice alive) keeps ~20 MB.
 */
import type * as Engine from '../../logic/template/index.ts';

const engine = (await import(process.argv[2] ?? '')) as typeof Engine;
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('Run with --expose-gc.');
const MB = 1 << 20;
const COUNT = 40;
/** A 512 KB template whose tags (a section, a formatted variable, an expression) are cached by their text. */
const make = (i: number) =>
  `{.section product${i}}{title${i}|htmlattr}{.eval @n${i} = 1 + 1}{description${i}|truncate 20}{.end}` + `<p>${i} text</p>`.repeat(MB / 32);
const context = (i: number) => ({ [`product${i}`]: { [`title${i}`]: 'x', [`description${i}`]: `${i} `.repeat(MB / 8) } });
engine.renderTemplate(make(-1), context(-1), { enableExpressions: true });
gc();
gc();
const before = process.memoryUsage().heapUsed;
for (let i = 0; i < COUNT; i++) engine.renderTemplate(make(i), context(i), { enableExpressions: true });
gc();
gc();
process.stdout.write(`${((process.memoryUsage().heapUsed - before) / MB).toFixed(1)}\n`);
