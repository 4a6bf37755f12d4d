"""The memo caches of the rules and the computer players, found by name (for the checks that size them)."""

from __future__ import annotations

import importlib
import pkgutil


def memo_caches() -> dict[str, object]:
    """Every functools cache defined in a module of buraco_qt.rules and buraco_qt.ai, by its full name."""
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
