'use client';

import { useId, type HTMLAttributes, type Ref } from 'react';
import * as Label from '@radix-ui/react-label';
import * as RadioGroup from '@radix-ui/react-radio-group';
import {
  GALLERY_OPTIONS,
  normaliseGalleryOptions,
  type GalleryFlag,
  type GalleryItem,
  type GalleryNumberOption,
  type GalleryOptions,
  type GalleryOptionsInput,
} from '../../../logic/content/galleryOptions.ts';
import { GALLERY_DESIGNER_LABEL_KEYS, GALLERY_DESIGNER_STRINGS, galleryOptionApplies } from '../../../logic/builder/galleryDesigner.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { GalleryBlock } from '../../content/GalleryBlock/GalleryBlock.tsx';
import { BuilderCheckbox, BuilderField, BuilderFieldset } from '../fields/controls.tsx';
import { control as controlClass } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import { choice, choiceList, controls, flagList, preview, previewLabel, radio, radioDot, root } from './GalleryDesigner.css.ts';
import { GalleryNumberField } from './GalleryNumberField.tsx';

/** Props of {@link GalleryDesigner}: its own, and any DOM props of its root `<div>`. */
export interface GalleryDesignerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange' | 'children'> {
  /** The options, controlled (read through normaliseGalleryOptions: camelCase or the stored kebab-case, out-of-range values clamped). */
  value?: GalleryDesignerInput;
  /** The first options, uncontrolled. @default every option at its default (rendering spec, constants and limits) */
  defaultValue?: GalleryDesignerInput;
  /** Called with every option, each within its range, after each change; never with an out-of-range number. */
  onValueChange?(options: GalleryOptions): void;
  /** The gallery's items: when given, a live preview of the gallery with the options is shown beside the controls. */
  items?: readonly GalleryItem[];
  /** Disables every control. @default false */
  disabled?: boolean;
  /** The root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** Options as the designer takes them: whole, partial, or as a block stores them (kebab-case). */
type GalleryDesignerInput = GalleryOptionsInput | GalleryOptions | Readonly<Record<string, unknown>>;

type Choice = 'aspectRatio' | 'metaPosition' | 'activeAlignment' | 'lightboxTheme';

/** Each choice option with its list, label key and list of label keys. */
const CHOICES = [
  { name: 'aspectRatio', list: GALLERY_OPTIONS.aspectRatios, label: 'galleryDesignerAspectRatioLabel', labels: GALLERY_DESIGNER_LABEL_KEYS.aspectRatios },
  { name: 'metaPosition', list: GALLERY_OPTIONS.metaPositions, label: 'galleryDesignerMetaPositionLabel', labels: GALLERY_DESIGNER_LABEL_KEYS.metaPositions },
  { name: 'activeAlignment', list: GALLERY_OPTIONS.activeAlignments, label: 'galleryDesignerActiveAlignmentLabel', labels: GALLERY_DESIGNER_LABEL_KEYS.activeAlignments },
  { name: 'lightboxTheme', list: GALLERY_OPTIONS.lightboxThemes, label: 'galleryDesignerLightboxThemeLabel', labels: GALLERY_DESIGNER_LABEL_KEYS.lightboxThemes },
] as const;

const NUMBER_OPTIONS = Object.keys(GALLERY_OPTIONS.numbers) as GalleryNumberOption[];

/**
 * The gallery block's designer (rendering spec, constants and limits): the design (grid by default, slideshow, slider,
 * stacked), every number option with its range and default (a slider and a number input; typed
 * numbers out of range are clamped with a message and never passed on), every choice and flag, all
 * from GALLERY_OPTIONS; it shows only the options the chosen design draws with (galleryOptionApplies),
 * keeping the others' values. With `items`, the gallery itself is previewed live beside the controls.
 */
export function GalleryDesigner({ value, defaultValue, onValueChange, items, disabled = false, className, ...props }: GalleryDesignerProps) {
  const strings = useStrings(GALLERY_DESIGNER_STRINGS);
  const id = useId();
  const [given, setGiven] = useControllableState<GalleryDesignerInput>({
    value,
    defaultValue: defaultValue ?? {},
    onChange: onValueChange ? (next) => onValueChange(normaliseGalleryOptions(next)) : undefined,
  });
  const options = normaliseGalleryOptions(given);
  // Every change is made to the normalised options, so what goes out is always whole and in range.
  const change = (patch: Partial<GalleryOptions>) => setGiven({ ...options, ...patch });
  const setFlag = (flag: GalleryFlag, on: boolean) => change({ flags: { ...options.flags, [flag]: on } });
  const previewId = `${id}-preview`;

  return (
    <div data-vitrine="gallery-designer" data-design={options.design} {...props} className={cx(root, className)}>
      <div className={controls} role="group" aria-label={strings.galleryDesignerLabel} aria-disabled={disabled || undefined} data-disabled={disabled || undefined}>
        <BuilderFieldset legend={strings.galleryDesignerDesignLabel}>
          <RadioGroup.Root
            className={choiceList}
            value={options.design}
            disabled={disabled}
            aria-label={strings.galleryDesignerDesignLabel}
            onValueChange={(design) => {
              const known = GALLERY_OPTIONS.designs.find((one) => one === design);
              if (known) change({ design: known });
            }}
          >
            {GALLERY_OPTIONS.designs.map((design) => (
              <Label.Root key={design} className={choice} data-disabled={disabled || undefined}>
                <RadioGroup.Item value={design} className={radio} data-design={design}>
                  <RadioGroup.Indicator className={radioDot} />
                </RadioGroup.Item>
                {strings[GALLERY_DESIGNER_LABEL_KEYS.designs[design]]}
              </Label.Root>
            ))}
          </RadioGroup.Root>
        </BuilderFieldset>
        {NUMBER_OPTIONS.filter((option) => galleryOptionApplies(options.design, option)).map((option) => (
          <GalleryNumberField
            key={option}
            option={option}
            label={strings[GALLERY_DESIGNER_LABEL_KEYS.numbers[option]]}
            value={options[option]}
            strings={strings}
            disabled={disabled}
            onValueChange={(next) => change({ [option]: next })}
          />
        ))}
        {CHOICES.filter(({ name }) => galleryOptionApplies(options.design, name)).map(({ name, list, label, labels }) => (
          <BuilderField key={name} label={strings[label]} data-option={name}>
            {(control) => (
              <select
                {...control}
                className={controlClass}
                value={options[name]}
                disabled={disabled}
                onChange={(event) => {
                  const picked = (list as readonly string[]).find((one) => one === event.target.value);
                  if (picked !== undefined) change({ [name]: picked } as Partial<Pick<GalleryOptions, Choice>>);
                }}
              >
                {list.map((one) => (
                  <option key={one} value={one}>
                    {strings[(labels as Readonly<Record<string, keyof typeof strings>>)[one] ?? label]}
                  </option>
                ))}
              </select>
            )}
          </BuilderField>
        ))}
        <BuilderFieldset legend={strings.galleryDesignerFlagsLabel} className={flagList}>
          {GALLERY_OPTIONS.flags
            .filter((flag) => galleryOptionApplies(options.design, flag))
            .map((flag) => (
              <BuilderCheckbox
                key={flag}
                label={strings[GALLERY_DESIGNER_LABEL_KEYS.flags[flag]]}
                checked={options.flags[flag]}
                disabled={disabled}
                data-flag={flag}
                onCheckedChange={(checked) => setFlag(flag, checked)}
              />
            ))}
        </BuilderFieldset>
      </div>
      {items ? (
        <figure className={preview} aria-labelledby={previewId} data-part="preview">
          <figcaption id={previewId} className={previewLabel}>
            {strings.galleryDesignerPreviewLabel}
          </figcaption>
          <GalleryBlock items={items} options={options} />
        </figure>
      ) : null}
    </div>
  );
}
