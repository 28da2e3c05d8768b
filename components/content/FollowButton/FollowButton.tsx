import type { AnchorHTMLAttributes, Ref } from 'react';
import { followUsername, handleUrl } from '../../../logic/content/content.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { FOLLOW_BUTTON_STRINGS } from '../../../logic/visitor/socialStrings.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';

/** Props of {@link FollowButton}: its own, and any DOM props of its `<a>`. */
export interface FollowButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** The account's user name (without @); when empty, the last path segment of `profileUrl`. */
  userName?: string | null;
  /** The account's profile address. */
  profileUrl?: string | null;
  /** Its wording, over the site's (LocalizedStringsProvider): in a Server Component, the only way to word it. */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The follow button (rendering spec, screens, states): 'Follow @name', linking to the account on the microblogging
 * service; the name falls back to the last path segment of profileUrl when userName is empty. With no
 * name at all it renders nothing. Opens in a new tab, without giving that page a handle on this one.
 */
export function FollowButton({ userName, profileUrl, strings: givenStrings, ...props }: FollowButtonProps) {
  const strings = useStrings(FOLLOW_BUTTON_STRINGS, givenStrings);
  const username = followUsername(userName, profileUrl);
  if (username === '') return null;
  return (
    <Button asChild variant="secondary">
      <a data-vitrine="follow-button" href={handleUrl(username)} target="_blank" rel="noopener noreferrer" {...props}>
        {interpolate(strings.followButtonText, { username })}
      </a>
    </Button>
  );
}
