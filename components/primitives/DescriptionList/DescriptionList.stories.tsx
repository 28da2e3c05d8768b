import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { attributeItems, DescriptionList } from './DescriptionList.tsx';
import { drawsNothing } from '../../../stories/shared/storyNote.tsx';

const meta = {
  title: 'Primitives/DescriptionList',
  component: DescriptionList,
  args: { items: attributeItems({ Size: 'Medium', Color: 'Sand' }) },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A variant's options, each name with its value. */
export const VariantOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    const details = canvas.getAllByRole('definition').map((detail) => detail.textContent);
    await expect(terms).toEqual(['Size', 'Color']);
    await expect(details).toEqual(['Medium', 'Sand']);
  },
};

/** Nothing to list: nothing is rendered. */
export const Empty: Story = {
  decorators: [drawsNothing('there is nothing to list.')],
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};
