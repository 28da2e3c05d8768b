'use client';

import { useStrings } from '../../../../hooks/shared/useLocalizedStrings.tsx';
import { BUILDER_FIELD_STRINGS, validateLink } from '../../../../logic/builder/builderFields.ts';
import type { FormBuilderStrings } from '../../../../logic/builder/formBuilderStrings.ts';
import type { FormDefinitionSettings } from '../../../../logic/forms/forms.ts';
import { BuilderCheckbox, BuilderField } from '../../fields/controls.tsx';
import { control } from '../../../primitives/Field/Field.css.ts';
import { cx } from '../../../primitives/cx.ts';
import { LinkField } from '../../fields/LinkField.tsx';
import { textarea } from '../FormBuilder.css.ts';

/** What the advanced, captcha and disclaimer fieldsets edit: the definition's settings and its submission text. */
export type EditedSettings = FormDefinitionSettings & { submissionText?: string };

/** Props of the settings fieldsets. */
export interface SettingsFieldsetProps {
  value: EditedSettings;
  onChange: (patch: Partial<EditedSettings>) => void;
  strings: FormBuilderStrings;
}

/**
 * The advanced fieldset: the submit button's label and what follows a submission (its message, or a
 * redirect). The redirect is a link (rendering spec, validation rules links message on blur); the input keeps what the
 * owner typed, and the definition takes it only once it is a link or empty, so the page never
 * redirects to a malformed address.
 */
export function AdvancedFieldset({ value, onChange, strings }: SettingsFieldsetProps) {
  const fieldStrings = useStrings(BUILDER_FIELD_STRINGS);
  return (
    <>
      <BuilderField label={strings.formBuilderSubmitLabel} data-part="submit-label">
        {(wiring) => <input {...wiring} className={control} type="text" value={value.submitLabel ?? ''} onChange={(event) => onChange({ submitLabel: event.currentTarget.value })} />}
      </BuilderField>
      <BuilderField label={strings.formBuilderSubmissionText} data-part="submission-text">
        {(wiring) => (
          <textarea {...wiring} className={cx(control, textarea)} value={value.submissionText ?? ''} onChange={(event) => onChange({ submissionText: event.currentTarget.value })} />
        )}
      </BuilderField>
      <LinkField
        label={strings.formBuilderRedirectUrl}
        description={strings.formBuilderRedirectUrlHint}
        defaultValue={value.successRedirectUrl ?? ''}
        onValueChange={(typed) => {
          if (typed.trim() === '') onChange({ successRedirectUrl: '' });
          else if (validateLink(typed, fieldStrings) === null) onChange({ successRedirectUrl: typed.trim() });
        }}
        data-part="redirect-url"
      />
    </>
  );
}

/** The captcha fieldset: whether visitors solve the site's captcha before the form is sent (on unless turned off). */
export function CaptchaFieldset({ value, onChange, strings }: SettingsFieldsetProps) {
  return (
    <BuilderCheckbox
      data-part="captcha-enabled"
      label={strings.formBuilderCaptchaEnabled}
      checked={value.captcha !== false}
      onCheckedChange={(captcha) => onChange({ captcha })}
    />
  );
}

/** The disclaimer fieldset: on or off, and its text (kept while off). */
export function DisclaimerFieldset({ value, onChange, strings }: SettingsFieldsetProps) {
  return (
    <>
      <BuilderCheckbox
        data-part="disclaimer-enabled"
        label={strings.formBuilderDisclaimerEnabled}
        checked={value.disclaimerEnabled === true}
        onCheckedChange={(disclaimerEnabled) => onChange({ disclaimerEnabled })}
      />
      <BuilderField label={strings.formBuilderDisclaimerText} data-part="disclaimer-text">
        {(wiring) => (
          <textarea {...wiring} className={cx(control, textarea)} value={value.disclaimerText ?? ''} onChange={(event) => onChange({ disclaimerText: event.currentTarget.value })} />
        )}
      </BuilderField>
    </>
  );
}
