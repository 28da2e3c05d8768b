'use client';

import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { BuilderFont } from '../../../api/builderSettings.ts';
import { BUILDER_MESSAGE_STRINGS } from '../../../logic/builder/builderMessages.ts';
import { BUILDER_PICKER_STRINGS, fontPreviewFamily } from '../../../logic/builder/builderFields.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { loadFontFace, useFontPreview, useFonts, type FontPreviewLoader } from '../../../hooks/builder/useFonts.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { BuilderField } from './controls.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import { BuilderLoadError } from './BuilderLoadError.tsx';
import { muted, pickerStack, preview, previewFamily } from './fields.css.ts';

/** Props of {@link FontPicker}: its own, and the DOM props of its select. */
export interface FontPickerProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** Controlled family. */
  value?: string;
  /** Uncontrolled first family. @default '' (none chosen) */
  defaultValue?: string;
  /** The family the owner chose. */
  onValueChange?: (family: string) => void;
  /** @default the localized 'Font' */
  label?: ReactNode;
  /** A hint under the label. */
  description?: ReactNode;
  /** Loads a font's preview file. @default the FontFace API (loadFontFace) */
  loadPreview?: FontPreviewLoader;
  /** The select element. */
  ref?: Ref<HTMLSelectElement>;
}

/** The chosen font's name drawn in that font, or why it cannot be, with Retry. */
function FontPreview({ font, loader }: { font: BuilderFont; loader: FontPreviewLoader }) {
  const strings = useStrings(BUILDER_MESSAGE_STRINGS);
  const { status, retry } = useFontPreview(font, loader);
  if (status === 'failed') {
    return (
      <BuilderLoadError message={interpolate(strings.builderFontPreviewFailedMessage, { fontName: font.family })} onRetry={retry} action="retry" />
    );
  }
  return (
    <p
      className={preview}
      data-part="font-preview"
      data-state={status}
      style={assignInlineVars({ [previewFamily]: status === 'loaded' ? fontPreviewFamily(font.family, font.category) : 'inherit' })}
    >
      {font.family}
    </p>
  );
}

/**
 * Chooses one of the fonts the builder offers (read with useFonts) and previews it. A failed read
 * says 'Unable to load fonts' with Try again, and a preview that cannot load 'Unable to load preview
 * for {fontName}' with Retry (rendering spec, error catalogue); the chosen family is kept through both.
 */
export function FontPicker({ value, defaultValue = '', onValueChange, label, description, loadPreview = loadFontFace, className, ...selectProps }: FontPickerProps) {
  const strings = useStrings(BUILDER_PICKER_STRINGS);
  const [family, setFamily] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const { status, fonts, error, reload } = useFonts();
  const chosen = fonts.find((font) => font.family === family);
  // A family the list lacks (or a list not read yet) still shows as chosen: it is the owner's.
  const families = family !== '' && !chosen ? [family, ...fonts.map((font) => font.family)] : fonts.map((font) => font.family);

  return (
    <BuilderField label={label ?? strings.fontPickerLabel} description={description} className={cx(pickerStack, className)} data-vitrine="font-picker" data-state={status}>
      {(wiring) => (
        <>
          <select
            {...selectProps}
            {...wiring}
            className={control}
            value={family}
            disabled={selectProps.disabled === true || status !== 'ready'}
            onChange={(event) => setFamily(event.currentTarget.value)}
          >
            {family === '' ? <option value="" /> : null}
            {families.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {status === 'loading' ? (
            <p className={muted} role="status">
              {strings.fontPickerLoadingText}
            </p>
          ) : null}
          {status === 'failed' && error !== null ? <BuilderLoadError message={error} onRetry={reload} /> : null}
          {chosen ? <FontPreview key={chosen.family} font={chosen} loader={loadPreview} /> : null}
        </>
      )}
    </BuilderField>
  );
}
