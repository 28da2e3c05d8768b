import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { JsonObject } from '../../../api/parse.ts';
import { summaryFieldsOf } from '../../../logic/forms/formAnswerSummary.ts';
import type { FormField } from '../../../logic/forms/forms.ts';
import { MASKED_PASSWORD_PLACEHOLDER } from '../../../logic/forms/maskedPassword.ts';
import { FormAnswerSummary } from '../../content/FormAnswerSummary/FormAnswerSummary.tsx';
import { AdditionalFieldsForm } from './AdditionalFieldsForm.tsx';

/** A locker-delivery form: the locker code is a password field, its answer hidden once stored. */
const lockerFields: FormField[] = [
  { id: 'locker-name', type: 'text', label: 'Name on the locker', required: true },
  { id: 'locker-code', type: 'password', label: 'Locker code', required: true },
];
const STORED_CODE = 'tulip-4471';

/** Props of {@link SavedAnswers}: the form's fields, the answers stored for them, and where a save goes. */
interface SavedAnswersProps {
  fields: readonly FormField[];
  stored: JsonObject;
  /** The save button's wording (the cart's own, for an entry being edited). */
  submitLabel: string;
  onSubmit: (answers: JsonObject) => void;
}

/** The stored answers' summary above the form editing them, as a cart entry shows them. */
function SavedAnswers({ fields, stored, submitLabel, onSubmit }: SavedAnswersProps) {
  const [answers, setAnswers] = useState<JsonObject>(stored);
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <FormAnswerSummary fields={summaryFieldsOf(fields, answers)} />
      <AdditionalFieldsForm
        fields={fields}
        initialAnswers={stored}
        query=""
        submitLabel={submitLabel}
        onSubmit={(next) => {
          setAnswers(next);
          onSubmit(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shopper/AdditionalFieldsForm/SavedPassword',
  component: SavedAnswers,
  args: { fields: lockerFields, stored: { 'locker-name': 'Ada Lovelace', 'locker-code': STORED_CODE }, submitLabel: 'Update', onSubmit: fn() },
} satisfies Meta<typeof SavedAnswers>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A stored password (rendering spec, constants and limits: the masked password placeholder is used for
 * hidden fields): the summary and the field show eight bullets, never the code, and saving with the
 * bullets unchanged keeps the stored code.
 */
export const KeptUnchanged: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Locker code/)).toHaveValue(MASKED_PASSWORD_PLACEHOLDER);
    await expect(canvas.getByText(MASKED_PASSWORD_PLACEHOLDER)).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(STORED_CODE);
    await expect(canvasElement.innerHTML).not.toContain(STORED_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ 'locker-name': 'Ada Lovelace', 'locker-code': STORED_CODE }));
  },
};

/** Typing a new code replaces the stored one; the summary still shows only the bullets. */
export const Replaced: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText(/Locker code/);
    await userEvent.clear(code);
    await userEvent.type(code, 'rose-1802');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ 'locker-name': 'Ada Lovelace', 'locker-code': 'rose-1802' }));
    await expect(canvas.getByText(MASKED_PASSWORD_PLACEHOLDER)).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('rose-1802');
  },
};
