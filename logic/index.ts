export * from './shared/index.ts';
export * from './shopper/index.ts';
export * from './forms/index.ts';
export * from './visitor/index.ts';
export * from './content/index.ts';
export * from './builder/index.ts';
export * from './template/index.ts';
