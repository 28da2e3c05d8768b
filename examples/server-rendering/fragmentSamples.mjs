/**
 * One sample context per fragment formatter: data under which each renders its component (the
 * shapes site data carries). Used by the plain-Node test (scripts/package/server-rendering.test.ts), which
 * renders every formatter of FRAGMENT_RENDERERS from the built package, and by the example's page.
 */

const variant = (sku, value, rest = {}) => ({ sku, attributes: {}, priceMoney: { value, currency: 'USD' }, onSale: false, qtyInStock: 5, unlimited: false, ...rest });

/** A product as site templates see it: an item with its commerce fields in structuredContent. */
export const tote = {
  id: 'tote',
  title: 'Canvas Tote',
  fullUrl: '/shop/p/tote',
  assetUrl: 'https://images.example.com/tote.jpg',
  structuredContent: {
    productType: 1,
    variants: [
      variant('T-S', '42.00', { attributes: { Size: 'S' }, onSale: true, salePriceMoney: { value: '29.00', currency: 'USD' } }),
      variant('T-L', '42.00', { attributes: { Size: 'L' } }),
    ],
    variantOptionOrdering: ['Size'],
  },
};

const soldOutTote = { ...tote, structuredContent: { ...tote.structuredContent, variants: [variant('T-S', '42.00', { qtyInStock: 0 })] } };
const subscribableTote = {
  ...tote,
  structuredContent: { ...tote.structuredContent, isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 } },
};

const post = { id: 'post-1', title: 'Tea & cake', fullUrl: '/journal/tea', commentState: 1, publicCommentCount: 2, likeCount: 5, userName: 'shop', profileUrl: 'https://x.com/vitrine' };
const social = {
  item: post,
  websiteSettings: { commentsEnabled: true, simpleLikingEnabled: true, shareButtonOptions: ['facebook', 'email'] },
  website: { baseUrl: 'https://shop.test' },
};

/** The context each fragment formatter renders `{item|<name>}` against. */
export const FRAGMENT_SAMPLES = {
  'product-price': { item: tote },
  'product-status': { item: tote },
  'subscription-price': { item: subscribableTote },
  'variants-select': { item: tote },
  'quantity-input': { item: tote },
  'add-to-cart-btn': { item: tote },
  'product-checkout': { item: tote },
  'product-scarcity': {
    item: tote,
    productMerchandisingContext: { tote: { scarcityEnabled: true, scarcityShownByDefault: true, scarcityText: 'Only {quantity} left!' } },
  },
  'product-restock-notification': {
    item: soldOutTote,
    productMerchandisingContext: { tote: { mailingListSignUpEnabled: true, restockNotificationMessages: { title: 'Tell me when it is back' } } },
    website: { captchaSettings: { siteKey: 'site-key' } },
  },
  'product-quick-view': { item: tote },
  'comment-link': social,
  comments: social,
  'like-button': social,
  'social-button': social,
  'social-button-inline': social,
  'twitter-follow-button': social,
  'activate-twitter-links': { item: 'Hi @ana see https://a.test/x #tea' },
  image: { item: { assetUrl: 'https://images.example.com/a.jpg', originalSize: '800x600', altText: 'A tote' } },
  'audio-player': { item: { id: 'ep-12', title: 'Episode 12', structuredContent: { audioAssetUrl: 'https://media.test/ep12.mp3', author: 'The Linen Hour', durationInMs: 65_000 } } },
  video: {
    item: {
      id: 'video-1',
      title: 'A walk',
      overlay: true,
      oembed: { html: '<iframe width="480" height="270" src="https://www.youtube.com/embed/abc" allowfullscreen title="A walk"></iframe>', providerName: 'YouTube' },
      mainImage: { assetUrl: 'https://images.test/walk', originalSize: '800x450' },
    },
  },
  'summary-form-field': { item: { id: 'q-1', type: 'likert', rawTitle: 'Survey', values: { 'Easy to order': 'Agree' } } },
};
