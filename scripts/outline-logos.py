#!/usr/bin/env python3
"""Writes both brands' logos with their words as outlines (decision 0049).

Text inside an SVG image is set in whatever font the device has, and Chromium looks that font up
at the image's first paint; the words are therefore paths drawn from the site's font, Inter 4.1,
instanced at each word's weight. From the full variable font (the `inter-ui@4.1.1` npm package
the site's subset is cut from, packages/ui/src/styles/fonts/README.md): the partner's "JJ" is
weight 800, outside the subset's 400–700. Pair kerning is not applied: each glyph advances by its
width plus the letter spacing given.

A one-off tool, not part of the build. Needs fontTools with brotli (woff2):
  apt-get install -y python3-fonttools python3-brotli
  npm pack inter-ui@4.1.1 && tar xzf inter-ui-4.1.1.tgz
  /usr/bin/python3 scripts/outline-logos.py package/variable/InterVariable.woff2
"""
import sys
from pathlib import Path

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

ROOT = Path(__file__).resolve().parent.parent
FONT = sys.argv[1] if len(sys.argv) > 1 else sys.exit(__doc__)
_instances = {}


def instance(weight):
    if weight not in _instances:
        _instances[weight] = instantiateVariableFont(TTFont(FONT), {"opsz": 14, "wght": weight})
    return _instances[weight]


def outline(text, x, y, size, weight, spacing=0.0, anchor="start"):
    """The SVG path of `text` with its baseline at (x, y); `anchor` as SVG's text-anchor."""
    font = instance(weight)
    glyphs = font.getGlyphSet()
    cmap = font.getBestCmap()
    scale = size / font["head"].unitsPerEm
    names = [cmap[ord(char)] for char in text]
    width = sum(glyphs[name].width * scale for name in names) + spacing * (len(names) - 1)
    if anchor == "middle":
        x -= width / 2
    pen = SVGPathPen(glyphs, ntos=lambda v: ("%.1f" % v).rstrip("0").rstrip("."))
    for name in names:
        glyphs[name].draw(TransformPen(pen, (scale, 0, 0, -scale, x, y)))
        x += glyphs[name].width * scale + spacing
    return pen.getCommands()


WHY = "as outlines: text in an SVG image is set in whatever font the device has, looked up at its first paint"

MAIN = f"""<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="Оптика">
  <g fill="none" stroke="#0b6e66" stroke-width="3" stroke-linecap="round">
    <circle cx="11" cy="22" r="8"/>
    <circle cx="33" cy="22" r="8"/>
    <path d="M19 21c1.5-2 4.5-2 6 0"/>
    <path d="M3 19 1.5 14M41 19l1.5-5"/>
  </g>
  <circle cx="33" cy="22" r="3" fill="#17803d"/>
  <!-- 'Оптика' in Inter Bold, {WHY} (scripts/outline-logos.py) -->
  <path fill="#1a2230" d="{outline('Оптика', 50, 29, 22, 700, -0.3)}"/>
</svg>
"""

PARTNER = f"""<svg xmlns="http://www.w3.org/2000/svg" width="172" height="40" viewBox="0 0 172 40" role="img" aria-label="JJ Vision">
  <rect x="1" y="4" width="40" height="32" rx="10" fill="#0a3f8f"/>
  <!-- the words in Inter, {WHY} (scripts/outline-logos.py) -->
  <path fill="#ffffff" d="{outline('JJ', 21, 27, 17, 800, -0.5, 'middle')}"/>
  <path fill="#0a3f8f" d="{outline('JJ Vision', 50, 22, 19, 700)}"/>
  <path fill="#4f5969" d="{outline('ОПТИКА-ПАРТНЁР', 50, 35, 10, 500, 0.6)}"/>
</svg>
"""

(ROOT / "apps/storefront/app/assets/logo.svg").write_text(MAIN, encoding="utf-8")
(ROOT / "apps/partner-jj/app/assets/logo.svg").write_text(PARTNER, encoding="utf-8")
