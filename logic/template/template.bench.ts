/**
 * The template benchmark (issue 8): the same corpus rendered by this engine and by the incumbent
 * `@squarespace/template-engine` in one run — compile+render from source, and render of a compiled
 * template — printing each page's throughput ratio (targets: 3x and 2x).
 */
import { createRequire } from 'node:module';
import { test } from 'vitest';
import { compileTemplate as exportedCompile, renderTemplate as exportedRender } from './index.ts';
import { CORPUS } from './testing/corpus.ts';

// Bound once: reading a module export through Vitest's runner costs a getter call per use.
const compileTemplate = exportedCompile;
const renderTemplate = exportedRender;

interface Incumbent {
  parse(source: string): { code: unknown };
  execute(props: { code: unknown; json: unknown; partials?: Record<string, string>; enableExpr?: boolean }): {
    ctx: { render(): string };
  };
}

const require = createRequire(import.meta.url);
const { Compiler } = require('@squarespace/template-engine') as { Compiler: new () => Incumbent };
const incumbent = new Compiler();
let sink = '';

for (const page of CORPUS) {
  const options = { enableExpressions: page.expressions === true, ...(page.partials ? { partials: page.partials } : {}) };
  const incumbentOptions = { json: page.context, enableExpr: page.expressions === true, ...(page.partials ? { partials: page.partials } : {}) };

  test(`${page.name}: vitrine against the incumbent`, async ({ bench }) => {
    const compiled = compileTemplate(page.template).template;
    const code = incumbent.parse(page.template).code;
    const results = await bench.compare(
      bench('vitrine compile+render', () => {
        sink = renderTemplate(page.template, page.context, options).html;
      }),
      bench('incumbent compile+render', () => {
        sink = incumbent.execute({ code: page.template, ...incumbentOptions }).ctx.render();
      }),
      bench('vitrine render compiled', () => {
        sink = renderTemplate(compiled, page.context, options).html;
      }),
      bench('incumbent render compiled', () => {
        sink = incumbent.execute({ code, ...incumbentOptions }).ctx.render();
      }),
    );
    const rate = (name: Parameters<typeof results.get>[0]) => results.get(name).throughput.mean;
    const fullRatio = rate('vitrine compile+render') / rate('incumbent compile+render');
    const renderRatio = rate('vitrine render compiled') / rate('incumbent render compiled');
    console.log(
      `${page.name}: compile+render ${fullRatio.toFixed(2)}x the incumbent (target 3x), render ${renderRatio.toFixed(2)}x (target 2x)`,
    );
    if (sink === '') throw new Error('The benchmark rendered nothing.');
  });
}
