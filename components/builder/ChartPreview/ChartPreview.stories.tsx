import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChartPreview } from './ChartPreview.tsx';

const SALES = { columns: ['Month', 'Online', 'In store'], rows: [['January', 120, 80], ['February', 95, 110], ['March', 140, 90]] };

const meta = {
  title: 'Builder/ChartPreview',
  component: ChartPreview,
  args: { dataset: SALES },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChartPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="chart-preview"]');

/** A bar chart block: one bar per row and series, and the numbers in a table for screen readers. */
export const Bar: Story = {
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement)).toHaveAttribute('data-state', 'drawn');
    await expect(within(canvasElement).getByRole('img', { name: 'Bar chart preview' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-part="bar"]')).toHaveLength(6);
    await expect(within(canvasElement).getByRole('table', { name: 'Values in the chart' })).toBeInTheDocument();
  },
};

/** A line chart block: one line per series. */
export const Line: Story = {
  args: { type: 'line' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Line chart preview' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-part="line"]')).toHaveLength(2);
  },
};

/** A pie chart block: one slice per row, of the first series. */
export const Pie: Story = {
  args: { type: 'pie' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Pie chart preview' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-part="slice"]')).toHaveLength(3);
  },
};

/** No complete data yet: the empty frame, no drawing. */
export const Empty: Story = {
  args: { dataset: null },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement)).toHaveAttribute('data-state', 'empty');
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
