"""Where the GUI thread's time goes, step by step: a clock around the game's own methods, Python's
garbage collections and every event Qt hands out, for benchmarks (never imported by the game).

`StepClock.install()` wraps the steps of a move (the controller, the table's redraw, the window's
status bar, the autosave, the computer players' pipe, ...) and `StepClock.events(app)` times each
event the application dispatches (paints, timers, the pipe), top level only. Each call is kept with
its start, its end (perf_counter) and its thread time, so that a long gap of a timer can be laid out
as the steps that ran inside it.
"""

from __future__ import annotations

import functools
import gc
import importlib
import statistics
import time
from collections import defaultdict

#: (module, owner or None for a module's function, attribute, label): the steps of a move.
STEPS = (
    ("buraco_qt.session.computer_seats", "SeatProcess", "_on_output", "pipe: the worker's answer read"),
    ("buraco_qt.session.computer_seats", "SeatProcess", "ask", "pipe: a question sent (view pickled)"),
    ("buraco_qt.rules", "Game", "view", "engine: the seat's view"),
    ("buraco_qt.session.controller", "GameController", "_on_answered", "controller: answer arrives"),
    ("buraco_qt.session.controller", "GameController", "_on_timer", "controller: paced move due"),
    ("buraco_qt.session.match", "Match", "answer", "match: answer arrives"),
    ("buraco_qt.session.match", "Match", "_play", "match: paced move due"),
    ("buraco_qt.session.match", "Match", "_ask", "match: the next seat asked"),
    ("buraco_qt.session.controller", "GameController", "moved", "controller: move published (all)"),
    ("buraco_qt.session.turn_guard", "TurnGuard", "choose", "controller: turn guard"),
    ("buraco_qt.rules", "Game", "apply", "engine: apply"),
    ("buraco_qt.session.controller", "GameController", "_describe", "controller: status sentence"),
    ("buraco_qt.session.controller", "GameController", "_take_snapshot", "controller: snapshot"),
    ("buraco_qt.session.controller", "GameController", "_set_busy", "controller: busy changed (window refresh)"),
    ("buraco_qt.ui.table.table_scene", "TableScene", "on_published", "table: redraw (all)"),
    ("buraco_qt.ui.table.table_scene", None, "card_places", "table: card places before"),
    ("buraco_qt.ui.table.table_sync", "TableSync", "show", "table: sync cards to snapshot"),
    ("buraco_qt.ui.table.table_scene", None, "label_table", "table: labels and tooltips"),
    ("buraco_qt.ui.table.table_scene", "TableScene", "_layout", "table: layout of all piles"),
    ("buraco_qt.ui.table.card_flights", "CardFlights", "fly", "table: flights planned"),
    ("buraco_qt.ui.table.card_flights", "CardFlights", "_step", "flight: one frame's positions"),
    ("buraco_qt.ui.table.card_flights", "CardFlights", "_land", "flight: landing"),
    ("buraco_qt.ui.window.main_window", "MainWindow", "_on_state", "window: status bar (all)"),
    ("buraco_qt.ui.window.main_window", "MainWindow", "_refresh", "window: refresh status and points"),
    ("buraco_qt.ui.table.accessibility", None, "announce", "window: accessibility announcement"),
    ("buraco_qt.ui.window.match_files", "MatchFiles", "_on_state", "autosave (all)"),
    ("buraco_qt.storage.persistence", None, "to_text", "autosave: match to JSON"),
    ("buraco_qt.storage.files", None, "write_new", "autosave: pending file written"),
    ("buraco_qt.ui.window.hints", "HintFinder", "_on_state", "hints: state changed"),
    ("buraco_qt.ui.window.statistics_recorder", "StatisticsRecorder", "_on_hand_over", "statistics: hand over"),
    ("buraco_qt.ui.dialogs.move_log_window", "MoveLogDialog", "_on_state", "move log window"),
    ("buraco_qt.ui.window.sound_player", "SoundPlayer", "_on_move", "sounds"),
    ("buraco_qt.ui.table.table_view", "TableView", "paintEvent", "paint: the table (all)"),
    ("buraco_qt.ui.table.table_view", "TableView", "drawBackground", "paint: felt"),
    ("buraco_qt.ui.table.card_item", "CardItem", "paint", "paint: cards"),
    ("buraco_qt.ui.art.card_art", "CardArt", "sprite", "paint: card sprite fetched"),
    ("buraco_qt.ui.art.card_art", "CardArt", "_make", "paint: card sprite made (shadow)"),
    ("buraco_qt.ui.art.card_images", "CardImages", "image", "paint: card rendered from SVG"),
    *(("buraco_qt.ui.table.pile_items", name, "paint", f"paint: {name}") for name in
      ("StockItem", "DiscardItem", "HandItem", "MeldItem", "NewMeldItem", "MeldsRowItem", "ReserveItem",
       "ClosedItem", "PlateItem")),
    ("buraco_qt.ui.table.curtain", "CurtainItem", "paint", "paint: curtain"),
)


class Call:
    """One timed call: label, start and end (perf_counter, s), thread time (ms), depth."""

    __slots__ = ("label", "start", "end", "cpu", "depth", "move")

    def __init__(self, label: str, start: float, end: float, cpu: float, depth: int, move: int) -> None:
        self.label, self.start, self.end, self.cpu, self.depth, self.move = label, start, end, cpu, depth, move


class StepClock:
    """Times the steps of `STEPS`, Python's collections and Qt's events in the GUI thread."""

    def __init__(self) -> None:
        self.calls: list[Call] = []
        self.depth = 0
        self.move = 0                 # moves applied so far (the controller's count, set by the benchmark)
        self._gc_start: tuple[float, float] | None = None

    def _record(self, label: str, start: float, cpu_start: int, depth: int) -> None:
        end = time.perf_counter()
        self.calls.append(Call(label, start, end, (time.thread_time_ns() - cpu_start) / 1e6, depth, self.move))

    def wrap(self, function, label: str):
        clock = self

        @functools.wraps(function)
        def timed(*args, **kwargs):
            depth = clock.depth
            clock.depth += 1
            start, cpu = time.perf_counter(), time.thread_time_ns()
            try:
                return function(*args, **kwargs)
            finally:
                clock.depth = depth
                clock._record(label, start, cpu, depth)
        return timed

    def install(self, steps=STEPS) -> None:
        """Wrap every step that exists in this tree (older trees lack some)."""
        for module_name, owner_name, attribute, label in steps:
            try:
                module = importlib.import_module(module_name)
            except ImportError:
                continue
            owner = module if owner_name is None else getattr(module, owner_name, None)
            if owner is None or not hasattr(owner, attribute):
                continue
            setattr(owner, attribute, self.wrap(getattr(owner, attribute), label))
        gc.callbacks.append(self._on_gc)

    def _on_gc(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._gc_start = (time.perf_counter(), time.thread_time_ns())
        elif self._gc_start is not None:
            start, cpu = self._gc_start
            self._gc_start = None
            self._record(f"python gc, generation {info.get('generation')}", start, cpu, self.depth)

    def passes(self) -> None:
        """Time every pass of the event loop: the thread time from one wait for events to the next is the
        work of one piece, whatever events it handled (cheap, unlike `events`). Qt's glib loop says
        `aboutToBlock` before it waits and `awake` once it has handled what woke it."""
        from PySide6.QtCore import QAbstractEventDispatcher
        dispatcher = QAbstractEventDispatcher.instance()
        waiting: list = []

        def about_to_block() -> None:
            waiting[:] = [(time.perf_counter(), time.thread_time_ns())]

        def awake() -> None:
            if waiting:
                start, cpu = waiting.pop()
                self._record("event loop: one pass", start, cpu, 0)
        dispatcher.aboutToBlock.connect(about_to_block)
        dispatcher.awake.connect(awake)
        self._keep = (awake, about_to_block)

    def events(self, app_class):
        """A QApplication class whose `notify` times every top-level event by its type and receiver."""
        clock = self

        class TimedApplication(app_class):
            def notify(self, receiver, event):        # noqa: N802 (Qt's name)
                if clock.depth:
                    return super().notify(receiver, event)
                kind = event.type()
                clock.depth = 1
                start, cpu = time.perf_counter(), time.thread_time_ns()
                try:
                    return super().notify(receiver, event)
                finally:
                    clock.depth = 0
                    clock._record(f"qt event {kind.name} -> {type(receiver).__name__}", start, cpu, 0)
        return TimedApplication


def _percentiles(values: list[float]) -> tuple[float, float, float]:
    ordered = sorted(values)
    return (statistics.median(ordered), ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], ordered[-1])


def report(clock: StepClock, ticks: list[float], moves: int, worst: int = 5) -> str:
    """The breakdown: per step, its thread time per move (p50/p99/max over the moves), per call, and
    the steps inside the `worst` gaps of the timer whose tick times are `ticks`."""
    per_move: dict[str, dict[int, float]] = defaultdict(lambda: defaultdict(float))
    per_call: dict[str, list[float]] = defaultdict(list)
    depth_of: dict[str, int] = {}
    for call in clock.calls:
        per_move[call.label][call.move] += call.cpu
        per_call[call.label].append(call.cpu)
        depth_of.setdefault(call.label, call.depth)
    lines = [f"GUI thread time per step ({moves} moves; ms of thread time; 'per move' sums a step's calls "
             "in one move, counting the moves where it ran)",
             f"  {'step':<58}{'calls':>7}{'moves':>6}{'per move p50':>13}{'p99':>7}{'max':>7}"
             f"{'per call p99':>13}{'max':>7}{'total':>8}"]
    order = sorted(per_move, key=lambda label: -sum(per_call[label]))
    for label in order:
        if label.startswith("qt event") and sum(per_call[label]) < 5:
            continue                           # the start's one-off events
        moves_seen = per_move[label]
        p50, p99, top = _percentiles(list(moves_seen.values()))
        _, c99, ctop = _percentiles(per_call[label])
        indent = "  " * min(depth_of[label], 3) if not label.startswith("qt event") else ""
        lines.append(f"  {(indent + label)[:58]:<58}{len(per_call[label]):>7}{len(moves_seen):>6}{p50:>13.2f}"
                     f"{p99:>7.2f}{top:>7.2f}{c99:>13.2f}{ctop:>7.2f}{sum(per_call[label]):>8.0f}")
    passes = [call for call in clock.calls if call.label == "event loop: one pass"]
    top = passes or [call for call in clock.calls if call.depth == 0]
    top = [call for call in top if call.start > ticks[10]]
    lines.append("the GUI thread's work in one piece "
                 f"({'a pass of the event loop' if passes else 'a top-level event'}), thread time: "
                 + ", ".join(f"{sum(call.cpu > limit for call in top)} longer than {limit} ms"
                             for limit in (2, 4, 8, 16)))
    for limit in (2, 4):
        kinds: dict[str, list[float]] = defaultdict(list)
        for piece in top:
            if piece.cpu > limit:
                level = 0 if passes else 1            # the steps a piece is made of
                inside = [call for call in clock.calls if call.depth == level and call is not piece
                          and call.label != "event loop: one pass"
                          and piece.start <= call.start and call.end <= piece.end]
                main = max(inside, key=lambda call: call.cpu).label if inside else "(no step timed)"
                kinds[main].append(piece.cpu)
        lines.append(f"  of those longer than {limit} ms, by their largest step: " + ", ".join(
            f"{label} {len(cpus)} (p50 {statistics.median(cpus):.1f} ms)"
            for label, cpus in sorted(kinds.items(), key=lambda item: -len(item[1]))))
    if passes:
        lines.append(f"the {worst} longest passes of the event loop and their steps "
                     "(thread ms; s after the first tick):")
        for piece in sorted(top, key=lambda call: -call.cpu)[:worst]:
            inside = [call for call in clock.calls if 0 < call.depth <= 3 or (call.depth == 0 and call is not piece
                      and call.label != "event loop: one pass")]
            inside = [call for call in inside
                      if piece.start <= call.start and call.end <= piece.end and call.cpu >= 0.2]
            summary: dict[str, float] = defaultdict(float)
            for call in inside:
                summary[call.label] += call.cpu
            parts = ", ".join(f"{label} {cpu:.1f}"
                              for label, cpu in sorted(summary.items(), key=lambda item: -item[1])[:9])
            lines.append(f"  {piece.cpu:6.1f} ms at {piece.start - ticks[0]:5.1f} s: {parts}")
    gaps = sorted(((ticks[i] - ticks[i - 1], ticks[i - 1], ticks[i]) for i in range(11, len(ticks))), reverse=True)
    lines.append(f"the {worst} longest gaps of the 16 ms timer and what ran inside them (wall ms, thread ms):")
    for gap, start, end in gaps[:worst]:
        inside = [call for call in clock.calls if call.end > start and call.start < end]
        summary: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
        for call in inside:
            summary[call.label][0] += (min(call.end, end) - max(call.start, start)) * 1000
            summary[call.label][1] += call.cpu
        top_level = sum((min(c.end, end) - max(c.start, start)) * 1000 for c in inside if c.depth == 0)
        parts = ", ".join(f"{label} {wall:.1f}/{cpu:.1f}" for label, (wall, cpu) in
                          sorted(summary.items(), key=lambda item: -item[1][0])[:8])
        lines.append(f"  {gap * 1000:6.1f} ms (top-level events {top_level:.1f} ms): {parts}")
    return "\n".join(lines)
