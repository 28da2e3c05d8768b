'use client';

import type { MouseEvent, Ref } from 'react';
import { COOKIE_SETTINGS_BUTTON_STRINGS } from '../../../logic/visitor/consentStrings.ts';
import { useCookieConsent } from '../../../hooks/visitor/useCookieConsent.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button, type ButtonProps } from '../../primitives/Button/Button.tsx';

/** Props of {@link CookieSettingsButton}. */
export interface CookieSettingsButtonProps extends Omit<ButtonProps, 'asChild'> {
  ref?: Ref<HTMLButtonElement>;
}

/**
 * "Cookie settings": opens the cookie banner again so the visitor can change the answer (a footer link, say).
 * Focus goes into the banner and comes back here once answered. Hidden while the site's banner is off.
 */
export function CookieSettingsButton({ onClick, children, variant = 'secondary', ...props }: CookieSettingsButtonProps) {
  const strings = useStrings(COOKIE_SETTINGS_BUTTON_STRINGS);
  const consent = useCookieConsent();
  if (!consent.policy.bannerEnabled) return null;
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) consent.openBanner(event.currentTarget);
  };
  return (
    <Button
      variant={variant}
      aria-expanded={consent.bannerOpen}
      data-vitrine="cookie-settings-button"
      data-state={consent.bannerOpen ? 'open' : 'closed'}
      {...props}
      onClick={open}
    >
      {children ?? strings.cookieSettingsText}
    </Button>
  );
}
