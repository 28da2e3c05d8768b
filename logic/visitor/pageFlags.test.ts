import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from './cookies.ts';
import { trackingDecision } from './analytics.ts';
import { chosenTestVariant, honouredTestVariants, NO_PAGE_FLAGS, overlaysAllowed, PAGE_FLAG_NAMES, readPageFlags, userScriptsAllowed } from './pageFlags.ts';

describe('rendering spec, entities Cookies/flags: preview, override, frame-expanded and disable-user-scripts', () => {
  it('names the four flags', () => {
    expect(Object.values(PAGE_FLAG_NAMES)).toEqual(['preview', 'override', 'frame-expanded', 'disable-user-scripts']);
  });

  it('reads each flag from its cookie', () => {
    const cookies = parseCookieHeader('preview=true; frame-expanded=1; other=x');
    expect(readPageFlags(cookies)).toEqual({ preview: true, override: false, frameExpanded: true, disableUserScripts: false });
    expect(readPageFlags({ override: 'yes', 'disable-user-scripts': 'true' })).toEqual({
      preview: false,
      override: true,
      frameExpanded: false,
      disableUserScripts: true,
    });
  });

  it('reads each flag from the query string, bare or with a value', () => {
    expect(readPageFlags({}, '?preview&disable-user-scripts=1')).toEqual({ preview: true, override: false, frameExpanded: false, disableUserScripts: true });
    expect(readPageFlags({}, 'override=true').override).toBe(true);
  });

  it('reads empty values and the off words as off', () => {
    expect(readPageFlags({ preview: '', override: 'false', 'frame-expanded': '0', 'disable-user-scripts': 'OFF' })).toEqual(NO_PAGE_FLAGS);
    expect(readPageFlags({}, '?preview=false&override=0&frame-expanded=off')).toEqual(NO_PAGE_FLAGS);
    expect(readPageFlags(null)).toEqual(NO_PAGE_FLAGS);
  });

  it('lets user scripts run unless disable-user-scripts is on', () => {
    expect(userScriptsAllowed(NO_PAGE_FLAGS)).toBe(true);
    expect(userScriptsAllowed(readPageFlags({}, '?disable-user-scripts'))).toBe(false);
    expect(userScriptsAllowed(null)).toBe(true);
  });

  it('property: never throws, and a flag is on only when its own cookie or parameter says so', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), fc.string(), (cookies, search) => {
        const flags = readPageFlags(cookies, search);
        for (const [flag, name] of Object.entries(PAGE_FLAG_NAMES)) {
          if (flags[flag as keyof typeof PAGE_FLAG_NAMES]) expect(Object.hasOwn(cookies, name) || new URLSearchParams(search).has(name)).toBe(true);
        }
      }),
      { seed: 20261129 },
    );
  });
});

describe('rendering spec, entities Cookies/flags: preview (the product\'s choice: the owner previewing is no visit)', () => {
  const page = { user: null, pageType: 1, censusEnabled: true, path: '/shop' };

  it('sends no analytics while previewing', () => {
    expect(trackingDecision({ ...page, preview: readPageFlags({}, '?preview').preview })).toEqual({ pageView: false, events: false, reason: 'preview' });
  });

  it('tracks the same page when the flag is off', () => {
    expect(trackingDecision({ ...page, preview: readPageFlags({}, '?preview=false').preview })).toEqual({ pageView: true, events: true, reason: 'tracked' });
    expect(trackingDecision(page).reason).toBe('tracked');
  });

  it('keeps the spec\'s own reasons first', () => {
    expect(trackingDecision({ ...page, censusEnabled: false, preview: true }).reason).toBe('census-disabled');
    expect(trackingDecision({ ...page, user: { roles: [1] }, preview: true }).reason).toBe('logged-in-user');
  });
});

describe('rendering and shopper spec, roles and permissions: test-variant overrides through the query string work only on internal, staging or similar sites', () => {
  const query = '?override&test_variant_hero=b';
  const flagsOf = (search: string) => readPageFlags({}, search);

  it('are honoured with the override flag on an internal or staging site', () => {
    expect(honouredTestVariants(flagsOf(query), query, 'shop.staging.example.com')).toEqual({ hero: 'b' });
    expect(honouredTestVariants(readPageFlags({ override: '1' }), '?test_variant_hero=b', 'localhost:6006')).toEqual({ hero: 'b' });
  });

  it('are refused on a live site, even with the override flag', () => {
    expect(honouredTestVariants(flagsOf(query), query, 'www.devon-crafts.com')).toEqual({});
  });

  it('are refused without the override flag, even on a staging site', () => {
    expect(honouredTestVariants(flagsOf('?test_variant_hero=b'), '?test_variant_hero=b', 'staging.example.com')).toEqual({});
    expect(honouredTestVariants(null, query, 'localhost')).toEqual({});
  });

  it('choose the overridden variant when it is one of the test\'s, else the assigned one, else the control', () => {
    expect(chosenTestVariant('hero', ['a', 'b'], 'a', { hero: 'b' })).toBe('b');
    expect(chosenTestVariant('hero', ['a', 'b'], 'a', { hero: 'z' })).toBe('a');
    expect(chosenTestVariant('hero', ['a', 'b'], 'b', {})).toBe('b');
    expect(chosenTestVariant('hero', ['a', 'b'], 'unknown', {})).toBe('a');
    expect(chosenTestVariant('hero', [], 'a', { hero: 'a' })).toBeNull();
  });

  it('property: off the override flag or off an internal host, the assigned variant always wins', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (search, host, internal) => {
        const site = internal ? host : 'www.example.com';
        const flags = readPageFlags({}, search);
        const overrides = honouredTestVariants(flags, search, site);
        if (!flags.override || !internal) expect(chosenTestVariant('hero', ['a', 'b'], 'b', overrides)).toBe('b');
      }),
      { seed: 20261129 },
    );
  });
});

describe('rendering spec, entities Cookies/flags: frame-expanded (the product\'s choice: nothing covers the page in the builder\'s frame)', () => {
  it('keeps the overlays away while the page is expanded in the builder\'s frame', () => {
    expect(overlaysAllowed(readPageFlags({ 'frame-expanded': 'true' }))).toBe(false);
    expect(overlaysAllowed(NO_PAGE_FLAGS)).toBe(true);
    expect(overlaysAllowed(null)).toBe(true);
  });
});
