import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartProvider } from '../../../hooks/shopper/useCart.tsx';
import { oakServingBoard } from '../../../mocks/fixtures/collection.ts';
import { withImages } from '../../../mocks/fixtures/images.ts';
import { vars } from '../contract.css.ts';
import { boutiqueTheme, defaultTheme } from '../themes.css.ts';
import type { ThemeValues } from '../themeValues.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { ProductItem } from '../../shopper/ProductItem/ProductItem.tsx';
import { ThemeRoot } from './ThemeRoot.tsx';
import { card, chip, heading, name, sample, storefront, swatch, swatches } from './ThemeRoot.css.ts';

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

/** A site's brand, given at run time: a green accent, serif headings, rounder corners, a tinted overlay. */
const brand: ThemeValues = {
  color: { accent: '#0a6e5c', accentHover: '#08574a', overlay: 'rgba(4, 44, 37, 0.6)' },
  font: { heading: 'Gelasio, Georgia, serif' },
  radius: { sm: '4px', md: '12px' },
};

/** The accent above as the browser reports a computed colour. */
const ACCENT_RGB = 'rgb(10, 110, 92)';

/**
 * A site's own values layered over the default theme, with no bundler plugin: what they name changes
 * (accent, headings, corners; the swatches show the palette), everything else keeps the default theme's value.
 */
export const RuntimeValues: Story = {
  args: {
    values: brand,
    children: (
      <CartProvider>
        <div className={storefront}>
          <div className={card}>
            <ProductItem product={withImages(oakServingBoard)} />
          </div>
          <Swatches />
        </div>
      </CartProvider>
    ),
  },
  play: async ({ canvasElement }) => {
    const productCard = within(canvasElement).getByRole('article', { name: 'Oak Serving Board' });
    const add = within(productCard).getByRole('button', { name: 'Add To Cart' });
    await expect(getComputedStyle(add).backgroundColor).toBe(ACCENT_RGB);
    await expect(getComputedStyle(add).borderTopLeftRadius).toBe('12px');
    await expect(getComputedStyle(within(productCard).getByRole('heading')).fontFamily).toMatch(/^Gelasio/);
    // Left out of the values, the body font is still the default theme's.
    await expect(getComputedStyle(add).fontFamily).toMatch(/^"Inter Variable"/);
  },
};

/** A dialog renders at the end of the page, outside this element, and still wears the site's values. */
export const RuntimeValuesInADialog: Story = {
  args: {
    values: brand,
    children: (
      <Modal title="Gift wrapping" defaultOpen>
        <p>Your note is printed on a card inside the box.</p>
        <Button>Add Gift Wrapping</Button>
      </Modal>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument;
    const dialog = await within(page.body).findByRole('dialog', { name: 'Gift wrapping' });
    await expect(canvasElement.contains(dialog)).toBe(false);
    await expect(getComputedStyle(dialog).borderTopLeftRadius).toBe('12px');
    await expect(getComputedStyle(within(dialog).getByRole('heading', { name: 'Gift wrapping' })).fontFamily).toMatch(/^Gelasio/);
    await expect(getComputedStyle(within(dialog).getByRole('button', { name: 'Add Gift Wrapping' })).backgroundColor).toBe(ACCENT_RGB);
    // What covers the rest of the page is the dialog's overlay, in the site's tint.
    const cover = page.elementFromPoint(1, 1);
    await expect(cover).not.toBeNull();
    await expect(getComputedStyle(cover as Element).backgroundColor).toBe('rgba(4, 44, 37, 0.6)');
  },
};
