import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BACKGROUND_SOURCE,
  BACKGROUND_SOURCE_NAME,
  BLOCK_TYPE,
  BLOCK_TYPE_ALTERNATE,
  BLOCK_TYPE_ALTERNATE_NAME,
  BLOCK_TYPE_NAME,
  BLOCK_VARIANT,
  BLOCK_VARIANT_NAME,
  BLOCK_VARIANT_RANGE,
  COLLECTION_ITEM_STATUS,
  COLLECTION_ITEM_STATUS_NAME,
  COLLECTION_TYPE,
  COLLECTION_TYPE_NAME,
  FEATURE_FLAGGED_BLOCK_TYPES,
  FOLDER_BEHAVIOR,
  FOLDER_BEHAVIOR_NAME,
  GALLERY_MEDIA_TYPE,
  OVERLAY_POSITION,
  PAGE_TYPE,
  PAGE_TYPE_NAME,
  PRODUCT_TYPE_NAME,
  PROMOTED_BLOCK_TYPE,
  RECORD_TYPE,
  RECORD_TYPE_NAME,
  ROLE,
  ROLE_NAME,
  SLICE_TYPE,
  SLICE_TYPE_RANGE,
  SURVEY_COHORT,
  enumName,
  reverseLookup,
} from './enums.ts';
import { PRODUCT_TYPE } from '../shopper/product.ts';

/** camelCase of a spec name: "member-area access denied" → memberAreaAccessDenied. */
function camel(name: string): string {
  const words = name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word[0]?.toUpperCase() + word.slice(1))).join('');
}

/** Pairs of a spec sentence "admin 1, billing 2, …" as [camelName, number]. */
function specPairs(sentence: string, aliases: Record<string, string> = {}): Array<[string, number]> {
  return sentence.split(', ').map((item) => {
    const match = /^(.+) (-?\d+)$/.exec(item.trim());
    if (!match) throw new Error(`Unreadable spec item "${item}"`);
    const [, name = '', number = ''] = match;
    const key = aliases[name] ?? camel(name);
    return [key, Number(number)];
  });
}

/** Checks an enumeration against the spec's pairs: same names, same numbers, nothing extra. */
function expectMatchesSpec(enumeration: Readonly<Record<string, number>>, pairs: Array<[string, number]>): void {
  expect(Object.entries(enumeration).sort()).toEqual([...pairs].sort());
}

/** Rows "| 1 | main content or collection |" of a spec table. */
function tableRows(table: string): Array<[string, number]> {
  return table.trim().split('\n').map((row) => {
    const [, number = '', name = ''] = row.split('|').map((cell) => cell.trim());
    return [camel(name), Number(number)];
  });
}

describe('shopper spec, screens Page types', () => {
  it('has every number of the table', () => {
    expectMatchesSpec(PAGE_TYPE, tableRows(`
| 1 | main content or collection |
| 2 | page |
| 3 | splash page |
| 50 | content item |
| 100 | not found |
| 101 | error |
| 102 | search |
| 103 | lock screen |
| 104 | popup overlay |
| 105 | protected content |
| 106 | member-area access denied |
| 107 | paywall |
| 200 | show cart |
| 201 | checkout |
| 202 | order confirmed |
| 203 | donate |
| 204 | contribution confirmed |
| 205 | cart v2 |
| 206 | subscription confirmed |
| 207 | order received |
| 208 | membership confirmed |
| 209 | reviews request |
| 210 | digital product composer preview |
| 211 | order status |
| 300 | newsletter unsubscribe |
| 301 | commerce email preview |
| 400 | sign-on page |`));
  });

  it('looks names up by number', () => {
    expect(PAGE_TYPE_NAME[100]).toBe('notFound');
    expect(PAGE_TYPE_NAME[106]).toBe('memberAreaAccessDenied');
    expect(PAGE_TYPE_NAME[400]).toBe('signOnPage');
  });
});

describe('shopper spec, roles and rendering spec, roles Roles', () => {
  it('numbers every contributor role as the spec does', () => {
    expectMatchesSpec(ROLE, specPairs('admin 1, billing 2, reporting 3, editor 4, moderator 6, commenter 7, store manager 8, scheduling 9, viewer 10, campaigns editor 11, scheduling viewer 12, scheduling editor 13, none 14, website manager 15, draft editor 16'));
    expect(ROLE_NAME[10]).toBe('viewer');
    expect(ROLE_NAME[16]).toBe('draftEditor');
  });
});

describe('shopper spec, entities Product types', () => {
  it('numbers physical 1 to paywall 5 and looks them up', () => {
    expectMatchesSpec(PRODUCT_TYPE, specPairs('physical 1, digital 2, service 3, gift card 4, paywall 5'));
    expect(PRODUCT_TYPE_NAME[4]).toBe('giftCard');
  });
});

describe('rendering spec, entities Enumerations', () => {
  it('background source', () => {
    expectMatchesSpec(BACKGROUND_SOURCE, specPairs('undefined -1, upload 1, instagram 2, video 3, none 4'));
    expect(BACKGROUND_SOURCE_NAME[-1]).toBe('undefined');
  });

  it('folder behavior, with variation from the longer reading', () => {
    expectMatchesSpec(FOLDER_BEHAVIOR, specPairs('index 1, redirect 2, none 3, variation 4'));
    expect(FOLDER_BEHAVIOR_NAME[2]).toBe('redirect');
  });

  it('collection types with names', () => {
    expectMatchesSpec(COLLECTION_TYPE, specPairs('generic 1, subscription 2, page 10, products 13'));
    expect(COLLECTION_TYPE_NAME[13]).toBe('products');
    for (const value of Object.values(COLLECTION_TYPE)) expect(value).toBeLessThanOrEqual(25);
  });

  it('record types with names', () => {
    expectMatchesSpec(RECORD_TYPE, specPairs('text 1, image 2, quote 4, link 5, chat 6, audio 7, video 8, review 10, store item 11, event 12, thread 13, gallery 14'));
    expect(RECORD_TYPE_NAME[11]).toBe('storeItem');
    for (const value of Object.values(RECORD_TYPE)) expect(value).toBeLessThanOrEqual(63);
  });

  it('block types, numeric reading', () => {
    const spec = 'navigation 1, html 2, logo 3, map 4, image 5, twitter 6, journal 7, gallery 8, form 9, geo 10, index 11, collection link 12, link 13, tag cloud 14, comments 16, folder 17, menu 18, social links 19, summary 20, spacer 21, embed 22, code 23, foursquare 24, instagram 25, calendar 26, posts by author 27, by tag 28, by category 29, by month 30, quote 31, video 32, search 33, audio 41, 500px 42, product 43, markdown 44, flickr 45, amazon 46, horizontal rule 47, social account links 48, rss 49, opentable 50, newsletter 51, donation 52, button 53, social account links v2 54, summary v2 55, soundcloud 56, email footer 57, in-browser message link 58, tour dates 59, album 60, archive 61, chart 62, wedding registry 63, scheduling 65, opentable v2 66, member area 67, reservation app 68, accordion 69, marquee 70, shape 71, pricing plan 72, website component 1337';
    expectMatchesSpec(BLOCK_TYPE, specPairs(spec, { 'by tag': 'postsByTag', 'by category': 'postsByCategory', 'by month': 'postsByMonth', '500px': '500px' }));
    expect(BLOCK_TYPE_NAME[1337]).toBe('websiteComponent');
    expect(BLOCK_TYPE_NAME[42]).toBe('500px');
  });

  it('block types, the other reading', () => {
    expectMatchesSpec(BLOCK_TYPE_ALTERNATE, specPairs('heading 1, sub-heading 2, body 3, image 4, gallery 5, video 6, form 16'));
    expect(BLOCK_TYPE_ALTERNATE_NAME[16]).toBe('form');
  });

  it('block variants: the 19 named variants in order, within 1000 to 1019', () => {
    const names = ['gallery slideshow', 'gallery carousel', 'gallery grid', 'gallery stack', 'summary wall', 'summary carousel',
      'summary list', 'summary grid', 'chart bar', 'chart line', 'chart pie', 'image inline', 'image poster', 'image card',
      'image overlap', 'image collage', 'image stack', 'reservations', 'events'].map(camel);
    expect(Object.keys(BLOCK_VARIANT)).toEqual(names);
    for (const value of Object.values(BLOCK_VARIANT)) {
      expect(value).toBeGreaterThanOrEqual(BLOCK_VARIANT_RANGE.min);
      expect(value).toBeLessThanOrEqual(BLOCK_VARIANT_RANGE.max);
    }
    expect(new Set(Object.values(BLOCK_VARIANT)).size).toBe(19);
    expect(BLOCK_VARIANT_NAME[1000]).toBe('gallerySlideshow');
  });

  it('promoted block types point at their numeric block types', () => {
    expect(Object.keys(PROMOTED_BLOCK_TYPE)).toEqual(['map', 'embed', 'image', 'code', 'quote', 'twitter', 'link', 'video', 'foursquare', 'instagram', 'form']);
    expect(PROMOTED_BLOCK_TYPE).toMatchObject({ map: 4, embed: 22, image: 5, code: 23, quote: 31, twitter: 6, link: 13, video: 32, foursquare: 24, instagram: 25, form: 9 });
  });

  it('feature-flagged blocks are amazon, donation, menu and both opentables', () => {
    expect([...FEATURE_FLAGGED_BLOCK_TYPES].sort((a, b) => a - b)).toEqual([18, 46, 50, 52, 66]);
  });

  it('slice types: the named reading and the 1 to 19 numeric range', () => {
    expect(Object.values(SLICE_TYPE)).toEqual('heading, sub-heading, body, image, gallery, video, social-icons, buttons, navigation, custom-form, newsletter, album, map, lock, password, twitter, logo, action, popup-overlay-action, temp-lock-inject, sso-options'.split(', '));
    expect(SLICE_TYPE_RANGE).toEqual({ min: 1, max: 19 });
  });

  it('statuses, media types, overlay positions and survey cohorts', () => {
    expect(Object.values(COLLECTION_ITEM_STATUS)).toEqual(['Scheduled', 'Needs Review', 'Draft', 'Private']);
    expect(COLLECTION_ITEM_STATUS_NAME['Needs Review']).toBe('needsReview');
    expect(Object.values(GALLERY_MEDIA_TYPE)).toEqual(['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video']);
    expect(Object.keys(OVERLAY_POSITION)).toHaveLength(9);
    expect(Object.values(SURVEY_COHORT)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});

describe('rendering spec, entities Enumerations: reverse lookups', () => {
  const enumerations = [PAGE_TYPE, ROLE, RECORD_TYPE, COLLECTION_TYPE, BLOCK_TYPE, BLOCK_TYPE_ALTERNATE, BLOCK_VARIANT, BACKGROUND_SOURCE, FOLDER_BEHAVIOR, OVERLAY_POSITION];

  it('have unique values, so every lookup round-trips', () => {
    for (const enumeration of enumerations) {
      const lookup: Record<string | number, string> = reverseLookup(enumeration);
      for (const [name, value] of Object.entries(enumeration)) expect(lookup[value]).toBe(name);
      expect(Object.keys(lookup)).toHaveLength(Object.keys(enumeration).length);
    }
  });

  it('enumName answers a name for a member and undefined for anything else (property)', () => {
    expect(enumName(ROLE, 10)).toBe('viewer');
    expect(enumName(ROLE, 5)).toBeUndefined();
    expect(enumName(ROLE, '10')).toBeUndefined();
    fc.assert(fc.property(fc.anything(), (value) => {
      const name = enumName(PAGE_TYPE, value);
      if (name !== undefined) expect(PAGE_TYPE[name]).toBe(value);
    }));
  });
});
