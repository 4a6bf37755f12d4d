"""docs/rules.md, the project's rules page, is what tools/write_rules_page.py writes from the text of
Help → Rules, so the page and the game never differ; the README points at it, and nothing of the
project points outside the repository."""

from __future__ import annotations

import html
import re
from pathlib import Path

from tool_modules import tool

from buraco_qt import rules as R
from buraco_qt.text.variant_names import preset_name
from buraco_qt.ui.dialogs.rules_text import PARAGRAPH, rules_blocks, rules_html

ROOT = Path(__file__).resolve().parents[1]


def test_the_committed_rules_page_is_what_the_generator_writes():
    page = tool("write_rules_page").page()
    assert (ROOT / "docs" / "rules.md").read_text(encoding="utf-8") == page, "run tools/write_rules_page.py"


def test_the_rules_page_holds_every_preset_as_help_rules_says_it():
    generator = tool("write_rules_page")
    page = generator.page()
    for name, variant in R.VARIANTS.items():
        assert f"## {preset_name(name)} ({name.replace('_', chr(92) + '_')})" in page
        for kind, value in rules_blocks(variant):
            if kind == PARAGRAPH:
                assert value.replace("*", "\\*") in page
                assert html.escape(value) in rules_html(variant)          # the same sentence in Help → Rules
    assert "(s)" not in page                      # counts in their English plural forms
    links = re.findall(r"\]\(#([^)]+)\)", page)
    headings = {generator._anchor(line[3:].replace("\\", "")) for line in page.splitlines()
                if line.startswith("## ")}
    assert len(links) == len(R.VARIANTS) and set(links) == headings


def test_the_readme_points_at_the_rules_page_and_nothing_outside_the_repository():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(docs/rules.md)" in readme
    for path in [ROOT / "README.md", *(ROOT / "docs").glob("*.md")]:
        text = path.read_text(encoding="utf-8")
        assert "../shared" not in text and "/work/shared" not in text, path.name
