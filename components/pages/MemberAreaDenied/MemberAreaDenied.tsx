import type { ReactNode, Ref } from 'react';
import { PAGE_TYPE } from '../../../logic/shared/enums.ts';
import { MEMBER_AREA_DENIED_STRINGS } from '../../../logic/content/pageStrings.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { SpecialPage, type SpecialPageProps } from '../SpecialPage/SpecialPage.tsx';
import { AccessDeniedActions } from './AccessDeniedActions.tsx';

/** Props of {@link MemberAreaDenied}: its own, and any DOM props of its root. */
export interface MemberAreaDeniedProps extends Omit<SpecialPageProps, 'title' | 'pageType' | 'children'> {
  /** The way in: the site's sign-in form (SignInForm from components/account), shown under the note. @default nothing */
  children?: ReactNode;
  /** Its wording, over the site's (LocalizedStringsProvider): in a Server Component, the only way to word it. */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLElement>;
}

/**
 * The member-area access-denied page (shopper spec, screens, page type 106): the note of rendering spec, screens,
 * "This page is locked; available only to site members" (localized `memberAreaLockedNote`; why that
 * wording and not shopper spec, roles's is in logic/content/pageStrings.ts), as the heading, and a slot for the
 * sign-in form, so this screen does not carry the session code on sites that sign in elsewhere. A click
 * on the way in is the gated-video access-denied call to action (AccessDeniedActions).
 */
export function MemberAreaDenied({ children, strings: givenStrings, ...props }: MemberAreaDeniedProps) {
  const strings = useStrings(MEMBER_AREA_DENIED_STRINGS, givenStrings);
  return (
    <SpecialPage data-vitrine="member-area-denied" {...props} pageType={PAGE_TYPE.memberAreaAccessDenied} title={strings.memberAreaLockedNote}>
      {children ? <AccessDeniedActions>{children}</AccessDeniedActions> : null}
    </SpecialPage>
  );
}
