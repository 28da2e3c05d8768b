'use client';

/**
 * Product reviews' site-visitor events (shopper spec, calls: "reviews tab and anchor clicks"). The library draws
 * no reviews (the spec shows none), so a site that shows its own gives its reviews tab and its link to
 * the reviews these handlers; each click is one event to the site's visitor client, with the product's
 * commerce fields of entities, under the suppression rules of states (nothing without an AnalyticsProvider).
 */
import { useMemo } from 'react';
import { commerceProductFields, type EventProduct } from '../../../logic/visitor/analyticsEvents.ts';
import { usePageAnalytics } from './context.ts';

/** The click handlers of a product's reviews. */
export interface ReviewsEvents {
  /** The reviews tab was clicked (ReviewsTabClick). */
  tabClicked(): void;
  /** A link to the reviews (the rating's anchor) was clicked (ReviewsAnchorClick). */
  anchorClicked(): void;
}

/** The reviews events of `product`; without one they carry the page's fields only. */
export function useReviewsEvents(product: EventProduct | null | undefined): ReviewsEvents {
  const analytics = usePageAnalytics();
  const id = product?.id;
  const title = product?.title;
  const productType = product?.productType;
  return useMemo<ReviewsEvents>(() => {
    const fields = typeof id === 'string' ? commerceProductFields({ id, title: title ?? null, productType: productType ?? null }) : {};
    return {
      tabClicked: () => analytics.visitorEvent('ReviewsTabClick', fields),
      anchorClicked: () => analytics.visitorEvent('ReviewsAnchorClick', fields),
    };
  }, [analytics, id, title, productType]);
}
