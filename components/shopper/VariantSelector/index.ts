export { VariantSelector, type VariantSelectorAppearance, type VariantSelectorProps } from './VariantSelector.tsx';
