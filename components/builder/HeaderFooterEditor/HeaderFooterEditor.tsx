'use client';

import { useId, useState, type HTMLAttributes, type Ref } from 'react';
import type { JsonObject } from '../../../api/parse.ts';
import type { HeaderFooter } from '../../../api/site.ts';
import { BUILDER_MESSAGE_STRINGS } from '../../../logic/builder/builderMessages.ts';
import { headerFooterEntries, headerFooterLabel } from '../../../logic/builder/headerFooter.ts';
import { HEADER_FOOTER_STRINGS } from '../../../logic/builder/headerFooterStrings.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { useHeaderFooter } from '../../../hooks/builder/useHeaderFooter.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { BuilderCheckbox, BuilderField, BuilderFieldset } from '../fields/controls.tsx';
import { actions as actionsClass, unsaved as unsavedClass } from '../fields/controls.css.ts';
import { control } from '../../primitives/Field/Field.css.ts';
import { BuilderLoadError } from '../fields/BuilderLoadError.tsx';
import { EditorPanel } from '../fields/EditorPanel.tsx';
import * as css from './HeaderFooterEditor.css.ts';

const STRINGS = { ...HEADER_FOOTER_STRINGS, ...BUILDER_MESSAGE_STRINGS };

/** Props of {@link HeaderFooterEditor}: its own, and any DOM props of its `<section>`. */
export interface HeaderFooterEditorProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Called after the header and footer are saved, with what was saved. */
  onSaved?: (headerFooter: HeaderFooter) => void;
  /** The level of the editor's heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLElement>;
}

type Part = 'header' | 'footer';

const text = (object: JsonObject, key: string) => (typeof object[key] === 'string' ? object[key] : '');

/**
 * Edits the site's header and footer (rendering spec, entities, calls: GET / PUT /api/site-header-footer): their
 * text values and switches, with a live preview. Values the editor does not know how to edit are
 * kept and sent back as read. A failed read says 'Unable to load. Try again.' (or its siblings) with
 * Try again; a failed save keeps every edit and offers Retry; saving is announced.
 */
export function HeaderFooterEditor({ onSaved, headingLevel = 2, className, ...props }: HeaderFooterEditorProps) {
  const strings = useStrings(STRINGS);
  const announce = useAnnounce();
  const previewId = useId();
  const state = useHeaderFooter();
  const [draft, setDraft] = useState<{ version: number; value: HeaderFooter } | null>(null);

  // A fresh read starts the edits afresh (derived during render).
  if (state.saved && draft?.version !== state.version) setDraft({ version: state.version, value: structuredClone(state.saved) });

  const value = draft?.value ?? null;
  const dirty = value !== null && state.saved !== null && JSON.stringify(value) !== JSON.stringify(state.saved);

  const change = (part: Part, key: string, next: string | boolean) =>
    setDraft((current) => (current ? { ...current, value: { ...current.value, [part]: { ...current.value[part], [key]: next } } } : current));

  const save = async () => {
    if (!value || state.saveStatus === 'saving') return;
    announce(strings.headerFooterSaving);
    if (await state.save(value)) {
      announce(strings.headerFooterSaved);
      onSaved?.(value);
    }
  };

  const group = (part: Part) => {
    if (!value) return null;
    return (
      <BuilderFieldset legend={part === 'header' ? strings.headerFooterHeaderTitle : strings.headerFooterFooterTitle}>
        {headerFooterEntries(value[part]).map((entry) => {
          const label = headerFooterLabel(entry.key, strings);
          return entry.kind === 'switch' ? (
            <BuilderCheckbox
              key={entry.key}
              label={label}
              name={`${part}.${entry.key}`}
              checked={entry.value === true}
              onCheckedChange={(checked) => change(part, entry.key, checked)}
            />
          ) : (
            <BuilderField key={entry.key} label={label}>
              {(controlProps) => (
                <input
                  {...controlProps}
                  className={control}
                  name={`${part}.${entry.key}`}
                  value={String(entry.value)}
                  onChange={(event) => change(part, entry.key, event.target.value)}
                />
              )}
            </BuilderField>
          );
        })}
      </BuilderFieldset>
    );
  };

  const marks = value
    ? ([
        ['showCart', strings.headerFooterPreviewCart],
        ['showAccount', strings.headerFooterPreviewAccount],
        ['showLanguagePicker', strings.headerFooterPreviewLanguage],
      ] as const).filter(([key]) => value.header[key] === true)
    : [];

  return (
    <EditorPanel
      name="header-footer-editor"
      title={strings.headerFooterTitle}
      headingLevel={headingLevel}
      status={state.status}
      error={state.error}
      onRetry={state.reload}
      busy={state.status === 'loading' || state.saveStatus === 'saving'}
      dirty={dirty}
      {...props}
      className={className}
    >
      {value ? (
        <>
          <div className={css.columns}>
            {group('header')}
            {group('footer')}
          </div>
          <figure className={css.preview} aria-labelledby={previewId} data-part="preview">
            <figcaption id={previewId} className={css.previewCaption}>
              {strings.headerFooterPreviewLabel}
            </figcaption>
            {text(value.header, 'announcement') ? <p className={css.previewAnnouncement}>{text(value.header, 'announcement')}</p> : null}
            <div className={css.previewBar} data-part="preview-header">
              <span className={css.previewTitle}>{text(value.header, 'siteTitle')}</span>
              <ul className={css.previewMarks}>
                {marks.map(([key, label]) => (
                  <li key={key}>{label}</li>
                ))}
              </ul>
            </div>
            <div className={css.previewBar} data-part="preview-footer">
              <span>{text(value.footer, 'text')}</span>
              {value.footer.showSocialLinks === true ? <span>{strings.headerFooterPreviewSocial}</span> : null}
            </div>
          </figure>
          {state.saveStatus === 'failed' && state.saveError ? <BuilderLoadError message={state.saveError} action="retry" onRetry={() => void save()} /> : null}
          <div className={actionsClass}>
            <Button onClick={() => void save()} aria-disabled={state.saveStatus === 'saving' || undefined} data-state={state.saveStatus}>
              {strings.headerFooterSave}
            </Button>
            {dirty ? <span className={unsavedClass}>{strings.headerFooterUnsaved}</span> : null}
          </div>
        </>
      ) : null}
    </EditorPanel>
  );
}
