"""What the command line accepts, the game saves and opens again: every option, odd names and seeds
included (command line → match → save → open). What it cannot save is refused at the door, with
the reason."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from buraco_qt import rules as R
from buraco_qt.cli import new_game, read_options
from buraco_qt.session.controller import GameController
from buraco_qt.storage import persistence
from buraco_qt.storage.settings import Settings

SEAT_KINDS = ("human", "ai:easy", "ai:normal", "ai:hard", "ai:classic")
# any text but the comma that separates names (lone surrogates: bytes of a command line that are not UTF-8)
NAME = st.text(st.characters(exclude_characters=","), max_size=120)
SEED = st.one_of(st.integers(-(1 << 70), 1 << 70), st.sampled_from(
    [(1 << 63) - 1, 1 << 63, -(1 << 63) + 1, -(1 << 63), 10 ** 30, -(10 ** 30), 0]))


@st.composite
def command_lines(draw) -> list[str]:
    players = draw(st.sampled_from((2, 4)))
    argv = ["--players", str(players), "--variant", draw(st.sampled_from(sorted(R.VARIANTS))),
            "--seed", str(draw(SEED)), "--speed", "0"]
    if draw(st.booleans()):
        argv += ["--seats", ",".join(draw(st.lists(st.sampled_from(SEAT_KINDS), min_size=players,
                                                   max_size=players)))]
    if draw(st.booleans()):
        # one word with "=": a name may begin with "-", which argparse would take for an option after a space
        argv += ["--names=" + ",".join(draw(st.lists(NAME, min_size=players, max_size=players)))]
    for option, values in (("--hand-size", ("11", "13", "15")), ("--pickup", R.BRAZILIAN_PICKUPS),
                           ("--sort", ("rank", "suit")), ("--lang", ("es", "pt_BR", "pt", "de", "tl"))):
        if draw(st.booleans()):
            argv += [option, draw(st.sampled_from(values))]
    if draw(st.booleans()):
        argv += ["--target", str(draw(st.integers(100, 100_000)))]
    if draw(st.booleans()):
        argv += ["--advance", str(draw(st.integers(0, 12)))]
    if draw(st.booleans()):
        argv.append("--four-colour")
    return argv


def _refusal(argv: list[str], capsys) -> str | None:
    """The reason the command line is refused (None: accepted)."""
    try:
        options = read_options(argv, Settings())
    except SystemExit as refused:
        assert refused.code == 2
        return capsys.readouterr().err
    return options


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(argv=command_lines())
def test_every_accepted_command_line_saves_and_opens_again(qapp, capsys, argv):
    options = _refusal(argv, capsys)
    if isinstance(options, str):         # refused: only what could not be saved, and it says why
        seed = int(argv[argv.index("--seed") + 1])
        given = [arg for arg in argv if arg.startswith("--names=")]
        names = given[0].removeprefix("--names=").split(",") if given else []
        assert (("--seed" in options and not R.is_seed(seed))
                or ("--names: a name has at most 100" in options and any(len(n.strip()) > 100 for n in names))
                or ("--names: give" in options and any(not n.strip() for n in names)))
        return
    game = new_game(options)
    controller = GameController(game, options.seats, names=options.names, speed_ms=0, ai_seed=options.seed)
    try:
        table = persistence.Table.for_match(controller.seats, controller.given_names, controller.ai_seed,
                                            controller.hints_used)
        saved = persistence.from_text(persistence.to_text(game, table))
    finally:
        controller.shutdown()
    assert saved.game.to_json() == game.to_json()
    assert saved.seats == options.seats and saved.ai_seed == options.seed
    assert saved.names == controller.given_names


@pytest.mark.parametrize("seed", [str(1 << 63), str(10 ** 30), str(-(1 << 63) - 1), str(-(1 << 63))])
def test_a_seed_the_save_cannot_hold_is_refused_at_the_door(qapp, capsys, seed):
    with pytest.raises(SystemExit) as refused:
        read_options(["--seed", seed], Settings())
    assert refused.value.code == 2
    assert "argument --seed: give a whole number from -9223372036854775807 to 9223372036854775807" in \
        capsys.readouterr().err


def test_the_largest_seeds_and_longest_names_save_and_open(qapp):
    for seed in ((1 << 63) - 1, 1 - (1 << 63)):
        options = read_options(["--seed", str(seed), "--names", ",".join(["Á" * 100] * 4)], Settings())
        game = new_game(options)
        table = persistence.Table.for_match(options.seats, options.names, options.seed)
        saved = persistence.from_text(persistence.to_text(game, table))
        assert saved.ai_seed == seed and saved.game.seed == seed and saved.names == ["Á" * 100] * 4


def test_a_name_too_long_to_save_is_refused_at_the_door(qapp, capsys):
    with pytest.raises(SystemExit) as refused:
        read_options(["--names", ",".join(["A" * 101, "B", "C", "D"])], Settings())
    assert refused.value.code == 2 and "--names: a name has at most 100 characters" in capsys.readouterr().err


def test_bytes_of_a_name_that_are_not_utf8_become_a_replacement_character(qapp):
    name = b"Jos\xe9".decode("utf-8", "surrogateescape")        # as Python reads a Latin-1 command line
    options = read_options(["--players", "2", "--names", f"{name},Ana"], Settings())
    assert options.names == ["Jos\ufffd", "Ana"]
    table = persistence.Table.for_match(options.seats, options.names, options.seed)
    assert persistence.from_text(persistence.to_text(new_game(options), table)).names == options.names
