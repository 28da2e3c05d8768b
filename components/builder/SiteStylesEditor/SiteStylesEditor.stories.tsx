import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { scenario } from '../../../mocks/scenarios.ts';
import { SiteStylesEditor } from './SiteStylesEditor.tsx';

const meta = {
  title: 'Builder/SiteStylesEditor',
  component: SiteStylesEditor,
  // The font previews settle at once and fetch no file (a page uses the FontFace API; the FontPicker
  // stories show the loader against the mock font host).
  args: { onSave: fn(), onTweakEvent: fn(), onClose: fn(), loadPreview: () => Promise.resolve() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SiteStylesEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const previewButton = async (canvasElement: HTMLElement) => {
  const preview = await within(canvasElement).findByRole('figure', { name: 'Preview of the site styles' });
  return within(preview).getByText('A button');
};
const accent = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: 'Accent colour' });
const eventTypes = (mock: unknown) => (mock as { mock: { calls: Array<[{ type: string }]> } }).mock.calls.map(([event]) => event.type);

/** The style tweak schema's aesthetics: the palette, the light theme, the classic fonts; opening emits before open and after show. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(await accent(canvasElement)).toHaveValue('#0057B8');
    await expect(getComputedStyle(await previewButton(canvasElement)).backgroundColor).toBe('rgb(0, 87, 184)');
    await expect(eventTypes(args.onTweakEvent).slice(0, 2)).toEqual(['before-open', 'after-show']);
  },
};

/** Reading the schema. */
export const Loading: Story = {
  parameters: { msw: { handlers: { scenario: scenario('slow', { delayMs: 60_000 }) } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-vitrine="site-styles-editor"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Change a colour: the preview shows it at once; reset brings the saved colour back. */
export const ChangeColourAndReset: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await accent(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '#FF0000');
    await waitFor(async () => expect(getComputedStyle(await previewButton(canvasElement)).backgroundColor).toBe('rgb(255, 0, 0)'));
    await expect(within(canvasElement).getByText('Unsaved changes')).toBeVisible();
    await expect(eventTypes(args.onTweakEvent)).toContain('change');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset' }));
    await waitFor(async () => expect(getComputedStyle(await previewButton(canvasElement)).backgroundColor).toBe('rgb(0, 87, 184)'));
    await expect(await accent(canvasElement)).toHaveValue('#0057B8');
    await expect(eventTypes(args.onTweakEvent)).toContain('reset');
  },
};

/** Save hands over only what changed: the dark theme chosen is the one dirty path. */
export const SaveOnlyWhatChanged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await accent(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Default colour theme' }), 'dark');
    await waitFor(async () => expect(getComputedStyle(await previewButton(canvasElement)).backgroundColor).toBe('rgb(255, 184, 2)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save styles' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ defaultColorThemeId: 'dark' }, ['defaultColorThemeId']));
    await expect(eventTypes(args.onTweakEvent)).toContain('save');
    await expect(canvas.queryByText('Unsaved changes')).toBeNull();
  },
};

/** Closing emits close, then the page's onClose. */
export const Close: Story = {
  play: async ({ canvasElement, args }) => {
    await accent(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(eventTypes(args.onTweakEvent)).toContain('close');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The page's save fails: the edit stays and Retry saves it again. */
export const SaveFailureKeepsEdits: Story = {
  args: { onSave: fn(() => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await accent(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Button font' }), 'body');
    await userEvent.click(canvas.getByRole('button', { name: 'Save styles' }));
    const failure = (await canvas.findByText('Unable to connect. Please try again')).closest('[data-vitrine="builder-load-error"]') as HTMLElement;
    await expect(within(failure).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Button font' })).toHaveValue('body');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
  },
};

/** The schema cannot be read: 'Unable to load. Try again.' with Try again. */
export const LoadFailure: Story = {
  parameters: { msw: { handlers: { scenario: scenario('template-schema-down') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to load. Try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The page gives the saved styles itself (no schema read). */
export const GivenStyles: Story = {
  args: {
    value: {
      defaultColorThemeId: 'only',
      activeFontThemeId: 'plain',
      colorPalette: { brand: '#8A2BE2', white: '#FFFFFF', black: '#000000' },
      colorThemes: [{ id: 'only', name: 'Brand', roles: { background: 'white', text: 'black', accent: 'brand' } }],
      fontThemes: [{ id: 'plain', name: 'Plain', heading: 'Caveat', body: 'Work Sans' }],
      fontUsageCategories: { paragraph: 'body', button: 'body' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Brand colour' })).toHaveValue('#8A2BE2');
    await expect(getComputedStyle(await previewButton(canvasElement)).backgroundColor).toBe('rgb(138, 43, 226)');
  },
};
