// The languages editor's wording, in a leaf module so the localized-string table does not bring in the rules.
/** The languages editor's wording (library strings; load and save failures use the rendering spec, error catalogue builder messages). */
export const LANGUAGES_STRINGS = {
  /** Library string: the editor's heading. */
  languagesTitle: 'Languages',
  /** Library string: the list, for assistive technology. */
  languagesListLabel: 'Site languages',
  /** Library string: the multilingual connection status; {status} is the backend's state. */
  languagesStatusText: 'Multilingual status: {status}',
  /** Library string: connected. */
  languagesConnected: 'Connected',
  /** Library string: disconnected. */
  languagesDisconnected: 'Not connected',
  /** Library string: marks the default language. */
  languagesDefaultBadge: 'Default',
  /** Library string: make a language the default; {name} is the language. */
  languagesMakeDefault: 'Make {name} the default',
  /** Library string: the drag handle; {name} is the language. */
  languagesDragHandle: 'Drag {name}',
  /** Library string: how to order with the keyboard. */
  languagesKeyboardHint: 'Drag a language by its handle, or focus the handle and press Space, then the arrow keys, then Space to drop.',
  /** Library string: move up; {name} is the language. */
  languagesMoveUp: 'Move up: {name}',
  /** Library string: move down; {name} is the language. */
  languagesMoveDown: 'Move down: {name}',
  /** Library string: remove; {name} is the language. */
  languagesRemove: 'Remove {name}',
  /** Library string: the remove question; {name} is the language. */
  languagesRemoveTitle: 'Remove {name}?',
  /** Library string: what removing does. */
  languagesRemoveDescription: 'Visitors will no longer see the site in this language.',
  /** Library string: the remove confirmation. */
  languagesRemoveConfirm: 'Remove',
  /** Library string: the new language's code field. */
  languagesCodeLabel: 'Language code',
  /** Library string: the code field's hint. */
  languagesCodeHint: 'For example fr-FR',
  /** Library string: the new language's name field. */
  languagesNameLabel: 'Language name',
  /** Library string: add. */
  languagesAdd: 'Add language',
  /** Library string: a missing code. */
  languagesCodeRequired: 'Enter a language code',
  /** Library string: a missing name. */
  languagesNameRequired: 'Enter a language name',
  /** Library string: a code already listed; {code} is it. */
  languagesCodeTaken: '{code} is already a language of the site',
  /** Library string: save. */
  languagesSave: 'Save languages',
  /** Library string: unsaved edits. */
  languagesUnsaved: 'Unsaved changes',
  /** Library string: announced while saving. */
  languagesSaving: 'Saving languages…',
  /** Library string: announced after a save. */
  languagesSaved: 'Languages saved',
  /** Library string: announced after a move; {name} is the language, {position} and {count} its place. */
  languagesMoved: '{name} moved to position {position} of {count}',
  /** Library string: announced after a removal; {name} is the language. */
  languagesRemoved: '{name} removed',
  /** Library string: disconnect. */
  languagesDisconnect: 'Disconnect multilingual',
  /** Library string: the disconnect question. */
  languagesDisconnectTitle: 'Disconnect multilingual?',
  /** Library string: what disconnecting does. */
  languagesDisconnectDescription: 'The site will show only its default language.',
  /** Library string: the disconnect confirmation. */
  languagesDisconnectConfirm: 'Disconnect',
  /** Library string: announced after disconnecting. */
  languagesDisconnectedAnnouncement: 'Multilingual disconnected',
} as const;
