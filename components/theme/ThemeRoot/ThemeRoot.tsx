import { createContext, useContext, type ReactNode } from 'react';
import { defaultTheme } from '../themes.css.ts';

const ThemeClassContext = createContext<string>(defaultTheme);

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps {
  /** A theme class: `defaultTheme`, `boutiqueTheme`, or a site's own made with `createTheme(vars, …)`. @default defaultTheme */
  theme?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Applies a site's theme to everything inside it, including what components render elsewhere in the
 * page (dialogs, lightboxes), which read the theme through {@link useThemeClass}.
 */
export function ThemeRoot({ theme = defaultTheme, className, children }: ThemeRootProps) {
  return (
    <ThemeClassContext.Provider value={theme}>
      <div className={[theme, className].filter(Boolean).join(' ')} data-vitrine="theme-root">
        {children}
      </div>
    </ThemeClassContext.Provider>
  );
}

/** The theme class in effect, for content rendered in a portal outside the ThemeRoot's element. */
export function useThemeClass(): string {
  return useContext(ThemeClassContext);
}
