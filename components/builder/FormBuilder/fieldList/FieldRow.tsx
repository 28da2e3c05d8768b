'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { memo, useCallback, useId, useState } from 'react';
import { fieldTypeLabel } from '../../../../logic/builder/formBuilder.ts';
import type { FormBuilderStrings } from '../../../../logic/builder/formBuilderStrings.ts';
import type { FormField } from '../../../../logic/forms/forms.ts';
import { interpolate } from '../../../../logic/shared/interpolate.ts';
import { Button } from '../../../primitives/Button/Button.tsx';
import { dragTransform, dragTransition, handle, handleMark, row, rowHeader, rowLabel, rowTitle, rowType } from '../FormBuilder.css.ts';
import { FieldProperties } from './FieldProperties.tsx';
import { dangerButton } from '../../fields/controls.css.ts';

/** Props of {@link FieldRow}. */
export interface FieldRowProps {
  field: FormField;
  index: number;
  count: number;
  vanillaFormHandler: boolean;
  strings: FormBuilderStrings;
  /** Called with the field's id and each change of it; stable, so an unchanged row skips rendering. */
  onChange: (id: string, patch: Partial<FormField>) => void;
  /** Moves the field at `from` to `to` (its Move up / Move down buttons). */
  onMove: (from: number, to: number) => void;
  /** Removes the field of that id. */
  onRemove: (id: string) => void;
}

/** The name a field goes by in the builder: its label, else its kind's name. */
export function fieldName(field: FormField, strings: FormBuilderStrings): string {
  const label = (field.label ?? '').trim();
  return label === '' ? strings.formBuilderUntitled : label;
}

/** Props of {@link RowControls}. */
interface RowControlsProps {
  field: FormField;
  index: number;
  count: number;
  strings: FormBuilderStrings;
  open: boolean;
  panelId: string;
  onToggle: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
}

/**
 * A row's title and buttons. Memoised apart from the row: dnd-kit's contexts render every sortable row
 * again whenever the list renders, so what a row draws lives below it and renders only when it changes.
 */
const RowControls = memo(function RowControls({ field, index, count, strings, open, panelId, onToggle, onMove, onRemove }: RowControlsProps) {
  const name = fieldName(field, strings);
  const values = { label: name };
  return (
    <>
        <span className={rowTitle}>
        <span className={rowLabel} data-part="field-label">
          {name}
        </span>
        <span className={rowType}>{interpolate(strings.formBuilderFieldSummary, { type: fieldTypeLabel(field.type, strings) })}</span>
      </span>
      <Button type="button" variant="secondary" size="small" aria-expanded={open} aria-controls={panelId} onClick={onToggle} data-part="edit">
        {interpolate(strings.formBuilderEditField, values)}
      </Button>
      <Button type="button" variant="ghost" size="small" disabled={index === 0} onClick={() => onMove(index, index - 1)} data-part="move-up">
        {interpolate(strings.formBuilderMoveUp, values)}
      </Button>
      <Button type="button" variant="ghost" size="small" disabled={index === count - 1} onClick={() => onMove(index, index + 1)} data-part="move-down">
        {interpolate(strings.formBuilderMoveDown, values)}
      </Button>
      <Button type="button" variant="secondary" size="small" className={dangerButton} onClick={() => onRemove(field.id)} data-part="remove">
        {interpolate(strings.formBuilderRemoveField, values)}
      </Button>
    </>
  );
});

/** The property panel, memoised for the same reason. */
const MemoFieldProperties = memo(FieldProperties);

/**
 * One field in the builder's list: a drag handle (pointer or keyboard, through dnd-kit), its label and
 * kind, Move up / Move down and Remove buttons, and its property panel behind an Edit toggle (the panel
 * stays mounted while closed, so nothing typed in it is lost).
 */
export const FieldRow = memo(function FieldRow({ field, index, count, vanillaFormHandler, strings, onChange, onMove, onRemove }: FieldRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: field.id });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = fieldName(field, strings);
  const values = { label: name };
  const changeField = useCallback((patch: Partial<FormField>) => onChange(field.id, patch), [field.id, onChange]);
  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  return (
    <li
      ref={setNodeRef}
      className={row}
      data-field-id={field.id}
      data-field-type={field.type}
      data-dragging={isDragging || undefined}
      data-selected={open || undefined}
      data-state={open ? 'open' : 'closed'}
      style={assignInlineVars({ [dragTransform]: CSS.Transform.toString(transform) ?? 'none', [dragTransition]: transition ?? 'none' })}
    >
      <div className={rowHeader}>
        <Button
          ref={setActivatorNodeRef}
          type="button"
          variant="ghost"
          size="icon"
          className={handle}
          {...attributes}
          {...listeners}
          aria-label={interpolate(strings.formBuilderDragHandle, values)}
          data-part="drag-handle"
        >
          <span className={handleMark} aria-hidden="true" />
        </Button>
        <RowControls field={field} index={index} count={count} strings={strings} open={open} panelId={panelId} onToggle={toggle} onMove={onMove} onRemove={onRemove} />
      </div>
      <MemoFieldProperties id={panelId} hidden={!open} field={field} vanillaFormHandler={vanillaFormHandler} strings={strings} onChange={changeField} />
    </li>
  );
});
