import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { scenario } from '../../../mocks/scenarios.ts';
import { AddressLookup } from './AddressLookup.tsx';

const meta = {
  title: 'Forms/AddressLookup',
  component: AddressLookup,
  args: { label: 'Business address', onPlaceSelected: fn(), onValueChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AddressLookup>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Business address' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** At rest: an empty address input with its hint. */
export const Empty: Story = {};

/** Type part of an address: suggestions come; arrow down and Enter choose one, whose details carry the tracking context. */
export const SuggestAndChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(input(canvasElement), 'Broadway');
    await expect(await body(canvasElement).findByRole('option', { name: '1633 Broadway, New York, NY 10019, USA' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onPlaceSelected).toHaveBeenCalledWith(expect.objectContaining({ placeId: 'place-broadway', postalCode: '10019' })));
    await expect(input(canvasElement)).toHaveValue('1633 Broadway, New York, NY 10019, USA');
  },
};

/** Nothing matches: the hint says so and the typed text stays. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'Nowhere Lane');
    await expect(await within(canvasElement).findByText('No matching address. You can type it in full.')).toBeVisible();
    await expect(input(canvasElement)).toHaveValue('Nowhere Lane');
  },
};

/** The lookup fails: plain entry, the typed text stays. */
export const LookupUnavailable: Story = {
  parameters: { msw: { handlers: { scenario: scenario('places-down') } } },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'Broadway 12');
    await expect(await within(canvasElement).findByText('Address suggestions are unavailable. Type the address in full.')).toBeVisible();
    await expect(input(canvasElement)).toHaveValue('Broadway 12');
  },
};
