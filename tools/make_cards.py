#!/usr/bin/env python3
"""Generate the buraco-qt card deck as SVG files in ``assets/cards/``.

The whole deck -- rank glyphs, suit shapes, pip layouts, court figures,
jokers and backs -- is drawn here from the project's own path data: no
fonts, no network, no third-party art.  The output is deterministic:
running the script twice writes byte-identical files.

Only SVG features that QtSvg renders are used (paths, rects, circles,
ellipses, polygons, groups with transforms, plain fills and strokes): no
``<text>``, no ``clipPath``, no ``<symbol>``, no ``<use>``.

Usage::

    python tools/make_cards.py [OUTPUT_DIR]

Colours: the four-colour option of the game recolours clubs and diamonds
when loading (see ``buraco_qt/ui/art/card_images.py``), by swapping the exact
palette strings below, so every suit palette colour is unique to its use.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

W, H = 250, 350          # viewBox: the poker ratio 2.5 : 3.5
CX, CY = W / 2, H / 2
RADIUS = 14              # rounded corners

# --------------------------------------------------------------------------
# Colours
# --------------------------------------------------------------------------

RED = {"main": "#c8102e", "dark": "#7e0a1d", "light": "#f4c9cf"}
BLACK = {"main": "#1a1a1a", "dark": "#3a3d42", "light": "#d4d6da"}
# Used only by the game's four-colour option (the provider swaps them in).
GREEN = {"main": "#1b7a2e", "dark": "#0e4a1b", "light": "#cbe6d0"}
BLUE = {"main": "#1f4fb4", "dark": "#13306e", "light": "#cbd7f1"}

SUIT_PALETTE = {"C": BLACK, "S": BLACK, "H": RED, "D": RED}

PAPER = "#fffdf8"
EDGE = "#8d8a84"
INK = "#2b2420"          # outlines of the court figures
GOLD = "#e2a928"
GOLD_DARK = "#a8751b"
GOLD_LIGHT = "#f6dc8c"
SKIN = "#f7d4b5"
SKIN_SHADE = "#e8b894"
CHEEK = "#ef9f8f"
WHITE = "#ffffff"
PANEL = "#fbf5e6"

BACKS = {
    "blue": {"field": "#1d3f8c", "line": "#4d6fbd", "deep": "#122a63", "ornament": "#e9eefb"},
    "red": {"field": "#a3172c", "line": "#cf4a5c", "deep": "#6e0d1c", "ornament": "#fbe9ec"},
    "green": {"field": "#1f6b45", "line": "#4f9c74", "deep": "#124529", "ornament": "#e7f5ec"},
}

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["C", "D", "H", "S"]


def n(v: float) -> str:
    """Format a number compactly and deterministically."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


# --------------------------------------------------------------------------
# Suit shapes: path data in a box centred on (0, 0), 100 units tall.
# --------------------------------------------------------------------------

def _circle_d(cx: float, cy: float, r: float) -> str:
    return (f"M{n(cx - r)},{n(cy)}A{n(r)},{n(r)} 0 1,1 {n(cx + r)},{n(cy)}"
            f"A{n(r)},{n(r)} 0 1,1 {n(cx - r)},{n(cy)}Z")


SUIT_D = {
    "H": ("M0,48C-7,33-50,10-50,-19C-50,-38-37,-48-24,-48C-12,-48-3,-40 0,-29"
          "C3,-40 12,-48 24,-48C37,-48 50,-38 50,-19C50,10 7,33 0,48Z"),
    "D": "M0,-50C10,-30 24,-13 38,0C24,13 10,30 0,50C-10,30-24,13-38,0C-24,-13-10,-30 0,-50Z",
    "S": ("M0,-50C8,-34 50,-14 50,12C50,29 38,39 25,39C15,39 8,34 4,28"
          "C5,38 10,45 18,50L-18,50C-10,45-5,38-4,28C-8,34-15,39-25,39"
          "C-38,39-50,29-50,12C-50,-14-8,-34 0,-50Z"),
    "C": (_circle_d(0, -24, 23) + _circle_d(-25, 12, 23) + _circle_d(25, 12, 23)
          + "M-12,-6L12,-6L14,16L-14,16Z"
          + "M4,8C4,30 9,42 18,50L-18,50C-9,42-4,30-4,8Z"),
}
SUIT_WIDTH = {"H": 100, "D": 76, "S": 100, "C": 96}


def suit(s: str, x: float, y: float, h: float, colour: str, rot: float = 0) -> str:
    """A suit shape of height ``h`` centred on (x, y)."""
    k = h / 100
    t = f"translate({n(x)},{n(y)})"
    if rot:
        t += f" rotate({n(rot)})"
    t += f" scale({n(k)})" if k != 1 else ""
    return f'<path transform="{t}" fill="{colour}" d="{SUIT_D[s]}"/>'


# --------------------------------------------------------------------------
# Rank glyphs: a bold sans drawn as filled shapes and thick strokes in a box
# 100 units tall.  Each glyph: (advance width, [svg fragments]).
# Fragments use "C" as colour placeholder; strokes are 16 units wide.
# --------------------------------------------------------------------------

STROKE = 16


def _st(d: str) -> str:
    return (f'<path fill="none" stroke="C" stroke-width="{STROKE}" '
            f'stroke-linejoin="miter" stroke-miterlimit="4" d="{d}"/>')


def _fi(d: str, evenodd: bool = False) -> str:
    rule = ' fill-rule="evenodd"' if evenodd else ""
    return f'<path fill="C"{rule} d="{d}"/>'


def _ring(cx: float, cy: float, rx: float, ry: float) -> str:
    return (f'<ellipse fill="none" stroke="C" stroke-width="{STROKE}" cx="{n(cx)}" cy="{n(cy)}" '
            f'rx="{n(rx)}" ry="{n(ry)}"/>')


GLYPHS: dict[str, tuple[float, list[str]]] = {
    "A": (74, [_fi("M0,100L26,0L48,0L74,100L57,100L51.5,78L22.5,78L17,100Z"
                   "M26.5,62L47.5,62L37,19Z", evenodd=True)]),
    "2": (58, [_st("M8,31C8,16 17,8 29,8C42,8 50,16 50,29C50,44 39,54 27,66L8,85"),
               _fi("M0,84L58,84L58,100L0,100Z")]),
    "3": (56, [_st("M6,23C10,13 18,8 28,8C41,8 48,15 48,27C48,39 40,46 25,46"
                   "C41,46 50,54 50,68C50,83 41,92 28,92C16,92 8,86 4.5,77")]),
    "4": (66, [_fi("M39,0L56,0L56,100L40,100Z"),
               _fi("M39,0L55,0L17,66L0,66Z"),
               _fi("M0,63L66,63L66,79L0,79Z")]),
    "5": (56, [_st("M52,8L14,8L11,47"),
               _st("M11,47C16,42 22,39 29,39C42,39 50,49 50,65C50,82 40,92 27,92"
                   "C17,92 9,87 5,78")]),
    "6": (56, [_st("M47,15C43,10 37,8 31,8C16,8 8,22 8,48L8,66"), _ring(28, 66, 20, 26)]),
    "7": (58, [_fi("M0,0L58,0L58,16L0,16Z"), _fi("M40,12L58,12L28,100L10,100Z")]),
    "8": (56, [_ring(28, 28, 17, 20), _ring(28, 69, 20, 23)]),
    "9": (56, ['<g transform="rotate(180 28 50)">',
               _st("M47,15C43,10 37,8 31,8C16,8 8,22 8,48L8,66"), _ring(28, 66, 20, 26),
               "</g>"]),
    "1": (28, [_fi("M10,0L28,0L28,100L12,100L12,22L0,28L0,12Z")]),
    "0": (56, [_ring(28, 50, 20, 42)]),
    "J": (50, [_st("M40,0L40,64C40,83 32,92 21,92C12,92 6,88 3,81")]),
    "Q": (62, [_ring(31, 48, 23, 40), _fi("M28,70L43,64L63,100L46,100Z")]),
    "K": (68, [_fi("M0,0L17,0L17,100L0,100Z"),
               _fi("M13,50L49,0L69,0L31,54Z"),
               _fi("M26,43L69,100L49,100L18,60Z")]),
    "O": (64, [_ring(32, 50, 24, 42)]),
    "E": (48, [_fi("M0,0L48,0L48,15L16,15L16,43L42,43L42,57L16,57L16,85L48,85L48,100L0,100Z")]),
    "R": (58, [_fi("M0,0L16,0L16,100L0,100Z"),
               _st("M8,8L30,8C44,8 50,17 50,29C50,42 43,50 30,50L8,50"),
               _fi("M24,52L41,48L59,100L41,100Z")]),
}


def glyph_width(text: str, gap: float = 6) -> float:
    return sum(GLYPHS[c][0] for c in text) + gap * (len(text) - 1)


def glyphs(text: str, x: float, y: float, h: float, colour: str,
           squeeze: float = 1.0, gap: float = 6) -> str:
    """``text`` drawn with its top-centre at (x, y), ``h`` units tall."""
    k = h / 100
    total = glyph_width(text, gap)
    out = [f'<g transform="translate({n(x - total * k * squeeze / 2)},{n(y)}) '
           f'scale({n(k * squeeze)},{n(k)})">']
    pen = 0.0
    for c in text:
        adv, frags = GLYPHS[c]
        out.append(f'<g transform="translate({n(pen)},0)">')
        out.extend(f.replace('"C"', f'"{colour}"') for f in frags)
        out.append("</g>")
        pen += adv + gap
    out.append("</g>")
    return "".join(out)


# --------------------------------------------------------------------------
# Card frame and corner indices
# --------------------------------------------------------------------------

def header() -> str:
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
            f'width="{W}" height="{H}" viewBox="0 0 {W} {H}">\n'
            f'<!-- buraco-qt card deck. Copyright the buraco-qt authors. '
            f'GPL-3.0-or-later. Generated by tools/make_cards.py -->\n')


def blank(fill: str = PAPER) -> str:
    return (f'<rect x="0.75" y="0.75" width="{W - 1.5}" height="{H - 1.5}" rx="{RADIUS}" '
            f'ry="{RADIUS}" fill="{fill}" stroke="{EDGE}" stroke-width="1.5"/>\n')


IDX_X = 29               # centre of the corner index column
IDX_TOP = 11
IDX_H = 52               # rank glyph height: ~15% of the card height
IDX_PIP = 33


def index(rank: str, s: str, colour: str) -> str:
    squeeze = 0.84 if rank == "10" else 1.0
    gap = 2 if rank == "10" else 6
    one = (glyphs(rank, IDX_X, IDX_TOP, IDX_H, colour, squeeze, gap)
           + suit(s, IDX_X, IDX_TOP + IDX_H + 8 + IDX_PIP / 2, IDX_PIP, colour))
    return f"<g>{one}</g><g transform=\"rotate(180 {n(CX)} {n(CY)})\">{one}</g>\n"


# --------------------------------------------------------------------------
# Pip cards
# --------------------------------------------------------------------------

COLS = (80, 125, 170)
TOP, BOT = 64, 286
ROW4 = [TOP + (BOT - TOP) * i / 3 for i in range(4)]
PIP_H = 48

L, C_, R = COLS
LAYOUTS: dict[str, list[tuple[float, float]]] = {
    "2": [(C_, TOP), (C_, BOT)],
    "3": [(C_, TOP), (C_, CY), (C_, BOT)],
    "4": [(L, TOP), (R, TOP), (L, BOT), (R, BOT)],
    "5": [(L, TOP), (R, TOP), (C_, CY), (L, BOT), (R, BOT)],
    "6": [(L, TOP), (R, TOP), (L, CY), (R, CY), (L, BOT), (R, BOT)],
    "7": [(L, TOP), (R, TOP), (C_, (TOP + CY) / 2), (L, CY), (R, CY), (L, BOT), (R, BOT)],
    "8": [(L, TOP), (R, TOP), (C_, (TOP + CY) / 2), (L, CY), (R, CY),
          (C_, (BOT + CY) / 2), (L, BOT), (R, BOT)],
    "9": [(x, y) for y in ROW4 for x in (L, R)] + [(C_, CY)],
    "10": [(x, y) for y in ROW4 for x in (L, R)]
          + [(C_, (ROW4[0] + ROW4[1]) / 2), (C_, (ROW4[2] + ROW4[3]) / 2)],
}


def pip_card(rank: str, s: str) -> str:
    col = SUIT_PALETTE[s]["main"]
    out = [header(), blank(), index(rank, s, col)]
    for x, y in sorted(LAYOUTS[rank], key=lambda p: (p[1], p[0])):
        out.append(suit(s, x, y, PIP_H, col, 180 if y > CY + 0.1 else 0) + "\n")
    out.append("</svg>\n")
    return "".join(out)


def ace_card(s: str) -> str:
    pal = SUIT_PALETTE[s]
    col = pal["main"]
    out = [header(), blank(), index("A", s, col)]
    if s != "S":
        out.append(suit(s, CX, CY, 112, col) + "\n")
    else:
        out.append(ace_of_spades(pal))
    out.append("</svg>\n")
    return "".join(out)


def ace_of_spades(pal: dict[str, str]) -> str:
    col = pal["main"]
    o = []
    # an oval cartouche of fine rings and gold beads
    o.append(f'<ellipse cx="{CX}" cy="{CY}" rx="84" ry="112" fill="none" stroke="{GOLD}" stroke-width="3"/>')
    o.append(f'<ellipse cx="{CX}" cy="{CY}" rx="78" ry="106" fill="none" stroke="{col}" stroke-width="1.2"/>')
    for i in range(36):
        a = 2 * math.pi * i / 36
        o.append(f'<circle cx="{n(CX + 90 * math.sin(a))}" cy="{n(CY - 118 * math.cos(a))}" '
                 f'r="{2.2 if i % 3 else 3.4}" fill="{col if i % 3 else GOLD}"/>')
    # scrolls on either side of the stem
    for sx in (1, -1):
        t = f' transform="translate({CX},0) scale({sx},1)"'
        o.append(f'<g{t}><path fill="none" stroke="{col}" stroke-width="3.2" stroke-linecap="round" '
                 f'd="M16,250C36,256 60,246 64,226C67,210 54,202 45,209C38,215 43,225 51,222"/>'
                 f'<path fill="none" stroke="{col}" stroke-width="2.2" stroke-linecap="round" '
                 f'd="M22,256C46,270 70,266 80,244"/>'
                 f'<path fill="{GOLD}" stroke="{col}" stroke-width="1.4" '
                 f'd="M80,244C84,234 92,234 91,242C90,249 83,250 80,244Z"/>'
                 f'</g>')
    # a fleuron above the point
    o.append(f'<path fill="{GOLD}" stroke="{col}" stroke-width="1.3" d="M{CX},70C{CX + 6},78 {CX + 6},86 {CX},92'
             f'C{CX - 6},86 {CX - 6},78 {CX},70Z"/>')
    o.append(f'<path fill="{GOLD}" stroke="{col}" stroke-width="1.3" d="M{CX},88C{CX + 8},80 {CX + 18},82 {CX + 16},90'
             f'C{CX + 12},94 {CX + 5},92 {CX},90C{CX - 5},92 {CX - 12},94 {CX - 16},90'
             f'C{CX - 18},82 {CX - 8},80 {CX},88Z"/>')
    # the great spade
    o.append(suit("S", CX, CY + 4, 150, col))
    # inner line and an ornament in the body of the spade
    o.append(f'<path transform="translate({CX},{CY + 4}) scale(1.5)" fill="none" stroke="{PAPER}" '
             f'stroke-width="1.4" d="M0,-41C8,-28 43,-11 43,11C43,25 34,32 25,32C15,32 8,25 3,14'
             f'L-3,14C-8,25-15,32-25,32C-34,32-43,25-43,11C-43,-11-8,-28 0,-41Z"/>')
    o.append(f'<circle cx="{CX}" cy="{CY + 14}" r="22" fill="{PAPER}"/>')
    o.append(f'<circle cx="{CX}" cy="{CY + 14}" r="18" fill="{GOLD}"/>')
    o.append(f'<circle cx="{CX}" cy="{CY + 14}" r="15" fill="{PAPER}"/>')
    o.append(suit("S", CX, CY + 13, 20, col))
    for i in range(8):
        a = 2 * math.pi * (i + 0.5) / 8
        o.append(f'<circle cx="{n(CX + 30 * math.sin(a))}" cy="{n(CY + 14 - 30 * math.cos(a))}" '
                 f'r="2.6" fill="{PAPER}"/>')
    return "\n".join(o) + "\n"


# --------------------------------------------------------------------------
# Court cards
# --------------------------------------------------------------------------

def ln(d: str, fill: str, sw: float = 1.6, extra: str = "") -> str:
    """A filled path with the ink outline of the court figures."""
    return (f'<path fill="{fill}" stroke="{INK}" stroke-width="{sw}" stroke-linejoin="round"'
            f'{extra} d="{d}"/>')


def stroke(d: str, colour: str = INK, sw: float = 1.6, cap: str = "round") -> str:
    return (f'<path fill="none" stroke="{colour}" stroke-width="{sw}" stroke-linecap="{cap}" '
            f'stroke-linejoin="round" d="{d}"/>')


def circ(cx: float, cy: float, r: float, fill: str, sw: float = 1.4, outline: str = INK) -> str:
    s = f' stroke="{outline}" stroke-width="{sw}"' if sw else ""
    return f'<circle cx="{n(cx)}" cy="{n(cy)}" r="{n(r)}" fill="{fill}"{s}/>'


def ell(cx: float, cy: float, rx: float, ry: float, fill: str, sw: float = 1.4) -> str:
    s = f' stroke="{INK}" stroke-width="{sw}"' if sw else ""
    return (f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="{n(rx)}" ry="{n(ry)}" fill="{fill}"{s}/>')


# The panel: a frame with notches for the corner indices (top-left and,
# turned, bottom-right).
NOTCH_X, NOTCH_Y = 55, 108
FR = 13                  # frame inset from the card edge


def panel_path(inset: float = 0.0, notch_y: float = NOTCH_Y) -> str:
    a, b = FR + inset, W - FR - inset
    t, u = FR + inset, H - FR - inset
    nx, ny = NOTCH_X + inset, notch_y + inset
    mx, my = W - NOTCH_X - inset, H - notch_y - inset
    return (f"M{n(nx)},{n(t)}L{n(b)},{n(t)}L{n(b)},{n(my)}L{n(mx)},{n(my)}L{n(mx)},{n(u)}"
            f"L{n(a)},{n(u)}L{n(a)},{n(ny)}L{n(nx)},{n(ny)}Z")


def eyes(cx: float, cy: float, lashes: bool = False) -> str:
    o = []
    for sx in (-1, 1):
        ex = cx + sx * 7.5
        o.append(f'<ellipse cx="{n(ex)}" cy="{n(cy)}" rx="2.6" ry="1.9" fill="{INK}"/>')
        o.append(stroke(f"M{n(ex - 4.5)},{n(cy - 5)}Q{n(ex)},{n(cy - 8)} {n(ex + 4.5)},{n(cy - 5)}",
                        INK, 1.5))
        if lashes:
            o.append(stroke(f"M{n(ex + sx * 3)},{n(cy - 1.5)}L{n(ex + sx * 5.5)},{n(cy - 3)}", INK, 1.1))
    return "".join(o)


def suit_pattern(s: str, pts: list[tuple[float, float]], h: float, colour: str) -> str:
    return "".join(suit(s, x, y, h, colour) for x, y in pts)


ROBE = "M32,175L34,156C38,138 62,128 98,124L152,124C188,128 212,138 216,156L218,175Z"
HAND_L = (76, 156)       # the hand holding the item (viewer's left)
HAND_R = (160, 162)      # the hand resting on the chest


def sleeves(colour: str, cuff: str = GOLD) -> str:
    """Both arms: the left one raised to hold the item, the right one across the chest."""
    lx, ly = HAND_L
    rx, ry = HAND_R
    return "".join([
        ln(f"M36,175C36,160 46,152 60,152L{lx + 12},{ly + 10}L{lx + 14},175Z", colour),
        ln(f"M{lx - 12},{ly + 7}L{lx + 12},{ly + 7}L{lx + 13},{ly + 15}L{lx - 13},{ly + 15}Z", cuff, 1.2),
        ln(f"M214,175C214,158 204,150 190,150L{rx + 10},{ry - 8}L{rx + 8},175Z", colour),
        ln(f"M{rx + 9},{ry - 11}L{rx + 17},{ry - 12}L{rx + 18},{ry + 11}L{rx + 10},{ry + 12}Z", cuff, 1.2),
    ])


def hands() -> str:
    """Fists: one round the pole of the item, one on the chest."""
    lx, ly = HAND_L
    rx, ry = HAND_R
    left = (f'<rect x="{lx - 11}" y="{ly - 9}" width="22" height="17" rx="6" ry="6" fill="{SKIN}" '
            f'stroke="{INK}" stroke-width="1.5"/>'
            + stroke(f"M{lx - 10},{ly - 3}L{lx + 4},{ly - 3}M{lx - 10},{ly + 2.5}L{lx + 4},{ly + 2.5}", INK, 1.1)
            + ln(f"M{lx + 4},{ly - 8}C{lx + 12},{ly - 8} {lx + 12},{ly + 2} {lx + 4},{ly + 1}Z", SKIN, 1.2))
    right = (f'<rect x="{rx - 11}" y="{ry - 11}" width="21" height="22" rx="7" ry="7" fill="{SKIN}" '
             f'stroke="{INK}" stroke-width="1.5"/>'
             + stroke(f"M{rx - 10},{ry - 4}L{rx - 2},{ry - 4}M{rx - 10},{ry + 2}L{rx - 2},{ry + 2}"
                      f"M{rx - 9},{ry + 7.5}L{rx - 2},{ry + 7.5}", INK, 1.1))
    return left + right


def head_features(cy: float, lashes: bool = False, lip: str = "#b8454c", mouth: bool = True) -> str:
    o = [eyes(CX, cy - 4, lashes),
         stroke(f"M124,{n(cy - 13)}Q120.5,{n(cy + 3)} 125.5,{n(cy + 4)}", SKIN_SHADE, 1.8),
         ell(112, cy + 6, 4, 2.5, CHEEK, 0), ell(138, cy + 6, 4, 2.5, CHEEK, 0)]
    if mouth:
        o.append(ln(f"M119,{n(cy + 13)}Q125,{n(cy + 11)} 131,{n(cy + 13)}Q125,{n(cy + 18)} 119,{n(cy + 13)}Z",
                    lip, 0.9))
    return "".join(o)


def item(kind: str, m: str, li: str) -> str:
    """The object in the raised left hand: a pole at x ~76 from the divider up."""
    x = HAND_L[0]
    o = []
    if kind == "sword":
        o.append(ln(f"M{x - 5},142L{x - 5},40L{x},26L{x + 5},40L{x + 5},142Z", "#eef1f4"))
        o.append(stroke(f"M{x},40L{x},136", "#aab3bd", 1.4))
        o.append(ln(f"M{x - 16},140L{x + 16},140L{x + 16},147L{x - 16},147Z", GOLD))
        o.append(ln(f"M{x - 4},147L{x + 4},147L{x + 4},175L{x - 4},175Z", "#7a4a22"))
        o.append(circ(x - 16, 143.5, 4, GOLD, 1.1) + circ(x + 16, 143.5, 4, GOLD, 1.1))
    elif kind == "axe":
        o.append(ln(f"M{x - 3.5},175L{x - 3.5},40L{x + 3.5},40L{x + 3.5},175Z", "#8b5a2b"))
        o.append(ln(f"M{x - 3},50C{x - 16},44 {x - 22},58 {x - 21},76C{x - 20},92 {x - 12},96 {x - 3},88Z",
                    "#eef1f4"))
        o.append(ln(f"M{x + 3},56C{x + 12},56 {x + 14},64 {x + 13},72L{x + 3},70Z", "#eef1f4"))
        o.append(circ(x, 38, 4.5, GOLD))
    elif kind == "orb":
        o.append(ln(f"M{x - 3.5},175L{x - 3.5},62L{x + 3.5},62L{x + 3.5},175Z", GOLD_DARK))
        o.append(circ(x, 56, 14, GOLD))
        o.append(stroke(f"M{x - 14},56L{x + 14},56M{x},42L{x},70", GOLD_DARK, 1.6))
        o.append(circ(x, 56, 4, m, 1))
        o.append(ln(f"M{x - 2.5},42L{x - 2.5},33L{x - 7},33L{x - 7},28L{x - 2.5},28L{x - 2.5},23L{x + 2.5},23"
                    f"L{x + 2.5},28L{x + 7},28L{x + 7},33L{x + 2.5},33L{x + 2.5},42Z", GOLD, 1.2))
    elif kind == "sceptre":
        o.append(ln(f"M{x - 3.5},175L{x - 3.5},58L{x + 3.5},58L{x + 3.5},175Z", GOLD))
        o.append(ln(f"M{x},24C{x + 9},34 {x + 11},46 {x},56C{x - 11},46 {x - 9},34 {x},24Z", GOLD))
        o.append(ln(f"M{x},46C{x + 8},40 {x + 17},44 {x + 15},52C{x + 10},56 {x + 4},54 {x},52Z"
                    f"M{x},46C{x - 8},40 {x - 17},44 {x - 15},52C{x - 10},56 {x - 4},54 {x},52Z", GOLD))
        o.append(ln(f"M{x - 8},56L{x + 8},56L{x + 8},62L{x - 8},62Z", GOLD_DARK, 1.2))
        o.append(circ(x, 76, 5, m, 1.1))
    elif kind in ("rose", "tulip", "daisy"):
        o.append(stroke(f"M{x},175C{x + 2},140 {x - 4},110 {x - 2},80", "#3f7a32", 3.2))
        o.append(ln(f"M{x - 1},118C{x + 8},106 {x + 20},108 {x + 22},114C{x + 12},122 {x + 4},122 {x - 1},118Z",
                    "#5da545", 1.2))
        o.append(ln(f"M{x - 2},100C{x - 10},90 {x - 20},92 {x - 22},98C{x - 14},106 {x - 6},104 {x - 2},100Z",
                    "#5da545", 1.2))
        cx, cy = x - 2, 66
        if kind == "rose":
            for a in range(6):
                ang = 2 * math.pi * a / 6
                o.append(ell(cx + 9 * math.sin(ang), cy - 9 * math.cos(ang), 7.5, 7.5, m, 1.2))
            o.append(circ(cx, cy, 7, li, 1.2))
            o.append(stroke(f"M{cx - 3},{cy}A3.5,3.5 0 1,1 {cx + 3},{cy + 1}", m, 1.4))
        elif kind == "tulip":
            o.append(ln(f"M{cx - 13},{cy - 14}L{cx - 6},{cy - 4}L{cx},{cy - 16}L{cx + 6},{cy - 4}L{cx + 13},{cy - 14}"
                        f"C{cx + 16},{cy + 4} {cx + 8},{cy + 14} {cx},{cy + 14}"
                        f"C{cx - 8},{cy + 14} {cx - 16},{cy + 4} {cx - 13},{cy - 14}Z", m, 1.3))
            o.append(stroke(f"M{cx - 6},{cy - 4}C{cx - 4},{cy + 4} {cx},{cy + 8} {cx},{cy + 12}"
                            f"M{cx + 6},{cy - 4}C{cx + 4},{cy + 4} {cx},{cy + 8} {cx},{cy + 12}", INK, 1.1))
        else:
            for a in range(10):
                ang = 2 * math.pi * a / 10
                o.append(f'<g transform="translate({n(cx)},{cy}) rotate({n(math.degrees(ang))})">'
                         + ell(0, -10, 3.6, 8, WHITE, 1.1) + "</g>")
            o.append(circ(cx, cy, 6, GOLD, 1.2))
    elif kind == "halberd":
        o.append(ln(f"M{x - 3.5},175L{x - 3.5},38L{x + 3.5},38L{x + 3.5},175Z", "#8b5a2b"))
        o.append(ln(f"M{x - 3},50C{x - 14},50 {x - 20},60 {x - 20},76L{x - 3},70Z", "#eef1f4"))
        o.append(ln(f"M{x + 3},52L{x + 14},58L{x + 3},64Z", "#eef1f4"))
        o.append(ln(f"M{x - 4},40L{x},16L{x + 4},40Z", "#eef1f4"))
        o.append(ln(f"M{x - 6},84L{x + 6},84L{x + 6},90L{x - 6},90Z", GOLD, 1.1))
    elif kind == "torch":
        o.append(ln(f"M{x - 3.5},175L{x - 4.5},66L{x + 4.5},66L{x + 3.5},175Z", "#8b5a2b"))
        o.append(ln(f"M{x - 9},58L{x + 9},58L{x + 6},70L{x - 6},70Z", GOLD, 1.2))
        o.append(ln(f"M{x},16C{x + 6},28 {x + 16},36 {x + 12},48C{x + 10},56 {x + 6},58 {x},58"
                    f"C{x - 8},58 {x - 14},52 {x - 13},44C{x - 12},36 {x - 4},34 {x},16Z", m, 1.3))
        o.append(ln(f"M{x},32C{x + 4},40 {x + 8},44 {x + 6},50C{x + 4},55 {x - 4},55 {x - 6},50"
                    f"C{x - 7},44 {x - 2},40 {x},32Z", GOLD, 1))
    elif kind == "arrow":
        o.append(ln(f"M{x - 2.5},175L{x - 2.5},40L{x + 2.5},40L{x + 2.5},175Z", "#8b5a2b"))
        o.append(ln(f"M{x},18L{x + 9},42L{x},38L{x - 9},42Z", "#eef1f4"))
        o.append(ln(f"M{x - 2},118L{x - 12},126L{x - 12},140L{x - 2},132Z"
                    f"M{x + 2},118L{x + 12},126L{x + 12},140L{x + 2},132Z", m, 1.1))
    return "\n".join(o)


KING_ITEM = {"H": "sword", "D": "axe", "C": "orb", "S": "sceptre"}
QUEEN_ITEM = {"H": "rose", "D": "tulip", "C": "daisy", "S": "sceptre"}
JACK_ITEM = {"H": "torch", "D": "halberd", "C": "arrow", "S": "halberd"}


def king_half(s: str, pal: dict[str, str]) -> str:
    m, d, li = pal["main"], pal["dark"], pal["light"]
    beard = "#ebe6da"
    o = [item(KING_ITEM[s], m, li)]
    # robe with a gold-edged front panel and suit motifs
    o.append(ln(ROBE, m))
    o.append(suit_pattern(s, [(190, 150), (204, 166), (50, 166)], 13, li))
    o.append(ln("M106,124L144,124L150,175L100,175Z", li))
    o.append(stroke("M106,124L100,175M144,124L150,175", GOLD, 4.5, "butt"))
    o.append(suit_pattern(s, [(125, 146), (125, 166)], 12, d))
    # ermine collar
    o.append(ln("M54,136C74,122 98,116 125,116C152,116 176,122 196,136C188,152 160,156 125,152"
                "C90,156 62,152 54,136Z", WHITE))
    for x, y in ((70, 138), (90, 144), (112, 146), (138, 146), (160, 144), (180, 138)):
        o.append(f'<path fill="{INK}" d="M{x},{y - 5}L{x + 2.2},{y + 2}L{x},{y + 5}L{x - 2.2},{y + 2}Z"/>')
    o.append(sleeves(d))
    # hair behind, neck, face, beard
    o.append(ln("M98,76C92,98 94,118 104,128L146,128C156,118 158,98 152,76Z", beard))
    o.append(ln("M114,108L136,108L137,124L113,124Z", SKIN))
    o.append(ell(CX, 92, 22, 27, SKIN))
    o.append(head_features(92, mouth=False))
    o.append(ln("M103,98C104,122 114,138 125,143C136,138 146,122 147,98C141,108 133,111 125,110"
                "C117,111 109,108 103,98Z", beard))
    o.append(stroke("M114,118C116,128 120,134 125,137M136,118C134,128 130,134 125,137", "#c9c2b2", 1.2))
    o.append(ln("M110,110C116,103 121,104 125,106C129,104 134,103 140,110C134,113 129,112 125,110"
                "C121,112 116,113 110,110Z", "#dcd5c6", 1.1))
    o.append(stroke("M120,116Q125,118 130,116", "#b0504a", 1.8))
    # crown
    o.append(ln("M100,66L95,30L110,46L117,20L125,40L133,20L140,46L155,30L150,66Z", GOLD))
    o.append(ln("M97,60L153,60L153,72L97,72Z", GOLD_DARK))
    for x, y in ((95, 30), (117, 20), (133, 20), (155, 30)):
        o.append(circ(x, y, 3.4, GOLD_LIGHT, 1.1))
    o.append(suit(s, CX, 52, 12, m))
    for x in (106, 125, 144):
        o.append(circ(x, 66, 3.2, m, 1))
    o.append(hands())
    return "\n".join(o)


def queen_half(s: str, pal: dict[str, str]) -> str:
    m, d, li = pal["main"], pal["dark"], pal["light"]
    hair = "#5a3a22" if s in ("H", "S") else "#b06a2e"
    o = [item(QUEEN_ITEM[s], m, li)]
    # long hair falling behind the shoulders
    o.append(ln("M98,64C84,92 90,124 74,144C96,150 108,140 110,130L140,130C142,140 154,150 176,144"
                "C160,124 166,92 152,64Z", hair))
    # gown with a square neckline and a laced bodice
    o.append(ln(ROBE, m))
    o.append(suit_pattern(s, [(190, 150), (204, 166), (50, 166)], 13, li))
    o.append(ln("M96,126L154,126L148,175L102,175Z", li))
    o.append(stroke("M96,126L102,175M154,126L148,175", GOLD, 4, "butt"))
    for y in (146, 158, 170):
        o.append(stroke(f"M114,{y - 7}L136,{y}M136,{y - 7}L114,{y}", d, 1.8))
    o.append(ln("M86,124C100,140 150,140 164,124L168,132C150,148 100,148 82,132Z", GOLD, 1.2))
    o.append(sleeves(d))
    # neck, necklace, face
    o.append(ln("M115,108L135,108L137,132C129,136 121,136 113,132Z", SKIN))
    o.append(stroke("M111,122Q125,136 139,122", GOLD, 2.4))
    o.append(suit(s, CX, 134, 9, m))
    o.append(ell(CX, 92, 21, 26, SKIN))
    o.append(head_features(92, lashes=True, lip="#c23a4a"))
    # hair framing the face, parted in the middle
    o.append(ln("M103,96C96,68 110,58 125,58C140,58 154,68 147,96C144,80 136,70 125,68"
                "C114,70 106,80 103,96Z", hair))
    o.append(stroke("M125,60L125,68", "#3a2416", 1.2))
    # tiara: a gold band with three peaks and a suit jewel
    o.append(ln("M100,68C104,58 108,54 112,52C114,58 118,58 120,50C122,44 124,40 125,36C126,40 128,44 130,50"
                "C132,58 136,58 138,52C142,54 146,58 150,68C142,62 134,60 125,60C116,60 108,62 100,68Z", GOLD))
    o.append(circ(CX, 50, 5.5, WHITE, 1))
    o.append(suit(s, CX, 50, 8, m))
    o.append(circ(112, 52, 2.6, GOLD_LIGHT, 0.9) + circ(138, 52, 2.6, GOLD_LIGHT, 0.9))
    o.append(circ(CX, 35, 3, GOLD_LIGHT, 0.9))
    o.append(hands())
    return "\n".join(o)


def jack_half(s: str, pal: dict[str, str]) -> str:
    m, d, li = pal["main"], pal["dark"], pal["light"]
    hair = "#9c5a2c" if s in ("D", "C") else "#3e2a1c"
    o = [item(JACK_ITEM[s], m, li)]
    # doublet with broad stripes
    o.append(ln(ROBE, m))
    o.append(ln("M58,132L76,127L82,175L62,175Z", li, 1.2))
    o.append(ln("M192,132L174,127L168,175L188,175Z", li, 1.2))
    o.append(ln("M102,124L148,124L146,175L104,175Z", d))
    o.append(suit_pattern(s, [(125, 144), (125, 165)], 13, li))
    o.append(stroke("M102,124L104,175M148,124L146,175", GOLD, 3, "butt"))
    o.append(sleeves(li))
    # collar
    o.append(ln("M94,118L156,118L162,132C148,138 102,138 88,132Z", GOLD))
    o.append(stroke("M98,131L98,121M111,134L111,121M125,135L125,121M139,134L139,121M152,131L152,121",
                    GOLD_DARK, 1.2))
    # hair (a bob), neck and face
    o.append(ln("M100,76C94,92 96,110 104,118L146,118C154,110 156,92 150,76Z", hair))
    o.append(ln("M115,106L135,106L136,120L114,120Z", SKIN))
    o.append(ell(CX, 92, 21, 26, SKIN))
    o.append(head_features(92, mouth=False))
    o.append(ln("M113,101C119,97 123,98 125,100C127,98 131,97 137,101C131,104 119,104 113,101Z", hair, 0.9))
    o.append(stroke("M119,108Q125,111 131,108", "#b0504a", 1.8))
    # cap with a long feather sweeping to the right
    o.append(ln("M150,60C160,40 184,24 220,26C214,34 206,36 200,38C208,40 204,46 194,46C198,52 188,54 180,54"
                "C182,60 172,64 162,66Z", WHITE))
    o.append(stroke("M154,62C170,46 190,34 216,28", "#8f99a4", 1.2))
    o.append(stroke("M172,50L168,42M184,42L180,33M196,36L194,29M176,49L182,55M188,41L195,46", "#b4bcc5", 1.0))
    o.append(ln("M98,76C94,52 108,40 126,40C146,40 160,52 156,76C144,68 108,68 98,76Z", d))
    o.append(ln("M95,78C106,66 146,66 158,78L157,86C146,76 106,76 96,86Z", GOLD))
    o.append(suit(s, 141, 56, 12, li))
    o.append(hands())
    return "\n".join(o)


def court_card(rank: str, s: str) -> str:
    pal = SUIT_PALETTE[s]
    half = {"K": king_half, "Q": queen_half, "J": jack_half}[rank](s, pal)
    return framed(rank, s, pal["main"], half)


def framed(rank: str, s: str | None, col: str, half: str, idx: str | None = None,
           notch_y: float = NOTCH_Y) -> str:
    out = [header(), blank()]
    out.append(f'<path fill="{PANEL}" d="{panel_path(0, notch_y)}"/>\n')
    out.append(f"<g>\n{half}\n</g>\n<g transform=\"rotate(180 {n(CX)} {n(CY)})\">\n{half}\n</g>\n")
    # the dividing band
    out.append(f'<path fill="{GOLD}" stroke="{INK}" stroke-width="1.2" '
               f'd="M{FR},{CY - 2.5}L{W - FR},{CY - 2.5}L{W - FR},{CY + 2.5}L{FR},{CY + 2.5}Z"/>\n')
    # the frame: a heavy line in the suit colour and a fine gold line within
    out.append(f'<path fill="none" stroke="{col}" stroke-width="3" stroke-linejoin="miter" '
               f'd="{panel_path(0, notch_y)}"/>\n')
    out.append(f'<path fill="none" stroke="{GOLD}" stroke-width="1.4" d="{panel_path(4.5, notch_y)}"/>\n')
    # the suit in the free corners of the panel
    if s is not None:
        c = f'{suit(s, W - FR - 18, FR + 20, 22, col)}'
        out.append(f"<g>{c}</g><g transform=\"rotate(180 {n(CX)} {n(CY)})\">{c}</g>\n")
    out.append(idx if idx is not None else index(rank, s, col))
    out.append("</svg>\n")
    return "".join(out)


# --------------------------------------------------------------------------
# Jokers
# --------------------------------------------------------------------------

def joker_half(pal: dict[str, str]) -> str:
    m, d, li = pal["main"], pal["dark"], pal["light"]
    x = HAND_L[0]
    o = []
    # the marotte, a fool's sceptre with a little jester's head
    o.append(ln(f"M{x - 3.5},175L{x - 3.5},64L{x + 3.5},64L{x + 3.5},175Z", GOLD_DARK))
    o.append(ln(f"M{x - 16},50C{x - 10},40 {x - 6},30 {x},24C{x + 6},30 {x + 10},40 {x + 16},50"
                f"C{x + 8},46 {x - 8},46 {x - 16},50Z", m))
    o.append(circ(x, 56, 9, SKIN, 1.3))
    o.append(circ(x - 3.5, 54.5, 1.3, INK, 0) + circ(x + 3.5, 54.5, 1.3, INK, 0))
    o.append(stroke(f"M{x - 3.5},59Q{x},62 {x + 3.5},59", INK, 1.1))
    o.append(ln(f"M{x - 12},66L{x - 6},62L{x},66L{x + 6},62L{x + 12},66L{x + 6},70L{x},67L{x - 6},70Z", GOLD, 1.1))
    o.append(circ(x - 16, 50, 3, GOLD, 1) + circ(x + 16, 50, 3, GOLD, 1) + circ(x, 23, 3, GOLD, 1))
    # harlequin costume: lozenges in the suit colour and gold
    o.append(ln(ROBE, li))
    for i, lx in enumerate(range(52, 200, 24)):
        for j, (cy, top, bot) in enumerate(((157, 139, 175), (175, 157, 175))):
            fill = m if (i + j) % 2 == 0 else GOLD
            lx2 = lx + (12 if j else 0)
            if j and lx2 > 200:
                continue
            pts = [(lx2, top), (lx2 + 12, cy), (lx2, min(bot, cy + 18)), (lx2 - 12, cy)]
            if cy + 18 > bot:
                pts = [(lx2, top), (lx2 + 12, cy), (lx2 - 12, cy)]
            o.append(ln("M" + "L".join(f"{n(a)},{n(b)}" for a, b in pts) + "Z", fill, 1.1))
    o.append(stroke(ROBE[:-1], INK, 1.6))
    o.append(sleeves(d))
    # ruff collar
    pts = []
    for i in range(17):
        a = math.pi * (i / 16)
        r = 46 if i % 2 == 0 else 34
        pts.append(f"{n(CX - r * math.cos(a))},{n(120 + 0.42 * r * math.sin(a))}")
    o.append(ln("M" + "L".join(pts) + "Z", WHITE))
    # head
    o.append(ln("M116,106L134,106L135,122L115,122Z", SKIN))
    o.append(ell(CX, 94, 21, 26, SKIN))
    o.append(eyes(CX, 90))
    o.append(stroke("M124,82Q120.5,97 125.5,98", SKIN_SHADE, 1.8))
    o.append(ell(110, 101, 4.5, 3, CHEEK, 0) + ell(140, 101, 4.5, 3, CHEEK, 0))
    o.append(ln("M112,104C117,115 133,115 138,104C131,108 119,108 112,104Z", "#b0303e", 1.1))
    o.append(ln("M116,106C121,109 129,109 134,106L133,108C128,110 122,110 117,108Z", WHITE, 0.6))
    # jester's cap: three drooping points with bells
    o.append(ln("M104,80C96,64 84,56 66,64C78,66 84,74 86,88C92,80 98,78 104,80Z", m))
    o.append(ln("M146,80C154,64 166,56 184,64C172,66 166,74 164,88C158,80 152,78 146,80Z", m))
    o.append(ln("M103,82C100,54 112,34 125,20C138,34 150,54 147,82C136,76 114,76 103,82Z", GOLD))
    o.append(stroke("M125,22C121,42 120,60 122,76", GOLD_DARK, 1.2))
    o.append(ln("M101,78C114,72 136,72 149,78L148,88C136,82 114,82 102,88Z", d))
    for bx in (108, 118, 132, 142):
        o.append(circ(bx, 83, 1.8, GOLD, 0))
    o.append(circ(66, 64, 5.5, GOLD) + circ(184, 64, 5.5, GOLD) + circ(125, 19, 5.5, m))
    o.append(hands())
    return "\n".join(o)


def joker_index(col: str) -> str:
    one = []
    y = 12.0
    for ch in "JOKER":
        one.append(glyphs(ch, IDX_X, y, 19, col))
        y += 22.5
    g = "".join(one)
    return f"<g>{g}</g><g transform=\"rotate(180 {n(CX)} {n(CY)})\">{g}</g>\n"


def joker_card(colour: str) -> str:
    pal = RED if colour == "red" else BLACK
    return framed("JK", None, pal["main"], joker_half(pal), joker_index(pal["main"]), notch_y=127)


# --------------------------------------------------------------------------
# Backs
# --------------------------------------------------------------------------

def _clip_line(p: tuple[float, float], q: tuple[float, float],
               box: tuple[float, float, float, float]) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Liang-Barsky: the part of segment p-q inside box (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    dx, dy = q[0] - p[0], q[1] - p[1]
    t0, t1 = 0.0, 1.0
    for pp, qq in ((-dx, p[0] - x0), (dx, x1 - p[0]), (-dy, p[1] - y0), (dy, y1 - p[1])):
        if pp == 0:
            if qq < 0:
                return None
            continue
        t = qq / pp
        if pp < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 > t1:
        return None
    return (p[0] + t0 * dx, p[1] + t0 * dy), (p[0] + t1 * dx, p[1] + t1 * dy)


def back_card(name: str) -> str:
    c = BACKS[name]
    out = [header(), blank(WHITE)]
    x0, y0, x1, y1 = 12, 12, W - 12, H - 12
    out.append(f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="8" ry="8" '
               f'fill="{c["field"]}"/>\n')
    # a lattice of fine diagonal lines, centred so the back is symmetric
    box = (x0 + 7, y0 + 7, x1 - 7, y1 - 7)
    step = 11.0
    d = []
    for k in range(-40, 41):
        off = k * step
        for sgn in (1, -1):
            p = (CX + off - 400, CY - sgn * 400)
            q = (CX + off + 400, CY + sgn * 400)
            seg = _clip_line(p, q, box)
            if seg:
                (a, b), (e, f) = seg
                d.append(f"M{n(a)},{n(b)}L{n(e)},{n(f)}")
    out.append(f'<path fill="none" stroke="{c["line"]}" stroke-width="1.1" d="{"".join(d)}"/>\n')
    # dots in the lattice cells
    dots = []
    for i in range(-20, 21):
        for j in range(-30, 31):
            if (i + j) % 2:
                continue
            x, y = CX + i * step / 2, CY + j * step / 2
            if box[0] + 3 < x < box[2] - 3 and box[1] + 3 < y < box[3] - 3 and (i % 2 == 1):
                dots.append(_circle_d(x, y, 1.3))
    out.append(f'<path fill="{c["line"]}" d="{"".join(dots)}"/>\n')
    # double border lines
    out.append(f'<rect x="{box[0]}" y="{box[1]}" width="{box[2] - box[0]}" height="{box[3] - box[1]}" '
               f'fill="none" stroke="{c["ornament"]}" stroke-width="2"/>\n')
    out.append(f'<rect x="{box[0] + 4}" y="{box[1] + 4}" width="{box[2] - box[0] - 8}" '
               f'height="{box[3] - box[1] - 8}" fill="none" stroke="{c["ornament"]}" stroke-width="0.8"/>\n')
    # central medallion: an oval with a rosette of suit petals
    o = []
    o.append(f'<ellipse cx="{CX}" cy="{CY}" rx="62" ry="84" fill="{c["deep"]}" '
             f'stroke="{c["ornament"]}" stroke-width="2.5"/>')
    o.append(f'<ellipse cx="{CX}" cy="{CY}" rx="55" ry="77" fill="none" stroke="{GOLD}" stroke-width="1.5"/>')
    for i in range(16):
        a = 2 * math.pi * i / 16
        o.append(circ(CX + 58.5 * math.sin(a), CY - 80.5 * math.cos(a), 2.2, GOLD, 0))
    petals = ["S", "H", "C", "D"]
    for i in range(8):
        a = 360 * i / 8
        s = petals[i % 4]
        o.append(f'<g transform="translate({CX},{CY}) rotate({n(a)})">'
                 f'<path fill="{c["ornament"]}" d="M0,-14C8,-22 9,-42 0,-56C-9,-42-8,-22 0,-14Z"/>'
                 f'{suit(s, 0, -37, 13, c["deep"])}</g>')
    o.append(circ(CX, CY, 15, GOLD, 1.5, c["ornament"]))
    o.append(circ(CX, CY, 8, c["deep"], 0))
    o.append(circ(CX, CY, 3.5, GOLD, 0))
    out.append("\n".join(o) + "\n")
    # corner fleurons
    fl = []
    for (x, y, r) in ((box[0] + 20, box[1] + 20, 0), (box[2] - 20, box[1] + 20, 90),
                      (box[2] - 20, box[3] - 20, 180), (box[0] + 20, box[3] - 20, 270)):
        fl.append(f'<g transform="translate({n(x)},{n(y)}) rotate({r})">'
                  f'<path fill="{c["deep"]}" stroke="{c["ornament"]}" stroke-width="1.5" '
                  f'd="M-13,-13L16,-13C10,-7 4,-6-2,-2C-6,4-7,10-13,16Z"/>'
                  f'{circ(-4, -4, 3, GOLD, 0)}</g>')
    out.append("".join(fl) + "\n")
    out.append("</svg>\n")
    return "".join(out)


# --------------------------------------------------------------------------

LICENSE_TEXT = """\
buraco-qt card deck
===================

Every file in this folder (the 52 faces, the two jokers and the backs) is
the buraco-qt project's own artwork, drawn entirely by the project's
generator `tools/make_cards.py` from its own path data: rank glyphs, suit
shapes, court figures, jokers and backs.  No fonts and no third-party art
are used.

Copyright (C) the buraco-qt authors.

This artwork is free software: you can redistribute it and/or modify it
under the terms of the GNU General Public License as published by the Free
Software Foundation, either version 3 of the License, or (at your option)
any later version (GPL-3.0-or-later), the same licence as the project.

It is distributed in the hope that it will be useful, but WITHOUT ANY
WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS
FOR A PARTICULAR PURPOSE.  See the GNU General Public License for details.

Do not edit the SVG files by hand: change the generator and run

    python tools/make_cards.py

File names follow the rules engine's card notation: rank (A 2-10 J Q K)
then suit letter (C D H S), e.g. AS.svg, 10H.svg; jokers are
joker_red.svg and joker_black.svg; backs are back_<colour>.svg.
"""


def build() -> dict[str, str]:
    files: dict[str, str] = {}
    for s in SUITS:
        for r in RANKS:
            if r == "A":
                svg = ace_card(s)
            elif r in ("J", "Q", "K"):
                svg = court_card(r, s)
            else:
                svg = pip_card(r, s)
            files[f"{r}{s}.svg"] = svg
    files["joker_red.svg"] = joker_card("red")
    files["joker_black.svg"] = joker_card("black")
    for name in BACKS:
        files[f"back_{name}.svg"] = back_card(name)
    files["LICENSE"] = LICENSE_TEXT
    return files


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    root = Path(__file__).resolve().parents[1]
    out = Path(argv[0]) if argv else root / "assets" / "cards"
    out.mkdir(parents=True, exist_ok=True)
    for name, text in sorted(build().items()):
        (out / name).write_bytes(text.encode("utf-8"))
    print(f"wrote {len(build())} files to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
