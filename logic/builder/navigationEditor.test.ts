import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NAVIGATION_EDITOR_STRINGS,
  addNavigationRow,
  buildNavigation,
  dropNavigationRow,
  flattenNavigation,
  isNavigationChanged,
  moveNavigationRow,
  navigationDraftProblems,
  navigationItemKind,
  navigationMoveAnnouncement,
  navigationMoves,
  navigationName,
  navigationTargetText,
  navigationNestedTitles,
  navigationToEdit,
  normalizeDepths,
  removeNavigationRow,
  updateNavigationRow,
  type NavigationRow,
  type NavigationTreeItem,
} from './navigationEditor.ts';

const main: NavigationTreeItem[] = [
  { title: 'Home', collectionId: 'col-home' },
  { title: 'Shop', collectionId: 'col-shop' },
  {
    title: 'About',
    collectionId: 'col-about',
    children: [
      { title: 'Our Story', collectionId: 'col-story' },
      { title: 'Press', externalLink: 'https://press.example.com/vitrine' },
    ],
  },
  { title: 'Members', memberAreaId: 'area-members' },
];

const rows = flattenNavigation(main);
const id = (title: string) => rows.find((row) => row.title === title)?.id ?? '';
const outline = (list: readonly NavigationRow[]) => list.map((row) => `${'-'.repeat(row.depth)}${row.title}`);

describe('rendering spec, entities Navigation items: collection, external link, member area, nested children', () => {
  it('reads each kind of item', () => {
    expect(navigationItemKind({ collectionId: 'c' })).toBe('collection');
    expect(navigationItemKind({ externalLink: 'https://a.b' })).toBe('external');
    expect(navigationItemKind({ memberAreaId: 'm' })).toBe('memberArea');
  });

  it('flattens depth first with depths, and builds the same items back', () => {
    expect(outline(rows)).toEqual(['Home', 'Shop', 'About', '-Our Story', '-Press', 'Members']);
    expect(rows[4]).toMatchObject({ kind: 'external', target: 'https://press.example.com/vitrine', depth: 1 });
    expect(buildNavigation(rows)).toEqual(main);
  });

  it('flattens a navigation nested thousands deep without overflowing', () => {
    let deep: NavigationTreeItem = { title: 'leaf', collectionId: 'c' };
    for (let level = 0; level < 20_000; level += 1) deep = { title: 'x', collectionId: 'c', children: [deep] };
    expect(flattenNavigation([deep])).toHaveLength(20_001);
  });
});

describe('keyboard moves (reorder and nest)', () => {
  it('allows up/down among siblings, indent under the sibling above, outdent out of a parent', () => {
    expect(navigationMoves(rows, id('Home'))).toEqual({ up: false, down: true, indent: false, outdent: false });
    expect(navigationMoves(rows, id('Our Story'))).toEqual({ up: false, down: true, indent: false, outdent: true });
    expect(navigationMoves(rows, id('Members'))).toEqual({ up: true, down: false, indent: true, outdent: false });
  });

  it('moves a row with its children past its sibling', () => {
    expect(outline(moveNavigationRow(rows, id('About'), 'up'))).toEqual(['Home', 'About', '-Our Story', '-Press', 'Shop', 'Members']);
    expect(outline(moveNavigationRow(rows, id('Shop'), 'down'))).toEqual(['Home', 'About', '-Our Story', '-Press', 'Shop', 'Members']);
    expect(outline(moveNavigationRow(rows, id('Our Story'), 'down'))).toEqual(['Home', 'Shop', 'About', '-Press', '-Our Story', 'Members']);
  });

  it('indents under the sibling above (as its last child) and outdents after the parent', () => {
    expect(outline(moveNavigationRow(rows, id('Members'), 'indent'))).toEqual(['Home', 'Shop', 'About', '-Our Story', '-Press', '-Members']);
    expect(outline(moveNavigationRow(rows, id('Our Story'), 'outdent'))).toEqual(['Home', 'Shop', 'About', '-Press', 'Our Story', 'Members']);
  });

  it('a move not allowed changes nothing', () => {
    expect(moveNavigationRow(rows, id('Home'), 'up')).toBe(rows);
    expect(moveNavigationRow(rows, 'nope', 'down')).toBe(rows);
  });

  it('announces the place among siblings and the parent', () => {
    const moved = moveNavigationRow(rows, id('Members'), 'indent');
    expect(navigationMoveAnnouncement(moved, id('Members'))).toBe('Members moved into About, position 3 of 3');
    expect(navigationMoveAnnouncement(moveNavigationRow(rows, id('Shop'), 'up'), id('Shop'))).toBe('Shop moved to position 1 of 4');
  });
});

describe('drag and drop', () => {
  it('drops a row (with its children) in the place of another', () => {
    expect(outline(dropNavigationRow(rows, id('About'), id('Home')))).toEqual(['About', '-Our Story', '-Press', 'Home', 'Shop', 'Members']);
    expect(outline(dropNavigationRow(rows, id('Home'), id('Members')))).toEqual(['Shop', 'About', '-Our Story', '-Press', 'Members', 'Home']);
  });

  it('a child dropped at the top becomes a top-level item; a drop on itself or its own child changes nothing', () => {
    expect(outline(dropNavigationRow(rows, id('Press'), id('Home')))).toEqual(['Press', 'Home', 'Shop', 'About', '-Our Story', 'Members']);
    expect(dropNavigationRow(rows, id('About'), id('Our Story'))).toBe(rows);
    expect(dropNavigationRow(rows, id('About'), id('About'))).toBe(rows);
  });

  it('property: any drop or move keeps a tree with every item once', () => {
    const ids = rows.map((row) => row.id);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...ids), fc.constantFrom('up', 'down', 'indent', 'outdent', 'drop')), { maxLength: 12 }),
        (steps) => {
          let list: readonly NavigationRow[] = rows;
          for (const [a, b, move] of steps) list = move === 'drop' ? dropNavigationRow(list, a, b) : moveNavigationRow(list, a, move);
          expect(normalizeDepths(list)).toEqual(list);
          expect([...list.map((row) => row.id)].sort()).toEqual([...ids].sort());
        },
      ),
    );
  });
});

describe('editing items', () => {
  it('adds at the end, updates, and removes an item with its children', () => {
    const added = addNavigationRow(rows, { title: ' Sale ', kind: 'external', target: 'https://sale.example.com ' }, 'new-1');
    expect(buildNavigation(added).at(-1)).toEqual({ title: 'Sale', externalLink: 'https://sale.example.com' });
    const updated = updateNavigationRow(added, 'new-1', { title: 'Club', kind: 'memberArea', target: 'area-club' });
    expect(buildNavigation(updated).at(-1)).toEqual({ title: 'Club', memberAreaId: 'area-club' });
    expect(outline(removeNavigationRow(rows, id('About')))).toEqual(['Home', 'Shop', 'Members']);
  });

  it('says what is wrong with a typed item; the link check is the caller’s', () => {
    const link = (value: string) => (value.startsWith('https://') ? null : 'bad link');
    expect(navigationDraftProblems({ title: ' ', kind: 'collection', target: '' }, link)).toEqual({ title: 'Enter a title', target: 'Choose where the item leads' });
    expect(navigationDraftProblems({ title: 'A', kind: 'external', target: 'ftp://x' }, link)).toEqual({ title: null, target: 'bad link' });
    expect(navigationDraftProblems({ title: 'A', kind: 'memberArea', target: 'm' }, link)).toEqual({ title: null, target: null });
  });

  it('knows unsaved edits from a reorder, and none after moving back', () => {
    expect(isNavigationChanged(main, rows)).toBe(false);
    const moved = moveNavigationRow(rows, id('Shop'), 'up');
    expect(isNavigationChanged(main, moved)).toBe(true);
    expect(isNavigationChanged(main, moveNavigationRow(moved, id('Shop'), 'down'))).toBe(false);
  });
});

describe('which navigation is edited (rendering spec, calls, error catalogue)', () => {
  it('opens the one asked for when the layout has it, else the main (first) one', () => {
    expect(navigationToEdit(['mainNav', 'secondaryNav'], 'secondaryNav')).toBe('secondaryNav');
    expect(navigationToEdit(['mainNav', 'secondaryNav'])).toBe('mainNav');
    expect(navigationToEdit(['mainNav', 'secondaryNav'], null)).toBe('mainNav');
    // A navigation the layout does not have could never be saved: the main one instead.
    expect(navigationToEdit(['mainNav', 'secondaryNav'], 'footerNav')).toBe('mainNav');
  });

  it('opens none when the layout has no navigation, whatever is asked for', () => {
    expect(navigationToEdit([])).toBeNull();
    expect(navigationToEdit([], 'mainNav')).toBeNull();
    expect(navigationToEdit([], '')).toBeNull();
  });
});

describe('navigation names and targets for the owner (docs/design.md: no raw keys)', () => {
  it('names the layout\'s navigations, never by their field names', () => {
    expect(navigationName('mainNav')).toBe('Main navigation');
    expect(navigationName('secondaryNav')).toBe('Secondary navigation');
    expect(navigationName('footerNav')).toBe('Footer navigation');
    expect(navigationName('sidebar_navigation')).toBe('Sidebar navigation');
    expect(navigationName('nav')).toBe('Nav navigation');
  });
  it('shows an external link\'s address, and a collection or member area by its kind alone', () => {
    expect(navigationTargetText({ kind: 'external', target: 'https://press.example.com' })).toBe('External link: https://press.example.com');
    expect(navigationTargetText({ kind: 'collection', target: 'col-home' })).toBe('Collection');
    expect(navigationTargetText({ kind: 'memberArea', target: 'area-members' })).toBe('Member area');
  });
});

describe('collections and member areas by title (docs/design.md: no raw keys)', () => {
  const destinations = { collections: [{ id: 'col-story', title: 'Our Story' }], memberAreas: [{ id: 'area-members', title: 'Members only' }] };

  it('words a listed collection or member area by its kind and title, never its id', () => {
    expect(navigationTargetText({ kind: 'collection', target: 'col-story' }, NAVIGATION_EDITOR_STRINGS, destinations)).toBe('Collection: Our Story');
    expect(navigationTargetText({ kind: 'memberArea', target: 'area-members' }, NAVIGATION_EDITOR_STRINGS, destinations)).toBe('Member area: Members only');
  });

  it('words an unlisted one by its kind alone', () => {
    expect(navigationTargetText({ kind: 'collection', target: 'col-gone' }, NAVIGATION_EDITOR_STRINGS, destinations)).toBe('Collection');
    expect(navigationTargetText({ kind: 'memberArea', target: 'col-story' }, NAVIGATION_EDITOR_STRINGS, destinations)).toBe('Member area');
  });
});

describe('removing an item names what goes with it', () => {
  const rows = flattenNavigation([
    { title: 'About', collectionId: 'col-about', children: [{ title: 'Our Story', collectionId: 'col-story', children: [{ title: '', collectionId: 'col-team' }] }, { title: 'Press', externalLink: 'https://press.example.com' }] },
    { title: 'Members', memberAreaId: 'area-members' },
  ]);

  it('lists the nested items at every depth, untitled ones as Untitled', () => {
    expect(navigationNestedTitles(rows, 'nav-0')).toEqual(['Our Story', 'Untitled', 'Press']);
  });

  it('lists none for an item without children or an unknown id', () => {
    expect(navigationNestedTitles(rows, 'nav-4')).toEqual([]);
    expect(navigationNestedTitles(rows, 'nav-9')).toEqual([]);
  });
});
