import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { Button } from '../Button/Button.tsx';
import { LiveAnnouncer } from './LiveAnnouncer.tsx';

/** A part of a page with news to tell. */
function Announcer({ message, label }: { message: string; label: string }) {
  const announce = useAnnounce();
  return <Button onClick={() => announce(message)}>{label}</Button>;
}

/** Two parts of a page that announce through the page's one region. */
function Page() {
  return (
    <div data-testid="page">
      <LiveAnnouncer>
        <Announcer message="Linen Shirt added to cart." label="Add Linen Shirt" />
        <Announcer message="Canvas Tote added to cart." label="Add Canvas Tote" />
      </LiveAnnouncer>
    </div>
  );
}

const meta = {
  title: 'Primitives/LiveAnnouncer',
  component: Page,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

// The catalogue wraps every story in a LiveAnnouncer too: look only inside this story's page.
const region = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('page').querySelectorAll('[data-vitrine="live-announcer"]');

/** Quiet: one polite region for the whole page, saying nothing yet. */
export const Quiet: Story = {
  play: async ({ canvasElement }) => {
    const regions = region(canvasElement);
    await expect(regions).toHaveLength(1);
    await expect(regions[0]).toHaveAttribute('role', 'status');
    await expect(regions[0]).toHaveTextContent('');
  },
};

/** Each part's news goes to the one region; the same news twice is said again (the text changes). */
export const Announcing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [live] = region(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Linen Shirt' }));
    await waitFor(() => expect(live?.textContent).toBe('Linen Shirt added to cart.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Canvas Tote' }));
    await waitFor(() => expect(live?.textContent).toBe('Canvas Tote added to cart.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Canvas Tote' }));
    await waitFor(() => expect(live?.textContent).toBe('Canvas Tote added to cart.\u00a0'));
    await expect(region(canvasElement)).toHaveLength(1);
  },
};
