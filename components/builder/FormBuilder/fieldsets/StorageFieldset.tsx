'use client';

import { useId, useState } from 'react';
import { useMailingLists } from '../../../../hooks/forms/useMailingLists.ts';
import { useStrings } from '../../../../hooks/shared/useLocalizedStrings.tsx';
import { BUILDER_MESSAGE_STRINGS } from '../../../../logic/builder/builderMessages.ts';
import { storageProblem } from '../../../../logic/builder/formBuilder.ts';
import type { FormBuilderStrings } from '../../../../logic/builder/formBuilderStrings.ts';
import type { FormStorage } from '../../../../logic/forms/forms.ts';
import { Alert } from '../../../primitives/Alert/Alert.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { BuilderField } from '../../fields/controls.tsx';
import { control } from '../../../primitives/Field/Field.css.ts';
import { checkbox, choices, legend, toggle } from '../FormBuilder.css.ts';

/** Props of {@link StorageFieldset}. */
export interface StorageFieldsetProps {
  storage: FormStorage | undefined;
  onChange: (storage: FormStorage) => void;
  strings: FormBuilderStrings;
}

/**
 * Where submissions go (rendering spec, entities storage): one of the owner's mailing lists ('A List must be
 * selected'; "You don't have any mailing lists…" when there is none; 'Unable to load. Try again.' with
 * Try again when they cannot be read) or email addresses ('Please enter a valid email', 'Emails must be
 * formatted as …'). A message shows once the owner has left the control; switching between the two
 * keeps what was chosen or typed in the other.
 */
export function StorageFieldset({ storage, onChange, strings }: StorageFieldsetProps) {
  const builderStrings = useStrings(BUILDER_MESSAGE_STRINGS);
  const kind = storage?.kind ?? 'mailingList';
  const lists = useMailingLists({ enabled: kind === 'mailingList' });
  const [touched, setTouched] = useState(false);
  // What the other kind held, so a switch back finds it again.
  const [kept, setKept] = useState<{ listId: string; addresses: string }>(() => ({
    listId: storage?.kind === 'mailingList' ? storage.listId : '',
    addresses: storage?.kind === 'email' ? storage.addresses : '',
  }));
  const name = useId();
  const problem = touched ? storageProblem(storage ?? { kind: 'mailingList', listId: '' }, strings) : null;

  const switchTo = (next: FormStorage['kind']) => {
    if (next === kind) return;
    const current = { ...kept, ...(storage?.kind === 'email' ? { addresses: storage.addresses } : { listId: storage?.listId ?? '' }) };
    setKept(current);
    setTouched(false);
    onChange(next === 'email' ? { kind: 'email', addresses: current.addresses } : { kind: 'mailingList', listId: current.listId });
  };

  return (
    <>
      <fieldset className={choices}>
        <legend className={legend}>{strings.formBuilderStorageKind}</legend>
        <label className={toggle}>
          <input type="radio" className={checkbox} name={name} checked={kind === 'mailingList'} onChange={() => switchTo('mailingList')} data-part="storage-list" />
          {strings.formBuilderStorageMailingList}
        </label>
        <label className={toggle}>
          <input type="radio" className={checkbox} name={name} checked={kind === 'email'} onChange={() => switchTo('email')} data-part="storage-email" />
          {strings.formBuilderStorageEmail}
        </label>
      </fieldset>
      {kind === 'email' ? (
        <BuilderField label={strings.formBuilderEmailAddresses} description={strings.formBuilderEmailAddressesHint} error={problem} data-part="storage-addresses">
          {(wiring) => (
            <input
              {...wiring}
              className={control}
              type="text"
              inputMode="email"
              autoComplete="off"
              value={storage?.kind === 'email' ? storage.addresses : ''}
              onChange={(event) => onChange({ kind: 'email', addresses: event.currentTarget.value })}
              onBlur={() => setTouched(true)}
            />
          )}
        </BuilderField>
      ) : lists.status === 'loading' ? (
        <p role="status" data-part="lists-loading">
          {strings.formBuilderLoadingLists}
        </p>
      ) : lists.status === 'failed' ? (
        <Alert data-part="lists-failed">
          <span data-part="lists-error">{lists.error}</span>
          <Button type="button" variant="secondary" size="small" onClick={lists.reload}>
            {builderStrings.builderTryAgainText}
          </Button>
        </Alert>
      ) : lists.lists.length === 0 ? (
        <Alert tone="info" data-part="no-lists">
          {strings.formBuilderNoMailingLists}
        </Alert>
      ) : (
        <BuilderField label={strings.formBuilderMailingList} error={problem} data-part="storage-list-select">
          {(wiring) => (
            <select
              {...wiring}
              className={control}
              value={storage?.kind === 'mailingList' ? storage.listId : ''}
              onChange={(event) => {
                setTouched(true);
                onChange({ kind: 'mailingList', listId: event.currentTarget.value });
              }}
              onBlur={() => setTouched(true)}
            >
              <option value="">{strings.formBuilderChooseList}</option>
              {lists.lists.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </select>
          )}
        </BuilderField>
      )}
    </>
  );
}
