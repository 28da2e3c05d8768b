import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileTemplate, parseTemplate, prettyPrint, renderTemplate } from './index.ts';
import type { TemplateNode } from './syntax.ts';

const html = (source: string, context: unknown = {}) => renderTemplate(source, context).html;
const messages = (source: string) => renderTemplate(source, {}).errors.map((error) => error.message);

describe('docs/template-language.md "Text and tags": braces', () => {
  it('starts a tag at the later brace when another `{` comes before the `}`', () => {
    expect(html('{{a}}', { a: 1 })).toBe('{1}');
    expect(html('{x {a}', { a: 1 })).toBe('{x 1');
  });

  it('outputs a tag that does not parse verbatim, without an error', () => {
    const source = '{ a } {a\n} .x{color:red} function(){return 1} {}';
    const result = renderTemplate(source, { a: 1 });
    expect(result.html).toBe(source);
    expect(result.errors).toEqual([]);
  });

  it('never parses a variable followed by `||` (minified JavaScript survives)', () => {
    expect(html('{a||b}', { a: 1, b: 2 })).toBe('{a||b}');
    expect(html('if(x){a||b?1:0}', { a: 1 })).toBe('if(x){a||b?1:0}');
  });

  it('keeps whitespace around tags exactly and escapes nothing by itself', () => {
    expect(html('  {a}\n\t{b}  ', { a: '<b>', b: '&' })).toBe('  <b>\n\t&  ');
  });

  it('outputs a lone brace and a brace never closed as text', () => {
    expect(html('a { b', {})).toBe('a { b');
    expect(html('a } b {c', {})).toBe('a } b {c');
  });
});

describe('docs/template-language.md "Text and tags": comments', () => {
  it('`{# …}` ends at the first `}`', () => {
    expect(html('a{# note }b', {})).toBe('ab');
    expect(html('a{# x } y}b', {})).toBe('a y}b');
  });

  it('`{## … ##}` spans lines and may contain `}`', () => {
    expect(html('a{## {b} \n } ##}c', {})).toBe('ac');
  });

  it('an unclosed `{##` swallows the rest, without an error', () => {
    const result = renderTemplate('a{## never closed {b}', { b: 1 });
    expect(result.html).toBe('a');
    expect(result.errors).toEqual([]);
  });
});

describe('docs/template-language.md "Text and tags": literal tags', () => {
  it('renders meta-left, meta-right, space, tab and newline', () => {
    expect(html('{.meta-left}a{.meta-right}{.space}{.tab}{.newline}', {})).toBe('{a} \t\n');
  });

  it('`{.eof}` ends the template: the rest is dropped, with an error', () => {
    const result = renderTemplate('a{.eof}b{c}', { c: 1 });
    expect(result.html).toBe('a');
    expect(result.errors).toEqual([
      { kind: 'syntax', message: 'The template ends at {.eof}: the rest of the input was dropped.', line: 1, column: 2 },
    ]);
  });

  it('`{.eof}` inside a block also reports the block left open', () => {
    const result = renderTemplate('{.section a}x{.eof}y{.end}', { a: 1 });
    expect(result.html).toBe('x');
    expect(result.errors.map((e) => e.message)).toEqual([
      'The template ends at {.eof}: the rest of the input was dropped.',
      'Reached EOF in the middle of SECTION',
    ]);
  });

  it('a literal tag with trailing characters is text', () => {
    expect(html('{.space x}{.endx}{.sectionx a}', {})).toBe('{.space x}{.endx}{.sectionx a}');
  });
});

describe('docs/template-language.md "Instructions": structural errors (rendering spec, error catalogue)', () => {
  it('`.or` after a bare `.or`: "This … block will never execute.", and the output keeps what was assembled', () => {
    const result = renderTemplate('{.section a}x{.or}y{.or}z{.end}', {});
    expect(result.html).toBe('yz');
    expect(result.errors).toEqual([
      { kind: 'syntax', message: 'This OR_PREDICATE block will never execute.', line: 1, column: 20 },
    ]);
  });

  it('`.end`, `.or` and `.alternates with` at the root: "… not allowed at root"', () => {
    expect(messages('a{.end}b')).toEqual(['Instruction END not allowed at root']);
    expect(messages('{.or}')).toEqual(['Instruction OR_PREDICATE not allowed at root']);
    expect(messages('{.alternates with}')).toEqual(['Instruction ALTERNATES_WITH not allowed at root']);
    expect(html('a{.end}b')).toBe('ab');
  });

  it('`.alternates with` outside a repeated section: "… is not allowed inside … block."', () => {
    expect(messages('{.section a}{.alternates with}{.end}')).toEqual([
      'ALTERNATES_WITH instruction is not allowed inside SECTION block.',
    ]);
    expect(messages('{.repeated section a}{.alternates with}{.alternates with}{.end}')).toEqual([
      'ALTERNATES_WITH instruction is not allowed inside REPEATED block.',
    ]);
    expect(messages('{.if a}{.or}{.alternates with}{.end}')).toEqual([
      'ALTERNATES_WITH instruction is not allowed inside OR_PREDICATE block.',
    ]);
  });

  it('`.or` inside a macro is not allowed', () => {
    expect(messages('{.macro m}{.or}{.end}')).toEqual(['OR_PREDICATE instruction is not allowed inside MACRO block.']);
  });

  it('a block left open: "Reached EOF in the middle of …", naming the innermost, at its tag', () => {
    const result = renderTemplate('line one\n  {.section a}{.repeated section b}{@}', { a: { b: [1, 2] } });
    expect(result.html).toBe('line one\n  12');
    expect(result.errors).toEqual([{ kind: 'syntax', message: 'Reached EOF in the middle of REPEATED', line: 2, column: 15 }]);
    expect(messages('{.if a}x{.or}')).toEqual(['Reached EOF in the middle of OR_PREDICATE']);
  });

  it('reports line and column of the tag, counting from 1', () => {
    const [error] = renderTemplate('a\nbb\n   {x|nope}', {}).errors;
    expect(error).toEqual({ kind: 'syntax', message: "Formatter 'nope' is unknown.", line: 3, column: 4 });
  });
});

describe('docs/template-language.md "Formatters": unknown names (rendering spec, error catalogue)', () => {
  it('an unknown formatter leaves the tag as text and reports an error', () => {
    const result = renderTemplate('{a|html|nope 1}', { a: 1 });
    expect(result.html).toBe('{a|html|nope 1}');
    expect(result.errors.map((e) => e.message)).toEqual(["Formatter 'nope' is unknown."]);
  });

  it('an unknown predicate is an error and counts as false', () => {
    const result = renderTemplate('{.nope? a}yes{.or}no{.end}', {});
    expect(result.html).toBe('no');
    expect(result.errors).toEqual([{ kind: 'syntax', message: "Predicate 'nope?' is unknown.", line: 1, column: 1 }]);
  });

  it('a malformed chain is text: an empty formatter name, a trailing pipe', () => {
    expect(html('{a|}{a|html|}{a| html}', { a: 1 })).toBe('{a|}{a|html|}{a| html}');
  });
});

describe('Reading tags: the per-registry cache of tags already read', () => {
  it('tells apart tags filed under the same key (same length and same first, middle and last characters)', () => {
    const names = Array.from({ length: 40 }, (_, i) => `a${String.fromCharCode(98 + (i % 20))}m${String.fromCharCode(98 + Math.floor(i / 20))}z`);
    const context = Object.fromEntries(names.map((name, i) => [name, i]));
    const source = names.map((name) => `{${name}}`).join(',');
    const expected = names.map((_, i) => String(i)).join(',');
    // Twice: the second render reads every tag from the cache.
    expect(html(source, context)).toBe(expected);
    expect(html(source, context)).toBe(expected);
    expect(html([...names].reverse().map((name) => `{${name}}`).join(','), context)).toBe([...expected.split(',')].reverse().join(','));
  });

  it('reads `{.end}` and a bare `{.or}` in place, and their look-alikes as the tags they are', () => {
    expect(html('{.section a}x{.or}y{.end}', { a: 1 })).toBe('x');
    expect(html('{.section a}x{.or}y{.end}', {})).toBe('y');
    expect(html('{.ene}{.ox}{.end }{.or  }', {})).toBe('{.ene}{.ox}{.end }{.or  }');
  });
});

describe('Compiling and parsing read the same structure (one scan, two builders)', () => {
  const pieces = [
    '{.section a}', '{.repeated section l}', '{.or}', '{.or equal? n 1}', '{.end}', '{.alternates with}', '{.if a && b}',
    '{.even? n}', '{.nope?}', '{.macro m}', '{.eof}', '{a|html}', '{a|nope}', '{@index}', '{.var @x a}', '{# c}', '{##', '##}',
    '{', '}', 'x', '\n', '{.space}', '{a||b}',
  ];

  it('reports the same errors, and the compiled template\'s tree is the parsed tree', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (list) => {
        const source = list.join('');
        const parsed = parseTemplate(source);
        const compiled = compileTemplate(source);
        expect(compiled.errors).toEqual(parsed.errors);
        expect(compiled.template.tree).toEqual(parsed.tree);
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseTemplate: the documented syntax tree', () => {
  it('gives each node its type, fields and position', () => {
    const { tree, errors } = parseTemplate('Hi {name|truncate 10 …}!\n{.section user}{.equal? age 3}a{.or even? x}b{.or}c{.end}{.end}');
    expect(errors).toEqual([]);
    const [text, variable, bang, section] = tree.body as [TemplateNode, TemplateNode, TemplateNode, TemplateNode];
    expect(text).toEqual({ type: 'text', value: 'Hi ', line: 1, column: 1 });
    expect(variable).toEqual({
      type: 'variable',
      variables: [['name']],
      formatters: [{ name: 'truncate', args: { values: ['10', '…'], delimiter: ' ' } }],
      line: 1,
      column: 4,
    });
    expect(bang).toMatchObject({ type: 'text', value: '!\n' });
    expect(section).toMatchObject({ type: 'section', path: ['user'], line: 2, column: 1 });
    if (section.type !== 'section') throw new Error('not a section');
    const predicate = section.body[0];
    expect(predicate).toMatchObject({
      type: 'predicate',
      predicate: { name: 'equal?', args: { values: ['age', '3'], delimiter: ' ' } },
      alternate: { type: 'or', predicate: { name: 'even?' }, alternate: { type: 'or', predicate: null, alternate: null } },
    });
  });

  it('reads every instruction', () => {
    const { tree } = parseTemplate(
      '{.repeated section a.b}x{.alternates with},{.end}{.if a && b || c}{.end}{.if equal? a 1}{.end}' +
        '{.var @v a|html}{.ctx @c k=a.b j=c}{.macro m}{.end}{.eval 1+1}{.include m output}{.inject @i ./f.json}',
    );
    expect(tree.body.map((node) => node.type)).toEqual([
      'repeated', 'if', 'predicate', 'bind', 'ctx', 'macro', 'eval', 'include', 'inject',
    ]);
    expect(tree.body[1]).toMatchObject({ variables: [['a'], ['b'], ['c']], operators: ['&&', '||'] });
    expect(tree.body[2]).toMatchObject({ viaIf: true, predicate: { name: 'equal?' } });
    expect(tree.body[4]).toMatchObject({ name: '@c', bindings: [{ key: 'k', path: ['a', 'b'] }, { key: 'j', path: ['c'] }] });
    expect(tree.body[7]).toMatchObject({ name: 'm', args: ['output'] });
    expect(tree.body[8]).toMatchObject({ name: '@i', path: './f.json' });
  });

  it('splits variable paths into segments: words, `@`, `@name`, `$name` and digits', () => {
    const { tree } = parseTemplate('{a.b-c.0.d_e}{@}{@index}{$x.y}{@.z}');
    expect(tree.body.map((node) => (node.type === 'variable' ? node.variables[0] : null))).toEqual([
      ['a', 'b-c', '0', 'd_e'],
      ['@'],
      ['@index'],
      ['$x', 'y'],
      ['@', 'z'],
    ]);
  });

  it('takes the first character after a formatter or predicate name as the delimiter', () => {
    const { tree } = parseTemplate('{d|date:%Y:%m}{t|truncate,3,~}{.equal?:a:b}{.end}');
    expect(tree.body[0]).toMatchObject({ formatters: [{ name: 'date', args: { values: ['%Y', '%m'], delimiter: ':' } }] });
    expect(tree.body[1]).toMatchObject({ formatters: [{ name: 'truncate', args: { values: ['3', '~'], delimiter: ',' } }] });
    expect(tree.body[2]).toMatchObject({ predicate: { args: { values: ['a', 'b'], delimiter: ':' } } });
  });
});

describe('prettyPrint', () => {
  const sources = [
    'Hi {name}, {a, b|html|truncate 4 ~}{# c}{## d ##}{.space}',
    '{.section a}x{.or equal? b 1}y{.or}z{.end}',
    '{.repeated section items}{@index}{.alternates with},{.or}none{.end}',
    '{.if a && b || c}y{.end}{.if even? n}e{.end}{.var @x a.b|json}{.ctx @c k=a}',
    '{.macro m}{@}{.end}{a|apply m k=v private}{.eval @x = 1 + 2}{.include m output}{.inject @i ./x.json}',
  ];

  it('prints a tree back as the same template source', () => {
    for (const source of sources) expect(prettyPrint(parseTemplate(source).tree)).toBe(source);
  });

  it('prints canonical spelling for what it normalises, which parses to the same tree', () => {
    const printed = prettyPrint(parseTemplate('{a ,b}{.if a&&b}x{.end}').tree);
    expect(printed).toBe('{a, b}{.if a && b}x{.end}');
  });

  it('closes a block left open', () => {
    expect(prettyPrint(parseTemplate('{.section a}x').tree)).toBe('{.section a}x{.end}');
  });

  it('prints an outline of the instructions with their positions', () => {
    const outline = prettyPrint(parseTemplate('{.section a}\n{b|html}{.or}none{.end}').tree, { format: 'outline' });
    expect(outline).toBe(
      ['SECTION a (1:1)', '  TEXT "\\n" (1:13)', '  VARIABLE b|html (2:1)', 'OR (2:9)', '  TEXT "none" (2:14)'].join('\n'),
    );
  });
});
