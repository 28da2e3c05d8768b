'use client';

import { useEffect, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { isApiError } from '../../../api/errors.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { ACCOUNT_STRINGS, SIGN_OUT_ERROR_STRINGS, signOutErrorMessage } from '../../../logic/visitor/session.ts';
import { useOptionalCartActions } from '../../../hooks/shopper/useCart.tsx';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useSession } from '../../../hooks/visitor/useSession.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { cx } from '../../primitives/cx.ts';
import { usePortalTheme } from '../../theme/ThemeRoot/ThemeRoot.tsx';
import { SignInForm } from '../SignInForm/SignInForm.tsx';
import { menu, root, who } from './AccountMenu.css.ts';

const STRINGS = { ...ACCOUNT_STRINGS, ...SIGN_OUT_ERROR_STRINGS };

/** Props of {@link AccountMenu}: its own, and any DOM props of its root `<div>`. */
export interface AccountMenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Keep the cart after signing out (the sign-out's cloneCart). @default false */
  cloneCart?: boolean;
  /** Controlled: whether the sign-in dialog is open. */
  signInOpen?: boolean;
  /** Uncontrolled: whether the sign-in dialog starts open. @default false */
  defaultSignInOpen?: boolean;
  /** Called when the sign-in dialog opens or closes. */
  onSignInOpenChange?: (open: boolean) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The visitor's account entry (shopper spec, roles, calls): signed out, a 'Sign in' button opening the sign-in
 * form in a dialog (closed once signed in); signed in, an 'Account' popover (radix Popover: the
 * catalogue already carries it, where a DropdownMenu would add radix's menu) saying who is signed in, with
 * 'Sign out' (DELETE …/session?cloneCart, repeated once on a crumb failure), after which a page with a
 * CartProvider reads its cart again. A failed sign-out says why beside the menu and the member stays signed in.
 */
export function AccountMenu({ cloneCart = false, signInOpen, defaultSignInOpen = false, onSignInOpenChange, className, ...props }: AccountMenuProps) {
  const strings = useStrings(STRINGS);
  const session = useSession();
  const cart = useOptionalCartActions();
  const theme = usePortalTheme();
  const [open, setOpen] = useControllableState({ value: signInOpen, defaultValue: defaultSignInOpen, onChange: onSignInOpenChange });
  const [failure, setFailure] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const signingOut = session.pending === 'sign-out';
  const name = session.email ?? session.siteUserId;
  const accountButton = useRef<HTMLButtonElement>(null);
  const signInButton = useRef<HTMLButtonElement>(null);
  const shownState = useRef(session.authenticated);

  // Signing in or out swaps the trigger (and the dialog or popover) the visitor was in for the other
  // trigger; focus, left on nothing when they went, follows to it. Focus elsewhere on the page stays put.
  useEffect(() => {
    if (shownState.current === session.authenticated) return;
    shownState.current = session.authenticated;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    (session.authenticated ? accountButton : signInButton).current?.focus();
  }, [session.authenticated]);

  const signOut = () => {
    if (signingOut) return;
    setFailure(null);
    session.signOut({ cloneCart }).then(
      () => {
        setMenuOpen(false);
        // The backend kept (cloneCart) or emptied the member's cart: a page with a cart reads it again.
        cart?.refresh().catch(() => undefined);
      },
      (error: unknown) => {
        setMenuOpen(false);
        setFailure(signOutErrorMessage(isApiError(error) ? error.failure : null, strings));
      },
    );
  };

  return (
    <div data-vitrine="account-menu" data-state={session.authenticated ? 'signed-in' : 'signed-out'} {...props} className={cx(root, className)}>
      {session.authenticated ? (
        <Popover.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Popover.Trigger asChild>
            <Button ref={accountButton} variant="secondary" data-state={signingOut ? 'signing-out' : undefined}>
              {strings.accountMenuLabel}
            </Button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              className={cx(theme.className, menu)}
              style={assignInlineVars(theme.inlineVars)}
              align="start"
              sideOffset={4}
              aria-label={strings.accountMenuLabel}
              data-vitrine="account-menu-content"
            >
              {name ? <p className={who}>{interpolate(strings.accountSignedInAs, { name })}</p> : null}
              <Button variant="secondary" aria-disabled={signingOut || undefined} onClick={signOut}>
                {signingOut ? strings.accountSigningOutButton : strings.accountSignOutButton}
              </Button>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      ) : (
        <Modal
          title={strings.accountSignInTitle}
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button ref={signInButton} variant="secondary">
              {strings.accountSignInTitle}
            </Button>
          }
        >
          <SignInForm
            showTitle={false}
            onSignedIn={() => setOpen(false)}
          />
        </Modal>
      )}
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
