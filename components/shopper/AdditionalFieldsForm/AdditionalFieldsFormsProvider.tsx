'use client';

import { useMemo, type ReactNode } from 'react';
import { createModuleLoader } from '../../../hooks/shared/moduleLoader.ts';
import { AdditionalFieldsFormsContext, type AdditionalFieldsFormSource, type AdditionalFieldsForms } from '../../../hooks/shopper/useAdditionalFieldsForm.ts';

/**
 * The dialog asking a form (the form, the modal and their logic): no module imports it statically, so
 * a consumer's bundler splits it off, and it loads at the first press that needs it.
 */
const dialogLoader = createModuleLoader(() => import('./AdditionalFieldsDialog.tsx').then((module) => module.AdditionalFieldsDialog));

/** Props of {@link AdditionalFieldsFormsProvider}. */
export interface AdditionalFieldsFormsProviderProps {
  /** The page's additional-fields forms keyed by product id, or a function loading a product's form. */
  forms: AdditionalFieldsFormSource;
  children?: ReactNode;
}

/**
 * Gives the add-to-cart buttons inside it (a listing's cards, a quick view's) the products'
 * additional-fields forms (shopper spec, screens): pressing Add To Cart on a product with a form
 * (`additionalFieldsFormId`) opens the form in a modal lightbox first, and adds the item with the
 * answers. Put it around the listing and its QuickViewProvider, inside the CartProvider. A product page
 * that shows its form itself (ProductDetail's `additionalFieldsForm`) needs none.
 */
export function AdditionalFieldsFormsProvider({ forms, children }: AdditionalFieldsFormsProviderProps) {
  const value = useMemo<AdditionalFieldsForms>(() => ({ forms, loadDialog: dialogLoader.load }), [forms]);
  return <AdditionalFieldsFormsContext.Provider value={value}>{children}</AdditionalFieldsFormsContext.Provider>;
}
