"""Entry point of the game: arguments, QApplication, translators, the main window.

    buraco-qt [--variant V] [--players N] [--seats human,ai:normal,...] [--seed S] [--speed MS]
    buraco-qt --screenshot out.png [--size 1280x800] [--advance N] [same options]

``--screenshot`` sets up the table, renders the window to a PNG and exits (no display needed).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from buraco_qt import rules as R
from buraco_qt.settings import MAX_SPEED_MS, TARGET_RANGE

ROOT = Path(__file__).resolve().parent


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        return min(8000, max(200, int(w))), min(8000, max(200, int(h)))
    except ValueError as error:
        raise argparse.ArgumentTypeError(QCoreApplication.translate(
            "app", "not a size: {text} (use WIDTHxHEIGHT)").format(text=text)) from error


def _whole_number(low: int, high: int):
    """An argparse type: a whole number from `low` to `high`."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(QCoreApplication.translate(
                "app", "give a whole number from {low} to {high}").format(low=low, high=high))
        return value
    return parse


def build_parser() -> argparse.ArgumentParser:
    """The command line of buraco-qt."""
    translate = QCoreApplication.translate
    parser = argparse.ArgumentParser(prog="buraco-qt", description=translate("app", "Buraco, the card game."))
    parser.add_argument("--variant", default=None, choices=sorted(R.VARIANTS),
                        help=translate("app", "rules preset (default: the last one played, else cardcol)"))
    parser.add_argument("--players", type=int, default=None, choices=(2, 4),
                        help=translate("app", "2 or 4 players"))
    parser.add_argument("--seats", default="",
                        help=translate("app", "who plays each seat: human or ai:easy|normal|hard|classic, "
                                              "comma-separated (default: you and computers)"))
    parser.add_argument("--names", default="", help=translate("app", "player names, comma-separated"))
    parser.add_argument("--seed", type=int, default=None, help=translate("app", "random seed of the deal"))
    parser.add_argument("--speed", type=_whole_number(0, MAX_SPEED_MS), default=None, metavar="MS",
                        help=translate("app", "delay of a computer move in milliseconds (0 = instant)"))
    parser.add_argument("--hand-size", type=int, default=None, choices=(11, 13, 15),
                        help=translate("app", "cards per hand (CardCol: 11, 13 or 15)"))
    parser.add_argument("--target", type=_whole_number(*TARGET_RANGE), default=None,
                        help=translate("app", "points to win the match"))
    parser.add_argument("--pickup", default=None, choices=R.BRAZILIAN_PICKUPS,
                        help=translate("app", "brazilian: taking the discard pile (free, duro, super_duro)"))
    parser.add_argument("--sort", choices=("rank", "suit"), default=None, help=translate("app", "hand order"))
    parser.add_argument("--deck", default=None, help=translate("app", "card deck (default: the game's own)"))
    parser.add_argument("--four-colour", action="store_true", help=translate("app", "four-colour suits"))
    parser.add_argument("--screenshot", metavar="PNG", default=None,
                        help=translate("app", "render the table to a PNG file and exit"))
    parser.add_argument("--size", type=_size, default=None, metavar="WxH",
                        help=translate("app", "window size (default 1024x700)"))
    parser.add_argument("--advance", type=_whole_number(0, 100_000), default=0, metavar="N",
                        help=translate("app", "let computers play N moves for every seat "
                                              "before showing the table"))
    parser.add_argument("--settings", default=None, help=translate("app", "settings file (JSON)"))
    return parser


def _advance(game: R.Game, moves: int, seats: list[str], seed: int) -> None:
    """Play `moves` computer moves for every seat, then on until a person is to draw."""
    from buraco_qt import ai
    from buraco_qt.turn_guard import TurnGuard
    players = [ai.create("normal", seed=seed * 10 + s) for s in range(game.players)]
    guard = TurnGuard()          # as at the table: no take-backs, no loops
    count = 0
    while game.phase in ("draw", "play"):
        seat = game.seat_to_move
        if count >= moves and seats[seat] == "human" and game.phase == "draw":
            break
        if count > moves + 400:
            break
        action, _problem = guard.choose(game, players[seat].choose(game.view(seat)))
        game.apply(action)
        count += 1


def create_window(argv: list[str], settings=None):
    """The main window for `argv` (command-line options without the program name).

    A QApplication must exist. `settings` (a `Settings`) gives the defaults the options override
    (by default: the ``--settings`` file if given, else the built-in defaults, so tests never read
    the player's own settings). The controller has started: a computer seat on turn is thinking.
    """
    from buraco_qt.controller import GameController, parse_seats
    from buraco_qt.settings import Settings
    from buraco_qt.ui.main_window import MainWindow

    parser = build_parser()
    args = parser.parse_args(argv)
    translate = QCoreApplication.translate
    if args.settings:
        if Path(args.settings).is_dir():
            parser.error(translate("app", "--settings: {path} is a folder, not a settings file").format(
                path=args.settings))
        if settings is None or settings.path != Path(args.settings):   # main() has read it already
            settings = Settings.load(args.settings)
    elif settings is None:
        settings = Settings()
    # what the command line leaves open comes from the last New game choices
    name = args.variant or settings.variant
    players = args.players or settings.players
    same_table = args.players is None or args.players == settings.players
    hand_size = args.hand_size or (settings.hand_size if name in R.HAND_SIZES else None)
    target = args.target or settings.targets.get(name)
    pickup = args.pickup or (settings.brazilian_pickup if name == "brazilian" else None)
    if name != "brazilian":
        pickup = None
    variant = R.with_options(R.VARIANTS[name], hand_size=hand_size, target=target, brazilian_pickup=pickup)
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    game = R.Game(variant, players, seed)
    if args.seats:
        try:
            seats = parse_seats(args.seats, players)
        except ValueError:
            parser.error(translate("app", "--seats: give {players} seats, each human, ai:easy, ai:normal, "
                                          "ai:hard or ai:classic").format(players=players))
    elif same_table:
        seats = parse_seats(settings.seats[:players], players)
    else:
        seats = parse_seats("", players)
    if args.advance:
        _advance(game, args.advance, seats, seed)
    names = [n.strip() for n in args.names.split(",") if n.strip()] or None
    if names is not None and len(names) != players:
        parser.error(translate("app", "--names: give {players} names").format(players=players))
    if names is None and same_table and not args.seats:
        names = settings.names[:players] if any(settings.names[:players]) else None
    speed = args.speed if args.speed is not None else settings.speed_ms
    images, warnings = _card_images(parser, args, settings)
    controller = GameController(game, seats, names=names, speed_ms=speed, ai_seed=seed)
    window = MainWindow(controller, images, hand_sort=args.sort or settings.hand_sort, settings=settings)
    if args.size:
        window.resize(*args.size)
    window.screenshot_path = args.screenshot
    controller.start()
    for text in warnings:
        window.warn(text)
    return window


def _card_images(parser: argparse.ArgumentParser, args: argparse.Namespace, settings):
    """The card images to use, and what the player must be told about the settings file and the deck.

    A deck named on the command line that cannot be used is an error of the command line; one named
    in the settings file (since uninstalled, say) gives way to the game's own cards, with a warning."""
    from buraco_qt.ui.card_images import CardImages
    translate = QCoreApplication.translate
    warnings = []
    if settings.set_aside is not None:
        warnings.append(translate("app", "Your settings file could not be read. It is kept as {file}, and the "
                                         "game starts with the usual settings.").format(file=settings.set_aside))
    deck = args.deck or settings.deck
    four_colour = args.four_colour or settings.four_colour
    try:
        return CardImages(deck, four_colour=four_colour, back=settings.back), warnings
    except ValueError:
        if args.deck:
            parser.error(translate("app", "--deck: no card deck named {deck}; installed: {decks}").format(
                deck=deck, decks=", ".join(CardImages.available_decks())))
        warnings.append(translate("app", "The card deck {deck} is not installed: the game's own cards are "
                                         "used.").format(deck=deck))
        return CardImages(four_colour=four_colour, back=settings.back), warnings


def startup_settings(argv: list[str]):
    """The player's settings: the ``--settings`` file if the options name one, else the default file."""
    from buraco_qt.settings import Settings
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--settings", default=None)
    known, _ = pre.parse_known_args(argv)
    return Settings.load(known.settings)


def _install_translators(app: QApplication, language: str = "") -> None:
    locale = QLocale(language) if language else QLocale()
    app._translators = []  # keep them alive
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        app._translators.append(qt)
    for folder in (ROOT / "i18n", ROOT.parent / "i18n"):
        own = QTranslator(app)
        if folder.is_dir() and own.load(locale, "buraco", "_", str(folder)):
            app.installTranslator(own)
            app._translators.append(own)
            break


def screenshot(window, path: str) -> None:
    """Render the window to `path` (PNG) once the table is laid out."""
    app = QApplication.instance()
    window.show()
    for _ in range(5):
        app.processEvents()
    window.scene.relayout(animate=False)
    app.processEvents()
    image = window.grab()
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    if not image.save(path, "PNG", 0):          # 0: smallest file
        raise SystemExit(f"cannot write {path}")


def main(argv: list[str] | None = None) -> int:
    """Start the game (or render a screenshot and exit)."""
    argv = list(sys.argv if argv is None else argv)
    if "--screenshot" in argv or any(a.startswith("--screenshot=") for a in argv):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("buraco-qt")
    app.setApplicationDisplayName("Buraco")
    settings = startup_settings(argv[1:])
    _install_translators(app, settings.language)
    window = create_window(argv[1:], settings=settings)
    if window.screenshot_path:
        window.controller.shutdown()        # the table as dealt (or advanced): no computer moves
        window.controller.speed_ms = 0
        screenshot(window, window.screenshot_path)
        print(window.screenshot_path)
        return 0
    window.show()
    return app.exec()
