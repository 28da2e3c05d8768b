/**
 * Reading a quick view's html (shopper spec, calls: "html inserted into the modal, its scripts re-executed").
 * The html is parsed into an inert document (DOMParser runs nothing and loads nothing), the library's
 * own JSON data blocks are read as data, and everything that could run code is removed: every other
 * <script>, frames and embeds, inline event handlers and javascript: addresses. An html answer is
 * content, not a licence to run code on the shop's page (a tampered or injected answer would
 * otherwise be cross-site scripting with the shopper's cart and session). "Re-executing its scripts"
 * is therefore reviving the fragments the library's formatters marked, with the components they came
 * from (components/shopper/QuickView/QuickViewMarkup.tsx), from the data their block carries. It needs
 * the DOM, so it sits here, under the views; what it reads is logic/shopper/quickViewData.ts.
 */
import {
  addressRunsCode,
  QUICK_VIEW_DATA_ATTRIBUTE,
  QUICK_VIEW_FRAGMENT_ATTRIBUTE,
  quickViewProductData,
  type QuickViewProductData,
} from '../../logic/shopper/quickViewData.ts';

/** A quick view's html made safe to insert, and the products its data blocks describe, by id. */
export interface PreparedQuickView {
  /** The markup, with everything that could run code taken out. */
  html: string;
  /** The products its data blocks describe, by id. */
  products: ReadonlyMap<string, QuickViewProductData>;
}

const UNSAFE_ELEMENTS = 'script, iframe, frame, frameset, object, embed, base, meta, link, noscript, template';
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data', 'poster']);

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
      if (name.startsWith('on') || (URL_ATTRIBUTES.has(name) && addressRunsCode(attribute.value))) element.removeAttribute(attribute.name);
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
