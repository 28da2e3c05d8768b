import type { AnchorHTMLAttributes, Ref } from 'react';
import { UPGRADE_LINK_STRINGS, upgradeDestination, upgradeHref, upgradeLinkLabel } from '../../../logic/builder/upgrade.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { link } from './UpgradeLink.css.ts';

/** Props of {@link UpgradeLink}: its own, and any DOM props of its `<a>` but href. */
export interface UpgradeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The site's kind: `'trial'` upgrades in the billing settings, any other in the website subscriptions settings. */
  kind: string;
  /** Where the builder's settings live (an origin or a path prefix). @default '' (this origin) */
  base?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The upgrade link (rendering spec, screens Upgrade destinations): a trial goes to the billing upgrade
 * settings, a plain site to the website subscriptions settings; labelled in the site's words unless
 * given children.
 */
export function UpgradeLink({ kind, base = '', children, className, ...props }: UpgradeLinkProps) {
  const strings = useStrings(UPGRADE_LINK_STRINGS);
  return (
    <a
      data-vitrine="upgrade-link"
      data-destination={upgradeDestination(kind)}
      {...props}
      href={upgradeHref(kind, base)}
      className={cx(link, className)}
    >
      {children ?? upgradeLinkLabel(kind, strings)}
    </a>
  );
}
