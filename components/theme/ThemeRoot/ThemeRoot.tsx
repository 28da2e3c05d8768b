'use client';

import { createContext, useContext, useMemo, type HTMLAttributes, type Ref } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../../primitives/cx.ts';
import { defaultTheme } from '../themes.css.ts';
import { themeInlineVars, type ThemeValues } from '../themeValues.ts';

/** The theme in effect, for content rendered outside the ThemeRoot's element: what {@link usePortalTheme} gives. */
export interface PortalTheme {
  /** The theme class. */
  className: string;
  /** The site's values keyed by contract variable: `style={assignInlineVars(theme.inlineVars)}`. */
  inlineVars: Readonly<Record<string, string>>;
}

const ThemeContext = createContext<PortalTheme>({ className: defaultTheme, inlineVars: {} });

/** Props of {@link ThemeRoot}: the theme, the site's own values, and any DOM props of its element. */
export interface ThemeRootProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * A theme class: `defaultTheme`, `boutiqueTheme`, or a site's own made with `createTheme(vars, …)`
   * (which needs the vanilla-extract bundler plugin). @default defaultTheme
   */
  theme?: string;
  /**
   * The site's own values for any part of the contract, layered over `theme` as inline custom
   * properties; no bundler plugin needed. Unknown keys and unsafe values are ignored.
   */
  values?: ThemeValues;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Applies a site's theme to everything inside it, including what components render elsewhere in the
 * page (dialogs, popovers), which read the theme through {@link usePortalTheme}. The values are in the
 * element's style, so the server's markup is the browser's.
 */
export function ThemeRoot({ theme = defaultTheme, values, className, style, children, ...props }: ThemeRootProps) {
  const portalTheme = useMemo(() => ({ className: theme, inlineVars: themeInlineVars(values) }), [theme, values]);
  return (
    <ThemeContext.Provider value={portalTheme}>
      <div
        data-vitrine="theme-root"
        {...props}
        className={cx(theme, className)}
        // The caller's own style goes on top of the site's values.
        style={Object.assign(assignInlineVars(portalTheme.inlineVars), style)}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/**
 * The theme in effect, for content rendered in a portal outside the ThemeRoot's element: put its class
 * and its values on the portal's root, `className={cx(theme.className, …)} style={assignInlineVars(theme.inlineVars)}`.
 */
export function usePortalTheme(): PortalTheme {
  return useContext(ThemeContext);
}

/** The theme class in effect (without the site's values: portals use {@link usePortalTheme}). */
export function useThemeClass(): string {
  return useContext(ThemeContext).className;
}
