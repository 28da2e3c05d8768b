import { describe, expect, it } from 'vitest';
import { renderTemplate } from './index.ts';
import { isTruthy, toOutput } from './values.ts';

const html = (source: string, context: unknown = {}) => renderTemplate(source, context).html;

describe('docs/template-language.md "Variables": paths', () => {
  it('follows a dotted path; digits index arrays', () => {
    expect(html('{a.b.c}', { a: { b: { c: 'deep' } } })).toBe('deep');
    expect(html('{list.1.name}', { list: [{ name: 'x' }, { name: 'y' }] })).toBe('y');
    expect(html('{map.2}', { map: { 2: 'two' } })).toBe('two');
  });

  it('treats `$` as part of the key and allows hyphens and underscores', () => {
    expect(html('{$price} {a-b} {c_d}', { $price: 5, 'a-b': 1, c_d: 2 })).toBe('5 1 2');
  });

  it('makes the whole path missing when a step is missing or null', () => {
    expect(html('[{a.b.c}][{x.y}][{n.z}]', { a: { b: null }, n: null })).toBe('[][][]');
  });

  it('never reaches inherited properties', () => {
    expect(html('[{constructor}][{a.toString}][{a.hasOwnProperty}][{list.length}][{s.length}]', { a: {}, list: [1], s: 'abc' })).toBe(
      '[][][][][]',
    );
    // A segment starts with a letter, so `__proto__` is not even a tag.
    expect(html('{a.__proto__}', { a: {} })).toBe('{a.__proto__}');
  });
});

describe('docs/template-language.md "Variables": scope rules', () => {
  it('looks the first segment up in the current scope, then outward to the root', () => {
    const context = { title: 'root', user: { name: 'Ada', address: { city: 'London' } } };
    expect(html('{.section user}{.section address}{city} {name} {title}{.end}{.end}', context)).toBe('London Ada root');
  });

  it('matches the rest of the path exactly from where the first segment was found', () => {
    const context = { a: { b: 'outer' }, inner: { a: { c: 1 } } };
    expect(html('{.section inner}[{a.b}]{.end}', context)).toBe('[]');
  });

  it('a null in an inner scope hides the outer value', () => {
    expect(html('{.section inner}[{name}]{.end}', { name: 'outer', inner: { name: null, x: 1 } })).toBe('[]');
  });

  it('stops lookups at a private scope (apply … private)', () => {
    const partials = { card: '[{title}|{site}]' };
    const context = { site: 'Vitrine', item: { title: 'Tote' } };
    expect(renderTemplate('{item|apply card}', context, { partials }).html).toBe('[Tote|Vitrine]');
    expect(renderTemplate('{item|apply card private}', context, { partials }).html).toBe('[Tote|]');
  });

  it('`@` is the current scope\'s value', () => {
    expect(html('{.section a}{@}{.end}|{.repeated section l}{@}{.end}', { a: 'x', l: [1, 2] })).toBe('x|12');
    expect(html('{.section a}{@.b}{.end}', { a: { b: 3 } })).toBe('3');
  });

  it('`@index` and `@index0` are the positions in the nearest repeated section', () => {
    const context = { rows: [{ cells: ['a', 'b'] }, { cells: ['c'] }] };
    expect(html('{.repeated section rows}{@index}:{.repeated section cells}{@index0}{@}{.end};{.end}', context)).toBe('1:0a1b;2:0c;');
    expect(html('{.repeated section rows}{.section cells}{@index}{.end}{.end}', context)).toBe('12');
    expect(html('[{@index}]', {})).toBe('[]');
  });

  it('`@name` reads a bound variable, walking outward', () => {
    expect(html('{.var @x a}{.section b}{@x}{.end}', { a: 'bound', b: { c: 1 } })).toBe('bound');
  });

  it('keeps every binding of a scope apart, however many, and a rebinding replaces the value', () => {
    const names = Array.from({ length: 20 }, (_, i) => `@v${i}`);
    const context = Object.fromEntries(names.map((_, i) => [`k${i}`, i]));
    const bind = names.map((name, i) => `{.var ${name} k${i}}`).join('');
    const read = names.map((name) => `{${name}}`).join(',');
    expect(html(bind + read, context)).toBe(names.map((_, i) => String(i)).join(','));
    expect(html(`${bind}{.var @v0 k19}{.var @v15 k1}{@v0},{@v15},{@v3}`, context)).toBe('19,1,3');
  });

  it('binds afresh for each item of a repeated section: nothing bound for one item shows in the next', () => {
    const context = { items: [{ a: 'x', b: 'y' }, { a: 'z' }] };
    expect(html('{.repeated section items}{.section b}{.var @b b}{.end}{.var @a a}[{@a}{@b}]{.end}', context)).toBe('[x][z]');
    expect(html('{.repeated section items}{.if b}{.var @b b}{.end}{.var @a a}[{@a}{@b}]{.end}', context)).toBe('[xy][z]');
  });
});

describe('docs/template-language.md "Variables": several variables', () => {
  it('outputs only the first, with the formatters applied to it', () => {
    expect(html('{a, b|html}', { a: '<', b: '>' })).toBe('&lt;');
    expect(html('{a,b}{a , b}', { a: 1, b: 2 })).toBe('11');
  });

  it('lets a formatter read the second (relative-time between two dates)', () => {
    const result = renderTemplate('{start, end|relative-time}', { start: 0, end: 3 * 86_400_000 }, { locale: 'en-US' });
    expect(result.html).toBe('in 3 days');
  });
});

describe('Text around variables, formatted variables and instructions keeps its place', () => {
  it('writes every piece in order, whatever follows what', () => {
    const context = { a: 'A', b: { c: 'C' }, h: '<', l: ['x', 'y'], s: { t: 'T' } };
    expect(html('1{a}2{b.c}3{h|html}4{a}5', context)).toBe('1A2C3&lt;4A5');
    expect(html('{h|html}{a}{b.c}{h|html}', context)).toBe('&lt;AC&lt;');
    expect(html('[{.section s}({t}{a}|{h|html}){.end}{a}]', context)).toBe('[(TA|&lt;)A]');
    expect(html('{.repeated section l}<{@index}:{@}{a}>{.alternates with},{.end}!', context)).toBe('<1:xA>,<2:yA>!');
    expect(html('{a}{# note}{b.c}{.space}{missing}{.newline}', context)).toBe('AC \n');
  });
});

describe('docs/template-language.md "Variables": output', () => {
  it('prints strings, numbers and booleans as String() does', () => {
    expect(html('{s}|{n}|{f}|{big}|{t}|{neg}', { s: 'x', n: 3, f: 1.5, big: 1.5e21, t: true, neg: -0 })).toBe('x|3|1.5|1.5e+21|true|0');
  });

  it('joins arrays with commas; prints nothing for null, missing and objects', () => {
    expect(html('[{a}][{n}][{m}][{o}]', { a: [1, 'b', [2, 3]], n: null, o: { k: 1 } })).toBe('[1,b,2,3][][][]');
    expect(toOutput([1, null, 2])).toBe('1,,2');
  });
});

describe('docs/template-language.md "Variables": truth', () => {
  it('non-empty strings (even "0" and "false"), non-zero numbers, true, non-empty arrays and objects with keys are true', () => {
    for (const value of ['0', 'false', ' ', 1, -1, 0.5, true, [0], { a: null }]) expect(isTruthy(value)).toBe(true);
  });

  it('everything else is false', () => {
    for (const value of ['', 0, -0, Number.NaN, false, [], {}, null, undefined]) expect(isTruthy(value)).toBe(false);
  });

  it('decides sections the same way', () => {
    expect(html('{.section a}yes{.or}no{.end}', { a: '0' })).toBe('yes');
    expect(html('{.section a}yes{.or}no{.end}', { a: {} })).toBe('no');
  });
});
