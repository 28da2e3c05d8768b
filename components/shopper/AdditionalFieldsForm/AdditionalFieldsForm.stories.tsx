import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CART_PLEASE_TRY_AGAIN, CART_UNABLE_TO_UPDATE_FORM } from '../../../logic/shopper/cart.ts';
import { LocalizedStringsProvider } from '../../../hooks/shared/LocalizedStringsProvider.tsx';
import { CHARACTER_LIMIT_MESSAGE, EMAIL_FIELD_ERROR, FORM_INVALID_MESSAGE, REQUIRED_MESSAGE, SAVING_LABEL } from '../../../logic/forms/forms.ts';
import { everyFieldForm, monogramForm } from '../../../mocks/fixtures/forms.ts';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { AdditionalFieldsForm } from './AdditionalFieldsForm.tsx';

const meta = {
  title: 'Shopper/AdditionalFieldsForm',
  component: AdditionalFieldsForm,
  args: { fields: monogramForm.fields, onSubmit: fn(), query: '' },
} satisfies Meta<typeof AdditionalFieldsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the Leather Travel Kit's monogram. Filled from the keyboard and sent with Enter, the answers come out keyed by field id. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const initials = canvas.getByRole('textbox', { name: /Initials/ });
    await userEvent.click(initials);
    await userEvent.keyboard('ADA');
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: /Thread/ })).toHaveFocus();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Thread/ }), 'Gold');
    await userEvent.click(initials);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ 'monogram-initials': 'ADA', 'monogram-thread': 'Gold' }));
  },
};

/** Sent empty: each required field says Required, the form says it is invalid, and focus moves to the first field to fix. */
export const MissingRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Each required field's message, below it (its visible '(required)' marker is not a message).
    await expect(canvas.getAllByText(REQUIRED_MESSAGE, { selector: '[data-part="error"]' })).toHaveLength(2);
    await expect(canvas.getByRole('alert')).toHaveTextContent(FORM_INVALID_MESSAGE);
    const initials = canvas.getByRole('textbox', { name: /Initials/ });
    await expect(initials).toHaveFocus();
    await expect(initials).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('AL');
    await expect(canvas.getAllByText(REQUIRED_MESSAGE, { selector: '[data-part="error"]' })).toHaveLength(1);
  },
};

/** Editing saved answers: the form opens with them filled in. */
export const Editing: Story = {
  args: { initialAnswers: { 'monogram-initials': 'JBL', 'monogram-thread': 'Silver' }, submitLabel: 'Update' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Initials/ })).toHaveValue('JBL');
    await expect(canvas.getByRole('combobox', { name: /Thread/ })).toHaveValue('Silver');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ 'monogram-initials': 'JBL', 'monogram-thread': 'Silver' }));
  },
};

/** Saving: while the answer is awaited the button reads "Saving" and a second submit is ignored. */
export const Saving: Story = {
  args: { initialAnswers: { 'monogram-initials': 'JBL', 'monogram-thread': 'Tonal' }, onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const button = await canvas.findByRole('button', { name: SAVING_LABEL });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The save failed: the caller's alert shows above the button and the typed answers stay. */
export const SaveFailed: Story = {
  args: {
    initialAnswers: { 'monogram-initials': 'JBL', 'monogram-thread': 'Tonal' },
    status: <Alert title={CART_UNABLE_TO_UPDATE_FORM}>{CART_PLEASE_TRY_AGAIN}</Alert>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(CART_UNABLE_TO_UPDATE_FORM);
    await expect(alert).toHaveTextContent(CART_PLEASE_TRY_AGAIN);
    await expect(canvas.getByRole('textbox', { name: /Initials/ })).toHaveValue('JBL');
  },
};

/** The server refused a field: its message shows on that field. */
export const ServerFieldErrors: Story = {
  args: { fieldErrors: { 'monogram-thread': REQUIRED_MESSAGE }, initialAnswers: { 'monogram-initials': 'JBL' } },
  play: async ({ canvasElement }) => {
    const thread = within(canvasElement).getByRole('combobox', { name: /Thread/ });
    await expect(thread).toHaveAttribute('aria-invalid', 'true');
    await expect(thread).toHaveAccessibleDescription(REQUIRED_MESSAGE);
  },
};

/** Every field kind: sub-fields, choices, likert, a counted textarea; an invalid email and an over-long note are caught. */
export const EveryFieldKind: Story = {
  args: { fields: everyFieldForm.fields, query: '?ref=spring-mailer' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'About you' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Name/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ada@');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Textiles' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Area Code' }), '212');
    await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }));
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: 'The site was easy to use' })).getByRole('radio', { name: 'Agree' }));
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await userEvent.paste('x'.repeat(201));
    await expect(canvas.getByText('201 / 200')).toHaveAttribute('data-over', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText(EMAIL_FIELD_ERROR)).toBeVisible();
    await expect(canvas.getByText(CHARACTER_LIMIT_MESSAGE)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'example.com');
    await userEvent.clear(notes);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          'every-name': ['Ada', 'Lovelace'],
          'every-email': 'ada@example.com',
          'every-checkbox': ['Textiles'],
          'every-phone': ['', '', '212', ''],
          'every-radio': 'Phone',
          'every-likert': { 'The site was easy to use': 'Agree', 'I found what I wanted': '' },
          'every-hidden': 'spring-mailer',
        }),
      ),
    );
  },
};

/** In the modal lightbox it is shown in (shopper spec, screens): opened from a button, closed with Escape, opened again with Enter. */
export const InModal: Story = {
  render: (args) => (
    <Modal title={monogramForm.name} trigger={<Button variant="secondary">Add a monogram</Button>}>
      <AdditionalFieldsForm {...args} />
    </Modal>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a monogram' }));
    const dialog = await body.findByRole('dialog', { name: monogramForm.name });
    await expect(within(dialog).getByRole('textbox', { name: /Initials/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const trigger = within(canvasElement).getByRole('button', { name: 'Add a monogram' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('dialog', { name: monogramForm.name })).toBeVisible();
  },
};

/** The site's own wording: the button, "Required" and the form's message, and "Saving" while the answer is awaited. */
export const Localized: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  decorators: [
    (Story) => (
      <LocalizedStringsProvider
        strings={{
          formSaveText: 'Enregistrer',
          formSavingText: 'Enregistrement',
          formRequiredMessage: 'Obligatoire',
          formInvalidMessage: 'Un ou plusieurs champs ne sont pas valides.',
        }}
      >
        {Story()}
      </LocalizedStringsProvider>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(canvas.getByRole('textbox', { name: /Initials/ })).toHaveAccessibleDescription('Obligatoire');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Un ou plusieurs champs ne sont pas valides.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Initials/ }), 'ADA');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Thread/ }), 'Gold');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByRole('button', { name: 'Enregistrement' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** In a dialog whose title is an h2 inside a page: the sections' headings at the level asked for (h4). */
export const SectionHeadingLevel: Story = {
  args: { fields: everyFieldForm.fields, sectionHeadingLevel: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 4, name: 'About you' })).toBeVisible();
  },
};
