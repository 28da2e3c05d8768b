/**
 * The mock backend's in-memory store. Handlers read and change it; `resetDb()` puts it back to the
 * fixtures so every story, test and feature starts from the same shop. Ids come from a counter, so
 * two runs of the same steps give the same ids.
 */
import type { CartEntry } from '../api/cart.ts';
import type { ItemComment, LikeState } from '../api/content.ts';
import type { StoredFile } from '../logic/forms/fileUpload.ts';
import type { MailingList } from '../api/mailingLists.ts';
import type { JsonObject } from '../api/parse.ts';
import type { BuilderFont } from '../api/builderSettings.ts';
import type { HeaderFooter, SiteLanguage, SiteLayout } from '../api/site.ts';
import type { CartRules } from '../logic/shopper/cartTotals.ts';
import type { Product } from '../logic/shopper/product.ts';
import { blogComments, blogPosts } from './fixtures/blog.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { forms, type FormDefinition } from './fixtures/forms.ts';
import { builderFonts, siteTimeZone } from './fixtures/fonts.ts';
import { mailingLists } from './fixtures/mailingLists.ts';
import { cartRules, commercePreferences, memberAccount, type MemberAccount } from './fixtures/shop.ts';
import {
  headerFooter,
  multilingualSettings,
  multilingualStatus,
  siteLanguages,
  siteLayout,
  storeCollections,
  website,
  type StoreCollection,
} from './fixtures/site.ts';

/** When the visitor's cart was created (a fixed time keeps answers repeatable). */
export const CART_CREATED_AT = Date.UTC(2026, 0, 15, 9, 30);

/** The visitor's cart as stored: its entries and the settings its totals depend on. */
export interface MockCart {
  id: string;
  websiteId: string;
  created: number;
  entries: CartEntry[];
  rules: CartRules;
}

/** A form submission the backend accepted. */
export interface StoredSubmission {
  formId: string;
  form: JsonObject;
  pagePath: string;
}

/** A root category the builder created. */
export interface StoredCategory {
  id: string;
  collectionId: string;
  displayName: string;
  parentCategoryId: string | null;
}

/** A telemetry post the backend received (census, events, error reports, performance). */
export interface TelemetryRecord {
  endpoint: string;
  body: unknown;
}

/** Everything the mock backend remembers. */
export interface MockDb {
  products: Map<string, Product>;
  cart: MockCart;
  forms: Map<string, FormDefinition>;
  /** Form keys handed out and not used yet. */
  submissionKeys: Set<string>;
  submissions: StoredSubmission[];
  members: MemberAccount[];
  /** The signed-in member and the xsrfToken their login answered. */
  session: { memberId: string; xsrfToken: string } | null;
  memberLocale: string | null;
  preferences: Map<string, JsonObject>;
  headerFooter: HeaderFooter;
  layout: SiteLayout;
  languages: SiteLanguage[];
  multilingualSettings: JsonObject;
  multilingualStatus: JsonObject;
  collections: StoreCollection[];
  categories: StoredCategory[];
  restockSignups: Array<{ itemId: string; sku: string; email: string; isJoinMailingList: boolean }>;
  telemetry: TelemetryRecord[];
  /** The comments of each content item (blog post), oldest first (library calls, api/content.ts). */
  comments: Map<string, ItemComment[]>;
  /** Each content item's likes and whether this visitor likes it (library calls, api/content.ts). */
  likes: Map<string, LikeState>;
  /** The site owner's mailing lists (library call, api/mailingLists.ts). */
  mailingLists: MailingList[];
  /** Builder uploads in progress: the file announced and the bytes received so far (library calls, api/files.ts). */
  uploads: Map<string, { name: string; size: number; type: string; received: number }>;
  /** File processing jobs: the upload they process and how many times they were asked about. */
  fileJobs: Map<string, { uploadId: string; polls: number }>;
  /** Files the builder stored, by id. */
  files: Map<string, StoredFile>;
  /** The fonts the builder's font picker offers (library call, api/builderSettings.ts). */
  builderFonts: BuilderFont[];
  /** The site's time zone as the builder's settings call answers it. */
  siteTimeZone: string;
  /** The last number used for an id. */
  sequence: number;
}

function seed(): MockDb {
  return {
    products: new Map(catalogue.map((product) => [product.id, structuredClone(product)])),
    cart: { id: 'cart-visitor', websiteId: website.id, created: CART_CREATED_AT, entries: [], rules: structuredClone(cartRules) },
    forms: new Map(forms.map((form) => [form.id, structuredClone(form)])),
    submissionKeys: new Set(),
    submissions: [],
    members: [structuredClone(memberAccount)],
    session: null,
    memberLocale: null,
    preferences: new Map(Object.entries(structuredClone(commercePreferences))),
    headerFooter: structuredClone(headerFooter),
    layout: structuredClone(siteLayout),
    languages: structuredClone(siteLanguages),
    multilingualSettings: structuredClone(multilingualSettings),
    multilingualStatus: structuredClone(multilingualStatus),
    collections: structuredClone(storeCollections),
    categories: [],
    restockSignups: [],
    telemetry: [],
    comments: new Map(blogPosts.map((post) => [post.id, structuredClone([...(blogComments[post.id] ?? [])])])),
    likes: new Map(blogPosts.map((post) => [post.id, { likeCount: post.likeCount ?? 0, liked: false }])),
    mailingLists: structuredClone([...mailingLists]),
    uploads: new Map(),
    fileJobs: new Map(),
    files: new Map(),
    builderFonts: structuredClone([...builderFonts]),
    siteTimeZone,
    sequence: 0,
  };
}

/** The live store the handlers use. */
export const db: MockDb = seed();

let resets = 0;

/**
 * How many times {@link resetDb} has run: an answer held back across a reset (the `slow` scenario)
 * belongs to a story or test that has ended, and must not change the store of the next one.
 */
export function dbResets(): number {
  return resets;
}

/** Restores the fixtures, dropping every change (the `db` object itself stays the same). */
export function resetDb(): void {
  resets += 1;
  Object.assign(db, seed());
}

/** A new id with a prefix, e.g. `entry-3`. */
export function nextId(prefix: string): string {
  db.sequence += 1;
  return `${prefix}-${db.sequence}`;
}
