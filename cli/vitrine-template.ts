#!/usr/bin/env node
/**
 * `vitrine-template`: renders a site template from the command line, for site owners and support
 * staff debugging a template. Prints the markup on stdout and each error on stderr as
 * `file:line:column: kind: message`; exits 0 without errors, 1 with template errors, 2 when it could
 * not run (usage, a missing file, bad JSON).
 *
 *   vitrine-template render page.html --json context.json [--partials dir] [--fragments] [options]
 */
import { realpathSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { basename, extname, join } from 'node:path';
import { createTemplateEngine, type RenderOptions, type TemplateEngine } from '../logic/template/index.ts';

/** The usage text. */
export const USAGE = `Usage: vitrine-template render <template> --json <context.json> [options]

Renders a site template with a JSON context. Prints the markup, then the errors (on stderr).

Options:
  --json <file>          the context (JSON); without it the context is {}
  --partials <dir>       partials: every file of the directory, named without its extension
  --injects <file>       resources for {.inject}: a JSON object of path → value
  --locale <tag>         locale of the locale-aware formatters (default en-US)
  --time-zone <zone>     time zone of dates (default: the context's website.timeZone, else America/New_York)
  --now <ms|ISO date>    "now", for relative times
  --expressions          run {.eval} expressions
  --includes             run {.include} instructions
  --fragments            also the fragment formatters ({item|product-price}, {item|image}…): the
                         library's components rendered to markup (link vitrine/styles.css in the page)
  --help                 this text

Exit status: 0 rendered without errors, 1 rendered with errors, 2 could not render.`;

/** What the command reads and writes, so that tests can run it in memory. */
export interface CliIo {
  readFile(path: string): Promise<string>;
  readDir(path: string): Promise<string[]>;
  out(text: string): void;
  err(text: string): void;
}

/** The real file system and streams. */
export const nodeIo: CliIo = {
  readFile: (path) => readFile(path, 'utf8'),
  readDir: async (path) =>
    (await readdir(path, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

interface Arguments {
  template: string;
  values: Map<string, string>;
  flags: Set<string>;
}

const VALUE_OPTIONS = new Set(['--json', '--partials', '--injects', '--locale', '--time-zone', '--now']);
const FLAG_OPTIONS = new Set(['--expressions', '--includes', '--fragments', '--help']);

class UsageError extends Error {}

function parseArguments(argv: readonly string[]): Arguments {
  const [command, ...rest] = argv;
  if (command === '--help' || command === undefined) return { template: '', values: new Map(), flags: new Set(['--help']) };
  if (command !== 'render') throw new UsageError(`Unknown command "${command}".`);
  const values = new Map<string, string>();
  const flags = new Set<string>();
  const files: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (VALUE_OPTIONS.has(arg)) {
      const value = rest[i + 1];
      if (value === undefined) throw new UsageError(`${arg} needs a value.`);
      values.set(arg, value);
      i += 1;
    } else if (FLAG_OPTIONS.has(arg)) flags.add(arg);
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.`);
    else files.push(arg);
  }
  const [template] = files;
  if (template === undefined && !flags.has('--help')) throw new UsageError('Name the template to render.');
  if (files.length > 1) throw new UsageError(`One template at a time (got ${files.join(', ')}).`);
  return { template: template ?? '', values, flags };
}

async function readJson(io: CliIo, path: string): Promise<unknown> {
  const text = await io.readFile(path);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function readPartials(io: CliIo, dir: string): Promise<Record<string, string>> {
  const partials: Record<string, string> = {};
  for (const file of (await io.readDir(dir)).sort()) {
    partials[basename(file, extname(file))] = await io.readFile(join(dir, file));
  }
  return partials;
}

function parseNow(text: string): number {
  const now = /^-?\d+$/.test(text) ? Number(text) : Date.parse(text);
  if (!Number.isFinite(now)) throw new UsageError(`--now needs epoch milliseconds or an ISO date, not "${text}".`);
  return now;
}

async function renderOptions(io: CliIo, args: Arguments): Promise<RenderOptions> {
  const options: RenderOptions = {
    enableExpressions: args.flags.has('--expressions'),
    enableIncludes: args.flags.has('--includes'),
  };
  const partials = args.values.get('--partials');
  if (partials !== undefined) options.partials = await readPartials(io, partials);
  const injects = args.values.get('--injects');
  if (injects !== undefined) {
    const value = await readJson(io, injects);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError(`${injects} must hold a JSON object.`);
    options.injects = value as Record<string, unknown>;
  }
  const locale = args.values.get('--locale');
  if (locale !== undefined) options.locale = locale;
  const timeZone = args.values.get('--time-zone');
  if (timeZone !== undefined) options.timeZone = timeZone;
  const now = args.values.get('--now');
  if (now !== undefined) options.now = parseNow(now);
  return options;
}

/** Makes the engine `--fragments` renders with: the core engine plus the fragment formatters. */
export type FragmentEngineLoader = () => Promise<TemplateEngine>;

/**
 * The fragment engine of the installed package (`vitrine/template`, its Node build: no stylesheet
 * imports), loaded only when `--fragments` asks for it, so a plain render never loads React. The
 * specifier is a variable so the type check does not need a built package; the build keeps the import
 * (scripts/build/build.ts leaves the package's own name external) and Node resolves the package to itself.
 */
export const loadFragmentEngine: FragmentEngineLoader = async () => {
  const specifier = 'vitrine/template';
  const fragments = (await import(specifier)) as { createFragmentTemplateEngine: () => TemplateEngine };
  return fragments.createFragmentTemplateEngine();
};

/** Runs the command; resolves to the exit status. */
export async function main(argv: readonly string[], io: CliIo = nodeIo, fragments: FragmentEngineLoader = loadFragmentEngine): Promise<number> {
  try {
    const args = parseArguments(argv);
    if (args.flags.has('--help')) {
      io.out(`${USAGE}\n`);
      return 0;
    }
    const source = await io.readFile(args.template);
    const json = args.values.get('--json');
    const context = json === undefined ? {} : await readJson(io, json);
    const engine = args.flags.has('--fragments') ? await fragments() : createTemplateEngine();
    const result = engine.renderTemplate(source, context, await renderOptions(io, args));
    io.out(result.html);
    for (const error of result.errors) {
      io.err(`${args.template}:${error.line}:${error.column}: ${error.kind}: ${error.message}\n`);
    }
    return result.errors.length === 0 ? 0 : 1;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.err(`vitrine-template: ${message}\n`);
    if (error instanceof UsageError) io.err(`\n${USAGE}\n`);
    return 2;
  }
}

/** True when this file is the program being run (also through npm's bin link), on any Node version. */
function runAsProgram(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (runAsProgram()) {
  process.exitCode = await main(process.argv.slice(2));
}
