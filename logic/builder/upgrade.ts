/**
 * Upgrade destinations (rendering spec, screens): a trial upgrade goes to the billing upgrade settings, a
 * plain one to the website subscriptions settings. The spec does not show the paths; the library's
 * sit in the configuration area (paths containing /config, rendering spec, screens).
 */

/** Where an upgrade sends the owner; the paths themselves are not in the spec. */
export type UpgradeDestination = 'billing-upgrade-settings' | 'website-subscriptions-settings';

/** `trial` goes to the billing upgrade settings; any other kind to the website subscriptions settings (rendering spec, screens). */
export function upgradeDestination(kind: string): UpgradeDestination {
  return kind === 'trial' ? 'billing-upgrade-settings' : 'website-subscriptions-settings';
}

/** The path of each destination (library paths in the configuration area; the spec shows none). */
export const UPGRADE_PATHS: Readonly<Record<UpgradeDestination, string>> = {
  'billing-upgrade-settings': '/config/settings/billing/upgrade',
  'website-subscriptions-settings': '/config/settings/website/subscriptions',
};

/**
 * The href of an upgrade link: the destination's path under `base` (the builder's origin or a prefix;
 * one trailing slash of it dropped). A base that is not text counts as none.
 */
export function upgradeHref(kind: string, base: string = ''): string {
  const prefix = typeof base === 'string' ? base.replace(/\/$/, '') : '';
  return `${prefix}${UPGRADE_PATHS[upgradeDestination(kind)]}`;
}

/** The upgrade link's wording (library strings: the spec quotes none). */
export const UPGRADE_LINK_STRINGS = {
  /** Library string: a trial site's upgrade link. */
  upgradeTrialLinkLabel: 'Upgrade your trial',
  /** Library string: a paid site's upgrade link. */
  upgradePlanLinkLabel: 'Upgrade your plan',
} as const;

/** The label of an upgrade link of that kind. */
export function upgradeLinkLabel(kind: string, strings: Readonly<Record<keyof typeof UPGRADE_LINK_STRINGS, string>> = UPGRADE_LINK_STRINGS): string {
  return upgradeDestination(kind) === 'billing-upgrade-settings' ? strings.upgradeTrialLinkLabel : strings.upgradePlanLinkLabel;
}
