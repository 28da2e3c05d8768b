/**
 * The connected-account link (rendering spec, constants and limits: "Default connected-account link
 * is an ordering service with title 'Order Now'"): a site connected to an ordering service shows a
 * link to it, titled "Order Now" unless the site titles it itself.
 */
import { DEFAULT_CONNECTED_ACCOUNT_LINK_TITLE } from '../shared/constants.ts';

/** The link's wording as a localized-string default: the spec's title. */
export const CONNECTED_ACCOUNT_STRINGS = {
  connectedAccountLinkTitle: DEFAULT_CONNECTED_ACCOUNT_LINK_TITLE,
} as const;

/** The strings the link is worded with. */
export type ConnectedAccountStrings = Readonly<Record<keyof typeof CONNECTED_ACCOUNT_STRINGS, string>>;

/** A site's connected account as its data carries it: the service's address and, maybe, its own title. */
export interface ConnectedAccount {
  url?: unknown;
  title?: unknown;
}

/** An absolute http(s) address, or null: a connected account never links to a script or a relative path. */
function serviceUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The link a site with a connected account shows: the service's address and its title (the account's
 * own when it has one that is not blank, else "Order Now" in the site's words); null when the site has
 * no account or its address is not an absolute http(s) one. Never throws.
 */
export function connectedAccountLink(
  account: ConnectedAccount | null | undefined,
  strings: ConnectedAccountStrings = CONNECTED_ACCOUNT_STRINGS,
): { href: string; title: string } | null {
  if (account === null || typeof account !== 'object') return null;
  let url: unknown;
  let title: unknown;
  try {
    ({ url, title } = account);
  } catch {
    return null;
  }
  const href = serviceUrl(url);
  if (href === null) return null;
  return { href, title: typeof title === 'string' && title.trim() !== '' ? title.trim() : strings.connectedAccountLinkTitle };
}
