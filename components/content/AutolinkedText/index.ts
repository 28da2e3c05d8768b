export { AutolinkedText, type AutolinkedTextProps } from './AutolinkedText.tsx';
