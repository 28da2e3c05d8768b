'use client';

import { useState, type KeyboardEvent } from 'react';
import * as Slider from '@radix-ui/react-slider';
import { GALLERY_OPTIONS, type GalleryNumberOption } from '../../../logic/content/galleryOptions.ts';
import { readGalleryNumber, type GalleryRangeStrings } from '../../../logic/builder/galleryDesigner.ts';
import { Field } from '../../primitives/Field/Field.tsx';
import { control as controlClass } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
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
  strings: GalleryRangeStrings;
  disabled: boolean;
}

/**
 * One number option (rendering spec, constants and limits): a radix Slider over its range and a number input beside it.
 * Typed text out of range (or not a number) shows the range message and is not passed on; leaving
 * the field or pressing Enter clamps it into the range, and the message stays to say why.
 */
export function GalleryNumberField({ option, label, value, onValueChange, strings, disabled }: GalleryNumberFieldProps) {
  const { min, max } = GALLERY_OPTIONS.numbers[option];
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const settle = () => {
    if (draft === null) return;
    const reading = readGalleryNumber(draft, option, label, value, strings);
    setDraft(null);
    if (reading.clamped !== value) onValueChange(reading.clamped);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      settle();
    }
  };
  return (
    <Field label={label} error={message} data-option={option} data-state={message === null ? 'valid' : 'clamped'}>
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
              if (reading.value !== null && reading.value !== value) onValueChange(reading.value);
            }}
            onBlur={settle}
            onKeyDown={onKeyDown}
          />
        </div>
      )}
    </Field>
  );
}
