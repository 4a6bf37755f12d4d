"""The memo caches of the rules and the computer players, found by name (for the checks that size them),
and emptied between hands."""

from __future__ import annotations

import sys


def memo_caches() -> dict[str, object]:
    """Every functools cache defined in a module of buraco_qt.rules and buraco_qt.ai, by its full name."""
    import importlib
    import pkgutil

    import buraco_qt.ai
    import buraco_qt.rules
    found = {}
    for package in (buraco_qt.rules, buraco_qt.ai):
        for module_info in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{module_info.name}")
            for name, value in vars(module).items():
                if hasattr(value, "cache_info") and getattr(value, "__module__", None) == module.__name__:
                    found[f"{module.__name__}.{name}"] = value
    return found


def clear_loaded_memos() -> int:
    """Empty the memo caches of the rules and players modules this process has loaded; how many.

    The window's process does it at every deal: what the rules remembered of the last hand's cards
    (melds tried, additions, pickups) is of no use in the next, and the caches, each bounded, would
    otherwise fill up over a long session (some 20,000 entries and 150,000 objects in 10,000 events)."""
    count = 0
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(("buraco_qt.rules", "buraco_qt.ai")):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == name:
                value.cache_clear()
                count += 1
    return count
