import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { checkBuilderLimit, type BuilderLimit } from '../../../logic/builder/builderLimits.ts';
import { LocalizedStringsProvider } from '../../../hooks/shared/LocalizedStringsProvider.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { LimitNotice } from './LimitNotice.tsx';

const meta = {
  title: 'Builder/LimitNotice',
  component: LimitNotice,
  args: { limit: 'blocksPerLayout', count: 12 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LimitNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const notice = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="limit-notice"]');
const message = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-part="message"]');

/** A layout with room left: the count only. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12 of 60')).toBeVisible();
    await expect(notice(canvasElement)).toHaveAttribute('data-state', 'open');
    await expect(message(canvasElement)).toBeNull();
  },
};

/** Each limit once full (rendering spec, constants and limits): its count and its message. */
const full = (limit: BuilderLimit, count: number, text: string): Story => ({
  args: { limit, count },
  play: async ({ canvasElement }) => {
    await expect(notice(canvasElement)).toHaveAttribute('data-state', 'full');
    await expect(message(canvasElement)).toHaveTextContent(text);
  },
});

/** 60 blocks in a layout. */
export const BlocksFull = full('blocksPerLayout', 60, 'A layout can hold up to 60 blocks. Remove a block to add another.');
/** 60 tracks in an album. */
export const AlbumTracksFull = full('albumTracks', 60, 'An album can hold up to 60 tracks. Remove a track to add another.');
/** 250 items in a collection ordered by hand. */
export const OrderableItemsFull = full('userOrderableCollectionItems', 250, 'A collection you order by hand can hold up to 250 items.');
/** 200 products in a collection. */
export const ProductsFull = full('productsPerCollection', 200, 'A collection can hold up to 200 products.');
/** 10,000 nested categories. */
export const CategoriesFull = full('nestedCategories', 10000, 'A store can hold up to 10,000 nested categories.');
/** 20 photo-sharing galleries. */
export const PhotoGalleriesFull = full('photoSharingGalleryCount', 20, 'You can connect up to 20 photo-sharing galleries.');
/** 50 photos in a photo-sharing gallery. */
export const PhotoGallerySizeFull = full('photoSharingGallerySize', 50, 'A photo-sharing gallery can show up to 50 photos.');

/** Past the limit (a layout stored before the limit): still full, the count as it is. */
export const PastTheLimit: Story = {
  args: { count: 64 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('64 of 60')).toBeVisible();
    await expect(message(canvasElement)).toHaveTextContent('A layout can hold up to 60 blocks.');
  },
};

/** The site words it its own way. */
export const Localized: Story = {
  args: { count: 60 },
  decorators: [
    (Story) => (
      <LocalizedStringsProvider strings={{ builderLimitCountText: '{count} sur {max}', builderBlocksLimitMessage: 'Au plus {max} blocs par mise en page.' }}>
        {Story()}
      </LocalizedStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('60 sur 60')).toBeVisible();
    await expect(message(canvasElement)).toHaveTextContent('Au plus 60 blocs par mise en page.');
  },
};

/** An editor applying the limit: its add button adds a block until the 60th, then stays disabled and the notice says why. */
function LayoutHarness({ start }: { start: number }) {
  const [blocks, setBlocks] = useState(start);
  const refused = checkBuilderLimit('blocksPerLayout', blocks);
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button disabled={refused !== null} aria-describedby={id} onClick={() => setBlocks((count) => count + 1)}>
        Add block
      </Button>
      <LimitNotice id={id} limit="blocksPerLayout" count={blocks} />
    </div>
  );
}

/** An editor two blocks short of the limit, before any add: the button takes more. */
export const TwoBlocksLeft: Story = {
  render: () => <LayoutHarness start={58} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('58 of 60')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add block' })).toBeEnabled();
    await expect(message(canvasElement)).toBeNull();
  },
};

/** Two blocks short of the limit: two adds go in, then the button is disabled and the message shows. */
export const InAnEditor: Story = {
  render: () => <LayoutHarness start={58} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add block' });
    await userEvent.click(add);
    await expect(canvas.getByText('59 of 60')).toBeVisible();
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(canvas.getByText('60 of 60')).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(message(canvasElement)).toHaveTextContent('A layout can hold up to 60 blocks. Remove a block to add another.');
    // Said once through the page's announcer when the 60th went in.
    const announcer = canvasElement.querySelector('[data-vitrine="live-announcer"]');
    await waitFor(() => expect(announcer).toHaveTextContent('A layout can hold up to 60 blocks.'));
  },
};
