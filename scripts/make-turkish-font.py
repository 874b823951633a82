#!/usr/bin/env python3
"""Makes app/_fonts/portal-sans-tr.woff2: the few Turkish glyphs that Source Sans 3's "latin" file
lacks (Ğ ğ İ Ş ş and ₺), cut from fontsource's "latin-ext" file, whose 60 KB every Turkish page
otherwise downloads for them (docs/architecture.md §3 "Light on a phone").

The output is committed; run this again only when @fontsource-variable/source-sans-3 changes:
    apt-get install python3-fonttools python3-brotli && /usr/bin/python3 scripts/make-turkish-font.py

A subset is a Modified Version under the SIL Open Font License, and the font reserves the name
"Source", so the subset is renamed ("Portal Sans TR") and carries the copyright and the licence
(app/_fonts/OFL.txt). The wght axis is kept, so every weight the portal uses still comes from it.
"""
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / 'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2'
TARGET = ROOT / 'app/_fonts/portal-sans-tr.woff2'
# Keep in step with the unicode-range of the face in app/fonts.css.
CODEPOINTS = [0x011E, 0x011F, 0x0130, 0x015E, 0x015F, 0x20BA]
FAMILY = 'Portal Sans TR'

options = subset.Options()
options.flavor = 'woff2'
options.name_IDs = [0, 1, 2, 3, 4, 5, 6]
options.drop_tables += ['BASE']
font = TTFont(SOURCE)
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=CODEPOINTS)
subsetter.subset(font)

name = font['name']
version = name.getDebugName(5) or ''
for name_id, value in {
    1: FAMILY,
    3: f'{version};{FAMILY.replace(" ", "")}',
    4: FAMILY,
    6: FAMILY.replace(' ', '') + '-Roman',
    13: 'This Font Software is licensed under the SIL Open Font License, Version 1.1. '
    'A subset of Source Sans 3, renamed as the licence asks.',
    14: 'https://openfontlicense.org',
}.items():
    name.setName(value, name_id, 3, 1, 0x409)
for record in list(name.names):
    if record.nameID in (16, 17, 21, 22, 25):
        name.removeNames(nameID=record.nameID)
leftover = [r.toUnicode() for r in name.names if r.nameID != 0 and 'Source' in r.toUnicode() and r.nameID != 13]
assert not leftover, f'reserved name left in the name table: {leftover}'

font.save(TARGET)
print(f'{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes, {len(font.getGlyphOrder())} glyphs')
