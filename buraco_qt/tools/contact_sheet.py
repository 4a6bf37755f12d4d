"""Render every card of a deck on one sheet, to look at the deck.

    python -m buraco_qt.tools.contact_sheet out.png [--deck NAME] [--height PX]
                                                    [--four-colour] [--back NAME] [--dpr N]

Rows: one suit each (A to K), then the jokers and the backs, then a fan of
overlapping cards the way the hand shows them (only the left strip of each
card visible), to check that the corner indices read at that size.
"""

from __future__ import annotations

import argparse
import os
import sys


def build_sheet(images, height: int, dpr: float = 1.0):
    """A QImage with every card of ``images`` (a CardImages) ``height`` px tall."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter

    from buraco_qt.ui.art.card_images import CardImages

    w = round(height * images.aspect_ratio)
    gap = max(4, height // 16)
    cols = 13
    backs = CardImages.backs() if images.deck_name == "default" else [images.back]
    fan_step = max(6, round(w * 0.28))
    fan_cards = ["AS", "2C", "3D", "5H", "7S", "8C", "9D", "10H", "10C", "JS", "QD", "KH", "JK",
                 "JK_black", "4S", "6C"]
    rows_h = 5 * (height + gap) + height + gap
    sheet_w = max(cols * (w + gap) + gap, gap + fan_step * (len(fan_cards) - 1) + w + gap)
    sheet_h = gap + rows_h
    img = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor("#1f5a3a"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    y = gap
    for s in "SHCD":
        x = gap
        for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"):
            p.drawPixmap(QPointF(x, y), images.pixmap(r + s, height, dpr))
            x += w + gap
        y += height + gap
    x = gap
    for c in ("JK_red", "JK_black"):
        p.drawPixmap(QPointF(x, y), images.pixmap(c, height, dpr))
        x += w + gap
    for b in backs:
        other = CardImages(images.deck_name, images.four_colour, b) if b != images.back else images
        p.drawPixmap(QPointF(x, y), other.pixmap("back", height, dpr))
        x += w + gap
    y += height + gap
    x = gap
    for c in fan_cards:
        p.drawPixmap(QPointF(x, y), images.pixmap(c, height, dpr))
        x += fan_step
    p.end()
    return img


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m buraco_qt.tools.contact_sheet",
                                 description="Render every card of a deck side by side into a PNG.")
    ap.add_argument("output", help="PNG file to write")
    ap.add_argument("--deck", default="default", help="deck name (default, kde:..., aisleriot:...)")
    ap.add_argument("--height", type=int, default=180, help="card height in pixels (default 180)")
    ap.add_argument("--four-colour", "--four-color", dest="four_colour", action="store_true",
                    help="clubs green, diamonds blue")
    ap.add_argument("--back", default="blue", help="back to use (default blue)")
    ap.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio (default 1)")
    ap.add_argument("--list", action="store_true", help="list the available decks and exit")
    args = ap.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from buraco_qt.ui.art.card_images import CardImages

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    if args.list:
        print("\n".join(CardImages.available_decks()))
        return 0
    try:
        images = CardImages(args.deck, four_colour=args.four_colour, back=args.back)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    img = build_sheet(images, args.height, args.dpr)
    if not img.save(args.output):
        print(f"error: cannot write {args.output}", file=sys.stderr)
        return 1
    print(f"wrote {args.output} ({img.width()}x{img.height()})")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
