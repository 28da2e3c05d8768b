import { describe, expect, it } from 'vitest';
import { UPGRADE_LINK_STRINGS, upgradeDestination, upgradeHref, upgradeLinkLabel } from './upgrade.ts';

describe('rendering spec, screens Upgrade destinations', () => {
  it('sends a trial to the billing upgrade settings and anything else to the website subscriptions settings', () => {
    expect(upgradeDestination('trial')).toBe('billing-upgrade-settings');
    expect(upgradeDestination('plain')).toBe('website-subscriptions-settings');
    expect(upgradeDestination('')).toBe('website-subscriptions-settings');
  });

  it('builds the link under the configuration area (paths contain /config), under an optional base', () => {
    expect(upgradeHref('trial')).toBe('/config/settings/billing/upgrade');
    expect(upgradeHref('plain', 'https://builder.test/')).toBe('https://builder.test/config/settings/website/subscriptions');
    expect(upgradeHref('plain')).toContain('/config');
  });

  it('labels each kind in the given strings', () => {
    expect(upgradeLinkLabel('trial')).toBe('Upgrade your trial');
    expect(upgradeLinkLabel('plain', { ...UPGRADE_LINK_STRINGS, upgradePlanLinkLabel: 'Plan' })).toBe('Plan');
  });
});
