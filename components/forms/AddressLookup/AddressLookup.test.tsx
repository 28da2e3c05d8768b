/**
 * What the stories leave out: only a choice replaces the typed text (Escape, open or closed, and Tab
 * away from a highlighted suggestion keep it), and a suggestion can be chosen with the mouse. In
 * Chromium, against a fetch that answers as the places service would.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createApiClient } from '../../../api/client.ts';
import { ApiClientProvider } from '../../../hooks/shared/useApiClient.tsx';
import { places } from '../../../mocks/fixtures/shop.ts';
import { AddressLookup } from './AddressLookup.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Every known place for any text; the details of the one asked for. */
function placesFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://shop.test');
  if (url.pathname.endsWith('/places/details')) return Promise.resolve(json(places.find((place) => place.placeId === url.searchParams.get('placeId'))));
  return Promise.resolve(json({ predictions: places.map((place) => ({ placeId: place.placeId, description: place.formattedAddress })) }));
}

const client = createApiClient({ fetch: placesFetch, baseUrl: '', getCookie: () => undefined });

afterEach(() => cleanup());

/** The lookup with a button after it to Tab to; its input after `typed`, with the suggestions shown. */
async function typedWithSuggestions(typed: string, onPlaceSelected = vi.fn()) {
  render(
    <ApiClientProvider client={client}>
      <AddressLookup label="Address" onPlaceSelected={onPlaceSelected} />
      <button type="button">Next</button>
    </ApiClientProvider>,
  );
  const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Address' });
  await userEvent.type(input, typed);
  await screen.findByRole('option', { name: '30 Water St, Brooklyn, NY 11201, USA' });
  return input;
}

it('Escape closes the list, and Escape again keeps the typed text', async () => {
  const input = await typedWithSuggestions('Main St');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  await userEvent.keyboard('{Escape}');
  expect(input).toHaveValue('Main St');
  expect(screen.queryByRole('option')).toBeNull();
});

it('Tab away from a highlighted suggestion keeps the typed text and chooses nothing', async () => {
  const onPlaceSelected = vi.fn();
  const input = await typedWithSuggestions('Main St', onPlaceSelected);
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(input.getAttribute('aria-activedescendant')).not.toBe(''));
  await userEvent.tab();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus());
  expect(input).toHaveValue('Main St');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(onPlaceSelected).not.toHaveBeenCalled();
});

it('a click on a suggestion fills the address and reads its details', async () => {
  const onPlaceSelected = vi.fn();
  const input = await typedWithSuggestions('Water', onPlaceSelected);
  await userEvent.click(screen.getByRole('option', { name: '30 Water St, Brooklyn, NY 11201, USA' }));
  await waitFor(() => expect(onPlaceSelected).toHaveBeenCalledWith(expect.objectContaining({ placeId: 'place-brooklyn', postalCode: '11201' })));
  expect(input).toHaveValue('30 Water St, Brooklyn, NY 11201, USA');
  expect(input).toHaveFocus();
});
