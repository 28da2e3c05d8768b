/** Steps about products: their price, badge and the rules behind them. */
import { defineParameterType, Given, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { PRODUCT_TYPE, type Product, type ProductType, type Variant } from '../../logic/shopper/product.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const KINDS: Record<string, ProductType> = {
  physical: PRODUCT_TYPE.physical,
  digital: PRODUCT_TYPE.digital,
  service: PRODUCT_TYPE.service,
  'gift card': PRODUCT_TYPE.giftCard,
};

const STOCK: Record<string, Pick<Variant, 'qtyInStock' | 'unlimited'>[]> = {
  'no stock left': [{ qtyInStock: 0, unlimited: false }, { qtyInStock: 0, unlimited: false }],
  'some stock': [{ qtyInStock: 0, unlimited: false }, { qtyInStock: 3, unlimited: false }],
  'unlimited stock': [{ qtyInStock: 0, unlimited: true }],
};

defineParameterType({ name: 'kind', regexp: /physical|digital|service|gift card/, transformer: (text) => text });
defineParameterType({ name: 'stock', regexp: /no stock left|some stock|unlimited stock/, transformer: (text) => text });

function product(world: VitrineWorld): Product {
  const current = world.subject.product as Product | undefined;
  assert.ok(current, 'No product has been described yet.');
  return current;
}

Given('a {kind} product whose variants have {stock}', function (this: VitrineWorld, kind: string, stock: string) {
  const productType = KINDS[kind];
  const levels = STOCK[stock];
  assert.ok(productType && levels);
  this.subject.product = {
    id: 'rule',
    title: 'Rule',
    productType,
    variants: levels.map((level, index) => ({
      sku: `SKU-${index}`,
      attributes: {},
      priceMoney: { value: 1000, currency: 'USD' },
      onSale: false,
      ...level,
    })),
  } satisfies Product;
});

Given('no variant is on sale', function (this: VitrineWorld) {
  for (const variant of product(this).variants) variant.onSale = false;
});

Given('a variant is on sale', function (this: VitrineWorld) {
  const first = product(this).variants[0];
  assert.ok(first);
  first.onSale = true;
  first.salePriceMoney = { value: 800, currency: 'USD' };
});

Given('the product itself is marked on sale', function (this: VitrineWorld) {
  product(this).onSale = true;
});

Then('it shows {string}', async function (this: VitrineWorld, expected: string) {
  // ProductBadge decides, not a copy of its rule: the product goes into its story and the step reads the badge.
  await this.openStory('Shopper/ProductBadge', 'Sale');
  await this.updateArgs({ product: product(this) });
  const badges = this.page.locator('[data-vitrine="product-badge"]');
  const shown = (await badges.count()) === 0 ? 'no badge' : (await badges.innerText()).trim().toLowerCase();
  assert.equal(shown, expected.toLowerCase());
});

const badge = (world: VitrineWorld) => world.page.locator('[data-vitrine="product-badge"]');
const price = (world: VitrineWorld) => world.page.locator('[data-vitrine="product-price"] [data-part="current"] [data-part="amount"]');

Then('the badge reads {string}', async function (this: VitrineWorld, text: string) {
  await eventually(async () => {
    assert.equal(await badge(this).count(), 1, 'exactly one badge is shown');
    assert.equal((await badge(this).innerText()).toLowerCase(), text.toLowerCase());
  });
});

Then('no badge is shown', async function (this: VitrineWorld) {
  await price(this).waitFor();
  assert.equal(await badge(this).count(), 0, 'a badge is shown');
});

Then('the price reads {string}', async function (this: VitrineWorld, text: string) {
  await eventually(async () => assert.equal((await price(this).innerText()).trim(), text));
});

Then('the original price {string} is struck through', async function (this: VitrineWorld, text: string) {
  const original = this.page.locator('[data-vitrine="product-price"] s[data-part="original"] [data-part="amount"]');
  await eventually(async () => assert.equal((await original.innerText()).trim(), text));
});
