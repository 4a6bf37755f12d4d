"""Entry point of the game: arguments, QApplication, translators, the main window.

    buraco-qt [--lang CODE] [--variant V] [--players N] [--seats human,ai:normal,...] [--seed S] [--speed MS]
    buraco-qt --screenshot out.png [--size 1280x800] [--advance N] [same options]

``--screenshot`` sets up the table, renders the window to a PNG and exits (no display needed).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QApplication

from buraco_qt import languages
from buraco_qt import rules as R
from buraco_qt.settings import MAX_SPEED_MS, TARGET_RANGE

#: argparse's own words that a player meets on the command line (usage, options, errors).
ARGPARSE_WORDS = (
    QT_TRANSLATE_NOOP("App", "usage: "),
    QT_TRANSLATE_NOOP("App", "options"),
    QT_TRANSLATE_NOOP("App", "show this help message and exit"),
    QT_TRANSLATE_NOOP("App", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("App", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("App", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("App", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("App", "expected one argument"),
    QT_TRANSLATE_NOOP("App", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("App", "ambiguous option: %(option)s could match %(matches)s"),
)


def _argparse_word(text: str) -> str:
    return QCoreApplication.translate("App", text)


# argparse looks its words up through its module's `_` (gettext, which has no catalog for them)
argparse._ = _argparse_word


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        return min(8000, max(200, int(w))), min(8000, max(200, int(h)))
    except ValueError as error:
        raise argparse.ArgumentTypeError(QCoreApplication.translate(
            "App", "not a size: {text} (use WIDTHxHEIGHT)").format(text=text)) from error


def _whole_number(low: int, high: int):
    """An argparse type: a whole number from `low` to `high`."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(QCoreApplication.translate(
                "App", "give a whole number from {low} to {high}").format(low=low, high=high))
        return value
    return parse


def _language(text: str) -> str:
    """An argparse type: a language code of the game (``tl`` is Tagalog, ``fil``)."""
    code = languages.normalize(text)
    if code is None:
        raise argparse.ArgumentTypeError(QCoreApplication.translate(
            "App", "no language {code}; choose one of: {codes}").format(
            code=text, codes=", ".join([*languages.LANGUAGES, "tl"])))
    return code


def build_parser() -> argparse.ArgumentParser:
    """The command line of buraco-qt."""
    translate = QCoreApplication.translate
    parser = argparse.ArgumentParser(prog="buraco-qt", description=translate("App", "Buraco, the card game."))
    parser.add_argument("--lang", type=_language, default=None, metavar="CODE",
                        help=translate("App", "the language: en, es, pt_BR, pt, de or fil (tl) "
                                              "(default: as in Settings, else the system's)"))
    parser.add_argument("--variant", default=None, choices=sorted(R.VARIANTS),
                        help=translate("App", "rules preset (default: the last one played, else cardcol)"))
    parser.add_argument("--players", type=int, default=None, choices=(2, 4),
                        help=translate("App", "2 or 4 players"))
    parser.add_argument("--seats", default="",
                        help=translate("App", "who plays each seat: human or ai:easy|normal|hard|classic, "
                                              "comma-separated (default: you and computers)"))
    parser.add_argument("--names", default="", help=translate("App", "player names, comma-separated"))
    parser.add_argument("--seed", type=int, default=None, help=translate("App", "random seed of the deal"))
    parser.add_argument("--speed", type=_whole_number(0, MAX_SPEED_MS), default=None, metavar="MS",
                        help=translate("App", "delay of a computer move in milliseconds (0 = instant)"))
    parser.add_argument("--hand-size", type=int, default=None, choices=(11, 13, 15),
                        help=translate("App", "cards per hand (CardCol: 11, 13 or 15)"))
    parser.add_argument("--target", type=_whole_number(*TARGET_RANGE), default=None,
                        help=translate("App", "points to win the match"))
    parser.add_argument("--pickup", default=None, choices=R.BRAZILIAN_PICKUPS,
                        help=translate("App", "brazilian: taking the discard pile (free, duro, super_duro)"))
    parser.add_argument("--sort", choices=("rank", "suit"), default=None, help=translate("App", "hand order"))
    parser.add_argument("--deck", default=None, help=translate("App", "card deck (default: the game's own)"))
    parser.add_argument("--four-colour", action="store_true", help=translate("App", "four-colour suits"))
    parser.add_argument("--screenshot", metavar="PNG", default=None,
                        help=translate("App", "render the table to a PNG file and exit"))
    parser.add_argument("--size", type=_size, default=None, metavar="WxH",
                        help=translate("App", "window size (default 1024x700)"))
    parser.add_argument("--advance", type=_whole_number(0, 100_000), default=0, metavar="N",
                        help=translate("App", "let computers play N moves for every seat "
                                              "before showing the table"))
    parser.add_argument("--settings", default=None, help=translate("App", "settings file (JSON)"))
    return parser


def _advance(game: R.Game, moves: int, seats: list[str], seed: int) -> None:
    """Play `moves` computer moves for every seat, then on until a person is to draw."""
    from buraco_qt import ai
    players = [ai.create("normal", seed=seed * 10 + s) for s in range(game.players)]
    count = 0
    while game.phase in ("draw", "play"):
        seat = game.seat_to_move
        if count >= moves and seats[seat] == "human" and game.phase == "draw":
            break
        if count > moves + 400:
            break
        action = players[seat].choose(game.view(seat))
        legal = game.legal_actions()
        if action not in legal:
            action = legal[0]
        game.apply(action)
        count += 1


def create_window(argv: list[str], settings=None):
    """The main window for `argv` (command-line options without the program name).

    A QApplication must exist. `settings` (a `Settings`) gives the defaults the options override
    (by default: the ``--settings`` file if given, else the built-in defaults, so tests never read
    the player's own settings). ``--lang`` installs that language for the whole application; without
    it the language stays as it is (`main` installs the one of the settings). The controller has
    started: a computer seat on turn is thinking.
    """
    from buraco_qt.controller import GameController, parse_seats
    from buraco_qt.settings import Settings
    from buraco_qt.ui.main_window import MainWindow

    language = _language_option(argv)
    if language:
        languages.install(language)
    parser = build_parser()
    args = parser.parse_args(argv)
    translate = QCoreApplication.translate
    if args.settings:
        if Path(args.settings).is_dir():
            parser.error(translate("App", "--settings: {path} is a folder, not a settings file").format(
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
            parser.error(translate("App", "--seats: give {players} seats, each human, ai:easy, ai:normal, "
                                          "ai:hard or ai:classic").format(players=players))
    elif same_table:
        seats = parse_seats(settings.seats[:players], players)
    else:
        seats = parse_seats("", players)
    if args.advance:
        _advance(game, args.advance, seats, seed)
    names = [n.strip() for n in args.names.split(",") if n.strip()] or None
    if names is not None and len(names) != players:
        parser.error(translate("App", "--names: give {players} names").format(players=players))
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
        warnings.append(translate("App", "Your settings file could not be read. It is kept as {file}, and the "
                                         "game starts with the usual settings.").format(file=settings.set_aside))
    deck = args.deck or settings.deck
    four_colour = args.four_colour or settings.four_colour
    try:
        return CardImages(deck, four_colour=four_colour, back=settings.back), warnings
    except ValueError:
        if args.deck:
            parser.error(translate("App", "--deck: no card deck named {deck}; installed: {decks}").format(
                deck=deck, decks=", ".join(CardImages.available_decks())))
        warnings.append(translate("App", "The card deck {deck} is not installed: the game's own cards are "
                                         "used.").format(deck=deck))
        return CardImages(four_colour=four_colour, back=settings.back), warnings


def startup_settings(argv: list[str]):
    """The player's settings: the ``--settings`` file if the options name one, else the default file."""
    from buraco_qt.settings import Settings
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--settings", default=None)
    known, _ = pre.parse_known_args(argv)
    return Settings.load(known.settings)


def _language_option(argv: list[str]) -> str:
    """The language ``--lang`` names ("" without one), read before the rest so the help speaks it."""
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--lang", default="")
    known, _ = pre.parse_known_args(argv)
    return languages.normalize(known.lang) or ""


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
    languages.install(settings.language)                # "": the system's; --lang overrides it
    window = create_window(argv[1:], settings=settings)
    if window.screenshot_path:
        window.controller.shutdown()        # the table as dealt (or advanced): no computer moves
        window.controller.speed_ms = 0
        screenshot(window, window.screenshot_path)
        print(window.screenshot_path)
        return 0
    window.show()
    return app.exec()
