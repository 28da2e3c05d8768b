import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ColourInput } from './ColourInput.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { PageState, StoryFrame } from '../../../stories/builder/StoryFrame.tsx';

const meta = {
  title: 'Builder/ColourInput',
  component: ColourInput,
  args: { label: 'Accent colour', onValueChange: fn() },
} satisfies Meta<typeof ColourInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Accent colour' });

/** Checks the text is kept, the messages shown in order, and nothing passed on. */
async function expectRefused(canvasElement: HTMLElement, text: string, expected: readonly string[]) {
  const input = textbox(canvasElement);
  await expect(input).toHaveValue(text);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const shown = canvasElement.querySelectorAll('[data-part="error"]');
  await expect([...shown].map((node) => node.textContent)).toEqual(expected);
  await expect(canvasElement.querySelector('[data-part="weight"]')).toBeNull();
}

/** Empty, with the fluid engine colours (rendering spec, constants and limits) offered as presets. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const presets = within(canvasElement).getByRole('group', { name: 'Preset colours' });
    await expect(within(presets).getByRole('button', { name: 'Use #027AFF' })).toHaveAttribute('aria-pressed', 'false');
    await expect(within(presets).getByRole('button', { name: 'Use #FFB802' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-part="error"]')).toBeNull();
  },
};

/** A light colour (above half of 0xFFFFFF, rendering spec, constants and limits): the fluid engine yellow. */
export const Light: Story = {
  args: { defaultValue: '#FFB802' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Light colour: use dark text on it')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Use #FFB802' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A dark colour: the fluid engine blue. */
export const Dark: Story = {
  args: { defaultValue: '#027AFF' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Dark colour: use light text on it')).toBeInTheDocument();
  },
};

/** An HSL colour with alpha, read as light or dark by its RGB value. */
export const Hsl: Story = {
  args: { defaultValue: 'hsla(210, 50%, 40%, 0.5)' },
  play: async ({ canvasElement }) => {
    await expect(textbox(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(within(canvasElement).getByText('Dark colour: use light text on it')).toBeInTheDocument();
  },
};

/** Hue outside 0 to 360 (rendering spec, validation rules). */
export const HueOutOfBounds: Story = {
  args: { defaultValue: 'hsl(361, 50%, 50%)' },
  play: async ({ canvasElement }) => expectRefused(canvasElement, 'hsl(361, 50%, 50%)', ['Hue out of bounds']),
};

/** Saturation outside 0 to 1 (100%). */
export const SaturationOutOfBounds: Story = {
  args: { defaultValue: 'hsl(200, 101%, 50%)' },
  play: async ({ canvasElement }) => expectRefused(canvasElement, 'hsl(200, 101%, 50%)', ['Saturation out of bounds']),
};

/** Lightness outside 0 to 1. */
export const LightnessOutOfBounds: Story = {
  args: { defaultValue: 'hsl(200, 50%, -1%)' },
  play: async ({ canvasElement }) => expectRefused(canvasElement, 'hsl(200, 50%, -1%)', ['Lightness out of bounds']),
};

/** Alpha outside 0 to 1. */
export const AlphaOutOfBounds: Story = {
  args: { defaultValue: 'hsla(200, 50%, 50%, 1.5)' },
  play: async ({ canvasElement }) => expectRefused(canvasElement, 'hsla(200, 50%, 50%, 1.5)', ['Alpha out of bounds']),
};

/** An HSL colour missing its lightness. */
export const MissingValue: Story = {
  args: { defaultValue: 'hsl(200, 50%)' },
  play: async ({ canvasElement }) => expectRefused(canvasElement, 'hsl(200, 50%)', ['Missing an H/S/L value']),
};

/** Every bound broken at once: every message, in the spec's order. */
export const EveryBoundBroken: Story = {
  args: { defaultValue: 'hsla(400, 200%, 300%, 2)' },
  play: async ({ canvasElement }) =>
    expectRefused(canvasElement, 'hsla(400, 200%, 300%, 2)', [
      'Hue out of bounds',
      'Saturation out of bounds',
      'Lightness out of bounds',
      'Alpha out of bounds',
    ]),
};

/** A hex colour of two digits: 3 to 6 are needed (the spec gives no message; this is the library's). */
export const HexTooShort: Story = {
  args: { defaultValue: '#ff' },
  play: async ({ canvasElement }) =>
    expectRefused(canvasElement, '#ff', ['Enter a hex colour of 3 to 6 digits (0-9, a-f), with or without #']),
};

/** Typing: an out-of-bounds hue is kept and never passed on; fixing it passes on the colour as CSS. */
export const TypingNeverEmitsInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const input = textbox(canvasElement);
    await userEvent.type(input, 'hsl(361 50% 50%)');
    await expectRefused(canvasElement, 'hsl(361 50% 50%)', ['Hue out of bounds']);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'fa0');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#ffaa00');
    await expect(input).toHaveValue('fa0');
  },
};

/** A preset chosen from the keyboard. */
export const PresetChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const blue = within(canvasElement).getByRole('button', { name: 'Use #027AFF' });
    blue.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#027aff');
    await expect(textbox(canvasElement)).toHaveValue('#027AFF');
    await expect(blue).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The owner's own presets instead of the fluid engine colours. */
export const OwnPresets: Story = {
  args: { presets: ['#111', '#eee', 'hsl(120 60% 40%)'] },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Preset colours' });
    await expect(within(group).getAllByRole('button')).toHaveLength(3);
  },
};

/** The HSL picker (a popover, keyboard operable): starts from the colour, a hue of 400 is refused, 20 is passed on, Escape returns to the button. */
export const Picker: Story = {
  args: { defaultValue: '#ff0000' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Pick a colour' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const hue = await screen.findByRole('spinbutton', { name: 'Hue (0–360)' });
    await expect(hue).toHaveValue(0);
    await expect(screen.getByRole('spinbutton', { name: 'Saturation (0–100%)' })).toHaveValue(100);
    await userEvent.clear(hue);
    await userEvent.type(hue, '400');
    await waitFor(() => expect(textbox(canvasElement)).toHaveValue('hsl(400 100% 50%)'));
    await expect(within(canvasElement).getByText('Hue out of bounds')).toBeInTheDocument();
    // 4 and 40 on the way were valid hues; 400 never went out.
    await expect(args.onValueChange).toHaveBeenLastCalledWith('hsl(40 100% 50%)');
    await userEvent.clear(hue);
    await userEvent.type(hue, '20');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('hsl(20 100% 50%)');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The page holding the colour, and showing what it saved: only a colour the field passes on gets there. */
function SavedColourPage(args: Story['args']) {
  const [colour, setColour] = useState('#027AFF');
  return (
    <StoryFrame>
      <ColourInput label="Accent colour" {...args} value={colour} onValueChange={setColour} />
      <PageState label="Saved on the page:" value={colour}>
        <Button variant="secondary" size="small" onClick={() => setColour('#FFB802')}>
          Use the brand yellow
        </Button>
      </PageState>
    </StoryFrame>
  );
}

/** Controlled, at rest (the features type into it): the page holds #027AFF. */
export const SavedColour: Story = {
  render: (args) => <SavedColourPage {...args} />,
};

/** Controlled: the page holds the colour and shows it; a new value from the page replaces the text. */
export const Controlled: Story = {
  render: (args) => <SavedColourPage {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(textbox(canvasElement));
    await userEvent.type(textbox(canvasElement), '#123');
    await expect(canvas.getByTestId('saved')).toHaveTextContent('#112233');
    await expect(textbox(canvasElement)).toHaveValue('#123');
    await userEvent.click(canvas.getByRole('button', { name: 'Use the brand yellow' }));
    await expect(textbox(canvasElement)).toHaveValue('#FFB802');
  },
};

/** Disabled: no typing, picker or presets. */
export const Disabled: Story = {
  args: { defaultValue: '#027AFF', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(textbox(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Pick a colour' })).toBeDisabled();
  },
};
