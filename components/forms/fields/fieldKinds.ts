import type { ComponentType } from 'react';
import type { FormFieldType } from '../../../logic/forms/forms.ts';
import { AddressField } from './AddressField.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { CurrencyField } from './CurrencyField.tsx';
import { DateField } from './DateField.tsx';
import { EmailField } from './EmailField.tsx';
import { HiddenField } from './HiddenField.tsx';
import { LikertField } from './LikertField.tsx';
import { NameField } from './NameField.tsx';
import { NumberField } from './NumberField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PhoneField } from './PhoneField.tsx';
import { RadioField } from './RadioField.tsx';
import { SectionField } from './SectionField.tsx';
import { SelectField } from './SelectField.tsx';
import { TextareaField } from './TextareaField.tsx';
import { TextField } from './TextField.tsx';
import { TimeField } from './TimeField.tsx';
import { TwitterField } from './TwitterField.tsx';
import { WebsiteField } from './WebsiteField.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

/** The component that draws each field kind (every kind of logic/forms/forms.ts FORM_FIELD_TYPES). */
export const FIELD_KINDS: Readonly<Record<FormFieldType, ComponentType<FieldKindProps>>> = {
  address: AddressField,
  date: DateField,
  name: NameField,
  time: TimeField,
  phone: PhoneField,
  checkbox: CheckboxField,
  radio: RadioField,
  select: SelectField,
  likert: LikertField,
  hidden: HiddenField,
  section: SectionField,
  text: TextField,
  textarea: TextareaField,
  email: EmailField,
  number: NumberField,
  website: WebsiteField,
  currency: CurrencyField,
  password: PasswordField,
  twitter: TwitterField,
};
