/**
 * Prints a syntax tree back as template source (the canonical spelling of every tag, text kept
 * exactly, open blocks closed), or as an indented outline of its instructions for tooling.
 */
import type { Arguments, FormatterCall, OrNode, PredicateCall, TemplateNode, TemplateTree, VariablePath } from './syntax.ts';
import { INSTRUCTION_NAMES } from './syntax.ts';

/** Options of {@link prettyPrint}. */
export interface PrettyPrintOptions {
  /** `source` (default): template text; `outline`: one indented line per instruction. */
  format?: 'source' | 'outline';
  /** Indentation of the outline. @default '  ' */
  indent?: string;
}

const path = (p: VariablePath): string => p.join('.');
const args = (a: Arguments): string => (a.values.length === 0 ? '' : a.delimiter + a.values.join(a.delimiter));
const predicate = (p: PredicateCall): string => `${p.name}${args(p.args)}`;
const formatters = (list: readonly FormatterCall[]): string => list.map((f) => `|${f.name}${args(f.args)}`).join('');

function sourceOf(nodes: readonly TemplateNode[]): string {
  return nodes.map(sourceOfNode).join('');
}

/** The `.or` branches, in a loop: a block may have any number of them. */
function orSource(first: OrNode | null): string {
  let text = '';
  for (let branch = first; branch !== null; branch = branch.alternate) {
    text += (branch.predicate === null ? '{.or}' : `{.or ${predicate(branch.predicate)}}`) + sourceOf(branch.body);
  }
  return text;
}

function sourceOfNode(node: TemplateNode): string {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'comment':
      return node.multiline ? `{##${node.value}##}` : `{#${node.value}}`;
    case 'literal':
      return `{.${node.name}}`;
    case 'variable':
      return `{${node.variables.map(path).join(', ')}${formatters(node.formatters)}}`;
    case 'section':
      return `{.section ${path(node.path)}}${sourceOf(node.body)}${orSource(node.alternate)}{.end}`;
    case 'repeated': {
      const between = node.alternatesWith === null ? '' : `{.alternates with}${sourceOf(node.alternatesWith)}`;
      return `{.repeated section ${path(node.path)}}${sourceOf(node.body)}${between}${orSource(node.alternate)}{.end}`;
    }
    case 'predicate':
      return `{.${node.viaIf ? 'if ' : ''}${predicate(node.predicate)}}${sourceOf(node.body)}${orSource(node.alternate)}{.end}`;
    case 'if': {
      const condition = node.variables.map((v, i) => (i === 0 ? path(v) : ` ${node.operators[i - 1] ?? '||'} ${path(v)}`)).join('');
      return `{.if ${condition}}${sourceOf(node.body)}${orSource(node.alternate)}{.end}`;
    }
    case 'bind':
      return `{.var ${node.name} ${node.variables.map(path).join(', ')}${formatters(node.formatters)}}`;
    case 'ctx':
      return `{.ctx ${node.name} ${node.bindings.map((b) => `${b.key}=${path(b.path)}`).join(' ')}}`;
    case 'macro':
      return `{.macro ${node.name}}${sourceOf(node.body)}{.end}`;
    case 'eval':
      return `{.eval ${node.expression}}`;
    case 'include':
      return `{.include ${[node.name, ...node.args].join(' ')}}`;
    case 'inject':
      return `{.inject ${node.name} ${node.path}${args(node.args)}}`;
    case 'eof':
      return '{.eof}';
  }
}

function describe(node: TemplateNode): string {
  switch (node.type) {
    case 'text':
      return `TEXT ${JSON.stringify(node.value)}`;
    case 'comment':
      return `COMMENT ${JSON.stringify(node.value)}`;
    case 'literal':
      return `LITERAL ${node.name}`;
    case 'variable':
      return `VARIABLE ${node.variables.map(path).join(', ')}${formatters(node.formatters)}`;
    case 'section':
    case 'repeated':
      return `${INSTRUCTION_NAMES[node.type]} ${path(node.path)}`;
    case 'predicate':
      return `PREDICATE ${predicate(node.predicate)}`;
    case 'if':
      return `IF ${node.variables.map((v, i) => (i === 0 ? path(v) : `${node.operators[i - 1] ?? '||'} ${path(v)}`)).join(' ')}`;
    case 'bind':
      return `BINDVAR ${node.name} ${node.variables.map(path).join(', ')}${formatters(node.formatters)}`;
    case 'ctx':
      return `CTXVAR ${node.name}`;
    case 'macro':
      return `MACRO ${node.name}`;
    case 'eval':
      return `EVAL ${node.expression}`;
    case 'include':
      return `INCLUDE ${node.name}`;
    case 'inject':
      return `INJECT ${node.name} ${node.path}`;
    case 'eof':
      return 'EOF';
  }
}

function outline(nodes: readonly TemplateNode[], depth: number, indent: string, lines: string[]): void {
  for (const node of nodes) {
    lines.push(`${indent.repeat(depth)}${describe(node)} (${node.line}:${node.column})`);
    if (node.type === 'section' || node.type === 'repeated' || node.type === 'predicate' || node.type === 'if' || node.type === 'macro') {
      outline(node.body, depth + 1, indent, lines);
    }
    if (node.type === 'repeated' && node.alternatesWith !== null) {
      lines.push(`${indent.repeat(depth)}ALTERNATES_WITH`);
      outline(node.alternatesWith, depth + 1, indent, lines);
    }
    if (node.type !== 'macro' && 'alternate' in node) {
      for (let branch = node.alternate; branch !== null; branch = branch.alternate) {
        const name = branch.predicate === null ? 'OR' : `OR ${predicate(branch.predicate)}`;
        lines.push(`${indent.repeat(depth)}${name} (${branch.line}:${branch.column})`);
        outline(branch.body, depth + 1, indent, lines);
      }
    }
  }
}

/** Prints a syntax tree as template source, or as an outline of its instructions. */
export function prettyPrint(tree: TemplateTree, options: PrettyPrintOptions = {}): string {
  try {
    if (typeof tree !== 'object' || tree === null || !Array.isArray(tree.body)) return '';
    const settled: PrettyPrintOptions = typeof options === 'object' && options !== null ? options : {};
    if (settled.format === 'outline') {
      const lines: string[] = [];
      outline(tree.body, 0, typeof settled.indent === 'string' ? settled.indent : '  ', lines);
      return lines.join('\n');
    }
    return sourceOf(tree.body);
  } catch {
    // A tree a JavaScript caller made by hand, not one the parser gave: nothing to print.
    return '';
  }
}
