/**
 * Record, collection, slice and promoted-block codes the spec leaves unnamed (rendering spec, entities: record
 * types "others up to 63", collection types "others up to 25"). They are facts stated by the incumbent
 * template engine's package (@squarespace/template-engine 2.10.10, lib/plugins/enums.js and
 * lib/plugins/predicates.content.js), read from it and written here as data; logic/shared/incumbentEnums.test.ts
 * checks each table against the package, so a guess cannot creep in.
 */

/**
 * Record types beyond the spec's named ones (logic/shared/enums.ts RECORD_TYPE), keyed by the name their
 * template predicate carries (`css-asset?`, `undefined?`…).
 */
export const RECORD_TYPE_MORE = {
  undefined: -1,
  binary: 15,
  'css-asset': 16,
  'tweak-asset': 17,
  'digital-good': 18,
  attachment: 19,
  'wordpress-export': 20,
  'json-export': 21,
  'site-search': 30,
  'active-time': 31,
  tweet: 50,
  checkin: 52,
  kbarticle: 54,
} as const;

/** Collection types beyond the spec's named ones (logic/shared/enums.ts COLLECTION_TYPE), by the incumbent's names. */
export const COLLECTION_TYPE_MORE = {
  undefined: -1,
  twitter: 3,
  foursquare: 4,
  instagram: 5,
  'gallery-block': 6,
  'template-page': 7,
  'splash-page': 8,
  fivehundredpix: 11,
  flickr: 12,
  'slide-gallery': 15,
  'slide-album': 16,
  'slide-video': 17,
  'album-block': 18,
} as const;

/**
 * Slice type codes of the numeric reading (rendering spec, entities gives the range 1–19 and no names), by
 * name: what `current-type?` compares a slide's `currentType` with.
 */
export const SLICE_TYPE_CODE = {
  heading: 1,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  'social-icons': 7,
  buttons: 8,
  navigation: 9,
  'custom-form': 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
} as const;
