import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PRODUCT_TYPE, type Product } from '../../../logic/shopper/product.ts';
import { canvasTote, coffeeSubscription, fieldGuideEbook, giftCard, stylingSession } from '../../../mocks/fixtures/catalogue.ts';
import { LocalizedStringsProvider } from '../../../hooks/shared/LocalizedStringsProvider.tsx';
import { QuantityInput } from './QuantityInput.tsx';
import { drawsNothing } from '../../../stories/shared/storyNote.tsx';

const meta = {
  title: 'Shopper/QuantityInput',
  component: QuantityInput,
  args: { product: canvasTote, onValueChange: fn() },
} satisfies Meta<typeof QuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const spin = (canvasElement: HTMLElement) => within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });

/** 1 by default, bounded 1 to 9999. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = spin(canvasElement);
    await expect(input).toHaveValue('1');
    await expect(input).toHaveAttribute('aria-valuenow', '1');
    await expect(input).toHaveAttribute('aria-valuemin', '1');
    await expect(input).toHaveAttribute('aria-valuemax', '9999');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The + and − buttons step by one; − does nothing at 1. */
export const StepButtons: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(spin(canvasElement)).toHaveValue('3');
    await userEvent.click(decrease);
    await expect(spin(canvasElement)).toHaveValue('2');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2');
  },
};

/** From the keyboard: type a number, Up and Down step it, Tab reaches the buttons. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toHaveFocus();
    await userEvent.tab();
    await expect(spin(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Backspace}12{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(spin(canvasElement)).toHaveValue('13');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(spin(canvasElement)).toHaveValue('14');
  },
};

/** At the maximum, + does nothing. */
export const AtMaximum: Story = {
  args: { defaultValue: '9999' },
  play: async ({ canvasElement }) => {
    const increase = within(canvasElement).getByRole('button', { name: 'Increase quantity' });
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    await expect(spin(canvasElement)).toHaveValue('9999');
  },
};

/** Text that is not a number stays as typed and gives the spec message instead of being sent. */
export const NotANumber: Story = {
  play: async ({ canvasElement }) => {
    const input = spin(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, 'two');
    await expect(input).toHaveValue('two');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Quantity must be a number.');
    await expect(input).toHaveAttribute('aria-valuetext', 'two');
  },
};

/** A fraction or a number out of range asks for a whole number from 1 to 9999. */
export const NotAWholeNumber: Story = {
  args: { defaultValue: '1.5' },
  play: async ({ canvasElement }) => {
    const input = spin(canvasElement);
    await expect(input).toHaveAccessibleDescription('Quantity must be a whole number from 1 to 9999.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Increase quantity' }));
    await expect(input).toHaveValue('2');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Disabled: neither typing nor stepping. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(spin(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

/** With a label of the page's own (a cart line, say) and no product rule. */
export const CustomLabel: Story = {
  args: { product: undefined, label: 'Quantity of Canvas Tote' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Quantity of Canvas Tote' })).toHaveValue('1');
  },
};

/** A service takes a quantity unless the store sells services one at a time. */
export const ServiceOneAtATime: Story = {
  decorators: [drawsNothing('the store sells services one at a time.')],
  args: { product: stylingSession, settings: { storeSettings: { multipleQuantityAllowedForServices: false } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('spinbutton')).toBeNull();
  },
};

const lastOne: Product = { ...canvasTote, id: 'last-one', productType: PRODUCT_TYPE.physical, variants: canvasTote.variants.map((variant) => ({ ...variant, qtyInStock: 1 })) };

/** Not shown where a quantity cannot be chosen: a subscription, a gift card, a digital product, one unit left. */
export const NotShown: Story = {
  decorators: [drawsNothing('none of these products takes a chosen quantity (a subscription, a gift card, a digital product, the last unit).')],
  render: (args) => (
    <>
      <QuantityInput {...args} product={coffeeSubscription} />
      <QuantityInput {...args} product={giftCard} />
      <QuantityInput {...args} product={fieldGuideEbook} />
      <QuantityInput {...args} product={lastOne} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('spinbutton')).toBeNull();
  },
};

/** The site's own wording: the label, the step buttons' names and the message for text that is not a number. */
export const Localized: Story = {
  decorators: [
    (Story) => (
      <LocalizedStringsProvider
        strings={{
          productQuantityInputLabel: 'Quantité',
          quantityIncrementLabel: 'Augmenter la quantité',
          quantityDecrementLabel: 'Diminuer la quantité',
          quantityNotANumberMessage: 'La quantité doit être un nombre.',
        }}
      >
        {Story()}
      </LocalizedStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantité' });
    await expect(canvas.getByRole('button', { name: 'Augmenter la quantité' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Diminuer la quantité' })).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'deux');
    await expect(input).toHaveAccessibleDescription('La quantité doit être un nombre.');
  },
};
