import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormBuilder } from '../../components/builder/FormBuilder/FormBuilder.tsx';
import { Form, type PageFormDefinition } from '../../components/forms/Form/Form.tsx';
import { db } from '../../mocks/db.ts';
import { contactPageFields } from '../../mocks/fixtures/forms.ts';
import { addField, fieldOrder, fieldRow, reorderByKeyboard } from '../builder/formBuilder.setup.tsx';

/** The form the owner starts from: named, with its thank-you text and where submissions go, no field yet. */
const START: PageFormDefinition = {
  id: 'form-built-contact',
  name: 'Write to the studio',
  submissionText: 'Thank you! The studio will write back within a day.',
  storage: { kind: 'email', addresses: 'studio@example.com' },
  fields: [],
};

/**
 * The site owner's builder next to the page that shows the form it produces. Every edit is "saved" to
 * the mock backend's forms (story-only: the builder itself saves nothing), so the page's form submits
 * to a form the backend knows.
 */
function FormBuilderPage({ navigate }: { navigate: (url: string) => void }) {
  const [definition, setDefinition] = useState<PageFormDefinition>(START);
  useEffect(() => {
    db.forms.set(definition.id, { id: definition.id, name: definition.name ?? '', submissionText: definition.submissionText ?? '', fields: [...definition.fields] });
  }, [definition]);
  return (
    <main style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', alignItems: 'start', padding: 16 }}>
      <section aria-labelledby="builder-heading">
        <h1 id="builder-heading">Form builder</h1>
        <FormBuilder value={definition} onValueChange={setDefinition} preview={false} />
      </section>
      <section aria-labelledby="page-heading">
        <h1 id="page-heading">Your page</h1>
        <Form form={definition} pageFields={contactPageFields} query="" navigate={navigate} />
      </section>
    </main>
  );
}

const meta = {
  title: 'Pages/Builder/Form builder',
  component: FormBuilderPage,
  args: { navigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FormBuilderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (root: HTMLElement) => within(root.querySelector<HTMLElement>('[aria-labelledby="page-heading"]') ?? root);

/** An empty form: the builder waits for a field, the page shows the form's name and its button. */
export const FormBuilderPageStory: Story = {
  name: 'Form builder',
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('heading', { name: 'Write to the studio' })).toBeVisible();
    await expect(page(canvasElement).getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

/** A contact form built (email, name, message; name moved first by keyboard), then sent from the page: the backend receives its fields. */
export const BuildAndSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addField(canvasElement, 'Email');
    await addField(canvasElement, 'Name');
    await addField(canvasElement, 'Text area');
    const message = within(fieldRow(canvasElement, 'Text area'));
    await userEvent.click(message.getByRole('button', { name: 'Edit Text area' }));
    const label = message.getByRole('textbox', { name: 'Label' });
    await userEvent.clear(label);
    await userEvent.type(label, 'Message');
    await reorderByKeyboard(canvasElement, 'Name', -1);
    await waitFor(() => expect(fieldOrder(canvasElement)).toEqual(['Name', 'Email', 'Message']));
    const form = page(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.type(form.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
    await userEvent.type(form.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await userEvent.type(form.getByRole('textbox', { name: /^Message/ }), 'A leather notebook, please.');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await form.findByText('Thank you! The studio will write back within a day.')).toBeVisible();
    await expect(db.submissions.at(-1)).toMatchObject({
      formId: 'form-built-contact',
      form: { 'name-1': ['Ada', 'Lovelace'], 'email-1': 'ada@example.com', 'textarea-1': 'A leather notebook, please.' },
    });
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(2);
  },
};
