import type { HTMLAttributes, Ref } from 'react';
import { absoluteItemUrl, SHARE_SERVICE_NAMES, shareServices, shareUrl, type LinkableItem } from '../../../logic/content/content.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { SHARE_BUTTONS_STRINGS } from '../../../logic/visitor/socialStrings.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { inlineLink, list, root } from './ShareButtons.css.ts';

/** The item fields the share buttons read. */
export interface ShareItem extends LinkableItem {
  title?: string | null;
}

/** Props of {@link ShareButtons}: its own, and any DOM props of its `<nav>`. */
export interface ShareButtonsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The item shared: its address (fullUrl, or sourceUrl for a passthrough item) and title. */
  item: ShareItem;
  /** The site's `shareButtonOptions`: a list of service names, or service name to on/off. */
  options: unknown;
  /** The site's origin, which makes a relative item address absolute (a share needs a full address). */
  siteUrl?: string | null;
  /** Full-width buttons one under another (`social-button`), or small links in a row (`social-button-inline`). @default 'block' */
  variant?: 'block' | 'inline';
  /** Its wording, over the site's (LocalizedStringsProvider): in a Server Component, the only way to word it. */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLElement>;
}

/**
 * The social share buttons (rendering spec, screens) of the services the site's shareButtonOptions turns on,
 * each a link carrying the item's address and title that opens the service in a new tab, safely
 * (rel="noopener noreferrer": the service gets no handle on this page, nor the referring address).
 * No service on: nothing is rendered.
 */
export function ShareButtons({ item, options, siteUrl, variant = 'block', className, strings: givenStrings, ...props }: ShareButtonsProps) {
  const strings = useStrings(SHARE_BUTTONS_STRINGS, givenStrings);
  const services = shareServices(options);
  if (services.length === 0) return null;
  const url = absoluteItemUrl(item, siteUrl);
  const title = typeof item.title === 'string' ? item.title : '';
  return (
    <nav aria-label={strings.shareListLabel} data-vitrine="share-buttons" data-variant={variant} {...props} className={cx(root, className)}>
      <ul className={list[variant]}>
        {services.map((service) => {
          const name = SHARE_SERVICE_NAMES[service];
          const label = interpolate(strings.shareOnServiceText, { service: name });
          const link = {
            href: shareUrl(service, url, title),
            'data-service': service,
            ...(service === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' }),
          };
          return (
            <li key={service}>
              {variant === 'inline' ? (
                <a {...link} className={inlineLink} aria-label={service === 'email' ? label : `${label} ${strings.shareOpensNewTabText}`}>
                  {interpolate(strings.shareServiceText, { service: name })}
                </a>
              ) : (
                <Button asChild variant="secondary" fullWidth>
                  <a {...link}>
                    {label}
                    {service === 'email' ? null : <span className={visuallyHidden}> {strings.shareOpensNewTabText}</span>}
                  </a>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
