import { memo, useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { VIEWPORT } from '../../../logic/shared/constants.ts';
import type { ImagePriority } from '../../../logic/content/images.ts';
import type { MerchandisingContext } from '../../../logic/shopper/merchandising.ts';
import { productStatus, type Product } from '../../../logic/shopper/product.ts';
import type { UseAddToCartOptions } from '../../../hooks/shopper/useAddToCart.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useMoneyFormat } from '../../../hooks/shopper/useMoneyFormat.tsx';
import { PRODUCT_PRICE_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { imageElement } from '../../content/Image/Image.tsx';
import { cx } from '../../primitives/cx.ts';
import { AddToCartButton } from '../AddToCartButton/AddToCartButton.tsx';
import { ProductBadge } from '../ProductBadge/ProductBadge.tsx';
import { productPriceElement } from '../ProductPrice/ProductPrice.tsx';
import { actions, badge, details, media, root, title as titleClass, titleLink } from './ProductItem.css.ts';
import { ScarcityMessage } from '../ScarcityMessage/ScarcityMessage.tsx';

/** Options of the card's add-to-cart button; the product and the listing context come from the card. */
export type ProductItemAddToCartOptions = Omit<UseAddToCartOptions, 'product' | 'context' | 'choice'>;

/** Props of {@link ProductItem}: its own, and any DOM props of its `<article>`. */
export interface ProductItemProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  product: Product;
  /** The product's merchandising context: the merchant's sold-out wording and the scarcity message. */
  merchandising?: MerchandisingContext;
  /** A slot for a quick-view button, shown before the add button. */
  quickView?: ReactNode;
  /** Show the add-to-cart button. @default true */
  showAddButton?: boolean;
  /** Options of the add-to-cart button (express checkout, where to go, what to do once added…). */
  addToCart?: ProductItemAddToCartOptions;
  /** How wide the card's picture is shown, for its `sizes`. @default '(max-width: 432px) 50vw, 25vw' */
  imageSizes?: string;
  /** The picture's loading priority: `high` for the cards seen first. */
  imagePriority?: ImagePriority;
  /** The level of the title's heading. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5;
  ref?: Ref<HTMLElement>;
}

const DEFAULT_IMAGE_SIZES = `(max-width: ${VIEWPORT.mobileMaxWidth}px) 50vw, 25vw`;

/** A card without a merchandising context: one object for every card, not a new one per render. */
const NO_MERCHANDISING: MerchandisingContext = Object.freeze({});

/**
 * A product on a listing (shopper spec, screens): its first picture (cropped square around its focal point,
 * with the sold-out or sale badge), its title linking to its page, its price, the scarcity message
 * when the merchant enabled it, a quick-view slot and the add-to-cart button in listing mode — which
 * reads 'Select Option' for 2 s when a variant must be chosen first, 'Sold Out', disabled, when nothing
 * is left, and first asks a product's additional-fields form when the page gives its forms
 * (AdditionalFieldsFormsProvider). Memoized: a listing that renders again with the same props leaves its
 * cards alone.
 */
export const ProductItem = memo(function ProductItem({
  product,
  merchandising = NO_MERCHANDISING,
  quickView,
  showAddButton = true,
  addToCart,
  imageSizes = DEFAULT_IMAGE_SIZES,
  imagePriority,
  headingLevel = 3,
  className,
  ...props
}: ProductItemProps) {
  const titleId = useId();
  // The price's strings read here and its element drawn in place: no price component per card.
  const priceStrings = useStrings(PRODUCT_PRICE_STRINGS);
  const formatMoney = useMoneyFormat();
  const Heading = `h${headingLevel}` as const;
  const image = product.images?.[0];
  const soldOutText = merchandising.customSoldOutText;
  // The picture's element itself, not an <Image> around it: one component fewer for React to mount per card.
  const picture = image ? imageElement({ image, alt: '', fit: 'cover', sizes: imageSizes, priority: imagePriority }) : null;

  return (
    <article aria-labelledby={titleId} data-vitrine="product-item" data-product-id={product.id} {...props} className={cx(root, className)}>
      <div className={media}>
        {product.fullUrl ? (
          // The title is the card's link; the picture repeats it for the pointer only.
          <a href={product.fullUrl} tabIndex={-1} aria-hidden="true" data-part="image-link">
            {picture}
          </a>
        ) : (
          picture
        )}
        {/* Mounted only when it shows something: most cards have no badge and no scarcity message. */}
        {productStatus(product) === null ? null : (
          <ProductBadge product={product} className={badge} {...(soldOutText ? { customSoldOutText: soldOutText } : {})} />
        )}
      </div>
      <div className={details}>
        <Heading id={titleId} className={titleClass}>
          {product.fullUrl ? (
            <a href={product.fullUrl} className={titleLink}>
              {product.title}
            </a>
          ) : (
            product.title
          )}
        </Heading>
        {productPriceElement({ product, showBadge: false }, priceStrings, formatMoney)}
        {merchandising.scarcityEnabled === true ? (
          <ScarcityMessage product={product} merchandising={merchandising} view="productItem" data-part="scarcity" />
        ) : null}
      </div>
      {quickView || showAddButton ? (
        <div className={actions}>
          {quickView}
          {showAddButton ? <AddToCartButton {...addToCart} product={product} context="listing" describedBy={titleId} /> : null}
        </div>
      ) : null}
    </article>
  );
});
