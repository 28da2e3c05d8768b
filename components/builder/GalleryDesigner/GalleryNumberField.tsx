'use client';

import { useState, type KeyboardEvent } from 'react';
import * as Slider from '@radix-ui/react-slider';
import { GALLERY_OPTIONS, type GalleryNumberOption } from '../../../logic/content/galleryOptions.ts';
import { readGalleryNumber, type GalleryRangeStrings } from '../../../logic/builder/galleryDesigner.ts';
import { BuilderField } from '../fields/controls.tsx';
import { control as controlClass } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { numberInput, numberRow, range, slider, thumb, track } from './GalleryDesigner.css.ts';

/** Props of {@link GalleryNumberField}. */
export interface GalleryNumberFieldProps {
  option: GalleryNumberOption;
  /** The option's name, in the site's words. */
  label: string;
  /** The option's value, always within its range. */
  value: number;
  /** Called with a value within the range only. */
  onValueChange(value: number): void;
  strings: GalleryRangeStrings & Readonly<Record<'galleryDesignerClampedText', string>>;
  disabled: boolean;
}

/**
 * One number option (rendering spec, constants and limits): a radix Slider over its range and a number input beside it.
 * Typed text out of range (or not a number) shows the range message as the field's error and is not
 * passed on; leaving the field or pressing Enter clamps it into the range: the value is then valid, so
 * the error goes and a muted note says what it was set to and why.
 */
export function GalleryNumberField({ option, label, value, onValueChange, strings, disabled }: GalleryNumberFieldProps) {
  const { min, max } = GALLERY_OPTIONS.numbers[option];
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [clampedTo, setClampedTo] = useState<number | null>(null);
  const settle = () => {
    if (draft === null) return;
    const reading = readGalleryNumber(draft, option, label, value, strings);
    setDraft(null);
    setMessage(null);
    setClampedTo(reading.message === null ? null : reading.clamped);
    if (reading.clamped !== value) onValueChange(reading.clamped);
  };
  const note = clampedTo === null ? undefined : interpolate(strings.galleryDesignerClampedText, { value: clampedTo, name: label, min, max });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      settle();
    }
  };
  return (
    <BuilderField
      label={label}
      error={message}
      description={note}
      data-option={option}
      data-state={message !== null ? 'invalid' : clampedTo !== null ? 'clamped' : 'valid'}
      data-disabled={disabled || undefined}
    >
      {(control) => (
        <div className={numberRow}>
          <Slider.Root
            className={slider}
            min={min}
            max={max}
            step={1}
            value={[value]}
            disabled={disabled}
            onValueChange={([next]) => {
              if (next === undefined) return;
              setDraft(null);
              setMessage(null);
              setClampedTo(null);
              onValueChange(next);
            }}
          >
            <Slider.Track className={track}>
              <Slider.Range className={range} />
            </Slider.Track>
            <Slider.Thumb className={thumb} aria-label={label} />
          </Slider.Root>
          <input
            {...control}
            className={cx(controlClass, numberInput)}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={draft ?? String(value)}
            disabled={disabled}
            onChange={(event) => {
              const text = event.target.value;
              const reading = readGalleryNumber(text, option, label, value, strings);
              setDraft(text);
              setMessage(reading.message);
              setClampedTo(null);
              if (reading.value !== null && reading.value !== value) onValueChange(reading.value);
            }}
            onBlur={settle}
            onKeyDown={onKeyDown}
          />
        </div>
      )}
    </BuilderField>
  );
}
