'use client';

import { useCallback, useEffect, useRef, type FocusEvent, type HTMLAttributes, type KeyboardEvent, type PointerEvent, type Ref, type RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { CART_PATH, CART_STRINGS } from '../../../logic/shopper/cart.ts';
import { DEFAULT_CURRENCY, formatMinorUnits } from '../../../logic/shopper/money.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { ADDED_TO_CART_POPOVER_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useAddedToCartPopover } from '../../../hooks/shopper/useAddedToCartPopover.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { CloseButton } from '../../primitives/CloseButton/CloseButton.tsx';
import { cx } from '../../primitives/cx.ts';
import { attributeItems, DescriptionList } from '../../primitives/DescriptionList/DescriptionList.tsx';
import { CART_INDICATOR_LINK } from '../CartIndicator/CartIndicator.tsx';
import { content, details, entryTitle, header, line, title, viewCart } from './AddedToCartPopover.css.ts';

/** What the popover shows: its own wording and the cart's "View Cart". */
const STRINGS = { ...ADDED_TO_CART_POPOVER_STRINGS, cartViewCartText: CART_STRINGS.cartViewCartText };

/** Props of {@link AddedToCartPopover}; other DOM props go to the popover's element. */
export interface AddedToCartPopoverProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dir'> {
  /** The element the popover points at. @default the page's first visible CartIndicator link */
  anchor?: RefObject<Element | null>;
  /** The store's currency, for the entry's price. @default 'USD' (shopper spec, constants and limits) */
  currency?: string;
  /** Where its link goes. @default '/cart' (shopper spec, screens) */
  href?: string;
  /** The popover's element (there while it is open). */
  ref?: Ref<HTMLDivElement>;
}

/** The keyboard focusable elements of a container, in order. */
function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')).filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
  );
}

/** Elements that may hold only certain children: the popover is never put in one of them. */
const STRICT_PARENTS = 'ul, ol, dl, menu, table, thead, tbody, tfoot, tr, select, optgroup, datalist';

/** In a modal dialog where focus is on its way back (a form asked over a quick view has just closed), its add button. */
function addButtonIn(host: HTMLElement): HTMLElement | null {
  return host.querySelector<HTMLElement>('[data-vitrine="add-to-cart-button"]');
}

/** The first cart indicator link the shopper can see (a page may have one in each of two headers). */
function visibleCartLink(): Element | null {
  const links = Array.from(document.querySelectorAll(`[data-vitrine="${CART_INDICATOR_LINK}"]`));
  return links.find((link) => link.getClientRects().length > 0) ?? links[0] ?? null;
}

/**
 * The added-to-cart popover (shopper spec, states), on radix Popover: after each add it shows the entry and a
 * "View Cart" link next to the cart link, follows that link while the page scrolls (100 ms throttle)
 * and closes after 3000 ms, on its close button, on Escape or on a click elsewhere. It stays open
 * while pointed at or focused. It is not modal and does not trap focus: Tab from its last control (or
 * Shift+Tab from its first) moves on to the page and closes it. Focus stays where the shopper is (when
 * it was inside and is lost, it moves to the cart link on close); the add is announced politely through
 * the page's announcer. Render it inside the CartProvider, right after the CartIndicator so Tab
 * reaches it next. While a modal dialog is open (an add from the quick view) the page behind it is
 * hidden from assistive technology and outside the dialog's focus trap, so the popover shows inside
 * that dialog, next to the button that added and pointing at it, where it is read and Tab reaches it.
 */
export function AddedToCartPopover({
  anchor,
  currency = DEFAULT_CURRENCY,
  href = CART_PATH,
  className,
  ref,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  onKeyDownCapture,
  ...props
}: AddedToCartPopoverProps) {
  const strings = useStrings(STRINGS);
  const announce = useAnnounce();
  const getAnchor = useCallback(() => (anchor ? anchor.current : visibleCartLink()), [anchor]);
  const { open, added, entry, anchorRef, close, hold, modal } = useAddedToCartPopover({ getAnchor, modalAnchor: addButtonIn });
  // Over a modal dialog the popover goes inside it, beside what had focus there (its add button, so Tab
  // reaches the popover next and reading order follows), else at the end of the dialog.
  const parent = modal?.anchor?.parentElement;
  const container = modal ? (parent && !parent.matches(STRICT_PARENTS) ? parent : modal.host) : null;
  // Set when Tab leaves from an edge of the popover; the blur that follows closes it.
  const tabbingOut = useRef(false);

  useEffect(() => {
    if (added) announce(interpolate(strings.cartAddedAnnouncement, { title: added.entry.title }));
  }, [added, announce, strings.cartAddedAnnouncement]);

  // Radix's focus scope loops Tab inside the popover; at an edge, the keydown stops here so the browser
  // moves focus on to the page as usual.
  const letTabOut = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDownCapture?.(event);
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const inside = tabbables(event.currentTarget);
    const edge = event.shiftKey ? inside[0] : inside[inside.length - 1];
    if (edge === undefined || document.activeElement !== edge) return;
    tabbingOut.current = true;
    event.stopPropagation();
  };
  const release = (event: FocusEvent<HTMLDivElement>) => {
    onBlur?.(event);
    if (event.currentTarget.contains(event.relatedTarget)) return;
    if (tabbingOut.current) {
      tabbingOut.current = false;
      close();
    } else hold(false);
  };
  // Focus stays where the shopper is; if it was inside the popover (and is now lost), it goes to the cart
  // link, or over a modal dialog to what the popover pointed at there (the page behind cannot take it).
  const keepFocus = (event: Event) => {
    event.preventDefault();
    const active = document.activeElement;
    const link = modal ? (modal.anchor ?? modal.host) : getAnchor();
    if ((!active || active === document.body) && link instanceof HTMLElement && link.isConnected) link.focus();
  };

  const popover = (
    <Popover.Content
      {...props}
      ref={ref}
      className={cx(content, className)}
      data-vitrine="added-to-cart-popover"
      side="bottom"
      // Under the cart link at the page's top right; in a dialog, from the button that added, kept inside the dialog.
      align={modal ? 'start' : 'end'}
      sideOffset={8}
      collisionPadding={8}
      {...(modal ? { collisionBoundary: modal.host } : {})}
      onOpenAutoFocus={(event) => event.preventDefault()}
      onCloseAutoFocus={keepFocus}
      onFocusOutside={(event) => event.preventDefault()}
      onPointerEnter={(event: PointerEvent<HTMLDivElement>) => {
        onPointerEnter?.(event);
        hold(true);
      }}
      onPointerLeave={(event: PointerEvent<HTMLDivElement>) => {
        onPointerLeave?.(event);
        hold(false);
      }}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        onFocus?.(event);
        hold(true);
      }}
      onBlur={release}
      onKeyDownCapture={letTabOut}
    >
      <div className={header}>
        <Popover.Title asChild>
          <p className={title}>{strings.cartAddedTitle}</p>
        </Popover.Title>
        <Popover.Close asChild>
          <CloseButton />
        </Popover.Close>
      </div>
      {entry ? (
        <div className={details} data-part="entry">
          <p className={entryTitle}>{entry.title}</p>
          <DescriptionList items={attributeItems(entry.chosenVariant.attributes)} />
          <p className={line}>
            <span>{interpolate(strings.cartEntryQuantityText, { quantity: entry.quantity })}</span>
            <span>{formatMinorUnits({ value: entry.subTotal, currency })}</span>
          </p>
        </div>
      ) : null}
      <Button asChild fullWidth className={viewCart}>
        <a href={href}>{strings.cartViewCartText}</a>
      </Button>
    </Popover.Content>
  );

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Popover.Anchor virtualRef={anchorRef} />
      {container ? <Popover.Portal container={container}>{popover}</Popover.Portal> : popover}
    </Popover.Root>
  );
}
