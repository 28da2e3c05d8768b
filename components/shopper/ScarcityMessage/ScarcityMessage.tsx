import type { ComponentPropsWithoutRef, Ref } from 'react';
import { MERCHANDISING_STRINGS, scarcityMessage, type MerchandisingContext, type MerchandisingView } from '../../../logic/shopper/merchandising.ts';
import type { Product, Variant } from '../../../logic/shopper/product.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { message } from './ScarcityMessage.css.ts';

/** Props of {@link ScarcityMessage}; other attributes (`data-part`, `id`…) go on the paragraph. */
export interface ScarcityMessageProps extends Omit<ComponentPropsWithoutRef<'p'>, 'children'> {
  product: Product;
  /** The variant the shopper's choice picks, if it picks one: then its units are counted. */
  variant?: Variant | undefined;
  /** The product's merchandising context: whether scarcity is enabled, where, its wording. */
  merchandising?: MerchandisingContext;
  /** Where the message is rendered, for the merchant's choice of views. @default 'productDetail' */
  view?: MerchandisingView;
  /** Its wording, over the site's (LocalizedStringsProvider): in a Server Component, the only way to word it. */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * The scarcity message (rendering spec, entities, states): the merchant's text (else the site's
 * `productScarcityText`) with the units left, e.g. "Only 2 left in stock". Rendered only when the
 * merchant enabled scarcity, in the views they chose, before a choice only when shown by default, and
 * only while a known, limited number of units is left; otherwise nothing.
 */
export function ScarcityMessage({ product, variant, merchandising = {}, view = 'productDetail', className, strings: givenStrings, ...rest }: ScarcityMessageProps) {
  const strings = useStrings(MERCHANDISING_STRINGS, givenStrings);
  const text = scarcityMessage(merchandising, { product, variant, view }, strings);
  if (text === null) return null;
  return (
    <p data-vitrine="scarcity-message" data-view={view} {...rest} className={cx(message, className)}>
      {text}
    </p>
  );
}
