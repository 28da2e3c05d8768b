export * from './theme/index.ts';
export * from './shopper/ProductBadge/index.ts';
export * from './shopper/ProductPrice/index.ts';
export * from './primitives/Button/index.ts';
export * from './primitives/Alert/index.ts';
export * from './primitives/Field/index.ts';
export * from './primitives/Modal/index.ts';
export * from './shopper/AdditionalFieldsForm/index.ts';
