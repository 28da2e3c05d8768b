'use client';

import { useRef, useState, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { TAG_EDITOR_STRINGS, TAG_STRINGS, tagTypeText, validateStartEditing, validateTag, type TagType } from '../../../logic/builder/tags.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { BuilderField } from '../fields/controls.tsx';
import { control as controlClass } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import { empty, grow, item, legend, list, name as nameClass, root, row } from './TagEditor.css.ts';

const STRINGS = { ...TAG_STRINGS, ...TAG_EDITOR_STRINGS };

const NO_TAGS: readonly string[] = Object.freeze([]);

/** Props of {@link TagEditor}: its own, and any DOM props of its root `<fieldset>`. */
export interface TagEditorProps extends Omit<HTMLAttributes<HTMLFieldSetElement>, 'defaultValue' | 'onChange' | 'children'> {
  /** Edits tags (at most 50 characters) or categories (at most 25), rendering spec, constants and limits. @default 'tag' */
  tagType?: TagType;
  /** The names, controlled. */
  value?: readonly string[];
  /** The first names, uncontrolled. @default [] */
  defaultValue?: readonly string[];
  /** Called with the new list after each add, rename and remove; never with an invalid name. */
  onValueChange?(names: readonly string[]): void;
  /** The visible name of the editor. @default the localized 'Tags' or 'Categories' */
  label?: string;
  /** Disables every change. @default false */
  disabled?: boolean;
  /** The root `<fieldset>`. */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * The builder's tag or category editor (rendering spec, validation rules, constants and limits): add (Enter or the button), rename (one
 * at a time: Enter saves, Escape cancels) and remove. A name that is blank, too long or already
 * there is refused with its message and the text stays; starting a second rename says 'You may only
 * edit one tag at a time'. Adds, renames and removes are announced.
 */
export function TagEditor({
  tagType = 'tag',
  value,
  defaultValue = NO_TAGS,
  onValueChange,
  label,
  disabled = false,
  className,
  ...props
}: TagEditorProps) {
  const strings = useStrings(STRINGS);
  const announce = useAnnounce();
  const [names, setNames] = useControllableState<readonly string[]>({ value, defaultValue, onChange: onValueChange });
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ name: string; text: string } | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [oneAtATime, setOneAtATime] = useState<string | null>(null);
  const renameButtons = useRef(new Map<string, HTMLButtonElement>());
  const type = tagTypeText(tagType, strings);

  const add = () => {
    if (disabled) return;
    const problem = validateTag(draft, tagType, names, strings);
    setAddError(problem);
    if (problem !== null) return;
    const added = draft.trim();
    setNames([...names, added]);
    setDraft('');
    announce(interpolate(strings.tagEditorAddedAnnouncement, { name: added }));
  };
  const startEditing = (name: string) => {
    const refusal = validateStartEditing(editing?.name, tagType, name, strings);
    setOneAtATime(refusal);
    if (refusal !== null || editing?.name === name) return;
    setEditing({ name, text: name });
    setEditError(null);
  };
  const stopEditing = (name: string) => {
    setEditing(null);
    setEditError(null);
    setOneAtATime(null);
    // Back to the rename button of the name (renamed or not) so the keyboard does not lose its place.
    queueMicrotask(() => renameButtons.current.get(name)?.focus());
  };
  const save = () => {
    if (editing === null || disabled) return;
    const others = names.filter((other) => other !== editing.name);
    const problem = validateTag(editing.text, tagType, others, strings);
    setEditError(problem);
    if (problem !== null) return;
    const renamed = editing.text.trim();
    if (renamed !== editing.name) {
      setNames(names.map((other) => (other === editing.name ? renamed : other)));
      announce(interpolate(strings.tagEditorRenamedAnnouncement, { name: editing.name, newName: renamed }));
    }
    stopEditing(renamed);
  };
  const remove = (name: string) => {
    if (disabled) return;
    setNames(names.filter((other) => other !== name));
    if (editing?.name === name) {
      setEditing(null);
      setEditError(null);
    }
    setOneAtATime(null);
    announce(interpolate(strings.tagEditorRemovedAnnouncement, { name }));
  };
  const onAddKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const onEditKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape' && editing !== null) {
      event.preventDefault();
      stopEditing(editing.name);
    }
  };

  return (
    <fieldset data-vitrine="tag-editor" data-tag-type={tagType} data-state={editing ? 'editing' : 'idle'} {...props} className={cx(root, className)}>
      <legend className={legend}>{label ?? (tagType === 'category' ? strings.tagEditorCategoriesLabel : strings.tagEditorTagsLabel)}</legend>
      {oneAtATime !== null ? <Alert data-part="one-at-a-time">{oneAtATime}</Alert> : null}
      {names.length === 0 ? (
        <p className={empty} data-part="empty">
          {tagType === 'category' ? strings.tagEditorNoCategoriesText : strings.tagEditorNoTagsText}
        </p>
      ) : (
        <ul className={list}>
          {names.map((name) => {
            const isEditing = editing?.name === name;
            return (
              <li key={name} className={item} data-state={isEditing ? 'editing' : 'idle'} data-name={name}>
                {isEditing ? (
                  <>
                    <BuilderField label={interpolate(strings.tagEditorRenameInputLabel, { name })} error={editError} className={grow}>
                      {(control) => (
                        <input
                          {...control}
                          className={controlClass}
                          type="text"
                          autoComplete="off"
                          // The owner asked to rename this name: the input is where they type next.
                          autoFocus
                          value={editing.text}
                          disabled={disabled}
                          onChange={(event) => setEditing({ name, text: event.target.value })}
                          onKeyDown={onEditKeyDown}
                        />
                      )}
                    </BuilderField>
                    <Button onClick={save} disabled={disabled}>
                      {strings.tagEditorSaveText}
                    </Button>
                    <Button variant="secondary" onClick={() => stopEditing(name)}>
                      {strings.tagEditorCancelText}
                    </Button>
                  </>
                ) : (
                  <>
                    <span className={nameClass}>{name}</span>
                    <Button
                      ref={(node) => {
                        if (node) renameButtons.current.set(name, node);
                        else renameButtons.current.delete(name);
                      }}
                      variant="secondary"
                      aria-label={interpolate(strings.tagEditorRenameLabel, { name })}
                      disabled={disabled}
                      onClick={() => startEditing(name)}
                    >
                      {strings.tagEditorRenameText}
                    </Button>
                  </>
                )}
                <Button
                  variant="ghost"
                  aria-label={interpolate(strings.tagEditorRemoveLabel, { name })}
                  disabled={disabled}
                  onClick={() => remove(name)}
                >
                  {strings.tagEditorRemoveText}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={row}>
        <BuilderField label={interpolate(strings.tagEditorNewLabel, { tagType: type })} error={addError} className={grow}>
          {(control) => (
            <input
              {...control}
              className={controlClass}
              type="text"
              autoComplete="off"
              value={draft}
              disabled={disabled}
              onChange={(event) => {
                setDraft(event.target.value);
                if (addError !== null) setAddError(null);
              }}
              onKeyDown={onAddKeyDown}
            />
          )}
        </BuilderField>
        <Button onClick={add} disabled={disabled}>
          {strings.tagEditorAddText}
        </Button>
      </div>
    </fieldset>
  );
}
