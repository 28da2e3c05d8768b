import { useCallback, type FocusEvent, type RefObject } from 'react';
import { Popover } from 'radix-ui';
import { CART_PATH, VIEW_CART_TEXT } from '../../../logic/cart.ts';
import { DEFAULT_CURRENCY, formatMoney } from '../../../logic/money.ts';
import { interpolate } from '../../../logic/strings.ts';
import { useAddedToCartPopover } from '../../../hooks/useAddedToCartPopover.ts';
import { useLocalizedStrings } from '../../../hooks/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { CART_INDICATOR_LINK } from '../CartIndicator/CartIndicator.tsx';
import { content, details, entryTitle, header, line, title, viewCart } from './AddedToCartPopover.css.ts';
import { attributeItems, DescriptionList } from '../../primitives/DescriptionList/DescriptionList.tsx';

/** Props of {@link AddedToCartPopover}. */
export interface AddedToCartPopoverProps {
  /** The element the popover points at. @default the page's first visible CartIndicator link */
  anchor?: RefObject<Element | null>;
  /** The store's currency, for the entry's price. @default 'USD' (shopper.md §9) */
  currency?: string;
  /** Where its link goes. @default '/cart' (shopper.md §2) */
  href?: string;
  className?: string;
}

/** The first cart indicator link the shopper can see (a page may have one in each of two headers). */
function visibleCartLink(): Element | null {
  const links = Array.from(document.querySelectorAll(`[data-vitrine="${CART_INDICATOR_LINK}"]`));
  return links.find((link) => link.getClientRects().length > 0) ?? links[0] ?? null;
}

/**
 * The added-to-cart popover (shopper.md §4), on radix Popover: after each add it shows the entry and a
 * "View Cart" link next to the cart link, follows that link while the page scrolls (100 ms throttle)
 * and closes after 3000 ms, on its close button, on Escape or on a click elsewhere. It stays open
 * while pointed at or focused. Focus stays where the shopper is (when it was inside, it moves to the
 * cart link on close); the add is announced politely.
 * Render it inside the CartProvider, right after the CartIndicator so Tab reaches it next.
 */
export function AddedToCartPopover({ anchor, currency = DEFAULT_CURRENCY, href = CART_PATH, className }: AddedToCartPopoverProps) {
  const strings = useLocalizedStrings();
  const getAnchor = useCallback(() => (anchor ? anchor.current : visibleCartLink()), [anchor]);
  const { open, entry, anchorRef, close, hold } = useAddedToCartPopover({ getAnchor });

  const release = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hold(false);
  };
  // Focus stays where the shopper is; if it was inside the popover (and is now lost), it goes to the cart link.
  const keepFocus = (event: Event) => {
    event.preventDefault();
    const active = document.activeElement;
    const link = getAnchor();
    if ((!active || active === document.body) && link instanceof HTMLElement) link.focus();
  };

  return (
    <>
      <Popover.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
        <Popover.Anchor virtualRef={anchorRef} />
        <Popover.Content
          className={[content, className].filter(Boolean).join(' ')}
          data-vitrine="added-to-cart-popover"
          side="bottom"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={keepFocus}
          onFocusOutside={(event) => event.preventDefault()}
          onPointerEnter={() => hold(true)}
          onPointerLeave={() => hold(false)}
          onFocus={() => hold(true)}
          onBlur={release}
        >
          <div className={header}>
            <Popover.Title asChild>
              <p className={title}>{strings.cartAddedTitle}</p>
            </Popover.Title>
            <Popover.Close asChild>
              <Button variant="ghost" size="icon" aria-label={strings.closeLabel}>
                <span aria-hidden="true">×</span>
              </Button>
            </Popover.Close>
          </div>
          {entry ? (
            <div className={details} data-part="entry">
              <p className={entryTitle}>{entry.title}</p>
              <DescriptionList items={attributeItems(entry.chosenVariant.attributes)} />
              <p className={line}>
                <span>{interpolate(strings.cartEntryQuantityText, { quantity: entry.quantity })}</span>
                <span>{formatMoney({ value: entry.subTotal, currency })}</span>
              </p>
            </div>
          ) : null}
          <Button asChild fullWidth className={viewCart}>
            <a href={href}>{VIEW_CART_TEXT}</a>
          </Button>
        </Popover.Content>
      </Popover.Root>
      <div role="status" className={visuallyHidden} data-part="announcement">
        {open && entry ? interpolate(strings.cartAddedAnnouncement, { title: entry.title }) : null}
      </div>
    </>
  );
}
