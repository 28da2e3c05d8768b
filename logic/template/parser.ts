/**
 * Parses a template into its syntax tree (docs/template-language.md "Text and tags", "Instructions";
 * rendering spec, states "Template blocks": root, section, repeated, predicate, if, macro), for tooling: a
 * builder's template editor, linting, `prettyPrint`. Structural errors are reported and the tree keeps
 * whatever was assembled. Compiling does not go through the tree (see compiler.ts).
 */
import type { Position, TemplateError } from './errors.ts';
import { scan, Structure } from './scanner.ts';
import type { BlockNode, OrNode, PredicateCall, TemplateNode, TemplateTree, TextNode } from './syntax.ts';
import type { NameSet } from './tagCache.ts';

export type { NameSet } from './tagCache.ts';

/** The result of {@link parseSource}. */
export interface ParseResult {
  tree: TemplateTree;
  errors: TemplateError[];
}

/** A read tag's node at a position: a node of its own (a reading is shared), with fresh block bodies. */
function place(node: TemplateNode, line: number, column: number): TemplateNode {
  switch (node.type) {
    case 'variable':
      return { type: 'variable', variables: node.variables, formatters: node.formatters, line, column };
    case 'section':
      return { type: 'section', path: node.path, body: [], alternate: null, line, column };
    case 'repeated':
      return { type: 'repeated', path: node.path, body: [], alternatesWith: null, alternate: null, line, column };
    case 'predicate':
      return { type: 'predicate', predicate: node.predicate, viaIf: node.viaIf, body: [], alternate: null, line, column };
    case 'if':
      return { type: 'if', variables: node.variables, operators: node.operators, body: [], alternate: null, line, column };
    case 'macro':
      return { type: 'macro', name: node.name, body: [], line, column };
    default:
      return { ...node, line, column };
  }
}

/** An open block of the tree: its node, where its next nodes go, and its last `.or` branch. */
interface TreeBlock {
  node: BlockNode;
  target: TemplateNode[];
  lastOr: OrNode | null;
}

/** Builds the syntax tree from what the scanner finds. */
class TreeBuilder extends Structure<TreeBlock> {
  readonly root: TemplateTree = { type: 'root', body: [] };
  /** Where the next node goes: the innermost open block's current list, or the root body. */
  private current: TemplateNode[] = this.root.body;
  /** The text node ending the current list, which further text joins; null when the list ends otherwise. */
  private lastText: TextNode | null = null;

  text(value: string, line: number, column: number): void {
    if (this.lastText !== null) this.lastText.value += value;
    else {
      const node: TextNode = { type: 'text', value, line, column };
      this.current.push(node);
      this.lastText = node;
    }
  }

  leaf(node: TemplateNode, line: number, column: number): void {
    this.current.push(place(node, line, column));
    this.lastText = null;
  }

  protected openBlock(read: BlockNode, at: Position): TreeBlock {
    const node = place(read, at.line, at.column) as BlockNode;
    this.current.push(node);
    this.current = node.body;
    this.lastText = null;
    return { node, target: node.body, lastOr: null };
  }

  protected addOr(block: TreeBlock, predicate: PredicateCall | null, at: Position): void {
    const branch: OrNode = { type: 'or', predicate, body: [], alternate: null, line: at.line, column: at.column };
    if (block.lastOr !== null) block.lastOr.alternate = branch;
    else if (block.node.type !== 'macro') block.node.alternate = branch;
    block.lastOr = branch;
    this.retarget(block, branch.body);
  }

  protected addAlternates(block: TreeBlock): void {
    if (block.node.type !== 'repeated') return;
    block.node.alternatesWith = [];
    this.retarget(block, block.node.alternatesWith);
  }

  /** Back to the enclosing list: it ends with the block just closed, so no text is open. */
  protected closeBlock(_block: TreeBlock, parent: TreeBlock | null): void {
    this.current = parent === null ? this.root.body : parent.target;
    this.lastText = null;
  }

  private retarget(block: TreeBlock, target: TemplateNode[]): void {
    block.target = target;
    this.current = target;
    this.lastText = null;
  }
}

/** Parses `source`; unknown formatter and predicate names are reported against `names`. */
export function parseSource(source: string, names: NameSet): ParseResult {
  const builder = new TreeBuilder();
  scan(source, names, builder);
  return { tree: builder.root, errors: builder.errors };
}
