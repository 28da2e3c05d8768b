import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AD_PIXEL_EVENTS,
  ANALYTICS_EVENT,
  ANALYTICS_HEARTBEAT_INTERVAL_MS,
  ANALYTICS_EVENT_NAME,
  formPixelEvent,
  isConfigPath,
  isInternalHost,
  isSessionRecordingEligible,
  testVariantOverride,
  trackingDecision,
} from './analytics.ts';

const visitor = { user: null, pageType: 2, censusEnabled: true, path: '/about' };

describe('shopper spec, calls Analytics event numbers', () => {
  it('numbers page view 1, site search 2, heartbeat 10, audio 20, video 21', () => {
    expect(ANALYTICS_EVENT).toEqual({ pageView: 1, siteSearch: 2, heartbeat: 10, audio: 20, video: 21 });
    expect(ANALYTICS_EVENT_NAME[21]).toBe('video');
    expect(ANALYTICS_EVENT_NAME[10]).toBe('heartbeat');
  });

  it('lists the advertising pixel events', () => {
    expect([...AD_PIXEL_EVENTS]).toEqual(['Lead', 'AddToCart', 'Search', 'ViewContent', 'Purchase', 'CompleteRegistration']);
  });
});

describe('shopper spec, calls advertising pixel: Lead and CompleteRegistration from page forms', () => {
  it('a form sent to a mailing list completes a registration; any other form is a lead', () => {
    expect(formPixelEvent({ storage: { kind: 'mailingList', listId: 'list-newsletter' } }, false)).toBe('CompleteRegistration');
    expect(formPixelEvent({ storage: { kind: 'email', addresses: 'shop@example.com' } }, false)).toBe('Lead');
    expect(formPixelEvent({}, false)).toBe('Lead');
  });

  it('a save in an editing context is the owner\'s, not a visitor\'s: no event', () => {
    expect(formPixelEvent({ storage: { kind: 'mailingList', listId: 'l' } }, true)).toBeNull();
    expect(formPixelEvent({}, true)).toBeNull();
  });

  it('any definition gives one of the two pixel events, never a throw (property)', () => {
    fc.assert(fc.property(fc.anything(), (form) => ['Lead', 'CompleteRegistration'].includes(formPixelEvent(form as never, false) ?? '')));
  });
});

describe('shopper spec, states Analytics suppression', () => {
  it('tracks an anonymous visitor on an ordinary page', () => {
    expect(trackingDecision(visitor)).toEqual({ pageView: true, events: true, reason: 'tracked' });
  });

  it('sends nothing when census is disabled', () => {
    expect(trackingDecision({ ...visitor, censusEnabled: false })).toEqual({ pageView: false, events: false, reason: 'census-disabled' });
  });

  it('sends nothing on not found (100), lock screen (103) and member-area access denied (106)', () => {
    for (const pageType of [100, 103, 106]) {
      expect(trackingDecision({ ...visitor, pageType })).toEqual({ pageView: false, events: false, reason: 'page-type' });
    }
    for (const pageType of [1, 101, 104, 105, 107]) expect(trackingDecision({ ...visitor, pageType }).reason).toBe('tracked');
  });

  it('drops only the page view on the search page', () => {
    expect(trackingDecision({ ...visitor, path: '/search' })).toEqual({ pageView: false, events: true, reason: 'search-page' });
    expect(trackingDecision({ ...visitor, path: '/search/' }).pageView).toBe(false);
    expect(trackingDecision({ ...visitor, pageType: 102, path: '/find' }).pageView).toBe(false);
    expect(trackingDecision({ ...visitor, path: '/searching' }).pageView).toBe(true);
  });

  it('suppresses logged-in users holding any role other than viewer-only', () => {
    for (const roles of [[1], [4], [10, 4], [14]]) {
      expect(trackingDecision({ ...visitor, user: { roles } })).toEqual({ pageView: false, events: false, reason: 'logged-in-user' });
    }
  });

  it('a viewer-only user counts as a visitor outside /config and not inside it', () => {
    expect(trackingDecision({ ...visitor, user: { roles: [10] } }).reason).toBe('tracked');
    expect(trackingDecision({ ...visitor, user: { roles: [10, 10] } }).reason).toBe('tracked');
    expect(trackingDecision({ ...visitor, user: { roles: [10] }, path: '/config/pages' }).reason).toBe('logged-in-user');
  });

  it('a signed-in user with no contributor role counts as a visitor', () => {
    expect(trackingDecision({ ...visitor, user: { roles: [] } }).reason).toBe('tracked');
  });

  it('knows the configuration area by /config in the path', () => {
    expect(isConfigPath('/config')).toBe(true);
    expect(isConfigPath('/en/config/settings')).toBe(true);
    expect(isConfigPath('/configure')).toBe(true);
    expect(isConfigPath('/conf')).toBe(false);
  });

  it('never sends events without the page view except on the search page (property)', () => {
    fc.assert(fc.property(
      fc.option(fc.record({ roles: fc.array(fc.integer({ min: 1, max: 16 }), { maxLength: 3 }) })),
      fc.integer({ min: 0, max: 500 }), fc.boolean(), fc.string(),
      (user, pageType, censusEnabled, path) => {
        const decision = trackingDecision({ user, pageType, censusEnabled, path });
        if (decision.pageView) expect(decision.events).toBe(true);
        if (decision.events && !decision.pageView) expect(decision.reason).toBe('search-page');
        if (!censusEnabled) expect(decision.events).toBe(false);
      },
    ));
  });
});

describe('shopper spec, states Session recording eligibility', () => {
  const eligible = { country: 'US', timeZone: 'America/New_York', toggle: true, variant: 'true', cpuCores: 4 };

  it('is eligible when every condition holds, in the US or Japan', () => {
    expect(isSessionRecordingEligible(eligible)).toBe(true);
    expect(isSessionRecordingEligible({ ...eligible, country: 'JP', timeZone: 'Asia/Tokyo' })).toBe(true);
    expect(isSessionRecordingEligible({ ...eligible, timeZone: 'America/Argentina/Buenos_Aires' })).toBe(true);
  });

  it('fails on any single condition', () => {
    expect(isSessionRecordingEligible({ ...eligible, country: 'GB' })).toBe(false);
    expect(isSessionRecordingEligible({ ...eligible, country: 'us' })).toBe(false);
    expect(isSessionRecordingEligible({ ...eligible, timeZone: 'Europe/London' })).toBe(false);
    expect(isSessionRecordingEligible({ ...eligible, timeZone: 'Asia/Tokyo2' })).toBe(false);
    expect(isSessionRecordingEligible({ ...eligible, timeZone: 'Asia/Seoul' })).toBe(false);
    expect(isSessionRecordingEligible({ ...eligible, toggle: false })).toBe(false);
    expect(isSessionRecordingEligible({ ...eligible, variant: 'false' })).toBe(false);
    expect(isSessionRecordingEligible({ ...eligible, variant: 'TRUE' })).toBe(false);
  });

  it('needs more than 2 cores: 2 fails, 3 passes', () => {
    expect(isSessionRecordingEligible({ ...eligible, cpuCores: 2 })).toBe(false);
    expect(isSessionRecordingEligible({ ...eligible, cpuCores: 3 })).toBe(true);
  });
});

describe('shopper spec, roles Test-variant overrides', () => {
  it('are honoured on internal and staging hosts', () => {
    expect(testVariantOverride('?test_variant_checkout=b&utm=x', 'localhost:6006')).toEqual({ checkout: 'b' });
    expect(testVariantOverride(new URLSearchParams('test_variant_nav=new'), 'shop.staging.example.com')).toEqual({ nav: 'new' });
  });

  it('are ignored on public hosts', () => {
    expect(testVariantOverride('?test_variant_checkout=b', 'www.example.com')).toEqual({});
    expect(testVariantOverride('?test_variant_checkout=b', 'devon-crafts.com')).toEqual({});
  });

  it('ignore empty names and values', () => {
    expect(testVariantOverride('?test_variant_=b&test_variant_x=', 'localhost')).toEqual({});
  });

  it('knows internal hosts by loopback or a staging-like label', () => {
    for (const host of ['localhost', '127.0.0.1:8080', '[::1]:3000', 'app.localhost', 'qa.example.com', 'staging2.example.com', 'internal.example.net', 'dev.shop.example.com']) {
      expect(isInternalHost(host), host).toBe(true);
    }
    // A label that merely contains a staging word is a customer's name (tests/hostile/logic-faults.test.ts).
    for (const host of ['example.com', 'devon.example.com', 'stagecoach.com', 'latest.example.com', '', 'site-staging.example.com', 'dev-shop.example.com']) {
      expect(isInternalHost(host), host).toBe(false);
    }
  });

  it('never throw and answer string overrides only on internal hosts (property)', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (query, host) => {
      const overrides = testVariantOverride(query, host);
      for (const value of Object.values(overrides)) expect(typeof value).toBe('string');
      if (!isInternalHost(host)) expect(overrides).toEqual({});
    }));
  });
});

describe('shopper spec, calls heartbeat (event 10) interval, the library’s choice', () => {
  it('is 30 seconds (the spec gives the event number but no interval)', () => {
    expect(ANALYTICS_HEARTBEAT_INTERVAL_MS).toBe(30_000);
  });
});
