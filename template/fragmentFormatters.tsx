import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { MerchandisingContext } from '../logic/shopper/merchandising.ts';
import type { Product, ProductSettings } from '../logic/shopper/product.ts';
import { DEFAULT_LOCALIZED_STRINGS, type LocalizedStrings } from '../logic/shared/strings.ts';
import {
  createTemplateEngine,
  merchandisingContextOf,
  productOf,
  type Formatter,
  type TemplateContext,
  type TemplateEngine,
  type TemplatePlugins,
} from '../logic/template/index.ts';
import { LocalizedStringsProvider } from '../hooks/shared/LocalizedStringsProvider.tsx';
import { MoneyFormatProvider } from '../hooks/shopper/MoneyFormatProvider.tsx';
import { PRODUCT_FRAGMENTS, type ProductFragmentOptions } from '../components/shopper/QuickView/productFragments.tsx';
import { IMAGES_FRAGMENTS } from './fragments/images.tsx';
import { MEDIA_FRAGMENTS } from './fragments/media.tsx';
import { SOCIAL_FRAGMENTS } from './fragments/social.tsx';

/**
 * Builds the element a fragment formatter renders: from the formatted value, the tag's arguments and
 * the template context; null renders nothing.
 */
export type FragmentRenderer = (value: unknown, args: readonly string[], context: TemplateContext) => ReactElement | null;

/** The site's localized strings from the template context (`localizedStrings`), over the library defaults. */
export function siteStrings(context: TemplateContext): Partial<LocalizedStrings> {
  const strings: Partial<LocalizedStrings> = {};
  try {
    const given = context.resolve('localizedStrings');
    if (typeof given !== 'object' || given === null) return strings;
    for (const key of Object.keys(DEFAULT_LOCALIZED_STRINGS) as Array<keyof LocalizedStrings>) {
      const text: unknown = (given as Record<string, unknown>)[key];
      if (typeof text === 'string') strings[key] = text;
    }
  } catch {
    // No context, or strings whose reads throw: the library's wording.
    return {};
  }
  return strings;
}

/** Text from what a JavaScript caller passed: strings as they are, numbers printed, anything else empty. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * The tree a fragment formatter renders for `element`: the element inside the site's localized
 * strings. A page hydrates a fragment's markup with this same tree (and the same identifier prefix,
 * see {@link fragmentIdentifierPrefix}), so the live component takes over the markup as it is.
 */
export function fragmentTree(element: ReactElement, strings: Partial<LocalizedStrings>): ReactElement {
  const given = typeof strings === 'object' && strings !== null ? strings : {};
  try {
    return <LocalizedStringsProvider strings={given}>{element}</LocalizedStringsProvider>;
  } catch {
    // Not an element (a JavaScript caller passed an object React cannot read): the tree renders nothing.
    return <LocalizedStringsProvider strings={given}>{null}</LocalizedStringsProvider>;
  }
}

/**
 * The `identifierPrefix` a fragment is rendered (and must be hydrated) with: the formatter's name, the
 * product's or item's id (escaped to letters, digits and hyphens, each other character as `_` and four hex
 * digits) and, from the second time the same fragment of the same product appears in one render, its
 * occurrence. Ids made by `useId` (a label's `for`, `aria-controls`) then stay unique across the
 * fragments of a page, where separate renders would otherwise all start from the same ids.
 */
export function fragmentIdentifierPrefix(name: string, key: string, occurrence = 0): string {
  const escaped = textOf(key).replace(/[^A-Za-z0-9-]/g, (c) => `_${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const count = typeof occurrence === 'number' && Number.isSafeInteger(occurrence) && occurrence > 0 ? occurrence : 0;
  return `vitrine-${textOf(name)}-${escaped}-${count === 0 ? '' : `${count}-`}`;
}

/** Found by identity: the per-render count of each fragment's occurrences is remembered against it. */
const OCCURRENCES = {};

/**
 * Turns a renderer into the formatter `name`: the element is rendered to markup with
 * `react-dom/server`, as {@link fragmentTree} with the site's localized strings and
 * {@link fragmentIdentifierPrefix}, so a template and a React tree produce the same markup from one
 * component, and the markup hydrates into it.
 */
export function fragmentFormatter(render: FragmentRenderer, name = 'fragment'): Formatter {
  return (value, args, context) => {
    const element = render(value, args, context);
    if (element === null) return undefined;
    const key = fragmentKey(value, context);
    const counts = context.remember('vitrine:fragment-occurrences', OCCURRENCES, () => new Map<string, number>());
    const occurrence = counts.get(`${name}\u0000${key}`) ?? 0;
    counts.set(`${name}\u0000${key}`, occurrence + 1);
    return renderToString(fragmentTree(element, siteStrings(context)), { identifierPrefix: fragmentIdentifierPrefix(name, key, occurrence) });
  };
}

/**
 * What a fragment's identifier prefix is keyed by: the product's id, else the item's own `id` (a blog
 * post, an event, a gallery item), else nothing.
 */
function fragmentKey(value: unknown, context: TemplateContext): string {
  const product = productIn(value, context);
  if (product !== null) return product.id;
  try {
    const id: unknown = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['id'] : undefined;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
  } catch {
    // An item whose id read throws is keyed by nothing, like one without an id.
    return '';
  }
}

/** The product a formatted value describes, read once per render. */
function productIn(value: unknown, context: TemplateContext): Product | null {
  return typeof value === 'object' && value !== null ? context.remember('product', value, productOf) : null;
}

/** A product's merchandising context: the page's `productMerchandisingContext` by product id (rendering spec, entities). */
function merchandisingIn(context: TemplateContext, id: string): MerchandisingContext {
  const contexts = context.resolve('productMerchandisingContext');
  return typeof contexts === 'object' && contexts !== null && Object.hasOwn(contexts, id)
    ? merchandisingContextOf((contexts as Record<string, unknown>)[id])
    : {};
}

/** The site's captcha key (`website.captchaSettings.siteKey`, rendering spec, entities), when it has one. */
function captchaSiteKey(context: TemplateContext): string | undefined {
  const key = context.resolve('website.captchaSettings.siteKey');
  return typeof key === 'string' && key !== '' ? key : undefined;
}

function storeSettings(context: TemplateContext): ProductSettings {
  const allowed = context.resolve('websiteSettings.storeSettings.multipleQuantityAllowedForServices') ?? context.resolve('storeSettings.multipleQuantityAllowedForServices');
  return typeof allowed === 'boolean' ? { storeSettings: { multipleQuantityAllowedForServices: allowed } } : {};
}

/**
 * A product fragment in the website's money format: the locale's own format, in the template's locale,
 * when the context's `website.useCLDRMoneyFormat` is true (rendering spec, entities Website); the
 * element as it is otherwise (the native style). A page that revives the fragments (the quick view)
 * gives its tree the same MoneyFormatProvider.
 */
function withMoneyFormat(element: ReactElement | null, context: TemplateContext): ReactElement | null {
  if (element === null || context.resolve('website.useCLDRMoneyFormat') !== true) return element;
  return (
    <MoneyFormatProvider website={{ useCLDRMoneyFormat: true }} locale={context.locale}>
      {element}
    </MoneyFormatProvider>
  );
}

/**
 * What a product's fragments read from the template context: its merchandising context, the site's
 * captcha key and store settings. The quick view's data block carries the same (see quickView.ts).
 */
export function productFragmentOptions(context: TemplateContext, id: string): ProductFragmentOptions {
  const siteKey = captchaSiteKey(context);
  return { merchandising: merchandisingIn(context, id), settings: storeSettings(context), ...(siteKey === undefined ? {} : { captchaSiteKey: siteKey }) };
}

/**
 * The fragment formatters whose component exists, by formatter name. A name of docs/template-language.md
 * whose component has not landed stays unregistered: a template that uses one gets the engine's
 * unknown-formatter error (rendering spec, error catalogue "Formatter or Predicate '{x}' is unknown.").
 *
 * To register one: a product's fragment goes in PRODUCT_FRAGMENTS (components/shopper/QuickView/
 * productFragments.tsx), which the quick view revives too; any other goes in its area's file,
 * template/fragments/<area>.tsx, as `'name': (value, args, context) => <Component … />` (site
 * settings with `context.resolve(path)`, null to print nothing), whose record is spread below. Then a
 * test in template/fragments/<area>.test.tsx compares the formatter's output with `renderToString` of
 * `fragmentTree(<Component … />, strings)` and `fragmentIdentifierPrefix('name', id)`, and
 * template/hydration.<area>.test.tsx hydrates it. Every engine made by `createFragmentTemplateEngine`
 * (and the builder's TemplatePlayground) picks it up.
 */
export const FRAGMENT_RENDERERS: Readonly<Record<string, FragmentRenderer>> = {
  // The product fragments come from the one list the quick view revives them with (PRODUCT_FRAGMENTS).
  ...Object.fromEntries(
    Object.entries(PRODUCT_FRAGMENTS).map(([name, fragment]): [string, FragmentRenderer] => [
      name,
      (value, args, context) => {
        const product = productIn(value, context);
        return product === null ? null : withMoneyFormat(fragment(product, args, productFragmentOptions(context, product.id)), context);
      },
    ]),
  ),
  ...SOCIAL_FRAGMENTS,
  ...IMAGES_FRAGMENTS,
  ...MEDIA_FRAGMENTS,
};

/** Every registered fragment formatter, ready for an engine's registry. */
export const FRAGMENT_FORMATTERS: Readonly<Record<string, Formatter>> = Object.fromEntries(
  Object.entries(FRAGMENT_RENDERERS).map(([name, render]) => [name, fragmentFormatter(render, name)]),
);

/** Registers the fragment formatters into an engine (templates compiled afterwards can use them). */
export function registerFragmentFormatters(engine: TemplateEngine): TemplateEngine {
  try {
    engine.register({ formatters: FRAGMENT_FORMATTERS });
  } catch {
    // Not an engine (a JavaScript caller passed something else): it is given back as it came.
  }
  return engine;
}

/** A template engine with the core formatters and predicates, the fragment formatters, and `plugins`. */
export function createFragmentTemplateEngine(plugins: TemplatePlugins = {}): TemplateEngine {
  const engine = registerFragmentFormatters(createTemplateEngine());
  engine.register(plugins);
  return engine;
}
