"""The names of the teams and of the reserve, as the table, the status bar and the score sheet write them.

A team is named by its players' names joined as the language joins partners ("You & Ana", "Ana y
Bruno"); the names come from the table's snapshot (`TableSnapshot.names`), so every face of the table
names the teams alike. Translated under the context "Table".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.snapshot import TableSnapshot

translate = QCoreApplication.translate


def name_joiner() -> str:
    """What joins the names of partners: " & "."""
    return translate("Table", " & ")


def team_player_names(shown: TableSnapshot, team: int) -> list[str]:
    """The names of a team's players, one each."""
    return [shown.names[seat] for seat in shown.team_seats(team)]


def team_name(shown: TableSnapshot, team: int) -> str:
    """The names of a team's players: "You & Ana"."""
    return name_joiner().join(team_player_names(shown, team))


def team_name_lines(shown: TableSnapshot, team: int) -> list[str]:
    """A team's name on one line per player, for a panel too narrow for it: "Ana", "& Luis"."""
    names = team_player_names(shown, team)
    joiner = name_joiner().strip()
    return [names[0], *(f"{joiner} {name}" for name in names[1:])]


def reserve_name(variant: str) -> str:
    """What the reserve is called in the preset `variant`: Buraco (CardCol) or Morto."""
    return translate("Table", "Buraco") if variant == "cardcol" else translate("Table", "Morto")
