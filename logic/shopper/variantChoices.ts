/**
 * What a variant picker offers (rendering spec, screens, states): each option in `variantOptionOrdering` order
 * with its values, and why a value cannot be picked with the shopper's other choices; a gift card's
 * denominations. Built on the product rules of product.ts.
 */
import { formatMinorUnits } from './money.ts';
import { effectivePrice, variantOptions, type Product } from './product.ts';

/** Whether a value can be picked: yes, no because only sold-out variants have it, or no because no variant has it. */
export type ChoiceAvailability = 'available' | 'sold-out' | 'no-variant';

/** One value of an option and whether it can be picked with the other choices. */
export interface VariantChoice {
  value: string;
  availability: ChoiceAvailability;
}

/** An option (e.g. Size) with its values in picker order. */
export interface VariantChoiceGroup {
  name: string;
  choices: VariantChoice[];
}

function chosen(selected: Readonly<Record<string, unknown>>, name: string): unknown {
  return Object.hasOwn(selected, name) ? selected[name] : undefined;
}

/**
 * Every option with its values. A value that no variant has together with the other chosen values is
 * `no-variant`; one that only sold-out variants have is `sold-out`; the rest are `available`.
 */
export function variantChoices(product: Product, selected: Readonly<Record<string, unknown>> = {}): VariantChoiceGroup[] {
  const options = variantOptions(product, selected);
  const names = options.map((option) => option.name);
  return options.map(({ name, values }) => {
    const others = names.filter((other) => {
      const value = chosen(selected, other);
      return other !== name && typeof value === 'string' && value !== '';
    });
    const hasVariant = (value: string) =>
      product.variants.some(
        (variant) => variant.attributes[name] === value && others.every((other) => variant.attributes[other] === chosen(selected, other)),
      );
    return {
      name,
      choices: values.map(({ value, available }): VariantChoice => {
        if (available) return { value, availability: 'available' };
        return { value, availability: hasVariant(value) ? 'sold-out' : 'no-variant' };
      }),
    };
  });
}

/** A gift card's denomination: the variant's sku and its price as the shopper reads it. */
export interface Denomination {
  sku: string;
  label: string;
}

/** A gift card's denominations in the order the merchant listed them, labelled by their price. */
export function giftCardDenominations(product: Product): Denomination[] {
  return product.variants.map((variant) => ({ sku: variant.sku, label: formatMinorUnits(effectivePrice(variant)) }));
}
