"""The translation contexts of the game, for texts with a count (plural forms).

Every text a player sees is translated under one of a few stable contexts, never under the name
of the class that shows it, so that moving code never orphans a translation (docs/translations.md):

- ``App``: the command line's help and errors, warnings at startup, the About box;
- ``Window``: the main window's title, menus, status bar, warning and question boxes;
- ``Table``: the table's labels, tooltips, team panels, the hotseat curtain, what the status bar
  says happened and what to do next;
- ``Dialogs``: New game, Settings, the score sheet and its chart, Statistics, the Rules dialog's frame;
- ``Rules``: the rules engine's reasons for refusing a move (buraco_qt/rules/messages.py);
- ``RulesPage``: the text of Help → Rules (buraco_qt/ui/dialogs/rules_text.py);
- ``HowToPlay``: the text of Help → How to play (buraco_qt/ui/dialogs/how_to_play.py);
- ``Variants``: the names and descriptions of the rule presets;
- ``Cards``: the names of cards, ranks and suits.

Texts are written ``QCoreApplication.translate("Table", "Discard")``. A text with a count is written
``Table.tr("Stock: %n card(s)", "", count)`` with the objects below: `pyside6-lupdate` recognises
plural forms only in a ``tr()`` call, and takes the name before ``.tr`` as the context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


class Context:
    """One translation context: ``Table.tr(text, disambiguation, n)`` translates under "Table"."""

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """`text` in the current language; ``%n`` becomes `n`, in the plural form the language uses for it."""
        if n == 0:
            # every language of the game says zero as it says many ("0 cards", "0 cartas"), but Qt's
            # rules for Portuguese and Filipino give zero the form of one ("0 carta"): take the form
            # for many, said with 2 and with 3; where the two differ, the count stands
            two, three = (QCoreApplication.translate(self.name, text, disambiguation, many) for many in (2, 3))
            if len(two) == len(three):
                return "".join(a if a == b else "0" for a, b in zip(two, three))
        return QCoreApplication.translate(self.name, text, disambiguation, n)


App = Context("App")
Window = Context("Window")
Table = Context("Table")
Dialogs = Context("Dialogs")
RulesPage = Context("RulesPage")
