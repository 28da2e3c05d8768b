// The header and footer editor's wording, in a leaf module so the localized-string table does not bring in the rules.
/** The header and footer editor's wording (library strings; failures use the rendering spec, error catalogue builder messages). */
export const HEADER_FOOTER_STRINGS = {
  /** Library string: the editor's heading. */
  headerFooterTitle: 'Header and footer',
  /** Library string: the header group. */
  headerFooterHeaderTitle: 'Header',
  /** Library string: the footer group. */
  headerFooterFooterTitle: 'Footer',
  /** Library string: a value's label when the library has no word for it; {key} is its name as words ('Promo banner'). */
  headerFooterFieldLabel: '{key}',
  /** Library string: the header's or footer's layout. */
  headerFooterLayoutLabel: 'Layout',
  /** Library string: the site's title in the header. */
  headerFooterSiteTitleLabel: 'Site title',
  /** Library string: the header's announcement bar. */
  headerFooterAnnouncementLabel: 'Announcement',
  /** Library string: the cart switch. */
  headerFooterShowCartLabel: 'Show the cart',
  /** Library string: the account switch. */
  headerFooterShowAccountLabel: 'Show the account link',
  /** Library string: the language picker switch. */
  headerFooterShowLanguagePickerLabel: 'Show the language picker',
  /** Library string: the footer's line of text. */
  headerFooterTextLabel: 'Footer text',
  /** Library string: the social links switch. */
  headerFooterShowSocialLinksLabel: 'Show social links',
  /** Library string: which form the footer's newsletter sign-up uses. */
  headerFooterNewsletterFormLabel: 'Newsletter form',
  /** Library string: the preview's label. */
  headerFooterPreviewLabel: 'Preview of the header and footer',
  /** Library string: the preview's cart mark. */
  headerFooterPreviewCart: 'Cart',
  /** Library string: the preview's account mark. */
  headerFooterPreviewAccount: 'Account',
  /** Library string: the preview's language mark. */
  headerFooterPreviewLanguage: 'Language',
  /** Library string: the preview's social mark. */
  headerFooterPreviewSocial: 'Social links',
  /** Library string: save. */
  headerFooterSave: 'Save header and footer',
  /** Library string: unsaved edits. */
  headerFooterUnsaved: 'Unsaved changes',
  /** Library string: announced while saving. */
  headerFooterSaving: 'Saving header and footer…',
  /** Library string: announced after a save. */
  headerFooterSaved: 'Header and footer saved',
} as const;
