/**
 * Every escaping formatter (the ones that make a value safe for markup, an attribute, a URL
 * or a script) against the incumbent `@squarespace/template-engine` on hostile strings: markup,
 * quotes, ampersands, direction overrides, lone surrogates, NUL and line separators. The output is
 * identical, or the difference is listed below with its reason.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTemplateEngine, renderTemplate } from '../../logic/template/index.ts';
import { fuzzParams, hostileText, LONE_SURROGATES, UNICODE_EDGES } from './support/index.ts';

interface Incumbent {
  execute(props: { code: string; json: unknown }): { ctx: { render(): string } };
}

const require = createRequire(import.meta.url);
const { Compiler } = require('@squarespace/template-engine') as { Compiler: new () => Incumbent };
const incumbent = new Compiler();

/** The escaping formatters of the core registry: text made safe for its place in a page. */
const ESCAPING = [
  'html', 'htmlattr', 'htmltag', 'safe', 'url-encode', 'encode-uri', 'encode-uri-component', 'encode-space', 'line-breaks',
  'json', 'json-pretty', 'raw',
] as const;

const HOSTILE = [
  '<script>alert("x")</script>', `a & b "q" 'r' <b>`, '&amp;&lt;&#0;', '\u202Egnp.exe\u202C', '</script><!--', '<img src=x onerror=alert(1)>',
  'javascript:alert(1)', '%41%', '{a}{.end}', '\\u003c', 'é€ ß İ', ' \t\n \r\n', 'a\u2028b\u2029c\u0000d', '\u{1F469}\u200D\u{1F469}', '"\'`=',
  ...UNICODE_EDGES,
];

/**
 * Intentional differences. `url-encode` of text holding a lone surrogate: the incumbent outputs
 * nothing for the whole value (its encoder throws and the tag is dropped); this engine writes the
 * lone surrogate as U+FFFD (`%EF%BF%BD`, what a browser sends for it) and keeps the rest of the text,
 * because dropping a whole value for one bad character loses what the visitor wrote.
 */
function intentionalDifference(formatter: string, text: string): boolean {
  return formatter === 'url-encode' && LONE_SURROGATES.some((half) => text.includes(half));
}

function theirs(formatter: string, text: string): string {
  return incumbent.execute({ code: `{a|${formatter}}`, json: { a: text } }).ctx.render();
}

describe('escaping formatters against the incumbent', () => {
  it('every one listed is a core formatter', () => {
    const names = createTemplateEngine().registry.formatterNames();
    for (const name of ESCAPING) expect(names).toContain(name);
  });

  for (const formatter of ESCAPING) {
    it(`${formatter}: the same output on hostile strings`, () => {
      for (const text of HOSTILE) {
        const ours = renderTemplate(`{a|${formatter}}`, { a: text }).html;
        if (intentionalDifference(formatter, text)) expect(ours).not.toBe(theirs(formatter, text));
        else expect(ours, JSON.stringify(text)).toBe(theirs(formatter, text));
      }
    });
  }

  it('url-encode keeps the text around a lone surrogate (the listed difference)', () => {
    expect(renderTemplate('{a|url-encode}', { a: 'a\uD800b' }).html).toBe('a%EF%BF%BDb');
    expect(theirs('url-encode', 'a\uD800b')).toBe('');
  });

  it('the same output on generated hostile strings (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ESCAPING), hostileText(12), (formatter, text) => {
        if (intentionalDifference(formatter, text)) return;
        expect(renderTemplate(`{a|${formatter}}`, { a: text }).html).toBe(theirs(formatter, text));
      }),
      fuzzParams(150),
    );
  });
});
