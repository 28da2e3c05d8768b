'use client';

import { useEffect, useRef, type Ref } from 'react';
import { API_ERROR_STRINGS } from '../../../logic/shared/apiErrors.ts';
import { PAGE_TYPE } from '../../../logic/shared/enums.ts';
import { ERROR_PAGE_STRINGS, PAGE_HOME_LINK_STRINGS } from '../../../logic/content/pageStrings.ts';
import { ERROR_BOUNDARY_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import type { ErrorFallbackProps } from '../../primitives/ErrorBoundary/ErrorBoundary.tsx';
import { actions, text } from '../SpecialPage/SpecialPage.css.ts';
import { SpecialPage, type SpecialPageProps } from '../SpecialPage/SpecialPage.tsx';

/** The heading is the API's "Something went wrong", the retry the error boundary's "Try again". */
const STRINGS = {
  ...ERROR_PAGE_STRINGS,
  ...PAGE_HOME_LINK_STRINGS,
  somethingWentWrongMessage: API_ERROR_STRINGS.somethingWentWrongMessage,
  errorRetryText: ERROR_BOUNDARY_STRINGS.errorRetryText,
};

/** Props of {@link ErrorPage}: an error boundary's fallback props (both optional), and any DOM props of its root. */
export interface ErrorPageProps extends Omit<SpecialPageProps, 'title' | 'pageType' | 'children'>, Partial<ErrorFallbackProps> {
  /** Where the home-page link goes. @default '/' */
  homeHref?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The error page (shopper spec, screens, page type 101): what a crash of the whole page shows. Give it as the
 * page-level ErrorBoundary's fallback, `fallback={(props) => <ErrorPage {...props} />}`: "Try again"
 * renders the page again, the home link leaves it. It takes focus when it appears, so a keyboard or
 * screen-reader visitor is not left on a control that vanished with the crash. The error itself is
 * never shown (it is for the error service, not the visitor).
 */
export function ErrorPage({ error: _error, reset, homeHref = '/', ref, ...props }: ErrorPageProps) {
  const strings = useStrings(STRINGS);
  const own = useRef<HTMLElement | null>(null);
  useEffect(() => {
    own.current?.focus({ preventScroll: true });
  }, []);
  return (
    <SpecialPage
      data-vitrine="error-page"
      tabIndex={-1}
      {...props}
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      pageType={PAGE_TYPE.error}
      title={strings.somethingWentWrongMessage}
    >
      <p className={text}>{strings.errorPageMessage}</p>
      <div className={actions}>
        {reset ? <Button onClick={reset}>{strings.errorRetryText}</Button> : null}
        <Button asChild variant="secondary">
          <a href={homeHref}>{strings.pageHomeLinkText}</a>
        </Button>
      </div>
    </SpecialPage>
  );
}
