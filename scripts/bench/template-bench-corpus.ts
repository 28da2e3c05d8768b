/**
 * The incumbent's own test corpus for the template benchmark and the corpus differential test: the
 * core-language cases its test suite runs from `__tests__` of the public `Squarespace/template-engine`
 * repository. It is read at run time from a checkout outside the project, never copied into it:
 *
 *   git clone --depth 1 https://github.com/Squarespace/template-engine node_modules/.cache/template-engine
 *
 * or point TEMPLATE_ENGINE_TESTS at any checkout's `__tests__` folder.
 *
 * Which cases: those the incumbent's core-language test files run through their file loader (the
 * engine, expressions, includes, core and date formatters, core and content predicates). The file
 * patterns are read from those test files, as their own runner reads them, so a case added upstream
 * is measured without a change here. The fragment formatters (commerce, social, images) render this
 * library's own components and are compared elsewhere; the other locales' cases need locale packs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchPage } from './template-bench-cases.ts';

/** Where the corpus is looked for when TEMPLATE_ENGINE_TESTS is not set. */
export const DEFAULT_CORPUS_DIRECTORY = fileURLToPath(new URL('../../node_modules/.cache/template-engine/__tests__', import.meta.url));

/** How to get the corpus, printed when it is absent. */
export const CORPUS_HOW_TO =
  'git clone --depth 1 https://github.com/Squarespace/template-engine node_modules/.cache/template-engine ' +
  '(or set TEMPLATE_ENGINE_TESTS to a checkout\'s __tests__ folder)';

/** The incumbent's test files whose file-driven cases make up the core-language corpus. */
const CORE_TEST_FILES = [
  'engine.test.ts',
  'eval.test.ts',
  'include.test.ts',
  'plugins/formatters.core.test.ts',
  'plugins/formatters.date.test.ts',
  'plugins/predicates.core.test.ts',
  'plugins/predicates.content.test.ts',
] as const;

/** One case of the corpus: its path under `__tests__`, the page both engines render, and the output its test expects. */
export interface CorpusCase {
  name: string;
  page: BenchPage;
  expected: string;
}

/** The corpus, or why there is none. */
export type Corpus = { directory: string; cases: CorpusCase[] } | { directory: string; missing: string };

/** The folder the corpus is read from. */
export function corpusDirectory(): string {
  const given = process.env.TEMPLATE_ENGINE_TESTS;
  return given !== undefined && given !== '' ? given : DEFAULT_CORPUS_DIRECTORY;
}

/** The `:NAME` sections of a case file, as its loader splits them (a line `:NAME` starts a section). */
function sectionsOf(text: string): Map<string, string> {
  const sections = new Map<string, string>();
  let name: string | null = null;
  let lines: string[] = [];
  for (const line of text.split('\n')) {
    const header = /^:([a-zA-Z\d_-]+)\s*$/.exec(line);
    if (header === null) {
      lines.push(line);
      continue;
    }
    if (name !== null) sections.set(name, lines.join('\n'));
    name = header[1] ?? '';
    lines = [];
  }
  if (name !== null && !sections.has(name)) sections.set(name, lines.join('\n'));
  return sections;
}

/** A section holding a JSON object (`:PARTIALS`, `:INJECT`, `:PARAMS`). */
function jsonSection(text: string | undefined): Record<string, unknown> | undefined {
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
}

function caseOf(directory: string, file: string): CorpusCase {
  const sections = sectionsOf(readFileSync(file, 'utf8'));
  const partials = jsonSection(sections.get('PARTIALS')) as Record<string, string> | undefined;
  const injectText = jsonSection(sections.get('INJECT'));
  const injects =
    injectText === undefined ? undefined : Object.fromEntries(Object.entries(injectText).map(([key, value]) => [key, JSON.parse(String(value)) as unknown]));
  const params = jsonSection(sections.get('PARAMS'));
  const page: BenchPage = {
    template: sections.get('TEMPLATE') ?? '',
    context: JSON.parse(sections.get('JSON') ?? 'null') as unknown,
    // The incumbent's loader runs every case with expressions and includes enabled.
    expressions: true,
    includes: true,
    ...(partials ? { partials } : {}),
    ...(injects ? { injects } : {}),
    ...(typeof params?.['now'] === 'number' ? { now: params['now'] } : {}),
  };
  return { name: relative(directory, file), page, expected: (sections.get('OUTPUT') ?? '').trim() };
}

/** The case files one test file runs: its `loader.paths('name-%N.html')` patterns and `loader.execute('name.html')` calls. */
function filesOf(directory: string, testFile: string): string[] {
  const source = readFileSync(join(directory, testFile), 'utf8');
  const resources = join(directory, dirname(testFile), 'resources');
  const names = readdirSync(resources);
  const files: string[] = [];
  for (const call of source.matchAll(/loader\.(paths|execute)\((['`])([^'`]*)\2\)/g)) {
    const [, kind, , argument = ''] = call;
    if (kind === 'execute') {
      files.push(join(resources, argument));
      continue;
    }
    const escaped = argument.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('%N', '\\d+');
    const pattern = new RegExp(`^${escaped}$`);
    files.push(...names.filter((name) => pattern.test(name)).sort().map((name) => join(resources, name)));
  }
  return files;
}

/** Reads the corpus (in the order of its test files), or says how to get it. */
export function loadCorpus(directory = corpusDirectory()): Corpus {
  if (!CORE_TEST_FILES.every((file) => existsSync(join(directory, file)))) {
    return { directory, missing: `No incumbent test corpus at ${directory}. To measure it: ${CORPUS_HOW_TO}.` };
  }
  const seen = new Set<string>();
  const cases: CorpusCase[] = [];
  for (const testFile of CORE_TEST_FILES) {
    for (const file of filesOf(directory, testFile)) {
      if (seen.has(file) || !existsSync(file)) continue;
      seen.add(file);
      cases.push(caseOf(directory, file));
    }
  }
  return { directory, cases };
}
