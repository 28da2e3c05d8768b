export { vars } from './contract.css.ts';
export { defaultTheme, boutiqueTheme, themes, type ThemeName } from './themes.css.ts';
export { visuallyHidden, focusRing } from './utilities.css.ts';
export { ThemeRoot, useThemeClass, type ThemeRootProps } from './ThemeRoot/index.ts';
