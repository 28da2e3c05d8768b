'use client';

import { createContext, useContext, useEffect, useState, type ComponentType } from 'react';
import type { JsonObject } from '../../api/parse.ts';
import type { AdditionalFieldsFormDefinition } from '../../logic/shopper/additionalFields.ts';
import type { Product } from '../../logic/shopper/product.ts';
import type { AddToCartOutcome } from './addToCartSubmit.ts';

/**
 * Where a page's additional-fields forms come from: the forms keyed by product id (as the page data
 * gives them, like CartPage's `additionalFieldsForms`), or a function loading a product's form (named
 * by its `additionalFieldsFormId`), which rejects when it cannot.
 */
export type AdditionalFieldsFormSource =
  | Readonly<Record<string, AdditionalFieldsFormDefinition>>
  | ((product: Product, signal: AbortSignal) => Promise<AdditionalFieldsFormDefinition>);

/** Props of the dialog that asks a product's form at an add (components/shopper/AdditionalFieldsForm/AdditionalFieldsDialog.tsx). */
export interface AdditionalFieldsDialogProps {
  /** The product being added, whose form is asked. */
  product: Product;
  /** Adds the item with the answers and resolves how it went (the button's own add: useAddToCart's `addToCart`). */
  add: (answers: JsonObject) => Promise<AddToCartOutcome | undefined>;
  /** The button that was pressed: focus goes back to it when the dialog closes. */
  opener: HTMLElement | null;
  /** Called once the dialog has closed, cancelled or with the item added. */
  onClose: () => void;
}

/**
 * A page's additional-fields forms, as its AdditionalFieldsFormsProvider gives them to the add-to-cart
 * buttons below it: where the forms come from, and the dialog that asks one, loaded only when a press
 * needs it (so no button carries it, or its styles).
 */
export interface AdditionalFieldsForms {
  forms: AdditionalFieldsFormSource;
  /** The dialog, loaded if it is not yet; rejects when it cannot be (offline), and loads again at the next call. */
  loadDialog(): Promise<ComponentType<AdditionalFieldsDialogProps>>;
}

/** The page's additional-fields forms; given by AdditionalFieldsFormsProvider (vitrine/components). */
export const AdditionalFieldsFormsContext = createContext<AdditionalFieldsForms | null>(null);

/** The page's additional-fields forms, or null on a page that gives none (a press on a product with a form then cannot open it). */
export function useAdditionalFieldsForms(): AdditionalFieldsForms | null {
  return useContext(AdditionalFieldsFormsContext);
}

/** A product's additional-fields form: on its way, there, or not to be had. */
export type AdditionalFieldsFormLoad =
  | { status: 'loading' }
  | { status: 'ready'; form: AdditionalFieldsFormDefinition }
  | { status: 'failed' };

/** What {@link useAdditionalFieldsForm} gives: the form's load, and a way to ask again. */
export type AdditionalFieldsFormState = AdditionalFieldsFormLoad & {
  /** Asks for the form again after a failure. */
  retry(): void;
};

/**
 * The additional-fields form of `product` from the page's AdditionalFieldsFormsProvider: at once
 * from a page's own forms, else loaded (again on `retry`, a load in flight dropped when the product
 * changes or the caller goes). Failed when the page has no form for it, or the load fails.
 */
export function useAdditionalFieldsForm(product: Product): AdditionalFieldsFormState {
  const source = useContext(AdditionalFieldsFormsContext)?.forms ?? null;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ product: Product; attempt: number; load: AdditionalFieldsFormLoad } | null>(null);

  useEffect(() => {
    if (typeof source !== 'function') return undefined;
    const controller = new AbortController();
    source(product, controller.signal).then(
      (form) => {
        if (!controller.signal.aborted) setLoaded({ product, attempt, load: { status: 'ready', form } });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ product, attempt, load: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [source, product, attempt]);

  const retry = () => setAttempt((count) => count + 1);
  if (typeof source !== 'function') {
    const form = source && Object.hasOwn(source, product.id) ? source[product.id] : undefined;
    return form ? { status: 'ready', form, retry } : { status: 'failed', retry };
  }
  // An answer is for the product and the attempt it was asked for; a newer one waits for its own.
  const current = loaded?.product === product && loaded.attempt === attempt ? loaded.load : { status: 'loading' as const };
  return { ...current, retry };
}
