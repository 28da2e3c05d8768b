/**
 * Site styles (rendering spec, entities "Site aesthetics dirty paths", states "Tweak events"): the colour palette
 * and themes, the font themes and usage categories a template's tweak schema starts from, the paths
 * that changed (only those are saved), and the typed tweak events an editor emits.
 */
import type { TWEAK_EVENT } from '../shared/enums.ts';
import { interpolate } from '../shared/interpolate.ts';
import { keyWords } from './keyWords.ts';
import { SITE_STYLES_STRINGS } from './siteStylesStrings.ts';

/** The site aesthetics dirty paths, in the spec's order (rendering spec, entities); the names are the library's. */
export const SITE_AESTHETICS_PATHS = [
  'defaultColorThemeId',
  'activeFontThemeId',
  'colorPalette',
  'colorThemes',
  'fontThemes',
  'fontUsageCategories',
] as const;

/** One site aesthetics dirty path. */
export type SiteAestheticsPath = (typeof SITE_AESTHETICS_PATHS)[number];

/** A colour theme: which palette colour each role takes. */
export interface ColorTheme {
  id: string;
  name: string;
  /** Palette keys by role (background, text, accent…). */
  roles: Record<string, string>;
}

/** A font theme: the family of headings and of body text. */
export interface FontTheme {
  id: string;
  name: string;
  heading: string;
  body: string;
}

/** The site's aesthetics, as the tweak schema gives them and the editor edits them. */
export interface SiteStyles {
  defaultColorThemeId: string;
  activeFontThemeId: string;
  /** CSS colours by palette key. */
  colorPalette: Record<string, string>;
  colorThemes: ColorTheme[];
  fontThemes: FontTheme[];
  /** For each usage (paragraph, button…), the font theme role it takes: 'heading' or 'body'. */
  fontUsageCategories: Record<string, 'heading' | 'body'>;
}

/** What a save sends: the paths that changed, and their values only. */
export type SiteStylesPatch = Partial<SiteStyles>;

/** Structural equality of JSON-like values (key order of objects ignored). */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => same(item, b[index]));
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && same(left[key], right[key]));
}

/** The site aesthetics paths whose value differs between the saved and the edited styles, in the spec's order. */
export function siteStylesDirtyPaths(saved: SiteStyles, edited: SiteStyles): SiteAestheticsPath[] {
  return SITE_AESTHETICS_PATHS.filter((path) => !same(saved[path], edited[path]));
}

/** Only what changed: the edited values of the dirty paths (rendering spec, entities). */
export function siteStylesPatch(saved: SiteStyles, edited: SiteStyles): SiteStylesPatch {
  const patch: Record<string, unknown> = {};
  for (const path of siteStylesDirtyPaths(saved, edited)) patch[path] = structuredClone(edited[path]);
  return patch as SiteStylesPatch;
}

/** The colour a role of a theme takes from the palette ('' when the theme or key is unknown). */
export function themeColour(styles: SiteStyles, themeId: string, role: string): string {
  const key = styles.colorThemes.find((theme) => theme.id === themeId)?.roles[role];
  return key !== undefined && Object.hasOwn(styles.colorPalette, key) ? (styles.colorPalette[key] ?? '') : '';
}

/** The family a usage category takes under the active font theme ('' when unknown). */
export function usageFont(styles: SiteStyles, usage: string): string {
  const theme = styles.fontThemes.find((candidate) => candidate.id === styles.activeFontThemeId);
  const role = Object.hasOwn(styles.fontUsageCategories, usage) ? styles.fontUsageCategories[usage] : undefined;
  return theme && role ? theme[role] : '';
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const MAX_ENTRIES = 200;

function textRecord(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(value)) return out;
  for (const [key, entry] of Object.entries(value).slice(0, MAX_ENTRIES)) if (typeof entry === 'string') out[key] = entry;
  return out;
}

/**
 * Reads the site aesthetics out of a template's tweak schema (GetTemplateSchema, its
 * `siteAesthetics` object; the spec does not show the shape, this is the library's). Anything
 * malformed is left out; null when the schema has no site aesthetics. Never throws.
 */
export function readSiteStyles(schema: unknown): SiteStyles | null {
  try {
    const source = isRecord(schema) ? schema.siteAesthetics : undefined;
    if (!isRecord(source)) return null;
    const list = (value: unknown) => (Array.isArray(value) ? value.slice(0, MAX_ENTRIES).filter(isRecord) : []);
    const colorThemes = list(source.colorThemes).flatMap((theme): ColorTheme[] => {
      const id = text(theme.id);
      return id === null ? [] : [{ id, name: text(theme.name) ?? id, roles: textRecord(theme.roles) }];
    });
    const fontThemes = list(source.fontThemes).flatMap((theme): FontTheme[] => {
      const id = text(theme.id);
      return id === null ? [] : [{ id, name: text(theme.name) ?? id, heading: text(theme.heading) ?? '', body: text(theme.body) ?? '' }];
    });
    const fontUsageCategories: Record<string, 'heading' | 'body'> = {};
    for (const [usage, role] of Object.entries(textRecord(source.fontUsageCategories))) {
      if (role === 'heading' || role === 'body') fontUsageCategories[usage] = role;
    }
    return {
      defaultColorThemeId: text(source.defaultColorThemeId) ?? colorThemes[0]?.id ?? '',
      activeFontThemeId: text(source.activeFontThemeId) ?? fontThemes[0]?.id ?? '',
      colorPalette: textRecord(source.colorPalette),
      colorThemes,
      fontThemes,
      fontUsageCategories,
    };
  } catch {
    return null;
  }
}

/** A tweak event (rendering spec, states), as a discriminated union on `type` (the TWEAK_EVENT values). */
export type TweakEvent =
  | { type: typeof TWEAK_EVENT.beforeOpen }
  | { type: typeof TWEAK_EVENT.afterShow }
  | { type: typeof TWEAK_EVENT.change; path: SiteAestheticsPath; styles: SiteStyles }
  | { type: typeof TWEAK_EVENT.save; patch: SiteStylesPatch; paths: SiteAestheticsPath[] }
  | { type: typeof TWEAK_EVENT.reset; styles: SiteStyles }
  | { type: typeof TWEAK_EVENT.close }
  | { type: typeof TWEAK_EVENT.afterClose };

export { SITE_STYLES_STRINGS };

/** The strings {@link paletteColourLabel} and {@link fontUsageLabel} word a label with. */
export type SiteStylesLabelStrings = Readonly<Record<keyof typeof SITE_STYLES_STRINGS, string>>;

const PALETTE_LABELS: Readonly<Record<string, keyof typeof SITE_STYLES_STRINGS>> = {
  accent: 'siteStylesPaletteAccentLabel',
  highlight: 'siteStylesPaletteHighlightLabel',
  ink: 'siteStylesPaletteInkLabel',
  paper: 'siteStylesPalettePaperLabel',
};

const USAGE_LABELS: Readonly<Record<string, keyof typeof SITE_STYLES_STRINGS>> = {
  paragraph: 'siteStylesUsageParagraphLabel',
  button: 'siteStylesUsageButtonLabel',
  navigation: 'siteStylesUsageNavigationLabel',
};

/** A palette colour's label: the library's words for the colours it knows, else its key as words ('brand' → 'Brand colour'); never the raw key. */
export function paletteColourLabel(key: string, strings: SiteStylesLabelStrings = SITE_STYLES_STRINGS): string {
  const known = Object.hasOwn(PALETTE_LABELS, key) ? PALETTE_LABELS[key] : undefined;
  return known ? strings[known] : interpolate(strings.siteStylesPaletteColourLabel, { name: keyWords(key) });
}

/** A font usage category's label: the library's words for the usages it knows, else its key as words ('priceTag' → 'Price tag font'). */
export function fontUsageLabel(usage: string, strings: SiteStylesLabelStrings = SITE_STYLES_STRINGS): string {
  const known = Object.hasOwn(USAGE_LABELS, usage) ? USAGE_LABELS[usage] : undefined;
  return known ? strings[known] : interpolate(strings.siteStylesUsageLabel, { usage: keyWords(usage) });
}
