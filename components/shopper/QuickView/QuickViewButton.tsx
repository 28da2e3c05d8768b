'use client';

import { useEffect, type Ref } from 'react';
import { DEFAULT_QUICK_VIEW_GROUP, QUICK_VIEW_STRINGS } from '../../../logic/shopper/quickView.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { QUICK_VIEW_BUTTON_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button, type ButtonProps } from '../../primitives/Button/Button.tsx';
import { useQuickViewController } from './QuickView.tsx';

/** What the button shows: its own wording and the quick view's waiting text. */
const STRINGS = { ...QUICK_VIEW_BUTTON_STRINGS, quickViewLoadingText: QUICK_VIEW_STRINGS.quickViewLoadingText };

/** Props of {@link QuickViewButton}: the product it shows, and any props of its Button. */
export interface QuickViewButtonProps extends Omit<ButtonProps, 'children' | 'asChild'> {
  /** The product the quick view shows. */
  productId: string;
  /** The group previous and next move in (the listing's key). @default 'default' */
  group?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The quick-view fragment of a listing card: a button worded by the site's `productQuickViewText` that
 * shows the product in the page's quick view (a QuickViewProvider). It is busy while the product loads
 * (data-state `loading`, announced through the page's announcer; `open` while its product is shown);
 * nothing renders on a page without a quick view.
 */
export function QuickViewButton({ productId, group = DEFAULT_QUICK_VIEW_GROUP, onClick, variant = 'secondary', ref, ...props }: QuickViewButtonProps) {
  const strings = useStrings(STRINGS);
  const announce = useAnnounce();
  const controller = useQuickViewController();
  const mine = controller !== null && controller.state.currentId === productId && controller.state.currentGroup === group;
  const state = !mine ? 'closed' : controller.state.isLightboxOpen ? 'open' : controller.load.status === 'loading' ? 'loading' : 'closed';
  // The wait is heard through the page's one announcer: the lightbox only opens once the product has loaded.
  useEffect(() => {
    if (state === 'loading') announce(strings.quickViewLoadingText);
  }, [state, announce, strings.quickViewLoadingText]);
  if (controller === null) return null;
  return (
    <Button
      type="button"
      variant={variant}
      aria-haspopup="dialog"
      aria-busy={state === 'loading'}
      data-vitrine="quick-view-button"
      data-state={state}
      data-product-id={productId}
      {...props}
      ref={ref}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) controller.show(productId, group);
      }}
    >
      {strings.productQuickViewText}
    </Button>
  );
}
