'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import { formPixelEvent } from '../../../logic/visitor/analytics.ts';
import { userScriptsAllowed } from '../../../logic/visitor/pageFlags.ts';
import { FORM_STRINGS, readFormFields, runsPostSubmitScript, type FormDefinitionSettings, type FormField, type FormPageFields, type FormSuccessDetail, type FormValue, type FormValues } from '../../../logic/forms/forms.ts';
import { useAnalytics } from '../../../hooks/visitor/useAnalytics.tsx';
import { useCaptcha } from '../../../hooks/forms/useCaptcha.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useFormSubmission } from '../../../hooks/forms/useFormSubmission.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { Captcha } from '../Captcha/Captcha.tsx';
import { FormFieldControl } from '../fields/FormFieldControl.tsx';
import type { SectionHeadingLevel } from '../fields/fieldKindProps.ts';
import { actions, disclaimer as disclaimerClass, fields as fieldsClass, form as formClass, problem, root, submissionMessage, submissionText as submissionTextClass, title } from './Form.css.ts';

/**
 * A form as a page knows it: its id, name (the heading), fields and the text shown after a submission,
 * and what the form builder sets besides (submit label, redirect, captcha, disclaimer, storage).
 */
export interface PageFormDefinition extends FormDefinitionSettings {
  id: string;
  name?: string;
  fields: readonly FormField[];
  submissionText?: string;
}

/** The heading levels a form's title may take (its sections take the next one). */
export type FormHeadingLevel = 2 | 3 | 4 | 5;

/** Props of {@link Form}: its own, and any DOM props of its root. */
export interface FormProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onSubmit' | 'defaultValue'> {
  /** The form: id, name, fields (every kind of shopper spec, entities) and submission text. */
  form: PageFormDefinition;
  /** The page the form is on, posted with the submission (shopper spec, entities). */
  pageFields: FormPageFields;
  /** What the visitor has entered, keyed by field id (controlled). */
  values?: FormValues;
  /** The values to start from when uncontrolled. @default {} */
  defaultValues?: FormValues;
  /** Called with every change of the values. */
  onValuesChange?: (values: FormValues) => void;
  /** The page's query string, which hidden fields read. @default window.location.search */
  query?: string;
  /** Skips client and server validation. @default false */
  disableValidation?: boolean;
  /** Where the page goes after a success; without one the submission text replaces the form. @default form.successRedirectUrl, else '' */
  successRedirectUrl?: string;
  /** Shown in place of the form after a success. @default form.submissionText */
  submissionText?: string;
  /** The site owner's HTML shown after the submission text; its inline scripts run, scripts with a src never load (logic/forms/forms.ts runsPostSubmitScript). */
  postSubmitHtml?: string;
  /** The page's disable-user-scripts flag (logic/visitor/pageFlags.ts readPageFlags): the post-submit HTML's scripts never run. @default false */
  disableUserScripts?: boolean;
  /** Called after a success (after the DOM event `vitrine:form-success` bubbles from the root). */
  onSuccess?: (detail: FormSuccessDetail) => void;
  /** How the page goes to the success URL. @default window.location.assign */
  navigate?: (url: string) => void;
  /** The site's captcha key; with one, the captcha must be solved before the form is sent (unless the form turned its captcha off). */
  captchaSiteKey?: string | null;
  /** After a failure, submit stays disabled until the captcha is solved again. @default false */
  captchaBound?: boolean;
  /** A save in an editing context: the button reads 'Saving' while in flight. @default false */
  editing?: boolean;
  /** The level of the form's title; sections take the next level. @default 2 */
  headingLevel?: FormHeadingLevel;
  /** The submit button's text. @default form.submitLabel, else the localized `formSubmitText` ('Submit') */
  submitLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

const NO_VALUES: FormValues = {};

/**
 * Runs the post-submit HTML's allowed scripts: markup inserted as HTML never runs its scripts by
 * itself. With user scripts disabled (the page's disable-user-scripts flag) none runs and all are removed.
 */
function runScripts(container: HTMLElement, userScripts: boolean): void {
  for (const script of Array.from(container.querySelectorAll('script'))) {
    if (!userScripts) {
      script.remove();
      continue;
    }
    if (!runsPostSubmitScript({ src: script.getAttribute('src'), type: script.getAttribute('type') })) {
      if (script.hasAttribute('src')) script.remove();
      continue;
    }
    const runnable = document.createElement('script');
    for (const { name, value } of Array.from(script.attributes)) runnable.setAttribute(name, value);
    runnable.textContent = script.textContent;
    script.replaceWith(runnable);
  }
}

/**
 * A page form (contact, newsletter, any fields): every field kind of shopper spec, entities, one component per
 * kind; the submission of states through useFormSubmission, with errors above their fields, the error catalogue messages,
 * 'Your form has encountered a problem…' above and below, and every typed value kept on any failure.
 * After a success it redirects, or shows the submission text (scrolled into view and focused) and the
 * post-submit HTML. Its render is counted by the census (form-render, through useAnalytics), and a
 * success is the advertising pixel's Lead (CompleteRegistration for a form sent to a mailing list).
 */
export function Form({
  form,
  pageFields,
  values: valuesProp,
  defaultValues = NO_VALUES,
  onValuesChange,
  query,
  disableValidation = false,
  successRedirectUrl: successRedirectUrlProp,
  submissionText,
  postSubmitHtml,
  disableUserScripts = false,
  onSuccess,
  navigate,
  captchaSiteKey,
  captchaBound = false,
  editing = false,
  headingLevel = 2,
  submitLabel,
  className,
  ref,
  ...props
}: FormProps) {
  const strings = useStrings(FORM_STRINGS);
  const headingId = useId();
  // A definition from the server may hold anything: only fields a form can draw are drawn and sent.
  const fields = useMemo(() => readFormFields(form?.fields), [form?.fields]);
  const [values, setValues] = useControllableState<FormValues>({ value: valuesProp, defaultValue: defaultValues, onChange: onValuesChange });
  const rootRef = useRef<HTMLDivElement | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const successRef = useRef<HTMLDivElement | null>(null);
  const postSubmitRef = useRef<HTMLDivElement | null>(null);
  // Fields changed since the last submission no longer show its message for them.
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());

  // What the form builder set in the definition applies unless the page's props say otherwise.
  const successRedirectUrl = successRedirectUrlProp ?? (typeof form?.successRedirectUrl === 'string' ? form.successRedirectUrl.trim() : '');
  const ownSubmitLabel = typeof form?.submitLabel === 'string' && form.submitLabel.trim() !== '' ? form.submitLabel : undefined;
  const disclaimer = form?.disclaimerEnabled === true && typeof form.disclaimerText === 'string' ? form.disclaimerText.trim() : '';
  const hasCaptcha = typeof captchaSiteKey === 'string' && captchaSiteKey.trim() !== '' && form?.captcha !== false;
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const captcha = useCaptcha({ siteKey: hasCaptcha ? captchaSiteKey : null, onChange: setCaptchaToken });
  const formId = typeof form?.id === 'string' ? form.id : '';
  const analytics = useAnalytics();
  // A visitor's form sent is the advertising pixel's Lead, or CompleteRegistration for a mailing list (shopper spec, calls).
  const pixelEvent = formPixelEvent(form, editing);
  const formName = typeof form?.name === 'string' ? form.name : '';
  const succeeded = (detail: FormSuccessDetail) => {
    if (pixelEvent !== null) analytics.pixelEvent(pixelEvent, { contentIds: formId === '' ? [] : [formId], contentName: formName, contentType: null });
    onSuccess?.(detail);
  };
  const submission = useFormSubmission({
    formId,
    fields,
    pageFields,
    query: query ?? (typeof window === 'undefined' ? '' : window.location.search),
    disableValidation,
    editing,
    successRedirectUrl,
    captcha: hasCaptcha ? captcha : null,
    captchaBound,
    ...(navigate ? { navigate } : {}),
    onSuccess: succeeded,
  });
  // The census counts each form a visitor is shown (shopper spec, calls form-render); a form being edited is not shown to one.
  const { formRender } = analytics.census;
  useEffect(() => {
    if (formId !== '' && !editing) void formRender(formId);
  }, [formId, editing, formRender]);
  const { captchaCompleted } = submission;
  // A captcha solved again re-enables a button bound to it (shopper spec, states step 6).
  useEffect(() => {
    if (captchaToken) captchaCompleted();
  }, [captchaToken, captchaCompleted]);
  const { state } = submission;
  const shownText = state.phase === 'succeeded' && state.outcome?.kind === 'submissionText';
  const failed = state.phase === 'failed';

  // After a failure, focus goes to the first field with a message (in form order) so it can be fixed:
  // once per failure, never again while the visitor types into the failed form.
  const fieldOrder = useRef(fields);
  useEffect(() => {
    fieldOrder.current = fields;
  });
  useEffect(() => {
    if (state.phase !== 'failed') return;
    const first = fieldOrder.current.find((field) => state.fieldErrors[field.id]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(first.id)}"]`)?.focus();
      return;
    }
    // A field the visitor pressed Enter in lost focus when the fields were locked: give it to the button.
    const active = formRef.current?.ownerDocument.activeElement;
    if (!active || active === formRef.current?.ownerDocument.body) formRef.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }, [state.phase, state.fieldErrors]);

  // The submission text is scrolled into view and focused, then the post-submit HTML's scripts run.
  useEffect(() => {
    if (!shownText) return;
    successRef.current?.scrollIntoView?.({ block: 'nearest' });
    successRef.current?.focus({ preventScroll: true });
    if (postSubmitRef.current) runScripts(postSubmitRef.current, userScriptsAllowed({ disableUserScripts }));
  }, [shownText, disableUserScripts]);

  const change = (id: string, value: FormValue) => {
    setValues({ ...values, [id]: value });
    if (!edited.has(id)) setEdited(new Set(edited).add(id));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submission.canSubmit) return;
    setEdited(new Set());
    void submission.submit(values, rootRef.current);
  };

  const errorOf = (id: string): string | null => (edited.has(id) ? null : (state.fieldErrors[id] ?? null));
  const Heading = `h${headingLevel}` as const;
  const sectionLevel = (headingLevel + 1) as SectionHeadingLevel;
  const captchaMessage = failed && state.failure === 'captcha' && hasCaptcha ? state.message : null;
  const name = typeof form?.name === 'string' ? form.name : '';
  const text = submissionText ?? (typeof form?.submissionText === 'string' ? form.submissionText : '');

  return (
    <div
      ref={(node) => {
        rootRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      data-vitrine="page-form"
      data-state={state.phase}
      {...props}
      className={cx(root, className)}
    >
      {name ? (
        <Heading id={headingId} className={title}>
          {name}
        </Heading>
      ) : null}
      {shownText ? (
        <div ref={successRef} tabIndex={-1} role="status" className={submissionTextClass} data-part="submission-text">
          <p className={submissionMessage}>{text}</p>
          {postSubmitHtml ? <div ref={postSubmitRef} data-part="post-submit-html" dangerouslySetInnerHTML={{ __html: postSubmitHtml }} /> : null}
        </div>
      ) : null}
      <form
        ref={formRef}
        className={formClass}
        hidden={shownText}
        noValidate
        aria-labelledby={name ? headingId : undefined}
        aria-busy={submission.submitting || undefined}
        data-state={state.phase}
        onSubmit={submit}
      >
        {failed ? (
          <p className={problem} data-part="problem-above">
            {strings.formScrollDownMessage}
          </p>
        ) : null}
        <fieldset className={fieldsClass} disabled={state.locked}>
          {fields.map((field) => (
            <FormFieldControl
              key={field.id}
              field={field}
              value={values[field.id]}
              error={errorOf(field.id)}
              sectionHeadingLevel={sectionLevel}
              onChange={(value) => change(field.id, value)}
            />
          ))}
        </fieldset>
        {disclaimer ? (
          <p className={disclaimerClass} data-part="disclaimer">
            {disclaimer}
          </p>
        ) : null}
        {hasCaptcha ? <Captcha captcha={captcha} error={captchaMessage} /> : null}
        {failed && state.message && captchaMessage === null ? <Alert data-part="message">{state.message}</Alert> : null}
        <div className={actions}>
          <Button type="submit" aria-disabled={!submission.canSubmit || undefined}>
            {submission.submitLabel(submitLabel ?? ownSubmitLabel ?? strings.formSubmitText)}
          </Button>
        </div>
        {failed ? (
          <p className={problem} data-part="problem-below">
            {strings.formScrollUpMessage}
          </p>
        ) : null}
      </form>
    </div>
  );
}
