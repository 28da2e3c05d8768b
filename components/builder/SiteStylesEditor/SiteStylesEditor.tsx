'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useId, useLayoutEffect, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { BUILDER_MESSAGE_STRINGS, builderSaveErrorMessage } from '../../../logic/builder/builderMessages.ts';
import { TWEAK_EVENT } from '../../../logic/shared/enums.ts';
import { fontUsageLabel, paletteColourLabel, siteStylesDirtyPaths, siteStylesPatch, themeColour, usageFont, type SiteAestheticsPath, type SiteStyles, type SiteStylesPatch, type TweakEvent } from '../../../logic/builder/siteStyles.ts';
import { SITE_STYLES_STRINGS } from '../../../logic/builder/siteStylesStrings.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useSiteStyles } from '../../../hooks/builder/useSiteStyles.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { BuilderField, BuilderFieldset } from '../fields/controls.tsx';
import { actions as actionsClass, unsaved as unsavedClass } from '../fields/controls.css.ts';
import { control } from '../../primitives/Field/Field.css.ts';
import { ColourInput } from '../ColourInput/ColourInput.tsx';
import { BuilderLoadError } from '../fields/BuilderLoadError.tsx';
import { EditorPanel } from '../fields/EditorPanel.tsx';
import { FontPicker } from '../fields/FontPicker.tsx';
import type { FontPreviewLoader } from '../../../hooks/builder/useFonts.ts';
import * as css from './SiteStylesEditor.css.ts';
import { vars } from '../../theme/contract.css.ts';

const STRINGS = { ...SITE_STYLES_STRINGS, ...BUILDER_MESSAGE_STRINGS };

/** Props of {@link SiteStylesEditor}: its own, and any DOM props of its `<section>`. */
export interface SiteStylesEditorProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onChange'> {
  /** The saved styles. @default read from the style tweak schema (GetTemplateSchema) */
  value?: SiteStyles;
  /**
   * Saves what changed: only the dirty site aesthetics paths (rendering spec, entities) and their values. The
   * library has no call for it (rendering spec, calls shows none), so the page saves; a rejection keeps
   * every edit and offers Retry.
   */
  onSave?: (patch: SiteStylesPatch, paths: SiteAestheticsPath[]) => Promise<void> | void;
  /** Every tweak event (rendering spec, states): before open, after show, change, save, reset, close, after close. */
  onTweakEvent?: (event: TweakEvent) => void;
  /** The owner closed the editor (after the close event). */
  onClose?: () => void;
  /** The level of the editor's heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Loads a font's preview file for the font pickers. @default the FontFace API (loadFontFace) */
  loadPreview?: FontPreviewLoader;
  ref?: Ref<HTMLElement>;
}

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** A chosen family for the preview, falling back to the theme's own font while the family is not loaded on the page. */
const previewFamily = (family: string | undefined, fallback: string) => (family ? `${JSON.stringify(family)}, ${fallback}` : 'initial');

/**
 * Edits the site's aesthetics from the template's tweak schema: the colour palette (ColourInput),
 * the default colour theme, the active font theme and its fonts (FontPicker), and which font each
 * usage takes; a preview shows them applied. Save hands over only the dirty paths; Reset brings the
 * saved values back. Every step emits its tweak event through `onTweakEvent`.
 */
export function SiteStylesEditor({ value, onSave, onTweakEvent, onClose, headingLevel = 2, loadPreview, className, ...props }: SiteStylesEditorProps) {
  const strings = useStrings(STRINGS);
  const announce = useAnnounce();
  const previewId = useId();
  const loaded = useSiteStyles({ enabled: value === undefined });
  const [savedOwn, setSavedOwn] = useState<SiteStyles | null>(null);
  const source = savedOwn ?? value ?? loaded.styles;
  const [edited, setEdited] = useState<{ from: SiteStyles; styles: SiteStyles } | null>(null);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  const [saveFailure, setSaveFailure] = useState<unknown>(null);

  // New saved styles (a read, or the caller's) start the edits afresh (derived during render).
  if (source && edited?.from !== source) setEdited({ from: source, styles: structuredClone(source) });

  const emitRef = useRef(onTweakEvent);
  useLayoutEffect(() => {
    emitRef.current = onTweakEvent;
  });
  const emit = (event: TweakEvent) => emitRef.current?.(event);
  useLayoutEffect(() => {
    emitRef.current?.({ type: TWEAK_EVENT.beforeOpen });
  }, []);
  useEffect(() => {
    emitRef.current?.({ type: TWEAK_EVENT.afterShow });
    return () => emitRef.current?.({ type: TWEAK_EVENT.afterClose });
  }, []);

  const styles = edited?.styles ?? null;
  const dirtyPaths = source && styles ? siteStylesDirtyPaths(source, styles) : [];

  const change = (path: SiteAestheticsPath, next: SiteStyles) => {
    if (!edited) return;
    setEdited({ ...edited, styles: next });
    emit({ type: TWEAK_EVENT.change, path, styles: next });
  };
  const activeFontTheme = styles?.fontThemes.find((theme) => theme.id === styles.activeFontThemeId);
  const setFont = (role: 'heading' | 'body', family: string) => {
    if (!styles) return;
    change('fontThemes', { ...styles, fontThemes: styles.fontThemes.map((theme) => (theme.id === styles.activeFontThemeId ? { ...theme, [role]: family } : theme)) });
  };
  const save = async () => {
    if (!source || !styles || saveStatus === 'saving') return;
    const paths = siteStylesDirtyPaths(source, styles);
    const patch = siteStylesPatch(source, styles);
    setSaveStatus('saving');
    setSaveFailure(null);
    announce(strings.siteStylesSaving);
    try {
      await onSave?.(patch, paths);
      emit({ type: TWEAK_EVENT.save, patch, paths });
      setSavedOwn(styles);
      setSaveStatus('saved');
      announce(strings.siteStylesSaved);
    } catch (error) {
      setSaveFailure(error);
      setSaveStatus('failed');
    }
  };
  const reset = () => {
    if (!source) return;
    setEdited({ from: source, styles: structuredClone(source) });
    emit({ type: TWEAK_EVENT.reset, styles: source });
    announce(strings.siteStylesResetDone);
  };
  const close = () => {
    emit({ type: TWEAK_EVENT.close });
    onClose?.();
  };


  return (
    <EditorPanel
      name="site-styles-editor"
      title={strings.siteStylesTitle}
      headingLevel={headingLevel}
      status={value ? 'ready' : loaded.status}
      error={value ? null : loaded.error}
      onRetry={loaded.reload}
      busy={(!value && loaded.status === 'loading') || saveStatus === 'saving'}
      dirty={dirtyPaths.length > 0}
      {...props}
      className={className}
    >
      {styles ? (
        <>
          <div className={css.columns}>
            <BuilderFieldset legend={strings.siteStylesPaletteTitle}>
              {Object.entries(styles.colorPalette).map(([key, colour]) => (
                <ColourInput
                  key={key}
                  data-palette-key={key}
                  label={paletteColourLabel(key, strings)}
                  value={colour}
                  onValueChange={(css) => change('colorPalette', { ...styles, colorPalette: { ...styles.colorPalette, [key]: css } })}
                />
              ))}
              <BuilderField label={strings.siteStylesColorThemeLabel}>
                {(wiring) => (
                  <select {...wiring} className={control} value={styles.defaultColorThemeId} onChange={(event) => change('defaultColorThemeId', { ...styles, defaultColorThemeId: event.target.value })}>
                    {styles.colorThemes.map((theme) => (
                      <option key={theme.id} value={theme.id}>
                        {theme.name}
                      </option>
                    ))}
                  </select>
                )}
              </BuilderField>
            </BuilderFieldset>
            <BuilderFieldset legend={strings.siteStylesFontsTitle}>
              <BuilderField label={strings.siteStylesFontThemeLabel}>
                {(wiring) => (
                  <select {...wiring} className={control} value={styles.activeFontThemeId} onChange={(event) => change('activeFontThemeId', { ...styles, activeFontThemeId: event.target.value })}>
                    {styles.fontThemes.map((theme) => (
                      <option key={theme.id} value={theme.id}>
                        {theme.name}
                      </option>
                    ))}
                  </select>
                )}
              </BuilderField>
              {activeFontTheme ? (
                <>
                  <FontPicker label={strings.siteStylesHeadingFontLabel} value={activeFontTheme.heading} onValueChange={(family) => setFont('heading', family)} loadPreview={loadPreview} />
                  <FontPicker label={strings.siteStylesBodyFontLabel} value={activeFontTheme.body} onValueChange={(family) => setFont('body', family)} loadPreview={loadPreview} />
                </>
              ) : null}
              {Object.entries(styles.fontUsageCategories).map(([usage, role]) => (
                <BuilderField key={usage} label={fontUsageLabel(usage, strings)}>
                  {(wiring) => (
                    <select
                      {...wiring}
                      className={control}
                      value={role}
                      onChange={(event) =>
                        change('fontUsageCategories', { ...styles, fontUsageCategories: { ...styles.fontUsageCategories, [usage]: event.target.value === 'heading' ? 'heading' : 'body' } })
                      }
                    >
                      <option value="heading">{strings.siteStylesUsageHeading}</option>
                      <option value="body">{strings.siteStylesUsageBody}</option>
                    </select>
                  )}
                </BuilderField>
              ))}
            </BuilderFieldset>
          </div>
          <figure className={css.preview} style={assignInlineVars({
              [css.backgroundVar]: themeColour(styles, styles.defaultColorThemeId, 'background') || 'initial',
              [css.textVar]: themeColour(styles, styles.defaultColorThemeId, 'text') || 'initial',
              [css.accentVar]: themeColour(styles, styles.defaultColorThemeId, 'accent') || 'initial',
              [css.headingFontVar]: previewFamily(activeFontTheme?.heading, vars.font.heading),
              [css.bodyFontVar]: previewFamily(usageFont(styles, 'paragraph'), vars.font.body),
              [css.buttonFontVar]: previewFamily(usageFont(styles, 'button'), vars.font.body),
            })} aria-labelledby={previewId} data-part="preview">
            <figcaption id={previewId} className={css.caption}>
              {strings.siteStylesPreviewLabel}
            </figcaption>
            <p className={css.previewHeading}>{strings.siteStylesPreviewHeading}</p>
            <p className={css.previewText}>{strings.siteStylesPreviewBody}</p>
            <span className={css.previewButton}>{strings.siteStylesPreviewButton}</span>
          </figure>
          {saveStatus === 'failed' ? <BuilderLoadError message={builderSaveErrorMessage(saveFailure, strings.builderUnableToSaveMessage, strings)} action="retry" onRetry={() => void save()} /> : null}
          <div className={actionsClass}>
            <Button onClick={() => void save()} aria-disabled={saveStatus === 'saving' || undefined} data-state={saveStatus}>
              {strings.siteStylesSave}
            </Button>
            <Button variant="secondary" onClick={reset}>
              {strings.siteStylesReset}
            </Button>
            <Button variant="ghost" onClick={close}>
              {strings.siteStylesClose}
            </Button>
            {dirtyPaths.length > 0 ? <span className={unsavedClass}>{strings.siteStylesUnsaved}</span> : null}
          </div>
        </>
      ) : null}
    </EditorPanel>
  );
}
