'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { BUILDER_MESSAGE_STRINGS } from '../../../logic/builder/builderMessages.ts';
import { isAndroidUserAgent, type CodeDiagnostic, type CodeLanguage } from '../../../logic/builder/codeEditor.ts';
import { CODE_FIELD_STRINGS } from '../../../logic/builder/codeEditorStrings.ts';
import type { NameSet } from '../../../logic/template/tagCache.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { BuilderField } from './controls.tsx';
import { type FieldControlProps } from '../../primitives/Field/Field.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import type { CodeEditorHandle } from './CodeField.editor.ts';
import { hint, host, root, textarea, unavailable } from './CodeField.css.ts';

/** Props of {@link CodeField}: its own, and any DOM props of its root. */
export interface CodeFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'defaultValue' | 'onChange'> {
  /** The field's label, also the editor's accessible name. */
  label: string;
  /** A hint under the label (the keyboard hint follows it). */
  description?: ReactNode;
  /** The code, when the caller owns it. */
  value?: string;
  /** The code the field starts with when it owns it. @default '' */
  defaultValue?: string;
  /** Called with the code after every edit. */
  onValueChange?(code: string): void;
  /** What the code is: templates and JSON are highlighted, HTML and CSS edited as text. @default 'template' */
  language?: CodeLanguage;
  /** Problems shown in the code at their place (offsets into the code). @default [] */
  diagnostics?: readonly CodeDiagnostic[];
  /** An error about the whole field, shown under it; marks it invalid. */
  error?: string | null;
  /** The browser's user agent (Android gets a plain textarea). @default navigator.userAgent */
  userAgent?: string;
  /** The formatter and predicate names templates are read against (an engine's registry). @default every name */
  templateNames?: NameSet;
  ref?: Ref<HTMLDivElement>;
}

const NO_DIAGNOSTICS: readonly CodeDiagnostic[] = [];

function browserUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** A server has no user agent to read: it renders the editor, and a hydrating render must too. */
const serverUserAgent = () => '';
/** The user agent never changes while the page is open. */
const subscribeUserAgent = () => () => {};

interface ControlProps {
  wiring: FieldControlProps;
  label: string;
  value: string;
  onValueChange(code: string): void;
  language: CodeLanguage;
  diagnostics: readonly CodeDiagnostic[];
  templateNames: NameSet | undefined;
  onReady(): void;
}

/** The textarea painted first, replaced by CodeMirror once its module has loaded. */
function CodeEditorControl({ wiring, label, value, onValueChange, language, diagnostics, templateNames, onReady }: ControlProps) {
  const [ready, setReady] = useState(false);
  const hostRef = useRef<HTMLElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const handleRef = useRef<CodeEditorHandle | null>(null);
  const attributes: Record<string, string> = {
    // Once the textarea is gone the label's `for` names the editor.
    id: wiring.id,
    'aria-label': label,
    'aria-multiline': 'true',
    ...(wiring['aria-describedby'] ? { 'aria-describedby': wiring['aria-describedby'] } : {}),
    ...(wiring['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
    ...(wiring['aria-required'] ? { 'aria-required': 'true' } : {}),
    spellcheck: 'false',
    autocapitalize: 'off',
  };
  const latest = useRef({ value, diagnostics, attributes, onValueChange });
  useEffect(() => {
    latest.current = { value, diagnostics, attributes, onValueChange };
  });

  useEffect(() => {
    let cancelled = false;
    let detachLabel = () => {};
    import('./CodeField.editor.ts').then(
      ({ createCodeEditor }) => {
        const parent = hostRef.current;
        if (cancelled || parent === null) return;
        const area = textareaRef.current;
        const hadFocus = area !== null && area.ownerDocument.activeElement === area;
        const now = latest.current;
        handleRef.current = createCodeEditor({
          parent,
          value: now.value,
          language,
          diagnostics: now.diagnostics,
          contentAttributes: now.attributes,
          templateNames,
          ...(area ? { selection: { anchor: area.selectionStart, head: area.selectionEnd } } : {}),
          onChange: (code) => latest.current.onValueChange(code),
        });
        if (hadFocus) handleRef.current.view.focus();
        // A label's `for` focuses only form controls: clicking the label focuses the editor here.
        const labelElement = parent.ownerDocument.querySelector(`label[for="${CSS.escape(wiring.id)}"]`);
        const focusEditor = () => handleRef.current?.view.focus();
        labelElement?.addEventListener('click', focusEditor);
        detachLabel = () => labelElement?.removeEventListener('click', focusEditor);
        setReady(true);
        onReady();
      },
      () => {
        // The editor's module failed to load (offline): the textarea stays, and edits still work.
      },
    );
    return () => {
      cancelled = true;
      detachLabel();
      handleRef.current?.destroy();
      handleRef.current = null;
      setReady(false);
    };
    // The editor is made once per language, name set and field; value, diagnostics and attributes follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, templateNames, wiring.id]);

  useEffect(() => {
    handleRef.current?.setValue(value);
  }, [value, ready]);
  useEffect(() => {
    handleRef.current?.setDiagnostics(diagnostics);
  }, [diagnostics, ready]);
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    handleRef.current?.setContentAttributes(latest.current.attributes);
  }, [attributeKey, ready]);

  return (
    <>
      {ready ? null : (
        <textarea
          {...wiring}
          ref={textareaRef}
          className={cx(control, textarea)}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          data-part="code-textarea"
        />
      )}
      {/* The editor shows the owner's code, so its host is a code element (the library's wording never appears in it). */}
      <code ref={hostRef} className={host} data-part="code-editor" hidden={!ready} />
    </>
  );
}

/**
 * A code field for the site owner: CodeMirror 6 with the template language highlighted, problems
 * shown in the code, themed by the site's theme. From the keyboard, Tab indents; Escape then Tab
 * leaves the editor (CodeMirror's tab-focus mode), as the field's hint says. The first paint is a
 * plain textarea while CodeMirror loads (a separate chunk); on Android only the textarea is offered,
 * with the spec's 'Code editing is not available on Android' (rendering spec, error catalogue).
 */
export function CodeField({
  label,
  description,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  language = 'template',
  diagnostics = NO_DIAGNOSTICS,
  error,
  userAgent,
  templateNames,
  className,
  ...props
}: CodeFieldProps) {
  const strings = useStrings(CODE_FIELD_STRINGS);
  const messages = useStrings(BUILDER_MESSAGE_STRINGS);
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const [state, setState] = useState<'loading' | 'ready'>('loading');
  // Read as the server did while hydrating (the plain textarea follows at once on Android), else at once.
  const browserAgent = useSyncExternalStore(subscribeUserAgent, browserUserAgent, serverUserAgent);
  const android = isAndroidUserAgent(userAgent ?? browserAgent);
  const messageId = `${useId()}-android`;
  const shownDescription = android ? (
    description
  ) : (
    <>
      {description ? <span className={hint}>{description}</span> : null}
      <span className={hint} data-part="keyboard-hint">
        {strings.codeFieldKeyboardHint}
      </span>
    </>
  );

  return (
    <BuilderField
      label={label}
      description={shownDescription}
      error={error ?? null}
      data-vitrine="code-field"
      data-state={android ? 'plain' : state}
      data-language={language}
      {...props}
      className={cx(root, className)}
    >
      {(wiring) =>
        android ? (
          <>
            <textarea
              {...wiring}
              aria-describedby={cx(wiring['aria-describedby'], messageId)}
              className={cx(control, textarea)}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              data-part="code-textarea"
            />
            <p id={messageId} className={unavailable} data-part="android-message">
              {messages.builderCodeEditingAndroidMessage}
            </p>
          </>
        ) : (
          <CodeEditorControl
            wiring={wiring}
            label={label}
            value={value}
            onValueChange={setValue}
            language={language}
            diagnostics={diagnostics}
            templateNames={templateNames}
            onReady={() => setState('ready')}
          />
        )
      }
    </BuilderField>
  );
}
