'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useDeferredValue, useEffect, useId, useInsertionEffect, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { useConfirm } from '../../../hooks/shared/useConfirm.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { FORM_BUILDER_FIELDSETS, type BuilderFieldType } from '../../../logic/builder/builder.ts';
import { fieldTypeLabel, moveFormField, newFormField, removeFormField, updateFormField } from '../../../logic/builder/formBuilder.ts';
import { FORM_BUILDER_STRINGS, type FormBuilderStringKey } from '../../../logic/builder/formBuilderStrings.ts';
import type { FormField, FormPageFields } from '../../../logic/forms/forms.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { BuilderField } from '../fields/controls.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import type { PageFormDefinition } from '../../forms/Form/Form.tsx';
import { ConfirmProvider } from '../ConfirmModal/ConfirmProvider.tsx';
import { FieldList } from './fieldList/FieldList.tsx';
import { fieldName } from './fieldList/FieldRow.tsx';
import { FormBuilderPreview } from './FormBuilderPreview.tsx';
import { root } from './FormBuilder.css.ts';
import { tab, tabList, tabPanel as panel } from '../fields/controls.css.ts';
import { AdvancedFieldset, CaptchaFieldset, DisclaimerFieldset, type EditedSettings } from './fieldsets/SettingsFieldsets.tsx';
import { StorageFieldset } from './fieldsets/StorageFieldset.tsx';

/** One fieldset of the builder (rendering spec, entities). */
export type FormBuilderFieldset = (typeof FORM_BUILDER_FIELDSETS)[number];

const FIELDSET_STRING: Readonly<Record<FormBuilderFieldset, FormBuilderStringKey>> = {
  build: 'formBuilderFieldsetBuild',
  storage: 'formBuilderFieldsetStorage',
  advanced: 'formBuilderFieldsetAdvanced',
  captcha: 'formBuilderFieldsetCaptcha',
  disclaimer: 'formBuilderFieldsetDisclaimer',
};

/** A new form: no fields yet. */
export const EMPTY_FORM_DEFINITION: PageFormDefinition = { id: 'form-new', name: '', fields: [] };

/** The page the preview pretends to be on (it is never sent: the preview is an editing context). */
const PREVIEW_PAGE: FormPageFields = { pageTitle: '', pageId: 'form-builder-preview', contentSource: 'c', pagePath: '/', pagePermissionTypeValue: 1 };

/** Props of {@link FormBuilder}: its own, and any DOM props of its root. */
export interface FormBuilderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The form being built (controlled): the same definition the page's Form reads. */
  value?: PageFormDefinition;
  /** The form to start from when uncontrolled. @default EMPTY_FORM_DEFINITION */
  defaultValue?: PageFormDefinition;
  /** Called with the whole definition after every edit. */
  onValueChange?: (definition: PageFormDefinition) => void;
  /** The site's vanilla form handler flag: textarea fields gain a maximum length (rendering spec, entities). @default false */
  vanillaFormHandler?: boolean;
  /** The fieldset open first (controlled through the tabs otherwise). @default 'build' */
  defaultFieldset?: FormBuilderFieldset;
  /** Shows the live preview beside the fieldsets. @default true */
  preview?: boolean;
  /** The site's captcha key, for the preview's captcha. @default null */
  captchaSiteKey?: string | null;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The form builder (rendering spec, entities): the fieldsets build (add, remove, reorder by pointer, keyboard or
 * buttons, and each field's properties of the spec's table), storage (a mailing list or email), advanced
 * (submit label, message or redirect after submission), captcha and disclaimer, beside a live preview
 * drawn by the page's own Form. Its value is the definition that Form reads; nothing typed is dropped,
 * valid or not. Removing a field asks first; brings its own confirm dialog.
 */
export function FormBuilder(props: FormBuilderProps) {
  return (
    <ConfirmProvider>
      <FormBuilderBody {...props} />
    </ConfirmProvider>
  );
}

function FormBuilderBody({
  value,
  defaultValue = EMPTY_FORM_DEFINITION,
  onValueChange,
  vanillaFormHandler = false,
  defaultFieldset = 'build',
  preview = true,
  captchaSiteKey = null,
  className,
  ref,
  ...props
}: FormBuilderProps) {
  const strings = useStrings(FORM_BUILDER_STRINGS);
  const announce = useAnnounce();
  const { confirm } = useConfirm();
  const [definition, setDefinition] = useControllableState<PageFormDefinition>({ value, defaultValue, onChange: onValueChange });
  const [fieldset, setFieldset] = useState<string>(defaultFieldset);
  const listRef = useRef<HTMLDivElement | null>(null);
  // After a button adds, moves or removes a field, focus follows it (the button pressed may now be disabled or gone).
  const focusTarget = useRef<{ id: string; part: string } | null>(null);
  const tabsId = useId();
  // The preview draws a deferred copy: typing re-renders the edited row first, the preview when React has time.
  const previewDefinition = useDeferredValue(definition);
  // Every edit starts from the latest definition, not the last render's, so the callbacks below stay
  // stable (unchanged rows skip rendering) and two edits in one event build on each other.
  const latest = useRef(definition);
  useInsertionEffect(() => {
    latest.current = definition;
  });
  const update = useCallback(
    (change: (current: PageFormDefinition) => PageFormDefinition) => {
      const next = change(latest.current);
      latest.current = next;
      setDefinition(next);
    },
    [setDefinition],
  );

  useEffect(() => {
    const wantedFocus = focusTarget.current;
    if (!wantedFocus) return;
    focusTarget.current = null;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(wantedFocus.id)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-part="${wantedFocus.part}"]`);
    const target = wanted && !wanted.disabled ? wanted : row?.querySelector<HTMLElement>('[data-part="drag-handle"]');
    (target ?? listRef.current?.querySelector<HTMLElement>('[data-part="add-field"]'))?.focus();
  });

  const setFields = useCallback((next: readonly FormField[]) => update((current) => ({ ...current, fields: next })), [update]);
  const settings = useCallback((patch: Partial<EditedSettings>) => update((current) => ({ ...current, ...patch })), [update]);
  const change = useCallback((id: string, patch: Partial<FormField>) => update((current) => ({ ...current, fields: updateFormField(current.fields, id, patch) })), [update]);

  const add = useCallback(
    (type: BuilderFieldType) => {
      const fields = latest.current.fields;
      const field = newFormField(type, fields, fieldTypeLabel(type, strings));
      setFields([...fields, field]);
      announce(interpolate(strings.formBuilderAdded, { label: fieldName(field, strings) }));
      focusTarget.current = { id: field.id, part: 'edit' };
    },
    [announce, setFields, strings],
  );

  const move = useCallback(
    (from: number, to: number, byButton: boolean) => {
      const fields = latest.current.fields;
      const next = moveFormField(fields, from, to);
      if (next === fields) return;
      const moved = fields[from];
      setFields(next);
      if (!moved) return;
      const position = next.indexOf(moved) + 1;
      if (byButton) {
        announce(interpolate(strings.formBuilderMoved, { label: fieldName(moved, strings), position, count: next.length }));
        focusTarget.current = { id: moved.id, part: to < from ? 'move-up' : 'move-down' };
      }
    },
    [announce, setFields, strings],
  );
  const moveByButton = useCallback((from: number, to: number) => move(from, to, true), [move]);
  const moveByDrag = useCallback((from: number, to: number) => move(from, to, false), [move]);

  const remove = useCallback(
    async (id: string) => {
      const asked = latest.current.fields.find((field) => field.id === id);
      if (!asked) return;
      const confirmed = await confirm({
        title: interpolate(strings.formBuilderRemoveTitle, { label: fieldName(asked, strings) }),
        description: strings.formBuilderRemoveDescription,
        confirmLabel: strings.formBuilderRemoveConfirm,
        destructive: true,
      });
      if (!confirmed) return;
      // The fields as they are now: the owner may have edited them while the question was open.
      const fields = latest.current.fields;
      const index = fields.findIndex((field) => field.id === id);
      const removed = fields[index];
      if (!removed) return;
      const next = removeFormField(fields, id);
      setFields(next);
      announce(interpolate(strings.formBuilderRemoved, { label: fieldName(removed, strings) }));
      const neighbour = next[Math.min(index, next.length - 1)];
      focusTarget.current = { id: neighbour?.id ?? '', part: 'edit' };
    },
    [announce, confirm, setFields, strings],
  );

  return (
    <div ref={ref} data-vitrine="form-builder" data-fieldset={fieldset} {...props} className={cx(root, className)}>
      <BuilderField label={strings.formBuilderFormName} data-part="form-name">
        {(wiring) => <input {...wiring} className={control} type="text" value={definition.name ?? ''} onChange={(event) => {
              const name = event.currentTarget.value;
              update((current) => ({ ...current, name }));
            }} />}
      </BuilderField>
      <Tabs.Root id={tabsId} value={fieldset} onValueChange={setFieldset}>
        <Tabs.List className={tabList} aria-label={strings.formBuilderFieldsets}>
          {FORM_BUILDER_FIELDSETS.map((name) => (
            <Tabs.Trigger key={name} value={name} className={tab} data-fieldset={name}>
              {strings[FIELDSET_STRING[name]]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Every panel stays mounted while another is shown, so what the owner typed in it stays. */}
        <Tabs.Content forceMount hidden={fieldset !== 'build'} value="build" className={panel}>
          <div ref={listRef}>
            <FieldList
              fields={definition.fields}
              vanillaFormHandler={vanillaFormHandler}
              strings={strings}
              onAdd={add}
              onChange={change}
              onMove={moveByButton}
              onDragMove={moveByDrag}
              onRemove={remove}
            />
          </div>
        </Tabs.Content>
        <Tabs.Content forceMount hidden={fieldset !== 'storage'} value="storage" className={panel}>
          <StorageFieldset storage={definition.storage} strings={strings} onChange={(storage) => settings({ storage })} />
        </Tabs.Content>
        <Tabs.Content forceMount hidden={fieldset !== 'advanced'} value="advanced" className={panel}>
          <AdvancedFieldset value={definition} strings={strings} onChange={settings} />
        </Tabs.Content>
        <Tabs.Content forceMount hidden={fieldset !== 'captcha'} value="captcha" className={panel}>
          <CaptchaFieldset value={definition} strings={strings} onChange={settings} />
        </Tabs.Content>
        <Tabs.Content forceMount hidden={fieldset !== 'disclaimer'} value="disclaimer" className={panel}>
          <DisclaimerFieldset value={definition} strings={strings} onChange={settings} />
        </Tabs.Content>
      </Tabs.Root>
      {preview ? <FormBuilderPreview definition={previewDefinition} pageFields={PREVIEW_PAGE} captchaSiteKey={captchaSiteKey} heading={strings.formBuilderPreview} /> : null}
    </div>
  );
}
