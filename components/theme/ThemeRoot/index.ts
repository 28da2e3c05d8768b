export { ThemeRoot, useThemeClass, type ThemeRootProps } from './ThemeRoot.tsx';
