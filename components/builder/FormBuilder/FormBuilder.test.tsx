import { cleanup, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as FieldPropertiesModule from './fieldList/FieldProperties.tsx';
import { contactForm } from '../../../mocks/fixtures/forms.ts';
import { FormBuilder } from './FormBuilder.tsx';

/** The field ids whose property panel rendered, in order. */
const rendered: string[] = [];

// Each row's panel is counted as it renders, then drawn as usual.
vi.mock('./fieldList/FieldProperties.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof FieldPropertiesModule>();
  return {
    ...original,
    FieldProperties: (props: FieldPropertiesModule.FieldPropertiesProps) => {
      rendered.push(props.field.id);
      return original.FieldProperties(props);
    },
  };
});

afterEach(() => cleanup());

describe('FormBuilder renders only what an edit changes', () => {
  it('typing in one field’s property renders that row’s panel only, not the other rows', async () => {
    const { container } = render(<FormBuilder defaultValue={contactForm} preview={false} />);
    const row = container.querySelector<HTMLElement>('[data-field-id="contact-subject"]');
    // The property panel is open only once the field is being edited (hidden, it cannot be typed in).
    await userEvent.click(row?.querySelector<HTMLButtonElement>('[aria-controls][aria-expanded="false"]') as HTMLButtonElement);
    const description = row?.querySelector<HTMLInputElement>('[data-property="description"] input');
    expect(description).toBeVisible();
    rendered.length = 0;
    await userEvent.type(description as HTMLInputElement, 'Hi');
    expect(description).toHaveValue('Hi');
    expect(rendered.length).toBeGreaterThan(0);
    expect(new Set(rendered)).toEqual(new Set(['contact-subject']));
  });

  it('adding a field renders the new row, not every other row again', async () => {
    const { container } = render(<FormBuilder defaultValue={contactForm} preview={false} />);
    rendered.length = 0;
    await userEvent.click(container.querySelector<HTMLButtonElement>('[data-part="add-field"]') as HTMLButtonElement);
    expect(container.querySelectorAll('[data-part="field-list"] > li')).toHaveLength(contactForm.fields.length + 1);
    // The last row's Move down button becomes enabled: it renders again; the others before it do not.
    expect(rendered.filter((id) => ['contact-name', 'contact-email', 'contact-phone', 'contact-subject'].includes(id))).toEqual([]);
  });
});
