/**
 * The logic property suite: every function logic/index.ts exports (the template engine's
 * own exports aside: tests/hostile/template*) is either fed adversarial input here or listed as not
 * a parser with the reason. Text parsers, validators and formatters get hostile text (lone
 * surrogates, direction overrides, controls, markup, prototype keys) and must not throw and must run
 * in linear time (tests/hostile/support/linear.ts); readers of outside data get hostile values.
 * Inputs keep the declared TypeScript types: the hostility is in the content, as it is on a page.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as logic from '../../logic/index.ts';
import * as templateEngine from '../../logic/template/index.ts';
import { forms } from '../../mocks/fixtures/forms.ts';
import { cyclicObject, deepObject, expectLinearTime, fuzzParams, hostileObject, hostileText, longText } from './support/index.ts';

type TextCall = (text: string) => unknown;

/** Every field kind of the fixture forms (the every-field form has one of each). */
const FIELDS = forms.flatMap((form) => form.fields);

/**
 * What a documented throw looks like: these refuse text that is not what they format, by contract
 * (their JSDoc says so), and the callers pass them checked values.
 */
const DOCUMENTED_THROWS: Readonly<Record<string, RegExp>> = {
  currencySymbol: /^Currency must be a three-letter code/,
  // "The decimal string of an INTEGER number of minor units": moneyProblem is the check for outside amounts.
  fromMinorUnits: /^Money value/,
  parseSize: /originalSize/,
  srcSet: /originalSize/,
};

/** Functions of text (visitor, owner or server text), called with it in each text position. */
const TEXT: Readonly<Record<string, TextCall>> = {
  absoluteItemUrl: (text) => [logic.absoluteItemUrl({ fullUrl: text }, 'https://shop.test'), logic.absoluteItemUrl({ fullUrl: '/p' }, text)],
  autolink: (text) => logic.autolink(text),
  summaryAnswerText: (text) => [
    logic.summaryAnswerText('date', [text, text, text], text),
    logic.summaryAnswerText('time', [text, '30', text], 'en-US'),
    logic.summaryAnswerText('address', [text, '', text]),
  ],
  chartCellValue: (text) => logic.chartCellValue(text),
  isAcceptedFile: (text) => [logic.isAcceptedFile(text, text, text), logic.isAcceptedFile('a.png', 'image/png', text)],
  fileRejection: (text) => logic.fileRejection({ name: text, size: 1, type: text }, { maxBytes: 10, accept: text }),
  fileRejectionMessage: (text) => [logic.fileRejectionMessage('too-large', text, 1), logic.fileRejectionMessage('unsupported', text, 1)],
  nextColumnName: (text) => [logic.nextColumnName([text, 'Column 2']), logic.nextColumnName([], { chartNewColumnName: text })],
  commentCountText: (text) => logic.commentCountText(2, { commentCountNoneText: text, commentCountOneText: text, commentCountManyText: text }),
  disqusShortname: (text) => [logic.disqusShortname({ disqusShortname: text }), logic.disqusShortname({ disqusShortName: text }), logic.disqusShortname(text)],
  shareServices: (text) => [logic.shareServices([text, text]), logic.shareServices({ [text]: true })],
  shareUrl: (text) => logic.SHARE_SERVICES.map((service) => logic.shareUrl(service, text, text)),
  characterCounter: (text) => logic.characterCounter(text, 250),
  parseFieldOptions: (text) => logic.parseFieldOptions(text),
  parseMaxLength: (text) => logic.parseMaxLength(text),
  fieldTypeLabel: (text) => logic.fieldTypeLabel(text, logic.FORM_BUILDER_STRINGS),
  storageProblem: (text) => [
    logic.storageProblem({ kind: 'email', addresses: text }, logic.FORM_BUILDER_STRINGS, text),
    logic.storageProblem({ kind: 'mailingList', listId: text }, logic.FORM_BUILDER_STRINGS),
  ],
  colourWeight: (text) => logic.colourWeight(text),
  currencyDigits: (text) => logic.currencyDigits(text),
  galleryOptionKebabName: (text) => logic.galleryOptionKebabName(text),
  currencySymbol: (text) => logic.currencySymbol(text),
  fillInOrder: (text) => [logic.fillInOrder(text, 'name', ['a', 'b']), logic.fillInOrder('{name} {name}', 'name', [text, text])],
  followUsername: (text) => [logic.followUsername(text, null), logic.followUsername(null, text), logic.followUsername('', `https://x.com/${text}`)],
  formatDate: (text) => [logic.formatDate(0, text), logic.formatDate(text, '%Y-%m-%d'), logic.formatDate(0, '%c', text)],
  handleUrl: (text) => logic.handleUrl(text),
  hashtagUrl: (text) => logic.hashtagUrl(text),
  imageUrl: (text) => logic.imageUrl(text, 500),
  interpolate: (text) => [logic.interpolate(text, { a: 'x', constructor: 'y' }), logic.interpolate('{a}{__proto__}', { a: text })],
  isConfigPath: (text) => logic.isConfigPath(text),
  isCustomCodedLanguage: (text) => logic.isCustomCodedLanguage(text),
  isInternalHost: (text) => logic.isInternalHost(text),
  isValidCookieValue: (text) => logic.isValidCookieValue(text),
  isValidEmail: (text) => logic.isValidEmail(text),
  isValidTimeZone: (text) => logic.isValidTimeZone(text),
  linksFormatMessage: (text) => logic.linksFormatMessage(text),
  parseCookieHeader: (text) => logic.parseCookieHeader(text),
  parseHex: (text) => logic.parseHex(text),
  parseHsl: (text) => logic.parseHsl(text),
  readColour: (text) => logic.readColour(text),
  readGalleryNumber: (text) => logic.readGalleryNumber(text, 'padding', text, 20),
  parseSize: (text) => logic.parseSize(text),
  parseUserInfoCookie: (text) => logic.parseUserInfoCookie(text),
  parseVisitorRecord: (text) => logic.parseVisitorRecord(text),
  quantityMessage: (text) => logic.quantityMessage(text),
  readCookieAllowed: (text) => logic.readCookieAllowed(text),
  relativeTime: (text) => logic.relativeTime(text, 0),
  resolveTimeZone: (text) => logic.resolveTimeZone(text),
  restockEmailError: (text) => logic.restockEmailError(text),
  sanitizeFormText: (text) => [logic.sanitizeFormText(text), logic.sanitizeFormText(text, true)],
  sortAlphabetically: (text) => logic.sortAlphabetically([text, text.slice(1), 'a']),
  srcSet: (text) => logic.srcSet(text, '1500x1000'),
  srcSetOfWidth: (text) => [logic.srcSetOfWidth(text, 1500), logic.srcSetOfWidth(text, Number.NaN), logic.srcSetOfWidth(text, -1)],
  stepQuantity: (text) => logic.stepQuantity(text, 1),
  storeUrlId: (text) => logic.storeUrlId(text, [text], 'Store'),
  storeUrlIdPreview: (text) => [logic.storeUrlIdPreview(text, [text]), logic.storeUrlIdPreview('', [], text)],
  upgradeHref: (text) => [logic.upgradeHref(text), logic.upgradeHref('trial', text)],
  upgradeLinkLabel: (text) => logic.upgradeLinkLabel(text),
  navigationDraftProblems: (text) =>
    (['collection', 'external', 'memberArea'] as const).map((kind) => logic.navigationDraftProblems({ title: text, kind, target: text }, logic.validateLink)),
  subscriptionPageUrl: (text) => [logic.subscriptionPageUrl(text), logic.subscriptionPageUrl('t', text)],
  testVariantOverride: (text) => [logic.testVariantOverride(text, 'localhost'), logic.testVariantOverride('?test_variant_a=b', text)],
  toEpochMs: (text) => logic.toEpochMs(text),
  parseDayKey: (text) => logic.parseDayKey(text),
  addDays: (text) => logic.addDays(text, 1),
  addMonths: (text) => logic.addMonths(text, -1),
  weekdayOf: (text) => logic.weekdayOf(text),
  startOfWeek: (text) => logic.startOfWeek(text),
  endOfWeek: (text) => logic.endOfWeek(text, 1),
  monthGrid: (text) => logic.monthGrid(text),
  moveSelection: (text) => [logic.moveSelection(text, 'PageDown'), logic.moveSelection('2026-03-08', text)],
  eventListMode: (text) => logic.eventListMode(text),
  excerptText: (text) => [logic.excerptText(text), logic.excerptText({ html: text })],
  stripTags: (text) => logic.stripTags(text),
  dayLabel: (text) => [logic.dayLabel(text), logic.dayLabel('2026-03-08', text)],
  monthLabel: (text) => [logic.monthLabel(text), logic.monthLabel('2026-03-08', text)],
  weekdayLabels: (text) => logic.weekdayLabels(0, text),
  truncate: (text) => [logic.truncate(text), logic.truncate(text, 5, text)],
  validateBuilderEmail: (text) => logic.validateBuilderEmail(text),
  validateEmailList: (text) => logic.validateEmailList(text),
  validateFileName: (text) => logic.validateFileName(text),
  validateLink: (text) => logic.validateLink(text),
  validateListSelected: (text) => logic.validateListSelected(text),
  validateOption: (text) => logic.validateOption(text, ['a', text]),
  validatePageUrl: (text) => logic.validatePageUrl(text),
  timeZoneOptions: (text) => logic.timeZoneOptions(text),
  shouldLookUpPlaces: (text) => logic.shouldLookUpPlaces(text),
  newLanguageProblems: (text) => [logic.newLanguageProblems([{ code: text, name: text, isDefault: true }], { code: text, name: text })],
  fontPreviewFamily: (text) => [logic.fontPreviewFamily(text, 'serif'), logic.fontPreviewFamily('A', text)],
  validateStartEditing: (text) => logic.validateStartEditing(text, 'tag', text),
  validateTag: (text) => logic.validateTag(text, 'tag', ['a', text]),
  decodeAttribute: (text) => logic.decodeAttribute(text),
  iframeAttributes: (text) => logic.iframeAttributes(text),
  sanitizeOembed: (text) => [logic.sanitizeOembed(text, 'YouTube'), logic.sanitizeOembed(`<iframe src="${text}" allow="${text}" title="${text}" width="${text}">`, text)],
  videoEmbed: (text) => logic.videoEmbed(text, text),
  likertAnswerKey: (text) => logic.likertAnswerKey(text),
  templateCaptionText: (text) => logic.templateCaptionText(text),
  templateAltText: (text) => [logic.templateAltText({ title: text, altText: text } as never, false), logic.templateAltText({ altText: text } as never, true)],
  templateTokens: (text) => logic.templateTokens(`{.section a}${text}{b|c}{.end}${text}`),
  positionDiagnostic: (text) => [logic.positionDiagnostic(text, { line: 2, column: 3 }, text), logic.positionDiagnostic(text, { line: -1, column: 1e9 }, text)],
  isAndroidUserAgent: (text) => logic.isAndroidUserAgent(text),
  headerFooterLabel: (text) => logic.headerFooterLabel(text),
  navigationName: (text) => logic.navigationName(text),
  // Palette keys and usage names come from a template's schema (server text).
  paletteColourLabel: (text) => logic.paletteColourLabel(text),
  fontUsageLabel: (text) => logic.fontUsageLabel(text),
  mediaEventData: (text) => [
    logic.mediaEventData('audio', { url: text, title: text, author: text, provider: text }),
    logic.mediaEventData('video', { url: `https://x.test/${text}`, title: text }),
    logic.mediaEventData(text as never, text as never),
  ],
  gatedVideoEventData: (text) =>
    (Object.keys(logic.GATED_VIDEO_EVENTS) as Array<keyof typeof logic.GATED_VIDEO_EVENTS>).map((key) =>
      logic.gatedVideoEventData(key, { websiteId: text, pagePath: text, collectionId: text, itemId: text, videoUrl: text, provider: text, destinationUrl: text }),
    ),
  pipelineIdentity: (text) => [logic.pipelineIdentity({ ss_cid: text, ss_cvr: text }), logic.pipelineIdentity({ ss_cvr: `${text}|1|1|1|1` })],
};

/** Readers of outside data (answers, cookies' JSON, stored values, thrown values), fed hostile values. */
const DATA: Readonly<Record<string, (value: unknown) => unknown>> = {
  apiErrorMessage: (value) => logic.apiErrorMessage({ kind: 'status', status: 400, data: value, domain: 'form' }),
  builderLoadErrorMessage: (value) => logic.builderLoadErrorMessage(value),
  builderSaveErrorMessage: (value) => logic.builderSaveErrorMessage(value, 'Unable to save your changes'),
  readSiteStyles: (value) => [logic.readSiteStyles(value), logic.readSiteStyles({ siteAesthetics: value })],
  headerFooterEntries: (value) => logic.headerFooterEntries(value),
  isMultilingualConnected: (value) => logic.isMultilingualConnected(value),
  describeThrown: (value) => logic.describeThrown(value),
  enumName: (value) => logic.enumName(logic.PRODUCT_TYPE, value),
  fieldErrors: (value) => logic.fieldErrors(value),
  isCrumbFailure: (value) => logic.isCrumbFailure(value),
  isPopupOverlayPosition: (value) => logic.isPopupOverlayPosition(value),
  moneyProblem: (value) => logic.moneyProblem(value),
  readMoneyValue: (value) => [logic.readMoneyValue(value), logic.readMoneyValue({ value, currency: value }), logic.readMoneyValue({ decimalValue: value, currencyCode: 'USD' })],
  eventSpan: (value) => logic.eventSpan(value as never),
  eventWhen: (value) => logic.eventWhen(value as never, { timeZone: 'Pacific/Auckland' }, logic.EVENT_ITEM_STRINGS),
  eventsByDay: (value) => logic.eventsByDay(value as never),
  eventsToShow: (value) => [logic.eventsToShow(value as never, 'past', 0), logic.eventsToShow([value] as never, 'upcoming', 0)],
  eventDayKeys: (value) => logic.eventDayKeys(value as never),
  locationLines: (value) => logic.locationLines(value as never),
  dayKey: (value) => logic.dayKey(value as never),
  normaliseGalleryOptions: (value) => logic.normaliseGalleryOptions(value as never),
  websiteMoneyFormat: (value) => [logic.websiteMoneyFormat(value as never), logic.websiteMoneyFormat({ useCLDRMoneyFormat: true }, value as never)],
  withinBuilderLimit: (value) => logic.withinBuilderLimit('blocksPerLayout', value as never),
  readPageFlags: (value) => [logic.readPageFlags(value as never), logic.readPageFlags({}, value as never)],
  userScriptsAllowed: (value) => logic.userScriptsAllowed(value as never),
  overlaysAllowed: (value) => logic.overlaysAllowed(value as never),
  honouredTestVariants: (value) => [logic.honouredTestVariants(value as never, '?test_variant_a=b', 'localhost'), logic.honouredTestVariants({ override: true }, value as never, 'localhost')],
  chosenTestVariant: (value) => [logic.chosenTestVariant('a', value as never, 'b', {}), logic.chosenTestVariant('a', ['b'], value as never, value as never)],
  maskedPasswordValue: (value) => logic.maskedPasswordValue(value),
  isMaskedField: (value) => logic.isMaskedField(value as never),
  keepMaskedPasswords: (value) => [
    logic.keepMaskedPasswords([{ id: 'p', type: 'password' }], { p: logic.MASKED_PASSWORD_PLACEHOLDER }, value as never),
    logic.keepMaskedPasswords([{ id: 'p', type: 'password' }], value as never, { p: 'x' }),
  ],
  currencyName: (value) => logic.currencyName(value as never),
  connectedAccountLink: (value) => [logic.connectedAccountLink(value as never), logic.connectedAccountLink({ url: value, title: value })],
  galleryMediaType: (value) => logic.galleryMediaType(value),
  effectivePrice: (value) => logic.effectivePrice(value as never),
  readAnswers: (value) => logic.readAnswers(FIELDS, value as never),
  readFormFields: (value) => logic.readFormFields(value),
  validateImageSourceProps: (value) => logic.validateImageSourceProps(value as never),
  imageProblemsMessage: (value) => logic.imageProblemsMessage(value as never),
  readPopupOverlayMemory: (value) => logic.readPopupOverlayMemory(value as never),
  serverErrorText: (value) => logic.serverErrorText(value),
  signInErrorMessage: (value) => logic.signInErrorMessage({ kind: 'status', status: 401, data: value }),
  signOutErrorMessage: (value) => logic.signOutErrorMessage({ kind: 'status', status: 500, data: value }),
  submissionErrorMessage: (value) => [400, 401, 404, 429, 500, 599].map((status) => logic.submissionErrorMessage(status, value)),
  summarizeAnswers: (value) => logic.summarizeAnswers(FIELDS, value as never, '\n'),
  validateForm: (value) => logic.validateForm(FIELDS, value as never),
  variantPrices: (value) => logic.variantPrices(value as never),
  albumTracks: (value) => logic.albumTracks(value as never),
  audioTracksOf: (value) => [logic.audioTracksOf(value), logic.audioTracksOf({ tracks: [value, { structuredContent: value }] })],
  videoOf: (value) => [logic.videoOf(value), logic.videoOf({ oembed: value, mainImage: value })],
  summaryFieldOf: (value) => [logic.summaryFieldOf(value), logic.summaryFieldOf({ type: 'likert', rawTitle: 'T', values: value })],
  summaryFieldsOf: (value) => logic.summaryFieldsOf(FIELDS, value as never),
  answerText: (value) => [logic.answerText({ type: 'checkbox' }, value), logic.answerText({ type: 'address' }, value)],
  isDevice: (value) => logic.isDevice(value),
  formPixelEvent: (value) => [logic.formPixelEvent(value as never, false), logic.formPixelEvent({ storage: value }, value as never), logic.formPixelEvent({ storage: { kind: value } }, false)],
  gatedVideoEventAllowed: (value) => [
    logic.gatedVideoEventAllowed(value as never),
    logic.gatedVideoEventAllowed({ key: value, gated: true, pageType: 106, censusEnabled: true, user: value, path: value, cookies: value } as never),
    logic.gatedVideoEventAllowed({ key: 'videoListPageView', gated: true, pageType: 1, censusEnabled: true, user: value, path: value, cookies: { ss_cvr: value } } as never),
  ],
  mediaPlaybackStep: (value) => [logic.mediaPlaybackStep(value as never, value as never), logic.mediaPlaybackStep('a', { type: 'start', media: value } as never)],
  readOrder: (value) => [logic.readOrder(value), logic.readOrder({ items: [value, { unitPrice: value, quantity: value }], grandTotal: value, testMode: value })],
  purchaseEvent: (value) => [logic.purchaseEvent(value as never), logic.purchaseEvent(logic.readOrder({ items: [value], grandTotal: value }))],
  templateErrorDiagnostics: (value) => [logic.templateErrorDiagnostics('a\n{b}', value as never), logic.templateErrorDiagnostics('a\n{b}', [value] as never)],
};

/** Functions of numbers that come from outside (sizes, counts, times, amounts): hostile numbers never throw. */
const NUMBER: Readonly<Record<string, (value: number, other: number) => unknown>> = {
  calendarDate: (value) => logic.calendarDate(value),
  dayKeyOf: (value) => logic.dayKeyOf(value, 'Pacific/Auckland'),
  daysInMonth: (value, other) => logic.daysInMonth(value, other),
  cartBadge: (value) => logic.cartBadge(value),
  clampNumberFormatDigits: (value) => logic.clampNumberFormatDigits(value),
  colourHex: (value) => logic.colourHex(value),
  hslToRgbValue: (value, other) => logic.hslToRgbValue({ h: value, s: other, l: other, a: value }),
  rgbValueToHsl: (value) => logic.rgbValueToHsl(value),
  commentCountLabel: (value) => logic.commentCountLabel(value),
  likeCountText: (value) => logic.likeCountText(value),
  fileTooLargeMessage: (value) => logic.fileTooLargeMessage('a.png', value),
  formatFileSize: (value) => logic.formatFileSize(value),
  formatUploadLimit: (value) => logic.formatUploadLimit(value),
  fromMinorUnits: (value) => logic.fromMinorUnits(value, 'USD'),
  isFileTooLarge: (value, other) => logic.isFileTooLarge(value, other),
  isSameDay: (value, other) => logic.isSameDay(value, other, 'Europe/Paris'),
  nextSlide: (value, other) => logic.nextSlide(value, other),
  previousSlide: (value, other) => logic.previousSlide(value, other),
  productPageKind: (value) => logic.productPageKind(value),
  relativeTimeParts: (value, other) => logic.relativeTimeParts(value, other),
  slideForKey: (value, other) => ['ArrowLeft', 'ArrowRight', 'Home', 'End'].map((key) => logic.slideForKey(key, value, other)),
  slideForCarouselKey: (value, other) => ['ArrowLeft', 'ArrowRight', 'Home', 'End'].map((key) => logic.slideForCarouselKey(key, value, other)),
  galleryAutoplayDelayMs: (value) => logic.galleryAutoplayDelayMs({ autoplayDelay: value }),
  throttleDelay: (value, other) => logic.throttleDelay(value, other, other),
  thumbnailWidth: (value) => logic.thumbnailWidth(value),
  widthForDisplay: (value, other) => logic.widthForDisplay(value, other),
  withinLimit: (value, other) => logic.withinLimit(value, other, value),
  wrapSlide: (value, other) => logic.wrapSlide(value, other),
  zonedDateParts: (value) => logic.zonedDateParts(value, 'Europe/Paris'),
  zoomFactor: (value) => logic.zoomFactor(value),
  albumTracksLeftOut: (value) => logic.albumTracksLeftOut(value),
  checkBuilderLimit: (value, other) => logic.checkBuilderLimit('nestedCategories', value, other),
  builderLimitRemaining: (value) => logic.builderLimitRemaining('albumTracks', value),
  durationSeconds: (value) => logic.durationSeconds(value),
  mediaTime: (value) => logic.mediaTime(value),
  gatedVideoPageViewKey: (value) => logic.gatedVideoPageViewKey(value),
};

/** Numbers a page can hand over: NaN, infinities, -0, the extremes, fractions, huge and tiny. */
const HOSTILE_NUMBER = fc.oneof(
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53, 8.64e15 + 1),
  fc.double(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
);

const TYPED_STATE = 'reads the library\'s own typed objects (a Product or cart the api/ readers checked, a field definition readFormFields made, a flow\'s state): no outside text reaches it that a TEXT or DATA function above does not read first';
const REDUCER = 'a state machine or its initial state over the library\'s own typed events';
const NUMBERS = 'typed numbers or Money the library computed (positions, amounts already checked by moneyProblem), or a file name a browser gave: not outside text';
const PAYLOAD = 'builds an analytics payload or decision from the page\'s typed state; the cookie text it starts from is parsed by parseVisitorRecord / parseUserInfoCookie / readCookieAllowed above';
const PREFERENCES = 'merges preference objects api/ has already read with readJsonObject (nesting bounded there)';

/** Exports that are not parsers, validators or formatters of outside input, and why. */
const NOT_PARSERS: Readonly<Record<string, string>> = Object.fromEntries(
  (
    [
      [TYPED_STATE, [
        'galleryAutoplayRuns', 'galleryMediaShowsImage',
        'addToCartAlertTitle', 'addToCartLabel', 'altText', 'calendarLink', 'captchaLayout', 'captchaNotice', 'captchaRenderDecision', 'captchaScriptUrl',
        'commentLinkUrl', 'commentsAnchorId', 'computeCart', 'editableFieldProperties', 'entryJoinedBy', 'quantityOfVariant', 'findVariant', 'giftCardDenominations',
        'hasCaptchaSiteKey', 'hasStockRule', 'hasVariedPrices', 'hslToCss', 'imageLoading', 'installmentText', 'isClickable', 'isCompositeField',
        'isInputField', 'isOnSale', 'isRestockFormHidden', 'isSoldOut', 'isVariantInStock', 'itemUrl', 'mailingListOptInDefault', 'merchandisingFor',
        'minimumSubtotalMessage', 'missingOptionsMessage', 'needsRestockForm', 'newsletterSubmissionData', 'optionNames', 'originalPrice', 'priceRange', 'productPrices',
        'productStatus', 'restockSkus', 'scarcityMessage', 'serializeForm', 'showsComments', 'showsMailingListCheckbox', 'showsQuantityInput',
        'showsVariantSelect', 'slideOfImage', 'storeCreationPlan', 'submissionPayload', 'subscriptionPrice', 'subscriptionWording', 'totalStock',
        'unitsLeft', 'validateAddToCart', 'validateChartDataset', 'validateField', 'validateHsl', 'validateImageProps', 'variantChoices', 'variantOptions',
        'upgradeDestination', 'isEmptyAnswer', 'storeCreationStepName', 'storeCreationProgress', 'nextStoreCreationStep',
        // The navigation editor's rows come from a layout api/site.ts readNavigationItem has read (JSON: no cycles).
        'flattenNavigation', 'buildNavigation', 'normalizeDepths', 'navigationMoves', 'moveNavigationRow', 'dropNavigationRow', 'addNavigationRow',
        'updateNavigationRow', 'removeNavigationRow', 'isNavigationChanged', 'navigationRowPlace', 'navigationMoveAnnouncement', 'navigationItemKind', 'navigationToEdit',
        'chartSeries', 'navigationTargetText', 'navigationNestedTitles', 'navigationDestinationsOf', 'chartColumnHasValues', 'chartRowHasValues',
        // The gallery designer's own GalleryDesign union and option names, and options normaliseGalleryOptions gave.
        'galleryOptionApplies', 'galleryFrameRatio',
        // Site styles read by readSiteStyles, and the languages list api/site.ts read.
        'siteStylesDirtyPaths', 'siteStylesPatch', 'themeColour', 'usageFont', 'addLanguage', 'removeLanguage', 'moveLanguage', 'setDefaultLanguage', 'isLanguagesChanged',
        // The form builder's field list: FormField objects the builder made (newFormField) or readFormFields read.
        'fieldProperties', 'newFormField', 'updateFormField', 'removeFormField',
        // The word of the library's own TagType union ('tag' | 'category').
        'tagTypeText',
        // The library's own Product, Money and InstallmentPlan, and the BuilderLimit union.
        'isSubscribableProduct', 'installmentPlacement', 'isInstallmentPlan', 'builderLimitMessage',
      ]],
      [REDUCER, [
        'addToCartButtonState', 'storeCreationReducer', 'addToCartDelay', 'addToCartFlow', 'canSubmit', 'errorReportQueue', 'fetchStateReducer', 'formSubmissionReducer',
        'formSubmitLabel', 'initialFetchState', 'initialFormSubmissionState', 'isNewAdd', 'isSubmitting', 'needsChoiceOnListing', 'zoomReducer',
        'addChartColumn', 'addChartRow', 'removeChartColumn', 'removeChartRow', 'renameChartColumn', 'setChartCell',
        'fileUploadReducer', 'uploadPercent',
      ]],
      [NUMBERS, ['moveFormField', 'cssPosition', 'focalPoint', 'formatMinorUnits', 'formatMoney', 'moneyFormatter', 'pointInBox', 'toMinorUnits', 'unsupportedFileMessage', 'zoomTransform']],
      [PAYLOAD, [
        'adPixelEventPayload', 'canSendGatedVideoEvent', 'censusPageFields', 'censusVisit', 'clearsPasswordAfter', 'commerceCartFields',
        'commerceEventPayload', 'commerceProductFields', 'formatVisitorRecord', 'isSessionRecordingEligible', 'legacyEventPayload', 'newVisitorRecord',
        'nextVisit', 'performanceRecord', 'pipelineEventPayload', 'popupOverlayCensusEvent', 'popupOverlayClosedValues', 'popupOverlayPlacement',
        'popupOverlaySubmittedValues', 'runsPostSubmitScript', 'shouldClearCensusCookies', 'shouldSendMemberLocale', 'shouldShowPopupOverlay',
        'trackingDecision',
      ]],
      [PREFERENCES, ['applyPreferences', 'cachedPreferences', 'needsUpdate', 'preferencesToSave', 'reverseLookup']],
    ] as const
  ).flatMap(([reason, names]) => names.map((name) => [name, reason])),
);

const TEMPLATE_ENGINE = new Set(Object.keys(templateEngine));
const FUNCTIONS = Object.entries(logic)
  .filter(([name, value]) => typeof value === 'function' && !TEMPLATE_ENGINE.has(name))
  .map(([name]) => name)
  .sort();

/** Runs `call`, letting through only the throw its contract documents. */
function contained(name: string, call: () => unknown): void {
  try {
    call();
  } catch (error) {
    const documented = DOCUMENTED_THROWS[name];
    if (documented && error instanceof Error && documented.test(error.message)) return;
    throw error;
  }
}

describe('every export of logic/ is covered', () => {
  it('each function is fed hostile input here, or listed as not a parser with the reason', () => {
    const missing = FUNCTIONS.filter((name) => !(name in TEXT) && !(name in DATA) && !(name in NUMBER) && !(name in NOT_PARSERS));
    expect(missing, 'new logic/ exports: add a property test (TEXT, DATA or NUMBER) or a reason (NOT_PARSERS)').toEqual([]);
  });

  it('every listed name is an export, listed once', () => {
    const listed = [...Object.keys(TEXT), ...Object.keys(DATA), ...Object.keys(NUMBER), ...Object.keys(NOT_PARSERS)];
    expect(listed.filter((name) => !FUNCTIONS.includes(name))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('text parsers, validators and formatters: hostile text never throws', () => {
  it.each(Object.entries(TEXT))('%s', (name, call) => {
    fc.assert(
      fc.property(hostileText(60), (text) => contained(name, () => call(text))),
      fuzzParams(60),
    );
  });
});

describe('text parsers, validators and formatters: linear time (10x the text costs at most 30x)', () => {
  it.each(Object.entries(TEXT))('%s', (name, call) => {
    expectLinearTime(name, { make: longText, run: (text) => contained(name, () => call(text)), size: 1000 });
  });
});

describe('readers of outside data: hostile values, deep nesting and cycles never throw', () => {
  it.each(Object.entries(DATA))('%s', (_name, call) => {
    fc.assert(fc.property(hostileObject(4), (value) => void call(value)), fuzzParams(60));
    for (const value of [deepObject(10_000), deepObject(10_000, '__proto__'), cyclicObject(), Object.create(null), [], '', 0, Number.NaN, null, undefined]) {
      call(value);
    }
  });
});

describe('functions of outside numbers: NaN, infinities, -0 and extremes never throw', () => {
  it.each(Object.entries(NUMBER))('%s', (name, call) => {
    fc.assert(fc.property(HOSTILE_NUMBER, HOSTILE_NUMBER, (value, other) => contained(name, () => call(value, other))), fuzzParams(100));
  });
});
