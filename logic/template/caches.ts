/**
 * The caches of one template engine: what compiling and rendering work out once and keep, each
 * bounded as cacheBudget.ts says. createTemplateEngine makes one set; its registry carries them to
 * compiling, and a render to the formatters and predicates (state.ts cachesOf). Nothing here is kept
 * at module level: two engines share no cache, and an engine's caches go with it.
 */
import { BoundedMap, CACHE_LIMITS, CACHE_SIZES } from './cacheBudget.ts';
import type { Application } from './formatters/core.ts';
import { Memo } from './formatters/memo.ts';
import type { LocaleIntl, Part } from './formatters/message.ts';
import type { ReadExpression } from './instructions.ts';
import type { Product } from '../shopper/product.ts';
import { MoneyReadings, productWith } from './product.ts';
import type { Lookup } from './scope.ts';
import type { VariablePath } from './syntax.ts';

/** One engine's caches (the tags it has read are kept by its registry: see tagCache.ts). */
export class TemplateCaches {
  /** Variable paths by their dotted text: frozen and shared, so each is split once (tags.ts internPath). */
  readonly paths = new BoundedMap<string, VariablePath>(CACHE_SIZES.paths, CACHE_LIMITS.pathCacheBytes);
  /** Lookups of shared paths, from a scope outward (scope.ts compileLookup). */
  readonly lookups = new BoundedMap<VariablePath, Lookup>(CACHE_SIZES.lookups);
  /** Lookups of shared paths in the current scope only (scope.ts compileLocalLookup). */
  readonly localLookups = new BoundedMap<VariablePath, Lookup>(CACHE_SIZES.lookups);
  /** Lookups of paths written at run time, by their text (scope.ts lookupPath). */
  readonly textLookups = new BoundedMap<string, Lookup>(CACHE_SIZES.lookups);
  /** `.eval` expressions read, by their text (instructions.ts). */
  readonly expressions = new BoundedMap<string, ReadExpression>(CACHE_SIZES.expressions, CACHE_LIMITS.expressionCacheBytes);
  /** Messages of the message formatter read into parts, by their text (formatters/message.ts). */
  readonly messages = new BoundedMap<string, readonly Part[]>(Number.POSITIVE_INFINITY, CACHE_LIMITS.messageCacheBytes);
  /** The message formatter's Intl objects, by locale. */
  readonly messageIntls = new BoundedMap<string, LocaleIntl>(CACHE_SIZES.locales);
  /** The date formatter's recent texts (formatters/dates.ts). */
  readonly dateTexts = new Memo(CACHE_SIZES.formattedTexts);
  /** The money formatter's recent texts (formatters/numbers.ts). */
  readonly moneyTexts = new Memo(CACHE_SIZES.formattedTexts);
  /** Recent calendar days of instants, by zone (predicates/content.ts `same-day?`). */
  readonly dayTexts = new Memo(CACHE_SIZES.formattedTexts);
  /** The Intl formatters of calendar days, by zone. */
  readonly dayFormatters = new BoundedMap<string, Intl.DateTimeFormat>(CACHE_SIZES.locales);
  /** Primitive JSON arguments of the comparison predicates, by their text (predicates/core.ts). */
  readonly jsonArguments = new BoundedMap<string, string | number | boolean | null>(CACHE_SIZES.jsonArguments);
  /** The `apply` formatter's arguments read, by the tag's argument list (formatters/core.ts). */
  readonly applications = new WeakMap<readonly string[], Application>();
  /** Money objects read from template data (product.ts). */
  readonly money = new MoneyReadings(CACHE_SIZES.moneyReadings);
  /** product.ts productOf with its money readings kept in {@link money} (what `remember` is handed for a product). */
  readonly product = (value: object): Product | null => productWith(value, this.money);
}
