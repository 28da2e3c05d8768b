/**
 * The data a quick view's html carries (shopper spec, calls: "html inserted into the modal, its scripts
 * re-executed"): the attributes the library's formatters mark fragments and data blocks with, the
 * reading of a data block, and which addresses would run code. Pure: the DOM walk that uses them is
 * hooks/shopper/prepareQuickView.ts.
 */
import type { MerchandisingContext } from './merchandising.ts';
import type { Product, ProductSettings } from './product.ts';
import { merchandisingContextOf, productOf } from '../template/product.ts';

/** The attribute of a fragment's marker; its value is the formatter's name. */
export const QUICK_VIEW_FRAGMENT_ATTRIBUTE = 'data-vitrine-fragment';
/** The attribute of the JSON data block of a product shown in a quick view. */
export const QUICK_VIEW_DATA_ATTRIBUTE = 'data-vitrine-quick-view';

/** A product of a quick view and what its fragments read, from its data block. */
export interface QuickViewProductData {
  /** The product, in the library's shape. */
  product: Product;
  /** Its merchandising context (scarcity, sold-out wording, restock form). */
  merchandising: MerchandisingContext;
  /** The store settings its quantity input reads. */
  settings: ProductSettings;
  /** The site's captcha key, for the restock form. */
  captchaSiteKey?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A data block's contents, or null when it is not the library's JSON or names no product. */
export function quickViewProductData(json: string): QuickViewProductData | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  const product = productOf(data['product']);
  if (product === null || product.id === '') return null;
  const store = isObject(data['settings']) && isObject(data['settings']['storeSettings']) ? data['settings']['storeSettings'] : {};
  const allowed = store['multipleQuantityAllowedForServices'];
  const siteKey = data['captchaSiteKey'];
  return {
    product,
    merchandising: merchandisingContextOf(data['merchandising']),
    settings: typeof allowed === 'boolean' ? { storeSettings: { multipleQuantityAllowedForServices: allowed } } : {},
    ...(typeof siteKey === 'string' && siteKey !== '' ? { captchaSiteKey: siteKey } : {}),
  };
}

/** True for an address that would run code when followed or loaded (javascript:, vbscript:, data:text/html), however its scheme is spaced. */
export function addressRunsCode(value: string): boolean {
  // Browsers ignore whitespace and control characters inside the scheme.
  const compact = [...value].filter((char) => char.charCodeAt(0) > 0x20).join('').toLowerCase();
  return compact.startsWith('javascript:') || compact.startsWith('vbscript:') || compact.startsWith('data:text/html');
}

