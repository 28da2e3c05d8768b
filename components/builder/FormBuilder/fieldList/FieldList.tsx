'use client';

import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useCallback, useId, useInsertionEffect, useMemo, useRef, useState } from 'react';
import type { BuilderFieldType } from '../../../../logic/builder/builder.ts';
import { FORM_BUILDER_FIELD_TYPES, fieldTypeLabel } from '../../../../logic/builder/formBuilder.ts';
import type { FormBuilderStrings } from '../../../../logic/builder/formBuilderStrings.ts';
import type { FormField } from '../../../../logic/forms/forms.ts';
import { interpolate } from '../../../../logic/shared/interpolate.ts';
import { Button } from '../../../primitives/Button/Button.tsx';
import { BuilderField } from '../../fields/controls.tsx';
import { control } from '../../../primitives/Field/Field.css.ts';
import { addRow, empty, list } from '../FormBuilder.css.ts';
import { FieldRow, fieldName } from './FieldRow.tsx';

/** Props of {@link FieldList}. */
export interface FieldListProps {
  fields: readonly FormField[];
  vanillaFormHandler: boolean;
  strings: FormBuilderStrings;
  onAdd: (type: BuilderFieldType) => void;
  onChange: (id: string, patch: Partial<FormField>) => void;
  /** Moves the field at `from` to `to` by its Move up / Move down button. */
  onMove: (from: number, to: number) => void;
  /** Moves the field at `from` to `to` by drag and drop (pointer or keyboard; dnd-kit announces it). */
  onDragMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
}

/**
 * The build fieldset's list of fields, reordered by pointer, by keyboard (dnd-kit's KeyboardSensor:
 * Space or Enter on a handle, arrows, Space or Enter to drop, Escape to cancel, each step announced in
 * the site's words) or by the Move up / Move down buttons, and the add-field control.
 */
export function FieldList({ fields, vanillaFormHandler, strings, onAdd, onChange, onMove, onDragMove, onRemove }: FieldListProps) {
  const [type, setType] = useState<BuilderFieldType>('text');
  const instructionsId = useId();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  // The ids keep their identity while only a property changes, so the sortable context (which every row
  // reads) stays the same and a keystroke re-renders only the edited row.
  const idsKey = fields.map((field) => field.id).join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the ids
  const ids = useMemo(() => fields.map((field) => field.id), [idsKey]);
  // Read when dnd-kit announces, so the announcements need not change with every keystroke.
  const latestFields = useRef(fields);
  useInsertionEffect(() => {
    latestFields.current = fields;
  });

  const announcements = useMemo<Announcements>(() => {
    const describe = (template: string, id: UniqueIdentifier, overId: UniqueIdentifier | undefined) => {
      const current = latestFields.current;
      const field = current.find((candidate) => candidate.id === id);
      const position = current.findIndex((candidate) => candidate.id === String(overId ?? id)) + 1;
      return interpolate(template, { label: field ? fieldName(field, strings) : String(id), position: Math.max(position, 1), count: current.length });
    };
    return {
      onDragStart: ({ active }) => describe(strings.formBuilderDragStart, active.id, undefined),
      onDragOver: ({ active, over }) => (over ? describe(strings.formBuilderDragOver, active.id, over.id) : undefined),
      onDragEnd: ({ active, over }) => describe(strings.formBuilderDragEnd, active.id, over?.id),
      onDragCancel: ({ active }) => describe(strings.formBuilderDragCancel, active.id, undefined),
    };
  }, [strings]);

  const accessibility = useMemo(() => ({ announcements, screenReaderInstructions: { draggable: strings.formBuilderDragInstructions } }), [announcements, strings]);

  const dragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over || active.id === over.id) return;
      onDragMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    },
    [ids, onDragMove],
  );

  return (
    <>
      {fields.length === 0 ? <p className={empty}>{strings.formBuilderNoFields}</p> : null}
      <DndContext
        id={instructionsId}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className={list} aria-label={strings.formBuilderFields} data-part="field-list">
            {fields.map((field, index) => (
              <FieldRow
                key={field.id}
                field={field}
                index={index}
                count={fields.length}
                vanillaFormHandler={vanillaFormHandler}
                strings={strings}
                onChange={onChange}
                onMove={onMove}
                onRemove={onRemove}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className={addRow}>
        <BuilderField label={strings.formBuilderAddFieldType}>
          {(wiring) => (
            <select {...wiring} className={control} value={type} onChange={(event) => setType(event.currentTarget.value as BuilderFieldType)} data-part="add-type">
              {FORM_BUILDER_FIELD_TYPES.map((option) => (
                <option key={option} value={option}>
                  {fieldTypeLabel(option, strings)}
                </option>
              ))}
            </select>
          )}
        </BuilderField>
        <Button type="button" variant="secondary" onClick={() => onAdd(type)} data-part="add-field">
          {strings.formBuilderAddField}
        </Button>
      </div>
    </>
  );
}
