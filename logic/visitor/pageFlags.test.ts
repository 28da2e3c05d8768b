import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from './cookies.ts';
import { NO_PAGE_FLAGS, PAGE_FLAG_NAMES, readPageFlags, userScriptsAllowed } from './pageFlags.ts';

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
