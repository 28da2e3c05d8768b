'use client';

import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { QUICK_VIEW_STRINGS, quickViewTopMargin } from '../../../logic/shopper/quickView.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useQuickView, type QuickViewController, type UseQuickViewOptions } from '../../../hooks/shopper/useQuickView.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { Modal, type ModalProps } from '../../primitives/Modal/Modal.tsx';
import { cx } from '../../primitives/cx.ts';
import { prepareQuickView } from '../../../hooks/shopper/prepareQuickView.ts';
import { QuickViewMarkup } from './QuickViewMarkup.tsx';
import { body, lightbox, loading, navSlot, overlay, topMarginVar, view } from './QuickView.css.ts';

/** Props of {@link QuickView}: the quick view to show, and props of its dialog (radix Dialog.Content). */
export interface QuickViewProps extends Omit<ModalProps, 'title' | 'children' | 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  /** The quick view's state and actions, from useQuickView (a QuickViewProvider gives its own). */
  controller: QuickViewController;
  ref?: Ref<HTMLDivElement>;
}

/** The selector of the product forms a click may land in without closing the lightbox (shopper spec, screens). */
export const PRODUCT_FORM_SELECTOR = 'form, [data-vitrine="product-form"]';

/** Keys typed into these move their own value: the arrows must not leave the product then. */
function takesArrowKeys(target: EventTarget): boolean {
  return target instanceof Element && target.closest('input, select, textarea, [contenteditable="true"], [role="radio"], [role="slider"], [role="spinbutton"]') !== null;
}

/** The top margin while the dialog is taller than the viewport (shopper spec, constants and limits), measured as it changes. */
function useTopMargin(element: HTMLDivElement | null): number | null {
  const [margin, setMargin] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setMargin(quickViewTopMargin(element.scrollHeight, window.innerHeight));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element]);
  return margin;
}

/**
 * The product quick view (shopper spec, screens, states, error catalogue): a modal lightbox over a collection page showing one
 * product as the server rendered it, alive (QuickViewMarkup), with previous and next (hidden where the
 * group has no neighbour) and close. The right and left arrow keys move while it is open (not while a
 * field takes them); a click outside closes it, except in a product form; focus is trapped inside and
 * returns where it was (radix Dialog, through Modal); while taller than the viewport it sits 50 px from
 * the top. A failed load shows the spec's alert instead.
 */
export function QuickView({ controller, className, ref, onKeyDown, onInteractOutside, onCloseAutoFocus, ...props }: QuickViewProps) {
  const strings = useStrings(QUICK_VIEW_STRINGS);
  const { state, load, previousId, nextId, next, previous, close } = controller;
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const margin = useTopMargin(content);
  const html = load.status === 'loaded' ? load.html : null;
  const title = useMemo(() => (html === null ? null : ([...prepareQuickView(html).products.values()][0]?.product.title ?? null)), [html]);
  const refs = useCallback(
    (element: HTMLDivElement | null) => {
      setContent(element);
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
      return undefined;
    },
    [ref],
  );
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };
  // Where focus was when the lightbox opened (the quick-view button pressed): it goes back there on
  // close. Radix returns focus to its own Dialog.Trigger, and the lightbox has none: it opens after a load.
  const opener = useRef<HTMLElement | null>(null);
  const alertShown = load.status === 'failed' && !state.isLightboxOpen;
  useLayoutEffect(() => {
    if ((state.isLightboxOpen || alertShown) && opener.current === null) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
  }, [state.isLightboxOpen, alertShown]);
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };

  if (alertShown) {
    return (
      <Modal
        open
        onOpenChange={onOpenChange}
        onCloseAutoFocus={returnFocus}
        role="alertdialog"
        title={load.alert.title}
        description={load.alert.message}
        data-vitrine="quick-view-alert"
        data-state="failed"
      >
        {null}
      </Modal>
    );
  }

  return (
    <Modal
      {...props}
      ref={refs}
      open={state.isLightboxOpen}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={returnFocus}
      overlayClassName={overlay}
      size="wide"
      title={title ?? strings.quickViewTitle}
      showTitle={false}
      data-vitrine="quick-view"
      data-state={load.status}
      data-product-id={state.currentId ?? undefined}
      data-tall={margin !== null}
      {...(margin !== null ? { style: assignInlineVars({ [topMarginVar]: `${margin}px` }) } : {})}
      className={cx(lightbox, className)}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || takesArrowKeys(event.target)) return;
        if (event.key === 'ArrowRight') next();
        else if (event.key === 'ArrowLeft') previous();
      }}
      onInteractOutside={(event) => {
        onInteractOutside?.(event);
        if (event.target instanceof Element && event.target.closest(PRODUCT_FORM_SELECTOR)) event.preventDefault();
      }}
    >
      <div className={body}>
        <div className={navSlot} data-side="previous">
          {previousId === null ? null : (
            <Button variant="secondary" size="icon" aria-label={strings.quickViewPreviousLabel} data-part="previous" onClick={previous}>
              <span aria-hidden="true">‹</span>
            </Button>
          )}
        </div>
        {load.status === 'loaded' ? (
          // A product's own view: another product's replaces it whole (shopper spec, states).
          <QuickViewMarkup key={load.id} html={load.html} className={view} />
        ) : (
          <p role="status" className={cx(loading, view)}>
            {strings.quickViewLoadingText}
          </p>
        )}
        <div className={navSlot} data-side="next">
          {nextId === null ? null : (
            <Button variant="secondary" size="icon" aria-label={strings.quickViewNextLabel} data-part="next" onClick={next}>
              <span aria-hidden="true">›</span>
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}

const QuickViewContext = createContext<QuickViewController | null>(null);

/** The page's quick view, for its buttons; null on a page without a {@link QuickViewProvider}. */
export function useQuickViewController(): QuickViewController | null {
  return useContext(QuickViewContext);
}

/** Props of {@link QuickViewProvider}. */
export interface QuickViewProviderProps extends UseQuickViewOptions {
  children: ReactNode;
}

/**
 * The page's one quick view: QuickViewButtons inside open it, and the lightbox is rendered once for
 * them all. Put it inside the page's CartProvider, so the quick view's add buttons add to that cart.
 */
export function QuickViewProvider({ children, ...options }: QuickViewProviderProps) {
  const controller = useQuickView(options);
  return (
    <QuickViewContext.Provider value={controller}>
      {children}
      <QuickView controller={controller} />
    </QuickViewContext.Provider>
  );
}
