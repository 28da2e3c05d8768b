/** Story-only helpers of the form builder's stories and page story: finding rows, reordering by keyboard. */
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The labels of the builder's fields, in list order. */
export function fieldOrder(root: HTMLElement): string[] {
  const list = root.querySelector('[data-part="field-list"]');
  return Array.from(list?.querySelectorAll('[data-field-id]') ?? [], (row) => row.querySelector('[data-part="field-label"]')?.textContent?.trim() ?? '');
}

/** The builder row of a field, by its label. */
export function fieldRow(root: HTMLElement, label: string): HTMLElement {
  const handle = within(root).getByRole('button', { name: `Reorder ${label}` });
  const row = handle.closest<HTMLElement>('[data-field-id]');
  if (!row) throw new Error(`no row for ${label}`);
  return row;
}

/**
 * Moves a field by keyboard as a site owner does: focus its handle, Space to pick it up, an arrow per
 * place, Space to drop; waits for dnd-kit's announcement of each step.
 */
export async function reorderByKeyboard(root: HTMLElement, label: string, places: number): Promise<void> {
  const handle = within(root).getByRole('button', { name: `Reorder ${label}` });
  handle.focus();
  await userEvent.keyboard('[Space]');
  await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
  const key = places > 0 ? '[ArrowDown]' : '[ArrowUp]';
  const region = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
  for (let step = 0; step < Math.abs(places); step += 1) {
    const before = region();
    await userEvent.keyboard(key);
    await waitFor(() => expect(region()).not.toBe(before));
  }
  await userEvent.keyboard('[Space]');
  await waitFor(() => expect(region()).toContain(`${label} dropped at position`));
}

/** Adds a field of a kind (its name in the add menu) and returns its new row. */
export async function addField(root: HTMLElement, kind: string): Promise<void> {
  const canvas = within(root);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'New field type' }), kind);
  await userEvent.click(canvas.getByRole('button', { name: 'Add field' }));
}
