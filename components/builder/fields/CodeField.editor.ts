'use client';

/**
 * The CodeMirror half of CodeField, loaded with `import()` once the field is on screen: the field
 * paints a plain textarea first, so nothing of CodeMirror is in the bundle that shows the page.
 */
import { defaultKeymap, history, historyKeymap, indentLess, indentMore } from '@codemirror/commands';
import { HighlightStyle, StreamLanguage, syntaxHighlighting, type StreamParser } from '@codemirror/language';
import { lintKeymap, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { Compartment, EditorSelection, RangeSetBuilder, type Extension } from '@codemirror/state';
import { Decoration, EditorView, keymap, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { templateTokens, type CodeDiagnostic, type CodeLanguage, type TemplateTokenKind } from '../../../logic/builder/codeEditor.ts';
import type { NameSet } from '../../../logic/template/tagCache.ts';
import { token } from './CodeField.css.ts';

/** What the field gives the editor when it makes it. */
export interface CodeEditorOptions {
  parent: HTMLElement;
  value: string;
  language: CodeLanguage;
  diagnostics: readonly CodeDiagnostic[];
  /** Attributes of the editable element (its accessible name and description). */
  contentAttributes: Record<string, string>;
  /** Where the caret was in the textarea painted first. */
  selection?: { anchor: number; head: number };
  templateNames?: NameSet | undefined;
  onChange(value: string): void;
}

/** The field's hold on a live editor. */
export interface CodeEditorHandle {
  readonly view: EditorView;
  setValue(value: string): void;
  setDiagnostics(diagnostics: readonly CodeDiagnostic[]): void;
  setContentAttributes(attributes: Record<string, string>): void;
  destroy(): void;
}

/** Marks the template's tags with the field's token classes. */
function templateHighlighter(names: NameSet | undefined): Extension {
  const marks: Record<TemplateTokenKind, Decoration> = {
    instruction: Decoration.mark({ class: token.instruction }),
    variable: Decoration.mark({ class: token.variable }),
    formatter: Decoration.mark({ class: token.formatter }),
    comment: Decoration.mark({ class: token.comment }),
    literal: Decoration.mark({ class: token.literal }),
  };
  const build = (view: EditorView): DecorationSet => {
    const builder = new RangeSetBuilder<Decoration>();
    for (const span of templateTokens(view.state.doc.toString(), names)) {
      if (span.to > span.from) builder.add(span.from, span.to, marks[span.kind]);
    }
    return builder.finish();
  };
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = build(view);
      }
      update(update: ViewUpdate) {
        if (update.docChanged) this.decorations = build(update.view);
      }
    },
    { decorations: (plugin) => plugin.decorations },
  );
}

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

/**
 * Tab indents; Escape then Tab (or Shift-Tab) leaves the editor, as CodeMirror documents. CodeMirror's
 * own tab-focus mode reads the legacy `keyCode` and expires after two seconds; this keeps the same
 * gesture by key name, without a clock, until another key is pressed or the editor is left.
 */
function escapeThenTab(): Extension {
  let leaving = false;
  const tab = (indent: (view: EditorView) => boolean) => (view: EditorView) => {
    if (!leaving) return indent(view);
    leaving = false;
    return false;
  };
  return [
    EditorView.domEventHandlers({
      keydown(event) {
        if (event.key !== 'Escape' && event.key !== 'Tab' && !MODIFIERS.has(event.key)) leaving = false;
        return false;
      },
      focus() {
        leaving = false;
        return false;
      },
    }),
    keymap.of([
      {
        key: 'Escape',
        run: () => {
          leaving = true;
          return false;
        },
      },
      { key: 'Tab', run: tab(indentMore), shift: tab(indentLess), preventDefault: false },
    ]),
  ];
}

/** JSON's strings, keys, numbers and keywords, enough to read a context at a glance. */
const jsonParser: StreamParser<null> = {
  name: 'json',
  token(stream) {
    if (stream.eatSpace()) return null;
    if (stream.match(/^"(?:[^"\\]|\\.)*"?/)) return stream.match(/^\s*:/, false) ? 'propertyName' : 'string';
    if (stream.match(/^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/)) return 'number';
    if (stream.match(/^(?:true|false|null)\b/)) return 'keyword';
    stream.next();
    return null;
  },
};

const jsonStyle = HighlightStyle.define([
  { tag: tags.propertyName, class: token.variable },
  { tag: tags.string, class: token.literal },
  { tag: tags.number, class: token.formatter },
  { tag: tags.keyword, class: token.instruction },
]);

function languageSupport(language: CodeLanguage, names: NameSet | undefined): Extension {
  if (language === 'template') return templateHighlighter(names);
  if (language === 'json') return [StreamLanguage.define(jsonParser), syntaxHighlighting(jsonStyle)];
  // HTML and CSS are edited as plain text: no grammar package is part of the library.
  return [];
}

const toCodeMirror = (diagnostics: readonly CodeDiagnostic[], length: number): Diagnostic[] =>
  diagnostics.map((item) => {
    const from = Math.min(Math.max(0, Math.trunc(item.from) || 0), length);
    const to = Math.min(Math.max(from, Math.trunc(item.to) || 0), length);
    return { from, to, message: String(item.message), severity: item.severity === 'warning' ? 'warning' : 'error' };
  });

/** Makes the editor in `parent`. */
export function createCodeEditor(options: CodeEditorOptions): CodeEditorHandle {
  const attributes = new Compartment();
  let applying = false;
  const view = new EditorView({
    parent: options.parent,
    doc: options.value,
    selection: options.selection ? EditorSelection.single(Math.min(options.selection.anchor, options.value.length), Math.min(options.selection.head, options.value.length)) : undefined,
    extensions: [
      history(),
      escapeThenTab(),
      keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap]),
      EditorView.lineWrapping,
      attributes.of(EditorView.contentAttributes.of(options.contentAttributes)),
      languageSupport(options.language, options.templateNames),
      EditorView.updateListener.of((update) => {
        if (update.docChanged && !applying) options.onChange(update.state.doc.toString());
      }),
    ],
  });
  const handle: CodeEditorHandle = {
    view,
    setValue(value) {
      const current = view.state.doc.toString();
      if (current === value) return;
      applying = true;
      try {
        view.dispatch({ changes: { from: 0, to: current.length, insert: value } });
      } finally {
        applying = false;
      }
    },
    setDiagnostics(diagnostics) {
      view.dispatch(setDiagnostics(view.state, toCodeMirror(diagnostics, view.state.doc.length)));
    },
    setContentAttributes(next) {
      view.dispatch({ effects: attributes.reconfigure(EditorView.contentAttributes.of(next)) });
    },
    destroy() {
      view.destroy();
    },
  };
  if (options.diagnostics.length > 0) handle.setDiagnostics(options.diagnostics);
  return handle;
}
