'use client';

import { useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { PAGE_TYPE } from '../../../logic/shared/enums.ts';
import { LOCK_SCREEN_STRINGS } from '../../../logic/content/pageStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Field } from '../../primitives/Field/Field.tsx';
import { RequiredLabel } from '../../forms/fields/RequiredLabel.tsx';
import { text } from '../SpecialPage/SpecialPage.css.ts';
import { SpecialPage, type SpecialPageProps } from '../SpecialPage/SpecialPage.tsx';
import { form as formClass, input } from './LockScreen.css.ts';

/** Where the lock screen is: waiting for a password, checking one, refused, failed to check, or let in. */
export type LockScreenState = 'locked' | 'checking' | 'wrong' | 'failed' | 'unlocked';

/** Props of {@link LockScreen}: its own, and any DOM props of its root. */
export interface LockScreenProps extends Omit<SpecialPageProps, 'title' | 'pageType' | 'children' | 'onSubmit'> {
  /** Checks a password: true lets the visitor in, false is a wrong password; a throw or rejection is a failed check. */
  onSubmitPassword: (password: string) => boolean | Promise<boolean>;
  /** Called once the password was accepted (the site shows the page). */
  onUnlocked?: () => void;
  /** The heading. @default the localized `lockScreenTitle` */
  title?: string;
  /** The site owner's message under the heading. */
  message?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The lock screen (shopper spec, screens, page type 103; rendering spec, screens special page kind lock-screen): a
 * page behind the site's password. The spec words none of it, so every text is a localized default.
 * A wrong or unchecked password shows its message on the field, keeps nothing typed (a password is
 * typed again) and gives the field focus. An accepted one replaces the form with a status saying the
 * page is opening, under an 'unlocked' heading, until the site shows the page.
 */
export function LockScreen({ onSubmitPassword, onUnlocked, title, message, ...props }: LockScreenProps) {
  const strings = useStrings(LOCK_SCREEN_STRINGS);
  const [password, setPassword] = useState('');
  const [state, setState] = useState<LockScreenState>('locked');
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLInputElement | null>(null);
  const latest = useRef(0);

  const refuse = (next: 'wrong' | 'failed') => {
    setState(next);
    setPassword('');
    field.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'checking') return;
    if (password === '') {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    setEmpty(false);
    setState('checking');
    const attempt = ++latest.current;
    let accepted: boolean | null;
    try {
      accepted = (await onSubmitPassword(password)) === true;
    } catch {
      accepted = null;
    }
    if (attempt !== latest.current) return;
    if (accepted === true) {
      setState('unlocked');
      onUnlocked?.();
    } else refuse(accepted === false ? 'wrong' : 'failed');
  };

  const error = empty
    ? strings.lockScreenPasswordRequiredMessage
    : state === 'wrong'
      ? strings.lockScreenWrongPasswordMessage
      : state === 'failed'
        ? strings.lockScreenFailedMessage
        : null;

  if (state === 'unlocked') {
    return (
      <SpecialPage data-vitrine="lock-screen" data-state={state} {...props} pageType={PAGE_TYPE.lockScreen} title={strings.lockScreenUnlockedTitle}>
        <p className={text} role="status">
          {strings.lockScreenUnlockedText}
        </p>
      </SpecialPage>
    );
  }

  return (
    <SpecialPage data-vitrine="lock-screen" data-state={state} {...props} pageType={PAGE_TYPE.lockScreen} title={title ?? strings.lockScreenTitle}>
      {message ? <div className={text}>{message}</div> : null}
      <form className={formClass} noValidate onSubmit={(event) => void submit(event)}>
        <Field label={<RequiredLabel>{strings.lockScreenPasswordLabel}</RequiredLabel>} error={error} className="required">
          {(control) => (
            <input
              {...control}
              aria-required
              ref={field}
              className={input}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              readOnly={state === 'checking'}
              onChange={(event) => {
                setPassword(event.target.value);
                setEmpty(false);
              }}
            />
          )}
        </Field>
        <Button type="submit" aria-disabled={state === 'checking' ? true : undefined}>
          {state === 'checking' ? strings.lockScreenCheckingText : strings.lockScreenSubmitText}
        </Button>
      </form>
    </SpecialPage>
  );
}
