import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { contactPageFields } from '../../../mocks/fixtures/forms.ts';
import { Form, type PageFormDefinition } from './Form.tsx';

/** A form of the given fields, as the form builder saves it. */
const formOf = (id: string, fields: PageFormDefinition['fields']): PageFormDefinition => ({ id, name: 'Field properties', submissionText: 'Thanks!', fields });

/**
 * What the form builder sets on each field (rendering spec, entities form builder table), as the page form draws
 * it: the description, the placeholder of text-like kinds, the currency symbol, the phone's country
 * code and the section's underline; a property a kind does not have is ignored.
 */
const meta = {
  title: 'Forms/Form/Field properties',
  component: Form,
  args: { form: formOf('form-props-none', []), pageFields: contactPageFields, query: '', navigate: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Descriptions: a one-control field, a group of choices and a composite field each describe their controls with it. */
export const Descriptions: Story = {
  args: {
    form: formOf('form-props-descriptions', [
      { id: 'props-company', type: 'text', label: 'Company', description: 'As it appears on your invoices.' },
      { id: 'props-visit', type: 'radio', label: 'Visit', options: ['Morning', 'Afternoon'], description: 'When you would like us to call.' },
      { id: 'props-notes', type: 'textarea', label: 'Notes', maxLength: 200, description: 'Anything we should know.' },
      { id: 'props-name', type: 'name', label: 'Full name', description: 'Exactly as on your passport.' },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription('As it appears on your invoices.');
    await expect(canvas.getByRole('group', { name: 'Visit' })).toHaveAccessibleDescription('When you would like us to call.');
    // The owner's description comes first, then the textarea's own counter.
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toHaveAccessibleDescription('Anything we should know. 0 / 200');
    await expect(canvas.getByRole('group', { name: 'Full name' })).toHaveAccessibleDescription('Exactly as on your passport.');
  },
};

/** Placeholders: shown in the empty inputs of text, textarea, email, number and website; a password field has no placeholder property. */
export const Placeholders: Story = {
  args: {
    form: formOf('form-props-placeholders', [
      { id: 'props-text', type: 'text', label: 'Company', placeholder: 'Acme Ltd' },
      { id: 'props-textarea', type: 'textarea', label: 'Notes', placeholder: 'Tell us more' },
      { id: 'props-email', type: 'email', label: 'Work email', placeholder: 'you@company.example' },
      { id: 'props-number', type: 'number', label: 'Team size', placeholder: '12' },
      { id: 'props-website', type: 'website', label: 'Website', placeholder: 'https://company.example' },
      { id: 'props-password', type: 'password', label: 'Passphrase', placeholder: 'not drawn' },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveAttribute('placeholder', 'Acme Ltd');
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('placeholder', 'Tell us more');
    await expect(canvas.getByRole('textbox', { name: 'Work email' })).toHaveAttribute('placeholder', 'you@company.example');
    await expect(canvas.getByRole('textbox', { name: 'Team size' })).toHaveAttribute('placeholder', '12');
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toHaveAttribute('placeholder', 'https://company.example');
    await expect(canvas.getByLabelText('Passphrase')).not.toHaveAttribute('placeholder');
  },
};

/** Currency symbol: drawn before the amount's input; without one the input stands alone. */
export const CurrencySymbol: Story = {
  args: {
    form: formOf('form-props-currency', [
      { id: 'props-budget', type: 'currency', label: 'Budget', currencySymbol: '£' },
      { id: 'props-deposit', type: 'currency', label: 'Deposit' },
    ]),
  },
  play: async ({ canvasElement }) => {
    const budget = canvasElement.querySelector('[data-field="props-budget"]');
    await expect(budget?.querySelector('[data-part="prefix"]')).toHaveTextContent('£');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Budget' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-field="props-deposit"] [data-part="prefix"]')).toBeNull();
  },
};

/** Phone with the country code shown: country code, area code and number. */
export const PhoneWithCountryCode: Story = {
  args: { form: formOf('form-props-phone-cc', [{ id: 'props-phone-cc', type: 'phone', label: 'Mobile', showCountryCode: true }]) },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Mobile' }));
    await expect(group.getAllByRole('textbox').map((box) => box.getAttribute('autocomplete'))).toEqual(['tel-country-code', 'tel-area-code', 'tel-local']);
  },
};

/** Phone without the country code (the property off): only area code and number are asked for. */
export const PhoneWithoutCountryCode: Story = {
  args: { form: formOf('form-props-phone', [{ id: 'props-phone', type: 'phone', label: 'Mobile' }]) },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Mobile' }));
    await expect(group.getAllByRole('textbox').map((box) => box.getAttribute('autocomplete'))).toEqual(['tel-area-code', 'tel-local']);
  },
};

/** Sections: one underlined, one not, each with its description under the heading. */
export const Sections: Story = {
  args: {
    form: formOf('form-props-sections', [
      { id: 'props-section-about', type: 'section', label: 'About you', underline: true, description: 'We only use this to reply.' },
      { id: 'props-about-name', type: 'text', label: 'Nickname' },
      { id: 'props-section-extra', type: 'section', label: 'Extras', description: 'All optional.' },
      { id: 'props-extra-notes', type: 'text', label: 'Anything else' },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = canvas.getByRole('heading', { name: 'About you' });
    const extras = canvas.getByRole('heading', { name: 'Extras' });
    await expect(about).toHaveAttribute('data-underline');
    await expect(extras).not.toHaveAttribute('data-underline');
    await expect(about).toHaveAccessibleDescription('We only use this to reply.');
    await expect(extras).toHaveAccessibleDescription('All optional.');
    await expect(getComputedStyle(about).borderBottomStyle).toBe('solid');
    await expect(getComputedStyle(extras).borderBottomStyle).toBe('none');
  },
};
