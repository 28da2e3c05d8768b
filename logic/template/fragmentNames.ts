/**
 * The names of the incumbent's formatters that Vitrine renders with React fragments (template/,
 * registered by createFragmentTemplateEngine) rather than in the pure engine: the product, content and
 * social fragments. logic/template/pluginTable.test.ts checks that these and the core formatters cover
 * the incumbent's whole table; template/pluginTable.test.tsx checks each is a registered fragment.
 */
export const FRAGMENT_FORMATTER_NAMES = [
  'activate-twitter-links', 'add-to-cart-btn', 'audio-player', 'comment-link', 'comments', 'image', 'like-button',
  'product-checkout', 'product-price', 'product-quick-view', 'product-restock-notification', 'product-scarcity',
  'product-status', 'quantity-input', 'social-button', 'social-button-inline', 'subscription-price',
  'summary-form-field', 'twitter-follow-button', 'variants-select', 'video',
] as const;
