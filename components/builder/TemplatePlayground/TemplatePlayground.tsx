'use client';

import { useId, useMemo, useState, type HTMLAttributes, type Ref } from 'react';
import { templateErrorDiagnostics } from '../../../logic/builder/codeEditor.ts';
import { TEMPLATE_PLAYGROUND_EDITOR_STRINGS } from '../../../logic/builder/codeEditorStrings.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import {
  createTemplateEngine,
  describeError,
  errorSummary,
  renderPlayground,
  type RenderOptions,
  type TemplateEngine,
} from '../../../logic/template/index.ts';
import { TEMPLATE_PLAYGROUND_STRINGS } from '../../../logic/template/playground.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { CodeField } from '../fields/CodeField.tsx';
import { BuilderCheckbox, BuilderFieldset } from '../fields/controls.tsx';
import {
  column,
  errorItem,
  errorList,
  heading,
  markup,
  options as optionsClass,
  preview,
  root,
  summary,
} from './TemplatePlayground.css.ts';

/** Props of {@link TemplatePlayground}: its own, and any DOM props of its `<section>`. */
export interface TemplatePlaygroundProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The template the editor starts with. @default '' */
  defaultTemplate?: string;
  /** The JSON context the editor starts with. @default '{}' */
  defaultContext?: string;
  /** Partials by name, as template source: each gets an editor starting with it, and the owner's edits are applied. */
  partials?: Readonly<Record<string, string>>;
  /** Start with `{.eval}` expressions running. @default false */
  defaultExpressions?: boolean;
  /** Start with `{.include}` running. @default false */
  defaultIncludes?: boolean;
  /**
   * The engine to render with; pass `createFragmentTemplateEngine()` from `vitrine/template` for the
   * fragment formatters (kept out of `vitrine/components`, which never pulls in react-dom/server).
   * @default the core engine
   */
  engine?: TemplateEngine;
  /** Further render options (locale, time zone, now…). */
  renderOptions?: Omit<RenderOptions, 'enableExpressions' | 'enableIncludes' | 'partials'>;
  /** The level of the errors', markup's and preview's headings. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** The browser's user agent, for the code fields (Android gets plain textareas). @default navigator.userAgent */
  userAgent?: string;
  ref?: Ref<HTMLElement>;
}

let sharedEngine: TemplateEngine | null = null;

/** One core engine for every playground that brings none. */
function defaultEngine(): TemplateEngine {
  if (sharedEngine === null) sharedEngine = createTemplateEngine();
  return sharedEngine;
}

/**
 * A site owner's template playground: edit a template, its JSON context and its partials in code
 * fields, and see the markup, a preview and the errors (listed with line and column, and marked in
 * the template at their place) as you type.
 */
export function TemplatePlayground({
  defaultTemplate = '',
  defaultContext = '{}',
  partials,
  defaultExpressions = false,
  defaultIncludes = false,
  engine,
  renderOptions,
  headingLevel = 2,
  userAgent,
  className,
  ...props
}: TemplatePlaygroundProps) {
  const strings = useStrings(TEMPLATE_PLAYGROUND_STRINGS);
  const editorStrings = useStrings(TEMPLATE_PLAYGROUND_EDITOR_STRINGS);
  const [template, setTemplate] = useState(defaultTemplate);
  // The partials start as given and then hold the owner's edits.
  const [partialSources, setPartialSources] = useState<Readonly<Record<string, string>> | undefined>(partials);
  const [contextText, setContextText] = useState(defaultContext);
  const [expressions, setExpressions] = useState(defaultExpressions);
  const [includes, setIncludes] = useState(defaultIncludes);
  const id = useId();
  const result = useMemo(
    () =>
      renderPlayground(
        engine ?? defaultEngine(),
        template,
        contextText,
        { ...renderOptions, ...(partialSources ? { partials: partialSources } : {}), enableExpressions: expressions, enableIncludes: includes },
        strings,
      ),
    [engine, template, contextText, renderOptions, partialSources, expressions, includes, strings],
  );
  const diagnostics = useMemo(() => templateErrorDiagnostics(template, result.errors), [template, result.errors]);
  const names = (engine ?? defaultEngine()).registry;
  const state = result.errors.length > 0 || result.contextError !== null ? 'errors' : 'ok';
  const Heading = `h${headingLevel}` as const;

  return (
    <section data-vitrine="template-playground" data-state={state} aria-label={strings.templatePlaygroundTitle} {...props} className={cx(root, className)}>
      <div className={column}>
        <CodeField
          label={strings.templatePlaygroundTemplateLabel}
          description={strings.templatePlaygroundTemplateHint}
          language="template"
          value={template}
          onValueChange={setTemplate}
          diagnostics={diagnostics}
          templateNames={names}
          data-part="template"
          {...(userAgent === undefined ? {} : { userAgent })}
        />
        <CodeField
          label={strings.templatePlaygroundContextLabel}
          description={strings.templatePlaygroundContextHint}
          language="json"
          value={contextText}
          onValueChange={setContextText}
          error={result.contextError}
          data-part="context"
          {...(userAgent === undefined ? {} : { userAgent })}
        />
        {Object.entries(partialSources ?? {}).map(([name, source]) => (
          <CodeField
            key={name}
            label={interpolate(editorStrings.templatePlaygroundPartialLabel, { name })}
            language="template"
            value={source}
            onValueChange={(next) => setPartialSources((current) => ({ ...current, [name]: next }))}
            templateNames={names}
            data-part="partial"
            data-partial={name}
            {...(userAgent === undefined ? {} : { userAgent })}
          />
        ))}
        <BuilderFieldset legend={strings.templatePlaygroundOptionsLegend} className={optionsClass}>
          <BuilderCheckbox label={strings.templatePlaygroundExpressionsLabel} checked={expressions} onCheckedChange={setExpressions} />
          <BuilderCheckbox label={strings.templatePlaygroundIncludesLabel} checked={includes} onCheckedChange={setIncludes} />
        </BuilderFieldset>
      </div>
      <div className={column}>
        <Heading id={`${id}-errors`} className={heading}>
          {strings.templatePlaygroundErrorsHeading}
        </Heading>
        <p className={summary} role="status" data-part="summary">
          {errorSummary(result.errors.length, strings)}
        </p>
        {result.errors.length > 0 ? (
          <ol className={errorList} aria-labelledby={`${id}-errors`} data-part="errors">
            {result.errors.map((error, index) => (
              <li key={index} className={errorItem} data-kind={error.kind}>
                {describeError(error, strings)}
              </li>
            ))}
          </ol>
        ) : null}
        <Heading id={`${id}-markup`} className={heading}>
          {strings.templatePlaygroundMarkupHeading}
        </Heading>
        <pre className={markup} tabIndex={0} aria-labelledby={`${id}-markup`} data-part="markup">
          <code>{result.html}</code>
        </pre>
        <Heading className={heading}>{strings.templatePlaygroundPreviewHeading}</Heading>
        {/* An empty sandbox: the owner's markup is shown, never run. */}
        <iframe className={preview} title={strings.templatePlaygroundPreviewTitle} sandbox="" srcDoc={result.html} data-part="preview" />
      </div>
    </section>
  );
}
