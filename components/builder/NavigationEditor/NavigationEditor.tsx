'use client';

import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useId, useLayoutEffect, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { API_ERROR_MESSAGE_STRINGS } from '../../../logic/shared/apiErrors.ts';
import { BUILDER_MESSAGE_STRINGS, builderLoadErrorMessage } from '../../../logic/builder/builderMessages.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import {
  NAVIGATION_EDITOR_STRINGS,
  addNavigationRow,
  buildNavigation,
  dropNavigationRow,
  flattenNavigation,
  isNavigationChanged,
  moveNavigationRow,
  navigationMoveAnnouncement,
  navigationMoves,
  navigationToEdit,
  removeNavigationRow,
  updateNavigationRow,
  navigationName,
  navigationNestedTitles,
  type NavigationDestination,
  type NavigationItemDraft,
  type NavigationMove,
  type NavigationRow,
} from '../../../logic/builder/navigationEditor.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useSiteNavigation } from '../../../hooks/builder/useSiteNavigation.ts';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { BuilderField } from '../fields/controls.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import { useConfirm } from '../../../hooks/shared/useConfirm.ts';
import { ConfirmProvider } from '../ConfirmModal/ConfirmProvider.tsx';
import { BuilderLoadError } from '../fields/BuilderLoadError.tsx';
import { NavigationItemForm } from './NavigationItemForm.tsx';
import { NavigationRowItem } from './NavigationRowItem.tsx';
import * as css from './NavigationEditor.css.ts';

const STRINGS = { ...NAVIGATION_EDITOR_STRINGS, ...API_ERROR_MESSAGE_STRINGS, ...BUILDER_MESSAGE_STRINGS };

/** Props of {@link NavigationEditor}: its own, and any DOM props of its `<section>`. */
export interface NavigationEditorProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The navigation edited first (its identifier, the UpdateNavigation fieldName); one the layout does not have opens the main one. @default the main (first) navigation */
  defaultNavigation?: string;
  /** Called after a navigation is saved, with its field name. */
  onSaved?: (fieldName: string) => void;
  /** The level of the editor's heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * The site's collections an item can lead to, offered by title (the host reads them: the spec shows
   * no call listing a site's collections). An item's collection not among them stays as it is. @default none
   */
  collections?: readonly NavigationDestination[];
  /** The site's member areas an item can lead to, offered by title, as {@link NavigationEditorProps.collections}. @default none */
  memberAreas?: readonly NavigationDestination[];
  ref?: Ref<HTMLElement>;
}

const NO_DESTINATIONS: readonly NavigationDestination[] = [];

const NO_ROWS: readonly NavigationRow[] = [];

const EMPTY_DRAFT: NavigationItemDraft = { title: '', kind: 'collection', target: '' };

/** What the editor holds for the navigation on screen: the read it started from, and the rows as edited. */
interface Session {
  version: number;
  identifier: string;
  rows: readonly NavigationRow[];
}

/**
 * Edits the site's navigations (rendering spec, entities Navigation, calls): the layout's navigations
 * (GetSiteLayout), items linking to collections, external links or member areas, nested; add, edit
 * and remove items; reorder by drag and drop or the keyboard (the handle with Space and the arrows),
 * nest with Indent / Outdent; every move announced. Save sends the navigation with UpdateNavigation
 * (fieldName, templateId, navigation.items). Switching navigation, reloading or leaving the page with
 * unsaved edits asks first; a failed save keeps every edit and offers Retry. A layout with no
 * navigation says 'Unable to find site main navigation' (rendering spec, error catalogue) with Try again, and offers
 * nothing it could not save. Removing an item asks first (with what is nested under it). Brings its own confirm dialog.
 */
export function NavigationEditor(props: NavigationEditorProps) {
  return (
    <ConfirmProvider>
      <NavigationEditorBody {...props} />
    </ConfirmProvider>
  );
}

function NavigationEditorBody({
  defaultNavigation,
  onSaved,
  headingLevel = 2,
  collections = NO_DESTINATIONS,
  memberAreas = NO_DESTINATIONS,
  className,
  ...props
}: NavigationEditorProps) {
  const strings = useStrings(STRINGS);
  const announce = useAnnounce();
  const { confirm } = useConfirm();
  const destinations = { collections, memberAreas };
  const headingId = useId();
  const hintId = useId();
  const navigation = useSiteNavigation();
  const { layout, version } = navigation;
  const [session, setSession] = useState<Session | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const added = useRef(0);
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // After a removal, focus goes to the item that took its place (else the one before, else Add item): its button is gone.
  const focusAfterRemoval = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const wanted = focusAfterRemoval.current;
    if (wanted === undefined) return;
    focusAfterRemoval.current = undefined;
    const handle = wanted === null ? null : listRef.current?.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(wanted)}"] [data-part="drag-handle"]`);
    (handle ?? addRef.current)?.focus();
  });

  // A layout without navigation has nothing to edit or save to (rendering spec, error catalogue): no session at all.
  const identifiers = layout?.navigations.map((candidate) => candidate.identifier) ?? [];
  const noNavigation = layout !== null && identifiers.length === 0;
  // A fresh read starts the edits afresh (derived during render: no effect, no extra paint).
  if (noNavigation) {
    if (session !== null) setSession(null);
  } else if (layout && session?.version !== version) {
    const identifier = navigationToEdit(identifiers, session && identifiers.includes(session.identifier) ? session.identifier : defaultNavigation) ?? '';
    const links = layout.navigations.find((candidate) => candidate.identifier === identifier)?.links ?? [];
    setSession({ version, identifier, rows: flattenNavigation(links, identifier) });
  }

  const saved = layout?.navigations.find((candidate) => candidate.identifier === session?.identifier)?.links ?? [];
  const rows = session?.rows ?? NO_ROWS;
  const dirty = session !== null && isNavigationChanged(saved, rows);

  // Leaving or reloading the page with unsaved edits: the browser's own question (no page can show its own there).
  useEffect(() => {
    if (!dirty) return undefined;
    const stay = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', stay);
    return () => window.removeEventListener('beforeunload', stay);
  }, [dirty]);

  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  // The rows of the latest change, ahead of the render it causes: two quick changes (a keyboard drop,
  // then a click before the drop's render) must build on each other, not on the same old rows.
  const latest = useRef(rows);
  useLayoutEffect(() => {
    latest.current = rows;
  }, [rows]);
  const setRows = (next: readonly NavigationRow[]) => {
    latest.current = next;
    setSession((current) => (current ? { ...current, rows: next } : current));
  };
  const titleOf = (id: string | number) => rows.find((row) => row.id === String(id))?.title || strings.navigationUntitledText;

  const move = (id: string, how: NavigationMove) => {
    const next = moveNavigationRow(latest.current, id, how);
    if (next === latest.current) return;
    setRows(next);
    announce(navigationMoveAnnouncement(next, id, strings));
  };
  const drop = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const next = dropNavigationRow(latest.current, String(active.id), String(over.id));
    if (next === latest.current) return;
    setRows(next);
    announce(navigationMoveAnnouncement(next, String(active.id), strings));
  };
  const remove = async (row: NavigationRow) => {
    const title = row.title || strings.navigationUntitledText;
    const nested = navigationNestedTitles(latest.current, row.id, strings.navigationUntitledText);
    const confirmed = await confirm({
      title: interpolate(strings.navigationRemoveTitle, { title }),
      description: nested.length > 0 ? interpolate(strings.navigationRemoveNestedText, { titles: nested.join(', ') }) : strings.navigationRemoveText,
      confirmLabel: strings.navigationRemoveConfirm,
      destructive: true,
    });
    if (!confirmed) return;
    const before = latest.current;
    const next = removeNavigationRow(before, row.id);
    if (next.length === before.length) return;
    const at = before.findIndex((candidate) => candidate.id === row.id);
    focusAfterRemoval.current = (next[at] ?? next[at - 1])?.id ?? null;
    setRows(next);
    announce(interpolate(strings.navigationRemovedText, { title }));
  };
  const save = async () => {
    if (!session || navigation.saveStatus === 'saving') return;
    if (await navigation.save(session.identifier, buildNavigation(rows))) {
      announce(strings.navigationSavedText);
      onSaved?.(session.identifier);
    }
  };
  /** Runs `action` at once, or after the owner agrees to drop the unsaved edits. */
  const guarded = async (action: () => void) => {
    if (
      dirty &&
      !(await confirm({
        title: strings.navigationDiscardTitle,
        description: strings.navigationDiscardText,
        confirmLabel: strings.navigationDiscardConfirm,
        cancelLabel: strings.navigationDiscardCancel,
        destructive: true,
      }))
    )
      return;
    action();
  };
  const switchTo = (identifier: string) =>
    void guarded(() => {
      const links = layout?.navigations.find((candidate) => candidate.identifier === identifier)?.links ?? [];
      setEditing(null);
      setSession({ version, identifier, rows: flattenNavigation(links, identifier) });
    });

  const Heading = `h${headingLevel}` as const;
  const identifier = session?.identifier ?? '';

  return (
    <section
      aria-labelledby={headingId}
      data-vitrine="navigation-editor"
      data-state={navigation.status}
      data-dirty={dirty || undefined}
      aria-busy={navigation.status === 'loading' || undefined}
      {...props}
      className={cx(css.root, className)}
    >
      <Heading id={headingId} className={css.heading}>
        {strings.navigationEditorTitle}
      </Heading>
      {navigation.status === 'failed' ? <BuilderLoadError message={builderLoadErrorMessage(navigation.loadError, strings)} onRetry={navigation.reload} /> : null}
      {noNavigation ? <BuilderLoadError message={strings.mainNavigationNotFoundMessage} onRetry={navigation.reload} data-part="no-navigation" /> : null}
      {layout && session ? (
        <>
          <div className={css.toolbar}>
            {layout.navigations.length > 1 ? (
              <BuilderField label={strings.navigationPickerLabel} className={css.picker}>
                {(wiring) => (
                  <select {...wiring} className={control} value={identifier} onChange={(event) => switchTo(event.target.value)}>
                    {layout.navigations.map((candidate) => (
                      <option key={candidate.identifier} value={candidate.identifier}>
                        {navigationName(candidate.identifier, strings)}
                      </option>
                    ))}
                  </select>
                )}
              </BuilderField>
            ) : null}
            <Button variant="secondary" onClick={() => void guarded(navigation.reload)}>
              {strings.navigationReloadLabel}
            </Button>
          </div>
          <p id={hintId} className={css.hint}>
            {strings.navigationKeyboardHint}
          </p>
          {rows.length === 0 ? <p>{strings.navigationEmptyText}</p> : null}
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={drop}
            onDragStart={({ active }) => announce(interpolate(strings.navigationDragStartText, { title: titleOf(active.id) }))}
            onDragCancel={({ active }) => announce(interpolate(strings.navigationDragCancelText, { title: titleOf(active.id) }))}
            // Announced through the page's one announcer (above), not dnd-kit's own live region.
            accessibility={{
              announcements: { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined },
              screenReaderInstructions: { draggable: strings.navigationKeyboardHint },
            }}
          >
            <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
              <ul ref={listRef} className={css.list} aria-label={interpolate(strings.navigationItemsLabel, { name: navigationName(identifier, strings) })} aria-describedby={hintId}>
                {rows.map((row) => (
                  <NavigationRowItem
                    key={row.id}
                    row={row}
                    moves={navigationMoves(rows, row.id)}
                    onMove={(how) => move(row.id, how)}
                    onEdit={() => setEditing(row.id)}
                    onRemove={() => void remove(row)}
                    destinations={destinations}
                  >
                    {editing === row.id ? (
                      <NavigationItemForm
                        label={interpolate(strings.navigationItemActionLabel, { action: strings.navigationEditLabel, title: row.title })}
                        initial={{ title: row.title, kind: row.kind, target: row.target }}
                        onSave={(draft) => {
                          setRows(updateNavigationRow(latest.current, row.id, draft));
                          setEditing(null);
                        }}
                        onCancel={() => setEditing(null)}
                        destinations={destinations}
                      />
                    ) : null}
                  </NavigationRowItem>
                ))}
              </ul>
            </SortableContext>
          </DndContext>
          {editing === 'new' ? (
            <NavigationItemForm
              label={strings.navigationAddLabel}
              initial={EMPTY_DRAFT}
              onSave={(draft) => {
                added.current += 1;
                setRows(addNavigationRow(latest.current, draft, `${identifier}-added-${added.current}`));
                setEditing(null);
              }}
              onCancel={() => setEditing(null)}
              destinations={destinations}
            />
          ) : (
            <div>
              <Button ref={addRef} variant="secondary" onClick={() => setEditing('new')}>
                {strings.navigationAddLabel}
              </Button>
            </div>
          )}
          {navigation.saveStatus === 'failed' ? (
            <Alert title={strings.navigationSaveFailedTitle} data-part="save-error">
              {errorMessage(navigation.saveError, strings)}{' '}
              <Button variant="secondary" size="small" onClick={() => void save()}>
                {strings.builderRetryText}
              </Button>
            </Alert>
          ) : null}
          <div className={css.footer}>
            <Button
              onClick={() => void save()}
              aria-disabled={navigation.saveStatus === 'saving' || undefined}
              data-state={navigation.saveStatus}
            >
              {navigation.saveStatus === 'saving' ? strings.navigationSavingLabel : strings.navigationSaveLabel}
            </Button>
            {dirty ? (
              <span className={css.unsaved} data-part="unsaved">
                {strings.navigationUnsavedText}
              </span>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
