"""The table's first frame is drawn before PySide6 makes its Qt namespace (buraco_qt/platform/qt_namespace.py):
what waits for it runs once it is made, and text drawn without it looks the same as text drawn with it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from buraco_qt.platform import qt_namespace
from buraco_qt.ui.art import theme

ROOT = Path(__file__).resolve().parents[1]


def _largest_difference(a: QImage, b: QImage) -> int:
    """The largest difference of one colour channel between two images of one size (0: the same)."""
    assert a.size() == b.size()
    return max(abs(getattr(a.pixelColor(x, y), channel)() - getattr(b.pixelColor(x, y), channel)())
               for y in range(a.height()) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y)
               for channel in ("red", "green", "blue")) if a != b else 0


def _text_image(monkeypatch, made: bool, rect: QRectF, align: int, colour: QColor) -> QImage:
    monkeypatch.setattr(qt_namespace, "made", lambda: made)
    image = QImage(240, 60, QImage.Format.Format_RGB32)
    image.fill(QColor("#1f6a40"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.setFont(theme.font(17, bold=True))
    theme.draw_text(painter, rect, align, "Ana agregó 7♥ 8♥ — Ç", colour)
    painter.end()
    return image


@pytest.mark.parametrize("rect", [QRectF(10, 10, 220, 30), QRectF(10.4, 9.6, 200.3, 30.5)])
@pytest.mark.parametrize("align", [theme.ALIGN_CENTER, theme.ALIGN_LEFT | theme.ALIGN_VCENTER,
                                   theme.ALIGN_RIGHT | theme.ALIGN_VCENTER])
def test_text_without_the_namespace_looks_the_same(qapp, monkeypatch, rect, align):
    for colour in (theme.TEXT, theme.GOLD, QColor(0, 0, 0, 110), theme.TEXT_DIM):
        direct = _text_image(monkeypatch, True, rect, align, colour)
        masked = _text_image(monkeypatch, False, rect, align, colour)
        # opaque colours give the same pixels; a translucent one may round a pixel by a level or two
        assert _largest_difference(masked, direct) <= (0 if colour.alpha() == 255 else 2)
        assert direct != _text_image(monkeypatch, True, rect, align, QColor("#123456"))     # the text is there


@pytest.mark.parametrize("rect", [QRectF(10, 10, 220, 30), QRectF(10.4, 9.6, 60.3, 30.5)])
def test_text_on_the_felt_with_its_shadow_looks_the_same(qapp, monkeypatch, rect):
    def drawn(made: bool) -> QImage:
        monkeypatch.setattr(qt_namespace, "made", lambda: made)
        image = QImage(240, 60, QImage.Format.Format_RGB32)
        image.fill(QColor("#1f6a40"))
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        theme.text(painter, rect, "Partie: 330 de 2.000", theme.font(13), theme.TEXT_DIM)
        painter.end()
        return image
    assert _largest_difference(drawn(False), drawn(True)) <= 2


def test_names_end_in_an_ellipsis_alike(qapp, monkeypatch):
    for font in (theme.font(8), theme.font(13), theme.font(14, bold=True)):
        for name in ("Ana", "Maria Conceição", "Bartholomäus Müller-Lüdenscheidt", "AV To Wa", "Ñandú & Lucía"):
            for width in range(0, 220, 3):
                monkeypatch.setattr(qt_namespace, "made", lambda: True)
                by_qt = theme.elided(font, name, width)
                monkeypatch.setattr(qt_namespace, "made", lambda: False)
                assert theme.elided(font, name, width) == by_qt, (name, width)


def test_what_waits_runs_once_the_namespace_is_made():
    code = ("from buraco_qt.platform import qt_namespace as N\n"
            "done = []\n"
            "N.when_made(lambda: done.append(N.made()))\n"
            "assert done == [] and not N.made()\n"
            "N.make()\n"
            "assert done == [True] and N.made()\n"
            "N.when_made(lambda: done.append('now'))\n"
            "assert done == [True, 'now']\n"
            "assert N.Qt.AlignmentFlag.AlignCenter == 0x84 == N.Qt.AlignmentFlag(0x84).value\n"
            "from PySide6.QtCore import QObject\n"
            "import shiboken6\n"
            "gone = QObject()\n"
            "N._waiting.append(lambda: gone.setObjectName('x'))\n"
            "shiboken6.delete(gone)\n"
            "N.make()\n")                                     # an object deleted meanwhile is passed over
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert result.returncode == 0, result.stderr[-2000:]
