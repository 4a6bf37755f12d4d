"""Python's garbage collector in the window's process: what the start made is set aside once.

The start makes some 32,000 objects the collector tracks and that stay until the game closes:
modules, classes, functions, and the enum classes PySide makes for Qt's namespace. A full collection
went through all of them again: 5 to 30 ms on a 2-core machine, once every 20 s or so while
computers played, in the middle of a card's flight. `resume` collects once what the start left
behind and then sets the survivors aside (`gc.freeze`), so that later collections go through only
what the game made since (a full one: under a millisecond to a few); the collector itself stays on
and frees everything made after the start as before. Of the objects set aside, one that a later
change would make part of a garbage cycle stays in memory: the start's objects are the program
itself and the first table, so that is bounded.
"""

from __future__ import annotations

import gc


def resume() -> None:
    """After the table has painted: collect the start's garbage, set what stays aside, collect from now on."""
    gc.collect()
    gc.freeze()
    gc.enable()
