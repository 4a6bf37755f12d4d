"""The menus' items, one entry each: its name, its menu, the window's slot, its key and its text.

`MainWindow` makes them from this table once the table has painted (QAction's class, with its enums,
and the keys' need PySide6's Qt namespace: `qt_namespace.when_made`). The window keeps each as
``action_<name>``; Help → How to play reads the keys from the menus. Texts are in the context "Window".
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from buraco_qt.rules.values import Frozen, set_field


class MenuItem(Frozen):
    """One item of the window's menus."""

    __slots__ = FIELDS = ("name", "menu", "slot", "key", "text", "group")
    name: str           # the window's attribute is action_<name>
    menu: str           # "game", "buraco" or "help": the window's <menu>_menu
    slot: str           # the window's method it calls ("files.save_as": its attribute's)
    key: str            # a standard key by its name in QKeySequence.StandardKey (New, Undo), else as
                        # QKeySequence writes it (F5, Ctrl+S); "": none
    text: str           # translated in the context "Window"
    group: bool         # a separator goes before it: it starts a group of its menu

    def __init__(self, name: str, menu: str, slot: str, key: str, text: str, group: bool = False) -> None:
        set_field(self, "name", name)
        set_field(self, "menu", menu)
        set_field(self, "slot", slot)
        set_field(self, "key", key)
        set_field(self, "text", text)
        set_field(self, "group", group)


MENU_ITEMS = (
    MenuItem("new", "game", "new_game", "New", QT_TRANSLATE_NOOP("Window", "&New…")),
    MenuItem("play_deal", "game", "play_deal", "", QT_TRANSLATE_NOOP("Window", "Play &deal…")),
    MenuItem("next", "game", "next_hand", "F5", QT_TRANSLATE_NOOP("Window", "Ne&xt hand")),
    MenuItem("play_online", "game", "show_play_online", "", QT_TRANSLATE_NOOP("Window", "Pla&y online…"),
             group=True),
    MenuItem("invite", "game", "show_invite", "", QT_TRANSLATE_NOOP("Window", "Show the &invite…")),
    MenuItem("leave_online", "game", "leave_online", "", QT_TRANSLATE_NOOP("Window", "&Leave the online table")),
    MenuItem("open", "game", "open_file", "Open", QT_TRANSLATE_NOOP("Window", "&Open…"), group=True),
    MenuItem("save_as", "game", "files.save_as", "Ctrl+S", QT_TRANSLATE_NOOP("Window", "Save &as…")),
    MenuItem("replay", "game", "replay_saved", "", QT_TRANSLATE_NOOP("Window", "Re&play a saved match…")),
    MenuItem("statistics", "game", "show_statistics", "", QT_TRANSLATE_NOOP("Window", "S&tatistics…"), group=True),
    MenuItem("settings", "game", "show_settings", "F9", QT_TRANSLATE_NOOP("Window", "&Settings…")),
    MenuItem("quit", "game", "close", "Quit", QT_TRANSLATE_NOOP("Window", "&Quit"), group=True),
    MenuItem("undo", "buraco", "undo", "Undo", QT_TRANSLATE_NOOP("Window", "&Undo")),
    MenuItem("hint", "buraco", "ask_hint", "H", QT_TRANSLATE_NOOP("Window", "&Hint")),
    MenuItem("move_log", "buraco", "show_move_log", "L", QT_TRANSLATE_NOOP("Window", "&Move log")),
    MenuItem("sort_number", "buraco", "sort_by_number", "", QT_TRANSLATE_NOOP("Window", "Sort by &rank"), group=True),
    MenuItem("sort_colour", "buraco", "sort_by_colour", "", QT_TRANSLATE_NOOP("Window", "Sort by s&uit")),
    MenuItem("redraw", "buraco", "redraw", "", QT_TRANSLATE_NOOP("Window", "&Exchange the first card drawn"),
             group=True),
    MenuItem("end", "buraco", "end_hand", "", QT_TRANSLATE_NOOP("Window", "&End the hand (stock is empty)")),
    MenuItem("score", "buraco", "show_score_sheet", "F4", QT_TRANSLATE_NOOP("Window", "Show &score sheet"),
             group=True),
    MenuItem("how_to_play", "help", "show_how_to_play", "F1", QT_TRANSLATE_NOOP("Window", "&How to play…")),
    MenuItem("rules", "help", "show_rules", "Shift+F1", QT_TRANSLATE_NOOP("Window", "&Rules")),
    MenuItem("keyboard", "help", "show_keyboard_help", "", QT_TRANSLATE_NOOP("Window", "Playing with the &keyboard")),
    MenuItem("about", "help", "show_about", "", QT_TRANSLATE_NOOP("Window", "&About Buraco")),
)
