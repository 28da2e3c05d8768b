'use client';

import { useEffect, useState, type HTMLAttributes, type Ref } from 'react';
import { commerceProductFields } from '../../../logic/visitor/analyticsEvents.ts';
import { usePageAnalytics } from '../../../hooks/visitor/analytics/context.ts';
import type { JsonObject } from '../../../api/parse.ts';
import type { AdditionalFieldsFormDefinition } from '../../../logic/shopper/additionalFields.ts';
import { slideOfImage } from '../../../logic/content/gallery.ts';
import type { MerchandisingContext, MerchandisingContexts } from '../../../logic/shopper/merchandising.ts';
import { isSubscribableProduct, productPrices, type Product, type ProductSettings } from '../../../logic/shopper/product.ts';
import type { InstallmentPlan } from '../../../logic/shopper/store.ts';
import type { UseAddToCartOptions } from '../../../hooks/shopper/useAddToCart.ts';
import { PRODUCT_DETAIL_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useLiveStock } from '../../../hooks/shopper/useLiveStock.ts';
import { useProductSelection } from '../../../hooks/shopper/useProductSelection.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { cx } from '../../primitives/cx.ts';
import { AddToCartButton } from '../AddToCartButton/AddToCartButton.tsx';
import { AdditionalFieldsForm } from '../AdditionalFieldsForm/AdditionalFieldsForm.tsx';
import { InstallmentText } from '../InstallmentText/InstallmentText.tsx';
import { ProductBadge } from '../ProductBadge/ProductBadge.tsx';
import { ProductGallery, type ProductGalleryProps } from '../ProductGallery/ProductGallery.tsx';
import { ProductPrice } from '../ProductPrice/ProductPrice.tsx';
import { QuantityInput } from '../QuantityInput/QuantityInput.tsx';
import { RelatedProducts } from '../RelatedProducts/RelatedProducts.tsx';
import { RestockForm } from '../RestockForm/RestockForm.tsx';
import { ScarcityMessage } from '../ScarcityMessage/ScarcityMessage.tsx';
import { SubscriptionPrice } from '../SubscriptionPrice/SubscriptionPrice.tsx';
import { VariantSelector, type VariantSelectorAppearance } from '../VariantSelector/VariantSelector.tsx';
import { details, hint, info, main, priceRow, root, title as titleClass } from './ProductDetail.css.ts';

/** Props of {@link ProductDetail}: its own, and any DOM props of its `<article>`. */
export interface ProductDetailProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  product: Product;
  /** The product's merchandising context: scarcity, sold-out wording, restock form and mailing-list opt-in. */
  merchandising?: MerchandisingContext;
  /** Store settings (services may be limited to one). */
  settings?: ProductSettings;
  /** The site's captcha key (`captchaSettings.siteKey`), for the restock form's captcha area. */
  captchaSiteKey?: string | null;
  /** The product's additional-fields form, when it has one (`additionalFieldsFormId`); its answers go with the add. */
  additionalFieldsForm?: AdditionalFieldsFormDefinition | null;
  /** The related products, shown under the product. */
  relatedProducts?: readonly Product[];
  /** The merchandising contexts of the related products, keyed by product id. */
  relatedMerchandising?: MerchandisingContexts;
  /** How the gallery looks and zooms. @default a slideshow with thumbnails, hover zoom 1.5×, and a lightbox */
  gallery?: Pick<ProductGalleryProps, 'layout' | 'zoom' | 'zoomFactor' | 'thumbnails' | 'lightbox'>;
  /** Dropdowns or radio buttons for the options. @default 'dropdown' */
  variantAppearance?: VariantSelectorAppearance;
  /** Options of the add-to-cart button (express checkout, where to go, what to do once added…). */
  addToCart?: Omit<UseAddToCartOptions, 'product' | 'choice' | 'context' | 'additionalFields'>;
  /** The level of the product's title; the restock form's and the related products' headings are one below. @default 1 */
  headingLevel?: 1 | 2 | 3;
  /** The store's interest-free installment plan: its line shows under the price of a product that is not a subscription. */
  installmentPlan?: InstallmentPlan | null;
  ref?: Ref<HTMLElement>;
}

/** The headings under the title sit one level below it. */
const SECTION_HEADING_LEVEL = { 1: 2, 2: 3, 3: 4 } as const;

/**
 * A product page (shopper spec, overview, screens; rendering spec, screens, states): the gallery, the title, the price and
 * badge, the scarcity message when the merchant enabled it, the variant picker and quantity, the
 * additional-fields form when the product has one (its answers go with the add), the add-to-cart
 * button, the back-in-stock form while the choice is out of stock, and the related products.
 * The variants' stock is read again from the store once the page shows (useLiveStock).
 * Choosing a variant with its own image shows that image. Another product starts over: nothing
 * chosen, no answers, the form closed, the first image.
 */
export function ProductDetail({
  product: pageProduct,
  merchandising = {},
  settings,
  captchaSiteKey,
  additionalFieldsForm,
  relatedProducts = [],
  relatedMerchandising,
  gallery,
  variantAppearance = 'dropdown',
  addToCart,
  headingLevel = 1,
  installmentPlan,
  className,
  ...props
}: ProductDetailProps) {
  const strings = useStrings(PRODUCT_DETAIL_STRINGS);
  // The page's data at once, then the store's stock now: a variant sold since shows sold out before the shopper tries.
  const product = useLiveStock(pageProduct);
  const selection = useProductSelection(product, {}, settings);
  // A product page seen: the site-visitor VisitPDP and the pixel's ViewContent, once per product.
  const analytics = usePageAnalytics();
  const relatedKey = relatedProducts.map((related) => related.id).join('\u0000');
  const { id: productId, title: productTitle, productType } = product;
  useEffect(() => {
    const related = relatedKey === '' ? [] : relatedKey.split('\u0000');
    analytics.visitorEvent('VisitPDP', { ...commerceProductFields({ id: productId, title: productTitle, productType }), relatedProductItemIds: related });
    analytics.pixelEvent('ViewContent', { contentIds: [productId], contentName: productTitle });
  }, [analytics, productId, productTitle, productType, relatedKey]);
  const [answers, setAnswers] = useState<JsonObject | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const images = product.images ?? [];
  const [slide, setSlide] = useState(0);
  const [shownSku, setShownSku] = useState<string | undefined>(undefined);
  const [shownProductId, setShownProductId] = useState(product.id);
  // Another product (a quick view's next, a page reused by the router): answers typed for the last
  // one must not go with this one's add. React renders again at once with the reset state.
  if (product.id !== shownProductId) {
    setShownProductId(product.id);
    setAnswers(null);
    setFormOpen(false);
    setSlide(0);
    setShownSku(undefined);
  }
  const { variant } = selection;
  // A newly chosen variant with its own image brings that image up; the shopper can move on from it.
  if (variant?.sku !== shownSku) {
    setShownSku(variant?.sku);
    const imageSlide = slideOfImage(images, variant?.mainImageId);
    if (imageSlide !== null) setSlide(imageSlide);
  }

  const soldOutText = merchandising.customSoldOutText;
  const answersNeeded = additionalFieldsForm?.fields.some((field) => field.required === true) === true && answers === null;
  const priced = variant ? { ...product, variants: [variant] } : product;
  const Heading = `h${headingLevel}` as const;
  const sectionLevel = SECTION_HEADING_LEVEL[headingLevel];

  return (
    <article data-vitrine="product-detail" data-product-id={product.id} {...props} className={cx(root, className)}>
      <div className={main}>
        <ProductGallery images={images} {...gallery} index={slide} onIndexChange={setSlide} label={product.title} />
        <div className={info} data-part="purchase">
          <Heading className={titleClass}>{product.title}</Heading>
          <div className={priceRow}>
            {isSubscribableProduct(product) ? (
              <SubscriptionPrice product={product} {...(variant ? { variant } : {})} />
            ) : (
              <ProductPrice product={priced} showBadge={false} />
            )}
            <ProductBadge product={product} {...(soldOutText ? { customSoldOutText: soldOutText } : {})} />
          </div>
          {installmentPlan && !isSubscribableProduct(product) ? (
            <InstallmentText total={productPrices(priced).min} plan={installmentPlan} data-part="installments" />
          ) : null}
          <ScarcityMessage product={product} variant={variant} merchandising={merchandising} view="productDetail" data-part="scarcity" />
          <VariantSelector
            product={product}
            appearance={variantAppearance}
            attributes={selection.attributes}
            onAttributesChange={selection.setAttributes}
            denomination={selection.denomination}
            onDenominationChange={selection.setDenomination}
          />
          <QuantityInput product={product} {...(settings ? { settings } : {})} value={selection.quantity} onValueChange={selection.setQuantity} />
          {additionalFieldsForm ? (
            <div className={details} data-part="additional-fields">
              <Modal
                title={additionalFieldsForm.name}
                open={formOpen}
                onOpenChange={setFormOpen}
                trigger={<Button variant="secondary">{answers ? strings.productDetailsEditText : strings.productDetailsOpenText}</Button>}
              >
                <AdditionalFieldsForm
                  fields={additionalFieldsForm.fields}
                  initialAnswers={answers}
                  onSubmit={(saved) => {
                    setAnswers(saved);
                    setFormOpen(false);
                  }}
                />
              </Modal>
              <p className={hint} role="status">
                {answers ? strings.productDetailsSavedText : answersNeeded ? strings.productDetailsRequiredText : ''}
              </p>
            </div>
          ) : null}
          <AddToCartButton {...addToCart} product={product} choice={selection} additionalFields={answers} disabled={answersNeeded} />
          <RestockForm
            // Its email and its signed-up state belong to one product.
            key={product.id}
            product={product}
            {...(variant ? { variant } : {})}
            merchandising={merchandising}
            {...(captchaSiteKey ? { captchaSiteKey } : {})}
            headingLevel={sectionLevel}
          />
        </div>
      </div>
      <RelatedProducts
        products={relatedProducts}
        {...(relatedMerchandising ? { merchandising: relatedMerchandising } : {})}
        headingLevel={sectionLevel}
      />
    </article>
  );
}
