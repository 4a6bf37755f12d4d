#!/usr/bin/env python3
"""Write ``docs/rules.md``, the project's rules page, from the text of Help → Rules.

Help → Rules builds its page from the `Variant` record of the preset being played
(`buraco_qt.ui.dialogs.rules_text.rules_blocks`); this script writes those same blocks in English, one
section per preset, as Markdown. The page is committed; ``tests/test_rules_page.py`` checks that it
is what this script writes, so the page and the game never say different things. Run it after a
change to the rules text or to a preset::

    python tools/write_rules_page.py [OUTPUT]      (default: docs/rules.md)
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "rules.md"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

HEADER = """\
# The rules of Buraco

<!-- Written by tools/write_rules_page.py from the text of Help → Rules: edit that, not this page. -->

Each section below is the page Help → Rules shows while one of the game's rule presets is played,
with the preset's usual options (cards per hand, points to end the match, the pickup rule); Game →
New can change those options, and Help → Rules then follows them.

"""


def _markdown(text: str) -> str:
    """Plain text made safe for Markdown: the characters that would start emphasis, code or links."""
    return re.sub(r"([\\`*_\[\]<>])", r"\\\1", text)


def _anchor(title: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")


def page() -> str:
    """The whole page, in English (installs the English catalog: it holds the plural forms)."""
    from PySide6.QtCore import QCoreApplication

    from buraco_qt import rules as R
    from buraco_qt.text import languages
    from buraco_qt.text.variant_names import PRESET_NAMES, preset_description, preset_name
    from buraco_qt.ui.dialogs.rules_text import HEADING, PARAGRAPH, rules_blocks

    if QCoreApplication.instance() is None:
        QCoreApplication([])
    if languages.current() != "en" or not languages.installed():
        languages.install("en")
    presets = [name for name in PRESET_NAMES if name in R.VARIANTS]
    titles = {name: f"{preset_name(name)} ({name})" for name in presets}
    out = [HEADER]
    out += [f"- [{_markdown(titles[name])}](#{_anchor(titles[name])})\n" for name in presets]
    for name in presets:
        out.append(f"\n## {_markdown(titles[name])}\n\n*{_markdown(preset_description(name))}*\n")
        for kind, value in rules_blocks(R.VARIANTS[name]):
            if kind == HEADING:
                out.append(f"\n### {_markdown(value)}\n")
            elif kind == PARAGRAPH:
                out.append(f"\n{_markdown(value)}\n")
            else:
                out.append("\n" + "".join(f"- {_markdown(line)}\n" for line in value))
    return "".join(out)


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else OUT
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(page(), encoding="utf-8")
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
