'use client';

import { useSortable } from '@dnd-kit/sortable';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import {
  NAVIGATION_EDITOR_STRINGS,
  navigationTargetText,
  type NavigationDestinations,
  type NavigationMove,
  type NavigationMoves,
  type NavigationRow,
} from '../../../logic/builder/navigationEditor.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { sortableRowVars } from '../fields/sortable.ts';
import { dragHandle } from '../fields/sortable.css.ts';
import * as css from './NavigationEditor.css.ts';
import { dangerButton } from '../fields/controls.css.ts';

/** Props of {@link NavigationRowItem}. */
export interface NavigationRowItemProps {
  row: NavigationRow;
  moves: NavigationMoves;
  onMove: (move: NavigationMove) => void;
  onEdit: () => void;
  onRemove: () => void;
  /** The site's collections and member areas, to name the row's by title. */
  destinations: NavigationDestinations;
  /** The edit form, shown in the row while it is edited. */
  children?: ReactNode;
}

const MOVES: readonly NavigationMove[] = ['up', 'down', 'indent', 'outdent'];

/** One item of the navigation: its drag handle, what it links to, and its move, edit and remove buttons. */
export function NavigationRowItem({ row, moves, onMove, onEdit, onRemove, destinations, children }: NavigationRowItemProps) {
  const strings = useStrings(NAVIGATION_EDITOR_STRINGS);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.id });
  const title = row.title || strings.navigationUntitledText;
  const moveLabel: Record<NavigationMove, string> = {
    up: strings.navigationMoveUpLabel,
    down: strings.navigationMoveDownLabel,
    indent: strings.navigationIndentLabel,
    outdent: strings.navigationOutdentLabel,
  };
  const named = (action: string) => interpolate(strings.navigationItemActionLabel, { action, title });
  return (
    <li
      ref={setNodeRef}
      className={css.row}
      data-row-id={row.id}
      data-depth={row.depth}
      data-kind={row.kind}
      data-dragging={isDragging || undefined}
      style={assignInlineVars({ [css.depthVar]: String(row.depth), ...sortableRowVars(transform, transition) })}
    >
      <div className={css.rowMain}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={dragHandle}
          {...attributes}
          {...listeners}
          aria-label={interpolate(strings.navigationDragHandleLabel, { title })}
          data-part="drag-handle"
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <span className={css.itemText}>
          <span className={css.itemTitle}>{title}</span>
          <span className={css.itemTarget}>
            {navigationTargetText(row, strings, destinations)}
          </span>
        </span>
        <span className={css.rowActions}>
          {MOVES.map((move) => (
            <Button
              key={move}
              size="small"
              variant="ghost"
              aria-label={named(moveLabel[move])}
              aria-disabled={!moves[move] || undefined}
              data-move={move}
              onClick={() => {
                if (moves[move]) onMove(move);
              }}
            >
              {moveLabel[move]}
            </Button>
          ))}
          <Button size="small" variant="ghost" aria-label={named(strings.navigationEditLabel)} onClick={onEdit}>
            {strings.navigationEditLabel}
          </Button>
          <Button size="small" variant="secondary" className={dangerButton} aria-label={named(strings.navigationRemoveLabel)} onClick={onRemove}>
            {strings.navigationRemoveLabel}
          </Button>
        </span>
      </div>
      {children}
    </li>
  );
}
