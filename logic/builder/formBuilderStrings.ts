/**
 * The form builder's localized-string defaults (rendering spec, entities form builder, validation rules and error catalogue builder
 * messages). The spec's messages keep their one constant in builder.ts and are referenced here; the
 * rest (labels of the fieldsets, properties, field types and actions) is the library's wording.
 */
import { EMAILS_FORMAT_MESSAGE, LIST_REQUIRED_MESSAGE, PLEASE_ENTER_VALID_EMAIL } from './builder.ts';

/** Rendering spec, error catalogue: the storage fieldset when the owner has no mailing list. */
export const NO_MAILING_LISTS_MESSAGE = "You don't have any mailing lists. Please create one before continuing.";

/** Every string the form builder shows. */
export const FORM_BUILDER_STRINGS = {
  /** Spec messages (rendering spec, validation rules, error catalogue). */
  formBuilderInvalidEmail: PLEASE_ENTER_VALID_EMAIL,
  formBuilderEmailsFormat: EMAILS_FORMAT_MESSAGE,
  formBuilderListRequired: LIST_REQUIRED_MESSAGE,
  formBuilderNoMailingLists: NO_MAILING_LISTS_MESSAGE,
  /** Library strings: the builder's frame. */
  formBuilderTitle: 'Form builder',
  formBuilderFormName: 'Form name',
  formBuilderPreview: 'Preview',
  formBuilderNoFields: 'This form has no fields yet. Add one below.',
  /** Library strings: the fieldsets (rendering spec, entities names them build, storage, advanced, captcha, disclaimer). */
  formBuilderFieldsetBuild: 'Build',
  formBuilderFieldsetStorage: 'Storage',
  formBuilderFieldsetAdvanced: 'Advanced',
  formBuilderFieldsetCaptcha: 'Captcha',
  formBuilderFieldsetDisclaimer: 'Disclaimer',
  formBuilderFieldsets: 'Form settings',
  /** Library strings: the field list and its actions; {label} is a field's label, {type} its kind. */
  formBuilderFields: 'Fields',
  formBuilderAddFieldType: 'New field type',
  formBuilderAddField: 'Add field',
  formBuilderEditField: 'Edit {label}',
  formBuilderRemoveField: 'Remove {label}',
  /** Library string: the remove question; {label} is the field's label. */
  formBuilderRemoveTitle: 'Remove {label}?',
  /** Library string: what removing a field does. */
  formBuilderRemoveDescription: 'The field and its settings are removed from the form.',
  /** Library string: the remove question's confirm button. */
  formBuilderRemoveConfirm: 'Remove',
  formBuilderMoveUp: 'Move {label} up',
  formBuilderMoveDown: 'Move {label} down',
  formBuilderDragHandle: 'Reorder {label}',
  formBuilderFieldSummary: '{type} field',
  formBuilderUntitled: 'Untitled',
  /** Library strings: dnd-kit's screen-reader instructions and announcements; {position} and {count} are 1-based. */
  formBuilderDragInstructions: 'To reorder a field, press Space or Enter on its handle, move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
  formBuilderDragStart: 'Picked up {label}, position {position} of {count}.',
  formBuilderDragOver: '{label} moved to position {position} of {count}.',
  formBuilderDragEnd: '{label} dropped at position {position} of {count}.',
  formBuilderDragCancel: 'Reordering cancelled. {label} is back at position {position} of {count}.',
  formBuilderMoved: '{label} is now at position {position} of {count}.',
  formBuilderAdded: '{label} added.',
  formBuilderRemoved: '{label} removed.',
  /** Library strings: the properties of a field (rendering spec, entities table names them). */
  formBuilderPropertyLabel: 'Label',
  formBuilderPropertyDescription: 'Description',
  formBuilderPropertyPlaceholder: 'Placeholder',
  formBuilderPropertyRequired: 'Required',
  formBuilderPropertyCurrencySymbol: 'Currency symbol',
  formBuilderPropertyShowCountryCode: 'Show country code',
  formBuilderPropertyUnderline: 'Underline',
  formBuilderPropertyOptions: 'Options',
  formBuilderPropertyOptionsHint: 'One per line.',
  formBuilderPropertyKey: 'Query parameter',
  formBuilderPropertyValue: 'Default value',
  formBuilderPropertyMaxLength: 'Maximum length',
  formBuilderMaxLengthInvalid: 'Enter a whole number of characters, at least 1.',
  /** Library strings: the storage fieldset. */
  formBuilderStorageKind: 'Send submissions to',
  formBuilderStorageMailingList: 'A mailing list',
  formBuilderStorageEmail: 'Email',
  formBuilderMailingList: 'Mailing list',
  formBuilderChooseList: 'Choose a list',
  formBuilderEmailAddresses: 'Email addresses',
  formBuilderEmailAddressesHint: 'Separate addresses with commas.',
  formBuilderLoadingLists: 'Loading mailing lists…',
  /** Library strings: the advanced fieldset. */
  formBuilderSubmitLabel: 'Submit button label',
  formBuilderSubmissionText: 'Message after submission',
  formBuilderRedirectUrl: 'Redirect after submission',
  formBuilderRedirectUrlHint: 'Leave empty to show the message instead.',
  /** Library strings: the captcha and disclaimer fieldsets. */
  formBuilderCaptchaEnabled: 'Ask visitors to solve a captcha',
  formBuilderDisclaimerEnabled: 'Show a disclaimer',
  formBuilderDisclaimerText: 'Disclaimer text',
  /** Library strings: the field types, as the add menu and each field's summary name them. */
  formBuilderTypeText: 'Text',
  formBuilderTypeTextarea: 'Text area',
  formBuilderTypeEmail: 'Email',
  formBuilderTypeNumber: 'Number',
  formBuilderTypeWebsite: 'Website',
  formBuilderTypeCurrency: 'Currency',
  formBuilderTypePassword: 'Password',
  formBuilderTypeTwitter: 'Twitter',
  formBuilderTypeDate: 'Date',
  formBuilderTypeTime: 'Time',
  formBuilderTypeName: 'Name',
  formBuilderTypeAddress: 'Address',
  formBuilderTypePhone: 'Phone',
  formBuilderTypeSection: 'Section',
  formBuilderTypeRadio: 'Radio buttons',
  formBuilderTypeCheckbox: 'Checkboxes',
  formBuilderTypeSelect: 'Dropdown',
  formBuilderTypeLikert: 'Likert scale',
  formBuilderTypeHidden: 'Hidden',
} as const;

/** A key of {@link FORM_BUILDER_STRINGS}. */
export type FormBuilderStringKey = keyof typeof FORM_BUILDER_STRINGS;

/** The form builder's strings as a component reads them (defaults with the site's overrides). */
export type FormBuilderStrings = Readonly<Record<FormBuilderStringKey, string>>;
