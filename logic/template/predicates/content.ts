/**
 * Content and social predicates (TEMPLATE-LANGUAGE.md "Formatters and predicates to provide"): item
 * shapes, folders and links, events, galleries (the design / meta-position / active-alignment /
 * flag families), one `<record-type>?` per record type, `background-source-<name>?`, comments? and
 * disqus?. The rules come from logic/content, logic/dates and logic/enums.
 */
import * as contentModule from '../../content.ts';
import * as datesModule from '../../dates.ts';
import * as enumsModule from '../../enums.ts';
import * as galleryOptionsModule from '../../galleryOptions.ts';
import type { GalleryFlag } from '../../galleryOptions.ts';
import type { Predicate, TemplateContext } from '../registry.ts';
import * as valuesModule from '../values.ts';

// Imports bound once: a module runner may read imported names through a getter on every call.
const { showsComments, isClickable } = contentModule;
const { resolveTimeZone, toEpochMs } = datesModule;
const { BACKGROUND_SOURCE, FOLDER_BEHAVIOR, RECORD_TYPE } = enumsModule;
const { GALLERY_OPTIONS, normaliseGalleryOptions } = galleryOptionsModule;
const { asBoolean, asNumber, asString, isObject, isTruthy, member } = valuesModule;

/** A field of `@`. */
const field = (context: TemplateContext, key: string): unknown => member(context.value, key);

/**
 * Gallery designs as stored values: the builder's designs (logic/galleryOptions.ts) plus `carousel`,
 * the other name of `slider` (rendering.md §9 "slider/carousel") that older galleries still store.
 */
export const GALLERY_DESIGNS = [...GALLERY_OPTIONS.designs, 'carousel'] as const;

/** Record types whose predicate also matches a promoted block of the same name. */
const PROMOTED = new Set(['image', 'video', 'quote', 'link', 'gallery']);

const WHITESPACE = /[\s\u200b\u00a0]+/g;

/** `excerpt?`: the excerpt has text once tags and whitespace are removed. */
export const excerpt: Predicate = (_args, context) => {
  const value = field(context, 'excerpt');
  const html = isObject(value) && typeof value['html'] === 'string' ? value['html'] : typeof value === 'string' ? value : '';
  return html.replace(/<[^>]*>?/g, ' ').replace(WHITESPACE, '') !== '';
};

/** `clickable?`: no folder behaviour, or index / redirect (rendering.md §4). */
export const clickable: Predicate = (_args, context) => {
  const behavior = context.resolve('folderBehavior');
  return behavior === undefined || isClickable(asNumber(behavior));
};

/** `index?`: a folder collection whose behaviour is index. */
export const index: Predicate = (_args, context) => {
  const collection = field(context, 'collection');
  if (!isObject(collection)) return false;
  const behavior = collection['folderBehavior'];
  return isTruthy(collection['folder']) && typeof behavior === 'number' && behavior === FOLDER_BEHAVIOR.index;
};

/** Day formatters by zone (bounded: a site has one zone, a server a few). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day of epoch ms in a zone as text (era, year, month and day, in en-US): two instants
 * fall on the same day exactly when their texts are equal. One `format` per date, where reading every
 * field with formatToParts (logic/dates isSameDay) made same-day? 0.28× the incumbent (issue 17 §4).
 */
function dayText(value: unknown, zone: string): string | null {
  const ms = toEpochMs(asNumber(value));
  if (ms === null || Number.isNaN(new Date(ms).getTime())) return null;
  let formatter = dayFormatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, era: 'short', year: 'numeric', month: 'numeric', day: 'numeric' });
    if (dayFormatters.size >= 64) dayFormatters.clear();
    dayFormatters.set(zone, formatter);
  }
  return formatter.format(ms);
}

/** `same-day?`: the event starts and ends on the same day in the site's zone (rendering.md §4). */
export const sameDay: Predicate = (_args, context) => {
  const zone = resolveTimeZone(context.timeZone);
  const start = dayText(field(context, 'startDate'), zone);
  return start !== null && start === dayText(field(context, 'endDate'), zone);
};

/** `location?`: the item's location has map coordinates. */
export const location: Predicate = (_args, context) => {
  const place = field(context, 'location');
  return member(place, 'mapLat') !== undefined && member(place, 'mapLng') !== undefined;
};

/** `passthrough?`: a passthrough item with a source URL. */
export const passthrough: Predicate = (_args, context) =>
  isTruthy(field(context, 'passthrough')) && asString(field(context, 'sourceUrl')) !== '';

/** `comments?`: the item shows its comment area (rendering.md §4). */
export const comments: Predicate = (_args, context) => {
  const settings = context.resolve('websiteSettings');
  const enabled = isObject(settings) && Object.hasOwn(settings, 'commentsEnabled') ? isTruthy(settings['commentsEnabled']) : null;
  return showsComments(
    { commentState: asNumber(field(context, 'commentState')), publicCommentCount: asNumber(field(context, 'publicCommentCount')) },
    { commentsEnabled: enabled },
  );
};

/** True when `@.<key>` is truthy. */
const truthyField = (key: string): Predicate => (_args, context) => isTruthy(field(context, key));

const asOptions = (value: unknown): Readonly<Record<string, unknown>> | null => (isObject(value) ? value : null);

/**
 * The block's options read once through the one options object (logic/galleryOptions.ts), so a
 * template and a React gallery agree: either spelling, ranges clamped, a missing choice at its
 * default (`gallery-design-grid?` holds for a block that names no design).
 */
const galleryOptions = (context: TemplateContext) => normaliseGalleryOptions(asOptions(context.resolve('options')));

type GalleryChoice = 'metaPosition' | 'activeAlignment';

/** `slider` and `carousel` are one design under two names, so both predicates hold for either. */
const galleryDesign = (design: string): Predicate => (_args, context) =>
  galleryOptions(context).design === (design === 'carousel' ? 'slider' : design);

const gallerySelect = (option: GalleryChoice, choice: string): Predicate => (_args, context) => galleryOptions(context)[option] === choice;

const galleryFlag = (flag: GalleryFlag): Predicate => (_args, context) => galleryOptions(context).flags[flag];

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function families(): Record<string, Predicate> {
  const table: Record<string, Predicate> = {};
  for (const design of GALLERY_DESIGNS) table[`gallery-design-${design}?`] = galleryDesign(design);
  for (const position of GALLERY_OPTIONS.metaPositions) table[`gallery-meta-position-${position}?`] = gallerySelect('metaPosition', position);
  for (const alignment of GALLERY_OPTIONS.activeAlignments) {
    table[`gallery-active-alignment-${alignment}?`] = gallerySelect('activeAlignment', alignment);
  }
  for (const flag of GALLERY_OPTIONS.flags) table[`gallery-${flag}?`] = galleryFlag(flag);
  table['gallery-meta?'] = (_args, context) => {
    // `indicators` is not one of the builder's flags (rendering.md §9); older blocks still store it.
    return galleryOptions(context).flags.controls || isTruthy(member(context.resolve('options'), 'indicators'));
  };
  for (const [key, code] of Object.entries(RECORD_TYPE)) {
    const name = kebab(key);
    table[`${name}?`] = (_args, context) =>
      asNumber(field(context, 'recordType')) === code ||
      (PROMOTED.has(name) && asString(field(context, 'promotedBlockType')) === name);
  }
  for (const [name, code] of Object.entries(BACKGROUND_SOURCE)) {
    table[`background-source-${name}?`] = (_args, context) => asNumber(field(context, 'backgroundSource')) === code;
  }
  return table;
}

/** The content and social predicates by name. */
export const CONTENT_PREDICATES: Readonly<Record<string, Predicate>> = {
  'main-image?': (_args, context) => isTruthy(field(context, 'mainImageId')) || isTruthy(field(context, 'systemDataId')),
  'excerpt?': excerpt,
  'external-link?': truthyField('externalLink'),
  'folder?': (_args, context) => isTruthy(member(field(context, 'collection'), 'folder')),
  'index?': index,
  'redirect?': (_args, context) => asNumber(field(context, 'folderBehavior')) === FOLDER_BEHAVIOR.redirect,
  'clickable?': clickable,
  'passthrough?': passthrough,
  'location?': location,
  'same-day?': sameDay,
  'collection?': truthyField('collection'),
  'calendar-view?': (_args, context) => asBoolean(context.resolve('calendarView')),
  'show-past-events?': (_args, context) => asString(field(context, 'showPastOrUpcomingEvents')) === 'past',
  'comments?': comments,
  'disqus?': (_args, context) => isTruthy(context.resolve('websiteSettings.disqusShortName')),
  ...families(),
};
