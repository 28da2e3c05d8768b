import { useState, type KeyboardEvent } from 'react';
import { QUANTITY, quantityMessage, stepQuantity } from '../../../logic/cart.ts';
import { showsQuantityInput, type Product, type ProductSettings } from '../../../logic/product.ts';
import { useLocalizedStrings } from '../../../hooks/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Field } from '../../primitives/Field/Field.tsx';
import { control as controlClass } from '../../primitives/Field/Field.css.ts';
import { group, input, stepper } from './QuantityInput.css.ts';

/** Props of {@link QuantityInput}. */
export interface QuantityInputProps {
  /** When given, the input shows only if the product takes a quantity (rendering.md §4); else always. */
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
  /** Extra class on the field. */
  className?: string;
}

/**
 * The quantity input (shopper.md §5): 1 to 9999 in steps of 1, 1 by default, with increment and
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
}: QuantityInputProps) {
  const strings = useLocalizedStrings();
  const [own, setOwn] = useState(defaultValue);
  if (product && !showsQuantityInput(product, settings)) return null;
  const text = value ?? own;
  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  const message = quantityMessage(text);
  const number = message === null ? Number(text.trim()) : null;
  const atMin = number !== null && number <= QUANTITY.min;
  const atMax = number !== null && number >= QUANTITY.max;
  const step = (steps: number) => {
    if (disabled) return;
    change(String(stepQuantity(text, steps)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? QUANTITY.step : -QUANTITY.step);
    }
  };
  return (
    <Field label={label ?? strings.productQuantityInputLabel} error={message} className={className}>
      {(control) => (
        <div className={group} data-vitrine="quantity-input" data-invalid={message !== null || undefined}>
          <Button
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
          </Button>
          <input
            {...control}
            className={[controlClass, input].join(' ')}
            type="text"
            inputMode="numeric"
            role="spinbutton"
            autoComplete="off"
            aria-valuemin={QUANTITY.min}
            aria-valuemax={QUANTITY.max}
            {...(number === null ? { 'aria-valuetext': text } : { 'aria-valuenow': number })}
            value={text}
            disabled={disabled}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button
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
          </Button>
        </div>
      )}
    </Field>
  );
}
