import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  adPixelEventPayload,
  censusPageFields,
  commerceCartFields,
  commerceEventPayload,
  commerceProductFields,
  legacyEventPayload,
  pipelineEventPayload,
  productPageKind,
  type CommerceEventInput,
  type LegacyEventInput,
  type PipelineEventInput,
} from './analyticsEvents.ts';

const LEGACY_KEYS = ['websiteId', 'templateId', 'website_locale', 'member_locale', 'memberAccountId', 'variantId', 'pagePath',
  'pageHash', 'userAgent', 'clientDate', 'viewportInnerWidth', 'viewportInnerHeight', 'screenWidth', 'screenHeight', 'url',
  'title', 'itemId', 'recordType', 'collectionId', 'visitorCookie'];
const PIPELINE_KEYS = ['analytics_id', 'session_id', 'page_host', 'page_path', 'page_query_params', 'page_referrer_url',
  'browser_language', 'window_size', 'event_timestamp', 'custom_schema_name', 'context_website_id', 'member_account_id',
  'object_identifier', 'resolved_locale', 'destination_url'];
const COMMERCE_KEYS = ['website_id', 'page_id', 'cart_id', 'product_page', 'pdp_layout', 'product', 'num_items_in_cart',
  'cart_value', 'currency_code', 'product_types_list', 'purchase_type_list', 'item_variant_object', 'item_price',
  'item_quantity', 'related_product_item_ids'];

const legacy: LegacyEventInput = {
  websiteId: 'w1', templateId: 't1', websiteLocale: 'en-US', memberLocale: null, pagePath: '/shop', userAgent: 'UA',
  now: Date.UTC(2026, 10, 21, 12, 0, 0), viewport: { width: 1280.4, height: 720 }, screen: { width: 1920, height: 1080 },
  url: 'https://example.com/shop', title: 'Shop', itemId: 'i1', recordType: 11, collectionId: 'c1', visitorCookie: 'v1|1|1|1|1',
};

describe('shopper spec, entities Analytics event fields (older)', () => {
  it('carries every documented field, null when unknown, with the client date as ISO', () => {
    const payload = legacyEventPayload(legacy);
    expect(Object.keys(payload).sort()).toEqual([...LEGACY_KEYS].sort());
    expect(payload).toMatchObject({
      websiteId: 'w1', templateId: 't1', website_locale: 'en-US', member_locale: null, memberAccountId: null, variantId: null,
      pagePath: '/shop', pageHash: null, clientDate: '2026-11-21T12:00:00.000Z', viewportInnerWidth: 1280, viewportInnerHeight: 720,
      screenWidth: 1920, screenHeight: 1080, recordType: 11, visitorCookie: 'v1|1|1|1|1',
    });
  });

  it('gives a null client date for a time that is not one', () => {
    expect(legacyEventPayload({ ...legacy, now: Number.NaN }).clientDate).toBeNull();
    expect(legacyEventPayload({ ...legacy, now: 9e15 }).clientDate).toBeNull();
  });
});

const pipeline: PipelineEventInput = {
  analyticsId: 'a1', sessionId: 's1', url: 'https://shop.example.com:8443/products/mug?utm=spring&x=1#top', referrer: 'https://ref.example/',
  browserLanguage: 'en-GB', windowSize: { width: 390, height: 844 }, now: 1_700_000_000_000, schemaName: 'page_view',
  websiteId: 'w1', destinationUrl: null,
};

describe('shopper spec, entities Analytics event fields (newer)', () => {
  it('reads host, path and query from the page URL and keeps every documented field', () => {
    const payload = pipelineEventPayload(pipeline);
    expect(Object.keys(payload).sort()).toEqual([...PIPELINE_KEYS].sort());
    expect(payload).toEqual({
      analytics_id: 'a1', session_id: 's1', page_host: 'shop.example.com:8443', page_path: '/products/mug',
      page_query_params: 'utm=spring&x=1', page_referrer_url: 'https://ref.example/', browser_language: 'en-GB',
      window_size: { width: 390, height: 844 }, event_timestamp: 1_700_000_000_000, custom_schema_name: 'page_view',
      context_website_id: 'w1', member_account_id: null, object_identifier: null, resolved_locale: null, destination_url: null,
    });
  });

  it('answers null page parts for a URL it cannot read', () => {
    expect(pipelineEventPayload({ ...pipeline, url: 'not a url' })).toMatchObject({ page_host: null, page_path: null, page_query_params: null });
  });
});

const commerce: CommerceEventInput = {
  websiteId: 'w1', pageId: 'p1', pageType: 50, cartId: 'cart1', pdpLayout: 'wrap',
  product: { itemId: 'i1', itemType: 1, itemTitle: 'Mug', collectionId: 'c1', collectionName: 'Shop' },
  numItemsInCart: 3, cartValue: 4500, productTypes: [1, 2], purchaseTypes: ['ONE_TIME'], variant: { Size: 'L' },
  itemPrice: 1500, itemQuantity: 2, relatedProductItemIds: ['i2', 'i3'],
};

describe('shopper spec, entities Commerce event fields', () => {
  it('carries every documented field with the product nested', () => {
    const payload = commerceEventPayload(commerce);
    expect(Object.keys(payload).sort()).toEqual([...COMMERCE_KEYS].sort());
    expect(payload).toEqual({
      website_id: 'w1', page_id: 'p1', cart_id: 'cart1', product_page: 'pdp', pdp_layout: 'wrap',
      product: { item_id: 'i1', item_type: 1, item_title: 'Mug', item_collection_id: 'c1', item_collection_name: 'Shop' },
      num_items_in_cart: 3, cart_value: 4500, currency_code: 'USD', product_types_list: [1, 2], purchase_type_list: ['ONE_TIME'],
      item_variant_object: { Size: 'L' }, item_price: 1500, item_quantity: 2, related_product_item_ids: ['i2', 'i3'],
    });
  });

  it("is 'pdp' on a content item and 'plp' elsewhere", () => {
    expect(productPageKind(50)).toBe('pdp');
    expect(productPageKind(1)).toBe('plp');
    expect(commerceEventPayload({ ...commerce, pageType: 1 }).product_page).toBe('plp');
  });

  it('uses USD unless a currency is selected', () => {
    expect(commerceEventPayload({ ...commerce, selectedCurrency: 'eur' }).currency_code).toBe('EUR');
    expect(commerceEventPayload({ ...commerce, selectedCurrency: '' }).currency_code).toBe('USD');
    expect(commerceEventPayload({ ...commerce, selectedCurrency: null }).currency_code).toBe('USD');
  });

  it('gives null and empty lists for what it does not know', () => {
    expect(commerceEventPayload({ websiteId: 'w1', pageType: 1 })).toMatchObject({
      product: null, cart_id: null, num_items_in_cart: null, product_types_list: [], purchase_type_list: [],
      item_variant_object: null, related_product_item_ids: [],
    });
  });
});

describe('shopper spec, entities Analytics payloads: shape on arbitrary input (property)', () => {
  const loose = fc.oneof(fc.string(), fc.double(), fc.constant(null), fc.constant(undefined), fc.anything());
  const size = fc.record({ width: loose, height: loose });

  it('never throw and always keep every key', () => {
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(
      'websiteId', 'templateId', 'pagePath', 'userAgent', 'url', 'title', 'itemId', 'recordType', 'now', 'analyticsId',
      'sessionId', 'schemaName', 'pageType', 'cartValue', 'selectedCurrency', 'productTypes', 'purchaseTypes', 'variant',
      'relatedProductItemIds', 'referrer',
    ), loose), size, (fields, anySize) => {
      const input = { ...fields, viewport: anySize, screen: anySize, windowSize: anySize } as unknown;
      const older = legacyEventPayload(input as LegacyEventInput);
      const newer = pipelineEventPayload(input as PipelineEventInput);
      const shop = commerceEventPayload(input as CommerceEventInput);
      expect(Object.keys(older).sort()).toEqual([...LEGACY_KEYS].sort());
      expect(Object.keys(newer).sort()).toEqual([...PIPELINE_KEYS].sort());
      expect(Object.keys(shop).sort()).toEqual([...COMMERCE_KEYS].sort());
      expect(['plp', 'pdp']).toContain(shop.product_page);
      expect(shop.currency_code).toMatch(/\S/);
      for (const value of [older.viewportInnerWidth, older.screenHeight, shop.cart_value, shop.item_price]) {
        expect(value === null || (Number.isInteger(value) && value >= 0)).toBe(true);
      }
      expect(() => JSON.stringify([older, newer, shop])).not.toThrow();
    }));
  });
});

describe('shopper spec, entities, calls census page fields (button-render and button-click)', () => {
  it('carries the older event fields that apply, leaving out the unknown ones', () => {
    expect(censusPageFields({ websiteId: 'w1', templateId: null, pagePath: '/shop', itemId: 'i1', recordType: 11, collectionId: '', url: 'https://x.test' }))
      .toEqual({ websiteId: 'w1', pagePath: '/shop', itemId: 'i1', recordType: 11 });
  });

  it('never throws on hostile input and gives only strings and finite numbers', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      const fields = censusPageFields(value as never);
      return Object.values(fields).every((field) => typeof field === 'string' || Number.isFinite(field));
    }));
  });
});

describe('shopper spec, calls advertising pixel event payload', () => {
  it('has every field, USD unless a currency is selected, money in minor units', () => {
    expect(adPixelEventPayload({ contentIds: ['p1'], contentName: 'Linen Shirt', value: 4500, quantity: 2 })).toEqual({
      content_ids: ['p1'], content_name: 'Linen Shirt', content_type: 'product', value_minor_units: 4500, currency: 'USD', num_items: 2, search_string: null,
    });
    expect(adPixelEventPayload({ currency: ' eur ', searchString: 'linen' })).toMatchObject({ currency: 'EUR', search_string: 'linen', content_ids: [] });
  });

  it('names no content type for an event about no product (a form sent: Lead, CompleteRegistration)', () => {
    expect(adPixelEventPayload({ contentIds: ['form-contact'], contentName: 'Contact Us', contentType: null })).toMatchObject({
      content_ids: ['form-contact'], content_name: 'Contact Us', content_type: null,
    });
    expect(adPixelEventPayload({ contentType: 'product' }).content_type).toBe('product');
  });

  it('never throws on hostile input', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof adPixelEventPayload(value as never).currency === 'string'));
  });
});

describe('shopper spec, entities commerce event product and cart parts', () => {
  it('reads a product into the product part and the type list', () => {
    expect(commerceProductFields({ id: 'p1', title: 'Tote', productType: 1 })).toEqual({
      product: { itemId: 'p1', itemTitle: 'Tote', itemType: 1 }, productTypes: [1],
    });
    expect(commerceProductFields({ id: 'p2' })).toEqual({ product: { itemId: 'p2', itemTitle: null, itemType: null }, productTypes: [] });
    expect(commerceProductFields(null)).toEqual({ product: null, productTypes: [] });
  });

  it('reads a cart into its id, item count and value; nothing known without one', () => {
    expect(commerceCartFields({ id: 'c1', totalQuantity: 3, subtotalCents: 9000 })).toEqual({ cartId: 'c1', numItemsInCart: 3, cartValue: 9000 });
    expect(commerceCartFields(null)).toEqual({ cartId: null, numItemsInCart: null, cartValue: null });
  });
});
