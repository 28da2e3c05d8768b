export * from './theme/index.ts';
export * from './shopper/ProductBadge/index.ts';
export * from './shopper/ProductPrice/index.ts';
