/** The site template language (docs/template-language.md): parse, compile to closures, render to markup. */
export {
  compileTemplate,
  createTemplateEngine,
  parseTemplate,
  renderTemplate,
  DEFAULT_LIMITS,
  type CompileOptions,
  type CompileResult,
  type RenderOptions,
  type RenderResult,
  type TemplateEngine,
} from './engine.ts';
export { NOT_A_TEMPLATE, type TemplateError } from './errors.ts';
export { prettyPrint, type PrettyPrintOptions } from './prettyPrint.ts';
export { merchandisingContextOf, merchandisingViewOf, moneyOf, productOf } from './product.ts';
export {
  Registry,
  type ApplyOptions,
  type Formatter,
  type Predicate,
  type TemplateContext,
  type TemplatePlugins,
} from './registry.ts';
export type { CompiledTemplate } from './state.ts';
export type * from './syntax.ts';
export { INSTRUCTION_NAMES } from './syntax.ts';
export type { ParseResult } from './parser.ts';
export { escapeAttribute, escapeHtml } from './formatters/text.ts';
export {
  describeError,
  errorSummary,
  PLAYGROUND_LIMITS,
  renderPlayground,
  TEMPLATE_PLAYGROUND_STRINGS,
  type PlaygroundResult,
  type TemplatePlaygroundStrings,
} from './playground.ts';
