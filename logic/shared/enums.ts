/**
 * The enumerations of both specs (shopper spec, screens, entities, roles; rendering spec, screens, entities) as `as const` objects,
 * each with a reverse lookup from value to name. Keys are the spec's names in camelCase.
 */
import { PRODUCT_TYPE } from '../shopper/product.ts';

/** Value → name of an enumeration object. */
export type ReverseLookup<T extends Readonly<Record<string, string | number>>> = {
  readonly [K in keyof T as T[K]]: K;
};

/** Builds the value → name lookup of an enumeration; later names win when two share a value. */
export function reverseLookup<T extends Readonly<Record<string, string | number>>>(enumeration: T): ReverseLookup<T> {
  return Object.fromEntries(Object.entries(enumeration).map(([name, value]) => [value, name])) as ReverseLookup<T>;
}

/** The name of a value in an enumeration, or undefined when it has none. */
export function enumName<T extends Readonly<Record<string, string | number>>>(enumeration: T, value: unknown): keyof T | undefined {
  return Object.keys(enumeration).find((name) => enumeration[name] === value);
}

/** Page types (shopper spec, screens). */
export const PAGE_TYPE = {
  mainContentOrCollection: 1,
  page: 2,
  splashPage: 3,
  contentItem: 50,
  notFound: 100,
  error: 101,
  search: 102,
  lockScreen: 103,
  popupOverlay: 104,
  protectedContent: 105,
  memberAreaAccessDenied: 106,
  paywall: 107,
  showCart: 200,
  checkout: 201,
  orderConfirmed: 202,
  donate: 203,
  contributionConfirmed: 204,
  cartV2: 205,
  subscriptionConfirmed: 206,
  orderReceived: 207,
  membershipConfirmed: 208,
  reviewsRequest: 209,
  digitalProductComposerPreview: 210,
  orderStatus: 211,
  newsletterUnsubscribe: 300,
  commerceEmailPreview: 301,
  signOnPage: 400,
} as const;

/** Page type number → name. */
export const PAGE_TYPE_NAME = reverseLookup(PAGE_TYPE);

/** Contributor roles (shopper spec, roles, rendering spec, roles). */
export const ROLE = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
  none: 14,
  websiteManager: 15,
  draftEditor: 16,
} as const;

/** Role number → name. */
export const ROLE_NAME = reverseLookup(ROLE);

/** Product type number → name (the enumeration itself is `PRODUCT_TYPE` in product.ts). */
export const PRODUCT_TYPE_NAME = reverseLookup(PRODUCT_TYPE);

/** Record types with names in the spec (rendering spec, entities; others up to 63 are unnamed). */
export const RECORD_TYPE = {
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  chat: 6,
  audio: 7,
  video: 8,
  review: 10,
  storeItem: 11,
  event: 12,
  thread: 13,
  gallery: 14,
} as const;

/** Record type number → name. */
export const RECORD_TYPE_NAME = reverseLookup(RECORD_TYPE);

/** Collection types with names in the spec (rendering spec, entities; others up to 25 are unnamed). */
export const COLLECTION_TYPE = { generic: 1, subscription: 2, page: 10, products: 13 } as const;

/** Collection type number → name. */
export const COLLECTION_TYPE_NAME = reverseLookup(COLLECTION_TYPE);

/** Block types, numeric reading (rendering spec, entities). */
export const BLOCK_TYPE = {
  navigation: 1, html: 2, logo: 3, map: 4, image: 5, twitter: 6, journal: 7, gallery: 8, form: 9, geo: 10,
  index: 11, collectionLink: 12, link: 13, tagCloud: 14, comments: 16, folder: 17, menu: 18, socialLinks: 19,
  summary: 20, spacer: 21, embed: 22, code: 23, foursquare: 24, instagram: 25, calendar: 26, postsByAuthor: 27,
  postsByTag: 28, postsByCategory: 29, postsByMonth: 30, quote: 31, video: 32, search: 33, audio: 41,
  '500px': 42, product: 43, markdown: 44, flickr: 45, amazon: 46, horizontalRule: 47, socialAccountLinks: 48,
  rss: 49, opentable: 50, newsletter: 51, donation: 52, button: 53, socialAccountLinksV2: 54, summaryV2: 55,
  soundcloud: 56, emailFooter: 57, inBrowserMessageLink: 58, tourDates: 59, album: 60, archive: 61, chart: 62,
  weddingRegistry: 63, scheduling: 65, opentableV2: 66, memberArea: 67, reservationApp: 68, accordion: 69,
  marquee: 70, shape: 71, pricingPlan: 72, websiteComponent: 1337,
} as const;

/** Block type number → name (numeric reading). */
export const BLOCK_TYPE_NAME = reverseLookup(BLOCK_TYPE);

/** Block types, the other reading with small codes (rendering spec, entities; where each applies is not shown). */
export const BLOCK_TYPE_ALTERNATE = { heading: 1, subHeading: 2, body: 3, image: 4, gallery: 5, video: 6, form: 16 } as const;

/** Block type number → name (the other reading). */
export const BLOCK_TYPE_ALTERNATE_NAME = reverseLookup(BLOCK_TYPE_ALTERNATE);

/**
 * Block variants in the spec's order, numbered from 1000 (rendering spec, entities). The spec names 19 variants
 * for the codes 1000 to 1019 without pairing names and codes, so 1019 stays unnamed here.
 */
export const BLOCK_VARIANT = {
  gallerySlideshow: 1000, galleryCarousel: 1001, galleryGrid: 1002, galleryStack: 1003,
  summaryWall: 1004, summaryCarousel: 1005, summaryList: 1006, summaryGrid: 1007,
  chartBar: 1008, chartLine: 1009, chartPie: 1010,
  imageInline: 1011, imagePoster: 1012, imageCard: 1013, imageOverlap: 1014, imageCollage: 1015, imageStack: 1016,
  reservations: 1017, events: 1018,
} as const;

/** Block variant number → name. */
export const BLOCK_VARIANT_NAME = reverseLookup(BLOCK_VARIANT);

/** The range of block variant codes (rendering spec, entities). */
export const BLOCK_VARIANT_RANGE = { min: 1000, max: 1019 } as const;

/** Promoted block types, by their numeric block type (rendering spec, entities). */
export const PROMOTED_BLOCK_TYPE = {
  map: BLOCK_TYPE.map, embed: BLOCK_TYPE.embed, image: BLOCK_TYPE.image, code: BLOCK_TYPE.code,
  quote: BLOCK_TYPE.quote, twitter: BLOCK_TYPE.twitter, link: BLOCK_TYPE.link, video: BLOCK_TYPE.video,
  foursquare: BLOCK_TYPE.foursquare, instagram: BLOCK_TYPE.instagram, form: BLOCK_TYPE.form,
} as const;

/** Promoted block type number → name. */
export const PROMOTED_BLOCK_TYPE_NAME = reverseLookup(PROMOTED_BLOCK_TYPE);

/** Blocks behind a feature flag (rendering spec, entities; opentable in both versions). */
export const FEATURE_FLAGGED_BLOCK_TYPES = [BLOCK_TYPE.amazon, BLOCK_TYPE.donation, BLOCK_TYPE.menu, BLOCK_TYPE.opentable, BLOCK_TYPE.opentableV2] as const;

/** Slice types, the named reading (rendering spec, entities). */
export const SLICE_TYPE = {
  heading: 'heading', subHeading: 'sub-heading', body: 'body', image: 'image', gallery: 'gallery', video: 'video',
  socialIcons: 'social-icons', buttons: 'buttons', navigation: 'navigation', customForm: 'custom-form',
  newsletter: 'newsletter', album: 'album', map: 'map', lock: 'lock', password: 'password', twitter: 'twitter',
  logo: 'logo', action: 'action', popupOverlayAction: 'popup-overlay-action', tempLockInject: 'temp-lock-inject',
  ssoOptions: 'sso-options',
} as const;

/** Slice type value → name. */
export const SLICE_TYPE_NAME = reverseLookup(SLICE_TYPE);

/** Slice type codes of the numeric reading, which names none of them (rendering spec, entities). */
export const SLICE_TYPE_RANGE = { min: 1, max: 19 } as const;

/** Background sources (rendering spec, entities). */
export const BACKGROUND_SOURCE = { undefined: -1, upload: 1, instagram: 2, video: 3, none: 4 } as const;

/** Background source number → name. */
export const BACKGROUND_SOURCE_NAME = reverseLookup(BACKGROUND_SOURCE);

/** Folder behaviours (rendering spec, entities; variation appears in one reading only). */
export const FOLDER_BEHAVIOR = { index: 1, redirect: 2, none: 3, variation: 4 } as const;

/** Folder behaviour number → name. */
export const FOLDER_BEHAVIOR_NAME = reverseLookup(FOLDER_BEHAVIOR);

/** Collection item statuses (rendering spec, entities). */
export const COLLECTION_ITEM_STATUS = { scheduled: 'Scheduled', needsReview: 'Needs Review', draft: 'Draft', private: 'Private' } as const;

/** Collection item status text → name. */
export const COLLECTION_ITEM_STATUS_NAME = reverseLookup(COLLECTION_ITEM_STATUS);

/** Gallery item media types (rendering spec, entities). */
export const GALLERY_MEDIA_TYPE = {
  imageEmpty: 'imageEmpty', imageFile: 'imageFile', imageLicensed: 'imageLicensed',
  imageReused: 'imageReused', assetReused: 'assetReused', video: 'video',
} as const;

/** Gallery media type value → name. */
export const GALLERY_MEDIA_TYPE_NAME = reverseLookup(GALLERY_MEDIA_TYPE);

/** The nine popup overlay positions: corners, edge centres and centre (rendering spec, entities). */
export const OVERLAY_POSITION = {
  topLeft: 'top-left', topCenter: 'top-center', topRight: 'top-right',
  centerLeft: 'center-left', center: 'center', centerRight: 'center-right',
  bottomLeft: 'bottom-left', bottomCenter: 'bottom-center', bottomRight: 'bottom-right',
} as const;

/** Overlay position value → name. */
export const OVERLAY_POSITION_NAME = reverseLookup(OVERLAY_POSITION);

/** Survey cohorts A to E (rendering spec, entities). */
export const SURVEY_COHORT = { A: 'A', B: 'B', C: 'C', D: 'D', E: 'E' } as const;

/** Survey cohort value → name. */
export const SURVEY_COHORT_NAME = reverseLookup(SURVEY_COHORT);

/** Device views of the builder (rendering spec, screens). */
export const DEVICE_VIEW = { desktop: 'desktop', phone: 'phone', tablet: 'tablet' } as const;

/** Collection views (rendering spec, screens). */
export const COLLECTION_VIEW = { list: 'list', grid: 'grid', product: 'product' } as const;

/** Special page kinds (rendering spec, screens). */
export const SPECIAL_PAGE_KIND = { coverPage: 'cover-page', lockScreen: 'lock-screen', popupOverlay: 'popup-overlay', ssoScreen: 'sso-screen' } as const;

/** Tweak page types (rendering spec, screens); the spec gives names only, so values are the library's slugs. */
export const TWEAK_PAGE_TYPE = {
  splashPage: 'splash-page', lockScreen: 'lock-screen', popupOverlay: 'popup-overlay', checkout: 'checkout', style: 'style', ssoPage: 'sso-page',
} as const;

/** Tweak events (rendering spec, states); the spec gives names only, so values are the library's slugs. */
export const TWEAK_EVENT = {
  change: 'change', close: 'close', save: 'save', reset: 'reset', afterShow: 'after-show', afterClose: 'after-close', beforeOpen: 'before-open',
} as const;
