import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ImageAsset, ImageLoader, ImagePriority } from '../../logic/images.ts';
import type { Product, ProductSettings } from '../../logic/product.ts';
import { DEFAULT_LOCALIZED_STRINGS, type LocalizedStrings } from '../../logic/strings.ts';
import {
  createTemplateEngine,
  productOf,
  type Formatter,
  type TemplateContext,
  type TemplateEngine,
  type TemplatePlugins,
} from '../../logic/template/index.ts';
import { LocalizedStringsProvider } from '../../hooks/useLocalizedStrings.tsx';
import { Image } from '../content/Image/Image.tsx';
import { AddToCartButton } from '../shopper/AddToCartButton/AddToCartButton.tsx';
import { ProductBadge } from '../shopper/ProductBadge/ProductBadge.tsx';
import { ProductPrice } from '../shopper/ProductPrice/ProductPrice.tsx';
import { QuantityInput } from '../shopper/QuantityInput/QuantityInput.tsx';
import { SubscriptionPrice } from '../shopper/SubscriptionPrice/SubscriptionPrice.tsx';
import { VariantSelector } from '../shopper/VariantSelector/VariantSelector.tsx';

/**
 * Builds the element a fragment formatter renders: from the formatted value, the tag's arguments and
 * the template context; null renders nothing.
 */
export type FragmentRenderer = (value: unknown, args: readonly string[], context: TemplateContext) => ReactElement | null;

/** The site's localized strings from the template context (`localizedStrings`), over the library defaults. */
export function siteStrings(context: TemplateContext): Partial<LocalizedStrings> {
  const given = context.resolve('localizedStrings');
  const strings: Partial<LocalizedStrings> = {};
  if (typeof given !== 'object' || given === null) return strings;
  for (const key of Object.keys(DEFAULT_LOCALIZED_STRINGS) as Array<keyof LocalizedStrings>) {
    const text: unknown = (given as Record<string, unknown>)[key];
    if (typeof text === 'string') strings[key] = text;
  }
  return strings;
}

/**
 * Turns a renderer into a formatter: the element is rendered to markup with `react-dom/server`, inside
 * the site's localized strings, so a template and a React tree produce the same markup from one component.
 */
export function fragmentFormatter(render: FragmentRenderer): Formatter {
  return (value, args, context) => {
    const element = render(value, args, context);
    if (element === null) return undefined;
    return renderToString(<LocalizedStringsProvider strings={siteStrings(context)}>{element}</LocalizedStringsProvider>);
  };
}

/** `name:value` arguments as a map (`{image|image priority:high sizes:50vw}`). */
function options(args: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const arg of args) {
    const colon = arg.indexOf(':');
    map.set(colon === -1 ? arg : arg.slice(0, colon), colon === -1 ? '' : arg.slice(colon + 1));
  }
  return map;
}

/** The product a formatted value describes, read once per render. */
function productIn(value: unknown, context: TemplateContext): Product | null {
  return typeof value === 'object' && value !== null ? context.remember('product', value, productOf) : null;
}

/** The merchant's sold-out wording for a product (merchandising context, rendering.md §3). */
function customSoldOutText(context: TemplateContext, id: string): string | undefined {
  const text = context.resolve(`productMerchandisingContext.${id}.customSoldOutText`);
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

function storeSettings(context: TemplateContext): ProductSettings {
  const allowed = context.resolve('websiteSettings.storeSettings.multipleQuantityAllowedForServices') ?? context.resolve('storeSettings.multipleQuantityAllowedForServices');
  return typeof allowed === 'boolean' ? { storeSettings: { multipleQuantityAllowedForServices: allowed } } : {};
}

function imageOf(value: unknown): ImageAsset | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const image = typeof record['mainImage'] === 'object' && record['mainImage'] !== null ? (record['mainImage'] as Record<string, unknown>) : record;
  return typeof image['assetUrl'] === 'string' ? (image as ImageAsset) : null;
}

/**
 * The fragment formatters whose component exists, by formatter name. Names of TEMPLATE-LANGUAGE.md
 * whose component had not landed (product-checkout, product-restock-notification, product-scarcity,
 * product-quick-view, summary-form-field, audio-player, video, comment-link, comments, like-button,
 * social-button, twitter-follow-button, activate-twitter-links) stay unregistered: a template that
 * uses one gets "Formatter '…' is unknown." until its component is registered here.
 *
 * To register one: add `'name': (value, args, context) => <Component … />` below (read a product with
 * `productIn(value, context)`, site settings with `context.resolve(path)`, return null to print
 * nothing), then add a test to fragmentFormatters.test.tsx comparing the formatter's output with
 * `renderToString` of the component. Every engine made by `createFragmentTemplateEngine` (and the
 * builder's TemplatePlayground) picks it up.
 */
export const FRAGMENT_RENDERERS: Readonly<Record<string, FragmentRenderer>> = {
  /**
   * `{item|product-price}`: the price, struck-through original and badge (`no-badge` leaves the badge
   * out). rendering.md §8 records the incumbent's "not yet implemented" for this formatter; the
   * library has the component, so the formatter renders it.
   */
  'product-price': (value, args, context) => {
    const product = productIn(value, context);
    if (product === null) return null;
    const soldOut = customSoldOutText(context, product.id);
    return <ProductPrice product={product} showBadge={!args.includes('no-badge')} {...(soldOut ? { customSoldOutText: soldOut } : {})} />;
  },
  /** `{item|product-status}`: the sold-out or sale badge, or nothing. */
  'product-status': (value, _args, context) => {
    const product = productIn(value, context);
    if (product === null) return null;
    const soldOut = customSoldOutText(context, product.id);
    return <ProductBadge product={product} {...(soldOut ? { customSoldOutText: soldOut } : {})} />;
  },
  /** `{item|subscription-price}`: the price of a subscribable product with its billing wording (`keep-unit`). */
  'subscription-price': (value, args, context) => {
    const product = productIn(value, context);
    if (product === null || product.isSubscribable !== true) return null;
    return <SubscriptionPrice product={product} keepUnit={args.includes('keep-unit')} />;
  },
  /** `{item|variants-select}` (dropdowns) or `{item|variants-select radio}`. */
  'variants-select': (value, args, context) => {
    const product = productIn(value, context);
    if (product === null) return null;
    return <VariantSelector product={product} appearance={args.includes('radio') ? 'radio' : 'dropdown'} />;
  },
  /** `{item|quantity-input}`: shown only when the product takes a quantity (rendering.md §4). */
  'quantity-input': (value, _args, context) => {
    const product = productIn(value, context);
    if (product === null) return null;
    return <QuantityInput product={product} settings={storeSettings(context)} />;
  },
  /** `{item|add-to-cart-btn}` on a product page, `{item|add-to-cart-btn listing}` in a list. */
  'add-to-cart-btn': (value, args, context) => {
    const product = productIn(value, context);
    if (product === null) return null;
    return <AddToCartButton product={product} context={args.includes('listing') ? 'listing' : 'detail'} />;
  },
  /** `{image|image priority:high sizes:50vw alt:… loader:raw fit:cover}` of an asset (or an item's mainImage). */
  image: (value, args) => {
    const image = imageOf(value);
    if (image === null) return null;
    const given = options(args);
    const fit = given.get('fit');
    return (
      <Image
        image={image}
        {...(given.has('sizes') ? { sizes: given.get('sizes') ?? '' } : {})}
        {...(given.has('priority') ? { priority: given.get('priority') as ImagePriority } : {})}
        {...(given.has('alt') ? { alt: given.get('alt') ?? '' } : {})}
        {...(given.has('loader') ? { loader: given.get('loader') as ImageLoader } : {})}
        {...(fit === 'cover' || fit === 'contain' || fit === 'natural' ? { fit } : {})}
      />
    );
  },
};

/** Every registered fragment formatter, ready for an engine's registry. */
export const FRAGMENT_FORMATTERS: Readonly<Record<string, Formatter>> = Object.fromEntries(
  Object.entries(FRAGMENT_RENDERERS).map(([name, render]) => [name, fragmentFormatter(render)]),
);

/** Registers the fragment formatters into an engine (templates compiled afterwards can use them). */
export function registerFragmentFormatters(engine: TemplateEngine): TemplateEngine {
  engine.register({ formatters: FRAGMENT_FORMATTERS });
  return engine;
}

/** A template engine with the core formatters and predicates, the fragment formatters, and `plugins`. */
export function createFragmentTemplateEngine(plugins: TemplatePlugins = {}): TemplateEngine {
  const engine = registerFragmentFormatters(createTemplateEngine());
  engine.register(plugins);
  return engine;
}
