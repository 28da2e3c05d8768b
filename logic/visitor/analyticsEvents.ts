/**
 * Analytics event payloads (shopper spec, entities): the older census event data, the newer events-pipeline
 * event and the commerce event. Every documented key is always present (null when unknown), so the
 * payload keeps one shape; money is in minor units. Time comes in as a number.
 */
import { PAGE_TYPE } from '../shared/enums.ts';
import { DEFAULT_CURRENCY } from '../shopper/money.ts';

/** A width and a height in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : null;
}

function dimensions(size: Size | null | undefined): { width: number | null; height: number | null } {
  return { width: count(size?.width), height: count(size?.height) };
}

/** An ISO date for a time in ms, or null when it is not a representable time. */
function isoDate(time: number): string | null {
  if (typeof time !== 'number' || !Number.isFinite(time) || Math.abs(time) > 8.64e15) return null;
  return new Date(time).toISOString();
}

/** What the older event needs to know about the page. */
export interface LegacyEventInput {
  websiteId: string;
  templateId?: string | null;
  websiteLocale?: string | null;
  memberLocale?: string | null;
  memberAccountId?: string | null;
  variantId?: string | null;
  pagePath: string;
  pageHash?: string | null;
  userAgent: string;
  /** The client's clock, in ms. */
  now: number;
  viewport: Size;
  screen: Size;
  url: string;
  title: string;
  itemId?: string | null;
  recordType?: number | null;
  collectionId?: string | null;
  visitorCookie?: string | null;
}

/** The older analytics event data (shopper spec, entities), as sent to the census. */
export interface LegacyEventPayload {
  websiteId: string | null;
  templateId: string | null;
  website_locale: string | null;
  member_locale: string | null;
  memberAccountId: string | null;
  variantId: string | null;
  pagePath: string | null;
  pageHash: string | null;
  userAgent: string | null;
  clientDate: string | null;
  viewportInnerWidth: number | null;
  viewportInnerHeight: number | null;
  screenWidth: number | null;
  screenHeight: number | null;
  url: string | null;
  title: string | null;
  itemId: string | null;
  recordType: number | null;
  collectionId: string | null;
  visitorCookie: string | null;
}

/** Builds the older event data: every field of entities, null when unknown, the client date as ISO. */
export function legacyEventPayload(input: LegacyEventInput): LegacyEventPayload {
  const viewport = dimensions(input.viewport);
  const screen = dimensions(input.screen);
  return {
    websiteId: text(input.websiteId),
    templateId: text(input.templateId),
    website_locale: text(input.websiteLocale),
    member_locale: text(input.memberLocale),
    memberAccountId: text(input.memberAccountId),
    variantId: text(input.variantId),
    pagePath: text(input.pagePath),
    pageHash: text(input.pageHash),
    userAgent: text(input.userAgent),
    clientDate: isoDate(input.now),
    viewportInnerWidth: viewport.width,
    viewportInnerHeight: viewport.height,
    screenWidth: screen.width,
    screenHeight: screen.height,
    url: text(input.url),
    title: text(input.title),
    itemId: text(input.itemId),
    recordType: count(input.recordType),
    collectionId: text(input.collectionId),
    visitorCookie: text(input.visitorCookie),
  };
}

/** What the newer event needs to know. */
export interface PipelineEventInput {
  analyticsId: string;
  sessionId: string;
  /** The full page URL; host, path and query are read from it. */
  url: string;
  referrer?: string | null;
  browserLanguage?: string | null;
  windowSize: Size;
  /** The event time, in ms. */
  now: number;
  schemaName: string;
  websiteId: string;
  memberAccountId?: string | null;
  objectIdentifier?: string | null;
  resolvedLocale?: string | null;
  destinationUrl?: string | null;
}

/** The newer analytics event (shopper spec, entities), as sent to the events pipeline. */
export interface PipelineEventPayload {
  analytics_id: string | null;
  session_id: string | null;
  page_host: string | null;
  page_path: string | null;
  /** The query string without its `?`. */
  page_query_params: string | null;
  page_referrer_url: string | null;
  browser_language: string | null;
  window_size: { width: number | null; height: number | null };
  event_timestamp: number | null;
  custom_schema_name: string | null;
  context_website_id: string | null;
  member_account_id: string | null;
  object_identifier: string | null;
  resolved_locale: string | null;
  destination_url: string | null;
}

function pageParts(url: unknown): { host: string | null; path: string | null; query: string | null } {
  if (typeof url !== 'string' || !URL.canParse(url)) return { host: null, path: null, query: null };
  const parsed = new URL(url);
  return { host: text(parsed.host), path: text(parsed.pathname), query: text(parsed.search.replace(/^\?/, '')) };
}

/** Builds the newer event: page host, path and query from the URL, the time in ms, every field of entities. */
export function pipelineEventPayload(input: PipelineEventInput): PipelineEventPayload {
  const page = pageParts(input.url);
  return {
    analytics_id: text(input.analyticsId),
    session_id: text(input.sessionId),
    page_host: page.host,
    page_path: page.path,
    page_query_params: page.query,
    page_referrer_url: text(input.referrer),
    browser_language: text(input.browserLanguage),
    window_size: dimensions(input.windowSize),
    event_timestamp: typeof input.now === 'number' && Number.isFinite(input.now) ? input.now : null,
    custom_schema_name: text(input.schemaName),
    context_website_id: text(input.websiteId),
    member_account_id: text(input.memberAccountId),
    object_identifier: text(input.objectIdentifier),
    resolved_locale: text(input.resolvedLocale),
    destination_url: text(input.destinationUrl),
  };
}

/** The product a commerce event is about. */
export interface CommerceEventProduct {
  itemId: string;
  itemType?: number | null;
  itemTitle?: string | null;
  collectionId?: string | null;
  collectionName?: string | null;
}

/** What a commerce event needs to know; money in minor units. */
export interface CommerceEventInput {
  websiteId: string;
  pageId?: string | null;
  /** The page type: a content item (50) is a product detail page, anything else a listing. */
  pageType: number;
  cartId?: string | null;
  pdpLayout?: string | null;
  product?: CommerceEventProduct | null;
  numItemsInCart?: number | null;
  cartValue?: number | null;
  /** The shopper's selected currency; USD when none. */
  selectedCurrency?: string | null;
  productTypes?: readonly number[];
  purchaseTypes?: readonly string[];
  variant?: Readonly<Record<string, string>> | null;
  itemPrice?: number | null;
  itemQuantity?: number | null;
  relatedProductItemIds?: readonly string[];
}

/** A commerce event (shopper spec, entities). */
export interface CommerceEventPayload {
  website_id: string | null;
  page_id: string | null;
  cart_id: string | null;
  product_page: 'plp' | 'pdp';
  pdp_layout: string | null;
  product: {
    item_id: string | null;
    item_type: number | null;
    item_title: string | null;
    item_collection_id: string | null;
    item_collection_name: string | null;
  } | null;
  num_items_in_cart: number | null;
  cart_value: number | null;
  currency_code: string;
  product_types_list: number[];
  purchase_type_list: string[];
  item_variant_object: Record<string, string> | null;
  item_price: number | null;
  item_quantity: number | null;
  related_product_item_ids: string[];
}

/** 'pdp' on a product detail page (a content item), 'plp' on a listing. */
export function productPageKind(pageType: number): 'plp' | 'pdp' {
  return pageType === PAGE_TYPE.contentItem ? 'pdp' : 'plp';
}

function stringList(values: unknown): string[] {
  return Array.isArray(values) ? values.filter((value): value is string => typeof value === 'string') : [];
}

function stringRecord(value: unknown): Record<string, string> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Builds a commerce event: plp or pdp by page type, USD unless a currency is selected, every field of entities. */
export function commerceEventPayload(input: CommerceEventInput): CommerceEventPayload {
  const product = input.product;
  const currency = typeof input.selectedCurrency === 'string' ? input.selectedCurrency.trim().toUpperCase() : '';
  return {
    website_id: text(input.websiteId),
    page_id: text(input.pageId),
    cart_id: text(input.cartId),
    product_page: productPageKind(input.pageType),
    pdp_layout: text(input.pdpLayout),
    product: product
      ? {
          item_id: text(product.itemId),
          item_type: count(product.itemType),
          item_title: text(product.itemTitle),
          item_collection_id: text(product.collectionId),
          item_collection_name: text(product.collectionName),
        }
      : null,
    num_items_in_cart: count(input.numItemsInCart),
    cart_value: count(input.cartValue),
    currency_code: currency !== '' ? currency : DEFAULT_CURRENCY,
    product_types_list: Array.isArray(input.productTypes) ? input.productTypes.filter((type) => Number.isFinite(type)) : [],
    purchase_type_list: stringList(input.purchaseTypes),
    item_variant_object: stringRecord(input.variant),
    item_price: count(input.itemPrice),
    item_quantity: count(input.itemQuantity),
    related_product_item_ids: stringList(input.relatedProductItemIds),
  };
}

/** The older event fields a census post (button render and click) carries as its page fields (shopper spec, entities, calls). */
export const CENSUS_PAGE_FIELDS = ['websiteId', 'templateId', 'pagePath', 'itemId', 'recordType', 'collectionId'] as const;

/** The page fields of a census post: the older event fields of {@link CENSUS_PAGE_FIELDS} that are known, nulls left out. */
export function censusPageFields(payload: Partial<LegacyEventPayload> | null | undefined): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const key of CENSUS_PAGE_FIELDS) {
    const value: unknown = payload?.[key];
    if ((typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value))) fields[key] = value;
  }
  return fields;
}

/** What an advertising-pixel event is about; money in minor units. */
export interface AdPixelEventInput {
  /** The products' ids. */
  contentIds?: readonly string[];
  contentName?: string | null;
  /** The value of the event (a price times quantity), in minor units. */
  value?: number | null;
  /** The shopper's selected currency; USD when none. */
  currency?: string | null;
  quantity?: number | null;
  /** What the visitor searched for (the Search event). */
  searchString?: string | null;
  /** What the event is about: products, or nothing of the catalogue (a form sent). @default 'product' */
  contentType?: 'product' | null;
}

/** An advertising-pixel event's payload (field names are the library's: the spec names only the events, calls). */
export interface AdPixelEventPayload {
  content_ids: string[];
  content_name: string | null;
  /** 'product', or null for an event about no product (a Lead or CompleteRegistration from a form). */
  content_type: 'product' | null;
  /** Minor units: the site's pixel client converts at its edge. */
  value_minor_units: number | null;
  currency: string;
  num_items: number | null;
  search_string: string | null;
}

/** Builds an advertising-pixel event payload: every field present (null when unknown), USD unless a currency is selected. */
export function adPixelEventPayload(input: AdPixelEventInput | null | undefined): AdPixelEventPayload {
  const currency = typeof input?.currency === 'string' ? input.currency.trim().toUpperCase() : '';
  return {
    content_ids: stringList(input?.contentIds),
    content_name: text(input?.contentName),
    content_type: input?.contentType === null ? null : 'product',
    value_minor_units: count(input?.value),
    currency: currency !== '' ? currency : DEFAULT_CURRENCY,
    num_items: count(input?.quantity),
    search_string: text(input?.searchString),
  };
}

/** What the analytics events read of a product (a catalogue product or a cart entry). */
export interface EventProduct {
  id: string;
  title?: string | null;
  productType?: number | null;
}

/** The product part of a commerce event (shopper spec, entities): the item, its type and the type list. */
export function commerceProductFields(product: EventProduct | null | undefined): Pick<CommerceEventInput, 'product' | 'productTypes'> {
  if (product === null || typeof product !== 'object') return { product: null, productTypes: [] };
  const type = typeof product.productType === 'number' ? product.productType : null;
  return { product: { itemId: product.id, itemTitle: product.title ?? null, itemType: type }, productTypes: type === null ? [] : [type] };
}

/** What the analytics events read of a cart. */
export interface EventCart {
  id?: string | null;
  totalQuantity?: number | null;
  subtotalCents?: number | null;
}

/** The cart part of a commerce event (shopper spec, entities): its id, item count and value (minor units). */
export function commerceCartFields(cart: EventCart | null | undefined): Pick<CommerceEventInput, 'cartId' | 'numItemsInCart' | 'cartValue'> {
  return { cartId: cart?.id ?? null, numItemsInCart: cart?.totalQuantity ?? null, cartValue: cart?.subtotalCents ?? null };
}
