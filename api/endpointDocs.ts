/**
 * Where each call of the call table comes from and what it does: the spec's section, or why the
 * library added it (`fromSpec: false`), and a line on what it does. Kept apart from `endpoints.ts`
 * so that an app's bundle, which needs only methods and paths, carries none of this text.
 */
import { ENDPOINTS, type Endpoint, type EndpointId } from './endpoints.ts';

/** What is said of one call. */
export interface EndpointDoc {
  /** Where the spec lists it, or why the library added it. */
  source: string;
  /** False for a call the library added because the spec lists none for the action. */
  fromSpec: boolean;
  /** What the call does, in a line. */
  summary: string;
}

const SHOPPER = 'shopper spec, calls';
const RENDERING = 'rendering spec, calls';
const BOTH = 'shopper spec, calls, rendering spec, calls';

/** Every call's documentation, keyed by client function id. */
export const ENDPOINT_DOCS = {
  'cart.addEntry': { source: SHOPPER, fromSpec: true, summary: 'Add a variant to the cart; answers shoppingCart and newlyAdded.' },
  'cart.updateAdditionalFields': { source: SHOPPER, fromSpec: true, summary: "Save an entry's additional-fields form; answers shoppingCart and updatedEntry." },
  'cart.getCart': { source: SHOPPER, fromSpec: true, summary: 'Read the cart (query mock, timecode, calculateSubtotal).' },
  'cart.createSubscriptionCart': { source: SHOPPER, fromSpec: true, summary: 'Start a subscription; answers the cartToken for the subscription page.' },
  'cart.updateEntryQuantity': { source: 'library: the cart page changes a quantity; the spec lists no call', fromSpec: false, summary: "Change an entry's quantity; answers shoppingCart and updatedEntry." },
  'cart.removeEntry': { source: 'library: the cart page removes an entry; the spec lists no call', fromSpec: false, summary: 'Remove an entry; answers shoppingCart.' },
  'inventory.getStock': { source: SHOPPER, fromSpec: true, summary: 'Stock of each variant of an item (query itemId).' },
  'inventory.signUpForRestock': { source: 'library: the restock form submits email and isJoinMailingList; its target is not shown', fromSpec: false, summary: 'Ask to be told when a sold-out variant is back.' },
  'rendering.getTemplateSchema': { source: BOTH, fromSpec: true, summary: 'The schema of a template type (query type).' },
  'rendering.getQuickView': { source: SHOPPER, fromSpec: true, summary: 'The quick view html of a product; title and error on failure.' },
  'forms.validate': { source: SHOPPER, fromSpec: true, summary: 'Server-side validation; errors keyed by field id.' },
  'forms.getSubmissionKey': { source: SHOPPER, fromSpec: true, summary: 'A single-use form key (with credentials).' },
  'forms.saveSubmission': { source: SHOPPER, fromSpec: true, summary: 'Submit a form with its key and page fields (with credentials).' },
  'census.recordHit': { source: SHOPPER, fromSpec: true, summary: 'A form-encoded census event with ss_cvr; failures ignored.' },
  'census.buttonClick': { source: SHOPPER, fromSpec: true, summary: 'A button click (2500 ms timeout).' },
  'census.buttonRender': { source: SHOPPER, fromSpec: true, summary: 'A button render (2500 ms timeout).' },
  'census.formRender': { source: SHOPPER, fromSpec: true, summary: 'A form render (formId, visitorCookie).' },
  'census.overlay': { source: SHOPPER, fromSpec: true, summary: 'A popup overlay event.' },
  'census.recordQuickView': { source: SHOPPER, fromSpec: true, summary: 'A product shown in the quick view.' },
  'events.recordEvent': { source: SHOPPER, fromSpec: true, summary: 'A form-encoded analytics event with the crumb.' },
  'events.recordJavascriptErrors': { source: SHOPPER, fromSpec: true, summary: 'A batch of uncaught errors, CSRF header from the crumb.' },
  'events.sendPipelineEvent': { source: 'library: the spec describes the events-pipeline post (200 or 202, beacon) but not its address', fromSpec: false, summary: 'An event for the events pipeline, by fetch or beacon.' },
  'session.login': { source: SHOPPER, fromSpec: true, summary: 'Sign a member in; answers the xsrfToken sent on later calls.' },
  'session.logout': { source: SHOPPER, fromSpec: true, summary: 'Sign out (query cloneCart); repeated once on crumbFail.' },
  'session.setLocale': { source: SHOPPER, fromSpec: true, summary: "Store the member's language." },
  'session.getFullstoryId': { source: SHOPPER, fromSpec: true, summary: 'The session-recording id; errors are logged only.' },
  'preferences.get': { source: BOTH, fromSpec: true, summary: 'The preferences of a namespace; failures reported and rethrown.' },
  'preferences.put': { source: BOTH, fromSpec: true, summary: 'Replace the preferences of a namespace; failures reported and rethrown.' },
  'places.autocomplete': { source: BOTH, fromSpec: true, summary: 'Address suggestions for what was typed.' },
  'places.details': { source: BOTH, fromSpec: true, summary: 'One address, with the productPage and productSection tracking context.' },
  'site.getHeaderFooter': { source: RENDERING, fromSpec: true, summary: 'The header and footer.' },
  'site.putHeaderFooter': { source: RENDERING, fromSpec: true, summary: 'Save the header and footer.' },
  'site.getMultilingualSettings': { source: RENDERING, fromSpec: true, summary: 'Multilingual settings.' },
  'site.getMultilingualStatus': { source: RENDERING, fromSpec: true, summary: 'Multilingual status.' },
  'site.getLanguages': { source: RENDERING, fromSpec: true, summary: 'The languages list.' },
  'site.putLanguages': { source: RENDERING, fromSpec: true, summary: 'Replace the languages list.' },
  'site.deleteMultilingualConnection': { source: RENDERING, fromSpec: true, summary: 'Disconnect multilingual.' },
  'site.getSiteLayout': { source: RENDERING, fromSpec: true, summary: 'The site layout; the first navigation has identifier and links.' },
  'site.updateNavigation': { source: RENDERING, fromSpec: true, summary: 'Replace the items of a navigation.' },
  'store.createCollection': { source: RENDERING, fromSpec: true, summary: 'Create a store (product collection); its id is used next.' },
  'store.createRootCategory': { source: RENDERING, fromSpec: true, summary: "Create a store's root category." },
  'store.listCollections': { source: "library: a new store's url id gets -1, -2 … while taken (rendering spec, validation rules), so the wizard reads the url ids in use; no call is shown", fromSpec: false, summary: "The site's store collections (id, urlId, title); answers { collections }." },
  'performance.sendRecords': { source: RENDERING, fromSpec: true, summary: 'A batch of performance records, by beacon or plain-text post.' },
  'content.listComments': { source: 'library: the comments container (rendering spec, screens) needs its comments; no call is shown', fromSpec: false, summary: "An item's comments, oldest first." },
  'content.postComment': { source: 'library: the native comments container posts a comment; no call is shown', fromSpec: false, summary: 'Post a visitor comment (author, text); answers the stored comment.' },
  'content.setLiked': { source: 'library: the like widget (rendering spec, screens) toggles a like; no call is shown', fromSpec: false, summary: 'Like or un-like an item; answers likeCount and liked.' },
  'mailingLists.list': { source: "library: the form builder's storage fieldset offers the owner's mailing lists (rendering spec, entities, error catalogue); no call is shown", fromSpec: false, summary: "The owner's mailing lists (id, name); answers { lists }." },
  'files.startUpload': { source: 'library: the builder file upload (rendering spec, validation rules, error catalogue) starts an upload; no call is shown', fromSpec: false, summary: 'Start an upload (name, size, type); answers { uploadId }.' },
  'files.sendChunk': { source: 'library: the builder file upload sends the file in chunks so progress is what the server has; no call is shown', fromSpec: false, summary: 'One chunk (offset, base64 data); answers { received } bytes.' },
  'files.completeUpload': { source: 'library: the builder file upload hands the sent file to processing; no call is shown', fromSpec: false, summary: 'Complete an upload; answers { jobId } of its processing job.' },
  'files.getJob': { source: "library: the builder file upload polls the processing job (rendering spec, error catalogue 'No response data from job request'); no call is shown", fromSpec: false, summary: 'A processing job: { status: pending | processing | done | failed | cancelled, file when done }.' },
  'files.renameFile': { source: 'library: the builder file upload renames the stored file (rendering spec, error catalogue Unable to Rename File); no call is shown', fromSpec: false, summary: 'Rename a stored file (name); answers { file }.' },
  'builderSettings.listFonts': { source: "library: the builder's font picker offers the fonts an owner may choose (rendering spec, error catalogue 'Unable to load fonts'); no call is shown", fromSpec: false, summary: 'The fonts an owner may choose (family, category, previewUrl); answers { fonts }.' },
  'orders.getOrder': { source: 'library: the order pages (shopper spec, screens page types 202, 204, 206, 207, 208, 211) show the Order of entities; no call is shown', fromSpec: false, summary: 'An order by its id (id, testMode, items, grandTotal, shippingTotal, taxTotal); money as value or decimalValue.' },
  'builderSettings.getSiteTimeZone': { source: "library: the builder's time-zone picker starts from the site's zone (rendering spec, error catalogue 'Failed to load timezone', constants and limits default America/New_York); no call is shown", fromSpec: false, summary: "The site's IANA time zone; answers { timeZone }." },
} as const satisfies Record<EndpointId, EndpointDoc>;

/** The call table as a list, in table order, each row with its documentation. */
export const ENDPOINT_LIST: ReadonlyArray<Endpoint & EndpointDoc> = (Object.keys(ENDPOINTS) as EndpointId[]).map((id) => ({
  id,
  ...ENDPOINTS[id],
  ...ENDPOINT_DOCS[id],
}));
