#!/usr/bin/env python3
"""
Writes the fonts of the catalogue's screenshots (.storybook/fonts/*.ttf): the fonts fontconfig offers
Chromium when it runs with .storybook/fonts/fonts.conf, and nothing else. The catalogue's own faces
(Inter, Gelasio, the builder's font previews) are web fonts from npm and do not come from here; these
draw what no web font names: the CSS generic families, a form control's default font, and every
character the web fonts lack.

Run it only to change the set (a new range, a new version): its output is committed, so neither
`npm install` nor CI needs Python. It needs python3 with fontTools and brotli (Debian:
`apt-get install python3-fonttools python3-brotli`) and npm, which fetches each source below into a
temporary folder (`npm pack`, pinned versions). Usage: python3 scripts/visual/make-fonts.py

The sources and their licences (each licence text is written beside the fonts):
- DejaVu Sans, DejaVu Sans Mono 2.37 (@fontsource/dejavu-sans, @fontsource/dejavu-mono): Bitstream
  Vera licence with public-domain changes; subsets keep the name, which the licence allows (it
  reserves "Bitstream" and "Vera").
- Arimo, Tinos 1.34 (@fontsource/arimo, @fontsource/tinos): Apache 2.0; metric-compatible with Arial
  and Times New Roman, the families Chromium on Linux names for sans-serif and serif.
- Noto Sans JP (@fontsource-variable/noto-sans-jp): SIL OFL 1.1, whose reserved name ("Source") the
  subset does not use; the weight 400 instance of the CJK punctuation, kana and full-width forms.
- Vitrine Missing Glyph: made here, a box for every character no other font of the set has, so a
  missing glyph is a font the fonts check can name (scripts/visual/fonts-check.ts) instead of a box
  drawn by whichever font came first.
"""
import json
import os
import subprocess
import sys
import tarfile
import tempfile

from fontTools import subset
from fontTools.fontBuilder import FontBuilder
from fontTools.merge import Merger
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._c_m_a_p import cmap_format_13
from fontTools.varLib import instancer

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '.storybook', 'fonts')

# Unicode blocks kept from DejaVu Sans: every script and symbol a story may show beside Latin text
# (currency signs, arrows, check marks, drag handles in Braille dots, box drawing).
SANS_RANGES = [
    (0x0020, 0x024F), (0x02B0, 0x02FF), (0x0300, 0x036F), (0x0370, 0x03FF), (0x0400, 0x052F),
    (0x0590, 0x05FF), (0x0E3F, 0x0E3F), (0x1E00, 0x1EFF), (0x2000, 0x206F), (0x2070, 0x209F),
    (0x20A0, 0x20CF), (0x2100, 0x214F), (0x2150, 0x218F), (0x2190, 0x21FF), (0x2200, 0x22FF),
    (0x2300, 0x23FF), (0x2500, 0x259F), (0x25A0, 0x25FF), (0x2600, 0x26FF), (0x2700, 0x27BF),
    (0x27C0, 0x27EF), (0x2800, 0x28FF), (0xFB00, 0xFB06), (0xFFFC, 0xFFFD),
]
# DejaVu Sans Mono: code and addresses, in Latin, Greek and Cyrillic, with punctuation, arrows and boxes.
MONO_RANGES = [
    (0x0020, 0x024F), (0x02B0, 0x02FF), (0x0300, 0x036F), (0x0370, 0x03FF), (0x0400, 0x04FF),
    (0x2000, 0x206F), (0x20A0, 0x20CF), (0x2100, 0x214F), (0x2190, 0x21FF), (0x2200, 0x22FF),
    (0x2500, 0x259F), (0x25A0, 0x25FF), (0xFFFD, 0xFFFD),
]
# Noto Sans JP: CJK punctuation, kana, and the full-width forms (the yen sign of Japanese prices).
CJK_RANGES = [(0x3000, 0x303F), (0x3040, 0x309F), (0x30A0, 0x30FF), (0x31F0, 0x31FF), (0xFF00, 0xFFEF)]

# What the missing-glyph font leaves out: characters drawn as nothing (controls, spaces, joiners,
# direction marks, variation selectors; Unicode's default ignorables) and surrogates.
NOT_MISSING = [
    (0x0000, 0x0020), (0x007F, 0x00A0), (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C),
    (0x115F, 0x1160), (0x1680, 0x1680), (0x17B4, 0x17B5), (0x180B, 0x180F), (0x2000, 0x200F),
    (0x2028, 0x202F), (0x205F, 0x206F), (0x3000, 0x3000), (0x3164, 0x3164), (0xD800, 0xDFFF),
    (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
]

# The time stamp of a font made here (seconds from 1904, the TrueType epoch): 2026-01-01.
FIXED_TIME = 3850070400

PACKAGES = {
    'dejavu-sans': '@fontsource/dejavu-sans@5.3.0',
    'dejavu-mono': '@fontsource/dejavu-mono@5.3.0',
    'arimo': '@fontsource/arimo@5.3.0',
    'tinos': '@fontsource/tinos@5.3.0',
    'noto-sans-jp': '@fontsource-variable/noto-sans-jp@5.3.1',
}


def fetch(spec, into):
    """The package's folder, unpacked from `npm pack` into `into`."""
    name = subprocess.run(['npm', 'pack', spec, '--silent'], cwd=into, check=True, capture_output=True, text=True).stdout.strip().splitlines()[-1]
    folder = os.path.join(into, name[:-len('.tgz')])
    with tarfile.open(os.path.join(into, name)) as archive:
        archive.extractall(folder, filter='data')
    return os.path.join(folder, 'package')


def codepoints(ranges):
    return [code for start, end in ranges for code in range(start, end + 1)]


def subset_font(font, ranges, keep_layout=True):
    options = subset.Options()
    options.layout_features = ['*'] if keep_layout else []
    options.name_IDs = ['*']
    options.name_languages = ['*']
    options.notdef_outline = True
    options.glyph_names = False
    options.hinting = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codepoints(ranges))
    subsetter.subset(font)
    return font


def save(font, name):
    """Writes a TrueType file; the same sources give the same bytes (no time stamp of the run)."""
    font.flavor = None
    font.recalcTimestamp = False
    if font['head'].created > FIXED_TIME:
        font['head'].created = font['head'].modified = FIXED_TIME
    path = os.path.join(OUT, name)
    font.save(path)
    print(f'{name}: {len(font.getBestCmap())} characters, {os.path.getsize(path) // 1024} KiB')


def copy_licence(package, name):
    with open(os.path.join(package, 'LICENSE'), encoding='utf-8') as source:
        text = source.read()
    with open(os.path.join(OUT, name), 'w', encoding='utf-8') as target:
        target.write(text)


def name_font(font, family, postscript):
    """Names a regular face (an instance of a variable font keeps the name of its default, Thin)."""
    names = font['name']
    names.names = [record for record in names.names if record.nameID not in (16, 17, 25)]
    for name_id, value in ((1, family), (2, 'Regular'), (3, postscript), (4, f'{family} Regular'), (6, postscript)):
        names.setName(value, name_id, 3, 1, 0x409)
        names.setName(value, name_id, 1, 0, 0)


def files_covering(package, family, ranges):
    """The slices of a Fontsource CJK package that hold any of the ranges (unicode.json says which)."""
    with open(os.path.join(package, 'unicode.json'), encoding='utf-8') as source:
        slices = json.load(source)
    wanted = set(codepoints(ranges))
    found = []
    for key, unicode_range in slices.items():
        covered = set()
        for part in unicode_range.split(','):
            part = part.strip().removeprefix('U+')
            if '-' in part:
                start, end = part.split('-')
                covered.update(range(int(start, 16), int(end, 16) + 1))
            elif part:
                covered.add(int(part, 16))
        if covered & wanted:
            found.append(os.path.join(package, 'files', f'{family}-{key.strip("[]")}-wght-normal.woff2'))
    return sorted(found)


def missing_glyph_font():
    """One box glyph for every code point outside NOT_MISSING (a format 13 cmap: many to one)."""
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(['.notdef', 'box'])
    builder.setupCharacterMap({0x25A1: 'box'})
    pen = TTGlyphPen(None)
    for left, bottom, right, top in ((60, 0, 540, 700), (120, 60, 480, 640)):
        # The outer contour clockwise, the inner one the other way: a frame.
        points = [(left, bottom), (left, top), (right, top), (right, bottom)]
        if left == 120:
            points.reverse()
        pen.moveTo(points[0])
        for point in points[1:]:
            pen.lineTo(point)
        pen.closePath()
    box = pen.glyph()
    builder.setupGlyf({'.notdef': box, 'box': box})
    builder.setupHorizontalMetrics({'.notdef': (600, 60), 'box': (600, 60)})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({'familyName': 'Vitrine Missing Glyph', 'styleName': 'Regular', 'fullName': 'Vitrine Missing Glyph', 'psName': 'VitrineMissingGlyph-Regular'})
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    builder.setupPost()
    font = builder.font
    groups = []
    start = 0
    for gap_start, gap_end in NOT_MISSING:
        if gap_start > start:
            groups.append((start, gap_start - 1))
        start = gap_end + 1
    groups.append((start, 0x10FFFF))
    many = cmap_format_13(13)
    many.platformID, many.platEncID, many.language = 3, 10, 0
    many.cmap = {code: 'box' for first, last in groups for code in range(first, last + 1)}
    table = newTable('cmap')
    table.tableVersion = 0
    table.tables = [many]
    font['cmap'] = table
    return font


def main():
    os.makedirs(OUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as temporary:
        packages = {key: fetch(spec, temporary) for key, spec in PACKAGES.items()}

        for weight, style, name in ((400, 'normal', 'DejaVuSans.ttf'), (700, 'normal', 'DejaVuSans-Bold.ttf')):
            font = TTFont(os.path.join(packages['dejavu-sans'], 'files', f'dejavu-sans-latin-{weight}-{style}.woff2'))
            save(subset_font(font, SANS_RANGES), name)
        for weight, style, name in (
            (400, 'normal', 'DejaVuSansMono.ttf'),
            (700, 'normal', 'DejaVuSansMono-Bold.ttf'),
            (400, 'italic', 'DejaVuSansMono-Oblique.ttf'),
            (700, 'italic', 'DejaVuSansMono-BoldOblique.ttf'),
        ):
            font = TTFont(os.path.join(packages['dejavu-mono'], 'files', f'dejavu-mono-latin-{weight}-{style}.woff2'))
            save(subset_font(font, MONO_RANGES), name)
        copy_licence(packages['dejavu-sans'], 'LICENSE-DejaVu.txt')

        for family, title in (('arimo', 'Arimo'), ('tinos', 'Tinos')):
            for weight, name in ((400, f'{title}-Regular.ttf'), (700, f'{title}-Bold.ttf')):
                font = TTFont(os.path.join(packages[family], 'files', f'{family}-latin-{weight}-normal.woff2'))
                save(font, name)
            copy_licence(packages[family], f'LICENSE-{title}.txt')

        # Each slice at weight 400, cut to the ranges, then the slices merged into one font.
        slices = []
        for index, path in enumerate(files_covering(packages['noto-sans-jp'], 'noto-sans-jp', CJK_RANGES)):
            font = instancer.instantiateVariableFont(TTFont(path), {'wght': 400})
            font = subset_font(font, CJK_RANGES, keep_layout=False)
            font.flavor = None
            slice_path = os.path.join(temporary, f'slice-{index}.ttf')
            font.save(slice_path)
            slices.append(slice_path)
        merged = Merger().merge(slices)
        name_font(merged, 'Noto Sans JP', 'NotoSansJP-Regular')
        save(merged, 'NotoSansJP-Regular.ttf')
        copy_licence(packages['noto-sans-jp'], 'LICENSE-NotoSansJP.txt')

    save(missing_glyph_font(), 'VitrineMissingGlyph.ttf')


if __name__ == '__main__':
    sys.exit(main())
