/**
 * The same page written as bare React elements: one plain function component per card over values
 * worked out once, before any timing (the prices formatted, the image addresses, the badge, the button's
 * label), with the class names Vitrine's stylesheets give. No hooks in the cards, no context, no ids
 * made at render: what the DOM needs and nothing else. main.tsx checks that both pages draw the same DOM.
 */
import { useLayoutEffect, useState, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import { cartBadge } from '../../../logic/shopper/cart.ts';
import { cssPosition } from '../../../logic/content/gallery.ts';
import { focalPoint, imageLoading, imageUrl, parseSize, SRCSET_WIDTHS, srcSet } from '../../../logic/content/images.ts';
import { merchandisingFor, scarcityMessage } from '../../../logic/shopper/merchandising.ts';
import { formatMoney } from '../../../logic/shopper/money.ts';
import { addToCartLabel, hasVariedPrices, isSoldOut, originalPrice, priceRange, productStatus, type Product } from '../../../logic/shopper/product.ts';
import { DEFAULT_LOCALIZED_STRINGS as strings, interpolate } from '../../../logic/shared/strings.ts';
import { focalPosition, image as imageBase, imageFit } from '../../../components/content/Image/Image.css.ts';
import { button as buttonBase, buttonVariant } from '../../../components/primitives/Button/Button.css.ts';
import { button as addButtonClass, root as addRootClass } from '../../../components/shopper/AddToCartButton/AddToCartButton.css.ts';
import * as indicatorClasses from '../../../components/shopper/CartIndicator/CartIndicator.css.ts';
import { badge as badgeBase, badgeStatus } from '../../../components/shopper/ProductBadge/ProductBadge.css.ts';
import { grid, gridColumns, gridMobileColumns } from '../../../components/shopper/ProductGrid/ProductGrid.css.ts';
import * as itemClasses from '../../../components/shopper/ProductItem/ProductItem.css.ts';
import * as priceClasses from '../../../components/shopper/ProductPrice/ProductPrice.css.ts';
import { message as scarcityClass } from '../../../components/shopper/ScarcityMessage/ScarcityMessage.css.ts';
import { defaultTheme } from '../../../components/theme/themes.css.ts';
import { visuallyHidden } from '../../../components/theme/utilities.css.ts';
import { cartWith, initialCart, merchandising, products } from './fixtures.ts';

interface CardData {
  key: string;
  titleId: string;
  productId: string;
  href: string | undefined;
  title: string;
  image: { src: string; srcSet: string; width: number; height: number; loading: 'eager' | 'lazy'; fetchPriority: 'high' | undefined; style: CSSProperties } | null;
  badge: { status: string; className: string; text: string } | null;
  price: { status: string; varied: true | undefined; amount: string; was: string | null };
  scarcity: string | null;
  button: { state: string; disabled: boolean; text: string };
}

const SIZES = '(max-width: 432px) 50vw, 25vw';
const COLUMNS = 4;
const imageClass = `${imageBase} ${imageFit.cover}`;
const buttonClass = `${buttonBase} ${buttonVariant.primary} ${addButtonClass}`;

function cardData(product: Product, index: number): CardData {
  const asset = product.images?.[0];
  const size = asset ? parseSize(asset.originalSize ?? '') : null;
  const status = productStatus(product);
  const context = merchandisingFor(merchandising, product.id);
  const amount = formatMoney(priceRange(product).min);
  const was = originalPrice(product);
  const soldOut = isSoldOut(product);
  const fallbackWidth = SRCSET_WIDTHS.filter((step) => step <= Math.min(size?.width ?? 0, 1000)).at(-1);
  return {
    key: product.id,
    titleId: `title-${index}`,
    productId: product.id,
    href: product.fullUrl,
    title: product.title,
    image:
      asset?.assetUrl && size
        ? {
            src: imageUrl(asset.assetUrl, fallbackWidth ?? 'original'),
            srcSet: srcSet(asset.assetUrl, `${size.width}x${size.height}`),
            width: size.width,
            height: size.height,
            ...(index < COLUMNS ? { loading: 'eager', fetchPriority: 'high' } : { loading: imageLoading(null).loading, fetchPriority: undefined }),
            style: { [focalPosition.replace(/^var\((.*)\)$/, '$1')]: cssPosition(focalPoint(asset)) } as CSSProperties,
          }
        : null,
    badge: status
      ? {
          status,
          className: `${badgeBase} ${badgeStatus[status]} ${itemClasses.badge}`,
          text: status === 'sold-out' ? context.customSoldOutText?.trim() || strings.productSoldOutText : strings.productSaleText,
        }
      : null,
    price: {
      status: status ?? 'regular',
      varied: hasVariedPrices(product) || undefined,
      amount: hasVariedPrices(product) ? interpolate(strings.productPriceFromText, { price: amount }) : amount,
      was: was ? formatMoney(was) : null,
    },
    scarcity: scarcityMessage(context, { product, view: 'productItem' }, strings),
    button: soldOut
      ? { state: 'sold-out', disabled: true, text: strings.productSoldOutButtonText }
      : { state: 'idle', disabled: false, text: addToCartLabel(product, strings) },
  };
}

const cards = products.map(cardData);
const gridClass = `${grid} ${gridColumns[COLUMNS]} ${gridMobileColumns[2]}`;

interface IndicatorData {
  count: string;
  label: string;
  empty: true | undefined;
  subtotal: string;
}

function indicatorData(quantity: number): IndicatorData {
  const cart = cartWith(quantity);
  const badge = cartBadge(cart.totalQuantity, strings);
  return { count: badge.text, label: badge.label, empty: badge.empty || undefined, subtotal: formatMoney({ value: cart.subtotalCents, currency: 'USD' }) };
}

const INDICATOR = new Map([1, 2].map((quantity) => [quantity, indicatorData(quantity)]));

/** The bare page's cart change: the same DOM states as the indicator's (recalculating, new count, ready). */
export const bareCart = {
  set: null as ((state: { quantity: number; recalculating: boolean }) => void) | null,
  change(quantity: number) {
    const set = bareCart.set;
    if (!set) throw new Error('The bare page is not mounted.');
    flushSync(() => set({ quantity: quantity === 1 ? 2 : 1, recalculating: true }));
    flushSync(() => set({ quantity, recalculating: true }));
    flushSync(() => set({ quantity, recalculating: false }));
  },
};

function BareIndicator() {
  const [state, setState] = useState({ quantity: initialCart.totalQuantity, recalculating: false });
  useLayoutEffect(() => {
    bareCart.set = setState;
  }, []);
  const data = INDICATOR.get(state.quantity) as IndicatorData;
  return (
    <div className={indicatorClasses.root} data-vitrine="cart-indicator" data-state={state.recalculating ? 'recalculating' : 'ready'} data-empty={data.empty} aria-busy={state.recalculating || undefined}>
      <a href="/cart" className={indicatorClasses.link} data-vitrine="cart-indicator-link" aria-describedby="cart-count">
        <svg className={indicatorClasses.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
        <span className={indicatorClasses.label}>{strings.cartViewCartText}</span>
        <span className={indicatorClasses.badge} data-part="badge" aria-hidden="true">
          {data.count}
        </span>
        {state.recalculating ? <span className={indicatorClasses.spinner} data-part="spinner" aria-hidden="true" /> : null}
        <span className={indicatorClasses.subtotal} data-part="subtotal">
          {data.subtotal}
        </span>
      </a>
      <span id="cart-count" role="status" className={visuallyHidden} data-part="count-label">
        {data.label}
      </span>
    </div>
  );
}

function BareCard({ card }: { card: CardData }) {
  const picture = card.image ? (
    <img
      src={card.image.src}
      srcSet={card.image.srcSet}
      sizes={SIZES}
      width={card.image.width}
      height={card.image.height}
      alt=""
      loading={card.image.loading}
      fetchPriority={card.image.fetchPriority}
      decoding="async"
      data-vitrine="image"
      data-fit="cover"
      style={card.image.style}
      className={imageClass}
    />
  ) : null;
  return (
    <article aria-labelledby={card.titleId} data-vitrine="product-item" data-product-id={card.productId} className={itemClasses.root}>
      <div className={itemClasses.media}>
        {card.href ? (
          <a href={card.href} tabIndex={-1} aria-hidden="true" data-part="image-link">
            {picture}
          </a>
        ) : (
          picture
        )}
        {card.badge ? (
          <span data-vitrine="product-badge" data-status={card.badge.status} className={card.badge.className}>
            {card.badge.text}
          </span>
        ) : null}
      </div>
      <div className={itemClasses.details}>
        <h3 id={card.titleId} className={itemClasses.title}>
          {card.href ? (
            <a href={card.href} className={itemClasses.titleLink}>
              {card.title}
            </a>
          ) : (
            card.title
          )}
        </h3>
        <div data-vitrine="product-price" data-status={card.price.status} data-varied={card.price.varied} className={priceClasses.root}>
          <span className={priceClasses.current} data-part="current">
            {card.price.was ? <span className={visuallyHidden}>{strings.productSalePriceLabel} </span> : null}
            <span data-part="amount">{card.price.amount}</span>
          </span>
          {card.price.was ? (
            <s className={priceClasses.original} data-part="original">
              <span className={visuallyHidden}>{strings.productOriginalPriceLabel} </span>
              <span data-part="amount">{card.price.was}</span>
            </s>
          ) : null}
        </div>
        {card.scarcity ? (
          <p data-vitrine="scarcity-message" data-view="productItem" data-part="scarcity" className={scarcityClass}>
            {card.scarcity}
          </p>
        ) : null}
      </div>
      <div className={itemClasses.actions}>
        <div className={addRootClass} data-vitrine="add-to-cart" data-context="listing">
          <button
            type="button"
            className={buttonClass}
            data-vitrine="add-to-cart-button"
            data-state={card.button.state}
            disabled={card.button.disabled}
            aria-describedby={card.titleId}
            onClick={noop}
          >
            {card.button.text}
          </button>
        </div>
      </div>
    </article>
  );
}

function noop() {}

/**
 * The bare page. `derive`: the cards' values are worked out at render from the products, with the same
 * logic functions (fresh strings each mount, as a page that mounts once has); otherwise they come
 * precomputed from module scope (the same string objects every mount).
 */
export function BarePage({ derive = false }: { derive?: boolean }) {
  const list = derive ? products.map(cardData) : cards;
  return (
    <div data-vitrine="theme-root" className={defaultTheme}>
      <BareIndicator />
      <ul aria-label="Shop" data-vitrine="product-grid" data-columns={COLUMNS} className={gridClass}>
        {list.map((card) => (
          <li key={card.key}>
            <BareCard card={card} />
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" data-vitrine="live-announcer" className={visuallyHidden} />
    </div>
  );
}
