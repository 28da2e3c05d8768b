import type { Ref } from 'react';
import { PAGE_TYPE } from '../../../logic/shared/enums.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { NOT_FOUND_STRINGS, PAGE_HOME_LINK_STRINGS } from '../../../logic/content/pageStrings.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { actions, text } from '../SpecialPage/SpecialPage.css.ts';
import { SpecialPage, type SpecialPageProps } from '../SpecialPage/SpecialPage.tsx';

const STRINGS = { ...NOT_FOUND_STRINGS, ...PAGE_HOME_LINK_STRINGS };

/** Props of {@link NotFound}: its own, and any DOM props of its root. */
export interface NotFoundProps extends Omit<SpecialPageProps, 'title' | 'pageType' | 'children'> {
  /** The path the visitor asked for, shown back to them as text (never as markup). */
  path: string;
  /** Where the home-page link goes. @default '/' */
  homeHref?: string;
  /** Its wording, over the site's (LocalizedStringsProvider): in a Server Component, the only way to word it. */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLElement>;
}

/** The not-found page (shopper spec, screens, page type 100): says which path has nothing, and links home. */
export function NotFound({ path, homeHref = '/', strings: givenStrings, ...props }: NotFoundProps) {
  const strings = useStrings(STRINGS, givenStrings);
  // A path is whatever the address bar held: only ever text, and never a reason to throw.
  const shown = typeof path === 'string' ? path : '';
  return (
    <SpecialPage data-vitrine="not-found" data-path={shown} {...props} pageType={PAGE_TYPE.notFound} title={strings.notFoundTitle}>
      <p className={text}>{interpolate(strings.notFoundMessage, { path: shown })}</p>
      <div className={actions}>
        <Button asChild variant="secondary">
          <a href={homeHref}>{strings.pageHomeLinkText}</a>
        </Button>
      </div>
    </SpecialPage>
  );
}
