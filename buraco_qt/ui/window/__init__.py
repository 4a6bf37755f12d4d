"""The main window and what it owns: menus, the status line, saving and opening, hints, sounds."""
