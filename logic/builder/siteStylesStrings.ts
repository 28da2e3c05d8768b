// The site styles editor's wording, in a leaf module so the localized-string table does not bring in the rules.
/** The site styles editor's wording (library strings; the failures use the builder messages of rendering spec, error catalogue). */
export const SITE_STYLES_STRINGS = {
  /** Library string: the editor's heading. */
  siteStylesTitle: 'Site styles',
  /** Library string: the palette's heading. */
  siteStylesPaletteTitle: 'Colour palette',
  /** Library string: a palette colour's label when the library has no word for it; {name} is its key as words ('Brand'). */
  siteStylesPaletteColourLabel: '{name} colour',
  /** Library string: the palette's accent colour (key accent). */
  siteStylesPaletteAccentLabel: 'Accent colour',
  /** Library string: the palette's highlight colour (key highlight). */
  siteStylesPaletteHighlightLabel: 'Highlight colour',
  /** Library string: the palette's text colour (key ink). */
  siteStylesPaletteInkLabel: 'Text colour',
  /** Library string: the palette's background colour (key paper). */
  siteStylesPalettePaperLabel: 'Background colour',
  /** Library string: the colour theme picker. */
  siteStylesColorThemeLabel: 'Default colour theme',
  /** Library string: the font themes' heading. */
  siteStylesFontsTitle: 'Fonts',
  /** Library string: the font theme picker. */
  siteStylesFontThemeLabel: 'Active font theme',
  /** Library string: the heading font of the active theme. */
  siteStylesHeadingFontLabel: 'Heading font',
  /** Library string: the body font of the active theme. */
  siteStylesBodyFontLabel: 'Body font',
  /** Library string: a usage category's picker when the library has no word for it; {usage} is its key as words ('Price tag'). */
  siteStylesUsageLabel: '{usage} font',
  /** Library string: the font of paragraphs (usage paragraph). */
  siteStylesUsageParagraphLabel: 'Paragraph font',
  /** Library string: the font of buttons (usage button). */
  siteStylesUsageButtonLabel: 'Button font',
  /** Library string: the font of the navigation (usage navigation). */
  siteStylesUsageNavigationLabel: 'Navigation font',
  /** Library string: a usage takes the heading font. */
  siteStylesUsageHeading: 'Heading font',
  /** Library string: a usage takes the body font. */
  siteStylesUsageBody: 'Body font',
  /** Library string: the preview's label. */
  siteStylesPreviewLabel: 'Preview of the site styles',
  /** Library string: the preview's sample heading. */
  siteStylesPreviewHeading: 'A heading in your site',
  /** Library string: the preview's sample text. */
  siteStylesPreviewBody: 'Body text as your visitors will read it.',
  /** Library string: the preview's sample button. */
  siteStylesPreviewButton: 'A button',
  /** Library string: save. */
  siteStylesSave: 'Save styles',
  /** Library string: reset to the saved styles. */
  siteStylesReset: 'Reset',
  /** Library string: close the editor. */
  siteStylesClose: 'Close',
  /** Library string: unsaved edits. */
  siteStylesUnsaved: 'Unsaved changes',
  /** Library string: announced while saving. */
  siteStylesSaving: 'Saving styles…',
  /** Library string: announced after a save. */
  siteStylesSaved: 'Styles saved',
  /** Library string: announced after a reset. */
  siteStylesResetDone: 'Styles reset to the saved values',
} as const;
