"""The command line of buraco-qt: its options read and checked, and the match they ask for.

The options are read before any window or QApplication exists (`app.main` reads them with the
catalogs of `Translators`), so ``--help``, ``--version`` and the reason a bad option is refused need
no display. ``--advance`` lets computers play a match on before it shows. The window is made from the
checked `Options` by `app`, the composition root.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from buraco_qt import __version__
from buraco_qt import rules as R
from buraco_qt.storage import persistence
from buraco_qt.storage.settings import MAX_SPEED_MS, TARGET_RANGE, Settings
from buraco_qt.text import languages

Translate = Callable[[str, str], str]

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


def _size(translate: Translate):
    """An argparse type: WIDTHxHEIGHT, each side held to 200-8000 pixels."""
    def parse(text: str) -> tuple[int, int]:
        try:
            w, h = text.lower().split("x")
            return min(8000, max(200, int(w))), min(8000, max(200, int(h)))
        except ValueError as error:
            raise argparse.ArgumentTypeError(translate(
                "App", "not a size: {text} (use WIDTHxHEIGHT)").format(text=text)) from error
    return parse


def _whole_number(low: int, high: int, translate: Translate):
    """An argparse type: a whole number from `low` to `high`."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(translate(
                "App", "give a whole number from {low} to {high}").format(low=low, high=high))
        return value
    return parse


def _deal_number(translate: Translate):
    """An argparse type: a deal number (1 to MAX_DEAL; spaces and thousands separators may be in it)."""
    def parse(text: str) -> int:
        number = R.parse_deal_number(text)
        if number is None:
            raise argparse.ArgumentTypeError(translate(
                "App", "give a whole number from {low} to {high}").format(low=1, high=R.MAX_DEAL))
        return number
    return parse


def _is_folder(path: str) -> bool:
    """True if `path` names a folder (False for anything else, a name too long for the system too)."""
    try:
        return Path(path).is_dir()
    except (OSError, ValueError):
        return False


def _readable(text: str) -> str:
    """`text` as UTF-8 can write it: bytes of the command line that were not UTF-8 (kept by Python as
    lone surrogates) become U+FFFD, so that a name given there saves and opens again."""
    try:
        raw = text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raw = text.encode("utf-8", "replace")
    return raw.decode("utf-8", "replace")


def _language(translate: Translate):
    """An argparse type: a language code of the game (``tl`` is Tagalog, ``fil``)."""
    def parse(text: str) -> str:
        code = languages.normalize(text)
        if code is None:
            raise argparse.ArgumentTypeError(translate(
                "App", "no language {code}; choose one of: {codes}").format(
                code=text, codes=", ".join([*languages.LANGUAGES, "tl"])))
        return code
    return parse


def build_parser(translate: Translate = QCoreApplication.translate) -> argparse.ArgumentParser:
    """The command line of buraco-qt; `translate` gives its texts in the player's language.

    It needs no QApplication (main() parses before one exists, with `Translators.translate`)."""
    # argparse looks its own words up through its module's `_` (gettext, which has no catalog for them)
    argparse._ = lambda text: translate("App", text)
    parser = argparse.ArgumentParser(prog="buraco-qt", description=translate("App", "Buraco, the card game."))
    parser.add_argument("--version", action="version", version=f"buraco-qt {__version__}",
                        help=translate("App", "show the version and exit"))
    parser.add_argument("--lang", type=_language(translate), default=None, metavar="CODE",
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
    parser.add_argument("--seed", type=_whole_number(1 - R.MAX_SEED, R.MAX_SEED - 1, translate), default=None,
                        help=translate("App", "random seed of the deal"))
    parser.add_argument("--deal", type=_deal_number(translate), default=None, metavar="N",
                        help=translate("App", "the deal number of the first hand, started by the first seat "
                                              "(the same cards wherever it is played; default: a random deal)"))
    parser.add_argument("--speed", type=_whole_number(0, MAX_SPEED_MS, translate), default=None, metavar="MS",
                        help=translate("App", "delay of a computer move in milliseconds (0 = instant)"))
    parser.add_argument("--hand-size", type=int, default=None, choices=(11, 13, 15),
                        help=translate("App", "cards per hand (CardCol: 11, 13 or 15)"))
    parser.add_argument("--target", type=_whole_number(*TARGET_RANGE, translate), default=None,
                        help=translate("App", "points to win the match"))
    parser.add_argument("--pickup", default=None, choices=R.BRAZILIAN_PICKUPS,
                        help=translate("App", "brazilian: taking the discard pile (free, duro, super_duro)"))
    parser.add_argument("--sort", choices=("rank", "suit"), default=None, help=translate("App", "hand order"))
    parser.add_argument("--deck", default=None, help=translate("App", "card deck (default: the game's own)"))
    parser.add_argument("--four-colour", action="store_true", help=translate("App", "four-colour suits"))
    parser.add_argument("--continue", dest="resume", action="store_true",
                        help=translate("App", "go on with the match saved automatically, without asking "
                                              "(the options that set up a match are then not used)"))
    parser.add_argument("--screenshot", metavar="PNG", default=None,
                        help=translate("App", "render the table to a PNG file and exit"))
    parser.add_argument("--size", type=_size(translate), default=None, metavar="WxH",
                        help=translate("App", "window size (default: as the window was left, else 1024x700)"))
    parser.add_argument("--advance", type=_whole_number(0, 100_000, translate), default=0, metavar="N",
                        help=translate("App", "let computers play N moves for every seat "
                                              "before showing the table"))
    parser.add_argument("--settings", default=None, help=translate("App", "settings file (JSON)"))
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help=translate("App", "add the game to this user's application menu (launcher and "
                                              "icon) and exit"))
    parser.add_argument("--uninstall-desktop-entry", action="store_true",
                        help=translate("App", "remove what --install-desktop-entry added and exit"))
    return parser


def _advance(game: R.Game, moves: int, seats: list[str], seed: int) -> None:
    """Play `moves` computer moves for every seat, then on until a person is to draw."""
    from buraco_qt import ai
    from buraco_qt.session.turn_guard import TurnGuard
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
        if action is None:                    # no move is legal (a checked match never gets there)
            break
        game.apply(action)
        count += 1


class Options(NamedTuple):
    """What the command line and the settings ask for, checked: all the window needs to start."""

    args: argparse.Namespace
    settings: Settings
    variant: R.Variant
    players: int
    seed: int
    seats: list[str]
    names: list[str] | None
    speed: int


def read_options(argv: list[str], settings: Settings | None = None,
                 translate: Translate = QCoreApplication.translate) -> Options:
    """Parse and check `argv` (command-line options without the program name).

    `settings` (a `Settings`) gives the defaults the options override (by default: the
    ``--settings`` file if given, else the built-in defaults, so tests never read the player's own
    settings). A refused option ends the program here, with its reason, before any window or
    QApplication exists: no display is needed to be told.
    """
    from buraco_qt.session.controller import parse_seats

    parser = build_parser(translate)
    args = parser.parse_args(argv)
    if args.settings:
        if _is_folder(args.settings):
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
    names = [_readable(n).strip() for n in args.names.split(",") if n.strip()] or None
    if names is not None and len(names) != players:
        parser.error(translate("App", "--names: give {players} names").format(players=players))
    if names is not None and any(len(name) > persistence.MAX_NAME for name in names):
        parser.error(translate("App", "--names: a name has at most {count} characters").format(
            count=persistence.MAX_NAME))
    if names is None and same_table and not args.seats:
        names = settings.names[:players] if any(settings.names[:players]) else None
    if args.deck:
        from buraco_qt.ui.art.card_images import CardImages
        decks = CardImages.available_decks()
        if args.deck not in decks:
            parser.error(translate("App", "--deck: no card deck named {deck}; installed: {decks}").format(
                deck=args.deck, decks=", ".join(decks)))
    speed = args.speed if args.speed is not None else settings.speed_ms
    return Options(args, settings, variant, players, seed, seats, names, speed)


#: The options that set up a match: not used when a saved match goes on (``--continue``).
MATCH_OPTIONS = ("variant", "players", "seats", "names", "seed", "deal", "hand_size", "target", "pickup", "advance")


def new_game(options: Options) -> R.Game:
    """The match the options ask for, dealt (and played on by ``--advance``)."""
    deal = options.args.deal
    game = R.new_game(options.variant, options.players, options.seed, deal=deal, starter=None if deal is None else 0)
    if options.args.advance:
        _advance(game, options.args.advance, options.seats, options.seed)
    return game


def _early_option(argv: list[str], option: str) -> str | None:
    """The value `argv` gives `option` (None if none), read before the rest of the command line."""
    # argparse asks gettext for its words, which searches the disk for catalogs at every word (3 ms at
    # startup): here they are used as written, as they were before the player's language is known
    argparse._ = str
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument(option, default=None)
    known, _ = pre.parse_known_args(argv)
    return getattr(known, option[2:])


def startup_settings(argv: list[str]) -> Settings:
    """The player's settings: the ``--settings`` file if the options name one, else the default file."""
    return Settings.load(_early_option(argv, "--settings"))


def language_option(argv: list[str]) -> str:
    """The language ``--lang`` names ("" without one), read before the rest so the help speaks it."""
    return languages.normalize(_early_option(argv, "--lang") or "") or ""
