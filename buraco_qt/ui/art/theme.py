"""The look of the table: felt, colours, fonts, soft shadows and glows (all cached by size).

The table has its own green look in any desktop theme; what surrounds it (menus, dialogs, the
score sheet and its chart) follows the system palette, light or dark: the helpers at the end pick
colours that read on the palette in use.
"""

from __future__ import annotations

import functools
import math
import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QWidget

from buraco_qt.platform import qt_namespace
from buraco_qt.platform.qt_namespace import Qt

if TYPE_CHECKING:  # pragma: no cover    (the gradients' classes are made when first drawn)
    from PySide6.QtGui import QLinearGradient

FELT_CENTER = QColor("#2f8452")
FELT_MID = QColor("#1f6a40")
FELT_EDGE = QColor("#0c3a22")
TEXT = QColor("#f6f2e4")
TEXT_DIM = QColor(246, 242, 228, 175)
GOLD = QColor("#f8cb4a")
GOLD_SOFT = QColor(248, 203, 74, 60)
PANEL = QColor(0, 0, 0, 52)
PANEL_BORDER = QColor(255, 255, 255, 26)
PANEL_ACTIVE = QColor(248, 203, 74, 34)
BADGE = QColor(10, 30, 20, 190)
CLEAN = QColor("#f8cb4a")
DIRTY = QColor("#c9d1d9")
TARGET = QColor(255, 226, 120)
SLOT = QColor(255, 255, 255, 70)
FOCUS = QColor("#ffffff")          # keyboard focus: apart from the gold of a selection and of a target
HINT = QColor("#ff4fd8")           # Buraco → Hint: magenta, apart from the gold (and told by its shape too)
HINT_EDGE = QColor(40, 0, 40, 200)
SHADOW = QColor(0, 0, 0, 110)      # under text on the felt

#: How far a card's corner, with its rank and suit, reaches into the card (a share of its width).
CORNER_SHARE = 0.22

#: Qt's alignment flags by value, for `QPainter.drawText` (naming `Qt.AlignmentFlag` would make the namespace).
ALIGN_LEFT, ALIGN_RIGHT, ALIGN_HCENTER, ALIGN_TOP, ALIGN_VCENTER = 0x0001, 0x0002, 0x0004, 0x0020, 0x0080
ALIGN_CENTER = ALIGN_HCENTER | ALIGN_VCENTER
WORD_WRAP = 0x1000                        # Qt.TextWordWrap

_noise: QImage | None = None
_shadow_cache: dict[tuple, QPixmap] = {}
_rotated_cache: dict[tuple, QPixmap] = {}


def font(px: float, bold: bool = False, weight: QFont.Weight | None = None) -> QFont:
    """A UI font `px` pixels tall."""
    f = QFont()
    f.setPixelSize(max(8, round(px)))
    if weight is not None:
        f.setWeight(weight)
    elif bold:
        f.setWeight(QFont.Weight.DemiBold)
    return f


#: How far a label's font may shrink to fit its room (a share of its size): no further, so that it reads.
LEAST_FONT_SHARE = 0.85


def fitted_font(px: float, value: str, width: float, bold: bool = False) -> QFont:
    """The font of `px` pixels, shrunk a pixel at a time (to LEAST_FONT_SHARE of its size at most) while
    `value`'s widest word is wider than `width`."""
    return _shrunk(px, bold, unbreakable_pieces(value) or [""], width)


def _shrunk(px: float, bold: bool, pieces: list[str], width: float) -> QFont:
    f = font(px, bold)
    least = least_px(px)
    while f.pixelSize() > least and max(QFontMetricsF(f).horizontalAdvance(piece) for piece in pieces) > width:
        f.setPixelSize(f.pixelSize() - 1)
    return f


SOFT_HYPHEN = "\u00ad"


def unbreakable_pieces(value: str) -> list[str]:
    """The pieces of `value` a word-wrapped line cannot break, as Qt breaks lines: its words (a no-break
    space joins two), each cut after a hyphen ("Semi-clean") or a soft hyphen (a translation may write one
    in a long word, "Curingui\u00adnhas"), with the hyphen Qt then shows."""
    pieces = []
    for word in value.replace("\t", " ").replace("\n", " ").split(" "):
        piece = ""
        for index, char in enumerate(word):
            if char == SOFT_HYPHEN:
                pieces.append(piece + "-")
                piece = ""
            elif char == "-" and piece and word[index + 1:index + 2].isalpha():
                pieces.append(piece + "-")
                piece = ""
            else:
                piece += char
        if piece:
            pieces.append(piece)
    return pieces


@functools.lru_cache(maxsize=512)
def widest(px: float, bold: bool, values: tuple[str, ...]) -> float:
    """How wide the widest of `values` is in the font of `px` pixels (remembered: the layout asks at every move)."""
    metrics = QFontMetricsF(font(px, bold))
    return max([metrics.horizontalAdvance(value) for value in values] or [0.0])


def least_px(px: float) -> int:
    """The smallest size a label of `px` pixels may shrink to (`fitted_font`)."""
    return max(8, round(px * LEAST_FONT_SHARE))


def fitted_line_font(px: float, value: str, width: float, bold: bool = False) -> QFont:
    """`fitted_font` for a text that stays on one line: shrunk while the whole line is wider than `width`."""
    return _shrunk(px, bold, [value], width)


def _noise_tile() -> QPixmap:
    """A tile of faint grain: dark and light specks with a little alpha (premultiplied ARGB)."""
    global _noise
    if _noise is None:
        size = 96
        data = random.Random(7).randbytes(size * size)
        alpha = bytes(12 + v % 8 if v < 40 else 8 + v % 6 if v > 220 else 0 for v in range(256))
        light = bytes(8 + v % 6 if v > 220 else 0 for v in range(256))
        argb = bytearray(size * size * 4)          # little-endian ARGB32: B, G, R, A
        channel = data.translate(light)
        argb[0::4] = channel
        argb[1::4] = channel
        argb[2::4] = channel
        argb[3::4] = data.translate(alpha)
        img = QImage(bytes(argb), size, size, size * 4, QImage.Format.Format_ARGB32_Premultiplied).copy()
        _noise = QPixmap.fromImage(img)
    return _noise


def paint_felt(painter: QPainter, rect: QRectF) -> None:
    """The table: green felt with a soft light in the middle, a fine grain and a dark rim.

    The gradients are smooth, so they are drawn small and scaled up (fast); the grain is tiled.
    """
    w, h = max(1.0, rect.width()), max(1.0, rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawImage(rect, _felt_light(w, h))
    painter.restore()
    painter.drawTiledPixmap(rect, _noise_tile())


def _felt_light(w: float, h: float) -> QImage:
    """The felt's gradients for a table of `w` × `h`, drawn at an eighth of its size."""
    small_w, small_h = max(8, round(w / 8)), max(8, round(h / 8))
    img = QImage(small_w, small_h, QImage.Format.Format_RGB32)
    p = QPainter(img)
    p.scale(small_w / w, small_h / h)
    centre = QPointF(w / 2, h * 0.42)
    g = QRadialGradient(centre, max(w, h) * 0.75)
    g.setColorAt(0.0, FELT_CENTER)
    g.setColorAt(0.55, FELT_MID)
    g.setColorAt(1.0, FELT_EDGE)
    whole = QPainterPath()
    whole.addRect(QRectF(0, 0, w, h))
    p.fillPath(whole, QBrush(g))
    vignette = QRadialGradient(centre, max(w, h) * 0.85)
    vignette.setColorAt(0.6, QColor(0, 0, 0, 0))
    vignette.setColorAt(1.0, QColor(0, 0, 0, 90))
    p.fillPath(whole, QBrush(vignette))
    p.end()
    return img


def felt_pixmap(width: int, height: int, dpr: float = 1.0) -> QPixmap:
    """The felt rendered once for a size (the view caches its background)."""
    pm = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pm.setDevicePixelRatio(dpr)
    p = QPainter(pm)
    paint_felt(p, QRectF(0, 0, width, height))
    p.end()
    return pm


def corner_radius(card_height: float) -> float:
    """The corner radius of a card of that height (matches the deck's SVG)."""
    return card_height * 0.045


def shadow_margin(card_height: float) -> float:
    """How far a card's shadow reaches beyond the card (whole pixels: sprites stay pixel-aligned)."""
    return float(max(3, round(card_height * 0.06)))


def shadow_offset(card_height: float) -> float:
    """How far the shadow falls below the card."""
    return float(round(shadow_margin(card_height) * 0.45))


def shadow_pixmap(width: float, height: float, dpr: float, strength: int = 70) -> QPixmap:
    """A soft shadow for a card, larger than the card by `shadow_margin` on every side.

    A rounded rectangle drawn at a quarter of the size and scaled up smoothly: a cheap blur.
    """
    key = (round(width, 1), round(height, 1), dpr, strength)
    pm = _shadow_cache.get(key)
    if pm is not None:
        return pm
    margin = shadow_margin(height)
    pw, ph = max(1, round((width + 2 * margin) * dpr)), max(1, round((height + 2 * margin) * dpr))
    k = 4
    small = clear_image(max(2, pw // k), max(2, ph // k))
    p = QPainter(small)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    sx, sy = small.width() / pw, small.height() / ph
    inset = margin * dpr * 0.55
    r = QRectF(inset * sx, inset * sy, (pw - 2 * inset) * sx, (ph - 2 * inset) * sy)
    radius = (corner_radius(height) + margin * 0.6) * dpr * sx
    rounded(p, r, radius, QColor(0, 0, 0, strength + 40))
    p.end()
    img = clear_image(pw, ph)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    p.drawImage(QRectF(0, 0, pw, ph), small)
    p.end()
    pm = QPixmap.fromImage(img)
    pm.setDevicePixelRatio(dpr)
    if len(_shadow_cache) > 64:
        _shadow_cache.clear()
    _shadow_cache[key] = pm
    return pm


def clear_caches() -> None:
    """Forget the cached shadows and turned pixmaps (each cache is bounded; this empties them)."""
    _shadow_cache.clear()
    _rotated_cache.clear()


def rotated(pixmap: QPixmap, key: tuple) -> QPixmap:
    """`pixmap` turned a quarter clockwise (cached by `key`)."""
    pm = _rotated_cache.get(key)
    if pm is None:
        w, h = pixmap.width(), pixmap.height()           # device pixels
        img = clear_image(h, w)
        p = QPainter(img)
        p.translate(h, 0)
        p.rotate(90)
        p.drawPixmap(QRectF(0, 0, w, h), pixmap, QRectF(0, 0, w, h))
        p.end()
        pm = QPixmap.fromImage(img)
        pm.setDevicePixelRatio(pixmap.devicePixelRatio())
        if len(_rotated_cache) > 16:
            _rotated_cache.clear()
        _rotated_cache[key] = pm
    return pm


def panel(painter: QPainter, rect: QRectF, radius: float, active: bool = False, fill: QColor | None = None) -> None:
    """A translucent rounded panel on the felt; gold rim when `active`."""
    rounded(painter, rect, radius, fill or (PANEL_ACTIVE if active else PANEL), GOLD if active else PANEL_BORDER,
            2.0 if active else 1.0)


def glow(painter: QPainter, rect: QRectF, radius: float, strong: bool = False, colour: QColor = TARGET) -> None:
    """The glow around a legal drop target (`colour`: HINT for the place a hint plays to)."""
    for i, alpha in enumerate((40, 70, 130) if not strong else (70, 120, 230)):
        grow = (3 - i) * 2.5
        rounded(painter, rect.adjusted(-grow, -grow, grow, grow), radius + grow, None,
                QColor(colour.red(), colour.green(), colour.blue(), alpha), 2.5)
    rounded(painter, rect, radius, QColor(colour.red(), colour.green(), colour.blue(), 45 if strong else 22))


def selection_ring(painter: QPainter, rect: QRectF, radius: float) -> None:
    """A selected card's mark (the card also stands lifted): a solid gold ring just inside its edge,
    so that it never lies on the neighbouring cards."""
    rounded(painter, rect.adjusted(2.5, 2.5, -2.5, -2.5), max(0.0, radius - 2.5), None,
            QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 120), 4)
    rounded(painter, rect.adjusted(1, 1, -1, -1), max(0.0, radius - 1), None, GOLD, 2)


def hint_ring(painter: QPainter, rect: QRectF, radius: float, width: float) -> None:
    """A card a hint plays (it stays in the row, unlike a selected card): a dashed ring in the hint's
    colour on a dark edge, just inside the card's edge."""
    inner = rect.adjusted(width / 2 + 0.5, width / 2 + 0.5, -width / 2 - 0.5, -width / 2 - 0.5)
    rounded(painter, inner, max(0.0, radius - width / 2), None, HINT_EDGE, width + 1.5)
    pen = pen_of(HINT, width)
    pen.setDashPattern([2.2, 1.4])
    painter.strokePath(rounded_path(inner, max(0.0, radius - width / 2)), pen)


def hint_pointer(painter: QPainter, tip: QPointF, size: float) -> None:
    """The arrow over a card a hint plays, pointing down at it."""
    arrow = QPainterPath(tip)
    arrow.lineTo(tip.x() - size * 0.7, tip.y() - size)
    arrow.lineTo(tip.x() + size * 0.7, tip.y() - size)
    arrow.closeSubpath()
    painter.fillPath(arrow, brush_of(HINT))
    painter.strokePath(arrow, pen_of(HINT_EDGE, 1.2))


def focus_ring(painter: QPainter, rect: QRectF, radius: float, width: float) -> None:
    """The keyboard focus: a white ring edged in black, read on the felt and on a card, with a small
    pointer under it."""
    rounded(painter, rect, radius, None, QColor(0, 0, 0, 170), width + 4)
    rounded(painter, rect, radius, None, FOCUS, width)
    size = width * 2.6
    tip = QPointF(rect.center().x(), rect.bottom() + width / 2 + 1)
    pointer = QPainterPath(tip)
    pointer.lineTo(tip.x() - size, tip.y() + size)
    pointer.lineTo(tip.x() + size, tip.y() + size)
    pointer.closeSubpath()
    painter.fillPath(pointer, brush_of(FOCUS))
    painter.strokePath(pointer, pen_of(QColor(0, 0, 0, 170), 2))


def slot(painter: QPainter, rect: QRectF, radius: float, colour: QColor = SLOT) -> None:
    """A dashed outline where cards can go."""
    pen = pen_of(colour, 1.6)
    pen.setDashPattern([4, 3])
    path = rounded_path(rect, radius)
    painter.fillPath(path, brush_of(QColor(0, 0, 0, 28)))
    painter.strokePath(path, pen)


def badge(painter: QPainter, centre: QPointF, text: str, f: QFont, fill: QColor = BADGE,
          colour: QColor = TEXT, height: float | None = None) -> QRectF:
    """A pill with a number or a short word, centred on `centre`; returns its rectangle."""
    fm = QFontMetricsF(f)
    h = height or fm.height() + 4
    w = max(h, fm.horizontalAdvance(text) + h * 0.7)
    r = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
    rounded(painter, r, h / 2, fill, QColor(255, 255, 255, 40), 1)
    painter.setFont(f)
    draw_text(painter, r, ALIGN_CENTER, text, colour)
    return r


def text(painter: QPainter, rect: QRectF, value: str, f: QFont, colour: QColor = TEXT,
         align: int = ALIGN_LEFT | ALIGN_VCENTER, shadow: bool = True) -> None:
    """Text on the felt, with a faint shadow so it reads on any green; one line too long ends in "…"."""
    align = int(align)
    painter.setFont(f)
    if "\n" not in value and not align & WORD_WRAP:
        value = elided(f, value, int(rect.width()))
    if qt_namespace.made():
        if shadow:
            draw_text(painter, rect.translated(0, 1), align, value, SHADOW)
        draw_text(painter, rect, align, value, colour)
        return
    origin, mask = _text_mask(painter, rect, align, value)      # one picture of the text for both
    if shadow:
        painter.drawImage(origin + QPointF(0, 1), _coloured(mask.copy(), SHADOW))
    painter.drawImage(origin, _coloured(mask, colour))


def ribbon_gradient(rect: QRectF, colour: QColor) -> QLinearGradient:
    """A small metallic gradient for canasta ribbons."""
    from PySide6.QtGui import QLinearGradient
    g = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    g.setColorAt(0, colour.lighter(125))
    g.setColorAt(1, colour.darker(125))
    return g


def rounded_path(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


# ----- drawing without Qt's namespace (the first frame: buraco_qt/platform/qt_namespace.py) -------------------

_brushes: dict[int, tuple[QPalette, QBrush]] = {}


def brush_of(colour: QColor) -> QBrush:
    """A solid brush of `colour` (cached). ``QBrush(QColor)`` would make Qt's namespace; a palette's brush does not."""
    key = colour.rgba()
    held = _brushes.get(key)
    if held is None:
        palette = QPalette()
        palette.setColor(QPalette.ColorRole.Base, colour)
        held = _brushes[key] = (palette, palette.brush(QPalette.ColorRole.Base))
    return held[1]


def pen_of(colour: QColor, width: float) -> QPen:
    """A solid pen of `colour` and `width` (``QPen(QColor)`` would make Qt's namespace)."""
    pen = QPen()
    pen.setColor(colour)
    pen.setWidthF(width)
    return pen


def rounded(painter: QPainter, rect: QRectF, radius: float, fill: QColor | None, line: QColor | None = None,
            width: float = 1.0) -> None:
    """A rounded rectangle filled with `fill` and outlined with `line` (either may be None)."""
    path = rounded_path(rect, radius)
    if fill is not None:
        painter.fillPath(path, brush_of(fill))
    if line is not None:
        painter.strokePath(path, pen_of(line, width))


def clear_image(width: int, height: int) -> QImage:
    """A transparent image (premultiplied ARGB) of `width` × `height` pixels (``QImage.fill`` would make the
    namespace)."""
    return QImage(bytes(width * height * 4), width, height, width * 4,
                  QImage.Format.Format_ARGB32_Premultiplied).copy()


def draw_text(painter: QPainter, rect: QRectF, align: int, value: str, colour: QColor) -> None:
    """`value` in `colour` within `rect` (`align`: the ALIGN_ flags). Before Qt's namespace exists
    (``QPainter.setPen`` would make it), the text is drawn black into a transparent image, coloured
    there, and the image is drawn: the same pixels."""
    if qt_namespace.made():
        painter.setPen(colour)
        painter.drawText(rect, align, value)
        return
    origin, mask = _text_mask(painter, rect, align, value)
    painter.drawImage(origin, _coloured(mask, colour))


def _text_mask(painter: QPainter, rect: QRectF, align: int, value: str) -> tuple[QPointF, QImage]:
    """`value` drawn black, in the painter's font, into a transparent image placed at the returned
    whole-pixel point (so that its glyphs fall on the pixels `drawText` would put them on)."""
    origin = QPointF(math.floor(rect.x()), math.floor(rect.y()))
    inner = rect.translated(-origin.x(), -origin.y())
    dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    image = clear_image(max(1, math.ceil(math.ceil(inner.right()) * dpr)),
                        max(1, math.ceil(math.ceil(inner.bottom()) * dpr)))
    image.setDevicePixelRatio(dpr)
    p = QPainter(image)
    p.setRenderHints(painter.renderHints())
    p.setFont(painter.font())
    p.drawText(inner, align, value)
    p.end()
    return origin, image


def _coloured(mask: QImage, colour: QColor) -> QImage:
    """`mask` (black text) turned to `colour`, in place."""
    whole = QPainterPath()
    whole.addRect(QRectF(0, 0, mask.width(), mask.height()))
    p = QPainter(mask)
    p.resetTransform()
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    p.fillPath(whole, brush_of(colour))
    p.end()
    return mask


def elided(f: QFont, value: str, width: int) -> str:
    """`value` in the font `f`, ended with "…" where it is wider than `width` pixels. Before Qt's
    namespace exists (``QFontMetrics.elidedText`` would make it) the text is cut as that does: after
    the last character whose advance, within the whole text, stays short of `width` less the "…"."""
    if qt_namespace.made():
        return QFontMetrics(f).elidedText(value, Qt.TextElideMode.ElideRight, width)
    metrics = QFontMetricsF(f)
    if metrics.horizontalAdvance(value) <= width:
        return value
    room = width - metrics.horizontalAdvance("\u2026")
    if room < 0:
        return ""
    kept = 0
    while kept < len(value) and metrics.horizontalAdvance(value, kept + 1) < room:
        kept += 1
    return value[:kept] + "\u2026"


# ----- colours around the table, from the system palette ------------------------------------------

def is_dark(palette: QPalette) -> bool:
    """Whether the palette draws light text on dark windows."""
    return palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5


def blend(a: QColor, b: QColor, amount: float) -> QColor:
    """`a` moved `amount` (0-1) of the way towards `b`."""
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * amount, a.greenF() + (b.greenF() - a.greenF()) * amount,
                           a.blueF() + (b.blueF() - a.blueF()) * amount)


def team_colours(palette: QPalette) -> tuple[QColor, QColor]:
    """The two teams' colours (score sheet headers and chart lines), readable on the palette's base."""
    if is_dark(palette):
        return QColor("#62cf8f"), QColor("#ff8f7a")
    return QColor("#1f7a46"), QColor("#b0412e")


def negative_colour(palette: QPalette) -> QColor:
    """Points lost, on the palette's base."""
    return QColor("#ff8a80") if is_dark(palette) else QColor("#a3271c")


def target_colour(palette: QPalette) -> QColor:
    """The gold of the target line and its label, on the palette's base."""
    return QColor("#e8c34f") if is_dark(palette) else QColor("#8a6a0a")


#: The frame and headers of the tables of the dialogs (score sheet, statistics), in the system palette's
#: colours, light or dark.
TABLE_STYLE = ("QTableWidget { border: 1px solid palette(mid); border-radius: 6px; }"
               "QHeaderView::section { background: palette(alternate-base); color: palette(text); border: none;"
               " border-bottom: 1px solid palette(mid); padding: 4px 8px; font-weight: 600; }")


def secondary_text(widget: QWidget) -> None:
    """Draw a label's text in the palette's quieter colour (hints, notes, sublines)."""
    widget.setForegroundRole(QPalette.ColorRole.PlaceholderText)
