import { createContext, useContext, type HTMLAttributes, type Ref } from 'react';
import { cx } from '../../primitives/cx.ts';
import { defaultTheme } from '../themes.css.ts';

const ThemeClassContext = createContext<string>(defaultTheme);

/** Props of {@link ThemeRoot}: the theme, and any DOM props of its element. */
export interface ThemeRootProps extends HTMLAttributes<HTMLDivElement> {
  /** A theme class: `defaultTheme`, `boutiqueTheme`, or a site's own made with `createTheme(vars, …)`. @default defaultTheme */
  theme?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Applies a site's theme to everything inside it, including what components render elsewhere in the
 * page (dialogs, lightboxes), which read the theme through {@link useThemeClass}.
 */
export function ThemeRoot({ theme = defaultTheme, className, children, ...props }: ThemeRootProps) {
  return (
    <ThemeClassContext.Provider value={theme}>
      <div data-vitrine="theme-root" {...props} className={cx(theme, className)}>
        {children}
      </div>
    </ThemeClassContext.Provider>
  );
}

/** The theme class in effect, for content rendered in a portal outside the ThemeRoot's element. */
export function useThemeClass(): string {
  return useContext(ThemeClassContext);
}
