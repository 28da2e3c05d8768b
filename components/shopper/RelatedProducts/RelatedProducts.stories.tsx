import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartProvider } from '../../../hooks/shopper/useCart.tsx';
import { db } from '../../../mocks/db.ts';
import { withImages } from '../../../mocks/fixtures/images.ts';
import { beeswaxCandle, enamelMug, glassCarafe, stonewareBowls } from '../../../mocks/fixtures/collection.ts';
import { vars } from '../../theme/contract.css.ts';
import { RelatedProducts } from './RelatedProducts.tsx';
import { drawsNothing } from '../../../stories/shared/storyNote.tsx';

const related = [stonewareBowls, enamelMug, glassCarafe, beeswaxCandle].map(withImages);

const meta = {
  title: 'Shopper/RelatedProducts',
  component: RelatedProducts,
  args: { products: related },
  decorators: [
    (Story) => (
      <CartProvider>
        <div style={{ maxWidth: 1100 }}>{Story()}</div>
      </CartProvider>
    ),
  ],
} satisfies Meta<typeof RelatedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled row of listing cards, their titles one heading level below the row's, their add buttons outlined. */
export const Row: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'You might also like' });
    await expect(within(section).getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Enamel Camp Mug' })).toBeVisible();
    const cards = within(section).getAllByRole('listitem').map((card) => card.getBoundingClientRect().top);
    await expect(new Set(cards).size).toBe(1);
    // Outlined, not filled: the product page's own add button is its one primary action. The colours a
    // secondary button has, read from a probe drawn with them.
    const probe = document.createElement('span');
    probe.style.background = vars.color.background;
    probe.style.border = `1px solid ${vars.color.border}`;
    section.append(probe);
    const outlined = { background: getComputedStyle(probe).backgroundColor, border: getComputedStyle(probe).borderTopColor };
    probe.remove();
    for (const button of within(section).getAllByRole('button', { name: 'Add To Cart' })) {
      await expect(getComputedStyle(button).backgroundColor).toBe(outlined.background);
      await expect(getComputedStyle(button).borderTopColor).toBe(outlined.border);
    }
  },
};

/** Added straight from the row. */
export const AddFromTheRow: Story = {
  // Pictured at rest (scripts/visual/story-images.ts): the play ends amid the add's timed feedback ("Adding…", "Added!", the added-to-cart popover), which a loaded machine may or may not have reached.
  tags: ['looks-at-rest'],
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Glass Carafe' }));
    await userEvent.click(card.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(db.cart.entries.map((entry) => entry.itemId)).toEqual([glassCarafe.id]));
  },
};

/** The site's own heading. */
export const CustomTitle: Story = {
  args: { title: 'Pairs well with' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Pairs well with' })).toBeVisible();
  },
};

/** No related products: nothing at all. */
export const NoneRelated: Story = {
  decorators: [drawsNothing('the product has no related products.')],
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-vitrine="related-products"]')).toBeNull();
  },
};
