/**
 * The added-to-cart popover over a modal dialog (shopper spec, screens, states), in Chromium on the mock backend:
 * while the quick view is open, radix Dialog hides the rest of the page from assistive technology
 * (aria-hidden) and keeps focus inside the dialog, so an add made there must be shown inside it, where
 * it is read and Tab reaches its View Cart link; once the dialog is gone it is back in the page.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CartProvider } from '../../../hooks/shopper/useCart.tsx';
import { imageHandlers } from '../../../mocks/handlers/images.ts';
import { resetDb } from '../../../mocks/db.ts';
import { startMockWorker } from '../../../mocks/browser.ts';
import { canvasTote } from '../../../mocks/fixtures/catalogue.ts';
import { leatherTravelKit } from '../../../mocks/fixtures/collection.ts';
import { monogramForm } from '../../../mocks/fixtures/forms.ts';
import { AdditionalFieldsFormsProvider } from '../AdditionalFieldsForm/AdditionalFieldsFormsProvider.tsx';
import { LiveAnnouncer } from '../../primitives/LiveAnnouncer/LiveAnnouncer.tsx';
import { CartIndicator } from '../CartIndicator/CartIndicator.tsx';
import { QuickViewProvider } from '../QuickView/QuickView.tsx';
import { AddedToCartPopover } from './AddedToCartPopover.tsx';

beforeAll(async () => {
  const worker = await startMockWorker();
  worker.use(...imageHandlers);
});
afterEach(() => {
  cleanup();
  resetDb();
});

const popover = () => document.querySelector<HTMLElement>('[data-vitrine="added-to-cart-popover"]');
const announcer = () => document.querySelector<HTMLElement>('[data-vitrine="live-announcer"]');
const hidden = (element: Element | null) => element?.closest('[aria-hidden="true"]') !== null;

/** A page with its cart indicator and popover in the header, and the quick view open on a product (the Canvas Tote). */
function renderQuickViewPage(product = canvasTote) {
  render(
    <LiveAnnouncer>
      <CartProvider>
        <AdditionalFieldsFormsProvider forms={{ [leatherTravelKit.id]: monogramForm }}>
          <QuickViewProvider groups={{ shop: [product.id] }} initialProduct={{ id: product.id, group: 'shop' }}>
            <header>
              <CartIndicator />
              <AddedToCartPopover />
            </header>
          </QuickViewProvider>
        </AdditionalFieldsFormsProvider>
      </CartProvider>
    </LiveAnnouncer>,
  );
  return page.getByRole('dialog', { name: product.title });
}

describe('an add from the quick view', () => {
  it('shows the popover inside the open dialog, not in the part of the page hidden from assistive technology', async () => {
    const quickView = renderQuickViewPage();
    await userEvent.click(quickView.getByRole('button', { name: 'Add To Cart' }));
    await expect.poll(popover).not.toBeNull();
    const dialog = document.querySelector('[data-vitrine="quick-view"]');
    expect(dialog?.contains(popover())).toBe(true);
    expect(hidden(popover())).toBe(false);
    await expect.element(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
    // Its announcement is said by the page's one live region, which the dialog leaves readable.
    await expect.poll(() => announcer()?.textContent).toBe('Canvas Tote added to cart.');
    expect(hidden(announcer())).toBe(false);
  });

  it('puts View Cart next in the keyboard order after the add button, inside the dialog', async () => {
    const quickView = renderQuickViewPage();
    const add = quickView.getByRole('button', { name: 'Add To Cart' });
    await userEvent.click(add);
    await expect.poll(popover).not.toBeNull();
    await expect.element(quickView.getByRole('button', { name: /Add/ })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('dialog', { name: 'Added to Cart' }).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    const viewCart = page.getByRole('dialog', { name: 'Added to Cart' }).getByRole('link', { name: 'View Cart' });
    await expect.element(viewCart).toHaveFocus();
    expect(viewCart.element()).toHaveAttribute('href', '/cart');
    // Focused, it stays open (held) and the quick view stays open around it.
    await expect.element(quickView).toBeVisible();
  });

  it('goes back to its place on the page once the quick view is closed', async () => {
    const quickView = renderQuickViewPage();
    await userEvent.click(quickView.getByRole('button', { name: 'Add To Cart' }));
    await expect.poll(popover).not.toBeNull();
    // Pointed at, it stays open (held) while the quick view is closed from the keyboard under it.
    await userEvent.hover(page.getByRole('dialog', { name: 'Added to Cart' }));
    document.querySelector<HTMLElement>('[data-vitrine="quick-view"] [data-part="close"]')?.focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.querySelector('[data-vitrine="quick-view"]')).toBeNull();
    await expect.poll(() => document.querySelector('header')?.contains(popover())).toBe(true);
    expect(hidden(popover())).toBe(false);
  });

  it('made through a form asked over the quick view, ends shown in the quick view beside its button once the form has closed', async () => {
    const quickView = renderQuickViewPage(leatherTravelKit);
    await userEvent.click(quickView.getByRole('button', { name: 'Add To Cart' }));
    const form = page.getByRole('dialog', { name: monogramForm.name });
    await userEvent.fill(form.getByRole('textbox', { name: /Initials/ }), 'ADA');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Thread/ }), 'Gold');
    await userEvent.click(form.getByRole('button', { name: 'Add To Cart' }));
    await expect.poll(() => document.querySelector('[data-vitrine="additional-fields-dialog"]')).toBeNull();
    const add = quickView.getByRole('button', { name: /Add/ }).element();
    // Back on the button that asked the form, with the popover next to it in the quick view.
    await expect.poll(() => document.activeElement).toBe(add);
    await expect.poll(() => popover()?.closest('[data-vitrine="add-to-cart"]')).toBe(add.closest('[data-vitrine="add-to-cart"]'));
    expect(hidden(popover())).toBe(false);
    await expect.element(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
    expect(popover()?.textContent).toContain(leatherTravelKit.title);
  });
});
