import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contactForm } from '../../../mocks/fixtures/forms.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { fieldRow } from '../../../stories/builder/formBuilder.setup.tsx';
import { FormBuilder } from './FormBuilder.tsx';

/** Every message of the form builder (rendering spec, validation rules, error catalogue), each with what the owner typed kept. */
const meta = {
  title: 'Builder/FormBuilder/Validation',
  component: FormBuilder,
  args: { defaultValue: contactForm, defaultFieldset: 'storage' },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof FormBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mailing lists offered: none chosen yet, no message until the owner leaves the list. */
export const MailingLists: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('combobox', { name: 'Mailing list' });
    await expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a list', 'Newsletter subscribers', 'Wholesale enquiries']);
    await expect(canvasElement.querySelector('[data-part="error"]')).toBeNull();
  },
};

/** 'A List must be selected': the owner went back to no list. */
export const ListRequired: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('combobox', { name: 'Mailing list' });
    await userEvent.selectOptions(list, 'Wholesale enquiries');
    await userEvent.selectOptions(list, 'Choose a list');
    await expect(await within(canvasElement).findByText('A List must be selected')).toBeVisible();
    await expect(list).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 'Please enter a valid email': email storage left empty. */
export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Email' }));
    await userEvent.click(canvas.getByRole('textbox', { name: /^Email addresses/ }));
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
  },
};

/** 'Emails must be formatted as name@example.com': one address is not one; the text stays as typed. */
export const EmailsFormat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Email' }));
    const input = canvas.getByRole('textbox', { name: /^Email addresses/ });
    await userEvent.type(input, 'owner@shop.com, sales at shop');
    await userEvent.tab();
    await expect(await canvas.findByText('Emails must be formatted as name@example.com')).toBeVisible();
    await expect(input).toHaveValue('owner@shop.com, sales at shop');
    // Switching to a list and back finds the addresses as typed.
    await userEvent.click(canvas.getByRole('radio', { name: 'A mailing list' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Email' }));
    await expect(canvas.getByRole('textbox', { name: /^Email addresses/ })).toHaveValue('owner@shop.com, sales at shop');
  },
};

/** A maximum length that is not a whole number (vanilla form handler flag on): its message, the text kept, the preview keeping the last valid limit (typing '5000' on the way set it). */
export const MaxLengthInvalid: Story = {
  args: { defaultFieldset: 'build', vanillaFormHandler: true },
  play: async ({ canvasElement }) => {
    const row = within(fieldRow(canvasElement, 'Message'));
    await userEvent.click(row.getByRole('button', { name: 'Edit Message' }));
    const max = row.getByRole('textbox', { name: 'Maximum length' });
    await userEvent.type(max, '0 characters');
    await expect(row.getByText('Enter a whole number of characters, at least 1.')).toBeVisible();
    await expect(max).toHaveValue('5000 characters');
    await expect(within(canvasElement.querySelector<HTMLElement>('[data-part="preview"]') ?? canvasElement).getByText('0 / 5000')).toBeVisible();
  },
};

/** "You don't have any mailing lists. Please create one before continuing." (rendering spec, error catalogue). */
export const NoMailingLists: Story = {
  parameters: { msw: { handlers: { scenario: scenario('no-mailing-lists') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("You don't have any mailing lists. Please create one before continuing.")).toBeVisible();
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Mailing list' })).toBeNull();
  },
};

/** The lists cannot be read: 'Unable to load. Try again.' with Try again; every edit made elsewhere is kept. */
export const MailingListsLoadFailure: Story = {
  parameters: { msw: { handlers: { scenario: scenario('mailing-lists-down') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load. Try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Advanced' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Submit button label' }), 'Send');
    await userEvent.click(canvas.getByRole('tab', { name: 'Storage' }));
    await userEvent.click(within(await canvas.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to load. Try again.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Advanced' }));
    await expect(canvas.getByRole('textbox', { name: 'Submit button label' })).toHaveValue('Send');
  },
};

/** The first read fails, Try again reads the lists. */
export const MailingListsTryAgain: Story = {
  parameters: { msw: { handlers: { scenario: scenario('mailing-lists-fail-once') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await canvas.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Mailing list' })).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * A redirect that is not a link: the links message (rendering spec, validation rules) once the owner leaves it, the
 * typed text kept; the definition keeps no redirect until it is a link, then takes it.
 */
export const RedirectUrlNotALink: Story = {
  args: { defaultFieldset: 'advanced', onValueChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const redirect = canvas.getByRole('textbox', { name: 'Redirect after submission' });
    await userEvent.type(redirect, 'shop.example/thanks');
    await userEvent.tab();
    await expect(await canvas.findByText('Links must be formatted as http://shop.example or https://shop.example')).toBeVisible();
    await expect(redirect).toHaveValue('shop.example/thanks');
    await expect(redirect).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.clear(redirect);
    await userEvent.type(redirect, 'https://shop.example/thanks');
    await waitFor(() => expect(canvas.queryByText(/^Links must be formatted as/)).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ successRedirectUrl: 'https://shop.example/thanks' }));
  },
};
