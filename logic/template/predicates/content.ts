/**
 * Content and social predicates (docs/template-language.md "Formatters and predicates to provide"): item
 * shapes, folders and links, events, galleries (the design / meta-position / active-alignment /
 * flag families), one `<record-type>?` per record type, `background-source-<name>?`, comments? and
 * disqus?. The rules come from logic/content/content, logic/shared/dates and logic/shared/enums.
 */
import * as contentModule from '../../content/content.ts';
import * as datesModule from '../../shared/dates.ts';
import * as enumsModule from '../../shared/enums.ts';
import * as galleryOptionsModule from '../../content/galleryOptions.ts';
import type { GalleryFlag } from '../../content/galleryOptions.ts';
import type { TemplateCaches } from '../caches.ts';
import type { Predicate, TemplateContext } from '../registry.ts';
import { cachesOf } from '../state.ts';
import * as valuesModule from '../values.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { showsComments, isClickable } = contentModule;
const { resolveTimeZone, toEpochMs } = datesModule;
const { BACKGROUND_SOURCE, FOLDER_BEHAVIOR, RECORD_TYPE } = enumsModule;
const { GALLERY_OPTIONS, galleryOptionKebabName } = galleryOptionsModule;
const { asBoolean, asNumber, asString, isObject, isTruthy, member } = valuesModule;

/** A field of `@`. */
const field = (context: TemplateContext, key: string): unknown => member(context.value, key);

/**
 * Gallery designs as stored values: the builder's designs (logic/content/galleryOptions.ts) plus `carousel`,
 * the other name of `slider` (rendering spec, constants and limits "slider/carousel") that older galleries still store.
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

/** `clickable?`: no folder behaviour, or index / redirect (rendering spec, states). */
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

/**
 * The calendar day of epoch ms in a zone as text (era, year, month and day, in en-US): two instants
 * fall on the same day exactly when their texts are equal. Recent days are kept in `caches`, by zone
 * and instant (Intl's `format` is most of what a same-day? test costs, and an event list shows the
 * same dates at every render), as are the formatters by zone.
 */
function dayText(value: unknown, zone: string, caches: TemplateCaches): string | null {
  // toEpochMs gives only instants a Date can hold.
  const ms = toEpochMs(asNumber(value));
  if (ms === null) return null;
  const known = caches.dayTexts.find(DAY_TEXTS, zone, ms);
  if (known !== undefined) return known;
  let formatter = caches.dayFormatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, era: 'short', year: 'numeric', month: 'numeric', day: 'numeric' });
    caches.dayFormatters.set(zone, formatter);
  }
  const text = formatter.format(ms);
  caches.dayTexts.keep(DAY_TEXTS, zone, ms, text);
  return text;
}

/** The group day texts are filed under in their memo (which files results by an object that settles the rule). */
const DAY_TEXTS = {};

/** `same-day?`: the event starts and ends on the same day in the site's zone (rendering spec, states). */
export const sameDay: Predicate = (_args, context) => {
  const zone = resolveTimeZone(context.timeZone);
  const caches = cachesOf(context);
  const start = dayText(field(context, 'startDate'), zone, caches);
  return start !== null && start === dayText(field(context, 'endDate'), zone, caches);
};

/** `location?`: the item's location has map coordinates. */
export const location: Predicate = (_args, context) => {
  const place = field(context, 'location');
  return member(place, 'mapLat') !== undefined && member(place, 'mapLng') !== undefined;
};

/** `passthrough?`: a passthrough item with a source URL. */
export const passthrough: Predicate = (_args, context) =>
  isTruthy(field(context, 'passthrough')) && asString(field(context, 'sourceUrl')) !== '';

/** `comments?`: the item shows its comment area (rendering spec, states). */
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

/** The block's stored options (`@.options`, or the nearest scope's), or null when they are not an object. */
const storedOptions = (context: TemplateContext) => asOptions(context.resolve('options'));

/**
 * The first of the spellings of an option that is present (as logic/content/galleryOptions reads a block's
 * options: the library's camelCase first, then the stored kebab-case). A read that throws counts as
 * absent, as there.
 */
function firstSpelling(options: unknown, spellings: readonly string[]): unknown {
  if (options === null || (typeof options !== 'object' && typeof options !== 'function')) return undefined;
  for (const name of spellings) {
    let value: unknown;
    try {
      value = (options as Readonly<Record<string, unknown>>)[name];
    } catch {
      value = undefined;
    }
    if (value !== undefined) return value;
  }
  return undefined;
}

/** `active-alignment` → `activeAlignment`. */
const camel = (name: string): string => name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** An option's spellings, camelCase first: worked out once per predicate, when the table is made. */
const spellingsOf = (name: string): readonly string[] => [...new Set([camel(name), galleryOptionKebabName(camel(name))])];

/**
 * The gallery families read the one option they test, with the rule of logic/content/galleryOptions
 * (normaliseGalleryOptions), so a template and a React gallery agree: either spelling, a missing or
 * unknown choice at the builder's default (`gallery-design-grid?` holds for a block that names no
 * design), `carousel` read as `slider`, a flag on only when it is `true` or `'true'` (nested under
 * `flags` or at the top level). Only that one option is read, its spellings worked out once per
 * predicate. predicates.test.ts checks that both readings agree.
 */
function galleryChoice(option: string, choices: readonly string[], fallback: string): (context: TemplateContext) => string {
  const spellings = spellingsOf(option);
  return (context) => {
    let value = firstSpelling(storedOptions(context), spellings);
    if (option === 'design' && value === 'carousel') value = 'slider';
    return typeof value === 'string' && choices.includes(value) ? value : fallback;
  };
}

/** `slider` and `carousel` are one design under two names, so both predicates hold for either. */
const galleryDesign = (design: string): Predicate => {
  const read = galleryChoice('design', GALLERY_OPTIONS.designs, GALLERY_OPTIONS.defaultDesign);
  const wanted = design === 'carousel' ? 'slider' : design;
  return (_args, context) => read(context) === wanted;
};

const gallerySelect = (option: string, choices: readonly string[], fallback: string, choice: string): Predicate => {
  const read = galleryChoice(option, choices, fallback);
  return (_args, context) => read(context) === choice;
};

const FLAGS = ['flags'];

/** Whether a flag is on in a block's options: under `flags` first, then at the top level. */
function galleryFlagOn(options: Readonly<Record<string, unknown>> | null, spellings: readonly string[]): boolean {
  const given = firstSpelling(firstSpelling(options, FLAGS), spellings) ?? firstSpelling(options, spellings);
  return given === true || given === 'true';
}

const galleryFlag = (flag: GalleryFlag): Predicate => {
  // A flag's stored name (`auto-crop`) comes first, then its camelCase.
  const spellings = [...new Set([flag, camel(flag)])];
  return (_args, context) => galleryFlagOn(storedOptions(context), spellings);
};

const CONTROLS = ['controls'];

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function families(): Record<string, Predicate> {
  const table: Record<string, Predicate> = {};
  for (const design of GALLERY_DESIGNS) table[`gallery-design-${design}?`] = galleryDesign(design);
  const { metaPositions, defaultMetaPosition, activeAlignments, defaultActiveAlignment } = GALLERY_OPTIONS;
  for (const position of metaPositions) {
    table[`gallery-meta-position-${position}?`] = gallerySelect('meta-position', metaPositions, defaultMetaPosition, position);
  }
  for (const alignment of activeAlignments) {
    table[`gallery-active-alignment-${alignment}?`] = gallerySelect('active-alignment', activeAlignments, defaultActiveAlignment, alignment);
  }
  for (const flag of GALLERY_OPTIONS.flags) table[`gallery-${flag}?`] = galleryFlag(flag);
  table['gallery-meta?'] = (_args, context) => {
    const options = context.resolve('options');
    // `indicators` is not one of the builder's flags (rendering spec, constants and limits); older blocks still store it.
    return galleryFlagOn(asOptions(options), CONTROLS) || isTruthy(member(options, 'indicators'));
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
