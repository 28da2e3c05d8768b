/**
 * The merchandising context of a product (rendering spec, entities "Merchandising context", states, validation rules): the
 * scarcity message, the back-in-stock (restock) form and its mailing-list opt-in. The spec names the
 * fields and two rules (scarcity only when enabled; the restock form hidden when hidden by default);
 * the shapes of the per-view fields and the rest of the reading are the library's, said where they are.
 */
import { PLEASE_ENTER_VALID_EMAIL } from '../builder/builder.ts';
import { isValidEmail } from '../forms/forms.ts';
import { isSoldOut, isVariantInStock, totalStock, type Product, type Variant } from './product.ts';
import { interpolate } from '../shared/interpolate.ts';
import type { LocalizedStrings } from '../shared/strings.ts';

/** Library string: the scarcity message when the merchant gave no text; `{quantity}` is the units left. */
export const SCARCITY_TEXT = 'Only {quantity} left in stock';

/**
 * The merchandising strings as localized-string defaults: the library's scarcity wording and the
 * restock form's email message (shopper spec, validation rules). Components read them through the localized strings.
 */
export const MERCHANDISING_STRINGS = {
  productScarcityText: SCARCITY_TEXT,
  restockEmailInvalidMessage: PLEASE_ENTER_VALID_EMAIL,
} as const;

/** Where a product fragment is rendered. */
export type MerchandisingView = 'productDetail' | 'productItem' | 'quickView';

/** How the restock form behaves in one view (library reading of `restockNotificationViews`). */
export interface RestockNotificationView {
  /** The form is not shown in this view (rendering spec, states: hidden when its hidden-by-default flag is set). */
  hiddenByDefault?: boolean;
}

/** The merchant's wording of the restock form (library reading of `restockNotificationMessages`). */
export interface RestockNotificationMessages {
  /** The form's heading. */
  title?: string;
  /** Shown once the signup is saved. */
  success?: string;
}

/** A product's merchandising context (rendering spec, entities); every field may be missing. */
export interface MerchandisingContext {
  /** The scarcity message is shown only when this is true (rendering spec, states). */
  scarcityEnabled?: boolean;
  /** The views the scarcity message shows in; missing means every view (library reading). */
  scarcityTemplateViews?: readonly MerchandisingView[];
  /** The message, `{quantity}` replaced by the units left, e.g. "Only {quantity} left!". */
  scarcityText?: string;
  /** Shown before the shopper has chosen a variant (then counting the whole product); else only once one is chosen (library reading). */
  scarcityShownByDefault?: boolean;
  /** The merchant's own sold-out wording. */
  customSoldOutText?: string;
  /** Per view, whether the restock form is hidden. */
  restockNotificationViews?: Partial<Record<MerchandisingView, RestockNotificationView>>;
  /** The merchant's wording of the restock form. */
  restockNotificationMessages?: RestockNotificationMessages;
  /** The restock form offers to join the mailing list (rendering spec, validation rules: an optional checkbox). */
  mailingListSignUpEnabled?: boolean;
  /** That checkbox starts checked. */
  mailingListOptInByDefault?: boolean;
}

/** The merchandising contexts of a page, keyed by product id (rendering spec, entities). */
export type MerchandisingContexts = Readonly<Record<string, MerchandisingContext>>;

const NO_CONTEXT: MerchandisingContext = Object.freeze({});

/** The context of one product; an empty one when the page has none for it. */
export function merchandisingFor(contexts: MerchandisingContexts | null | undefined, productId: string): MerchandisingContext {
  return contexts && Object.hasOwn(contexts, productId) ? (contexts[productId] ?? NO_CONTEXT) : NO_CONTEXT;
}

/** What the scarcity message counts from: the chosen variant, or none chosen yet. */
export interface ScarcityInput {
  product: Product;
  /** The variant the shopper's choice picks, if it picks one. */
  variant?: Variant | undefined;
  /** Where it is rendered. @default 'productDetail' */
  view?: MerchandisingView;
}

/** The units the scarcity message counts: the chosen variant's, else the product's (Infinity when unlimited). */
export function unitsLeft(product: Product, variant?: Variant): number {
  if (!variant) return totalStock(product);
  if (!isVariantInStock(product, variant)) return 0;
  return variant.unlimited ? Number.POSITIVE_INFINITY : variant.qtyInStock;
}

/** The strings {@link scarcityMessage} falls back on when the merchant gave no wording. */
export type ScarcityStrings = Pick<LocalizedStrings, 'productScarcityText'>;

/**
 * The scarcity message, or null when it is not shown: only when scarcity is enabled (rendering spec, states),
 * in the views it is meant for, before a variant is chosen only when shown by default, and only while
 * a known, limited number of units is left (never for unlimited stock or a sold-out choice).
 * The merchant's `scarcityText` is data and wins; else the site's `productScarcityText` from
 * `strings` (a bare string is that text, as callers passed it before).
 */
export function scarcityMessage(
  context: MerchandisingContext,
  input: ScarcityInput,
  strings: ScarcityStrings | string = MERCHANDISING_STRINGS,
): string | null {
  const fallbackText = typeof strings === 'string' ? strings : strings.productScarcityText;
  if (context.scarcityEnabled !== true) return null;
  const view = input.view ?? 'productDetail';
  if (context.scarcityTemplateViews && !context.scarcityTemplateViews.includes(view)) return null;
  if (!input.variant && context.scarcityShownByDefault !== true) return null;
  const units = unitsLeft(input.product, input.variant);
  if (!Number.isFinite(units) || units <= 0) return null;
  const text = context.scarcityText?.trim() ? context.scarcityText : fallbackText;
  return interpolate(text, { quantity: units });
}

/** The restock form is hidden when its view's hidden-by-default flag is set (rendering spec, states). */
export function isRestockFormHidden(context: MerchandisingContext, view: MerchandisingView = 'productDetail'): boolean {
  return context.restockNotificationViews?.[view]?.hiddenByDefault === true;
}

/**
 * Whether a restock form is called for: the chosen variant is out of stock, or, with nothing chosen,
 * the whole product is sold out. Digital products and gift cards never run out.
 */
export function needsRestockForm(product: Product, variant?: Variant): boolean {
  return variant ? !isVariantInStock(product, variant) : isSoldOut(product);
}

/**
 * The variants a restock signup asks about: the chosen one when it is out of stock; with nothing
 * chosen and the whole product sold out, every variant (the shopper cannot pick a sold-out one);
 * otherwise none.
 */
export function restockSkus(product: Product, variant?: Variant): string[] {
  if (!needsRestockForm(product, variant)) return [];
  return variant ? [variant.sku] : product.variants.map(({ sku }) => sku);
}

/** The join-mailing-list checkbox is offered only when the merchant enabled mailing-list signup. */
export function showsMailingListCheckbox(context: MerchandisingContext): boolean {
  return context.mailingListSignUpEnabled === true;
}

/** The checkbox starts checked when offered and the merchant opted shoppers in by default. */
export function mailingListOptInDefault(context: MerchandisingContext): boolean {
  return showsMailingListCheckbox(context) && context.mailingListOptInByDefault === true;
}

/**
 * The restock form's email check: 'Please enter a valid email' (or the site's `restockEmailInvalidMessage`)
 * unless the trimmed text is an email (shopper spec, validation rules).
 */
export function restockEmailError(
  email: string,
  strings: Pick<LocalizedStrings, 'restockEmailInvalidMessage'> = MERCHANDISING_STRINGS,
): string | null {
  return typeof email === 'string' && isValidEmail(email.trim()) ? null : strings.restockEmailInvalidMessage;
}
