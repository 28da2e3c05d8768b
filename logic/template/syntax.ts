/**
 * The syntax tree of a template, as `parseTemplate` returns it: for tooling (a builder's template
 * editor, linting, `prettyPrint`). Every node carries the 1-based line and column of the text or
 * tag it came from. The engine compiles templates to closures from the same scan (compiler.ts), not
 * from this tree; nothing interprets a tree at render time.
 */

/** A dotted variable reference (`a.b.0`, `@`, `@index`, `$x`), split into its segments, as written. */
export type VariablePath = readonly string[];

/** Arguments of a formatter or predicate: the first character after the name is the delimiter. */
export interface Arguments {
  /** The arguments, split on the delimiter (empty when none were given). */
  values: readonly string[];
  /** The delimiter (usually a space); empty when there are no arguments. */
  delimiter: string;
}

/** One formatter of a chain, `{var|name args}`. */
export interface FormatterCall {
  name: string;
  args: Arguments;
}

/** A predicate with its arguments, `{.name? args}`. */
export interface PredicateCall {
  /** The name, with its trailing `?`. */
  name: string;
  args: Arguments;
}

interface At {
  line: number;
  column: number;
}

/** Literal text, output as is (including tags that did not parse). */
export interface TextNode extends At {
  type: 'text';
  value: string;
}

/** `{# …}` or `{## … ##}`: outputs nothing. */
export interface CommentNode extends At {
  type: 'comment';
  value: string;
  multiline: boolean;
}

/** `{.meta-left}`, `{.meta-right}`, `{.space}`, `{.tab}`, `{.newline}`. */
export interface LiteralNode extends At {
  type: 'literal';
  name: 'meta-left' | 'meta-right' | 'space' | 'tab' | 'newline';
}

/** `{a, b|f x|g}`: every variable is resolved, the first is output after the formatters. */
export interface VariableNode extends At {
  type: 'variable';
  variables: readonly VariablePath[];
  formatters: readonly FormatterCall[];
}

/** The `.or` branch of a block: bare (`{.or}`) or with a predicate (`{.or name? args}`). */
export interface OrNode extends At {
  type: 'or';
  predicate: PredicateCall | null;
  body: TemplateNode[];
  /** A further `.or`, or null. */
  alternate: OrNode | null;
}

/** `{.section path}…{.or}…{.end}`. */
export interface SectionNode extends At {
  type: 'section';
  path: VariablePath;
  body: TemplateNode[];
  alternate: OrNode | null;
}

/** `{.repeated section path}…{.alternates with}…{.or}…{.end}`. */
export interface RepeatedNode extends At {
  type: 'repeated';
  path: VariablePath;
  body: TemplateNode[];
  /** The block between items, or null when there is no `.alternates with`. */
  alternatesWith: TemplateNode[] | null;
  alternate: OrNode | null;
}

/** `{.name? args}…{.end}`, or `{.if name? args}…{.end}` (`viaIf`). */
export interface PredicateNode extends At {
  type: 'predicate';
  predicate: PredicateCall;
  viaIf: boolean;
  body: TemplateNode[];
  alternate: OrNode | null;
}

/** `{.if a && b || c}…{.end}`: variables combined left to right. */
export interface IfNode extends At {
  type: 'if';
  variables: readonly VariablePath[];
  /** `operators[i]` joins `variables[i]` and `variables[i + 1]`. */
  operators: ReadonlyArray<'&&' | '||'>;
  body: TemplateNode[];
  alternate: OrNode | null;
}

/** `{.var @x path|formatters}`. */
export interface BindNode extends At {
  type: 'bind';
  name: string;
  variables: readonly VariablePath[];
  formatters: readonly FormatterCall[];
}

/** `{.ctx @x key=path key2=path}`. */
export interface CtxNode extends At {
  type: 'ctx';
  name: string;
  bindings: ReadonlyArray<{ key: string; path: VariablePath }>;
}

/** `{.macro name}…{.end}`. */
export interface MacroNode extends At {
  type: 'macro';
  name: string;
  body: TemplateNode[];
}

/** `{.eval expression}`. */
export interface EvalNode extends At {
  type: 'eval';
  expression: string;
}

/** `{.include name args}`. */
export interface IncludeNode extends At {
  type: 'include';
  name: string;
  args: readonly string[];
}

/** `{.inject @x path args}`. */
export interface InjectNode extends At {
  type: 'inject';
  name: string;
  path: string;
  args: Arguments;
}

/** `{.eof}`: the template ends here. */
export interface EofNode extends At {
  type: 'eof';
}

/** Any node of a template body. */
export type TemplateNode =
  | TextNode
  | CommentNode
  | LiteralNode
  | VariableNode
  | SectionNode
  | RepeatedNode
  | PredicateNode
  | IfNode
  | BindNode
  | CtxNode
  | MacroNode
  | EvalNode
  | IncludeNode
  | InjectNode
  | EofNode;

/** A block node: one that has a body closed by `{.end}`. */
export type BlockNode = SectionNode | RepeatedNode | PredicateNode | IfNode | MacroNode;

/** The whole template. */
export interface TemplateTree {
  type: 'root';
  body: TemplateNode[];
}

/** Instruction names as the structural error messages print them. */
export const INSTRUCTION_NAMES = {
  section: 'SECTION',
  repeated: 'REPEATED',
  predicate: 'PREDICATE',
  if: 'IF',
  macro: 'MACRO',
  or: 'OR_PREDICATE',
  end: 'END',
  alternates: 'ALTERNATES_WITH',
  eof: 'EOF',
  variable: 'VARIABLE',
  bind: 'BINDVAR',
  ctx: 'CTXVAR',
  eval: 'EVAL',
  include: 'INCLUDE',
  inject: 'INJECT',
} as const;
