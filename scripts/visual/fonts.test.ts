/**
 * The project's fonts for the tests' Chromium (.storybook/fonts/, scripts/visual/chromium.ts): the
 * browser reads that folder's configuration alone, the configuration reads that folder alone, and the
 * fonts check (scripts/visual/fonts-check.ts) knows every family the folder holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumEnv, PROJECT_FONTCONFIG } from './chromium.ts';
import { glyphProblems, MISSING_GLYPH_FAMILY, PROJECT_FAMILIES } from './fonts-check.ts';

const FOLDER = dirname(PROJECT_FONTCONFIG);
const config = readFileSync(PROJECT_FONTCONFIG, 'utf8').replace(/<!--[\s\S]*?-->/g, '');

/** The family (name ID 1, Windows Unicode: platform 3, encoding 1) of a TrueType file, from its name table. */
function familyOf(file: string): string {
  const font = readFileSync(file);
  const tables = font.readUInt16BE(4);
  for (let index = 0; index < tables; index += 1) {
    const entry = 12 + index * 16;
    if (font.toString('latin1', entry, entry + 4) !== 'name') continue;
    const table = font.readUInt32BE(entry + 8);
    const count = font.readUInt16BE(table + 2);
    const strings = table + font.readUInt16BE(table + 4);
    for (let record = table + 6; record < table + 6 + count * 12; record += 12) {
      const field = (at: number) => font.readUInt16BE(record + at);
      if (field(0) !== 3 || field(2) !== 1 || field(6) !== 1) continue;
      const start = strings + field(10);
      return Buffer.from(font.subarray(start, start + field(8))).swap16().toString('utf16le');
    }
  }
  throw new Error(`${file} has no family name`);
}

describe('the tests\' Chromium environment', () => {
  it('points fontconfig at the project\'s file and keeps the rest of the environment', () => {
    const env = chromiumEnv({ PATH: '/usr/bin', HOME: '/home/someone', FONTCONFIG_FILE: '/etc/fonts/fonts.conf' });
    expect(env).toEqual({ PATH: '/usr/bin', HOME: '/home/someone', FONTCONFIG_FILE: PROJECT_FONTCONFIG });
    expect(PROJECT_FONTCONFIG).toMatch(/[/\\]\.storybook[/\\]fonts[/\\]fonts\.conf$/);
  });

  it('drops the variables that would search or prefix other folders', () => {
    const env = chromiumEnv({ FONTCONFIG_PATH: '/etc/fonts', FONTCONFIG_SYSROOT: '/machine' });
    expect(env).toEqual({ FONTCONFIG_FILE: PROJECT_FONTCONFIG });
  });

  it('leaves this process\'s own environment alone', () => {
    const before = process.env.FONTCONFIG_FILE;
    chromiumEnv();
    expect(process.env.FONTCONFIG_FILE).toBe(before);
  });
});

describe('.storybook/fonts/fonts.conf', () => {
  it('reads its own folder and nothing else: no other folder, no included configuration', () => {
    expect([...config.matchAll(/<dir\b[^>]*>([^<]*)<\/dir>/g)].map((match) => match[0])).toEqual(['<dir prefix="relative">.</dir>']);
    expect(config).not.toMatch(/<include\b/);
    expect(config).not.toMatch(/<cachedir\b/);
  });

  it('falls back through the project\'s families, the missing-glyph font last', () => {
    const fallback = /mode="append_last"[^>]*>([\s\S]*?)<\/edit>/.exec(config)?.[1] ?? '';
    const families = [...fallback.matchAll(/<string>([^<]+)<\/string>/g)].map((match) => match[1]);
    expect([...families].sort()).toEqual([...PROJECT_FAMILIES, MISSING_GLYPH_FAMILY].sort());
    expect(families.at(-1)).toBe(MISSING_GLYPH_FAMILY);
  });

  it('maps every generic family and Chromium\'s default names to a project family', () => {
    const mapped = new Map([...config.matchAll(/<test name="family"><string>([^<]+)<\/string><\/test>\s*<edit name="family" mode="assign" binding="strong"><string>([^<]+)<\/string>/g)].map((match) => [match[1], match[2]]));
    for (const name of ['sans-serif', 'serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'sans', 'Arial', 'Times New Roman', 'Comic Sans MS', 'Impact']) {
      expect(PROJECT_FAMILIES, name).toContain(mapped.get(name));
    }
  });
});

describe('.storybook/fonts/', () => {
  const fonts = readdirSync(FOLDER).filter((file) => file.endsWith('.ttf'));

  it('holds exactly the families the fonts check knows, each with its licence', () => {
    const families = new Set(fonts.map((file) => familyOf(join(FOLDER, file))));
    expect([...families].sort()).toEqual([...PROJECT_FAMILIES, MISSING_GLYPH_FAMILY].sort());
    const licences = readdirSync(FOLDER).filter((file) => file.startsWith('LICENSE-'));
    expect(licences.sort()).toEqual(['LICENSE-Arimo.txt', 'LICENSE-DejaVu.txt', 'LICENSE-NotoSansJP.txt', 'LICENSE-Tinos.txt']);
  });
});

describe('glyphProblems', () => {
  it('accepts glyphs from the catalogue\'s web fonts and the project\'s fonts', () => {
    const drawn = [{ text: '฿1,234.56', fonts: [{ family: 'Inter', web: true, glyphs: 8 }, { family: 'DejaVu Sans', web: false, glyphs: 1 }] }];
    expect(glyphProblems(drawn)).toEqual([]);
  });

  it('names a character no project font has, and a font from outside the project', () => {
    const drawn = [
      { text: '東京', fonts: [{ family: MISSING_GLYPH_FAMILY, web: false, glyphs: 2 }] },
      { text: 'Next', fonts: [{ family: 'Liberation Sans', web: false, glyphs: 4 }] },
    ];
    expect(glyphProblems(drawn)).toEqual(['"東京": 2 character(s) no project font has (a box)', '"Next": drawn in Liberation Sans, a font from outside the project']);
  });
});
