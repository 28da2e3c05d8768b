export * from './QuickView.tsx';
export * from './QuickViewButton.tsx';
export * from './QuickViewMarkup.tsx';
export * from './productFragments.tsx';
export * from './prepareQuickView.ts';
