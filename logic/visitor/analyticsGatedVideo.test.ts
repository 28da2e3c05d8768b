import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GATED_VIDEO_EVENTS, type GatedVideoEventKey } from './analytics.ts';
import { gatedVideoEventAllowed, gatedVideoEventData, gatedVideoPageViewKey, type GatedVideoEventContext } from './analyticsGatedVideo.ts';

const withCookie = { ss_cvr: '4821|1772870400000|1772870400000|1772870400000|1' };
const KEYS = Object.keys(GATED_VIDEO_EVENTS) as GatedVideoEventKey[];
const DENIED_KEYS: GatedVideoEventKey[] = ['accessDeniedPageView', 'accessDeniedCtaClick'];
const listPage: GatedVideoEventContext = { key: 'videoListPageView', gated: true, pageType: 1, censusEnabled: true, user: null, path: '/videos', cookies: withCookie };
const deniedPage: GatedVideoEventContext = { ...listPage, key: 'accessDeniedPageView', pageType: 106, path: '/videos/members-only' };

describe('shopper spec, calls gated-video page views', () => {
  it('the access-denied page (106), the video list (collection, 1) and a video\'s page (content item, 50)', () => {
    expect(gatedVideoPageViewKey(106)).toBe('accessDeniedPageView');
    expect(gatedVideoPageViewKey(1)).toBe('videoListPageView');
    expect(gatedVideoPageViewKey(50)).toBe('videoDetailPageView');
    for (const pageType of [2, 100, 103, 200, Number.NaN]) expect(gatedVideoPageViewKey(pageType)).toBeNull();
  });
});

describe('shopper spec, states gated-video events: sent only with a census cookie present', () => {
  it('every event is sent on its page with a census cookie, none without one', () => {
    for (const key of KEYS) {
      const page = DENIED_KEYS.includes(key) ? deniedPage : listPage;
      expect(gatedVideoEventAllowed({ ...page, key }), key).toBe(true);
      expect(gatedVideoEventAllowed({ ...page, key, cookies: {} }), key).toBe(false);
      expect(gatedVideoEventAllowed({ ...page, key, cookies: { ss_cvr: '' } }), key).toBe(false);
    }
  });

  it('any census cookie will do; other cookies do not', () => {
    for (const name of ['ss_cvr', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvt']) expect(gatedVideoEventAllowed({ ...listPage, cookies: { [name]: '1' } }), name).toBe(true);
    expect(gatedVideoEventAllowed({ ...listPage, cookies: { crumb: 'c', ss_cookieAllowed: 'true' } })).toBe(false);
  });

  it('only a gated video collection\'s pages send them', () => {
    for (const key of KEYS) expect(gatedVideoEventAllowed({ ...(DENIED_KEYS.includes(key) ? deniedPage : listPage), key, gated: false }), key).toBe(false);
  });

  it('the access-denied events belong to the access-denied page, the others to every page but it', () => {
    for (const key of DENIED_KEYS) expect(gatedVideoEventAllowed({ ...listPage, key }), key).toBe(false);
    for (const key of KEYS.filter((each) => !DENIED_KEYS.includes(each))) expect(gatedVideoEventAllowed({ ...deniedPage, key }), key).toBe(false);
  });
});

describe('shopper spec, states Analytics suppression applies to gated-video events', () => {
  it('census disabled, or a logged-in contributor: nothing, on the access-denied page too', () => {
    for (const page of [listPage, deniedPage]) {
      expect(gatedVideoEventAllowed({ ...page, censusEnabled: false })).toBe(false);
      expect(gatedVideoEventAllowed({ ...page, user: { roles: [4] } })).toBe(false);
      expect(gatedVideoEventAllowed({ ...page, user: { roles: [10, 1] } })).toBe(false);
      expect(gatedVideoEventAllowed({ ...page, user: { roles: [10] } })).toBe(true);
    }
  });

  it('the page-type rule: not found and lock screen send nothing; the access-denied page only its own two events', () => {
    for (const pageType of [100, 103]) for (const key of KEYS) expect(gatedVideoEventAllowed({ ...listPage, key, pageType }), `${key} on ${pageType}`).toBe(false);
    expect(gatedVideoEventAllowed(deniedPage)).toBe(true);
  });

  it('hostile context never throws and sends nothing it cannot read (property)', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof gatedVideoEventAllowed(value as never) === 'boolean'));
    fc.assert(
      fc.property(fc.record({ key: fc.anything(), gated: fc.anything(), pageType: fc.anything(), censusEnabled: fc.anything(), user: fc.anything(), path: fc.anything(), cookies: fc.anything() }), (context) => {
        const allowed = gatedVideoEventAllowed(context as never);
        if (allowed) expect(context.gated === true && context.censusEnabled === true && typeof context.key === 'string').toBe(true);
      }),
    );
  });
});

describe('shopper spec, calls gated-video event data', () => {
  const page = { websiteId: 'site-1', pagePath: '/videos/weaving', collectionId: 'col-videos', itemId: 'video-1' };

  it('a video\'s page view carries the viewer\'s access status', () => {
    expect(gatedVideoEventData('videoDetailPageView', { ...page, viewerHasAccess: true })).toEqual({ ...page, viewerAccessStatus: 'granted' });
    expect(gatedVideoEventData('videoDetailPageView', { ...page, viewerHasAccess: false }).viewerAccessStatus).toBe('denied');
    expect(gatedVideoEventData('videoDetailPageView', page).viewerAccessStatus).toBeNull();
  });

  it('a third-party video click names the player and provider; a call to action where it goes', () => {
    expect(gatedVideoEventData('thirdPartyVideoClick', { ...page, videoUrl: 'https://www.youtube.com/embed/x', provider: 'YouTube' })).toEqual({
      ...page, videoUrl: 'https://www.youtube.com/embed/x', videoProvider: 'YouTube',
    });
    expect(gatedVideoEventData('accessDeniedCtaClick', { ...page, destinationUrl: 'https://shop.test/join' })).toEqual({ ...page, destinationUrl: 'https://shop.test/join' });
  });

  it('the list and access-denied page views carry the page fields only', () => {
    expect(gatedVideoEventData('videoListPageView', { ...page, viewerHasAccess: true, videoUrl: 'https://x.test' })).toEqual(page);
    expect(gatedVideoEventData('accessDeniedPageView', page)).toEqual(page);
  });

  it('hostile input never throws and gives text or null (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KEYS), fc.anything(), (key, input) => {
        const data = gatedVideoEventData(key, input as never);
        for (const value of Object.values(data)) expect(value === null || typeof value === 'string').toBe(true);
      }),
    );
  });
});
