"""Entry point of the game, its composition root: the QApplication, translators, the face and the window.

    buraco-qt [--variant V] [--players N] [--seats human,ai:normal,...] [--seed S] [--speed MS]
    buraco-qt --continue [--speed MS]
    buraco-qt --screenshot out.png [--size 1280x800] [--advance N] [--continue] [same options]
    buraco-qt --install-desktop-entry | --uninstall-desktop-entry | --version | --help

``--screenshot`` sets up the table, renders the window to a PNG and exits (no display needed); it
never asks, and never writes the autosave (with ``--continue`` it only reads it).
The command line (`cli`) is read before the QApplication exists, so ``--help``, ``--version`` and
the reason a bad option is refused need no display either.
Ctrl+C, SIGTERM and SIGHUP close the window as Game → Quit does (`quit_signals`), exit code 128 + the
signal's number.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from buraco_qt import __version__
from buraco_qt.cli import MATCH_OPTIONS, Options, Translate, language_option, new_game, read_options, startup_settings
from buraco_qt.platform import collector, paint_threads, quit_signals
from buraco_qt.storage.settings import Settings
from buraco_qt.text import languages
from buraco_qt.text.translators import Translators


def create_window(argv: list[str], settings: Settings | None = None, autosave: bool = False):
    """The main window for `argv` (command-line options without the program name).

    A QApplication must exist; `settings` as in `read_options`. ``--lang`` installs that language
    for the whole application; without it the language stays as it is (`main` installs the one of
    the settings). The controller has started: a computer seat on turn is thinking (unless the
    window asks whether to continue a saved match). `autosave` as in `window_for`.
    """
    language = language_option(argv)
    if language:
        languages.install(language)
    return window_for(read_options(argv, settings), autosave=autosave)


def window_for(options: Options, image_cache: Path | None = None, start_after_paint: bool = False,
               autosave: bool = False, statistics_path: Path | None = None, sounds: bool = False):
    """The main window for checked `options`; card images rendered once are kept in `image_cache`
    the player's statistics in `statistics_path` (None: counted in memory only, as in tests). With
    `sounds` the moves are heard from the start of the match (`MainWindow.enable_sounds`).

    With `start_after_paint` the controller starts (announces the deal, lets a computer seat think)
    right after the table is first painted, so the window shows without waiting for it. With
    `autosave` the window takes the autosave (unless another window holds it), writes its match there
    after every move, and offers an unfinished match saved there (``--continue``: goes on with it at
    once); without, the autosave is never written (``--continue`` reads it)."""
    from buraco_qt.platform import qt_namespace
    from buraco_qt.platform.qt_namespace import Qt
    from buraco_qt.session.controller import GameController
    from buraco_qt.ui.window import match_files
    from buraco_qt.ui.window.main_window import MainWindow

    args = options.args
    # With nothing saved there is nothing to offer: the autosave's lock (a file written to the disk) is
    # taken once the table shows, before the match starts and its first move is written.
    later = autosave and start_after_paint and not args.resume and not match_files.anything_saved()
    start = match_files.Opening() if later else match_files.opening(args.resume, autosave)
    saved = start.saved
    if saved is None:
        game, seats, names, ai_seed = new_game(options), options.seats, options.names, options.seed
    else:
        game, seats, names, ai_seed = saved.game, saved.seats, saved.names, saved.ai_seed
    images, warnings = _card_images(args, options.settings, image_cache)
    controller = GameController(game, seats, names=names, speed_ms=options.speed, ai_seed=ai_seed)
    if saved is not None:
        controller.hints_used = saved.hints
    window = MainWindow(controller, images, hand_sort=args.sort or options.settings.hand_sort,
                        settings=options.settings, statistics_path=statistics_path,
                        autosave=start.autosave)
    if args.size or args.screenshot:          # the size asked for, not the one last left
        if window.isMaximized() or window.isFullScreen() or window.isMinimized():
            window.setWindowState(Qt.WindowState.WindowNoState)
        window.resize(*(args.size or (1024, 700)))
    window.screenshot_path = args.screenshot
    _report_art_problems(window)

    def new_match() -> None:
        window.set_match(new_game(options), options.seats, options.names, options.seed)

    unused = [f"--{name.replace('_', '-')}" for name in MATCH_OPTIONS if args.resume and getattr(args, name)]

    def begin() -> None:
        nonlocal start
        qt_namespace.make()                 # after the first paint, which is drawn without it
        _give_icon()
        if later and not window.files.closed:
            start = match_files.opening(False, True)
            window.files.own(start.autosave)
            for text in start.warnings:
                window.warn(text)
        if sounds:
            window.enable_sounds()
        problem = window.statistics.startup_problem()      # the statistics are read once the table shows
        if problem:
            window.warn(problem)
        if autosave and _online_seat_kept():
            start.notes.append(QCoreApplication.translate(
                "App", "You have a seat at an online table: Game → Play online… → Resume the online table"))
        start.begin(window.files, new_match, unused)

    if start_after_paint:
        _start_after_first_paint(window, begin)
    else:
        begin()
    for text in warnings + start.warnings:
        window.warn(text)
    return window


def _online_seat_kept() -> bool:
    """True if a seat at an online table is kept from an earlier session (online.json of the data folder)."""
    from buraco_qt.storage.autosave import data_folder
    from buraco_qt.storage.online_table import OnlineFile
    return OnlineFile(data_folder()).table() is not None


def _give_icon() -> None:
    """Give the application its icon (its windows show it) once the first table has painted: making
    the icon's Qt class (QIcon, with its hundred theme icon names) took 1% of the start."""
    from PySide6.QtWidgets import QApplication

    from buraco_qt.ui.art.app_icon import application_icon
    if QApplication.windowIcon().isNull():
        QApplication.setWindowIcon(application_icon())


#: A window that is never painted (shown minimized) starts its game after this many milliseconds anyway.
START_WITHOUT_PAINT_MS = 1000
#: When the computer players' process starts after the window shows (if no question started it).
WORKER_WARM_UP_MS = 1500


def _start_after_first_paint(window, begin: Callable[[], object]) -> None:
    """Call `begin` (start the window's match; resume the collector and listen for quit signals) once
    its table has painted, or after START_WITHOUT_PAINT_MS."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    viewport = window.view.viewport()

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and not self.started:
                QTimer.singleShot(0, window, self.start)
            return False

        def start(self):
            if not self.started:
                self.started = True
                viewport.removeEventFilter(self)
                begin()

    watcher = FirstPaint(window)
    watcher.started = False
    viewport.installEventFilter(watcher)
    QTimer.singleShot(START_WITHOUT_PAINT_MS, window, watcher.start)


def _report_art_problems(window) -> None:
    """Card pictures that cannot be read are told in a warning box (drawn plainly meanwhile)."""
    from PySide6.QtCore import QTimer
    images = window.scene.images
    # a card is often first drawn while the table paints: the box opens right after
    images.on_problem = lambda text: QTimer.singleShot(0, window, lambda: window.warn(text))
    if images.problem_message is not None:
        window.warn(images.problem_message)


def _card_images(args: argparse.Namespace, settings: Settings, image_cache: Path | None):
    """The card images to use, and what the player must be told about the settings file and the deck.

    A deck (named on the command line, or in the settings file and since uninstalled or damaged)
    that cannot be used gives way to the game's own cards, with a warning."""
    from buraco_qt.ui.art.card_images import CardImages
    translate = QCoreApplication.translate
    warnings = []
    if settings.set_aside is not None:
        warnings.append(translate("App", "Your settings file could not be read. It is kept as {file}, and the "
                                         "game starts with the usual settings.").format(file=settings.set_aside))
    warnings += _settings_problems(args, settings)
    if settings.dropped and settings.path is not None:
        try:
            settings.save()             # the player is told once: the next start finds the usual values there
        except OSError:
            pass
    deck = args.deck or settings.deck
    four_colour = args.four_colour or settings.four_colour
    try:
        return CardImages(deck, four_colour=four_colour, back=settings.back, cache=image_cache), warnings
    except ValueError:
        warnings.append(translate("App", "The card deck {deck} is not installed: the game's own cards are "
                                         "used.").format(deck=deck))
        return CardImages(four_colour=four_colour, back=settings.back, cache=image_cache), warnings


def _settings_problems(args: argparse.Namespace, settings: Settings) -> list[str]:
    """What the player is told about a settings file left as it is, or with values that cannot be used."""
    from buraco_qt.storage.settings import NOT_A_FILE
    translate = QCoreApplication.translate
    file = settings.path or (Path(args.settings) if args.settings else Settings.default_path())
    if settings.unreadable == NOT_A_FILE:
        return [translate("App", "Your settings file {file} is not a file the game can read: it is left as it is, and "
                                 "the game starts with the usual settings without saving them.").format(file=file)]
    if settings.unreadable:
        return [translate("App", "Your settings file {file} cannot be read ({error}): it is left as it is, and the "
                                 "game starts with the usual settings without saving them.").format(
            file=file, error=settings.unreadable)]
    if settings.dropped:
        shown = settings.dropped[:8] + (["…"] if len(settings.dropped) > 8 else [])
        return [translate("App", "Some settings in {file} cannot be used and are back to their usual values: "
                                 "{names}.").format(file=file, names=", ".join(shown))]
    return []


def name_application() -> None:
    """The names Qt derives per-user folders from (``QStandardPaths``: ``~/.cache/buraco-qt``,
    ``~/.local/share/buraco-qt`` ...) and the desktop entry the window belongs to."""
    QCoreApplication.setOrganizationName("")
    QCoreApplication.setOrganizationDomain("")
    QCoreApplication.setApplicationName("buraco-qt")
    QCoreApplication.setApplicationVersion(__version__)


def screenshot(window, path: str) -> None:
    """Render the window to `path` (PNG) once the table is laid out with its final card images.

    Showing and sizing the window resizes the table view, which draws the cards from the images
    of another size until resizing stops (blurred, a pixel off): wait for the sharp ones."""
    import time

    from PySide6.QtWidgets import QApplication
    app = QApplication.instance()
    window.show()
    for _ in range(5):
        app.processEvents()
    deadline = time.monotonic() + 5.0
    while not window.scene.art.sharp and time.monotonic() < deadline:
        time.sleep(0.01)
        app.processEvents()
    window.scene.relayout(animate=False)
    app.processEvents()
    image = window.grab()
    if not image.save(path, "PNG", 0):          # 0: smallest file
        raise SystemExit(QCoreApplication.translate("App", "The picture cannot be written to {path}.").format(
            path=path))


def check_picture_path(path: str, translate: Translate = QCoreApplication.translate) -> None:
    """Make the folder of the picture `path` and check that the file can be written there, before
    anything is drawn; SystemExit (exit code 1) with the reason if it cannot."""
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        existed = target.exists()
        with open(target, "ab"):
            pass
        if not existed:
            target.unlink()
    except OSError as error:
        raise SystemExit(translate("App", "The picture cannot be written to {path}: {error}").format(
            path=path, error=error.strerror or error)) from None


def main(argv: list[str] | None = None) -> int:
    """Start the game (or render a screenshot, or install the desktop entry, and exit).

    The command line is read and checked before the QApplication exists, so ``--help``,
    ``--version`` and a refused option need no display."""
    # The startup only makes objects that stay (modules, classes, the window): Python's collector went
    # through them again and again before the table showed, and had nothing to free. It is paused until
    # the table has painted (or the program ends), and then leaves them aside (`collector.resume`).
    signals = quit_signals.catch()      # Ctrl+C, SIGTERM, SIGHUP: recorded from here on, handled in the event loop
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _run(list(sys.argv if argv is None else argv), collector.resume if collecting else lambda: None, signals)
    finally:
        signals.restore()
        if collecting:
            gc.enable()


def _quit_for_signal(window, signum: int) -> None:
    """A quit signal came: close the window as Game → Quit does (the match on the disk, the lock given
    up, the computer players' process ended), then end the program with 128 + the signal's number."""
    import logging
    window.close()
    logging.getLogger(__name__).info("the window closed after %s, %d moves into the match",
                                     quit_signals.signal_name(signum), len(window.local.game.log))
    QCoreApplication.exit(quit_signals.exit_code(signum))


def _run(argv: list[str], resume_collection: Callable[[], None], signals: quit_signals.QuitSignals) -> int:
    """`main`; `resume_collection` turns Python's collector back on and `signals`, which has recorded
    the quit signals received so far, is listened to (both once the table has painted)."""
    settings = startup_settings(argv[1:])
    language = languages.normalize(language_option(argv[1:]) or settings.language) or languages.system_language()
    translators = Translators(language)
    options = read_options(argv[1:], settings, translators.translate)
    args = options.args
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        from buraco_qt.platform import desktop_entry
        return desktop_entry.main(install=args.install_desktop_entry, translate=translators.translate)
    if args.screenshot:
        check_picture_path(args.screenshot, translators.translate)
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from buraco_qt.platform import platform_check
    cannot_start = platform_check.problem(translators.translate)      # before Qt would abort
    if cannot_start:
        print(cannot_start, file=sys.stderr)
        return 1
    paint_threads.paint_in_one_thread()
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication
    name_application()
    from buraco_qt.platform import diagnostics
    report = diagnostics.install(language=language)     # before Qt's first message
    QGuiApplication.setApplicationDisplayName("Buraco")
    QGuiApplication.setDesktopFileName("buraco-qt")
    app = QApplication.instance() or QApplication(argv)
    languages.install(language, translators.loaded)       # the catalogs read for the command line
    cache = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    statistics = Path(data) / "statistics.json" if data and not args.screenshot else None
    window = window_for(options, Path(cache) / "cards" if cache else None, start_after_paint=not args.screenshot,
                        statistics_path=statistics, autosave=not args.screenshot, sounds=not args.screenshot)
    from buraco_qt.ui.window.crash_guard import EXIT_AFTER_ERROR, CrashGuard
    guard = CrashGuard(window, getattr(window, "autosave_now", None), report.log_path,
                       interactive=not args.screenshot).install()
    if report.earlier_crash is not None:
        window.warn(QCoreApplication.translate(
            "App", "Sorry: the game closed unexpectedly the last time it ran. A report of it is kept in {file}; "
                   "if you tell us about the problem, please attach it.").format(file=report.earlier_crash))
    if window.screenshot_path:
        window.controller.shutdown()        # the table as dealt (or advanced): no computer moves
        window.controller.speed_ms = 0
        screenshot(window, window.screenshot_path)
        app.processEvents()
        for box in window.warnings:         # no one sees the window: say it here
            print(box.text(), file=sys.stderr)
        if guard.failed:
            print(QCoreApplication.translate("App", "An unexpected error happened: see {log}").format(
                log=report.log_path or QCoreApplication.translate("App", "the messages above")), file=sys.stderr)
            return EXIT_AFTER_ERROR
        if signals.received is not None:
            return signals.exit_code
        print(window.screenshot_path)
        return 0

    def after_paint() -> None:
        resume_collection()
        signals.listen(lambda signum: _quit_for_signal(window, signum), parent=app)

    _start_after_first_paint(window, after_paint)
    # the computer players' process starts while the player looks at the table, so that the first
    # computer move or hint does not wait for it (tests and --screenshot start it only when asked)
    from PySide6.QtCore import QTimer
    QTimer.singleShot(WORKER_WARM_UP_MS, window, window.local.computer_players.warm_up)
    window.show()
    code = app.exec()
    return code if signals.exit_code is None else signals.exit_code
