/**
 * The wording of the order pages (shopper spec, screens page types 202 order confirmed, 204 contribution
 * confirmed, 206 subscription confirmed, 207 order received, 208 membership confirmed, 211 order
 * status) and of the order summary they show (entities Order), spread into `DEFAULT_LOCALIZED_STRINGS`
 * (strings.ts). The spec names these pages and the Order's fields but words none of them, so every
 * string here is a library string; a failed load shows the spec's own messages (error catalogue, api/errors.ts).
 */

/** The order summary (OrderSummary): an order's items, totals and test-mode notice. */
export const ORDER_SUMMARY_STRINGS = {
  /** Library string: the summary's heading. */
  orderSummaryTitle: 'Order summary',
  /** Library string: the term before the order's id. */
  orderNumberLabel: 'Order number',
  /** Library string: the items table's caption, for screen readers. */
  orderItemsCaption: 'Items in this order',
  /** Library string: the items table's column of products. */
  orderItemColumn: 'Item',
  /** Library string: the items table's column of quantities. */
  orderQuantityColumn: 'Quantity',
  /** Library string: the items table's column of prices of one. */
  orderUnitPriceColumn: 'Unit price',
  /** Library string: the shipping total. */
  orderShippingText: 'Shipping',
  /** Library string: the tax total. */
  orderTaxText: 'Tax',
  /** Library string: the grand total. */
  orderGrandTotalText: 'Total',
  /** Library string: the notice's heading on an order placed in test mode. */
  orderTestModeTitle: 'Test order',
  /** Library string: what the test-mode notice says. */
  orderTestModeMessage: 'This order was placed while the store was in test mode. No real payment was taken.',
} as const;

/** The order pages (the six page types above): each page's heading and first line, and the load's states. */
export const ORDER_PAGE_STRINGS = {
  /** Library string: page type 202's heading. */
  orderConfirmedTitle: 'Order confirmed',
  /** Library string: page type 202's first line. */
  orderConfirmedMessage: 'Thank you for your order.',
  /** Library string: page type 207's heading. */
  orderReceivedTitle: 'Order received',
  /** Library string: page type 207's first line. */
  orderReceivedMessage: 'Thank you. We have received your order.',
  /** Library string: page type 211's heading. */
  orderStatusTitle: 'Order status',
  /** Library string: page type 211's first line. */
  orderStatusMessage: 'Here are the details of your order.',
  /** Library string: page type 206's heading. */
  subscriptionConfirmedTitle: 'Subscription confirmed',
  /** Library string: page type 206's first line. */
  subscriptionConfirmedMessage: 'Thank you for subscribing.',
  /** Library string: page type 208's heading. */
  membershipConfirmedTitle: 'Membership confirmed',
  /** Library string: page type 208's first line. */
  membershipConfirmedMessage: 'Welcome, and thank you for joining.',
  /** Library string: page type 204's heading. */
  contributionConfirmedTitle: 'Contribution confirmed',
  /** Library string: page type 204's first line. */
  contributionConfirmedMessage: 'Thank you for your contribution.',
  /** Library string: while the order is read. */
  orderLoadingText: 'Loading your order…',
  /** Library string: the heading of the alert when the order could not be read (the spec's message under it). */
  orderLoadFailedTitle: 'Your order could not be loaded',
  /** Library string: the link on from an order page. */
  orderContinueShoppingText: 'Continue shopping',
} as const;
