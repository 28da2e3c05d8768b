/**
 * The related products' site-visitor events and pipeline event (shopper spec, calls) with real clicks: one
 * display per page and set of products however React runs its effects, and a followed card both
 * heard by the visitor client and sent to the events pipeline by beacon with where it goes.
 */
import { StrictMode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { AnalyticsContext, SILENT_ANALYTICS, type Analytics } from '../../../hooks/visitor/analytics/context.ts';
import { beeswaxCandle, enamelMug, glassCarafe } from '../../../mocks/fixtures/collection.ts';
import { withImages } from '../../../mocks/fixtures/images.ts';
import { RelatedProducts } from './RelatedProducts.tsx';

const related = [enamelMug, glassCarafe].map(withImages);
const stayOnPage = (event: MouseEvent) => event.preventDefault();

afterEach(() => {
  cleanup();
  window.removeEventListener('click', stayOnPage);
});

function spies() {
  return { ...SILENT_ANALYTICS, visitorEvent: vi.fn<Analytics['visitorEvent']>(), pipelineEvent: vi.fn<NonNullable<Analytics['pipelineEvent']>>() };
}

const row = (analytics: Analytics, products = related) => (
  <StrictMode>
    <AnalyticsContext.Provider value={analytics}>
      <RelatedProducts products={products} showAddButtons={false} />
    </AnalyticsContext.Provider>
  </StrictMode>
);

it('shows once per page and set of products, under StrictMode and through re-renders', async () => {
  const analytics = spies();
  const { rerender } = render(row(analytics));
  await expect.element(page.getByRole('region', { name: 'You might also like' })).toBeVisible();
  rerender(row(analytics, [...related]));
  const displays = () => analytics.visitorEvent.mock.calls.filter(([name]) => name === 'RelatedProductDisplay');
  expect(displays()).toEqual([['RelatedProductDisplay', { relatedProductItemIds: related.map((product) => product.id) }]]);
  rerender(row(analytics, [withImages(beeswaxCandle)]));
  await expect.poll(() => displays().length).toBe(2);
  const otherPage = spies();
  rerender(row(otherPage, [withImages(beeswaxCandle)]));
  await expect.poll(() => otherPage.visitorEvent.mock.calls.length).toBe(1);
});

it('a followed card is one click for the visitor client and one pipeline event by beacon, with its address', async () => {
  window.addEventListener('click', stayOnPage);
  const analytics = spies();
  render(row(analytics));
  const link = page.getByRole('article', { name: glassCarafe.title }).getByRole('link', { name: glassCarafe.title, exact: true });
  await userEvent.click(link);
  const href = (link.element() as HTMLAnchorElement).href;
  expect(analytics.visitorEvent.mock.calls.filter(([name]) => name === 'RelatedProductClick')).toHaveLength(1);
  expect(analytics.pipelineEvent.mock.calls).toEqual([['related_product_click', { objectIdentifier: glassCarafe.id, destinationUrl: href }, { beacon: true }]]);
  expect(href).toMatch(/^http/);
});

it('a click that follows no link is no click event', async () => {
  const analytics = spies();
  render(row(analytics));
  await userEvent.click(page.getByRole('heading', { name: 'You might also like' }));
  expect(analytics.visitorEvent.mock.calls.map(([name]) => name)).toEqual(['RelatedProductDisplay']);
  expect(analytics.pipelineEvent).not.toHaveBeenCalled();
});
