import { describe, expect, it } from 'vitest';
import { TWEAK_EVENT } from '../shared/enums.ts';
import { SITE_AESTHETICS_PATHS, SITE_STYLES_STRINGS, fontUsageLabel, paletteColourLabel, readSiteStyles, siteStylesDirtyPaths, siteStylesPatch, themeColour, usageFont, type SiteStyles, type TweakEvent } from './siteStyles.ts';

const saved: SiteStyles = {
  defaultColorThemeId: 'light',
  activeFontThemeId: 'classic',
  colorPalette: { accent: '#027AFF', dark: '#111111', light: '#FFFFFF' },
  colorThemes: [
    { id: 'light', name: 'Light', roles: { background: 'light', text: 'dark', accent: 'accent' } },
    { id: 'dark', name: 'Dark', roles: { background: 'dark', text: 'light', accent: 'accent' } },
  ],
  fontThemes: [{ id: 'classic', name: 'Classic', heading: 'Georgia', body: 'Arial' }],
  fontUsageCategories: { paragraph: 'body', button: 'heading' },
};

describe('site aesthetics dirty paths (rendering spec, entities)', () => {
  it('lists the six paths in the spec order: default colour theme id, active font theme id, palette, colour themes, font themes, usage categories', () => {
    expect(SITE_AESTHETICS_PATHS).toEqual(['defaultColorThemeId', 'activeFontThemeId', 'colorPalette', 'colorThemes', 'fontThemes', 'fontUsageCategories']);
  });

  it('finds nothing dirty in a copy, key order aside', () => {
    const copy: SiteStyles = { ...structuredClone(saved), colorPalette: { light: '#FFFFFF', dark: '#111111', accent: '#027AFF' } };
    expect(siteStylesDirtyPaths(saved, copy)).toEqual([]);
    expect(siteStylesPatch(saved, copy)).toEqual({});
  });

  it('a palette colour changed: only the palette is dirty and only it is saved', () => {
    const edited = { ...saved, colorPalette: { ...saved.colorPalette, accent: '#FF0000' } };
    expect(siteStylesDirtyPaths(saved, edited)).toEqual(['colorPalette']);
    expect(siteStylesPatch(saved, edited)).toEqual({ colorPalette: { accent: '#FF0000', dark: '#111111', light: '#FFFFFF' } });
  });

  it('a theme switch and a font change are two dirty paths, in spec order', () => {
    const edited = { ...saved, fontThemes: [{ id: 'classic', name: 'Classic', heading: 'Lora', body: 'Arial' }], defaultColorThemeId: 'dark' };
    expect(siteStylesDirtyPaths(saved, edited)).toEqual(['defaultColorThemeId', 'fontThemes']);
    expect(Object.keys(siteStylesPatch(saved, edited))).toEqual(['defaultColorThemeId', 'fontThemes']);
  });

  it('the patch is a copy: editing it does not touch the edited styles', () => {
    const edited = { ...saved, fontUsageCategories: { paragraph: 'heading' as const } };
    const patch = siteStylesPatch(saved, edited);
    if (patch.fontUsageCategories) patch.fontUsageCategories.paragraph = 'body';
    expect(edited.fontUsageCategories.paragraph).toBe('heading');
  });
});

describe('reading the styles', () => {
  it('a theme role takes its palette colour; a usage its font theme family', () => {
    expect(themeColour(saved, 'dark', 'background')).toBe('#111111');
    expect(themeColour(saved, 'missing', 'background')).toBe('');
    expect(usageFont(saved, 'button')).toBe('Georgia');
    expect(usageFont(saved, 'paragraph')).toBe('Arial');
    expect(usageFont(saved, 'toString')).toBe('');
  });

  it('reads the tweak schema, leaving malformed parts out', () => {
    const read = readSiteStyles({
      siteAesthetics: {
        colorPalette: { accent: '#027AFF', bad: 3 },
        colorThemes: [{ id: 'light', roles: { background: 'accent' } }, { name: 'no id' }],
        fontThemes: [{ id: 'classic', heading: 'Georgia' }],
        fontUsageCategories: { paragraph: 'body', button: 'serif' },
      },
    });
    expect(read).toEqual({
      defaultColorThemeId: 'light',
      activeFontThemeId: 'classic',
      colorPalette: { accent: '#027AFF' },
      colorThemes: [{ id: 'light', name: 'light', roles: { background: 'accent' } }],
      fontThemes: [{ id: 'classic', name: 'classic', heading: 'Georgia', body: '' }],
      fontUsageCategories: { paragraph: 'body' },
    });
    expect(readSiteStyles({ fields: [] })).toBeNull();
    expect(readSiteStyles(null)).toBeNull();
  });
});

describe('tweak events (rendering spec, states)', () => {
  it('are typed by the TWEAK_EVENT names: change, close, save, reset, after show, after close, before open', () => {
    const events: TweakEvent[] = [
      { type: 'before-open' },
      { type: 'after-show' },
      { type: 'change', path: 'colorPalette', styles: saved },
      { type: 'save', patch: {}, paths: [] },
      { type: 'reset', styles: saved },
      { type: 'close' },
      { type: 'after-close' },
    ];
    expect(events.map((event) => event.type).sort()).toEqual(Object.values(TWEAK_EVENT).sort());
  });
});

describe('site styles labels (docs/design.md, no raw keys)', () => {
  it('words the palette colours the library knows, and any other key as words', () => {
    expect(['accent', 'highlight', 'ink', 'paper'].map((key) => paletteColourLabel(key))).toEqual(['Accent colour', 'Highlight colour', 'Text colour', 'Background colour']);
    expect(paletteColourLabel('brand')).toBe('Brand colour');
    expect(paletteColourLabel('darkAccent2')).toBe('Dark accent2 colour');
  });

  it('words the font usages the library knows, and any other key as words', () => {
    expect(['paragraph', 'button', 'navigation'].map((usage) => fontUsageLabel(usage))).toEqual(['Paragraph font', 'Button font', 'Navigation font']);
    expect(fontUsageLabel('priceTag')).toBe('Price tag font');
  });

  it('reads its words from the strings it is given (a translation)', () => {
    const strings = { ...SITE_STYLES_STRINGS, siteStylesPaletteInkLabel: 'Couleur du texte', siteStylesUsageLabel: 'Police : {usage}' };
    expect(paletteColourLabel('ink', strings)).toBe('Couleur du texte');
    expect(fontUsageLabel('priceTag', strings)).toBe('Police : Price tag');
  });

  it('does not take a key inherited from Object as a known one', () => {
    expect(paletteColourLabel('constructor')).toBe('Constructor colour');
  });
});
