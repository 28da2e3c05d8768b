/**
 * The server-rendering samples: for every React component the package exports (`vitrine/components`,
 * `vitrine/hooks`, `vitrine/builder`), one or more elements with realistic props from the mock shop
 * and the providers a page puts around it. scripts/package/ssr-check.ts renders each with renderToString in
 * plain Node and hydrates the markup with the same element in Chromium.
 *
 * Plain JavaScript with createElement, so plain Node and esbuild both load it, importing only the
 * package (and React). Every input is fixed: no clock, no random values, no network (the API client's
 * fetch never answers), so the server and the browser are given the same thing.
 *
 * A sample is { name, entry, component, element, around } (`entry/component` names the export it
 * covers); `emptyOnServer: why` marks one that draws nothing on the server by design (a dialog in a
 * portal), which the check then requires.
 */
import { createElement as h } from 'react';
import { createApiClient } from 'vitrine/api';
import {
  AccountMenu,
  AddedToCartPopover,
  AdditionalFieldsForm,
  AdditionalFieldsFormsProvider,
  AddressLookup,
  AddToCartButton,
  Alert,
  AudioPlayer,
  AutolinkedText,
  boutiqueTheme,
  Button,
  Captcha,
  CartIndicator,
  CartPage,
  CloseButton,
  CommentCount,
  ConnectedAccountLink,
  CommentLink,
  CommentList,
  Comments,
  CookieBanner,
  CookieSettingsButton,
  DefaultErrorFallback,
  defaultTheme,
  DescriptionList,
  attributeItems,
  ErrorBoundary,
  ErrorPage,
  EventCalendar,
  EventItem,
  EventList,
  Field,
  fieldControl,
  FollowButton,
  Form,
  FormAnswerSummary,
  FormFieldControl,
  GalleryBlock,
  Image,
  InstallmentText,
  LikeButton,
  LiveAnnouncer,
  LockScreen,
  MemberAreaDenied,
  Modal,
  NotFound,
  PlacesLookupProvider,
  PlainButton,
  PopupOverlay,
  PreviewNotice,
  ProductBadge,
  ProductDetail,
  ProductGallery,
  ProductGrid,
  ProductItem,
  ProductPrice,
  QuantityInput,
  QuickView,
  QuickViewButton,
  QuickViewMarkup,
  QuickViewProvider,
  RelatedProducts,
  RestockForm,
  ScarcityMessage,
  ShareButtons,
  SignInForm,
  SpecialPage,
  SubscriptionPrice,
  TestVariant,
  ThemeRoot,
  VariantSelector,
  VideoWrapper,
} from 'vitrine/components';
import {
  AnalyticsProvider,
  ApiClientProvider,
  CartProvider,
  ConfirmApiProvider,
  CookieConsentProvider,
  ErrorReporterProvider,
  LocalizedStringsProvider,
  MoneyFormatProvider,
  SessionProvider,
  useCaptcha,
  useComments,
  useQuickView,
  VisitorTelemetry,
} from 'vitrine/hooks';
import {
  BuilderLoadError,
  ChartDataEditor,
  ChartPreview,
  CodeField,
  ColourInput,
  ConfirmModal,
  ConfirmProvider,
  DeviceViews,
  FileUpload,
  FontPicker,
  FormBuilder,
  GalleryDesigner,
  HeaderFooterEditor,
  LanguagesEditor,
  LimitNotice,
  LinkField,
  NavigationEditor,
  OptionField,
  PageUrlField,
  SiteStylesEditor,
  StoreCreationWizard,
  TagEditor,
  TemplatePlayground,
  TimeZonePicker,
  UpgradeLink,
} from 'vitrine/builder';
import { computeCart, summaryFieldOf } from 'vitrine/logic';
import {
  blogAccount,
  blogComments,
  blogSettings,
  blogSiteUrl,
  canvasTote,
  captionedImage,
  coffeeSubscription,
  contactForm,
  contactPageFields,
  disqusSettings,
  eventsCollection,
  EVENTS_NOW,
  everyFieldForm,
  fieldGuideEbook,
  giftCard,
  handThrownVase,
  harbourPost,
  imagedCatalogue,
  leatherJournal,
  leatherTravelKit,
  linenShirt,
  memberAccount,
  merchandisingContexts,
  monogramForm,
  newsletterForm,
  oakServingBoard,
  offCentreImage,
  relatedProductsOf,
  smallImage,
  studioEvening,
  untitledAltImage,
  website,
  withImages,
  woolScarf,
} from 'vitrine/mocks/data';
// The order pages and their summary (shopper spec, screens, entities).
import { ContributionConfirmed, MembershipConfirmed, OrderConfirmed, OrderReceived, OrderStatus, OrderSummary, SubscriptionConfirmed } from 'vitrine/components';
import { readOrder } from 'vitrine/logic';
import { orderAnswer, orderIds, testModeOrderAnswer } from 'vitrine/mocks/data';

const noop = () => {};

/** The page's API client: every call waits for an answer that never comes, so no sample reaches a network. */
const client = createApiClient({
  fetch: () => new Promise(noop),
  baseUrl: '',
  getCookie: () => undefined,
  cookiesEnabled: () => true,
  sendBeacon: () => true,
  // A call's own time limit would end it with an error whenever the machine is slow: it never runs out.
  timeoutSignal: () => new AbortController().signal,
});

/** What a site puts around its page: theme, strings, API client and the one announcer. */
function site(children) {
  return h(ThemeRoot, { theme: defaultTheme }, h(LocalizedStringsProvider, null, h(ApiClientProvider, { client }, h(LiveAnnouncer, null, children))));
}
/** A shopper's page: the site, and its cart. */
const shop = (children) => site(h(CartProvider, null, children));
/** Only the theme, for a sample of one of the things `site` puts around the others. */
const themed = (children) => h(ThemeRoot, { theme: defaultTheme }, children);
/** Nothing around it. */
const bare = (children) => children;

/**
 * One sample: `element` is the component with its props, `around` the page's providers (the site by
 * default). The check renders `around(null)` too: a sample whose markup is only that drew nothing.
 */
function sample(entry, component, what, element, { around = site, emptyOnServer } = {}) {
  return { name: `${entry}/${component}: ${what}`, entry, component, element, around, ...(emptyOnServer ? { emptyOnServer } : {}) };
}

// --- Fixed data built from the mock shop ----------------------------------------------------------

const shirt = withImages(linenShirt);
const CREATED = Date.UTC(2026, 2, 1, 9);

/** A cart entry for `quantity` of a product's first variant, at its (sale) price. */
function entryOf(product, quantity, id) {
  const variant = product.variants[0];
  const price = variant.onSale && variant.salePriceMoney ? variant.salePriceMoney.value : variant.priceMoney.value;
  const cents = Math.round(Number(price) * 100);
  return {
    id,
    itemId: product.id,
    quantity,
    chosenVariant: { sku: variant.sku, attributes: variant.attributes ?? {} },
    title: product.title,
    purchasePriceCents: cents,
    subTotal: cents * quantity,
    productType: product.productType,
    additionalFields: null,
  };
}
const entries = [entryOf(linenShirt, 1, 'entry-shirt'), entryOf(canvasTote, 2, 'entry-tote'), { ...entryOf(leatherTravelKit, 1, 'entry-kit'), additionalFields: { monogram: 'A.L.' } }];
const shipping = [
  { id: 'standard', name: 'Standard (3–5 days)', costCents: 800 },
  { id: 'express', name: 'Express (next day)', costCents: 2400 },
];
const totals = computeCart(entries, {
  shippingOptions: shipping,
  selectedShippingOptionId: 'standard',
  shippingLocation: { country: 'US', region: 'NY' },
  taxRules: [{ name: 'New York State', country: 'US', region: 'NY', ratePercent: 8.875 }],
});
/** A cart the page already has: three entries, shipping to New York. */
const cart = {
  id: 'cart-ssr',
  websiteId: website.id,
  orderId: null,
  created: CREATED,
  isPurchased: false,
  entries,
  shippingOptions: shipping,
  shippingLocation: { country: 'US', region: 'NY' },
  coupons: [],
  ...totals,
};

/** A short silent WAV as a data: address: an audio element that loads nothing from a network. */
function silentWav() {
  const samples = 800;
  const bytes = new Uint8Array(44 + samples).fill(128);
  const view = new DataView(bytes.buffer);
  const ascii = (at, word) => [...word].forEach((char, index) => (bytes[at + index] = char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  return `data:audio/wav;base64,${btoa(String.fromCharCode(...bytes))}`;
}
const tracks = [
  { url: silentWav(), title: 'Episode 12: Dyeing with Indigo', author: 'The Linen Hour', durationMs: 6000 },
  { url: silentWav(), title: 'Episode 13: Warp and Weft', author: 'The Linen Hour', durationMs: 6000 },
];

const youtube = {
  html: '<iframe width="480" height="270" src="https://www.youtube.com/embed/vitrine-demo?feature=oembed" frameborder="0" allowfullscreen title="Weaving a linen shirt"></iframe>',
  providerName: 'YouTube',
  videoTitle: 'Weaving a linen shirt',
};

const galleryItems = [
  { id: 'gallery-harbour', mediaType: 'imageFile', image: offCentreImage, title: 'Harbour at dawn', description: 'Boats waiting for the tide.' },
  { id: 'gallery-workshop', mediaType: 'imageLicensed', image: smallImage, title: 'The workshop', description: 'Where every bowl begins.' },
  { id: 'gallery-studio', mediaType: 'imageReused', image: untitledAltImage, title: 'Studio light', description: 'Winter afternoons at the bench.' },
  { id: 'gallery-market', mediaType: 'assetReused', image: captionedImage, title: 'Saturday market', description: 'Fresh bread and new pots.' },
];

const summaryFields = [
  { id: 'name', type: 'name', rawTitle: 'Name', values: ['Ada', 'Lovelace'] },
  { id: 'address', type: 'address', rawTitle: 'Shipping address', values: { Line1: '12 Loom Street', City: 'Portland', State: 'OR', Zip: '97201', Country: 'United States' } },
  { id: 'date', type: 'date', rawTitle: 'Delivery date', values: ['11', '24', '2026'] },
  { id: 'likert', type: 'likert', rawTitle: 'How was your visit?', values: { 'The site was easy to use': 'StronglyAgree', 'I found what I wanted': '1' } },
  { id: 'empty', type: 'text', rawTitle: 'Gift message', value: '' },
].map(summaryFieldOf);

const SALES = { columns: ['Month', 'Online', 'In store'], rows: [['January', 120, 80], ['February', 95, 110], ['March', 140, 90]] };
const SALES_GRID = { columns: SALES.columns, rows: SALES.rows.map((row) => row.map(String)) };

const SIGNED_IN_COOKIE = JSON.stringify({ authenticated: true, siteUserId: memberAccount.id });
const analyticsPage = { websiteId: website.id, templateId: website.templateId, pageId: 'page-shop', pageType: 1, path: '/shop', title: 'Shop' };

/** The same quick view html a site's server answers: the product's title and description, no fragments. */
const quickViewHtml = '<div class="product-quick-view"><h2>Linen Shirt</h2><p>Breathable linen, cut for warm days.</p></div>';

// --- Small components a page writes around the library's hooks ---------------------------------------

/** A form's captcha: the hook gives the handle the area draws. The script is a data: address holding only a comment (the hook adds its query to it), so nothing is fetched. */
function CaptchaArea() {
  const captcha = useCaptcha({ siteKey: website.captchaSettings.siteKey, scriptUrl: 'data:text/javascript,//' });
  return h(Captcha, { captcha });
}

/** A post's comment list from the hook, starting from the comments the page already has. */
function PostComments() {
  const state = useComments(harbourPost.id, { initial: blogComments[harbourPost.id] ?? [] });
  return h(CommentList, { state, headingLevel: 3 });
}

/** A quick view a page controls itself (closed, or opening `initialProduct`). */
function OwnQuickView({ initialProduct }) {
  const controller = useQuickView({ groups: { shop: [linenShirt.id, canvasTote.id] }, ...(initialProduct ? { initialProduct } : {}) });
  return h(QuickView, { controller });
}

const confirmApi = { confirm: () => Promise.resolve(false), close: noop };

// --- The samples ----------------------------------------------------------------------------------

export const SAMPLES = [
  // Theme and primitives.
  sample('components', 'ThemeRoot', 'default theme', () => h(ThemeRoot, { theme: defaultTheme }, h('p', null, 'Handmade goods')), { around: bare }),
  sample('components', 'ThemeRoot', 'boutique theme', () => h(ThemeRoot, { theme: boutiqueTheme }, h(Button, null, 'Add To Cart')), { around: bare }),
  sample('components', 'Button', 'primary and secondary', () => [h(Button, { key: 'a' }, 'Add To Cart'), h(Button, { key: 'b', variant: 'secondary' }, 'Continue shopping')]),
  sample('components', 'PlainButton', 'a plain button', () => h(PlainButton, { onClick: noop }, 'Show more')),
  sample('components', 'CloseButton', 'default label', () => h(CloseButton, { onClick: noop })),
  sample('components', 'Alert', 'an error with a title', () => h(Alert, { title: 'Unable to Add Item' }, 'Sorry, we do not have enough of that item available.')),
  sample('components', 'Field', 'an email input', () => h(Field, { label: 'Email', description: 'We send the receipt here.', required: true }, (control) => h('input', { type: 'email', className: fieldControl, ...control })),
  ),
  sample('components', 'DescriptionList', 'variant attributes', () => h(DescriptionList, { items: attributeItems({ Size: 'Medium', Color: 'Sand' }) })),
  sample('components', 'LiveAnnouncer', 'around a page', () => h(LiveAnnouncer, null, h('p', null, 'Page content')), { around: themed }),
  sample('components', 'ErrorBoundary', 'no error', () => h(ErrorBoundary, null, h(ProductPrice, { product: canvasTote }))),
  sample('components', 'DefaultErrorFallback', 'the fallback', () => h(DefaultErrorFallback, { error: new Error('Render failed'), reset: noop })),
  sample('components', 'Modal', 'closed, with its trigger', () => h(Modal, { title: 'Gift wrapping', description: 'Add a note for the recipient.', trigger: h(Button, { variant: 'secondary' }, 'Add gift note') }, h('p', null, 'Your note is printed on a card.')),
  ),
  sample(
    'components',
    'Modal',
    'open',
    () => h(Modal, { title: 'Gift wrapping', defaultOpen: true }, h('p', null, 'Your note is printed on a card.')),
    { emptyOnServer: 'an open dialog is drawn in a portal, which exists only in the browser' },
  ),

  // Products.
  sample('components', 'ProductPrice', 'on sale, with its badge', () => h(ProductPrice, { product: canvasTote, showBadge: true })),
  sample('components', 'ProductPrice', 'varied prices', () => h(ProductPrice, { product: leatherJournal })),
  sample('components', 'InstallmentText', 'within the plan', () =>
    h(InstallmentText, { total: { value: 5000, currency: 'USD' }, plan: { installments: 4, minimum: 3500, maximum: 100000 } }),
  ),
  sample('components', 'ConnectedAccountLink', "a site's ordering account", () => h(ConnectedAccountLink, { account: { url: 'https://orders.example.com/vitrine' } })),
  sample('components', 'ProductBadge', 'sold out', () => h(ProductBadge, { product: woolScarf })),
  sample('components', 'SubscriptionPrice', 'a subscription', () => h(SubscriptionPrice, { product: coffeeSubscription })),
  sample('components', 'ScarcityMessage', 'few left', () => h(ScarcityMessage, { product: handThrownVase, merchandising: { scarcityEnabled: true, scarcityShownByDefault: true, scarcityText: 'Only {quantity} left' } }),
  ),
  sample('components', 'VariantSelector', 'dropdowns', () => h(VariantSelector, { product: linenShirt })),
  sample('components', 'VariantSelector', 'radio buttons, a gift card', () => h(VariantSelector, { product: giftCard, appearance: 'radio' })),
  sample('components', 'QuantityInput', 'default', () => h(QuantityInput, { product: canvasTote })),
  sample('components', 'AddToCartButton', 'in stock', () => h(AddToCartButton, { product: canvasTote, context: 'detail' }), { around: shop }),
  sample('components', 'AddToCartButton', 'sold out', () => h(AddToCartButton, { product: woolScarf, context: 'listing' }), { around: shop }),
  sample('components', 'AddToCartButton', 'a subscription', () => h(AddToCartButton, { product: coffeeSubscription, context: 'detail', fullWidth: true }), { around: shop }),
  sample('components', 'CartIndicator', 'before the cart loads', () => h(CartIndicator, { href: '/cart' }), { around: shop }),
  sample('components', 'AddedToCartPopover', 'beside the cart indicator', () => [h(CartIndicator, { key: 'indicator' }), h(AddedToCartPopover, { key: 'popover' })], { around: shop }),
  sample('components', 'CartPage', 'a cart the page has', () => h(CartProvider, { initialCart: cart }, h(CartPage, { additionalFieldsForms: { [leatherTravelKit.id]: monogramForm } })),
  ),
  sample('components', 'CartPage', 'while the cart loads', () => h(CartPage), { around: shop }),
  sample('components', 'AdditionalFieldsForm', 'a monogram', () => h(AdditionalFieldsForm, { fields: monogramForm.fields, onSubmit: noop, query: '' })),
  sample('components', 'AdditionalFieldsFormsProvider', 'around a card whose product has a form', () => h(AdditionalFieldsFormsProvider, { forms: { [leatherTravelKit.id]: monogramForm } }, h(ProductItem, { product: withImages(leatherTravelKit) })), { around: shop }),
  sample('components', 'ProductGallery', 'thumbnails', () => h(ProductGallery, { images: shirt.images, label: 'Linen Shirt' })),
  sample('components', 'ProductGallery', 'zoom on click, the third image', () =>
    h(ProductGallery, { images: shirt.images, label: 'Linen Shirt', zoom: 'click', zoomFactor: 2, defaultIndex: 2, lightbox: true }),
  ),
  sample('components', 'ProductItem', 'a card', () => h(ProductItem, { product: withImages(oakServingBoard), showAddButton: true }), { around: shop }),
  sample('components', 'ProductGrid', 'eight products', () => h(ProductGrid, { products: imagedCatalogue.slice(0, 8), label: 'Shop', merchandising: merchandisingContexts }), { around: shop }),
  sample('components', 'RelatedProducts', 'a row', () => h(RelatedProducts, { products: relatedProductsOf(linenShirt, imagedCatalogue), merchandising: merchandisingContexts }), { around: shop }),
  sample('components', 'RestockForm', 'sold out', () => h(RestockForm, { product: woolScarf, merchandising: merchandisingContexts[woolScarf.id] })),
  sample('components', 'RestockForm', 'with a captcha', () =>
    h(RestockForm, { product: woolScarf, merchandising: merchandisingContexts[woolScarf.id], captchaSiteKey: website.captchaSettings.siteKey, captchaScriptUrl: 'data:text/javascript,//' }),
  ),
  sample('components', 'ProductDetail', 'a shirt with images', () => h(ProductDetail, { product: shirt, merchandising: merchandisingContexts[linenShirt.id], relatedProducts: relatedProductsOf(linenShirt, imagedCatalogue) }), { around: shop },
  ),
  sample('components', 'ProductDetail', 'a digital product', () => h(ProductDetail, { product: fieldGuideEbook }), { around: shop }),
  sample(
    'components',
    'ProductDetail',
    'radio buttons, a monogram form and a zoomable gallery',
    () =>
      h(ProductDetail, {
        product: withImages(leatherTravelKit),
        additionalFieldsForm: monogramForm,
        variantAppearance: 'radio',
        gallery: { layout: 'stacked', zoom: 'hover', thumbnails: false },
        captchaSiteKey: website.captchaSettings.siteKey,
        headingLevel: 1,
      }),
    { around: shop },
  ),
  sample('components', 'QuickViewProvider', 'a listing with its buttons', () => h(
        QuickViewProvider,
        { groups: { shop: [linenShirt.id, canvasTote.id] } },
        h('ul', null, [linenShirt, canvasTote].map((product) => h('li', { key: product.id }, product.title, ' ', h(QuickViewButton, { productId: product.id, group: 'shop' })))),
      ), { around: shop },
  ),
  sample('components', 'QuickViewButton', 'inside its provider', () => h(QuickViewProvider, { groups: { shop: [linenShirt.id] } }, h(QuickViewButton, { productId: linenShirt.id, group: 'shop' })), { around: shop },
  ),
  sample('components', 'QuickView', 'closed, with its own controller', () => h(OwnQuickView), { around: shop, emptyOnServer: 'a closed dialog draws nothing' }),
  sample('components', 'QuickView', 'opening a product', () => h(OwnQuickView, { initialProduct: { id: linenShirt.id, group: 'shop' } }), {
    around: shop,
    emptyOnServer: 'the dialog is drawn in a portal, which exists only in the browser',
  }),
  sample('components', 'QuickViewMarkup', 'a product answer', () => h(QuickViewMarkup, { html: quickViewHtml }), { around: shop }),

  // Forms.
  sample('components', 'Form', 'the contact form', () => h(Form, { form: contactForm, pageFields: contactPageFields, query: '' })),
  sample('components', 'Form', 'every field kind', () => h(Form, { form: everyFieldForm, pageFields: contactPageFields, query: '' })),
  sample('components', 'Form', 'with a captcha, reading the page query', () => h(Form, { form: contactForm, pageFields: contactPageFields, captchaSiteKey: website.captchaSettings.siteKey })),
  sample('components', 'FormFieldControl', 'a text field', () => h(FormFieldControl, { field: contactForm.fields.find((field) => field.type === 'text') ?? contactForm.fields[0], value: undefined, error: null, onChange: noop }),
  ),
  sample('components', 'FormFieldControl', 'a likert field with an error', () => h(FormFieldControl, { field: everyFieldForm.fields.find((field) => field.type === 'likert'), value: undefined, error: 'Your visit is required.', onChange: noop }),
  ),
  sample('components', 'PlacesLookupProvider', 'a form with an address lookup', () => h(PlacesLookupProvider, null, h(Form, { form: { ...contactForm, fields: everyFieldForm.fields.filter((field) => field.type === 'address') }, pageFields: contactPageFields, query: '' })),
  ),
  sample('components', 'AddressLookup', 'a business address', () => h(AddressLookup, { label: 'Business address', defaultValue: '12 Loom Street' })),
  sample('components', 'Captcha', 'from useCaptcha', () => h(CaptchaArea)),

  // Visitors and accounts.
  sample('components', 'SignInForm', 'signed out', () => h(SessionProvider, { userInfoCookie: null }, h(SignInForm))),
  sample('components', 'AccountMenu', 'signed out', () => h(SessionProvider, { userInfoCookie: null }, h(AccountMenu))),
  sample('components', 'AccountMenu', 'signed in', () => h(SessionProvider, { userInfoCookie: SIGNED_IN_COOKIE }, h(AccountMenu))),
  sample('components', 'CookieBanner', 'a visitor who has not answered', () => h(CookieConsentProvider, { bannerEnabled: true }, h(CookieBanner, { placement: 'inline' }))),
  sample('components', 'CookieBanner', 'fixed to the page, without a provider', () => h(CookieBanner)),
  sample('components', 'CookieSettingsButton', 'beside the banner', () => h(CookieConsentProvider, { bannerEnabled: true }, h(CookieSettingsButton), h(CookieBanner, { placement: 'inline' })),
  ),
  sample(
    'components',
    'PopupOverlay',
    'the newsletter, centred',
    () => h(PopupOverlay, { form: newsletterForm, pageFields: contactPageFields, version: '1', formProps: { query: '' } }),
    { emptyOnServer: 'the overlay opens in the browser, after reading what the visitor closed before' },
  ),
  sample('components', 'PreviewNotice', 'the site owner previewing', () => h(PreviewNotice, { preview: true })),
  sample('components', 'TestVariant', 'a hero under test, variant b overridden', () =>
    h(TestVariant, { test: 'hero', assigned: 'a', overrides: { hero: 'b' }, variants: { a: h('h1', null, 'Linen for every season'), b: h('h1', null, 'Summer linen, cut to last') } }),
  ),

  // Special pages.
  sample('components', 'SpecialPage', 'a seasonal closure', () => h(SpecialPage, { title: 'Seasonal closure', pageType: 100 }, h('p', null, 'The shop reopens on Monday.'))),
  sample('components', 'NotFound', 'a missing page', () => h(NotFound, { path: '/shop/p/old-teapot' })),
  sample('components', 'ErrorPage', 'after a failure', () => h(ErrorPage, { error: new Error('Render failed'), reset: noop })),
  sample('components', 'LockScreen', 'locked', () => h(LockScreen, { onSubmitPassword: () => false })),
  sample('components', 'MemberAreaDenied', 'a member area', () => h(MemberAreaDenied)),
  sample('components', 'OrderSummary', 'a paid order', () => h(OrderSummary, { order: readOrder(orderAnswer) })),
  sample('components', 'OrderSummary', 'a test order, in its own words', () => h(OrderSummary, { order: readOrder(testModeOrderAnswer), strings: { orderSummaryTitle: 'Your receipt' } })),
  sample('components', 'OrderConfirmed', 'loading the order', () => h(OrderConfirmed, { orderId: orderIds.order.value })),
  sample('components', 'OrderConfirmed', 'the order the server read', () => h(OrderConfirmed, { orderId: orderIds.order.value, order: readOrder(orderAnswer) })),
  sample('components', 'OrderReceived', 'loading the order', () => h(OrderReceived, { orderId: orderIds.order.value })),
  sample('components', 'OrderStatus', 'the order the server read', () => h(OrderStatus, { orderId: orderIds.order.value, order: readOrder(orderAnswer), headingLevel: 2 })),
  sample('components', 'SubscriptionConfirmed', 'loading the order', () => h(SubscriptionConfirmed, { orderId: orderIds.subscription.value })),
  sample('components', 'MembershipConfirmed', 'loading the order', () => h(MembershipConfirmed, { orderId: orderIds.membership.value })),
  sample('components', 'ContributionConfirmed', 'loading the order', () => h(ContributionConfirmed, { orderId: orderIds.contribution.value })),

  // Content.
  sample('components', 'AutolinkedText', 'links, handles and tags', () => h(AutolinkedText, { text: 'New glazes with @vitrine_goods: www.vitrine-goods.test/glazes #pottery' })),
  sample('components', 'CommentCount', 'none', () => h(CommentCount, { count: 0 })),
  sample('components', 'CommentLink', 'a post', () => h(CommentLink, { item: harbourPost })),
  sample('components', 'Comments', 'native comments', () => h(Comments, { item: harbourPost, settings: blogSettings, siteUrl: blogSiteUrl, initialComments: blogComments[harbourPost.id] ?? [] })),
  sample('components', 'Comments', 'Disqus', () => h(Comments, { item: harbourPost, settings: disqusSettings, siteUrl: blogSiteUrl })),
  sample('components', 'CommentList', 'from useComments', () => h(PostComments)),
  sample('components', 'LikeButton', 'a post', () => h(LikeButton, { itemId: harbourPost.id, likeCount: harbourPost.likeCount ?? 0, enabled: true })),
  sample('components', 'ShareButtons', 'block', () => h(ShareButtons, { item: harbourPost, options: blogSettings.shareButtonOptions, siteUrl: blogSiteUrl })),
  sample('components', 'FollowButton', 'an account', () => h(FollowButton, blogAccount)),
  sample('components', 'EventItem', 'an evening', () => h(EventItem, { event: studioEvening, timeZone: 'America/New_York', locale: 'en-US' })),
  sample('components', 'EventItem', "the library's default zone and language", () => h(EventItem, { event: studioEvening, showExcerpt: true })),
  sample('components', 'EventList', 'upcoming', () => h(EventList, { events: eventsCollection, now: EVENTS_NOW, timeZone: 'America/New_York', locale: 'en-US' })),
  sample('components', 'EventList', 'past, as a calendar', () => h(EventList, { events: eventsCollection, now: EVENTS_NOW, showPastOrUpcomingEvents: 'past', calendarView: true, timeZone: 'America/New_York', locale: 'en-US' }),
  ),
  sample('components', 'EventCalendar', 'a month', () => h(EventCalendar, { events: eventsCollection, now: EVENTS_NOW, timeZone: 'America/New_York', locale: 'en-US' })),
  sample('components', 'EventCalendar', 'a chosen day, in Auckland', () =>
    h(EventCalendar, { events: eventsCollection, now: EVENTS_NOW, defaultValue: '2026-03-12', timeZone: 'Pacific/Auckland', locale: 'fr-FR', weekStartsOn: 1 }),
  ),
  sample('components', 'AudioPlayer', 'an album', () => h(AudioPlayer, { tracks })),
  sample('components', 'VideoWrapper', 'with an overlay', () => h(VideoWrapper, { ...youtube, overlay: true, image: { assetUrl: offCentreImage.assetUrl, originalSize: offCentreImage.originalSize } })),
  sample('components', 'VideoWrapper', 'shown at once', () => h(VideoWrapper, { ...youtube, overlay: false })),
  sample('components', 'FormAnswerSummary', 'answers', () => h(FormAnswerSummary, { fields: summaryFields })),
  sample('components', 'Image', 'an asset', () => h(Image, { image: offCentreImage, sizes: '320px' })),
  sample('components', 'Image', 'the props form', () => h(Image, { src: smallImage.assetUrl, width: 640, height: 480, alt: 'The workshop bench', sizes: '320px' })),
  sample('components', 'GalleryBlock', 'grid', () => h(GalleryBlock, { items: galleryItems, label: 'Studio photographs' })),
  sample('components', 'GalleryBlock', 'slideshow with autoplay', () => h(GalleryBlock, { items: galleryItems, label: 'Studio photographs', options: { design: 'slideshow', autoplay: true } }),
  ),
  sample('components', 'GalleryBlock', 'slider', () => h(GalleryBlock, { items: galleryItems, label: 'Studio photographs', options: { design: 'slider' } })),
  sample('components', 'GalleryBlock', 'stacked', () => h(GalleryBlock, { items: galleryItems, label: 'Studio photographs', options: { design: 'stacked' } })),
  sample('components', 'GalleryBlock', 'grid with captions on hover', () =>
    h(GalleryBlock, { items: galleryItems, label: 'Studio photographs', options: { metaPosition: 'bottom', thumbnailsPerRow: 3, flags: { 'show-meta': true, 'show-meta-on-hover': true } } }),
  ),

  // Providers of vitrine/hooks.
  sample('hooks', 'LocalizedStringsProvider', "the site's own words", () =>
    h(LocalizedStringsProvider, { strings: { soldOutText: 'Épuisé' } }, h(ProductPrice, { product: woolScarf, showBadge: true })), { around: themed },
  ),
  sample('hooks', 'MoneyFormatProvider', "the website's locale money format", () =>
    h(MoneyFormatProvider, { website: { useCLDRMoneyFormat: true }, locale: 'de-DE' }, h(ProductPrice, { product: woolScarf })), { around: themed },
  ),
  sample('hooks', 'ApiClientProvider', 'around a like button', () =>
    h(ApiClientProvider, { client }, h(LikeButton, { itemId: harbourPost.id, likeCount: 3, enabled: true })), { around: themed },
  ),
  sample('hooks', 'CartProvider', 'loading, around the indicator', () => h(CartProvider, null, h(CartIndicator))),
  sample('hooks', 'CartProvider', 'with a cart, around the indicator', () => h(CartProvider, { initialCart: cart }, h(CartIndicator))),
  sample('hooks', 'ConfirmApiProvider', 'around a page', () => h(ConfirmApiProvider, { value: confirmApi }, h('p', null, 'Page settings'))),
  sample('hooks', 'CookieConsentProvider', 'a restrictive site', () => h(CookieConsentProvider, { restrictive: true, bannerEnabled: true }, h(CookieBanner, { placement: 'inline' })),
  ),
  sample('hooks', 'ErrorReporterProvider', 'around a page', () => h(ErrorReporterProvider, { websiteId: website.id, templateId: website.templateId }, h(ErrorBoundary, null, h('p', null, 'Page content')))),
  sample('hooks', 'SessionProvider', 'signed in, around the sign-in form', () => h(SessionProvider, { userInfoCookie: SIGNED_IN_COOKIE, siteLanguage: 'en-US' }, h(SignInForm))),
  sample('hooks', 'AnalyticsProvider', 'a collection page', () => h(AnalyticsProvider, { page: analyticsPage }, h(ProductGrid, { products: imagedCatalogue.slice(0, 2), label: 'Shop' })), { around: shop }),
  sample('hooks', 'VisitorTelemetry', "the visitor's providers", () =>
    h(
      CookieConsentProvider,
      { bannerEnabled: true },
      h(
        VisitorTelemetry,
        { websiteId: website.id, templateId: website.templateId },
        h(SessionProvider, { siteLanguage: 'en-US' }, h(AnalyticsProvider, { page: analyticsPage }, h('p', null, 'Page content'), h(CookieBanner, { placement: 'inline' }))),
      ),
    ),
  ),

  // The site owner's editors (vitrine/builder).
  sample('builder', 'FormBuilder', 'the contact form', () => h(FormBuilder, { defaultValue: contactForm })),
  sample('builder', 'FormBuilder', 'storage, with a preview', () => h(FormBuilder, { defaultValue: contactForm, defaultFieldset: 'storage', preview: true })),
  sample('builder', 'ColourInput', 'a saved colour', () => h(ColourInput, { label: 'Accent colour', defaultValue: '#3a6b5c' })),
  sample('builder', 'TagEditor', 'three tags', () => h(TagEditor, { defaultValue: ['Summer', 'Sale', 'New in'] })),
  sample('builder', 'LimitNotice', 'a layout with room left', () => h(LimitNotice, { limit: 'blocksPerLayout', count: 12 })),
  sample('builder', 'LimitNotice', 'a full album', () => h(LimitNotice, { limit: 'albumTracks', count: 60 })),
  sample('builder', 'GalleryDesigner', 'the gallery options', () => h(GalleryDesigner, { items: galleryItems })),
  sample('builder', 'DeviceViews', 'a product page', () => h(DeviceViews, null, h('article', null, h('h2', null, 'Linen Shirt'), h('p', null, 'Breathable linen.')))),
  sample('builder', 'StoreCreationWizard', 'a new store', () => h(StoreCreationWizard, { websiteId: website.id, defaultTitle: 'Shop' })),
  sample('builder', 'NavigationEditor', 'loading', () => h(NavigationEditor)),
  sample('builder', 'ChartDataEditor', 'sales', () => h(ChartDataEditor, { defaultValue: SALES_GRID })),
  sample('builder', 'ChartPreview', 'bars', () => h(ChartPreview, { dataset: SALES })),
  sample('builder', 'ChartPreview', 'a pie', () => h(ChartPreview, { dataset: SALES, type: 'pie' })),
  sample('builder', 'FileUpload', 'waiting for a file', () => h(FileUpload, { maxBytes: 2_000_000 })),
  sample('builder', 'UpgradeLink', 'a trial', () => h(UpgradeLink, { kind: 'trial' })),
  sample('builder', 'HeaderFooterEditor', 'loading', () => h(HeaderFooterEditor)),
  sample('builder', 'LanguagesEditor', 'loading', () => h(LanguagesEditor)),
  sample('builder', 'SiteStylesEditor', 'loading', () => h(SiteStylesEditor)),
  sample('builder', 'TemplatePlayground', 'a product template', () => h(TemplatePlayground, { defaultTemplate: '<h1>{item.title}</h1>{item|product-price}', defaultContext: JSON.stringify({ item: linenShirt }) }),
  ),
  sample('builder', 'CodeField', 'a template', () => h(CodeField, { label: 'Template', defaultValue: '<h1>{title|html}</h1>' })),
  sample('builder', 'ConfirmProvider', 'around a page', () => h(ConfirmProvider, null, h('p', null, 'Page settings'))),
  sample(
    'builder',
    'ConfirmModal',
    'open',
    () => h(ConfirmModal, { open: true, title: 'Publish these changes?', description: 'Visitors see the new version at once.', onConfirm: noop, onCancel: noop }),
    { emptyOnServer: 'an open dialog is drawn in a portal, which exists only in the browser' },
  ),
  sample('builder', 'BuilderLoadError', 'try again', () => h(BuilderLoadError, { message: 'Unable to load.', onRetry: noop })),
  sample('builder', 'LinkField', 'a button link', () => h(LinkField, { label: 'Button link', description: 'Where the button takes visitors.', defaultValue: '/shop' })),
  sample('builder', 'PageUrlField', 'a page address', () => h(PageUrlField, { label: 'Page URL', required: true, defaultValue: 'shop' })),
  sample('builder', 'OptionField', 'a layout', () => h(OptionField, { label: 'Layout', options: ['grid', 'list', 'masonry'], defaultValue: 'grid' })),
  sample('builder', 'FontPicker', 'loading the fonts', () => h(FontPicker, { label: 'Heading font' })),
  sample('builder', 'TimeZonePicker', "the browser's zones", () => h(TimeZonePicker, { defaultValue: 'America/New_York' })),
];
