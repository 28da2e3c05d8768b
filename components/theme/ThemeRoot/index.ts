export { ThemeRoot, usePortalTheme, useThemeClass, type PortalTheme, type ThemeRootProps } from './ThemeRoot.tsx';
