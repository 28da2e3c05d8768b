import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChartGrid, ChartType } from '../../../logic/builder/chartData.ts';
import { ChartDataEditor } from './ChartDataEditor.tsx';

const SALES = { columns: ['Month', 'Online', 'In store'], rows: [['January', '120', '80'], ['February', '95', '110'], ['March', '140', '90']] };

const meta = {
  title: 'Builder/ChartDataEditor',
  component: ChartDataEditor,
  args: { defaultValue: SALES, onValueChange: fn(), onChartTypeChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChartDataEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editor = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="chart-data-editor"]');
const message = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-part="message"]')?.textContent ?? '';
const preview = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="chart-preview"]');

/** Presses a remove button, then the question's Remove (a row or column holding values asks first). */
async function removeConfirmed(canvasElement: HTMLElement, button: string, question: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: question });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
}

/** Complete data previewed as a bar chart: one bar per month and series, a data table for screen readers. */
export const Bar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(editor(canvasElement)).toHaveAttribute('data-state', 'valid');
    await expect(canvas.getByRole('img', { name: 'Bar chart preview' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-part="bar"]')).toHaveLength(6);
    await expect(preview(canvasElement)).toHaveAttribute('data-variant', '1008');
    await expect(canvas.getByRole('table', { name: 'Values in the chart' })).toBeInTheDocument();
  },
};

/** The same data as a line chart (one line per series). */
export const Line: Story = {
  args: { defaultChartType: 'line' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Line chart preview' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-part="line"]')).toHaveLength(2);
  },
};

/** The same data as a pie of the first series (one slice per month). */
export const Pie: Story = {
  args: { defaultChartType: 'pie' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Pie chart preview' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-part="slice"]')).toHaveLength(3);
  },
};

/** No column at all: 'Your dataset must have at least one column', and no preview yet. */
export const NoColumn: Story = {
  args: { defaultValue: { columns: [], rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(message(canvasElement)).toBe('Your dataset must have at least one column');
    await expect(preview(canvasElement)).toHaveAttribute('data-state', 'empty');
  },
};

/** Columns but no row: 'Your dataset must have at least one row'. */
export const NoRow: Story = {
  args: { defaultValue: { columns: ['Month', 'Visits'], rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(message(canvasElement)).toBe('Your dataset must have at least one row');
  },
};

/** Rows with nothing typed: 'Enter some data!'. */
export const NoData: Story = {
  args: { defaultValue: { columns: ['Month', 'Visits'], rows: [['', ''], ['', '']] } },
  play: async ({ canvasElement }) => {
    await expect(message(canvasElement)).toBe('Enter some data!');
  },
};

/** A row with an empty cell: 'One or more rows was missing data'; the empty cell is marked invalid. */
export const MissingData: Story = {
  args: { defaultValue: { columns: ['Month', 'Visits'], rows: [['January', '12'], ['February', '']] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(message(canvasElement)).toBe('One or more rows was missing data');
    await expect(canvas.getByRole('textbox', { name: 'Visits, row 2' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** One month of visits, as an owner starts a chart: complete, drawn as one bar (the chart data feature starts here). */
export const OneMonth: Story = {
  args: { defaultValue: { columns: ['Month', 'Visits'], rows: [['January', '12']] } },
  play: async ({ canvasElement }) => {
    await expect(editor(canvasElement)).toHaveAttribute('data-state', 'valid');
    await expect(canvasElement.querySelectorAll('[data-part="bar"]')).toHaveLength(1);
  },
};

/**
 * Editing: a cell left empty shows the message and keeps every typed cell while the preview keeps the
 * last complete data (and says so); filling it draws again; with no column left there is no chart. Arrow keys move between cells; columns are renamed,
 * added and removed.
 */
export const Editing: Story = {
  args: { defaultValue: { columns: ['Month', 'Visits'], rows: [['January', '12']] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add row' }));
    await expect(message(canvasElement)).toBe('One or more rows was missing data');
    // The last complete data is still drawn, and said to be.
    await expect(canvasElement.querySelectorAll('[data-part="bar"]')).toHaveLength(1);
    await expect(within(canvasElement).getByText('The preview shows the last complete data.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Month, row 2' }), 'February');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('textbox', { name: 'Visits, row 2' })).toHaveFocus();
    await userEvent.keyboard('30');
    await expect(message(canvasElement)).toBe('');
    await expect(canvasElement.querySelectorAll('[data-part="bar"]')).toHaveLength(2);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('textbox', { name: 'Visits, row 1' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Add column' }));
    await expect(canvas.getByRole('textbox', { name: 'Name of column 3' })).toHaveValue('Column 3');
    // A column whose name is cleared is still named by its place, in its cells and its Remove button.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Name of column 3' }));
    await expect(canvas.getByRole('textbox', { name: 'Column 3, row 1' })).toHaveValue('');
    await expect(message(canvasElement)).toBe('One or more rows was missing data');
    // An empty column goes at once; one holding values only once the owner agrees.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove column Column 3' }));
    await expect(message(canvasElement)).toBe('');
    await removeConfirmed(canvasElement, 'Remove column Month', 'Remove column Month?');
    await removeConfirmed(canvasElement, 'Remove column Visits', 'Remove column Visits?');
    await expect(message(canvasElement)).toBe('Your dataset must have at least one column');
    // Nothing to chart: no old chart beside the message.
    await expect(preview(canvasElement)).toHaveAttribute('data-state', 'empty');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ columns: [], rows: [[], []] });
  },
};

/** Removing a row that holds values asks first; the focus starts on Cancel, and the row is still there. */
export const RemoveRowAsksFirst: Story = {
  args: { defaultValue: SALES },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove row 2' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Remove row 2?' });
    await expect(dialog).toHaveAccessibleDescription('The values in this row are removed with it.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // The page behind the question is hidden from assistive technology while it is open.
    await expect(within(canvasElement).getByRole('textbox', { name: 'Month, row 2', hidden: true })).toHaveValue('February');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Cancel keeps the column and every value in it; the focus goes back to its Remove button. */
export const RemoveColumnCancelled: Story = {
  args: { defaultValue: SALES },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove column Online' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Remove column Online?' });
    await expect(dialog).toHaveAccessibleDescription('The values in this column are removed with it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Online, row 3' })).toHaveValue('140');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove column Online' })).toHaveFocus());
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The page owns the grid and the chart type (controlled): every edit comes back through it, nothing is lost. */
export const Controlled: Story = {
  render: function ControlledEditor(args) {
    const [grid, setGrid] = useState<ChartGrid>(SALES);
    const [type, setType] = useState<ChartType>('line');
    return (
      <ChartDataEditor
        {...args}
        value={grid}
        onValueChange={(next) => {
          setGrid(next);
          args.onValueChange?.(next);
        }}
        chartType={type}
        onChartTypeChange={setType}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Line chart preview' })).toBeInTheDocument();
    const cell = canvas.getByRole('textbox', { name: 'Online, row 1' });
    await userEvent.clear(cell);
    await expect(message(canvasElement)).toBe('One or more rows was missing data');
    await userEvent.type(cell, '150');
    await expect(cell).toHaveValue('150');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ rows: expect.arrayContaining([['January', '150', '80']]) }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Pie' }));
    await expect(canvas.getByRole('img', { name: 'Pie chart preview' })).toBeInTheDocument();
  },
};
