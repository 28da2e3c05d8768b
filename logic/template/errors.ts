/**
 * Every message the template engine reports, in one place. The wording follows rendering spec, error catalogue and
 * docs/template-language.md; where those quote a message with "…", the gap is filled the way the
 * incumbent engine fills it, so existing tooling that reads the messages keeps working. Messages
 * marked "library" are the engine's own (limits and safety nets the spec does not word).
 */

/** An error next to the output: a syntax error (found while parsing) or a runtime error (found while rendering). */
export interface TemplateError {
  kind: 'syntax' | 'runtime';
  message: string;
  /** 1-based line of the tag that caused it (1 when no tag is to blame). */
  line: number;
  /** 1-based column of the tag's opening brace. */
  column: number;
}

/** A source position, 1-based. */
export interface Position {
  line: number;
  column: number;
}

/** The most errors one compile or one render lists: a template of a million stray tags must not make a million objects. */
export const MAX_ERRORS = 1000;

/** Library: the error that ends a full list (see {@link MAX_ERRORS}). */
export const tooManyErrors = (limit: number): string => `More than ${limit} errors: the rest are not listed.`;

/**
 * Adds an error to a list of at most {@link MAX_ERRORS}, then one saying the rest were left out.
 * `always`: an error that ends the template or the render (its end reached inside a block, a bound
 * met), listed whatever came before it.
 */
export function addError(list: TemplateError[], error: TemplateError, always = false): void {
  if (always || list.length < MAX_ERRORS) list.push(error);
  else if (list.length === MAX_ERRORS) list.push({ ...error, message: tooManyErrors(MAX_ERRORS) });
}

/** Builds a {@link TemplateError} at a position. */
export function templateError(kind: TemplateError['kind'], message: string, at: Position): TemplateError {
  return { kind, message, line: at.line, column: at.column };
}

/** rendering spec, error catalogue: "Formatter or Predicate '{x}' is unknown." (the formatter half). */
export const unknownFormatter = (name: string): string => `Formatter '${name}' is unknown.`;

/** rendering spec, error catalogue: "Formatter or Predicate '{x}' is unknown." (the predicate half). */
export const unknownPredicate = (name: string): string => `Predicate '${name}' is unknown.`;

/** docs/template-language.md: an `.or` after a bare `.or` — "This … block will never execute." */
export const deadCode = (instruction: string): string => `This ${instruction} block will never execute.`;

/** docs/template-language.md: a block left open at the end — "Reached EOF in the middle of …". */
export const eofInBlock = (instruction: string): string => `Reached EOF in the middle of ${instruction}`;

/** docs/template-language.md: `.end`, `.or` or `.alternates with` at the root — "… not allowed at root". */
export const notAllowedAtRoot = (instruction: string): string => `Instruction ${instruction} not allowed at root`;

/** docs/template-language.md: an instruction a block cannot hold — "… is not allowed inside … block." */
export const notAllowedInBlock = (instruction: string, block: string): string =>
  `${instruction} instruction is not allowed inside ${block} block.`;

/** Library: `{.eof}` ends the template; docs/template-language.md says the rest is dropped "with an error". */
export const EOF_INSTRUCTION = 'The template ends at {.eof}: the rest of the input was dropped.';

/** docs/template-language.md "Partials and limits": a partial or macro that does not exist. */
export const partialMissing = (name: string): string => `Attempt to apply partial '${name}' which could not be found.`;

/** docs/template-language.md "Partials and limits": nesting through apply / include beyond the limit (16). */
export const partialRecursion = (name: string, limit: number): string =>
  `Attempt to apply partial '${name}' exceeded maximum recursion depth of ${limit}`;

/** rendering spec, error catalogue "Parse of partial failed.", naming the partial and the error inside it. */
export const partialParseFailed = (name: string, message: string): string => `Parse of partial "${name}" failed: ${message}`;

/** Longest expression text quoted in a message. */
const QUOTED_EXPRESSION_LENGTH = 200;

const quoted = (expression: string): string =>
  expression.length > QUOTED_EXPRESSION_LENGTH ? `${expression.slice(0, QUOTED_EXPRESSION_LENGTH)}…` : expression;

/** rendering spec, error catalogue "Error parsing or reducing an expression." (parsing); long expressions are cut at 200 characters. */
export const expressionParse = (expression: string, problem: string): string =>
  `Error parsing expression: ${JSON.stringify(quoted(expression))}: ${problem}`;

/** rendering spec, error catalogue "Error parsing or reducing an expression." (reducing). */
export const expressionReduce = (expression: string, problem: string): string =>
  `Error reducing expression: ${quoted(expression)}: ${problem}`;

/** docs/template-language.md "Expressions": a string without its closing quote. */
export const UNTERMINATED_STRING = 'Unterminated string';

/** docs/template-language.md "Expressions": a line feed (or carriage return) inside a string. */
export const bareCharacterInString = (name: 'line feed' | 'carriage return'): string =>
  `Illegal bare ${name} character in string literal`;

/** docs/template-language.md "Expressions": a `\xHH` escape without two hex digits. */
export const INVALID_HEX_ESCAPE = 'Invalid 2-char hex escape found';

/** docs/template-language.md "Expressions": a `\uHHHH` / `\UHHHHHHHH` escape without its hex digits. */
export const INVALID_UNICODE_ESCAPE = 'Invalid unicode escape found';

/** rendering spec, error catalogue "Invalid function." — any function other than max min abs num str bool. */
export const invalidFunction = (name: string): string => `Invalid function ${name}`;

/** rendering spec, error catalogue "Expression exceeds the maximum number of tokens." */
export const tooManyTokens = (limit: number): string =>
  `Expression exceeds the maximum number of allowed tokens: ${limit}`;

/** rendering spec, error catalogue "Concatenation would exceed maximum string length." */
export const concatenationTooLong = (limit: number): string =>
  `Concatenation would exceed maximum string length ${limit}`;

/** Expression problems the docs do not word: a number, an operand, a parenthesis, a character. */
export const EXPRESSION_PROBLEMS = {
  exponentDigit: 'Expected a digit after exponent in decimal number',
  duplicateDecimalPoint: 'Duplicate decimal point in number',
  decimalPointInExponent: 'Unexpected decimal point in exponent',
  hexDigits: 'Expected digits after start of hex number',
  unexpectedCharacter: (what: string, index: number, character: string) =>
    `Unexpected ${what} at ${index}: ${JSON.stringify(character)}`,
  mismatched: (what: 'left paren' | 'right paren') => `Mismatched operator found: ${what}`,
  missingOperand: (operator: string) => `Invalid arguments to operator ${operator}`,
  unexpectedToken: (token: string) => `Unexpected token ${token}`,
  callFailed: (name: string) => `Error calling function ${name}`,
  notAValue: 'Reduce error: unexpected token on stack',
  assignmentTarget: 'Invalid assignment: only @variables can be assigned',
  tooDeep: 'Expression is nested too deeply',
} as const;

/** rendering spec, error catalogue: a formatter or predicate of the type engine that is not yet implemented (`units-metric?`). */
export const notYetImplemented = (name: string): string => `"${name}" formatter is not yet implemented`;

/** rendering spec, error catalogue "Julian day outside the supported range." — a date too far from today to format. */
export const JULIAN_DAY_OUT_OF_RANGE = 'Julian day outside the supported range.';

/** docs/template-language.md "Errors": an exception inside a formatter or predicate, naming the instruction. */
export const unexpectedError = (errorName: string, instruction: string, message: string): string =>
  `Unexpected ${errorName} error when executing ${instruction}: ${message}`;

/** Library: the work bound of one render (see `maxSteps`) was reached; the output stops there. */
export const tooMuchWork = (limit: number): string =>
  `Rendering stopped: the template needed more than ${limit} steps.`;

/** Library: the output bound of one render (see `maxOutputLength`) was reached; the output stops there. */
export const outputTooLong = (limit: number): string =>
  `Rendering stopped: the output grew beyond ${limit} characters.`;

/** Library: blocks nested beyond the limit; the tag that would open one more is kept as text. */
export const nestingTooDeep = (limit: number): string =>
  `Blocks are nested more than ${limit} deep: this block tag is output as text.`;

/** Library: a JavaScript caller passed something other than template text or a compiled template. */
export const NOT_A_TEMPLATE = 'The template must be text or a compiled template: nothing was rendered.';

/** Library: a value nested deeper than a formatter or predicate walks (or a cycle met while comparing). */
export const VALUE_TOO_DEEP = 'The value is nested too deeply to be read here.';

/** Library: `json`, `json-pretty` or `raw` of a value JSON cannot write (one that holds itself, a bigint). */
export const VALUE_NOT_JSON = 'The value cannot be written as JSON: it holds itself or a value JSON has no form for.';

/**
 * What a formatter or predicate throws to report one of the library's messages as it is (any other
 * exception is reported as "Unexpected … error").
 */
export class TemplateFailure {
  readonly message: string;
  constructor(message: string) {
    this.message = message;
  }
}

/** Library: the last-resort net — something the engine did not foresee went wrong; nothing is thrown. */
export const internalError = (message: string): string => `The template could not be processed: ${message}`;
