'use client';

import { useEffect, useId, useRef, type HTMLAttributes, type Ref } from 'react';
import { COOKIE_BANNER_STRINGS, COOKIE_CONSENT_ANNOUNCEMENT_STRINGS } from '../../../logic/visitor/consentStrings.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { useCookieConsent } from '../../../hooks/visitor/useCookieConsent.ts';
import { overlaysAllowed } from '../../../logic/visitor/pageFlags.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import * as styles from './CookieBanner.css.ts';

const STRINGS = { ...COOKIE_BANNER_STRINGS, ...COOKIE_CONSENT_ANNOUNCEMENT_STRINGS };

/** Props of {@link CookieBanner}. */
export interface CookieBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Where it sits: fixed to the bottom of the window, or in the flow where it is placed. @default 'fixed' */
  placement?: 'fixed' | 'inline';
  /** Told of the visitor's answer, after ss_cookieAllowed was written. */
  onAnswer?: (allowed: boolean) => void;
  /** The page's frame-expanded flag (logic/visitor/pageFlags.ts overlaysAllowed): not shown in the builder's frame, where no visitor answers it. @default false */
  frameExpanded?: boolean;
  /** The banner's region. */
  ref?: Ref<HTMLElement>;
}

/**
 * The cookie banner (shopper spec, entities, states): a named region at the edge of the page, not a modal (the page stays
 * usable and focus is not trapped), with "Accept cookies" and "Decline", which write ss_cookieAllowed through
 * the page's CookieConsentProvider (census cookies cleared when the policy says so). It shows while the visitor
 * has not answered, or after a CookieSettingsButton opened it again; then it takes focus, and gives it back
 * to that button once answered. The banner's wording is the library's own (the spec gives none).
 */
export function CookieBanner({ placement = 'fixed', onAnswer, frameExpanded = false, className, ref, ...props }: CookieBannerProps) {
  const strings = useStrings(STRINGS);
  const announce = useAnnounce();
  const consent = useCookieConsent();
  const titleId = useId();
  const messageId = useId();
  const region = useRef<HTMLElement | null>(null);
  const { bannerOpen, returnFocusTo } = consent;
  const wasOpen = useRef(bannerOpen);

  // Opened again on request: focus moves into the banner; closed after that, it goes back where it came from.
  useEffect(() => {
    if (bannerOpen && !wasOpen.current && returnFocusTo) region.current?.focus();
    if (!bannerOpen && wasOpen.current && returnFocusTo?.isConnected) returnFocusTo.focus();
    wasOpen.current = bannerOpen;
  }, [bannerOpen, returnFocusTo]);

  if (!bannerOpen || !overlaysAllowed({ frameExpanded })) return null;

  const answer = (allowed: boolean) => {
    if (allowed) consent.accept();
    else consent.decline();
    announce(allowed ? strings.cookieConsentAcceptedAnnouncement : strings.cookieConsentDeclinedAnnouncement);
    onAnswer?.(allowed);
  };

  const setRef = (node: HTMLElement | null) => {
    region.current = node;
    if (typeof ref === 'function') return ref(node);
    if (ref) ref.current = node;
    return undefined;
  };

  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={messageId}
      tabIndex={-1}
      data-vitrine="cookie-banner"
      data-state="open"
      data-placement={placement}
      data-consent={consent.allowed === null ? 'unanswered' : consent.allowed ? 'accepted' : 'declined'}
      {...props}
      ref={setRef}
      className={cx(styles.banner[placement], className)}
    >
      <h2 id={titleId} className={styles.title}>
        {strings.cookieBannerTitle}
      </h2>
      <p id={messageId} className={styles.message}>
        {strings.cookieBannerMessage}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => answer(true)}>
          {strings.cookieBannerAcceptText}
        </Button>
        <Button variant="secondary" onClick={() => answer(false)}>
          {strings.cookieBannerDeclineText}
        </Button>
      </div>
    </section>
  );
}
