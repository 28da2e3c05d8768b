/**
 * useConfirm's promise contract in a real browser: true on confirm, false on Cancel, Escape, a click
 * outside or close(); never a rejection; one question at a time (asking again answers the first
 * false); `autoClose: false` keeps the dialog open and busy until close().
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { useConfirm, type ConfirmApi } from '../../../hooks/shared/useConfirm.ts';
import { ConfirmProvider } from './ConfirmProvider.tsx';

afterEach(cleanup);

/** Renders a provider and hands back its API, as an editor below it would use it. */
function setup(): { api: () => ConfirmApi; unmount: () => void } {
  let api: ConfirmApi | null = null;
  function Probe() {
    api = useConfirm();
    return <button type="button">Opener</button>;
  }
  const { unmount } = render(
    <ConfirmProvider>
      <Probe />
    </ConfirmProvider>,
  );
  return {
    api: () => {
      if (api === null) throw new Error('No confirm API.');
      return api;
    },
    unmount,
  };
}

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

it('resolves true when confirmed, and closes', async () => {
  const { api } = setup();
  let answer!: Promise<boolean>;
  act(() => void (answer = api().confirm({ title: 'Publish?' })));
  await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
  await expect(answer).resolves.toBe(true);
  await expect.poll(dialog).toBeNull();
});

it('resolves false on Cancel, on Escape and on a click outside', async () => {
  const { api } = setup();
  let answer!: Promise<boolean>;
  act(() => void (answer = api().confirm({ title: 'Remove?', destructive: true })));
  await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
  await expect(answer).resolves.toBe(false);

  act(() => void (answer = api().confirm({ title: 'Remove?' })));
  await expect.element(page.getByRole('alertdialog')).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect(answer).resolves.toBe(false);

  act(() => void (answer = api().confirm({ title: 'Remove?' })));
  await expect.element(page.getByRole('alertdialog')).toBeVisible();
  // The overlay covers the page; a press on it is outside the dialog.
  await userEvent.click(document.body, { position: { x: 5, y: 5 } });
  await expect(answer).resolves.toBe(false);
  await expect.poll(dialog).toBeNull();
});

it('returns focus to the element focused when it opened', async () => {
  const { api } = setup();
  const opener = page.getByRole('button', { name: 'Opener' }).element() as HTMLElement;
  opener.focus();
  act(() => void api().confirm({ title: 'Remove?' }));
  await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
  await expect.poll(() => document.activeElement).toBe(opener);
});

it('asking again while a question is open answers the first false and shows the second', async () => {
  const { api } = setup();
  let first!: Promise<boolean>;
  let second!: Promise<boolean>;
  act(() => void (first = api().confirm({ title: 'First?' })));
  act(() => void (second = api().confirm({ title: 'Second?' })));
  await expect(first).resolves.toBe(false);
  await expect.element(page.getByRole('alertdialog', { name: 'Second?' })).toBeVisible();
  expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(1);
  await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
  await expect(second).resolves.toBe(true);
});

it('autoClose false: resolves true, stays open and busy until close()', async () => {
  const { api } = setup();
  let answer!: Promise<boolean>;
  act(() => void (answer = api().confirm({ title: 'Disconnect?', confirmLabel: 'Disconnect', autoClose: false })));
  await userEvent.click(page.getByRole('button', { name: 'Disconnect' }));
  await expect(answer).resolves.toBe(true);
  await expect.element(page.getByRole('button', { name: 'Disconnect' })).toHaveAttribute('aria-busy', 'true');
  await userEvent.keyboard('{Escape}');
  expect(dialog()?.dataset['state']).toBe('busy');
  act(() => api().close());
  await expect.poll(dialog).toBeNull();
});

it('close() answers an open question false; a provider that goes away does too', async () => {
  const { api, unmount } = setup();
  let answer!: Promise<boolean>;
  act(() => void (answer = api().confirm({ title: 'Leave?' })));
  act(() => api().close());
  await expect(answer).resolves.toBe(false);
  act(() => void (answer = api().confirm({ title: 'Leave?' })));
  unmount();
  await expect(answer).resolves.toBe(false);
});
