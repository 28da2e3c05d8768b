import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FormField } from '../../../logic/forms/forms.ts';
import { FormBuilder } from './FormBuilder.tsx';

/** Each field kind's property panel: exactly the properties of rendering spec, entities's table, after the label every field has. */
const meta = {
  title: 'Builder/FormBuilder/Properties',
  component: FormBuilder,
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof FormBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const PLACEHOLDER = ['Label', 'Description', 'Placeholder', 'Required'];
const PLAIN = ['Label', 'Description', 'Required'];
const CHOICES = ['Label', 'Description', 'Options', 'Required'];

/** A form of one field of a kind; the play opens its panel and reads the properties it offers, in order. */
function panel(field: FormField, expected: readonly string[], vanillaFormHandler = false): Story {
  return {
    args: { defaultValue: { id: 'form-properties', name: 'Properties', fields: [field] }, vanillaFormHandler },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: `Edit ${field.label ?? ''}` }));
      const properties = canvasElement.querySelector<HTMLElement>('[data-part="field-properties"]');
      await expect(properties).toBeVisible();
      const names = Array.from(properties?.querySelectorAll('[data-property]') ?? [], (node) => node.textContent?.replace(/\*$/, '').trim().split('\n')[0]);
      await expect(names.map((name) => expected.find((label) => name?.startsWith(label)))).toEqual(expected);
    },
  };
}

/** Text: description, placeholder, required. */
export const Text = panel({ id: 'p-text', type: 'text', label: 'Company' }, PLACEHOLDER);
/** Text area: description, placeholder, required (no maximum length without the vanilla form handler flag). */
export const Textarea = panel({ id: 'p-textarea', type: 'textarea', label: 'Message' }, PLACEHOLDER);
/** Text area with the vanilla form handler flag: its maximum length too. */
export const TextareaVanillaHandler = panel({ id: 'p-textarea', type: 'textarea', label: 'Message' }, [...PLACEHOLDER, 'Maximum length'], true);
/** Email: description, placeholder, required. */
export const Email = panel({ id: 'p-email', type: 'email', label: 'Work email' }, PLACEHOLDER);
/** Number: description, placeholder, required. */
export const NumberField = panel({ id: 'p-number', type: 'number', label: 'Guests' }, PLACEHOLDER);
/** Website: description, placeholder, required. */
export const Website = panel({ id: 'p-website', type: 'website', label: 'Portfolio' }, PLACEHOLDER);
/** Currency: description, currency symbol, required. */
export const Currency = panel({ id: 'p-currency', type: 'currency', label: 'Budget' }, ['Label', 'Description', 'Currency symbol', 'Required']);
/** Password: description, required. */
export const Password = panel({ id: 'p-password', type: 'password', label: 'Access code' }, PLAIN);
/** Twitter: description, required. */
export const Twitter = panel({ id: 'p-twitter', type: 'twitter', label: 'Handle' }, PLAIN);
/** Date: description, required. */
export const DateField = panel({ id: 'p-date', type: 'date', label: 'Arrival' }, PLAIN);
/** Time: description, required. */
export const Time = panel({ id: 'p-time', type: 'time', label: 'Pick-up time' }, PLAIN);
/** Name: description, required. */
export const Name = panel({ id: 'p-name', type: 'name', label: 'Your name' }, PLAIN);
/** Address: description, required. */
export const Address = panel({ id: 'p-address', type: 'address', label: 'Delivery address' }, PLAIN);
/** Phone: description, show country code, required. */
export const Phone = panel({ id: 'p-phone', type: 'phone', label: 'Mobile' }, ['Label', 'Description', 'Show country code', 'Required']);
/** Section: description, underline. */
export const Section = panel({ id: 'p-section', type: 'section', label: 'About you' }, ['Label', 'Description', 'Underline']);
/** Radio buttons: description, options, required. */
export const Radio = panel({ id: 'p-radio', type: 'radio', label: 'Contact by', options: ['Email', 'Phone'] }, CHOICES);
/** Checkboxes: description, options, required. */
export const Checkbox = panel({ id: 'p-checkbox', type: 'checkbox', label: 'Interests', options: ['Leather', 'Linen'] }, CHOICES);
/** Dropdown: description, options, required. */
export const Select = panel({ id: 'p-select', type: 'select', label: 'Country', options: ['Canada', 'Mexico'] }, CHOICES);
/** Likert scale: description, options (its questions), required. */
export const Likert = panel({ id: 'p-likert', type: 'likert', label: 'Your visit', options: ['The site was easy to use'] }, CHOICES);
/** Hidden: key (the query parameter it reads) and value (its default). */
export const Hidden = panel({ id: 'p-hidden', type: 'hidden', label: 'Source', key: 'utm_source', value: 'site' }, ['Label', 'Query parameter', 'Default value']);
