import type { AnchorHTMLAttributes, Ref } from 'react';
import { CONNECTED_ACCOUNT_STRINGS, connectedAccountLink, type ConnectedAccount } from '../../../logic/content/connectedAccount.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';

/** Props of {@link ConnectedAccountLink}: its own, and any DOM props of its `<a>` but href. */
export interface ConnectedAccountLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** The site's connected ordering account (its address, maybe its own title); nothing shows without one. */
  account?: ConnectedAccount | null;
  /** Its wording over the site's (LocalizedStringsProvider). */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The link of a site connected to an ordering service (rendering spec, constants and limits): "Order
 * Now" in the site's words, or the account's own title, drawn as a button. A site without an account,
 * or whose account's address is not an absolute http(s) one, shows nothing.
 */
export function ConnectedAccountLink({ account, strings: given, ...props }: ConnectedAccountLinkProps) {
  const strings = useStrings(CONNECTED_ACCOUNT_STRINGS, given);
  const link = connectedAccountLink(account, strings);
  if (link === null) return null;
  return (
    <Button asChild>
      <a data-vitrine="connected-account-link" {...props} href={link.href}>
        {link.title}
      </a>
    </Button>
  );
}
