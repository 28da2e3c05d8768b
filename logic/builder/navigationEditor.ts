/**
 * The navigation editor's rules (rendering spec, entities Navigation, calls GetSiteLayout / UpdateNavigation): a
 * navigation's nested items as a flat list of rows with depths (what a sortable list and the keyboard
 * move), the moves that keep it a tree (reorder, indent, outdent, a drag's drop), adding, editing and
 * removing items, whether there are unsaved edits, and the editor's wording.
 */
import { interpolate } from '../shared/interpolate.ts';
import { keyWords } from './keyWords.ts';

/** A navigation item as the site layout gives it (the shape of api/site.ts NavigationItem). */
export interface NavigationTreeItem {
  title?: string;
  collectionId?: string;
  externalLink?: string;
  memberAreaId?: string;
  children?: NavigationTreeItem[];
}

/** What an item links to. */
export type NavigationItemKind = 'collection' | 'external' | 'memberArea';

/** One row of the flat list: the item without its children, its depth (0 at the top) and a stable id. */
export interface NavigationRow {
  id: string;
  depth: number;
  title: string;
  kind: NavigationItemKind;
  /** The collection id, link or member-area id, by kind. */
  target: string;
}

/** The kind of an item: a collection link, an external link or a member area (collection when it has none of them). */
export function navigationItemKind(item: NavigationTreeItem): NavigationItemKind {
  if (typeof item.externalLink === 'string') return 'external';
  if (typeof item.memberAreaId === 'string') return 'memberArea';
  return 'collection';
}

function targetOf(item: NavigationTreeItem, kind: NavigationItemKind): string {
  const value = kind === 'external' ? item.externalLink : kind === 'memberArea' ? item.memberAreaId : item.collectionId;
  return typeof value === 'string' ? value : '';
}

/** The rows of a navigation's items, depth first; ids are `prefix-0`, `prefix-1`, … in order. */
export function flattenNavigation(items: readonly NavigationTreeItem[], prefix = 'nav'): NavigationRow[] {
  const rows: NavigationRow[] = [];
  // An explicit stack, not recursion: a hostile layout nested thousands deep must not overflow it.
  const stack: Array<{ item: NavigationTreeItem; depth: number }> = [...items].reverse().map((item) => ({ item, depth: 0 }));
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { item, depth } = next;
    const kind = navigationItemKind(item);
    rows.push({ id: `${prefix}-${rows.length}`, depth, title: typeof item.title === 'string' ? item.title : '', kind, target: targetOf(item, kind) });
    const children = Array.isArray(item.children) ? item.children : [];
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const child = children[index];
      if (child) stack.push({ item: child, depth: depth + 1 });
    }
  }
  return rows;
}

function itemOf(row: NavigationRow): NavigationTreeItem {
  const item: NavigationTreeItem = { title: row.title };
  if (row.kind === 'external') item.externalLink = row.target;
  else if (row.kind === 'memberArea') item.memberAreaId = row.target;
  else item.collectionId = row.target;
  return item;
}

/**
 * The navigation the editor opens (rendering spec, calls: UpdateNavigation saves one by its identifier):
 * `wanted` when the layout has it, else the main (first) one; null when the layout has no navigation,
 * where there is nothing to save to (rendering spec, error catalogue: 'Unable to find site main navigation').
 */
export function navigationToEdit(identifiers: readonly string[], wanted?: string | null): string | null {
  if (wanted !== undefined && wanted !== null && identifiers.includes(wanted)) return wanted;
  return identifiers[0] ?? null;
}

/** The items UpdateNavigation is sent (rendering spec, calls): the rows as a tree, children only where there are some. */
export function buildNavigation(rows: readonly NavigationRow[]): NavigationTreeItem[] {
  const top: NavigationTreeItem[] = [];
  const parents: NavigationTreeItem[] = [];
  for (const row of normalizeDepths(rows)) {
    const item = itemOf(row);
    parents.length = row.depth;
    const parent = parents[row.depth - 1];
    if (parent) (parent.children ??= []).push(item);
    else top.push(item);
    parents.push(item);
  }
  return top;
}

/** The rows with depths a tree can have: the first at 0, each at most one deeper than the row before. */
export function normalizeDepths(rows: readonly NavigationRow[]): NavigationRow[] {
  let previous = -1;
  return rows.map((row) => {
    const depth = Math.max(0, Math.min(Number.isInteger(row.depth) ? row.depth : 0, previous + 1));
    previous = depth;
    return depth === row.depth ? row : { ...row, depth };
  });
}

/** The index of a row and the end (exclusive) of its block: the row and its descendants. */
function blockOf(rows: readonly NavigationRow[], id: string): { start: number; end: number } | null {
  const start = rows.findIndex((row) => row.id === id);
  const row = rows[start];
  if (!row) return null;
  let end = start + 1;
  while ((rows[end]?.depth ?? -1) > row.depth) end += 1;
  return { start, end };
}

/** The start of the previous sibling of the row at `start`, or -1. */
function previousSibling(rows: readonly NavigationRow[], start: number): number {
  const depth = rows[start]?.depth ?? 0;
  for (let index = start - 1; index >= 0; index -= 1) {
    const other = rows[index]?.depth ?? 0;
    if (other === depth) return index;
    if (other < depth) return -1;
  }
  return -1;
}

/** Which keyboard moves a row allows. */
export interface NavigationMoves {
  up: boolean;
  down: boolean;
  indent: boolean;
  outdent: boolean;
}

/** The moves a row allows: up/down among its siblings, indent under the sibling above, outdent out of its parent. */
export function navigationMoves(rows: readonly NavigationRow[], id: string): NavigationMoves {
  const block = blockOf(rows, id);
  const row = block ? rows[block.start] : undefined;
  if (!block || !row) return { up: false, down: false, indent: false, outdent: false };
  const hasPrevious = previousSibling(rows, block.start) >= 0;
  return { up: hasPrevious, down: rows[block.end]?.depth === row.depth, indent: hasPrevious, outdent: row.depth > 0 };
}

/** A keyboard move. */
export type NavigationMove = keyof NavigationMoves;

/** The rows after a keyboard move of one row (with its children); the same rows when the move is not allowed. */
export function moveNavigationRow(rows: readonly NavigationRow[], id: string, move: NavigationMove): readonly NavigationRow[] {
  if (!navigationMoves(rows, id)[move]) return rows;
  const block = blockOf(rows, id);
  if (!block) return rows;
  const moving = rows.slice(block.start, block.end);
  const rest = [...rows.slice(0, block.start), ...rows.slice(block.end)];
  switch (move) {
    case 'up': {
      const at = previousSibling(rows, block.start);
      return [...rest.slice(0, at), ...moving, ...rest.slice(at)];
    }
    case 'down': {
      const next = rows[block.end];
      const nextBlock = next ? blockOf(rows, next.id) : null;
      if (!nextBlock) return rows;
      const at = nextBlock.end - moving.length;
      return [...rest.slice(0, at), ...moving, ...rest.slice(at)];
    }
    case 'indent':
      // Becomes the last child of the sibling above: same place, one level deeper.
      return [...rows.slice(0, block.start), ...moving.map((row) => ({ ...row, depth: row.depth + 1 })), ...rows.slice(block.end)];
    case 'outdent': {
      // Becomes the sibling after its parent, below the parent's other children.
      const depth = rows[block.start]?.depth ?? 0;
      let at = block.start;
      while ((rest[at]?.depth ?? -1) >= depth) at += 1;
      return [...rest.slice(0, at), ...moving.map((row) => ({ ...row, depth: row.depth - 1 })), ...rest.slice(at)];
    }
  }
}

/**
 * The rows after a drag drops one row (with its children) where another row was: it takes that row's
 * place, at the depth it had, or shallower where the rows above cannot hold it.
 */
export function dropNavigationRow(rows: readonly NavigationRow[], id: string, overId: string): readonly NavigationRow[] {
  const block = blockOf(rows, id);
  const overIndex = rows.findIndex((row) => row.id === overId);
  if (!block || overIndex < 0 || id === overId || (overIndex > block.start && overIndex < block.end)) return rows;
  const moving = rows.slice(block.start, block.end);
  const rest = [...rows.slice(0, block.start), ...rows.slice(block.end)];
  // Dropped on a row below: after that row's block; on a row above: before it.
  const overBlock = blockOf(rows, overId);
  const target = overIndex > block.start && overBlock ? overBlock.end - moving.length : overIndex;
  const at = Math.max(0, Math.min(rest.length, target));
  const above = rest[at - 1];
  const first = moving[0];
  if (!first) return rows;
  const shift = Math.min(first.depth, above ? above.depth + 1 : 0) - first.depth;
  return normalizeDepths([...rest.slice(0, at), ...moving.map((row) => ({ ...row, depth: row.depth + shift })), ...rest.slice(at)]);
}

/** A new or edited item, as the owner typed it. */
export interface NavigationItemDraft {
  title: string;
  kind: NavigationItemKind;
  target: string;
}

/** The strings of {@link navigationDraftProblems}. */
export type NavigationDraftStrings = Readonly<Record<'navigationTitleRequired' | 'navigationTargetRequired', string>>;

/**
 * What is wrong with an item the owner typed: a blank title; a blank collection or member-area id; an
 * external link `validateLink` refuses (the builder's link check, given by the caller in the site's words).
 */
export function navigationDraftProblems(
  draft: NavigationItemDraft,
  validateLink: (link: string) => string | null,
  strings: NavigationDraftStrings = NAVIGATION_EDITOR_STRINGS,
): { title: string | null; target: string | null } {
  const title = draft.title.trim() === '' ? strings.navigationTitleRequired : null;
  if (draft.kind === 'external') return { title, target: validateLink(draft.target) };
  return { title, target: draft.target.trim() === '' ? strings.navigationTargetRequired : null };
}

/** The rows with a new item at the end, at the top level. */
export function addNavigationRow(rows: readonly NavigationRow[], draft: NavigationItemDraft, id: string): NavigationRow[] {
  return [...rows, { id, depth: 0, title: draft.title.trim(), kind: draft.kind, target: draft.target.trim() }];
}

/** The rows with one item's title, kind and target replaced. */
export function updateNavigationRow(rows: readonly NavigationRow[], id: string, draft: NavigationItemDraft): NavigationRow[] {
  return rows.map((row) => (row.id === id ? { ...row, title: draft.title.trim(), kind: draft.kind, target: draft.target.trim() } : row));
}

/** The rows without one item and its children. */
export function removeNavigationRow(rows: readonly NavigationRow[], id: string): NavigationRow[] {
  const block = blockOf(rows, id);
  return block ? [...rows.slice(0, block.start), ...rows.slice(block.end)] : [...rows];
}

/** True when the rows would save something other than the saved items (ids aside). */
export function isNavigationChanged(saved: readonly NavigationTreeItem[], rows: readonly NavigationRow[]): boolean {
  return JSON.stringify(buildNavigation(flattenNavigation(saved))) !== JSON.stringify(buildNavigation(rows));
}

/** A row's position among its siblings (1-based) and their count, and its parent row, for announcements. */
export function navigationRowPlace(rows: readonly NavigationRow[], id: string): { position: number; count: number; parent: NavigationRow | null } {
  const index = rows.findIndex((row) => row.id === id);
  const row = rows[index];
  if (!row) return { position: 0, count: 0, parent: null };
  let parentIndex = -1;
  for (let at = index - 1; at >= 0; at -= 1) {
    if ((rows[at]?.depth ?? 0) < row.depth) {
      parentIndex = at;
      break;
    }
  }
  let position = 0;
  let count = 0;
  for (let at = parentIndex + 1; at < rows.length; at += 1) {
    const other = rows[at];
    if (!other || other.depth < row.depth) break;
    if (other.depth !== row.depth) continue;
    count += 1;
    if (at <= index) position += 1;
  }
  return { position, count, parent: rows[parentIndex] ?? null };
}

/** The navigation editor's wording (library strings: the spec quotes none for this editor). */
export const NAVIGATION_EDITOR_STRINGS = {
  /** Library string: the editor's heading. */
  navigationEditorTitle: 'Navigation',
  /** Library string: the navigation picker's label. */
  navigationPickerLabel: 'Navigation',
  /** Library string: the main navigation's name (layout field mainNav). */
  navigationMainName: 'Main navigation',
  /** Library string: the secondary navigation's name (layout field secondaryNav). */
  navigationSecondaryName: 'Secondary navigation',
  /** Library string: any other navigation's name; {name} is its field name as words ('Footer'). */
  navigationOtherName: '{name} navigation',
  /** Library string: the list of items, for assistive technology; {name} is the navigation's name. */
  navigationItemsLabel: 'Items of the {name}',
  /** Library string: a navigation with no item. */
  navigationEmptyText: 'This navigation has no items yet.',
  /** Library string: how to move items with the keyboard. */
  navigationKeyboardHint: 'Drag an item by its handle, or focus the handle and press Space, then the arrow keys, then Space to drop. Use the item’s buttons to move it up, down, in or out.',
  /** Library string: a collection link. */
  navigationKindCollection: 'Collection',
  /** Library string: an external link. */
  navigationKindExternal: 'External link',
  /** Library string: a member area. */
  navigationKindMemberArea: 'Member area',
  /** Library string: an external link's row; {kind} is navigationKindExternal, {target} its address. */
  navigationExternalTarget: '{kind}: {target}',
  /** Library string: the drag handle; {title} is the item. */
  navigationDragHandleLabel: 'Drag {title}',
  /** Library string. */
  navigationMoveUpLabel: 'Move up',
  /** Library string. */
  navigationMoveDownLabel: 'Move down',
  /** Library string. */
  navigationIndentLabel: 'Indent',
  /** Library string. */
  navigationOutdentLabel: 'Outdent',
  /** Library string. */
  navigationEditLabel: 'Edit',
  /** Library string. */
  navigationRemoveLabel: 'Remove',
  /** Library string: a button's full name for assistive technology; {action} the button, {title} the item. */
  navigationItemActionLabel: '{action}: {title}',
  /** Library string: the add button. */
  navigationAddLabel: 'Add item',
  /** Library string: the item form's title field. */
  navigationTitleLabel: 'Title',
  /** Library string: the item form's kind picker. */
  navigationKindLabel: 'Links to',
  /** Library string: the item form's collection picker. */
  navigationCollectionLabel: 'Collection',
  /** Library string: the collection picker before a collection is chosen. */
  navigationCollectionPlaceholder: 'Choose a collection',
  /** Library string: the collection picker's entry for an item's collection that is not among the site's listed ones. */
  navigationUnlistedCollection: 'The current collection (not listed)',
  /** Library string: the external link field. */
  navigationExternalLinkLabel: 'Link',
  /** Library string: the item form's member area picker. */
  navigationMemberAreaLabel: 'Member area',
  /** Library string: the member area picker before one is chosen. */
  navigationMemberAreaPlaceholder: 'Choose a member area',
  /** Library string: the member area picker's entry for an item's member area that is not among the site's listed ones. */
  navigationUnlistedMemberArea: 'The current member area (not listed)',
  /** Library string: a collection's or member area's row when its title is known; {kind} is its kind, {title} its title. */
  navigationNamedTarget: '{kind}: {title}',
  /** Library string: a blank title. */
  navigationTitleRequired: 'Enter a title',
  /** Library string: no collection or member area chosen. */
  navigationTargetRequired: 'Choose where the item leads',
  /** Library string: the item form's save button. */
  navigationItemSave: 'Save item',
  /** Library string: the item form's cancel button. */
  navigationItemCancel: 'Cancel',
  /** Library string: the editor's save button. */
  navigationSaveLabel: 'Save navigation',
  /** Library string: the save button while saving. */
  navigationSavingLabel: 'Saving…',
  /** Library string: said when the navigation is saved. */
  navigationSavedText: 'Navigation saved',
  /** Library string: the unsaved-edits marker. */
  navigationUnsavedText: 'Unsaved changes',
  /** Library string: the failed save alert's title. */
  navigationSaveFailedTitle: 'The navigation was not saved',
  /** Library string: the discard dialog's title. */
  navigationDiscardTitle: 'Discard your changes?',
  /** Library string: the discard dialog's text. */
  navigationDiscardText: 'The navigation has changes that are not saved.',
  /** Library string: the discard dialog's confirm button. */
  navigationDiscardConfirm: 'Discard changes',
  /** Library string: the discard dialog's cancel button. */
  navigationDiscardCancel: 'Keep editing',
  /** Library string: the reload button. */
  navigationReloadLabel: 'Reload',
  /** Library string: an item moved among its siblings; {title}, {position}, {count}. */
  navigationMovedText: '{title} moved to position {position} of {count}',
  /** Library string: an item moved under another; {title}, {parent}, {position}, {count}. */
  navigationNestedText: '{title} moved into {parent}, position {position} of {count}',
  /** Library string: an item removed; {title}. */
  navigationRemovedText: '{title} removed',
  /** Library string: the remove question; {title} is the item. */
  navigationRemoveTitle: 'Remove {title}?',
  /** Library string: what removing an item without nested items does. */
  navigationRemoveText: 'The item is removed from the navigation when you save.',
  /** Library string: what removing an item with nested items does; {titles} are the nested items. */
  navigationRemoveNestedText: 'The item and the items nested under it ({titles}) are removed from the navigation when you save.',
  /** Library string: the remove question's confirm button. */
  navigationRemoveConfirm: 'Remove',
  /** Library string: a drag picked up an item; {title}. */
  navigationDragStartText: 'Picked up {title}',
  /** Library string: a drag over another item; {title}, {over}. */
  navigationDragOverText: '{title} is over {over}',
  /** Library string: a drag cancelled; {title}. */
  navigationDragCancelText: 'Moving {title} was cancelled',
  /** Library string: an item without a title. */
  navigationUntitledText: 'Untitled',
} as const;

/** The strings {@link navigationName} words a navigation's name with. */
export type NavigationNameStrings = Readonly<Record<'navigationMainName' | 'navigationSecondaryName' | 'navigationOtherName', string>>;

/**
 * A navigation's name for the owner, never its layout field name: mainNav → 'Main navigation',
 * secondaryNav → 'Secondary navigation', another (footerNav, sidebarNavigation) → its field name as
 * words less the trailing 'nav' ('Footer navigation').
 */
export function navigationName(identifier: string, strings: NavigationNameStrings = NAVIGATION_EDITOR_STRINGS): string {
  if (identifier === 'mainNav') return strings.navigationMainName;
  if (identifier === 'secondaryNav') return strings.navigationSecondaryName;
  const words = keyWords(identifier.replace(/_?(nav|navigation)$/i, ''));
  return interpolate(strings.navigationOtherName, { name: words === '' ? keyWords(identifier) : words });
}

/** The strings {@link navigationTargetText} words a row's target with. */
export type NavigationTargetStrings = Readonly<
  Record<'navigationKindCollection' | 'navigationKindExternal' | 'navigationKindMemberArea' | 'navigationExternalTarget' | 'navigationNamedTarget', string>
>;

/** A collection or member area an item can lead to, as the owner knows it: by its title. */
export interface NavigationDestination {
  id: string;
  title: string;
}

/** The site's collections and member areas the navigation editor offers, by title. */
export interface NavigationDestinations {
  collections: readonly NavigationDestination[];
  memberAreas: readonly NavigationDestination[];
}

/** No destination known: rows are worded by their kind alone. */
export const NO_NAVIGATION_DESTINATIONS: NavigationDestinations = { collections: [], memberAreas: [] };

/** The destinations an item of `kind` picks from (none for an external link). */
export function navigationDestinationsOf(kind: NavigationItemKind, destinations: NavigationDestinations): readonly NavigationDestination[] {
  if (kind === 'collection') return destinations.collections;
  return kind === 'memberArea' ? destinations.memberAreas : [];
}

/**
 * What a row leads to, for the owner: an external link's address; a collection or member area by its
 * kind and, when the site lists it, its title ('Collection: Our Story'); never its id.
 */
export function navigationTargetText(
  row: Pick<NavigationRow, 'kind' | 'target'>,
  strings: NavigationTargetStrings = NAVIGATION_EDITOR_STRINGS,
  destinations: NavigationDestinations = NO_NAVIGATION_DESTINATIONS,
): string {
  if (row.kind === 'external') return interpolate(strings.navigationExternalTarget, { kind: strings.navigationKindExternal, target: row.target });
  const kind = row.kind === 'memberArea' ? strings.navigationKindMemberArea : strings.navigationKindCollection;
  const title = navigationDestinationsOf(row.kind, destinations).find((destination) => destination.id === row.target)?.title;
  return title ? interpolate(strings.navigationNamedTarget, { kind, title }) : kind;
}

/** The titles of the items nested under a row, at any depth, in order (they are removed with it). */
export function navigationNestedTitles(rows: readonly NavigationRow[], id: string, untitled: string = NAVIGATION_EDITOR_STRINGS.navigationUntitledText): string[] {
  const block = blockOf(rows, id);
  return block ? rows.slice(block.start + 1, block.end).map((row) => row.title || untitled) : [];
}

/** The strings of {@link navigationMoveAnnouncement}. */
export type NavigationAnnouncementStrings = Readonly<Record<'navigationMovedText' | 'navigationNestedText' | 'navigationUntitledText', string>>;

/** What to announce after a row moved: its place among its siblings, and its parent when it has one. */
export function navigationMoveAnnouncement(rows: readonly NavigationRow[], id: string, strings: NavigationAnnouncementStrings = NAVIGATION_EDITOR_STRINGS): string {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) return '';
  const { position, count, parent } = navigationRowPlace(rows, id);
  const title = row.title || strings.navigationUntitledText;
  return parent
    ? interpolate(strings.navigationNestedText, { title, parent: parent.title || strings.navigationUntitledText, position, count })
    : interpolate(strings.navigationMovedText, { title, position, count });
}
