import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * The default theme's text: Inter when the page has it (the catalogue loads it; a site loads it itself,
 * e.g. from @fontsource-variable/inter), else the system's own sans-serif.
 */
const DEFAULT_FONT_STACK = '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The boutique theme's text: Gelasio (drawn to Georgia's metrics, so text falls back to Georgia without reflowing), else Georgia. */
const BOUTIQUE_FONT_STACK = 'Gelasio, Georgia, "Times New Roman", serif';

const space = { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' };

/** What every theme shares unless it says otherwise: target size, focus ring geometry, layers, motion. */
const shared = {
  size: { touchTarget: '44px', focusRingWidth: '2px', focusRingOffset: '2px' },
  zIndex: { raised: '1', popover: '50', overlay: '100', modal: '101' },
  motion: { fast: '120ms', normal: '150ms', easing: 'ease' },
};

/** The library's default look: a neutral storefront with high-contrast text. */
export const defaultTheme = createTheme(vars, {
  color: {
    text: '#1d1d1f',
    textMuted: '#55555a',
    background: '#ffffff',
    surface: '#f5f5f4',
    border: '#8a8a8e',
    accent: '#1d1d1f',
    accentText: '#ffffff',
    accentHover: '#3a3a3d',
    sale: '#b3261e',
    saleText: '#ffffff',
    soldOut: '#55555a',
    soldOutText: '#ffffff',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    success: '#1e6b34',
    focus: '#0b57d0',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  font: {
    body: DEFAULT_FONT_STACK,
    heading: DEFAULT_FONT_STACK,
  },
  fontSize: { small: '0.8125rem', body: '1rem', large: '1.25rem', heading: '1.75rem' },
  fontWeight: { regular: '400', bold: '600' },
  space,
  radius: { sm: '2px', md: '6px', pill: '999px' },
  shadow: { raised: '0 4px 16px rgba(0, 0, 0, 0.16)' },
  ...shared,
});

/** A second site style (serif, warm, rounded) so designers can check that nothing escapes the contract. */
export const boutiqueTheme = createTheme(vars, {
  color: {
    text: '#2b2118',
    textMuted: '#5c4a3a',
    background: '#fbf7f1',
    surface: '#f1e8dc',
    border: '#8c7560',
    accent: '#6b3e26',
    accentText: '#ffffff',
    accentHover: '#51301d',
    sale: '#8c1c13',
    saleText: '#ffffff',
    soldOut: '#4a4a4a',
    soldOutText: '#ffffff',
    danger: '#8c1c13',
    dangerSurface: '#f9e3df',
    success: '#2f5d2a',
    focus: '#1a4fa0',
    overlay: 'rgba(43, 33, 24, 0.65)',
  },
  font: {
    body: BOUTIQUE_FONT_STACK,
    heading: BOUTIQUE_FONT_STACK,
  },
  fontSize: { small: '0.875rem', body: '1.0625rem', large: '1.375rem', heading: '2rem' },
  fontWeight: { regular: '400', bold: '700' },
  space,
  radius: { sm: '6px', md: '14px', pill: '999px' },
  shadow: { raised: '0 6px 24px rgba(43, 33, 24, 0.2)' },
  ...shared,
  motion: { fast: '160ms', normal: '220ms', easing: 'ease-out' },
});

/** The themes the catalogue can switch between, by name. */
export const themes = { default: defaultTheme, boutique: boutiqueTheme } as const;

/** A theme name of {@link themes}. */
export type ThemeName = keyof typeof themes;
