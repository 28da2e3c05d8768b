import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadMockFontPreview } from '../../../mocks/fixtures/fonts.ts';
import { fontFileHandlers } from '../../../mocks/handlers/builderSettings.ts';
import { hold } from '../../../mocks/hold.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { FontPicker } from './FontPicker.tsx';

const meta = {
  title: 'Builder/Fields/FontPicker',
  component: FontPicker,
  // The catalogue's previews ask the mock font host for each file (see loadMockFontPreview); a page uses the FontFace API.
  args: { loadPreview: loadMockFontPreview, onValueChange: fn() },
  parameters: { msw: { handlers: { fonts: fontFileHandlers } } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FontPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Font' });
const previewOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-part="font-preview"]');

/** The fonts read; choosing one reports it and previews it in its own face. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(select(canvasElement)).toBeEnabled());
    await expect(within(select(canvasElement)).getAllByRole('option').map((option) => option.textContent)).toEqual(['', 'Playfair Display', 'Work Sans', 'Space Mono', 'Caveat']);
    await userEvent.selectOptions(select(canvasElement), 'Caveat');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Caveat');
    await waitFor(() => expect(previewOf(canvasElement)).toHaveAttribute('data-state', 'loaded'));
    await expect(previewOf(canvasElement)).toHaveTextContent('Caveat');
  },
};

/** A font already chosen: selected and previewed. */
export const WithValue: Story = {
  args: { defaultValue: 'Playfair Display' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(select(canvasElement)).toHaveValue('Playfair Display'));
    await waitFor(() => expect(previewOf(canvasElement)).toHaveAttribute('data-state', 'loaded'));
  },
};

/** While the list is read: the select waits, its chosen family kept, and says so. */
export const Loading: Story = {
  args: { defaultValue: 'Space Mono' },
  parameters: { msw: { handlers: { fonts: fontFileHandlers, hold: [http.get('*/api/builder/fonts', () => hold('infinite'))] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading fonts…')).toHaveAttribute('role', 'status');
    await expect(select(canvasElement)).toBeDisabled();
    await expect(select(canvasElement)).toHaveValue('Space Mono');
  },
};

/** The list cannot be read: 'Unable to load fonts' with Try again (rendering spec, error catalogue); trying again reads it, the choice kept. */
export const LoadFailure: Story = {
  args: { defaultValue: 'Work Sans' },
  parameters: { msw: { handlers: { fonts: fontFileHandlers, scenario: scenario('fonts-fail-once') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to load fonts');
    await expect(select(canvasElement)).toHaveValue('Work Sans');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(select(canvasElement)).toBeEnabled());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(select(canvasElement)).toHaveValue('Work Sans');
  },
};

/** Every read fails: the message stays, with its button. */
export const LoadFailureStays: Story = {
  parameters: { msw: { handlers: { fonts: fontFileHandlers, scenario: scenario('fonts-down') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Unable to load fonts');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

let workSansMissing = true;

/** One font's file cannot be had: 'Unable to load preview for Work Sans' with Retry; Retry loads it once the file is back. */
export const PreviewFailure: Story = {
  args: { defaultValue: 'Work Sans' },
  parameters: {
    msw: {
      handlers: {
        fonts: [
          http.get('https://fonts.test/work-sans.woff2', () => (workSansMissing ? new HttpResponse(null, { status: 404 }) : undefined)),
          ...fontFileHandlers,
        ],
      },
    },
  },
  loaders: [
    () => {
      workSansMissing = true;
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to load preview for Work Sans');
    await expect(select(canvasElement)).toHaveValue('Work Sans');
    workSansMissing = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(previewOf(canvasElement)).toHaveAttribute('data-state', 'loaded'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
