import { useId, type HTMLAttributes, type Ref } from 'react';
import { formatMoney, type Money } from '../../../logic/shopper/money.ts';
import type { Order } from '../../../logic/shopper/order.ts';
import { ORDER_SUMMARY_STRINGS } from '../../../logic/shopper/orderStrings.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { cell, centred, headCell, items as itemsClass, nameCell, notice, noticeText, noticeTitle, pair, pairs, root, title as titleClass } from './OrderSummary.css.ts';

/** The heading levels the summary's title may take. */
export type OrderSummaryHeadingLevel = 2 | 3 | 4;

/** Props of {@link OrderSummary}: its own, and any DOM props of its root. */
export interface OrderSummaryProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The order, as logic/shopper/order.ts readOrder read it. */
  order: Order;
  /** The title's level: one below the page's heading. @default 2 */
  headingLevel?: OrderSummaryHeadingLevel;
  /** Its wording, over the site's (LocalizedStringsProvider): in a Server Component, the only way to word it. */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLElement>;
}

/** An amount as the store shows it, or nothing when the order had none. */
const amount = (money: Money | null) => (money === null ? '' : formatMoney(money));

/**
 * An order's summary (shopper spec, entities Order): its number, each item with its quantity and unit price,
 * then shipping, tax and the grand total, and a notice when it was placed in test mode. What the
 * order lacks is left out (a total it has no amount for is not drawn as zero). Static: it renders as
 * a Server Component.
 */
export function OrderSummary({ order, headingLevel = 2, strings: givenStrings, className, ref, ...props }: OrderSummaryProps) {
  const strings = useStrings(ORDER_SUMMARY_STRINGS, givenStrings);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const totals = (
    [
      ['shipping', strings.orderShippingText, order.shippingTotal],
      ['tax', strings.orderTaxText, order.taxTotal],
      ['total', strings.orderGrandTotalText, order.grandTotal],
    ] as const
  ).filter(([, , money]) => money !== null);
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      data-vitrine="order-summary"
      data-test-mode={order.testMode || undefined}
      {...props}
      className={cx(root, className)}
    >
      <Heading id={titleId} className={titleClass}>
        {strings.orderSummaryTitle}
      </Heading>
      {order.testMode ? (
        <div role="note" className={notice} data-part="test-mode">
          <p className={noticeTitle}>{strings.orderTestModeTitle}</p>
          <p className={noticeText}>{strings.orderTestModeMessage}</p>
        </div>
      ) : null}
      {order.id !== null ? (
        <dl className={pairs} data-part="order-number">
          <div className={pair}>
            <dt>{strings.orderNumberLabel}</dt>
            <dd>{order.id}</dd>
          </div>
        </dl>
      ) : null}
      {order.items.length > 0 ? (
        <table className={itemsClass} data-part="items">
          <caption className={visuallyHidden}>{strings.orderItemsCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className={headCell}>
                {strings.orderItemColumn}
              </th>
              <th scope="col" className={cx(headCell, centred)}>
                {strings.orderQuantityColumn}
              </th>
              <th scope="col" className={headCell}>
                {strings.orderUnitPriceColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              // Skus may repeat or be missing in an order answer: the line's place is its identity.
              <tr key={index} data-sku={item.sku || undefined}>
                <th scope="row" className={nameCell}>
                  {item.productName || item.sku}
                </th>
                <td className={cx(cell, centred)} data-part="quantity">
                  {item.quantity ?? ''}
                </td>
                <td className={cell} data-part="unit-price">
                  {amount(item.unitPrice)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {totals.length > 0 ? (
        <dl className={pairs} data-part="totals">
          {totals.map(([part, label, money]) => (
            <div key={part} className={pair} data-part={part}>
              <dt>{label}</dt>
              <dd>{amount(money)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
