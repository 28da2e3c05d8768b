import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../contract.css.ts';
import { boutiqueTheme, defaultTheme } from '../themes.css.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { ThemeRoot } from './ThemeRoot.tsx';
import { chip, heading, name, sample, swatch, swatches } from './ThemeRoot.css.ts';

/** The colour tokens of the contract, shown as swatches so designers can compare themes. */
function Swatches() {
  return (
    <ul className={swatches} aria-label="Colour tokens">
      {Object.entries(vars.color).map(([token, value]) => (
        <li key={token} className={swatch}>
          <span className={chip} style={{ background: value }} />
          <span className={name}>{token}</span>
        </li>
      ))}
    </ul>
  );
}

/** A heading, text and the two button styles, in the theme's fonts and colours. */
function Sample() {
  return (
    <div className={sample}>
      <h2 className={heading}>Linen Shirt</h2>
      <p>Breathable, garment-washed linen.</p>
      <div>
        <Button>Add To Cart</Button> <Button variant="secondary">View Cart</Button>
      </div>
      <Swatches />
    </div>
  );
}

const meta = {
  title: 'Theme/ThemeRoot',
  component: ThemeRoot,
  args: { children: <Sample /> },
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The library's default theme. */
export const Default: Story = {
  args: { theme: defaultTheme },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-vitrine="theme-root"]');
    await expect(root).toHaveClass(defaultTheme);
    await expect(within(canvasElement).getAllByRole('listitem').length).toBe(Object.keys(vars.color).length);
  },
};

/** A second site style: every component follows it through the contract. */
export const Boutique: Story = {
  args: { theme: boutiqueTheme },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add To Cart' });
    await expect(getComputedStyle(button).fontFamily).toContain('Georgia');
  },
};

/** A dialog renders at the end of the page, outside this element, and still wears the theme. */
export const DialogKeepsTheTheme: Story = {
  args: {
    theme: boutiqueTheme,
    children: (
      <Modal title="Gift wrapping" defaultOpen>
        <p>Your note is printed on a card inside the box.</p>
      </Modal>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Gift wrapping' });
    await expect(canvasElement.contains(dialog)).toBe(false);
    await expect(getComputedStyle(dialog).fontFamily).toContain('Georgia');
  },
};
