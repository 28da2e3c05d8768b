'use client';

import { useCallback, useLayoutEffect, useMemo, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useOptionalCart, type CartSnapshot } from '../../../hooks/shopper/useCart.tsx';
import { useHydrated } from '../../../hooks/shared/useHydrated.ts';
import { useProductSelection } from '../../../hooks/shopper/useProductSelection.ts';
import { cx } from '../../primitives/cx.ts';
import { CART_FRAGMENTS, PRODUCT_FRAGMENTS } from './productFragments.tsx';
import { prepareQuickView, quickViewFragmentMarkers, type PreparedQuickView, type QuickViewFragmentMarker } from '../../../hooks/shopper/prepareQuickView.ts';
import type { QuickViewProductData } from '../../../logic/shopper/quickViewData.ts';
import { markup as markupClass } from './QuickView.css.ts';

/** Props of {@link QuickViewMarkup}: the html, and DOM props of the element it is put in. */
export interface QuickViewMarkupProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** A quick view's html as the server answered it (shopper spec, calls). */
  html: string;
  ref?: Ref<HTMLDivElement>;
}

const cartReady = (snapshot: CartSnapshot) => snapshot.ready;

/** Nothing to show: what a server renders, having no DOMParser to make the html safe with. */
const UNPREPARED: PreparedQuickView = { html: '', products: new Map() };

/** One product's revived fragments: they share one choice, so the add button adds what the pickers chose. */
function ProductFragments({ data, markers, showCartFragments }: { data: QuickViewProductData; markers: readonly QuickViewFragmentMarker[]; showCartFragments: boolean }) {
  const selection = useProductSelection(data.product, {}, data.settings);
  const options = { merchandising: data.merchandising, settings: data.settings, selection, ...(data.captchaSiteKey ? { captchaSiteKey: data.captchaSiteKey } : {}) };
  return markers.map((marker, index) => {
    const fragment = PRODUCT_FRAGMENTS[marker.name];
    if (!fragment || (CART_FRAGMENTS.has(marker.name) && !showCartFragments)) return null;
    return createPortal(fragment(data.product, marker.args, options), marker.element, `${marker.name}-${index}`);
  });
}

/**
 * A quick view's html in the page, alive. The html is read inert and stripped of anything that runs
 * code (prepareQuickView.ts); each fragment the library's formatters marked is then taken over by the
 * same component that rendered it, built from the product's JSON data block, and rendered through a
 * portal from here, inside the page's own React tree. A separate root (hydrateRoot) would not see the
 * page's providers: the add button must add to THE page's cart store (and speak through its one
 * announcer, call through its API client, read its strings and theme), and the cart's store is private
 * to its provider by design, so a second root would get a second cart. A portal renders in this tree,
 * so every context is the page's. The server's markup of a fragment is replaced by the same component's
 * (same props, same markup but for useId's ids, which follow this page's root). Add-to-cart fragments
 * appear only once the page's cart has loaded, when the page has a cart (shopper spec, states).
 */
export function QuickViewMarkup({ html, className, ref, ...props }: QuickViewMarkupProps) {
  // A hydrating render draws what the server did (nothing), and fills the element right after.
  const hydrated = useHydrated();
  const prepared = useMemo(() => (hydrated ? prepareQuickView(html) : UNPREPARED), [hydrated, html]);
  const inner = useRef<HTMLDivElement | null>(null);
  // The markers found in the markup of one answer: those of an answer replaced are never rendered into.
  const [found, setFound] = useState<{ prepared: PreparedQuickView; markers: QuickViewFragmentMarker[] } | null>(null);
  const markers = found?.prepared === prepared ? found.markers : [];
  // undefined: the page has no cart, so nothing to wait for.
  const ready = useOptionalCart(cartReady);
  const showCartFragments = ready !== false;
  const refs = useCallback(
    (element: HTMLDivElement | null) => {
      inner.current = element;
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
      return undefined;
    },
    [ref],
  );

  useLayoutEffect(() => {
    const root = inner.current;
    if (!root) return;
    const revived = quickViewFragmentMarkers(root).filter(
      (marker) => Object.hasOwn(PRODUCT_FRAGMENTS, marker.name) && prepared.products.has(marker.productId),
    );
    // The component renders the fragment afresh in its marker: the server's copy goes first.
    for (const marker of revived) marker.element.replaceChildren();
    // The markers exist only once the html is in the page, so they are found after it is committed.
    setFound({ prepared, markers: revived });
  }, [prepared]);

  const byProduct = new Map<string, QuickViewFragmentMarker[]>();
  for (const marker of markers) byProduct.set(marker.productId, [...(byProduct.get(marker.productId) ?? []), marker]);

  return (
    <>
      <div
        {...props}
        ref={refs}
        className={cx(markupClass, className)}
        data-vitrine="quick-view-markup"
        data-cart-ready={showCartFragments}
        // The html was parsed inert and stripped of scripts, handlers and javascript: addresses above.
        dangerouslySetInnerHTML={{ __html: prepared.html }}
      />
      {[...byProduct].map(([id, productMarkers]) => {
        const data = prepared.products.get(id);
        return data ? <ProductFragments key={id} data={data} markers={productMarkers} showCartFragments={showCartFragments} /> : null;
      })}
    </>
  );
}
