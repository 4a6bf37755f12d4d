"""Regenerate every catalog in i18n/ from the code and compile it: `python tools/update_translations.py`.

For each language of the game (buraco_qt/text/languages.py), `pyside6-lupdate` collects the texts of
every module of the package into ``i18n/buraco_<code>.ts`` (new texts come in unfinished, texts no
longer in the code go out), and `pyside6-lrelease` compiles it to ``buraco_<code>.qm``, leaving out
unfinished translations (the game shows the English text for those). Both tools ship with PySide6.

The English catalog holds only the texts with a count (``%n``); their forms are written here from
the source's "(s)": "%n card(s)" is "%n card" for one and "%n cards" for more. A text with another
plural (say "%n child(ren)") stays unfinished: write its forms in Qt Linguist.

``--out FOLDER`` works on copies of the catalogs in FOLDER and leaves i18n/ alone (the tests use it
to check that the catalogs hold every text of the code).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from buraco_qt.text.languages import LANGUAGES  # noqa: E402 (after the path is set)


def qt_tool(name: str, *args: str) -> None:
    """Run one of the Qt tools that PySide6 ships (lupdate, lrelease); stop on failure."""
    exe = Path(PySide6.__file__).resolve().parent / (name + (".exe" if sys.platform == "win32" else ""))
    result = subprocess.run([str(exe), *args], capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"{name} failed:\n{result.stdout}{result.stderr}")


def sources() -> list[str]:
    """The package's modules, relative to the top of the checkout, in a stable order."""
    return sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "buraco_qt").rglob("*.py"))


def update(folder: Path) -> list[Path]:
    """Regenerate and compile the catalogs in `folder`; returns the .ts files."""
    folder.mkdir(parents=True, exist_ok=True)
    catalogs = []
    for code in LANGUAGES:
        ts = folder / f"buraco_{code}.ts"
        options = ["-silent", "-locations", "none", "-no-obsolete", "-target-language", code]
        if code == "en":
            options.append("-pluralonly")          # English needs only its plural forms
        qt_tool("lupdate", *options, *sources(), "-ts", str(ts))
        if code == "en" and fill_english_plurals(ts):
            qt_tool("lupdate", *options, *sources(), "-ts", str(ts))     # lupdate's own layout again
        qt_tool("lrelease", "-silent", "-nounfinished", str(ts), "-qm", str(ts.with_suffix(".qm")))
        catalogs.append(ts)
    return catalogs


def fill_english_plurals(ts: Path) -> bool:
    """Give the unfinished plural texts of an English catalog their two forms from "(s)"; True if any."""
    tree = ET.parse(ts)
    filled = False
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if message.get("numerus") != "yes" or translation.get("type") != "unfinished" or "(s)" not in source:
            continue
        forms = translation.findall("numerusform")
        for form, text in zip(forms, (source.replace("(s)", ""), source.replace("(s)", "s"))):
            form.text = text
        del translation.attrib["type"]
        filled = True
    if filled:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None, help="work on copies of the catalogs in this folder")
    args = parser.parse_args()
    folder = ROOT / "i18n"
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
        for ts in folder.glob("buraco_*.ts"):
            shutil.copy2(ts, args.out / ts.name)
        folder = args.out
    for ts in update(folder):
        print(ts)


if __name__ == "__main__":
    main()
