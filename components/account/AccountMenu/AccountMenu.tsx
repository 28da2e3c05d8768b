import { useEffect, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { DropdownMenu } from 'radix-ui';
import { isApiError } from '../../../api/errors.ts';
import { interpolate } from '../../../logic/interpolate.ts';
import { ACCOUNT_STRINGS, SIGN_OUT_ERROR_STRINGS, signOutErrorMessage } from '../../../logic/session.ts';
import { useControllableState } from '../../../hooks/useControllableState.ts';
import { useStrings } from '../../../hooks/useLocalizedStrings.tsx';
import { useSession } from '../../../hooks/useSession.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { cx } from '../../primitives/cx.ts';
import { useThemeClass } from '../../theme/ThemeRoot/ThemeRoot.tsx';
import { SignInForm } from '../SignInForm/SignInForm.tsx';
import { item, menu, root, who } from './AccountMenu.css.ts';

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
 * The visitor's account entry (shopper.md §6, §7): signed out, a 'Sign in' button opening the sign-in
 * form in a dialog (closed once signed in); signed in, an 'Account' menu saying who is signed in, with
 * 'Sign out' (DELETE …/session?cloneCart, repeated once on a crumb failure). A failed sign-out says why
 * beside the menu and the member stays signed in.
 */
export function AccountMenu({ cloneCart = false, signInOpen, defaultSignInOpen = false, onSignInOpenChange, className, ...props }: AccountMenuProps) {
  const strings = useStrings(STRINGS);
  const session = useSession();
  const themeClass = useThemeClass();
  const [open, setOpen] = useControllableState({ value: signInOpen, defaultValue: defaultSignInOpen, onChange: onSignInOpenChange });
  const [failure, setFailure] = useState<string | null>(null);
  const signingOut = session.pending === 'sign-out';
  const name = session.email ?? session.siteUserId;
  const accountButton = useRef<HTMLButtonElement>(null);
  const signedInHere = useRef(false);

  // The dialog and its trigger are gone once signed in: focus moves to the menu's trigger that replaced them.
  useEffect(() => {
    if (!session.authenticated || !signedInHere.current) return;
    signedInHere.current = false;
    accountButton.current?.focus();
  }, [session.authenticated]);

  const signOut = () => {
    setFailure(null);
    session.signOut({ cloneCart }).catch((error: unknown) => {
      setFailure(signOutErrorMessage(isApiError(error) ? error.failure : null, strings));
    });
  };

  return (
    <div data-vitrine="account-menu" data-state={session.authenticated ? 'signed-in' : 'signed-out'} {...props} className={cx(root, className)}>
      {session.authenticated ? (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button ref={accountButton} variant="secondary" data-state={signingOut ? 'signing-out' : undefined}>
              {strings.accountMenuLabel}
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className={cx(themeClass, menu)} align="start" sideOffset={4} data-vitrine="account-menu-content">
              {name ? (
                <DropdownMenu.Label className={who}>{interpolate(strings.accountSignedInAs, { name })}</DropdownMenu.Label>
              ) : null}
              <DropdownMenu.Item className={item} disabled={signingOut} onSelect={signOut}>
                {signingOut ? strings.accountSigningOutButton : strings.accountSignOutButton}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : (
        <Modal
          title={strings.accountSignInTitle}
          open={open}
          onOpenChange={setOpen}
          trigger={<Button variant="secondary">{strings.accountSignInTitle}</Button>}
        >
          <SignInForm
            showTitle={false}
            onSignedIn={() => {
              signedInHere.current = true;
              setOpen(false);
            }}
          />
        </Modal>
      )}
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
