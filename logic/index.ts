export * from './constants.ts';
export * from './money.ts';
export * from './product.ts';
export * from './strings.ts';
export * from './forms.ts';
export * from './dates.ts';
export * from './cart.ts';
