import { describe, expect, it } from 'vitest';
import { createTemplateEngine } from '../index.ts';
import { contextFree, isContextFree, type Formatter, type TemplateContext } from '../registry.ts';
import { UNUSED_CONTEXT } from '../state.ts';
import { CORE_FORMATTERS } from './index.ts';

// A formatter gets the render's context unless it declares `usesContext: false`: how many parameters
// it is written with (Function.length, which stops counting at the first default) plays no part.

/** A context a formatter falls back to when called without one: reading it says so. */
const FALLBACK = { locale: 'no context given' } as TemplateContext;

const render = (formatter: Formatter) =>
  createTemplateEngine({ formatters: { where: formatter } }).renderTemplate('{x|where}', { x: 'at' }, { locale: 'de-DE' });

describe('which formatters get the render context', () => {
  it('gives it to a formatter written with default parameters and no declaration', () => {
    const where = (value: unknown, _args: readonly string[] = [], context: TemplateContext = FALLBACK) => `${String(value)} ${context.locale}`;
    expect(where.length).toBe(1);
    expect(render(where)).toEqual({ html: 'at de-DE', errors: [] });
  });

  it('gives it to a formatter declared usesContext: true, however it is written', () => {
    const where: Formatter = Object.assign(
      (value: unknown, _args: readonly string[] = [], context: TemplateContext = FALLBACK) => `${String(value)} ${context.locale}`,
      { usesContext: true },
    );
    expect(where.length).toBe(1);
    expect(render(where)).toEqual({ html: 'at de-DE', errors: [] });
  });

  it('gives none to a formatter declared usesContext: false, even one written with three parameters', () => {
    const where: Formatter = Object.assign((_value: unknown, _args: readonly string[], context: TemplateContext) => context.locale, {
      usesContext: false,
    });
    expect(where.length).toBe(3);
    const { html, errors } = render(where);
    expect(html).toBe('');
    expect(errors.map((error) => error.message).join('\n')).toContain('A formatter declared with usesContext: false read its context.');
  });

  it('reads a declaration whose read throws as not made: the formatter gets the context', () => {
    const where = new Proxy((value: unknown, _args: readonly string[], context: TemplateContext) => `${String(value)} ${context.locale}`, {
      get(target, key) {
        if (key === 'usesContext') throw new Error('no');
        return Reflect.get(target, key) as unknown;
      },
    });
    expect(isContextFree(where)).toBe(false);
    expect(render(where)).toEqual({ html: 'at de-DE', errors: [] });
  });

  it('marks what contextFree declares, and nothing else', () => {
    expect(isContextFree(contextFree((value) => value))).toBe(true);
    expect(isContextFree((value: unknown) => value)).toBe(false);
  });

  it('every core formatter declared usesContext: false runs on any value without reading its context', () => {
    const declared = Object.entries(CORE_FORMATTERS).filter(([, formatter]) => isContextFree(formatter));
    // The 45 of the incumbent's formatters that only read their value and arguments.
    expect(declared).toHaveLength(45);
    const values: unknown[] = ['a <b> "c"', 3, 1.5, true, null, undefined, [1, 'x'], { value: '1.50', currency: 'USD' }, { originalSize: '10x20' }];
    const argumentLists: Array<readonly string[]> = [[], ['2'], ['id', 'x']];
    const unread: string[] = [];
    for (const [name, formatter] of declared) {
      for (const value of values) {
        for (const args of argumentLists) {
          try {
            formatter(value, args, UNUSED_CONTEXT);
          } catch (failure) {
            if (String(failure).includes('read its context')) unread.push(name);
          }
        }
      }
    }
    expect([...new Set(unread)]).toEqual([]);
  });
});
