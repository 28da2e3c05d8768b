'use client';

import { useId, useState, type ChangeEvent, type HTMLAttributes, type Ref } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { COLOUR_STRINGS, parseHsl, readColour, rgbValueToHsl, type Hsl } from '../../../logic/builder/colour.ts';
import { COLOUR_INPUT_STRINGS } from '../../../logic/builder/colourStrings.ts';
import { FLUID_ENGINE_COLOURS } from '../../../logic/shared/constants.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { BuilderField } from '../fields/controls.tsx';
import { control as controlClass, error as errorClass } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import { usePortalTheme } from '../../theme/ThemeRoot/ThemeRoot.tsx';
import { input, messages, picker, preset, presets as presetsClass, row, swatch, swatchColourVar, weight as weightClass } from './ColourInput.css.ts';

const STRINGS = { ...COLOUR_STRINGS, ...COLOUR_INPUT_STRINGS };

/** The fluid engine colours (rendering spec, constants and limits), the presets when none are given. */
export const FLUID_ENGINE_PRESETS: readonly string[] = Object.values(FLUID_ENGINE_COLOURS);

/** Props of {@link ColourInput}: its own, and any DOM props of its root `<div>`. */
export interface ColourInputProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange' | 'children'> {
  /** The colour, controlled: a CSS colour, hex or hsl()/hsla(). */
  value?: string;
  /** The first colour, uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with each valid colour the owner makes, as CSS (`#rrggbb` or `hsl(…)`); never with invalid text. */
  onValueChange?(css: string): void;
  /** The visible label of the text input. */
  label: string;
  /** Colours offered as one-press choices. @default the fluid engine colours, blue #027AFF and yellow #FFB802 */
  presets?: readonly string[];
  /** A hint under the label. */
  description?: string;
  /** The name of the text input, for a form. */
  name?: string;
  /** Disables typing, the picker and the presets. @default false */
  disabled?: boolean;
  /** The root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

type PickerFields = Record<'h' | 's' | 'l' | 'a', string>;

const EMPTY_FIELDS: PickerFields = { h: '', s: '', l: '', a: '' };

/** Picker fields in the units shown: hue in degrees, the rest in percent, at most one decimal. */
function fieldsOf(colour: Hsl): PickerFields {
  const percent = (fraction: number) => String(Math.round(fraction * 1000) / 10);
  return { h: String(colour.h), s: percent(colour.s), l: percent(colour.l), a: colour.a === undefined ? '' : percent(colour.a) };
}

/** The hsl() text of the picker's fields; an empty field stays empty, so it reads as a missing value. */
function textOf(fields: PickerFields): string {
  const alpha = fields.a.trim() === '' ? '' : ` / ${fields.a.trim()}%`;
  const percent = (text: string) => (text.trim() === '' ? '' : `${text.trim()}%`);
  return `hsl(${fields.h.trim()} ${percent(fields.s)} ${percent(fields.l)}${alpha})`;
}

/**
 * A colour field of the builder (rendering spec, validation rules, constants and limits): hex (3 to 6 digits, optional #) or hsl()/hsla()
 * typed in, or made in an HSL picker, or chosen from presets. A swatch shows it and a line says
 * whether it reads as light or dark. Invalid text stays as typed with every message the spec gives
 * for it, and is never passed on: `onValueChange` only ever receives a valid CSS colour.
 */
export function ColourInput({
  value,
  defaultValue = '',
  onValueChange,
  label,
  presets = FLUID_ENGINE_PRESETS,
  description,
  name,
  disabled = false,
  className,
  ...props
}: ColourInputProps) {
  const strings = useStrings(STRINGS);
  const theme = usePortalTheme();
  const id = useId();
  const [colour, setColour] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [text, setText] = useState(colour);
  const [shown, setShown] = useState(colour);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [fields, setFields] = useState<PickerFields>(EMPTY_FIELDS);
  let reading = readColour(text, strings);
  // A colour given from outside replaces the text, unless the text already reads as it.
  if (colour !== shown) {
    setShown(colour);
    if (reading.css !== colour) {
      setText(colour);
      reading = readColour(colour, strings);
    }
  }
  const state = reading.problems.length > 0 ? 'invalid' : reading.css === null ? 'empty' : 'valid';
  const messagesId = `${id}-messages`;
  const weightId = `${id}-weight`;

  const type = (next: string) => {
    setText(next);
    const read = readColour(next, strings);
    if (read.css !== null) setColour(read.css);
  };
  const openPicker = (open: boolean) => {
    if (open && reading.value !== null) {
      const hsl = /^\s*hsl/i.test(text) ? parseHsl(text.trim(), strings).value : null;
      setFields(fieldsOf(hsl ?? rgbValueToHsl(reading.value)));
    }
    setPickerOpen(open);
  };
  const pick = (key: keyof PickerFields) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...fields, [key]: event.target.value };
    setFields(next);
    type(textOf(next));
  };
  const pickerField = (key: keyof PickerFields, fieldLabel: string, max: number) => (
    <BuilderField label={fieldLabel} key={key}>
      {(control) => (
        <input
          {...control}
          className={controlClass}
          type="number"
          inputMode="decimal"
          min={0}
          max={max}
          step="any"
          value={fields[key]}
          aria-invalid={reading.problems.length > 0 || undefined}
          aria-describedby={cx(control['aria-describedby'], reading.problems.length > 0 && messagesId) || undefined}
          onChange={pick(key)}
        />
      )}
    </BuilderField>
  );

  return (
    <BuilderField
      label={label}
      description={description}
      data-vitrine="colour-input"
      data-state={state}
      data-weight={reading.weight ?? undefined}
      {...props}
      className={cx(className)}
    >
      {(control) => (
        <>
          <div className={row}>
            <span
              className={swatch}
              data-part="swatch"
              data-state={state}
              aria-hidden="true"
              {...(reading.css !== null ? { style: assignInlineVars({ [swatchColourVar]: reading.css }) } : {})}
            />
            <input
              {...control}
              className={cx(controlClass, input)}
              type="text"
              name={name}
              autoComplete="off"
              spellCheck={false}
              value={text}
              disabled={disabled}
              aria-invalid={state === 'invalid' || undefined}
              aria-describedby={cx(control['aria-describedby'], state === 'invalid' ? messagesId : reading.weight && weightId) || undefined}
              onChange={(event) => type(event.target.value)}
            />
            <Popover.Root open={pickerOpen} onOpenChange={openPicker}>
              <Popover.Trigger asChild>
                <Button variant="secondary" disabled={disabled} data-part="picker-trigger">
                  {strings.colourPickerButtonLabel}
                </Button>
              </Popover.Trigger>
              <Popover.Portal>
                <Popover.Content className={cx(theme.className, picker)} style={assignInlineVars(theme.inlineVars)} align="end" sideOffset={4} aria-label={strings.colourPickerButtonLabel}>
                  {pickerField('h', strings.colourHueLabel, 360)}
                  {pickerField('s', strings.colourSaturationLabel, 100)}
                  {pickerField('l', strings.colourLightnessLabel, 100)}
                  {pickerField('a', strings.colourAlphaLabel, 100)}
                </Popover.Content>
              </Popover.Portal>
            </Popover.Root>
          </div>
          <ul id={messagesId} className={messages} aria-live="polite" data-part="messages">
            {reading.problems.map((problem) => (
              <li key={problem} className={errorClass} data-part="error">
                {problem}
              </li>
            ))}
          </ul>
          {reading.weight !== null ? (
            <p id={weightId} className={weightClass} data-part="weight" data-weight={reading.weight}>
              {reading.weight === 'light' ? strings.colourLightText : strings.colourDarkText}
            </p>
          ) : null}
          {presets.length > 0 ? (
            <div role="group" aria-label={strings.colourPresetsLabel} className={presetsClass} data-part="presets">
              {presets.map((presetColour) => {
                const presetReading = readColour(presetColour, strings);
                if (presetReading.css === null) return null;
                return (
                  <button
                    key={presetColour}
                    type="button"
                    className={cx(swatch, preset)}
                    style={assignInlineVars({ [swatchColourVar]: presetReading.css })}
                    aria-label={interpolate(strings.colourPresetLabel, { colour: presetColour })}
                    aria-pressed={presetReading.css === reading.css}
                    data-weight={presetReading.weight ?? undefined}
                    disabled={disabled}
                    onClick={() => type(presetColour)}
                  />
                );
              })}
            </div>
          ) : null}
        </>
      )}
    </BuilderField>
  );
}
