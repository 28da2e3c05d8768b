/**
 * Reading a quick view's html (shopper spec, calls: "html inserted into the modal, its scripts re-executed").
 * The html is parsed into an inert document (DOMParser runs nothing and loads nothing), the library's
 * own JSON data blocks are read as data, and everything that could run code is removed: every other
 * <script>, frames and embeds, inline event handlers and javascript: addresses. An html answer is
 * content, not a licence to run code on the shop's page (a tampered or injected answer would
 * otherwise be cross-site scripting with the shopper's cart and session). "Re-executing its scripts"
 * is therefore reviving the fragments the library's formatters marked, with the components they came
 * from (see QuickViewMarkup.tsx), from the data their block carries.
 */
import type { MerchandisingContext } from '../../../logic/shopper/merchandising.ts';
import type { Product, ProductSettings } from '../../../logic/shopper/product.ts';
import { merchandisingContextOf, productOf } from '../../../logic/template/product.ts';

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

/** A quick view's html made safe to insert, and the products its data blocks describe, by id. */
export interface PreparedQuickView {
  /** The markup, with everything that could run code taken out. */
  html: string;
  /** The products its data blocks describe, by id. */
  products: ReadonlyMap<string, QuickViewProductData>;
}

const UNSAFE_ELEMENTS = 'script, iframe, frame, frameset, object, embed, base, meta, link, noscript, template';
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data', 'poster']);

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

/** True for an address that would run code when followed or loaded. */
function runsCode(value: string): boolean {
  // Browsers ignore whitespace and control characters inside the scheme.
  const compact = [...value].filter((char) => char.charCodeAt(0) > 0x20).join('').toLowerCase();
  return compact.startsWith('javascript:') || compact.startsWith('vbscript:') || compact.startsWith('data:text/html');
}

/**
 * Parses a quick view's html without running anything, reads the data blocks of the library's own
 * formatters and strips every other way the markup could run code. Never throws: what cannot be read
 * is left out.
 */
export function prepareQuickView(html: unknown): PreparedQuickView {
  const products = new Map<string, QuickViewProductData>();
  if (typeof html !== 'string' || typeof DOMParser === 'undefined') return { html: '', products };
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const block of document.body.querySelectorAll(`script[type="application/json"][${QUICK_VIEW_DATA_ATTRIBUTE}]`)) {
    const data = quickViewProductData(block.textContent ?? '');
    if (data !== null) products.set(data.product.id, data);
  }
  for (const unsafe of document.body.querySelectorAll(UNSAFE_ELEMENTS)) unsafe.remove();
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || (URL_ATTRIBUTES.has(name) && runsCode(attribute.value))) element.removeAttribute(attribute.name);
    }
  }
  return { html: document.body.innerHTML, products };
}

/** A marked fragment found in inserted markup. */
export interface QuickViewFragmentMarker {
  /** The marker element, which the revived component renders into. */
  element: HTMLElement;
  /** The formatter that rendered it. */
  name: string;
  /** The product the fragment is of. */
  productId: string;
  /** The tag's arguments (`listing`, `radio`, `quickView`…). */
  args: readonly string[];
}

function argsOf(text: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((arg): arg is string => typeof arg === 'string') : [];
  } catch {
    return [];
  }
}

/** The markers of the fragments inside `root`, outermost only (a marker inside another belongs to it). */
export function quickViewFragmentMarkers(root: ParentNode): QuickViewFragmentMarker[] {
  const markers: QuickViewFragmentMarker[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(`[${QUICK_VIEW_FRAGMENT_ATTRIBUTE}]`)) {
    if (element.parentElement?.closest(`[${QUICK_VIEW_FRAGMENT_ATTRIBUTE}]`)) continue;
    markers.push({
      element,
      name: element.getAttribute(QUICK_VIEW_FRAGMENT_ATTRIBUTE) ?? '',
      productId: element.getAttribute('data-product-id') ?? '',
      args: argsOf(element.getAttribute('data-fragment-args')),
    });
  }
  return markers;
}
