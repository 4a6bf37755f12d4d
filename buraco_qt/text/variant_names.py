"""The rule presets as players call them, and one line on each, in the current language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from buraco_qt.rules.messages import QT_TRANSLATE_NOOP  # as Qt's, typed str

#: The presets as people call them, in the order the dialog offers them.
PRESET_NAMES = {
    "cardcol": QT_TRANSLATE_NOOP("Variants", "CardCol's Buraco"),
    "brazilian": QT_TRANSLATE_NOOP("Variants", "Brazilian Buraco"),
    "open": QT_TRANSLATE_NOOP("Variants", "Open"),
    "dirty_open": QT_TRANSLATE_NOOP("Variants", "Dirty open"),
    "closed": QT_TRANSLATE_NOOP("Variants", "Closed"),
    "closed_stcl": QT_TRANSLATE_NOOP("Variants", "Closed STCL (runs only)"),
    "closed_dirty": QT_TRANSLATE_NOOP("Variants", "Closed dirty"),
    "burraco": QT_TRANSLATE_NOOP("Variants", "Italian Burraco"),
}

#: One line per preset, in plain words.
PRESET_DESCRIPTIONS = {
    "cardcol": QT_TRANSLATE_NOOP(
        "Variants", "Four packs and twelve jokers, twos always wild, melds of wild cards; a canasta closes and "
                    "leaves the table; take the pile only with a natural pair for its top card."),
    "brazilian": QT_TRANSLATE_NOOP(
        "Variants", "Buraco de duplas: runs and sets of aces, any number of wild cards, a clean canasta to go "
                    "out, a bigger first meld once your team passes 1000 points."),
    "open": QT_TRANSLATE_NOOP(
        "Variants", "No jokers and runs only; take the whole discard pile freely; a clean canasta to go out."),
    "dirty_open": QT_TRANSLATE_NOOP(
        "Variants", "Runs and sets, take the pile freely; any canasta lets you go out, and you go out by "
                    "discarding."),
    "closed": QT_TRANSLATE_NOOP(
        "Variants", "Take the discard pile only by playing its top card at once; a clean canasta to go out."),
    "closed_stcl": QT_TRANSLATE_NOOP(
        "Variants", "As Closed, but runs only, no sets."),
    "closed_dirty": QT_TRANSLATE_NOOP(
        "Variants", "As Closed, but any canasta, clean or dirty, lets you go out."),
    "burraco": QT_TRANSLATE_NOOP(
        "Variants", "The Italian game: semi-clean canastas, any canasta to go out, and you go out by "
                    "discarding."),
}


def preset_name(variant: str) -> str:
    """The translated name of a preset."""
    return QCoreApplication.translate("Variants", PRESET_NAMES.get(variant, variant))


def preset_description(variant: str) -> str:
    """The translated one-line description of a preset."""
    text = PRESET_DESCRIPTIONS.get(variant)
    return QCoreApplication.translate("Variants", text) if text else ""
