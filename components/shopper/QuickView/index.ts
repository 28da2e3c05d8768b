export * from './QuickView.tsx';
export * from './QuickViewButton.tsx';
export * from './QuickViewMarkup.tsx';
export * from './productFragments.tsx';
// The quick view's html reading, kept in this entry point: the DOM walk in hooks/, what it reads in logic/.
export * from '../../../hooks/shopper/prepareQuickView.ts';
export { QUICK_VIEW_DATA_ATTRIBUTE, QUICK_VIEW_FRAGMENT_ATTRIBUTE, quickViewProductData, type QuickViewProductData } from '../../../logic/shopper/quickViewData.ts';
