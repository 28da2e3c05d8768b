/**
 * The localized strings a site supplies (rendering spec, entities, "Localized strings"), with the defaults
 * the library uses when a site gives none. Components read them through the localized-strings
 * provider, never inline. Keys the spec names keep the spec's names; the rest are the library's own.
 * The spec's messages are constants of the module that owns them (cart, forms, subscription, API
 * errors, captcha, merchandising), gathered here as the defaults a site may override. Those modules'
 * message functions take the strings as their last argument (their own object by default), and
 * import only types from this module, which imports them. Every other default is a small object of
 * the component that shows it (productStrings.ts, cartPageStrings.ts, formFieldStrings.ts): a component
 * reads its own keys with `useStrings(OBJECT)`, so this whole table is only in a bundle that imports it.
 */
import { API_ERROR_STRINGS } from './apiErrors.ts';
import { BUILDER_MESSAGE_STRINGS, CONFIRM_MODAL_STRINGS } from '../builder/builderMessages.ts';
import { BUILDER_FIELD_STRINGS, BUILDER_PICKER_STRINGS } from '../builder/builderFieldStrings.ts';
import { CAPTCHA_STRINGS } from '../forms/captcha.ts';
import { CART_STRINGS } from '../shopper/cart.ts';
import { CHART_DATA_STRINGS } from '../builder/chartData.ts';
import { FILE_STRINGS } from '../forms/files.ts';
import { CART_ENTRY_STRINGS, CART_FIELDS_EDITOR_STRINGS, CART_PAGE_STRINGS, CART_TOTALS_STRINGS } from '../shopper/cartPageStrings.ts';
import { COOKIE_BANNER_STRINGS, COOKIE_CONSENT_ANNOUNCEMENT_STRINGS, COOKIE_SETTINGS_BUTTON_STRINGS } from '../visitor/consentStrings.ts';
import {
  ADDITIONAL_FIELDS_FORM_STRINGS,
  CAPTCHA_AREA_STRINGS,
  LIKERT_ANSWER_STRINGS,
  SELECT_FIELD_STRINGS,
  SUB_FIELD_STRINGS,
} from '../forms/formFieldStrings.ts';
import { EVENT_CALENDAR_STRINGS, EVENT_ITEM_STRINGS, EVENT_LIST_STRINGS } from '../content/eventStrings.ts';
import { FORM_STRINGS } from '../forms/forms.ts';
import { FORM_BUILDER_STRINGS } from '../builder/formBuilderStrings.ts';
import { GALLERY_STRINGS } from '../content/galleryStrings.ts';
import { MERCHANDISING_STRINGS } from '../shopper/merchandising.ts';
import {
  ERROR_PAGE_STRINGS,
  LOCK_SCREEN_STRINGS,
  MEMBER_AREA_DENIED_STRINGS,
  NOT_FOUND_STRINGS,
  PAGE_HOME_LINK_STRINGS,
} from '../content/pageStrings.ts';
import { POPUP_OVERLAY_STRINGS } from '../visitor/popupOverlay.ts';
import { PAGE_FLAG_STRINGS } from '../visitor/pageFlags.ts';
import { ANALYTICS_LOG_STRINGS } from '../visitor/analyticsStrings.ts';
import {
  ADDED_TO_CART_POPOVER_STRINGS,
  ADD_TO_CART_BUTTON_STRINGS,
  CLOSE_BUTTON_STRINGS,
  ERROR_BOUNDARY_STRINGS,
  PRODUCT_BADGE_STRINGS,
  PRODUCT_DETAIL_STRINGS,
  PRODUCT_GRID_STRINGS,
  PRODUCT_GALLERY_STRINGS,
  PRODUCT_PRICE_STRINGS,
  QUANTITY_INPUT_STRINGS,
  QUICK_VIEW_BUTTON_STRINGS,
  RELATED_PRODUCTS_STRINGS,
  RESTOCK_FORM_STRINGS,
  VARIANT_SELECTOR_STRINGS,
  ZOOMABLE_IMAGE_STRINGS,
} from '../shopper/productStrings.ts';
import { QUICK_VIEW_STRINGS } from '../shopper/quickView.ts';
import { ACCOUNT_STRINGS } from '../visitor/session.ts';
import { SOCIAL_STRINGS } from '../visitor/socialStrings.ts';
import { SUBSCRIPTION_STRINGS } from '../shopper/subscription.ts';
import { TEMPLATE_PLAYGROUND_STRINGS } from '../template/playground.ts';
import { CODE_FIELD_STRINGS, TEMPLATE_PLAYGROUND_EDITOR_STRINGS } from '../builder/codeEditorStrings.ts';
import { DEVICE_VIEW_STRINGS } from '../builder/devices.ts';
import { AUDIO_PLAYER_STRINGS, FORM_ANSWER_SUMMARY_STRINGS, VIDEO_WRAPPER_STRINGS } from '../content/mediaStrings.ts';
import { VIDEO_MESSAGE_STRINGS } from '../content/oembed.ts';
import { STORE_CREATION_STRINGS } from '../builder/storeCreation.ts';
import { UPGRADE_LINK_STRINGS } from '../builder/upgrade.ts';
import { NAVIGATION_EDITOR_STRINGS } from '../builder/navigationEditor.ts';
import { HEADER_FOOTER_STRINGS } from '../builder/headerFooterStrings.ts';
import { LANGUAGES_STRINGS } from '../builder/languagesStrings.ts';
import { PLACES_STRINGS } from '../forms/placesStrings.ts';
import { SITE_STYLES_STRINGS } from '../builder/siteStylesStrings.ts';
import { COLOUR_STRINGS } from '../builder/colour.ts';
import { COLOUR_INPUT_STRINGS } from '../builder/colourStrings.ts';
import { TAG_EDITOR_STRINGS, TAG_STRINGS } from '../builder/tags.ts';
import { BUILDER_LIMIT_STRINGS } from '../builder/builderLimits.ts';
import { INSTALLMENT_STRINGS } from '../shopper/store.ts';
import { CURRENCY_NAME_STRINGS } from '../shopper/currencyNames.ts';
import { CONNECTED_ACCOUNT_STRINGS } from '../content/connectedAccount.ts';
import { GALLERY_DESIGNER_STRINGS } from '../builder/galleryDesigner.ts';
import { ADD_TO_CART_FORM_STRINGS } from '../shopper/addToCartFlow.ts';
import { ORDER_PAGE_STRINGS, ORDER_SUMMARY_STRINGS } from '../shopper/orderStrings.ts';

export const DEFAULT_LOCALIZED_STRINGS = {
  ...CART_STRINGS,
  ...FORM_STRINGS,
  ...SUBSCRIPTION_STRINGS,
  ...API_ERROR_STRINGS,
  ...TEMPLATE_PLAYGROUND_STRINGS,
  ...CAPTCHA_STRINGS,
  ...MERCHANDISING_STRINGS,
  ...QUICK_VIEW_STRINGS,
  ...PRODUCT_BADGE_STRINGS,
  ...PRODUCT_PRICE_STRINGS,
  ...ADD_TO_CART_BUTTON_STRINGS,
  ...QUANTITY_INPUT_STRINGS,
  ...VARIANT_SELECTOR_STRINGS,
  ...CLOSE_BUTTON_STRINGS,
  ...ADDED_TO_CART_POPOVER_STRINGS,
  ...CART_PAGE_STRINGS,
  ...CART_ENTRY_STRINGS,
  ...CART_FIELDS_EDITOR_STRINGS,
  ...CART_TOTALS_STRINGS,
  ...SUB_FIELD_STRINGS,
  ...LIKERT_ANSWER_STRINGS,
  ...SELECT_FIELD_STRINGS,
  ...ADDITIONAL_FIELDS_FORM_STRINGS,
  ...ADD_TO_CART_FORM_STRINGS,
  ...QUICK_VIEW_BUTTON_STRINGS,
  ...PRODUCT_GALLERY_STRINGS,
  ...GALLERY_STRINGS,
  ...ZOOMABLE_IMAGE_STRINGS,
  ...RELATED_PRODUCTS_STRINGS,
  ...PRODUCT_DETAIL_STRINGS,
  ...PRODUCT_GRID_STRINGS,
  ...ERROR_BOUNDARY_STRINGS,
  ...RESTOCK_FORM_STRINGS,
  ...CAPTCHA_AREA_STRINGS,
  ...POPUP_OVERLAY_STRINGS,
  ...PAGE_FLAG_STRINGS,
  ...ANALYTICS_LOG_STRINGS,
  ...MEMBER_AREA_DENIED_STRINGS,
  ...LOCK_SCREEN_STRINGS,
  ...PAGE_HOME_LINK_STRINGS,
  ...NOT_FOUND_STRINGS,
  ...ERROR_PAGE_STRINGS,
  ...ACCOUNT_STRINGS,
  ...COOKIE_BANNER_STRINGS,
  ...COOKIE_SETTINGS_BUTTON_STRINGS,
  ...COOKIE_CONSENT_ANNOUNCEMENT_STRINGS,
  ...EVENT_ITEM_STRINGS, ...EVENT_LIST_STRINGS, ...EVENT_CALENDAR_STRINGS,
  ...SOCIAL_STRINGS,
  ...AUDIO_PLAYER_STRINGS, ...VIDEO_WRAPPER_STRINGS, ...VIDEO_MESSAGE_STRINGS, ...FORM_ANSWER_SUMMARY_STRINGS,
  ...COLOUR_STRINGS, ...COLOUR_INPUT_STRINGS,
  ...TAG_STRINGS, ...TAG_EDITOR_STRINGS,
  ...BUILDER_LIMIT_STRINGS,
  ...INSTALLMENT_STRINGS,
  ...CURRENCY_NAME_STRINGS,
  ...CONNECTED_ACCOUNT_STRINGS,
  ...GALLERY_DESIGNER_STRINGS,
  ...BUILDER_MESSAGE_STRINGS, ...CONFIRM_MODAL_STRINGS, ...BUILDER_FIELD_STRINGS, ...BUILDER_PICKER_STRINGS,
  ...FORM_BUILDER_STRINGS,
  ...CHART_DATA_STRINGS,
  ...FILE_STRINGS,
  ...CODE_FIELD_STRINGS, ...DEVICE_VIEW_STRINGS, ...TEMPLATE_PLAYGROUND_EDITOR_STRINGS,
  ...STORE_CREATION_STRINGS, ...UPGRADE_LINK_STRINGS, ...NAVIGATION_EDITOR_STRINGS,
  ...HEADER_FOOTER_STRINGS, ...LANGUAGES_STRINGS, ...PLACES_STRINGS, ...SITE_STYLES_STRINGS,
  ...ORDER_SUMMARY_STRINGS, ...ORDER_PAGE_STRINGS,
} as const;

/** Every localized string key. */
export type LocalizedStringKey = keyof typeof DEFAULT_LOCALIZED_STRINGS;

/** A full set of localized strings. */
export type LocalizedStrings = Record<LocalizedStringKey, string>;

export { interpolate } from './interpolate.ts';
