import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hold } from '../../../mocks/hold.ts';
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

/** Suggestions open under the input, the second one highlighted by the arrow keys. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.type(field, 'USA');
    const list = await body(canvasElement).findByRole('listbox', { name: 'Address suggestions' });
    await expect(await within(list).findAllByRole('option')).toHaveLength(3);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-controls', list.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getByRole('option', { name: '30 Water St, Brooklyn, NY 11201, USA' });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', second.id);
    await expect(field).toHaveValue('USA');
  },
};

/** The first lookup is under way (its answer held back): the open list says so, the typed text stays. */
export const LookingUp: Story = {
  parameters: { msw: { handlers: { hold: [http.get('*/api/google-maps/places/autocomplete', () => hold('infinite'))] } } },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'Broadway');
    await expect(await within(canvasElement).findByText('Looking up addresses…')).toBeVisible();
    await expect(input(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(input(canvasElement)).toHaveValue('Broadway');
  },
};

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
    await expect(input(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The lookup fails: plain entry, the typed text stays. */
export const LookupUnavailable: Story = {
  parameters: { msw: { handlers: { scenario: scenario('places-down') } } },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'Broadway 12');
    await expect(await within(canvasElement).findByText('Address suggestions are unavailable. Type the address in full.')).toBeVisible();
    await expect(input(canvasElement)).toHaveValue('Broadway 12');
    await expect(input(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};
