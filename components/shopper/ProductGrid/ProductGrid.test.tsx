/** The grid's columns at the spec's viewports (shopper spec, constants and limits: mobile up to 432 px, desktop from 433 px), in Chromium. */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { VIEWPORT } from '../../../logic/shared/constants.ts';
import { PRODUCT_TYPE, type Product } from '../../../logic/shopper/product.ts';
import { ProductGrid } from './ProductGrid.tsx';

const products: Product[] = Array.from({ length: 6 }, (_, index) => ({
  id: `p-${index}`,
  title: `Product ${index + 1}`,
  productType: PRODUCT_TYPE.physical,
  variants: [{ sku: `P-${index}`, attributes: {}, priceMoney: { value: 1000, currency: 'USD' }, onSale: false, qtyInStock: 5, unlimited: false }],
}));

const columns = (list: HTMLElement) => getComputedStyle(list).gridTemplateColumns.split(' ').length;

afterEach(async () => {
  cleanup();
  await page.viewport(1280, 800);
});

describe('ProductGrid columns', () => {
  it('shows four columns from 433 px and two up to 432 px by default', async () => {
    const { getByRole } = render(<ProductGrid products={products} label="Shop" showAddButtons={false} />);
    const list = getByRole('list', { name: 'Shop' });
    await page.viewport(VIEWPORT.desktopMinWidth, 800);
    expect(columns(list)).toBe(4);
    await page.viewport(VIEWPORT.mobileMaxWidth, 800);
    expect(columns(list)).toBe(2);
  });

  it("follows the site's own column counts", async () => {
    const { getByRole } = render(<ProductGrid products={products} label="Shop" columns={3} mobileColumns={1} showAddButtons={false} />);
    const list = getByRole('list', { name: 'Shop' });
    await page.viewport(1280, 800);
    expect(columns(list)).toBe(3);
    await page.viewport(400, 800);
    expect(columns(list)).toBe(1);
  });
});
