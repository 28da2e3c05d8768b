export { SpecialPage, type SpecialPageHeadingLevel, type SpecialPageProps } from './SpecialPage.tsx';
