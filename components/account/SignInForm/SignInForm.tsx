'use client';

import { useId, useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import * as Checkbox from '@radix-ui/react-checkbox';
import { isApiError } from '../../../api/errors.ts';
import { FORM_STRINGS, validateForm, type FormField } from '../../../logic/forms/forms.ts';
import { ACCOUNT_STRINGS, SIGN_IN_ERROR_STRINGS, clearsPasswordAfter, signInErrorMessage } from '../../../logic/visitor/session.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useSession } from '../../../hooks/visitor/useSession.tsx';
import { EmailField } from '../../forms/fields/EmailField.tsx';
import { TextInput } from '../../forms/fields/TextInput.tsx';
import { checkbox, checkMark, choice } from '../../forms/fields/fields.css.ts';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { actions, form, root, title as titleClass } from './SignInForm.css.ts';

/** What the form shows: its own wording, the failures' messages and the forms' validation messages. */
const STRINGS = {
  ...ACCOUNT_STRINGS,
  ...SIGN_IN_ERROR_STRINGS,
  formRequiredMessage: FORM_STRINGS.formRequiredMessage,
  formCharacterLimitMessage: FORM_STRINGS.formCharacterLimitMessage,
  formEmailInvalidMessage: FORM_STRINGS.formEmailInvalidMessage,
  formEmailFormatHint: FORM_STRINGS.formEmailFormatHint,
  formInvalidMessage: FORM_STRINGS.formInvalidMessage,
  formRequiredMarkerText: FORM_STRINGS.formRequiredMarkerText,
};

/** Where the sign-in is: nothing sent yet, on its way, refused, or signed in. */
export type SignInFormState = 'idle' | 'submitting' | 'failed' | 'signed-in';

/** Props of {@link SignInForm}: its own, and any DOM props of its `<section>`. */
export interface SignInFormProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Called once the member is signed in. */
  onSignedIn?: () => void;
  /** Show the form's own heading (off inside a dialog that has a title). @default true */
  showTitle?: boolean;
  /** The level of the form's heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Remember me, checked at first. @default false */
  defaultRememberMe?: boolean;
  ref?: Ref<HTMLElement>;
}

type Values = { email: string; password: string };

/**
 * The member sign-in (shopper spec, entities "Site user session", calls, error catalogue): email, password and remember me,
 * posted to /api/site-users/account/session. The fields are the page forms' (the email checked as the
 * spec says, both required); a refusal shows its message — wrong password, rate limit, no connection,
 * session expired, cookies disabled. The email and remember-me are never lost; the password is emptied
 * only when it was refused (clearsPasswordAfter), since it is known to be wrong.
 */
export function SignInForm({ onSignedIn, showTitle = true, headingLevel = 2, defaultRememberMe = false, className, ...props }: SignInFormProps) {
  const strings = useStrings(STRINGS);
  const session = useSession();
  const headingId = useId();
  const rememberId = useId();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [rememberMe, setRememberMe] = useState(defaultRememberMe);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [state, setState] = useState<SignInFormState>('idle');
  const submitting = state === 'submitting';

  const emailField: FormField = { id: 'email', type: 'email', label: strings.accountEmailLabel, required: true };
  const passwordField: FormField = { id: 'password', type: 'password', label: strings.accountPasswordLabel, required: true };
  const fields = [emailField, passwordField];

  const change = (id: keyof Values, value: unknown) => {
    setValues((current) => ({ ...current, [id]: typeof value === 'string' ? value : '' }));
    setErrors(({ [id]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const validation = validateForm(fields, values, strings);
    setErrors(validation.errors);
    if (!validation.valid) {
      setMessage(validation.message);
      setState('failed');
      return;
    }
    setMessage(null);
    setState('submitting');
    session.signIn({ email: values.email.trim(), password: values.password, rememberMe }).then(
      () => {
        setState('signed-in');
        onSignedIn?.();
      },
      (failure: unknown) => {
        const facts = isApiError(failure) ? failure.failure : null;
        if (clearsPasswordAfter(facts)) setValues((current) => ({ ...current, password: '' }));
        setMessage(signInErrorMessage(facts, strings));
        setState('failed');
      },
    );
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={showTitle ? headingId : undefined}
      aria-label={showTitle ? undefined : strings.accountSignInTitle}
      data-vitrine="sign-in-form"
      data-state={state}
      {...props}
      className={cx(root, className)}
    >
      {showTitle ? (
        <Heading id={headingId} className={titleClass}>
          {strings.accountSignInTitle}
        </Heading>
      ) : null}
      {state === 'signed-in' ? (
        <Alert tone="success">{strings.accountSignedInMessage}</Alert>
      ) : (
        <form className={form} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
          {state === 'failed' && message ? <Alert title={strings.accountSignInFailedTitle}>{message}</Alert> : null}
          <EmailField field={emailField} value={values.email} error={errors.email ?? null} onChange={(value) => change('email', value)} />
          <TextInput
            field={passwordField}
            type="password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password ?? null}
            onChange={(value) => change('password', value)}
          />
          <label className={choice} htmlFor={rememberId}>
            <Checkbox.Root
              id={rememberId}
              name="rememberMe"
              className={checkbox}
              checked={rememberMe}
              onCheckedChange={(checked) => setRememberMe(checked === true)}
              data-part="remember-me"
            >
              <Checkbox.Indicator className={checkMark} />
            </Checkbox.Root>
            {strings.accountRememberMeLabel}
          </label>
          <div className={actions}>
            <Button type="submit" aria-disabled={submitting || undefined} data-state={state}>
              {submitting ? strings.accountSigningInButton : strings.accountSignInButton}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
