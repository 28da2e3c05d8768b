import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LocalizedStringsProvider } from '../../../hooks/shared/LocalizedStringsProvider.tsx';
import { PAGE_FLAG_STRINGS } from '../../../logic/visitor/pageFlags.ts';
import { PreviewNotice } from './PreviewNotice.tsx';

const meta = {
  title: 'Visitor/PreviewNotice',
  component: PreviewNotice,
  args: { preview: true },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PreviewNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const notice = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="preview-notice"]');

/** The site owner previewing the page (the preview flag on): a polite status saying so, and that visits are not counted. */
export const Previewing: Story = {
  play: async ({ canvasElement }) => {
    await expect(notice(canvasElement)).toHaveAttribute('role', 'status');
    await expect(notice(canvasElement)).toHaveTextContent(PAGE_FLAG_STRINGS.pageFlagsPreviewTitle);
    await expect(notice(canvasElement)).toHaveTextContent(PAGE_FLAG_STRINGS.pageFlagsPreviewText);
  },
};

/** A visitor's page (the flag off): nothing at all. */
export const NotPreviewing: Story = {
  args: { preview: false },
  play: async ({ canvasElement }) => {
    await expect(notice(canvasElement)).toBeNull();
  },
};

/** In the site's language, through the localized strings. */
export const Localized: Story = {
  decorators: [
    (Story) => (
      <LocalizedStringsProvider strings={{ pageFlagsPreviewTitle: 'Aperçu', pageFlagsPreviewText: 'Vous prévisualisez cette page. Vos visites ne sont pas comptées.' }}>
        {Story()}
      </LocalizedStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(notice(canvasElement)).toHaveTextContent('Aperçu');
    await expect(notice(canvasElement)).toHaveTextContent('Vos visites ne sont pas comptées.');
  },
};
