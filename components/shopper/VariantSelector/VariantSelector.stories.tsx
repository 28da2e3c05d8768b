import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { canvasTote, fieldGuideEbook, giftCard, linenShirt } from '../../../mocks/fixtures/catalogue.ts';
import { VariantSelector } from './VariantSelector.tsx';
import { drawsNothing } from '../../../stories/shared/storyNote.tsx';

const meta = {
  title: 'Shopper/VariantSelector',
  component: VariantSelector,
  args: { product: linenShirt, onAttributesChange: fn(), onDenominationChange: fn() },
} satisfies Meta<typeof VariantSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionTexts = (select: HTMLElement) => Array.from(select.querySelectorAll('option'), (option) => option.textContent);

/** One native select per option, in variantOptionOrdering order, each with its "Select …" prompt. */
export const Dropdown: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const selects = canvas.getAllByRole('combobox');
    await expect(selects.map((select) => select.getAttribute('data-option'))).toEqual(['Size', 'Color']);
    await expect(optionTexts(canvas.getByRole('combobox', { name: 'Size' }))).toEqual(['Select Size', 'Small', 'Medium', 'Large']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Size' }), 'Medium');
    await expect(args.onAttributesChange).toHaveBeenLastCalledWith({ Size: 'Medium' });
  },
};

/** With Medium chosen, Navy is sold out: disabled, and its text says so. */
export const DropdownSoldOutValue: Story = {
  args: { defaultAttributes: { Size: 'Medium' } },
  play: async ({ canvasElement }) => {
    const navy = within(canvasElement).getByRole('option', { name: 'Navy (sold out)' });
    await expect(navy).toBeDisabled();
    await expect(within(canvasElement).getByRole('option', { name: 'Sand' })).toBeEnabled();
  },
};

/** With Small chosen, Navy was never made: disabled as unavailable. */
export const DropdownMissingCombination: Story = {
  args: { defaultAttributes: { Size: 'Small' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: 'Navy (unavailable)' })).toBeDisabled();
  },
};

/** One radio group per option (native radios in a fieldset); arrow keys move and choose, skipping disabled values. */
export const RadioButtons: Story = {
  args: { appearance: 'radio' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('radiogroup');
    await expect(groups.map((group) => group.getAttribute('data-option'))).toEqual(['Size', 'Color']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Small' }));
    await expect(canvas.getByRole('radio', { name: 'Small' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Navy (unavailable)' })).toBeDisabled();
    // Native radios: the arrow key moves focus to the next value and chooses it.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Medium' })).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Navy (sold out)' })).toBeDisabled();
    await expect(args.onAttributesChange).toHaveBeenLastCalledWith({ Size: 'Medium' });
  },
};

/** Radio buttons with both chosen. */
export const RadioButtonsChosen: Story = {
  args: { appearance: 'radio', defaultAttributes: { Size: 'Large', Color: 'Navy' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Large' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Navy' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Small (unavailable)' })).toBeDisabled();
  },
};

/** The merchant's order: Color before Size. */
export const OptionOrdering: Story = {
  args: { product: { ...linenShirt, variantOptionOrdering: ['Color', 'Size'] } },
  play: async ({ canvasElement }) => {
    const selects = within(canvasElement).getAllByRole('combobox');
    await expect(selects.map((select) => select.getAttribute('data-option'))).toEqual(['Color', 'Size']);
  },
};

/** A gift card picks its value: "Value", "Select Value", the denominations by price. */
export const GiftCardDropdown: Story = {
  args: { product: giftCard },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Value' });
    await expect(optionTexts(select)).toEqual(['Select Value', '$25.00', '$50.00', '$100.00']);
    await userEvent.selectOptions(select, '$50.00');
    await expect(args.onDenominationChange).toHaveBeenLastCalledWith('GC-50');
  },
};

/** A gift card's values as radio buttons. */
export const GiftCardRadioButtons: Story = {
  args: { product: giftCard, appearance: 'radio' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Value' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '$100.00' }));
    await expect(args.onDenominationChange).toHaveBeenLastCalledWith('GC-100');
  },
};

/** The site's words for the gift card label and prompt. */
export const LocalizedGiftCard: Story = {
  args: { product: giftCard },
  parameters: { localizedStrings: { giftCardValueDisplayText: 'Montant', giftCardVariantSelectText: 'Choisir un montant' } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Montant' });
    await expect(optionTexts(select)[0]).toBe('Choisir un montant');
  },
};

/** Disabled: nothing can be chosen, in either style. */
export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <>
      <VariantSelector {...args} />
      <VariantSelector {...args} appearance="radio" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const select of canvas.getAllByRole('combobox')) await expect(select).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Nothing to choose (one variant, or a digital product): renders nothing. */
export const NothingToChoose: Story = {
  decorators: [drawsNothing('these products have nothing to choose (one variant, or a digital product).')],
  render: (args) => (
    <>
      <VariantSelector {...args} product={canvasTote} />
      <VariantSelector {...args} product={fieldGuideEbook} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-vitrine="variant-selector"]')).toBeNull();
  },
};
