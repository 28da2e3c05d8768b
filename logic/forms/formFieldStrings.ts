/**
 * The form field kinds' localized-string defaults (rendering spec, entities, "Localized strings"), one small
 * object per kind that shows them, so a bundle carries the defaults it shows and no others. The forms'
 * spec messages stay in forms.ts (FORM_STRINGS); `DEFAULT_LOCALIZED_STRINGS` (strings.ts) gathers them
 * all, and a site overrides any of them through the localized-strings provider.
 */

/** The labels of the sub-fields of composite field kinds (logic/shopper/additionalFields.ts SUB_FIELDS). */
export const SUB_FIELD_STRINGS = {
  /** Library strings: the sub-fields of name, address, date, time and phone fields. */
  formFirstNameText: 'First Name',
  formLastNameText: 'Last Name',
  formAddressLine1Text: 'Address 1',
  formAddressLine2Text: 'Address 2',
  formCityText: 'City',
  formStateText: 'State/Province',
  formPostalCodeText: 'Zip/Postal Code',
  formCountryText: 'Country',
  formMonthText: 'Month',
  formDayText: 'Day',
  formYearText: 'Year',
  formHourText: 'Hour',
  formMinuteText: 'Minute',
  formPhoneCountryCodeText: 'Country Code',
  formPhoneAreaCodeText: 'Area Code',
  formPhoneNumberText: 'Number',
} as const;

/** The five answers of a likert question (logic/shopper/additionalFields.ts LIKERT_ANSWERS); each key is the answer sent. */
export const LIKERT_ANSWER_STRINGS = {
  StronglyDisagree: 'Strongly Disagree',
  Disagree: 'Disagree',
  Neutral: 'Neutral',
  Agree: 'Agree',
  StronglyAgree: 'Strongly Agree',
} as const;

/** A select field's wording. */
export const SELECT_FIELD_STRINGS = {
  /** Library string: the empty choice of a select field. */
  formSelectPlaceholderText: 'Select an option',
} as const;

/** The additional-fields form's own wording (its saving text and messages are the forms'). */
export const ADDITIONAL_FIELDS_FORM_STRINGS = {
  /** Library string: the submit button of an additional-fields form. */
  formSaveText: 'Save',
} as const;

/** The captcha's area (its notices are the captcha module's). */
export const CAPTCHA_AREA_STRINGS = {
  /** Library string: the name of the area the captcha is drawn into. */
  captchaAreaLabel: 'CAPTCHA',
} as const;
