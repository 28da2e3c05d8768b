'use client';

import type { ChangeEvent, InputHTMLAttributes, KeyboardEvent, Ref } from 'react';
import { QUANTITY, QUANTITY_MESSAGE_STRINGS, quantityMessage, stepQuantity } from '../../../logic/shopper/cart.ts';
import { showsQuantityInput, type Product, type ProductSettings } from '../../../logic/shopper/product.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { QUANTITY_INPUT_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { PlainButton } from '../../primitives/Button/Button.tsx';
import { Field } from '../../primitives/Field/Field.tsx';
import { control as controlClass } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import { group, input, stepper } from './QuantityInput.css.ts';

/** What the input shows: its own wording and the cart's quantity messages. */
const STRINGS = {
  ...QUANTITY_INPUT_STRINGS,
  ...QUANTITY_MESSAGE_STRINGS,
};

/** Props of {@link QuantityInput}: its own, and any DOM props of the `<input>` (`name`, `aria-label`, `form`…). */
export interface QuantityInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'type' | 'children' | 'role' | 'inputMode'> {
  /** When given, the input shows only if the product takes a quantity (rendering spec, states); else always. */
  product?: Product;
  /** Store settings read by that rule (services may be limited to one). */
  settings?: ProductSettings;
  /** The text of the input, controlled. */
  value?: string;
  /** The initial text, uncontrolled. @default '1' */
  defaultValue?: string;
  /** Called with the text on every change, whether or not it is a valid quantity. */
  onValueChange?: (value: string) => void;
  /** The visible label. @default the localized `productQuantityInputLabel` */
  label?: string;
  /** Disables typing and the step buttons. @default false */
  disabled?: boolean;
  /** The `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The quantity input (shopper spec, validation rules): 1 to 9999 in steps of 1, 1 by default, with increment and
 * decrement buttons and the Up and Down arrow keys. Text that is not a whole number in range is kept
 * as typed and shows the spec's message, so it is never sent.
 */
export function QuantityInput({
  product,
  settings,
  value,
  defaultValue = String(QUANTITY.default),
  onValueChange,
  label,
  disabled = false,
  className,
  onChange,
  onKeyDown: onKeyDownProp,
  ...props
}: QuantityInputProps) {
  const strings = useStrings(STRINGS);
  const [text, change] = useControllableState({ value, defaultValue, onChange: onValueChange });
  if (product && !showsQuantityInput(product, settings)) return null;
  const message = quantityMessage(text, strings);
  const number = message === null ? Number(text.trim()) : null;
  const atMin = number !== null && number <= QUANTITY.min;
  const atMax = number !== null && number >= QUANTITY.max;
  const step = (steps: number) => {
    if (disabled) return;
    change(String(stepQuantity(text, steps)));
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (!event.defaultPrevented) change(event.target.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDownProp?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? QUANTITY.step : -QUANTITY.step);
    }
  };
  return (
    <Field label={label ?? strings.productQuantityInputLabel} error={message}>
      {(control) => (
        <div className={group} data-vitrine="quantity-input" data-invalid={message !== null || undefined}>
          <PlainButton
            variant="secondary"
            size="icon"
            className={stepper}
            aria-label={strings.quantityDecrementLabel}
            aria-controls={control.id}
            aria-disabled={disabled || atMin || undefined}
            disabled={disabled}
            onClick={() => step(-QUANTITY.step)}
          >
            <span aria-hidden="true">−</span>
          </PlainButton>
          <input
            autoComplete="off"
            {...props}
            {...control}
            // The caller's description (a hint of its own) is read after the field's error.
            aria-describedby={cx(control['aria-describedby'], props['aria-describedby']) || undefined}
            className={cx(controlClass, input, className)}
            type="text"
            inputMode="numeric"
            role="spinbutton"
            aria-valuemin={QUANTITY.min}
            aria-valuemax={QUANTITY.max}
            {...(number === null ? { 'aria-valuetext': text } : { 'aria-valuenow': number })}
            value={text}
            disabled={disabled}
            onChange={handleChange}
            onKeyDown={onKeyDown}
          />
          <PlainButton
            variant="secondary"
            size="icon"
            className={stepper}
            aria-label={strings.quantityIncrementLabel}
            aria-controls={control.id}
            aria-disabled={disabled || atMax || undefined}
            disabled={disabled}
            onClick={() => step(QUANTITY.step)}
          >
            <span aria-hidden="true">+</span>
          </PlainButton>
        </div>
      )}
    </Field>
  );
}
