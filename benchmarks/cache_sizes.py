"""The memo caches of the rules and the computer players: hit rates at their bounds and their working sets.

Run: python benchmarks/cache_sizes.py [--matches 2] [--presets cardcol,brazilian,...]
         [--pairings normal-normal,hard-normal,classic-easy] [--seed 1]

Plays the same whole matches twice (`hard` with two samples per candidate and no clock, so that both
runs make the same decisions), each time in a fresh process: once with the caches as shipped,
once with every `lru_cache` of buraco_qt.rules and buraco_qt.ai unbounded (its size after the
matches is the working set: the distinct keys the matches asked for). For each cache it prints the
bound, the entries held, the hit rate at the bound, the working set and the hit rate without a
bound. A bound the working set fits in loses nothing; a smaller one shows as a lower hit rate.
Last, with the shipped caches full: the objects the garbage collector tracks and the time of one
full collection, before and after `ai.memory.settle()` (what the freeze still saves).
"""

from __future__ import annotations

import argparse
import functools
import gc
import json
import subprocess
import sys
import time


def _unbound_lru_cache() -> None:
    """Make every lru_cache created from now on unbounded (before buraco_qt is imported)."""
    original = functools.lru_cache

    def lru_cache(maxsize=128, typed=False):
        if callable(maxsize):               # used bare: @lru_cache
            return original(None, typed)(maxsize)
        return original(None, typed)
    functools.lru_cache = lru_cache


def _full_collection_ms() -> float:
    start = time.perf_counter()
    gc.collect()
    return (time.perf_counter() - start) * 1000


def _play(args: argparse.Namespace) -> dict:
    """Play the matches in this process; the caches' figures as JSON data."""
    if args.mode == "unbounded":
        _unbound_lru_cache()
    from buraco_qt import ai
    from buraco_qt.ai.hard import HardPlayer
    from buraco_qt.ai.memory import settle
    from buraco_qt.platform.caches import memo_caches
    from buraco_qt.tools import sim

    def player(level: str, seed: int):
        return HardPlayer(seed, samples=2) if level == "hard" else ai.create(level, seed)

    caches = {name.removeprefix("buraco_qt."): cache for name, cache in memo_caches().items()}
    start = time.perf_counter()
    for preset in args.presets.split(","):
        for pairing in args.pairings.split(","):
            levels = tuple(pairing.split("-"))
            for index in range(args.matches):
                sim.play_match(preset, 4, args.seed + index, levels, swapped=bool(index % 2), factory=player)
    figures = {"seconds": time.perf_counter() - start, "caches": {}}
    for name, cache in caches.items():
        info = cache.cache_info()
        figures["caches"][name] = {"maxsize": info.maxsize, "size": info.currsize, "hits": info.hits,
                                   "misses": info.misses}
    if args.mode == "bounded":
        gc.unfreeze()
        figures["tracked"] = len(gc.get_objects())
        figures["full_ms"] = min(_full_collection_ms() for _ in range(3))
        settle()
        figures["full_settled_ms"] = min(_full_collection_ms() for _ in range(3))
    return figures


def main() -> None:
    """Run both processes and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=2, help="whole matches per preset and pairing")
    parser.add_argument("--presets", default=None, help="comma separated (default: every preset)")
    parser.add_argument("--pairings", default="normal-normal,hard-normal,classic-easy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mode", choices=("bounded", "unbounded"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.mode:
        print(json.dumps(_play(args)))
        return
    if args.presets is None:
        from buraco_qt.rules import VARIANTS
        args.presets = ",".join(VARIANTS)
    results = {}
    for mode in ("bounded", "unbounded"):
        command = [sys.executable, __file__, "--mode", mode, "--matches", str(args.matches),
                   "--presets", args.presets, "--pairings", args.pairings, "--seed", str(args.seed)]
        output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
        results[mode] = json.loads(output.strip().splitlines()[-1])
    bounded, unbounded = results["bounded"]["caches"], results["unbounded"]["caches"]
    print(f"{args.matches} match(es) per preset and pairing; presets {args.presets}; pairings {args.pairings}")
    print(f"{'cache':<38} {'bound':>6} {'held':>6} {'hit %':>6} {'working set':>11} {'hit % unbounded':>15}")
    for name in sorted(bounded):
        b, u = bounded[name], unbounded[name]
        rate = 100 * b["hits"] / max(1, b["hits"] + b["misses"])
        free = 100 * u["hits"] / max(1, u["hits"] + u["misses"])
        print(f"{name:<38} {b['maxsize']:>6} {b['size']:>6} {rate:>6.1f} {u['size']:>11} {free:>15.1f}")
    shipped = results["bounded"]
    print(f"time: {shipped['seconds']:.0f} s bounded, {results['unbounded']['seconds']:.0f} s unbounded")
    print(f"objects the collector tracks with the caches full: {shipped['tracked']}; a full collection: "
          f"{shipped['full_ms']:.0f} ms, {shipped['full_settled_ms']:.0f} ms after settle()")


if __name__ == "__main__":
    main()
