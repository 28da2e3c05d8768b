/**
 * Tags and categories of the builder (rendering spec, validation rules builder messages, constants and limits limits): the checks of a
 * new or renamed name, the one-at-a-time editing rule, and the tag editor's wording as localized
 * strings. Moved out of builder.ts so the tag editor's bundle carries only these.
 */
import { interpolate } from '../shared/interpolate.ts';

/** What a tag editor edits. */
export type TagType = 'tag' | 'category';

/** The longest tag and category (rendering spec, constants and limits: max tag length 50, max category length 25). */
export const TAG_MAX_LENGTH: Readonly<Record<TagType, number>> = { tag: 50, category: 25 };

/** Builder message (rendering spec, validation rules). */
export const TAG_EXISTS_MESSAGE = 'This {tagType} already exists';
/** Builder message (rendering spec, validation rules). */
export const ONE_TAG_AT_A_TIME_MESSAGE = 'You may only edit one {tagType} at a time';

/** Library wording for the tag checks the spec gives no message for. */
export const TAG_LIBRARY_MESSAGES = {
  empty: 'Enter a {tagType}',
  tooLong: 'A {tagType} may have at most {max} characters',
} as const;

/**
 * The tag checks' messages and the words for {tagType}, as localized-string defaults: the spec's
 * messages verbatim, then the library's own wording (marked "Library string").
 */
export const TAG_STRINGS = {
  tagExistsMessage: TAG_EXISTS_MESSAGE,
  tagOneAtATimeMessage: ONE_TAG_AT_A_TIME_MESSAGE,
  /** Library string: a blank name. */
  tagEmptyMessage: TAG_LIBRARY_MESSAGES.empty,
  /** Library string: a name over its limit; {max} is 50 for a tag, 25 for a category. */
  tagTooLongMessage: TAG_LIBRARY_MESSAGES.tooLong,
  /** Library string: {tagType} in a message about tags. */
  tagTypeTagText: 'tag',
  /** Library string: {tagType} in a message about categories. */
  tagTypeCategoryText: 'category',
} as const;

/** The strings the tag checks word their messages with. */
export type TagStrings = Readonly<Record<keyof typeof TAG_STRINGS, string>>;

/** The word for a tag type in the site's strings. */
export function tagTypeText(tagType: TagType, strings: TagStrings = TAG_STRINGS): string {
  return tagType === 'category' ? strings.tagTypeCategoryText : strings.tagTypeTagText;
}

/** The limit of a tag type; anything but 'category' is held to the tag's. */
const maxLength = (tagType: TagType): number => (tagType === 'category' ? TAG_MAX_LENGTH.category : TAG_MAX_LENGTH.tag);

/**
 * The first problem of a new tag or category name, trimmed: blank; longer than its limit (tag 50,
 * category 25 characters); or already present, ignoring case (`This tag already exists`). To check a
 * rename, leave the name being renamed out of `existing`.
 */
export function validateTag(value: string, tagType: TagType, existing: readonly string[], strings: TagStrings = TAG_STRINGS): string | null {
  const name = typeof value === 'string' ? value.trim() : '';
  const type = tagTypeText(tagType, strings);
  if (name === '') return interpolate(strings.tagEmptyMessage, { tagType: type });
  const max = maxLength(tagType);
  if (Array.from(name).length > max) return interpolate(strings.tagTooLongMessage, { tagType: type, max });
  const lower = name.toLowerCase();
  const taken = Array.isArray(existing) && existing.some((other) => typeof other === 'string' && other.trim().toLowerCase() === lower);
  return taken ? interpolate(strings.tagExistsMessage, { tagType: type }) : null;
}

/** `You may only edit one tag at a time` when another one is already being edited. */
export function validateStartEditing(
  editingId: string | null | undefined,
  tagType: TagType,
  nextId?: string,
  strings: TagStrings = TAG_STRINGS,
): string | null {
  if (typeof editingId !== 'string' || editingId.trim() === '' || editingId === nextId) return null;
  return interpolate(strings.tagOneAtATimeMessage, { tagType: tagTypeText(tagType, strings) });
}

/** The tag editor's own wording, all library strings (the spec names only its two messages). */
export const TAG_EDITOR_STRINGS = {
  /** Library string: the editor's name when it edits tags. */
  tagEditorTagsLabel: 'Tags',
  /** Library string: the editor's name when it edits categories. */
  tagEditorCategoriesLabel: 'Categories',
  /** Library string: shown when there are no tags. */
  tagEditorNoTagsText: 'No tags yet',
  /** Library string: shown when there are no categories. */
  tagEditorNoCategoriesText: 'No categories yet',
  /** Library string: the label of the new-name input; {tagType} is the type's word. */
  tagEditorNewLabel: 'New {tagType}',
  /** Library string: the add button. */
  tagEditorAddText: 'Add',
  /** Library string: a name's rename button. */
  tagEditorRenameText: 'Rename',
  /** Library string: the spoken name of a rename button. */
  tagEditorRenameLabel: 'Rename {name}',
  /** Library string: the spoken name of a remove button. */
  tagEditorRemoveLabel: 'Remove {name}',
  /** Library string: a name's remove button. */
  tagEditorRemoveText: 'Remove',
  /** Library string: the label of the rename input. */
  tagEditorRenameInputLabel: 'New name for {name}',
  /** Library string: keeps a rename. */
  tagEditorSaveText: 'Save',
  /** Library string: drops a rename. */
  tagEditorCancelText: 'Cancel',
  /** Library string: announced when a name is added. */
  tagEditorAddedAnnouncement: '{name} added',
  /** Library string: announced when a name is removed. */
  tagEditorRemovedAnnouncement: '{name} removed',
  /** Library string: announced when a name is renamed. */
  tagEditorRenamedAnnouncement: '{name} renamed to {newName}',
} as const;
