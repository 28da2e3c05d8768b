'use client';

import { useCallback, useMemo, useState } from 'react';
import { CART_STRINGS, QUANTITY, quantityOfVariant, validateAddToCart, type AddToCartResult } from '../../logic/shopper/cart.ts';
import { PRODUCT_TYPE, findVariant, showsQuantityInput, showsVariantSelect, type Product, type ProductSettings, type Variant } from '../../logic/shopper/product.ts';
import { variantChoices, type VariantChoiceGroup } from '../../logic/shopper/variantChoices.ts';
import { useStrings } from '../shared/useLocalizedStrings.tsx';
import { useOptionalCart } from './useCart.tsx';

/** What a shopper has chosen for one product. */
export interface ProductChoice {
  /** The chosen value per option name, e.g. `{ Size: 'Medium' }`; an empty string is no choice. */
  attributes: Readonly<Record<string, string>>;
  /** The quantity input's text as typed, so text that is not a number is kept, not erased. */
  quantity: string;
  /** For a gift card: the sku of the chosen denomination, else null. */
  denomination: string | null;
}

/** A choice and what it leads to: the variant it picks and whether it can be added, with the spec's message. */
export interface ValidatedChoice {
  /** The variant the choice picks, when it picks one. */
  variant: Variant | undefined;
  /** validateAddToCart's verdict, counting the units of that variant already in the page's cart. */
  validation: AddToCartResult;
}

function pickedVariant(product: Product, choice: ProductChoice): Variant | undefined {
  if (product.productType === PRODUCT_TYPE.giftCard) return product.variants.find((variant) => variant.sku === choice.denomination);
  if (product.productType === PRODUCT_TYPE.digital) return product.variants[0];
  return findVariant(product, choice.attributes);
}

const NOTHING_CHOSEN: Readonly<Record<string, string>> = Object.freeze({});

/** A full choice from a partial one: nothing chosen, quantity 1. */
export function completeChoice(choice: Partial<ProductChoice> = {}): ProductChoice {
  return {
    attributes: choice.attributes ?? NOTHING_CHOSEN,
    quantity: choice.quantity ?? String(QUANTITY.default),
    denomination: choice.denomination ?? null,
  };
}

/**
 * Validates a choice as the add to cart will (shopper spec, validation rules): options, variant, quantity and stock,
 * counting what the page's cart (when there is one) already holds of the variant.
 */
export function useValidatedChoice(product: Product, choice: Partial<ProductChoice> = {}): ValidatedChoice {
  const cart = useOptionalCart((state) => state.cart) ?? null;
  const strings = useStrings(CART_STRINGS);
  const { attributes, quantity, denomination } = completeChoice(choice);
  return useMemo(() => {
    const full = { attributes, quantity, denomination };
    const variant = pickedVariant(product, full);
    const quantityInCart = variant ? quantityOfVariant(cart?.entries ?? [], variant.sku) : 0;
    const validation = validateAddToCart({ product, attributes, quantity, denomination, quantityInCart }, strings);
    return { variant, validation };
  }, [product, attributes, quantity, denomination, cart, strings]);
}

/** What {@link useProductSelection} gives: the choice, its setters and what it leads to. */
export interface ProductSelection extends ProductChoice, ValidatedChoice {
  /** Chooses a value for an option; an empty string clears it. */
  setAttribute(name: string, value: string): void;
  /** Replaces every option choice at once. */
  setAttributes(attributes: Readonly<Record<string, string>>): void;
  /** Sets the quantity input's text. */
  setQuantity(quantity: string): void;
  /** Chooses a gift card's denomination by sku; null clears it. */
  setDenomination(sku: string | null): void;
  /** Back to the initial choice. */
  reset(): void;
  /** Each option with its values and why a value cannot be picked with the other choices. */
  options: VariantChoiceGroup[];
  /** The validation's message while the choice cannot be added, else null. */
  message: string | null;
  /** Whether the product shows a variant picker (rendering spec, states). */
  showsVariantSelect: boolean;
  /** Whether the product shows a quantity input (rendering spec, states). */
  showsQuantityInput: boolean;
}

interface SelectionState extends ProductChoice {
  productId: string;
}

/**
 * The shopper's choice for a product page or quick view: options, quantity text and gift card
 * denomination, the variant they pick and the validation message. A different product starts over.
 */
export function useProductSelection(product: Product, initial: Partial<ProductChoice> = {}, settings: ProductSettings = {}): ProductSelection {
  const start = (): SelectionState => ({ productId: product.id, ...completeChoice(initial) });
  const [state, setState] = useState<SelectionState>(start);
  // A different product (quick view's next and previous) starts from nothing chosen.
  let current = state;
  if (state.productId !== product.id) {
    current = start();
    setState(current);
  }
  const { attributes, quantity, denomination } = current;
  const { variant, validation } = useValidatedChoice(product, current);

  const setAttribute = useCallback(
    (name: string, value: string) => setState((previous) => ({ ...previous, attributes: { ...previous.attributes, [name]: value } })),
    [],
  );
  const setAttributes = useCallback((next: Readonly<Record<string, string>>) => setState((previous) => ({ ...previous, attributes: { ...next } })), []);
  const setQuantity = useCallback((next: string) => setState((previous) => ({ ...previous, quantity: next })), []);
  const setDenomination = useCallback((sku: string | null) => setState((previous) => ({ ...previous, denomination: sku })), []);
  const initialChoice = completeChoice(initial);
  const reset = () => setState({ productId: product.id, ...initialChoice });

  const options = useMemo(() => variantChoices(product, attributes), [product, attributes]);
  return {
    attributes,
    quantity,
    denomination,
    setAttribute,
    setAttributes,
    setQuantity,
    setDenomination,
    reset,
    variant,
    validation,
    options,
    message: validation.ok ? null : validation.message,
    showsVariantSelect: showsVariantSelect(product),
    showsQuantityInput: showsQuantityInput(product, settings),
  };
}
