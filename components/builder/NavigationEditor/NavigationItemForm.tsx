'use client';

import { useState, type FormEvent } from 'react';
import { BUILDER_FIELD_STRINGS, validateLink } from '../../../logic/builder/builderFields.ts';
import {
  NAVIGATION_EDITOR_STRINGS,
  navigationDestinationsOf,
  navigationDraftProblems,
  type NavigationDestinations,
  type NavigationItemDraft,
  type NavigationItemKind,
} from '../../../logic/builder/navigationEditor.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { BuilderField } from '../fields/controls.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { LinkField } from '../fields/LinkField.tsx';
import { footer, itemForm } from './NavigationEditor.css.ts';

/** Props of {@link NavigationItemForm}. */
export interface NavigationItemFormProps {
  /** The item as it is (an edit) or empty (a new one). */
  initial: NavigationItemDraft;
  /** The form's accessible name (add or edit). */
  label: string;
  onSave: (draft: NavigationItemDraft) => void;
  onCancel: () => void;
  /** The site's collections and member areas the item can lead to, picked by title. */
  destinations: NavigationDestinations;
}

/**
 * Adds or edits one navigation item: its title and what it links to (a collection, an external link
 * checked by the builder's link rule, or a member area, the last two picked by title, never by id).
 * Nothing typed is lost until saved or cancelled.
 */
export function NavigationItemForm({ initial, label, onSave, onCancel, destinations }: NavigationItemFormProps) {
  const strings = useStrings(NAVIGATION_EDITOR_STRINGS);
  const fieldStrings = useStrings(BUILDER_FIELD_STRINGS);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ title: string | null; target: string | null }>({ title: null, target: null });
  const kinds: Array<[NavigationItemKind, string]> = [
    ['collection', strings.navigationKindCollection],
    ['external', strings.navigationKindExternal],
    ['memberArea', strings.navigationKindMemberArea],
  ];

  const collection = draft.kind === 'collection';
  const listed = navigationDestinationsOf(draft.kind, destinations);
  // The item's own collection or member area, when the site's list does not have it: kept, and said so.
  const unlisted = draft.kind !== 'external' && draft.target !== '' && !listed.some((destination) => destination.id === draft.target);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = navigationDraftProblems(draft, (link) => validateLink(link, fieldStrings), strings);
    setErrors(problems);
    if (problems.title || problems.target) return;
    onSave(draft);
  };
  const change = (patch: Partial<NavigationItemDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ title: 'title' in patch ? null : current.title, target: 'title' in patch ? current.target : null }));
  };

  return (
    <form className={itemForm} aria-label={label} onSubmit={submit} data-part="item-form">
      <BuilderField label={strings.navigationTitleLabel} required error={errors.title}>
        {(wiring) => <input {...wiring} name="title" className={control} value={draft.title} onChange={(event) => change({ title: event.target.value })} />}
      </BuilderField>
      <BuilderField label={strings.navigationKindLabel}>
        {(wiring) => (
          <select {...wiring} name="kind" className={control} value={draft.kind} onChange={(event) => change({ kind: event.target.value as NavigationItemKind, target: '' })}>
            {kinds.map(([kind, name]) => (
              <option key={kind} value={kind}>
                {name}
              </option>
            ))}
          </select>
        )}
      </BuilderField>
      {draft.kind === 'external' ? (
        <LinkField label={strings.navigationExternalLinkLabel} required name="target" value={draft.target} onValueChange={(target) => change({ target })} />
      ) : (
        <BuilderField label={collection ? strings.navigationCollectionLabel : strings.navigationMemberAreaLabel} required error={errors.target}>
          {(wiring) => (
            <select {...wiring} name="target" className={control} value={draft.target} onChange={(event) => change({ target: event.target.value })}>
              <option value="" disabled>
                {collection ? strings.navigationCollectionPlaceholder : strings.navigationMemberAreaPlaceholder}
              </option>
              {listed.map((destination) => (
                <option key={destination.id} value={destination.id}>
                  {destination.title}
                </option>
              ))}
              {unlisted ? <option value={draft.target}>{collection ? strings.navigationUnlistedCollection : strings.navigationUnlistedMemberArea}</option> : null}
            </select>
          )}
        </BuilderField>
      )}
      <div className={footer}>
        <Button type="submit" size="small">
          {strings.navigationItemSave}
        </Button>
        <Button size="small" variant="secondary" onClick={onCancel}>
          {strings.navigationItemCancel}
        </Button>
      </div>
    </form>
  );
}
