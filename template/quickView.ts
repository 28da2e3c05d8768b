/**
 * The quick view's template engine (shopper spec, calls: the quick view answers html whose scripts the page
 * runs again). The markup is the fragment formatters' own, each product fragment wrapped in a marker
 * naming the formatter, the product and the tag's arguments, and `{item|quick-view-data}` writes the
 * product and what its fragments read as a JSON data block. The page's quick view reads the block (as
 * data, never run) and revives each marker with the same component (PRODUCT_FRAGMENTS): that is how a
 * quick view's "scripts" are run again without running any script that came over the network.
 */
import type { Formatter, TemplateContext, TemplateEngine, TemplatePlugins } from '../logic/template/index.ts';
import { escapeAttribute, productOf } from '../logic/template/index.ts';
import { PRODUCT_FRAGMENTS } from '../components/shopper/QuickView/productFragments.tsx';
import { QUICK_VIEW_DATA_ATTRIBUTE, QUICK_VIEW_FRAGMENT_ATTRIBUTE } from '../logic/shopper/quickViewData.ts';
import { createFragmentTemplateEngine, FRAGMENT_FORMATTERS, productFragmentOptions } from './fragmentFormatters.tsx';

/** JSON that can sit inside a <script> element: `<`, `>` and `&` as \u escapes, so no `</script>` can end it early. */
export function scriptSafeJson(value: unknown): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    // A value JSON cannot write (a cycle, a bigint) is no data the page could read.
    json = undefined;
  }
  return (json ?? 'null').replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The formatter `name`, its markup wrapped in the marker the quick view revives. */
function markedFormatter(name: string, format: Formatter): Formatter {
  return (value, args, context) => {
    const html = format(value, args, context);
    const product = productOf(value);
    if (typeof html !== 'string' || product === null) return html;
    return (
      `<div ${QUICK_VIEW_FRAGMENT_ATTRIBUTE}="${escapeAttribute(name)}" data-product-id="${escapeAttribute(product.id)}"` +
      ` data-fragment-args="${escapeAttribute(JSON.stringify(args))}">${html}</div>`
    );
  };
}

/** `{item|quick-view-data}`: the product and what its fragments read, as the quick view's JSON data block. */
function quickViewData(value: unknown, _args: readonly string[], context: TemplateContext): string | undefined {
  const product = productOf(value);
  if (product === null) return undefined;
  const options = productFragmentOptions(context, product.id);
  return `<script type="application/json" ${QUICK_VIEW_DATA_ATTRIBUTE}>${scriptSafeJson({ product, ...options })}</script>`;
}

/**
 * A template engine for quick views: the fragment formatters, each product fragment marked for the
 * page to revive, `quick-view-data`, and `plugins`.
 */
export function createQuickViewTemplateEngine(plugins: TemplatePlugins = {}): TemplateEngine {
  const engine = createFragmentTemplateEngine();
  const marked: Record<string, Formatter> = { 'quick-view-data': quickViewData };
  for (const name of Object.keys(PRODUCT_FRAGMENTS)) {
    const format = FRAGMENT_FORMATTERS[name];
    if (format) marked[name] = markedFormatter(name, format);
  }
  engine.register({ formatters: marked });
  engine.register(plugins);
  return engine;
}
