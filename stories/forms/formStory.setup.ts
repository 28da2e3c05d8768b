/**
 * Story-only helpers for page-form stories (components/forms/Form): filling the contact form from the
 * keyboard as a visitor would, and checking afterwards that every typed value is still there.
 */
import { expect, userEvent, within } from 'storybook/test';

/** What the stories type into the contact form. */
export const CONTACT_ENTRY = {
  first: 'Ada',
  last: 'Lovelace',
  email: 'ada@example.com',
  country: '44',
  area: '20',
  number: '7946 0958',
  subject: 'Engraving',
  message: 'Can you engrave a notebook?',
} as const;

/** Types {@link CONTACT_ENTRY} into the contact form inside `root`. */
export async function fillContactForm(root: HTMLElement): Promise<void> {
  const canvas = within(root);
  await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), CONTACT_ENTRY.first);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), CONTACT_ENTRY.last);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), CONTACT_ENTRY.email);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Country Code' }), CONTACT_ENTRY.country);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Area Code' }), CONTACT_ENTRY.area);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Number' }), CONTACT_ENTRY.number);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), CONTACT_ENTRY.subject);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Message/ }), CONTACT_ENTRY.message);
}

/** Checks that every value of {@link CONTACT_ENTRY} is still in the contact form inside `root`. */
export async function expectContactFormKept(root: HTMLElement): Promise<void> {
  const canvas = within(root);
  await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue(CONTACT_ENTRY.first);
  await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveValue(CONTACT_ENTRY.last);
  await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue(CONTACT_ENTRY.email);
  await expect(canvas.getByRole('textbox', { name: 'Country Code' })).toHaveValue(CONTACT_ENTRY.country);
  await expect(canvas.getByRole('textbox', { name: 'Area Code' })).toHaveValue(CONTACT_ENTRY.area);
  await expect(canvas.getByRole('textbox', { name: 'Number' })).toHaveValue(CONTACT_ENTRY.number);
  await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue(CONTACT_ENTRY.subject);
  await expect(canvas.getByRole('textbox', { name: /^Message/ })).toHaveValue(CONTACT_ENTRY.message);
}
