// The header and footer editor's wording, in a leaf module so the localized-string table does not bring in the rules.
/** The header and footer editor's wording (library strings; failures use the rendering spec, error catalogue builder messages). */
export const HEADER_FOOTER_STRINGS = {
  /** Library string: the editor's heading. */
  headerFooterTitle: 'Header and footer',
  /** Library string: the header group. */
  headerFooterHeaderTitle: 'Header',
  /** Library string: the footer group. */
  headerFooterFooterTitle: 'Footer',
  /** Library string: a value's label when the library has no word for it; {key} is its name. */
  headerFooterFieldLabel: '{key}',
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
