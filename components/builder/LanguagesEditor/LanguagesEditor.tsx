'use client';

import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import type { SiteLanguage } from '../../../api/site.ts';
import { BUILDER_MESSAGE_STRINGS } from '../../../logic/builder/builderMessages.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { addLanguage, isLanguagesChanged, isMultilingualConnected, moveLanguage, newLanguageProblems, removeLanguage, setDefaultLanguage } from '../../../logic/builder/languages.ts';
import { LANGUAGES_STRINGS } from '../../../logic/builder/languagesStrings.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { useConfirm } from '../../../hooks/shared/useConfirm.ts';
import { useLanguages } from '../../../hooks/builder/useLanguages.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { BuilderField } from '../fields/controls.tsx';
import { actions as actionsClass, unsaved as unsavedClass, dangerButton } from '../fields/controls.css.ts';
import { control } from '../../primitives/Field/Field.css.ts';
import { ConfirmProvider } from '../ConfirmModal/ConfirmProvider.tsx';
import { BuilderLoadError } from '../fields/BuilderLoadError.tsx';
import { EditorPanel } from '../fields/EditorPanel.tsx';
import { LanguageRow } from './LanguageRow.tsx';
import * as css from './LanguagesEditor.css.ts';

const STRINGS = { ...LANGUAGES_STRINGS, ...BUILDER_MESSAGE_STRINGS };

/** Props of {@link LanguagesEditor}: its own, and any DOM props of its `<section>`. */
export interface LanguagesEditorProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Called after the languages are saved, with the list saved. */
  onSaved?: (languages: readonly SiteLanguage[]) => void;
  /** Called after multilingual is disconnected. */
  onDisconnected?: () => void;
  /** The level of the editor's heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLElement>;
}

/**
 * Edits a multilingual site's languages (rendering spec, entities, calls): reads the settings, status and
 * languages; adds, removes (after a confirm) and orders them (drag and drop, or the handle with
 * Space and the arrows, or the move buttons); one default. Save sends PUT /api/multilingual/languages;
 * Disconnect (after a destructive confirm) DELETE /api/multilingual/connection. Failures keep every
 * edit, with Try again / Retry. Brings its own confirm dialog.
 */
export function LanguagesEditor(props: LanguagesEditorProps) {
  return (
    <ConfirmProvider>
      <LanguagesEditorBody {...props} />
    </ConfirmProvider>
  );
}

function LanguagesEditorBody({ onSaved, onDisconnected, headingLevel = 2, className, ...props }: LanguagesEditorProps) {
  const strings = useStrings(STRINGS);
  const announce = useAnnounce();
  const { confirm } = useConfirm();
  const hintId = useId();
  const state = useLanguages();
  const [session, setSession] = useState<{ version: number; languages: readonly SiteLanguage[] } | null>(null);
  const [draft, setDraft] = useState({ code: '', name: '' });
  const [problems, setProblems] = useState<{ code: string | null; name: string | null }>({ code: null, name: null });

  if (state.status === 'ready' && session?.version !== state.version) setSession({ version: state.version, languages: state.saved });

  const languages = session?.languages ?? state.saved;
  const dirty = session !== null && isLanguagesChanged(state.saved, languages);
  const connected = isMultilingualConnected(state.multilingualStatus);

  // The list of the latest change, ahead of its render: a drop then a click build on each other.
  const latest = useRef(languages);
  useLayoutEffect(() => {
    latest.current = languages;
  }, [languages]);
  const setLanguages = (next: readonly SiteLanguage[]) => {
    latest.current = next;
    setSession((current) => (current ? { ...current, languages: next } : current));
  };
  const nameOf = (code: string | number) => latest.current.find((language) => language.code === String(code))?.name ?? String(code);

  const move = (code: string, to: number) => {
    const next = moveLanguage(latest.current, code, to);
    if (next === latest.current) return;
    setLanguages(next);
    announce(interpolate(strings.languagesMoved, { name: nameOf(code), position: String(next.findIndex((language) => language.code === code) + 1), count: String(next.length) }));
  };
  const drop = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(String(active.id), latest.current.findIndex((language) => language.code === String(over.id)));
  };
  const remove = async (language: SiteLanguage) => {
    const confirmed = await confirm({
      title: interpolate(strings.languagesRemoveTitle, { name: language.name }),
      description: strings.languagesRemoveDescription,
      confirmLabel: strings.languagesRemoveConfirm,
      destructive: true,
    });
    if (!confirmed) return;
    setLanguages(removeLanguage(latest.current, language.code));
    announce(interpolate(strings.languagesRemoved, { name: language.name }));
  };
  const codeInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const found = newLanguageProblems(latest.current, draft, strings);
    setProblems(found);
    // Refused: the keyboard goes to the first field that says why, which is read out with its message.
    if (found.code || found.name) {
      (found.code ? codeInput : nameInput).current?.focus();
      return;
    }
    setLanguages(addLanguage(latest.current, draft));
    setDraft({ code: '', name: '' });
  };
  const save = async () => {
    if (state.saveStatus === 'saving') return;
    announce(strings.languagesSaving);
    const sent = latest.current;
    if (await state.save(sent)) {
      announce(strings.languagesSaved);
      onSaved?.(sent);
    }
  };
  const disconnect = async () => {
    const confirmed = await confirm({
      title: strings.languagesDisconnectTitle,
      description: strings.languagesDisconnectDescription,
      confirmLabel: strings.languagesDisconnectConfirm,
      destructive: true,
    });
    if (confirmed && (await state.disconnect())) {
      announce(strings.languagesDisconnectedAnnouncement);
      onDisconnected?.();
    }
  };

  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  return (
    <EditorPanel
      name="languages-editor"
      title={strings.languagesTitle}
      headingLevel={headingLevel}
      status={state.status}
      error={state.error}
      onRetry={state.reload}
      busy={state.status === 'loading' || state.saveStatus === 'saving'}
      dirty={dirty}
      {...props}
      className={className}
    >
      {session ? (
        <>
          <p className={css.status} data-connected={connected}>
            {interpolate(strings.languagesStatusText, { status: connected ? strings.languagesConnected : strings.languagesDisconnected })}
          </p>
          <p id={hintId} className={css.hint}>
            {strings.languagesKeyboardHint}
          </p>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={drop}
            // Announced through the page's one announcer (move), not dnd-kit's own live region.
            accessibility={{
              announcements: { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined },
              screenReaderInstructions: { draggable: strings.languagesKeyboardHint },
            }}
          >
            <SortableContext items={languages.map((language) => language.code)} strategy={verticalListSortingStrategy}>
              <ul className={css.list} aria-label={strings.languagesListLabel} aria-describedby={hintId}>
                {languages.map((language, index) => (
                  <LanguageRow
                    key={language.code}
                    language={language}
                    index={index}
                    count={languages.length}
                    onMove={(to) => move(language.code, to)}
                    onMakeDefault={() => setLanguages(setDefaultLanguage(latest.current, language.code))}
                    onRemove={() => void remove(language)}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
          <form className={css.addForm} onSubmit={add} noValidate>
            <BuilderField label={strings.languagesCodeLabel} description={strings.languagesCodeHint} error={problems.code}>
              {(controlProps) => <input {...controlProps} ref={codeInput} className={control} name="code" value={draft.code} onChange={(event) => setDraft({ ...draft, code: event.target.value })} />}
            </BuilderField>
            <BuilderField label={strings.languagesNameLabel} error={problems.name}>
              {(controlProps) => <input {...controlProps} ref={nameInput} className={control} name="name" value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />}
            </BuilderField>
            <Button type="submit" variant="secondary">
              {strings.languagesAdd}
            </Button>
          </form>
          {state.saveStatus === 'failed' && state.saveError ? <BuilderLoadError message={state.saveError} action="retry" onRetry={() => void save()} /> : null}
          {state.disconnectError ? <BuilderLoadError message={state.disconnectError} action="retry" onRetry={() => void disconnect()} data-part="disconnect-error" /> : null}
          <div className={actionsClass}>
            <Button onClick={() => void save()} aria-disabled={state.saveStatus === 'saving' || undefined} data-state={state.saveStatus}>
              {strings.languagesSave}
            </Button>
            {connected ? (
              <Button variant="secondary" className={dangerButton} onClick={() => void disconnect()}>
                {strings.languagesDisconnect}
              </Button>
            ) : null}
            {dirty ? <span className={unsavedClass}>{strings.languagesUnsaved}</span> : null}
          </div>
        </>
      ) : null}
    </EditorPanel>
  );
}
