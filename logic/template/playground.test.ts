import { describe, expect, it } from 'vitest';
import { createTemplateEngine } from './index.ts';
import { describeError, errorSummary, PLAYGROUND_LIMITS, renderPlayground, TEMPLATE_PLAYGROUND_STRINGS } from './playground.ts';

const engine = createTemplateEngine();

describe('The template playground', () => {
  it('renders a template against JSON context text', () => {
    expect(renderPlayground(engine, '<h1>{title|html}</h1>', '{"title":"Tea & cake"}')).toEqual({
      html: '<h1>Tea &amp; cake</h1>',
      errors: [],
      contextError: null,
    });
  });

  it('renders with an empty context and says why when the context is not JSON', () => {
    const result = renderPlayground(engine, '[{title}]', '{"title": ');
    expect(result.html).toBe('[]');
    expect(result.contextError).toMatch(/^The context is not valid JSON: /);
    expect(renderPlayground(engine, '[{a}]', '   ').contextError).toBeNull();
  });

  it('passes options and bounds the work of a half-typed template', () => {
    expect(renderPlayground(engine, '{.eval 1 + 1}', '{}', { enableExpressions: true }).html).toBe('2');
    const runaway = renderPlayground(engine, '{.macro m}{@|apply m}{@|apply m}{@|apply m}{.end}{@|apply m}', '1');
    expect(runaway.errors.map((e) => e.message)).toContain(`Rendering stopped: the template needed more than ${PLAYGROUND_LIMITS.maxSteps} steps.`);
  });

  it('summarises and describes errors', () => {
    expect([0, 1, 4].map((n) => errorSummary(n))).toEqual(['No errors', '1 error', '4 errors']);
    expect(describeError({ kind: 'syntax', message: "Formatter 'x' is unknown.", line: 2, column: 5 })).toBe(
      "Line 2, column 5 (syntax): Formatter 'x' is unknown.",
    );
    expect(errorSummary(2, { ...TEMPLATE_PLAYGROUND_STRINGS, templatePlaygroundErrorCount: '{count} erreurs' })).toBe('2 erreurs');
  });
});
