'use client';

import { useId, type HTMLAttributes, type Ref } from 'react';
import { PRODUCT_TYPE, showsVariantSelect, type Product } from '../../../logic/shopper/product.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { VARIANT_SELECTOR_STRINGS } from '../../../logic/shopper/productStrings.ts';
import type { LocalizedStrings } from '../../../logic/shared/strings.ts';
import { giftCardDenominations, variantChoices, type ChoiceAvailability } from '../../../logic/shopper/variantChoices.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Field } from '../../primitives/Field/Field.tsx';
import { control as controlClass } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import { chip, chipInput, chips, legend, radioGroup, root, select, selectWrap } from './VariantSelector.css.ts';

/** How the options are picked: a native select per option, or a row of radio buttons per option. */
export type VariantSelectorAppearance = 'dropdown' | 'radio';

/** Props of {@link VariantSelector}: its own, and any DOM props of its root. */
export interface VariantSelectorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The product whose options are picked. */
  product: Product;
  /** Dropdowns (lightest, best on phones) or radio buttons. @default 'dropdown' */
  appearance?: VariantSelectorAppearance;
  /** The chosen value per option name, controlled. */
  attributes?: Readonly<Record<string, string>>;
  /** The initial choices, uncontrolled. @default {} */
  defaultAttributes?: Readonly<Record<string, string>>;
  /** Called with every choice after one changes; an empty string means the option was cleared. */
  onAttributesChange?: (attributes: Record<string, string>) => void;
  /** A gift card's chosen denomination (its sku), controlled. */
  denomination?: string | null;
  /** The initial denomination, uncontrolled. @default null */
  defaultDenomination?: string | null;
  /** Called with the sku of the chosen denomination, or null when cleared. */
  onDenominationChange?: (sku: string | null) => void;
  /** Disables every option. @default false */
  disabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** One picker: a labelled set of values, each maybe unavailable for a reason. */
interface Picker {
  key: string;
  label: string;
  prompt: string;
  value: string;
  choices: Array<{ value: string; text: string; available: boolean }>;
  onChange: (value: string) => void;
}

function choiceText(strings: Pick<LocalizedStrings, 'variantValueSoldOutText' | 'variantValueUnavailableText'>, value: string, availability: ChoiceAvailability): string {
  if (availability === 'sold-out') return interpolate(strings.variantValueSoldOutText, { value });
  if (availability === 'no-variant') return interpolate(strings.variantValueUnavailableText, { value });
  return value;
}

/**
 * The variant picker (rendering spec, screens, states): one dropdown or radio group per option, in
 * `variantOptionOrdering` order; a value that leads to no variant or only to sold-out ones with the
 * other choices is disabled and says why. A gift card picks its value instead. Renders nothing for
 * a product without a choice to make (one variant, or digital).
 */
export function VariantSelector({
  product,
  appearance = 'dropdown',
  attributes,
  defaultAttributes = {},
  onAttributesChange,
  denomination,
  defaultDenomination = null,
  onDenominationChange,
  disabled = false,
  className,
  ...props
}: VariantSelectorProps) {
  const strings = useStrings(VARIANT_SELECTOR_STRINGS);
  const [chosen, setChosen] = useControllableState<Readonly<Record<string, string>>>({
    value: attributes,
    defaultValue: defaultAttributes,
    onChange: onAttributesChange,
  });
  const [chosenDenomination, setChosenDenomination] = useControllableState<string | null>({
    value: denomination,
    defaultValue: defaultDenomination,
    onChange: onDenominationChange,
  });
  if (!showsVariantSelect(product)) return null;

  const pickers: Picker[] =
    product.productType === PRODUCT_TYPE.giftCard
      ? [
          {
            key: 'denomination',
            label: strings.giftCardValueDisplayText,
            prompt: strings.giftCardVariantSelectText,
            value: chosenDenomination ?? '',
            choices: giftCardDenominations(product).map(({ sku, label }) => ({ value: sku, text: label, available: true })),
            onChange: (sku) => setChosenDenomination(sku === '' ? null : sku),
          },
        ]
      : variantChoices(product, chosen).map(({ name, choices }) => ({
          key: name,
          label: name,
          prompt: interpolate(strings.productVariantSelectText, { variantName: name }),
          value: Object.hasOwn(chosen, name) ? (chosen[name] ?? '') : '',
          choices: choices.map(({ value, availability }) => ({
            value,
            text: choiceText(strings, value, availability),
            available: availability === 'available',
          })),
          onChange: (value) => setChosen({ ...chosen, [name]: value }),
        }));

  return (
    <div data-vitrine="variant-selector" data-appearance={appearance} {...props} className={cx(root, className)}>
      {pickers.map((picker) =>
        appearance === 'radio' ? (
          <RadioPicker key={picker.key} picker={picker} disabled={disabled} />
        ) : (
          <DropdownPicker key={picker.key} picker={picker} disabled={disabled} />
        ),
      )}
    </div>
  );
}

function DropdownPicker({ picker, disabled }: { picker: Picker; disabled: boolean }) {
  return (
    <Field label={picker.label}>
      {(control) => (
        <span className={selectWrap}>
          <select
            {...control}
            className={cx(controlClass, select)}
            value={picker.value}
            disabled={disabled}
            data-option={picker.key}
            onChange={(event) => picker.onChange(event.target.value)}
          >
            <option value="">{picker.prompt}</option>
            {picker.choices.map((choice) => (
              <option key={choice.value} value={choice.value} disabled={!choice.available}>
                {choice.text}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
}

/**
 * Native radios in a fieldset: the browser gives one tab stop, arrow keys that move and choose
 * (skipping disabled values), form participation and the radio group's semantics, which is what
 * radix's RadioGroup adds to buttons, at none of its size. The name is unique per
 * picker, so two selectors on one page (a grid of cards) never join into one group.
 */
function RadioPicker({ picker, disabled }: { picker: Picker; disabled: boolean }) {
  const id = useId();
  const labelId = `${id}-legend`;
  return (
    <fieldset
      className={radioGroup}
      role="radiogroup"
      aria-labelledby={labelId}
      disabled={disabled}
      data-option={picker.key}
      data-disabled={disabled ? '' : undefined}
    >
      <legend id={labelId} className={legend}>
        {picker.label}
      </legend>
      <span className={chips}>
        {picker.choices.map((choice) => {
          const checked = picker.value === choice.value;
          const unavailable = disabled || !choice.available;
          return (
            <label
              key={choice.value}
              className={chip}
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={unavailable ? '' : undefined}
            >
              <input
                type="radio"
                className={chipInput}
                name={id}
                value={choice.value}
                checked={checked}
                disabled={!choice.available}
                onChange={() => picker.onChange(choice.value)}
              />
              {choice.text}
            </label>
          );
        })}
      </span>
    </fieldset>
  );
}
