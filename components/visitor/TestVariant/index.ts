export { TestVariant, type TestVariantProps } from './TestVariant.tsx';
