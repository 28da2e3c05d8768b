'use client';

import { useId, useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import * as Checkbox from '@radix-ui/react-checkbox';
import * as Label from '@radix-ui/react-label';
import {
  MERCHANDISING_STRINGS,
  isRestockFormHidden,
  mailingListOptInDefault,
  restockEmailError,
  restockSkus,
  showsMailingListCheckbox,
  type MerchandisingContext,
  type MerchandisingView,
} from '../../../logic/shopper/merchandising.ts';
import type { Product, Variant } from '../../../logic/shopper/product.ts';
import { CAPTCHA_STRINGS } from '../../../logic/forms/captcha.ts';
import { FORM_STRINGS } from '../../../logic/forms/forms.ts';
import { RESTOCK_FORM_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useRestockSignup } from '../../../hooks/shopper/useRestockSignup.ts';
import { useCaptcha } from '../../../hooks/forms/useCaptcha.ts';
import { Captcha } from '../../forms/Captcha/Captcha.tsx';
import { RequiredLabel } from '../../forms/fields/RequiredLabel.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Field } from '../../primitives/Field/Field.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import { captcha as captchaClass, checkbox, form, optIn, optInLabel, root, title as titleClass } from './RestockForm.css.ts';

/** What the form shows: its own wording, the email and captcha messages, and the forms' submitting text. */
const STRINGS = {
  ...RESTOCK_FORM_STRINGS,
  ...MERCHANDISING_STRINGS,
  captchaIncompleteMessage: CAPTCHA_STRINGS.captchaIncompleteMessage,
  formSubmittingText: FORM_STRINGS.formSubmittingText,
};

/** Props of {@link RestockForm}: its own, and any DOM props of its `<section>`. */
export interface RestockFormProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  product: Product;
  /** The variant the shopper's choice picks, if it picks one. */
  variant?: Variant;
  /** The product's merchandising context: hidden by default, mailing-list opt-in, the merchant's wording. */
  merchandising?: MerchandisingContext;
  /** The site's captcha key (`captchaSettings.siteKey`); with one, the visitor solves a captcha before signing up. */
  captchaSiteKey?: string | null;
  /** Where the captcha provider's script is loaded from. @default reCAPTCHA's api.js (CAPTCHA_SCRIPT_URL) */
  captchaScriptUrl?: string;
  /** Where the form is rendered, for the hidden-by-default flag. @default 'productDetail' */
  view?: MerchandisingView;
  /** The level of the form's heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLElement>;
}

/**
 * The back-in-stock form (rendering spec, screens, states, validation rules, calls): an email, a join-mailing-list checkbox when the
 * merchant offers one (checked when they opt shoppers in by default) and a captcha when the site has a
 * captcha key. Shown only while the chosen variant (or, with nothing chosen, the whole product) is out
 * of stock, and never when hidden by default. Sends email and isJoinMailingList; an address that is not
 * an email gets 'Please enter a valid email' and is not sent. With a captcha it follows the form
 * submission steps (shopper spec, states): an unsolved captcha stops the submission with 'Complete CAPTCHA
 * before submitting.', and a failed signup resets the captcha (the email stays). The token is not sent:
 * the restock call carries email and isJoinMailingList only (rendering spec, calls; its target is not shown),
 * unlike the page forms' submission, which has captchaKey (shopper spec, entities).
 */
export function RestockForm({
  product,
  variant,
  merchandising = {},
  captchaSiteKey,
  captchaScriptUrl,
  view = 'productDetail',
  headingLevel = 2,
  className,
  ...props
}: RestockFormProps) {
  const strings = useStrings(STRINGS);
  const headingId = useId();
  const optInId = useId();
  const { status, error, signUp } = useRestockSignup();
  const [email, setEmail] = useState('');
  const [joinMailingList, setJoinMailingList] = useState(() => mailingListOptInDefault(merchandising));
  const [emailError, setEmailError] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const captcha = useCaptcha({
    siteKey: captchaSiteKey,
    onChange: (token) => {
      if (token) setCaptchaError(null);
    },
    ...(captchaScriptUrl ? { scriptUrl: captchaScriptUrl } : {}),
  });
  const hasCaptcha = captcha.unavailableReason !== 'no-site-key';
  const skus = restockSkus(product, variant);
  if (skus.length === 0 || isRestockFormHidden(merchandising, view)) return null;

  const Heading = `h${headingLevel}` as const;
  const messages = merchandising.restockNotificationMessages ?? {};
  const offersMailingList = showsMailingListCheckbox(merchandising);
  const submitting = status === 'submitting';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A signup on its way is not sent again (nor its captcha reset by the ignored second try).
    if (submitting) return;
    const problem = restockEmailError(email, strings);
    setEmailError(problem);
    if (problem) return;
    // shopper spec, states, form step 3: the captcha is checked; incomplete stops the submission.
    if (hasCaptcha && captcha.getResponse() === null) {
      setCaptchaError(strings.captchaIncompleteMessage);
      return;
    }
    setCaptchaError(null);
    void signUp({ itemId: product.id, skus, email, isJoinMailingList: offersMailingList && joinMailingList }).then((signedUp) => {
      // Step 6: after a failure the captcha is reset, so the next try is checked afresh.
      if (!signedUp && hasCaptcha) captcha.reset();
    });
  };

  return (
    <section aria-labelledby={headingId} data-vitrine="restock-form" data-state={status} {...props} className={cx(root, className)}>
      <Heading id={headingId} className={titleClass}>
        {messages.title?.trim() || strings.restockTitleText}
      </Heading>
      {status === 'signed-up' ? (
        <Alert tone="success">{messages.success?.trim() || strings.restockSuccessText}</Alert>
      ) : (
        <form className={form} noValidate onSubmit={submit}>
          <Field label={<RequiredLabel>{strings.restockEmailLabel}</RequiredLabel>} error={emailError} className="required">
            {(wiring) => (
              <input
                {...wiring}
                aria-required
                type="email"
                name="email"
                autoComplete="email"
                className={control}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setEmailError(null);
                }}
              />
            )}
          </Field>
          {offersMailingList ? (
            <div className={optIn}>
              <Checkbox.Root
                id={optInId}
                className={checkbox}
                checked={joinMailingList}
                onCheckedChange={(checked) => setJoinMailingList(checked === true)}
                data-part="join-mailing-list"
              >
                <Checkbox.Indicator aria-hidden="true">✓</Checkbox.Indicator>
              </Checkbox.Root>
              <Label.Root htmlFor={optInId} className={optInLabel}>
                {strings.restockJoinMailingListLabel}
              </Label.Root>
            </div>
          ) : null}
          {hasCaptcha ? <Captcha captcha={captcha} error={captchaError} className={captchaClass} /> : null}
          {status === 'failed' && error ? <Alert title={strings.restockFailedTitle}>{error}</Alert> : null}
          <div>
            <Button type="submit" variant="secondary" aria-disabled={submitting || undefined} data-state={status}>
              {submitting ? strings.formSubmittingText : strings.restockSubmitText}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
