export { vars } from './contract.css.ts';
export { defaultTheme, boutiqueTheme, themes, type ThemeName } from './themes.css.ts';
export { themeStyle, themeInlineVars, type ThemeStyle, type ThemeValues } from './themeValues.ts';
export { visuallyHidden, focusRing } from './utilities.css.ts';
export { ThemeRoot, usePortalTheme, useThemeClass, type PortalTheme, type ThemeRootProps } from './ThemeRoot/index.ts';
