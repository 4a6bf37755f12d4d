"""Every text with a count reads right with every count, in every language: zero as many ("0 cartas",
not Qt's Portuguese "0 carta"), one as one, two and five as many."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from buraco_qt.text import languages
from buraco_qt.text.contexts import Context
from buraco_qt.text.languages import LANGUAGES

CATALOGS = Path(__file__).resolve().parents[1] / "i18n"


def _counted_texts(code: str) -> list[tuple[str, str, str | None]]:
    """(context, source, disambiguation) of every text with a count in a catalog."""
    return [(context.findtext("name"), message.findtext("source"), message.findtext("comment"))
            for context in ET.parse(CATALOGS / f"buraco_{code}.ts").getroot().iter("context")
            for message in context.iter("message") if message.get("numerus") == "yes"]


def _as_any(text: str, count: int) -> str:
    """The text with its count (standing alone, not inside another number) written as N."""
    return re.sub(rf"(?<![\d.,]){count}(?![\d.,]\d|\d)", "N", text)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_count_reads_right_in_every_language(code):
    languages.install(code)
    texts = _counted_texts(code)
    assert len(texts) >= 10
    for context, source, disambiguation in texts:
        said = {n: Context(context).tr(source, disambiguation or "", n) for n in (0, 1, 2, 5)}
        assert all("%n" not in text for text in said.values()), said
        many = _as_any(said[5], 5)
        assert _as_any(said[2], 2) == many, (code, said)
        assert _as_any(said[0], 0) == many, (code, "zero is said as many", said)
        assert "1" in said[1] or said[1] != said[5], (code, "one is said as one", said)


@pytest.mark.parametrize("code", ["pt", "pt_BR"])
def test_portuguese_says_zero_cards_in_the_plural(code):
    languages.install(code)
    table = Context("Table")
    assert table.tr("Stock: %n card(s)", "", 0) == "Monte: 0 cartas"
    assert table.tr("Stock: %n card(s)", "", 1) == "Monte: 1 carta"
    assert table.tr("{name}: %n card(s)", "", 0).endswith(": 0 cartas")


def test_without_a_catalog_a_count_keeps_the_source_text():
    languages.reset()
    try:
        assert Context("Table").tr("Stock: %n card(s)", "", 0) == "Stock: 0 card(s)"
    finally:
        languages.install("en")
