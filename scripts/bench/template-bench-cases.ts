/**
 * The many-tags cases of the template benchmark (scripts/bench/template-bench.ts): a 2,000-tag
 * template compiled once and rendered, and compiling 100,000 distinct formatted tags, fresh each round
 * so no cache of tags already read can answer (a server compiling a site's templates for the first time).
 */

/** One page of a case: a template and its context (and what the corpus pages add). */
export interface BenchPage {
  template: string;
  context: unknown;
  partials?: Record<string, string>;
  expressions?: boolean;
  /** Run `{.include}` (the incumbent's corpus runs with includes on). */
  includes?: boolean;
  /** Resources `{.inject}` binds, by path. */
  injects?: Record<string, unknown>;
  /** "Now" in epoch milliseconds, for relative times. */
  now?: number;
}

/** A compile-only case: sources made fresh before each timed batch. */
export interface CompileOnly {
  /** Makes the next batch of sources (untimed). */
  prepare(): void;
  /** The sources of the batch last prepared. */
  sources(): readonly string[];
  /** Pages both engines render before timing, to check they read these tags alike. */
  sample: BenchPage[];
}

/** A row of the benchmark table. */
export interface BenchCase {
  name: string;
  pages: BenchPage[];
  /** Rounds when not the default (the slow compile-only case). */
  rounds?: number;
  compileOnly?: CompileOnly;
}

/** Formatted tag shapes, `%` standing for the variable: formatters both engines have, with arguments. */
const SHAPES = [
  '{%.title|html}',
  '{%.title|htmlattr}',
  '{%.tags|json}',
  '{%.title|capitalize}',
  '{%.title|slugify}',
  '{%.date|date %Y-%m-%d}',
  '{%.count|pluralize}',
  '{%.title|url-encode}',
  '{%.price|money}',
  '{%.count|format %s items}',
] as const;

function tagOf(variable: string, index: number): string {
  return (SHAPES[index % SHAPES.length] as string).replace('%', variable);
}

function valueOf(index: number): Record<string, unknown> {
  return {
    title: `Title <${index}> & "more"`,
    tags: ['a', index],
    body: `Some body text number ${index} that goes on for a while`,
    date: 1502298000000 + index * 86_400_000,
    count: index % 3,
    price: { value: `${index}.50`, currency: 'USD' },
  };
}

/** A template of `count` formatted tags over variables named `${prefix}${i}`, text between them. */
function template(prefix: string, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(`<p>${tagOf(`${prefix}${i}`, i)}</p>\n`);
  return parts.join('');
}

function contextOf(prefix: string, count: number): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) context[`${prefix}${i}`] = valueOf(i);
  return context;
}

/** A 2,000-tag template (every tag distinct), compiled once and rendered. */
export function manyTagsCase(): BenchCase {
  return { name: 'many tags: a 2,000-tag template', pages: [{ template: template('v', 2000), context: contextOf('v', 2000) }] };
}

/** Compiling 100,000 distinct formatted tags (50 templates of 2,000), never seen before in the process. */
export function distinctTagsCase(templates = 50, tags = 2000): BenchCase {
  let batch = 0;
  let current: string[] = [];
  return {
    name: `many tags: compiling ${(templates * tags).toLocaleString('en')} distinct formatted tags`,
    pages: [],
    rounds: Math.min(21, Number(process.env.TEMPLATE_BENCH_ROUNDS ?? 21) || 21),
    compileOnly: {
      prepare() {
        batch += 1;
        current = [];
        for (let t = 0; t < templates; t++) current.push(template(`b${batch}t${t}x`, tags));
      },
      sources: () => current,
      sample: [{ template: template('s', 200), context: contextOf('s', 200) }],
    },
  };
}
