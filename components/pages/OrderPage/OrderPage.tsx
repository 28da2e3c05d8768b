'use client';

import { useRef, type Ref } from 'react';
import type { Order } from '../../../logic/shopper/order.ts';
import { PAGE_TYPE } from '../../../logic/shared/enums.ts';
import { ORDER_PAGE_STRINGS } from '../../../logic/shopper/orderStrings.ts';
import { ERROR_BOUNDARY_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useOrder, usePurchaseEvent } from '../../../hooks/shopper/useOrder.ts';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { OrderSummary } from '../../shopper/OrderSummary/OrderSummary.tsx';
import { actions, text } from '../SpecialPage/SpecialPage.css.ts';
import { SpecialPage, type SpecialPageProps } from '../SpecialPage/SpecialPage.tsx';
import { cx } from '../../primitives/cx.ts';
import { failure, failureAlert, loading, orderPage } from './OrderPage.css.ts';

/** The retry is the error boundary's "Try again". */
const STRINGS = { ...ORDER_PAGE_STRINGS, errorRetryText: ERROR_BOUNDARY_STRINGS.errorRetryText };

/** What each order page is: its page type (shopper spec, screens), its wording, and whether showing it reports a purchase. */
const PAGES = {
  orderConfirmed: { pageType: PAGE_TYPE.orderConfirmed, name: 'order-confirmed', title: 'orderConfirmedTitle', message: 'orderConfirmedMessage', purchase: true },
  orderReceived: { pageType: PAGE_TYPE.orderReceived, name: 'order-received', title: 'orderReceivedTitle', message: 'orderReceivedMessage', purchase: true },
  // The shopper comes back to see an order bought earlier: its purchase was reported when it was confirmed.
  orderStatus: { pageType: PAGE_TYPE.orderStatus, name: 'order-status', title: 'orderStatusTitle', message: 'orderStatusMessage', purchase: false },
  subscriptionConfirmed: { pageType: PAGE_TYPE.subscriptionConfirmed, name: 'subscription-confirmed', title: 'subscriptionConfirmedTitle', message: 'subscriptionConfirmedMessage', purchase: true },
  membershipConfirmed: { pageType: PAGE_TYPE.membershipConfirmed, name: 'membership-confirmed', title: 'membershipConfirmedTitle', message: 'membershipConfirmedMessage', purchase: true },
  contributionConfirmed: { pageType: PAGE_TYPE.contributionConfirmed, name: 'contribution-confirmed', title: 'contributionConfirmedTitle', message: 'contributionConfirmedMessage', purchase: true },
} as const satisfies Record<string, { pageType: number; name: string; title: keyof typeof STRINGS; message: keyof typeof STRINGS; purchase: boolean }>;

/** Which order page. */
export type OrderPageKind = keyof typeof PAGES;

/** Props of every order page: its own, and any DOM props of its root. */
export interface OrderPageProps extends Omit<SpecialPageProps, 'title' | 'pageType' | 'children'> {
  /** The id of the order to show (the page's address gives it). */
  orderId: string;
  /** The order, when the server has already read it: shown at once, and not read again. */
  order?: Order | null;
  /** Where the link on from the page goes. @default '/' */
  continueHref?: string;
  /** Its wording and its summary's, over the site's (LocalizedStringsProvider). */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLElement>;
}

/**
 * An order page (shopper spec, screens page types 202, 204, 206, 207, 208, 211): the page's heading and first
 * line at once, then the order (entities) read by its id and shown in an OrderSummary. A failed read shows
 * the spec's message (error catalogue) with Try again; the retry moves focus to the page, so a keyboard or
 * screen-reader shopper is not left on a button that went away. A page that confirms a purchase sends
 * the advertising pixel's Purchase event once the order is shown (usePurchaseEvent).
 */
export function OrderPage({ kind, orderId, order: given, continueHref = '/', strings: givenStrings, headingLevel = 1, className, ref, ...props }: OrderPageProps & { kind: OrderPageKind }) {
  const page = PAGES[kind];
  const strings = useStrings(STRINGS, givenStrings);
  const { status, order, error, reload } = useOrder(orderId, given ? { order: given } : {});
  usePurchaseEvent(order, page.purchase);
  const own = useRef<HTMLElement | null>(null);
  const retry = () => {
    reload();
    own.current?.focus();
  };
  return (
    <SpecialPage
      data-vitrine={page.name}
      data-state={status}
      aria-busy={status === 'loading' || undefined}
      tabIndex={-1}
      {...props}
      className={cx(orderPage, className)}
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      pageType={page.pageType}
      title={strings[page.title]}
      headingLevel={headingLevel}
    >
      <p className={text}>{strings[page.message]}</p>
      {status === 'loading' ? (
        <p role="status" className={loading}>
          {strings.orderLoadingText}
        </p>
      ) : null}
      {status === 'failed' ? (
        <div className={failure} data-part="load-failed">
          <Alert title={strings.orderLoadFailedTitle} className={failureAlert}>
            {error}
          </Alert>
          <Button onClick={retry}>{strings.errorRetryText}</Button>
        </div>
      ) : null}
      {order ? <OrderSummary order={order} headingLevel={(headingLevel + 1) as 2 | 3 | 4} {...(givenStrings ? { strings: givenStrings } : {})} /> : null}
      <div className={actions}>
        <Button asChild variant="secondary">
          <a href={continueHref}>{strings.orderContinueShoppingText}</a>
        </Button>
      </div>
    </SpecialPage>
  );
}
