"""A long session stays flat: every memo cache of the rules and the computer players is bounded."""

from __future__ import annotations

import importlib
import pkgutil

import buraco_qt.ai
import buraco_qt.rules
from buraco_qt.platform.caches import memo_caches
from buraco_qt.tools import sim

LARGEST = 1 << 14     # no cache may keep more entries than this (sizes measured: benchmarks/long_session.py)


def test_every_memo_cache_is_bounded():
    caches = memo_caches()
    assert "buraco_qt.rules.melds._make_cached" in caches and "buraco_qt.ai.fits._fits" in caches
    unbounded = {name: cache.cache_info().maxsize for name, cache in caches.items()
                 if cache.cache_info().maxsize is None or cache.cache_info().maxsize > LARGEST}
    assert not unbounded


def test_no_module_keeps_a_growing_memo_dict():
    """A plain dict at module level would be a cache no bound applies to: only the card table is one."""
    dicts = {}
    for package in (buraco_qt.rules, buraco_qt.ai):
        for module_info in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{module_info.name}")
            for name, value in vars(module).items():
                if isinstance(value, (dict, list, set)) and not name.isupper():
                    dicts[f"{module.__name__}.{name}"] = len(value)
    before = dict(dicts)
    sim.play_match("brazilian", 4, 3, ("normal", "easy"), hands_per_match=2)
    sim.play_match("cardcol", 2, 3, ("classic", "normal"), hands_per_match=2)
    grown = {}
    for package in (buraco_qt.rules, buraco_qt.ai):
        for module_info in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{module_info.name}")
            for name, value in vars(module).items():
                key = f"{module.__name__}.{name}"
                if key in before and len(value) > max(before[key], 64):
                    grown[key] = len(value)
    assert not grown
