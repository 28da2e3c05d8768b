import { describe, expect, it } from 'vitest';
import { compileTemplate, createTemplateEngine, DEFAULT_LIMITS, parseTemplate, renderTemplate } from './index.ts';

describe('API: compileTemplate', () => {
  it('reports syntax errors with line and column and still renders whatever parsed', () => {
    const { template, errors } = compileTemplate('ok {a}\n{b|nope} {.end}');
    expect(errors.map((e) => [e.kind, e.line, e.column, e.message])).toEqual([
      ['syntax', 2, 1, "Formatter 'nope' is unknown."],
      ['syntax', 2, 10, 'Instruction END not allowed at root'],
    ]);
    expect(renderTemplate(template, { a: 1 }).html).toBe('ok 1\n{b|nope} ');
  });

  it('gives a template reusable across renders, carrying nothing from one render to the next', () => {
    const { template } = compileTemplate('{.macro m}M{.end}{.eval @n = n + 1}{@n}{a|apply m}{.var @x a}');
    const options = { enableExpressions: true };
    const first = renderTemplate(template, { n: 1, a: 1 }, options);
    const second = renderTemplate(template, { n: 41, a: 1 }, options);
    expect([first.html, second.html]).toEqual(['2M', '42M']);
    expect(renderTemplate(compileTemplate('[{@x}][{@n}]').template, {}).html).toBe('[][]');
  });

  it('does not repeat compile errors when rendering a compiled template', () => {
    const { template } = compileTemplate('{a|nope}');
    expect(renderTemplate(template, {}).errors).toEqual([]);
    expect(renderTemplate('{a|nope}', {}).errors).toHaveLength(1);
  });
});

describe('API: createTemplateEngine and plugins', () => {
  it('adds formatters and predicates to a registry of its own', () => {
    const engine = createTemplateEngine({
      formatters: { shout: (value) => `${String(value).toUpperCase()}!` },
      predicates: { 'big?': (_args, context) => Number(context.value) > 10 },
    });
    expect(engine.renderTemplate('{a|shout}{.section n}{.big?}big{.end}{.end}', { a: 'hi', n: 11 }).html).toBe('HI!big');
    expect(renderTemplate('{a|shout}', { a: 'hi' }).errors.map((e) => e.message)).toEqual(["Formatter 'shout' is unknown."]);
  });

  it('gives formatters the context: scope lookups, locale, zone, now and errors', () => {
    const engine = createTemplateEngine({
      formatters: {
        probe: (value, args, context) => {
          context.error(`probe ${args.join(',')}`);
          return [value, context.resolve('@.k'), context.resolveInScope('k'), context.locale, context.timeZone, context.now, context.variables.length].join('|');
        },
      },
    });
    const result = engine.renderTemplate('{.section s}{v, w|probe x y}{.end}', { s: { k: 'scope' }, v: { k: 'own' }, w: 2 }, {
      locale: 'fr-FR',
      timeZone: 'Europe/Paris',
      now: 5,
    });
    expect(result.html).toBe('[object Object]|own|scope|fr-FR|Europe/Paris|5|2');
    expect(result.errors).toEqual([{ kind: 'runtime', message: 'probe x,y', line: 1, column: 13 }]);
  });

  it('register adds plugins for templates compiled afterwards', () => {
    const engine = createTemplateEngine();
    const before = engine.compileTemplate('{a|late}');
    engine.register({ formatters: { late: () => 'late' } });
    expect(engine.renderTemplate(before.template, { a: 1 }).html).toBe('{a|late}');
    expect(engine.renderTemplate('{a|late}', { a: 1 }).html).toBe('late');
    expect(engine.registry.formatterNames()).toContain('late');
  });

  it('takes plugins per compile and per render, for partials too', () => {
    const plugins = { formatters: { twice: (value: unknown) => `${String(value)}${String(value)}` } };
    expect(compileTemplate('{a|twice}', { plugins }).errors).toEqual([]);
    expect(renderTemplate('{a|twice}{a|apply p}', { a: 'x' }, { plugins, partials: { p: '[{@|twice}]' } }).html).toBe('xx[xx]');
  });

  it('parseTemplate names unknown core formatters and predicates', () => {
    expect(parseTemplate('{a|html}{b|zzz}{.zzz?}{.end}').errors.map((e) => e.message)).toEqual([
      "Formatter 'zzz' is unknown.",
      "Predicate 'zzz?' is unknown.",
    ]);
  });
});

describe('API: render options', () => {
  it('has finite default limits, with the partial depth of rendering spec, constants and limits', () => {
    expect(DEFAULT_LIMITS.maxPartialDepth).toBe(16);
    for (const value of Object.values(DEFAULT_LIMITS)) expect(Number.isFinite(value)).toBe(true);
  });

  it('uses the time zone option over the site\'s, the site\'s over the default', () => {
    const context = { d: 0, website: { timeZone: 'Asia/Tokyo' } };
    expect(renderTemplate('{d|date %H}', context).html).toBe('09');
    expect(renderTemplate('{d|date %H}', context, { timeZone: 'UTC' }).html).toBe('00');
    expect(renderTemplate('{d|date %H}', { d: 0 }).html).toBe('19');
  });

  it('treats a limit of 0 as no limit for tokens and string length', () => {
    const options = { enableExpressions: true, maxTokens: 0, maxStringLength: 0 };
    expect(renderTemplate(`{.eval ${'1 + '.repeat(2_000)}1}`, {}, options).html).toBe('2001');
  });
});
