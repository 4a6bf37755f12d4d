"""Cards in every message are written as players write them (7♥, and the joker by its name in the
language), never in the engine's notation (7H, JK): the refusals, the hint, the move log."""

from __future__ import annotations

import re
import string

import pytest
from PySide6.QtCore import QCoreApplication
from rules_helpers import make_game

from buraco_qt import rules as R
from buraco_qt.rules import messages as M
from buraco_qt.rules import validation
from buraco_qt.session.controller import GameController
from buraco_qt.storage import persistence
from buraco_qt.text import languages
from buraco_qt.text import move_words as W
from buraco_qt.text.languages import LANGUAGES

#: A card in the engine's notation, standing alone ("7H", "10S", "JK").
CODE = re.compile(r"(?<![\w♥♦♣♠])(?:10|[AJQK2-9])[CDHS](?!\w)|(?<!\w)JK(?!\w)")


def _templates() -> list[str]:
    """Every reason the engine and the save files give that names cards ({card} or {cards})."""
    found = {value for module in (M, validation, persistence) for name, value in vars(module).items()
             if name.isupper() and isinstance(value, str)
             and {"card", "cards"} & {field for _, field, _, _ in string.Formatter().parse(value) if field}}
    return sorted(found)


def test_the_reasons_that_name_cards_are_all_found():
    templates = _templates()
    assert M.RUN_DUPLICATE in templates and M.NOT_IN_HAND in templates and validation.EXTRA_CARDS in templates
    assert len(templates) >= 8


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_reason_that_names_cards_writes_them_as_players_do(code):
    languages.install(code)
    joker = QCoreApplication.translate("Cards", "Joker")
    assert joker != "JK"
    for template in _templates():
        fields = {field for _, field, _, _ in string.Formatter().parse(template) if field}
        params = {field: "x" for field in fields} | {"card": "JK", "cards": "7H 10S JK"}
        text = W.refusal_text(template, {key: value for key, value in params.items() if key in fields})
        assert CODE.search(text) is None, (code, text)
        assert joker in text, (code, text)
        if "cards" in fields:
            assert "7♥ 10♠" in text, (code, text)


def test_the_notation_finder_sees_codes_and_not_words():
    assert CODE.search("una escalera no puede llevar el 7H dos veces")
    assert CODE.search("JK not in your hand") and CODE.search("10S, 7H")
    assert not CODE.search("7♥ 10♠ Joker") and not CODE.search("JKL") and not CODE.search("Batida: Ana")


def test_a_truncated_list_of_cards_keeps_its_ellipsis():
    assert W.cards_in_words("7H 8H 9H...") == "7♥ 8♥ 9H..."
    assert W.cards_in_words("7H JK ...") == "7♥ Joker ..."


def _controller(game: R.Game) -> GameController:
    return GameController(game, ["human", "ai:easy", "ai:easy", "ai:easy"], speed_ms=0)


@pytest.mark.parametrize("code", ["es", "de", "pt_BR"])
def test_a_refused_move_names_its_cards_in_words(qtbot, code):
    languages.install(code)
    game = make_game("cardcol", hands=["5H 6H 7H 7H JK KS", "", "", ""], stock="3C 4C", phase="play")
    controller = _controller(game)
    refused: list[str] = []
    controller.refused.connect(refused.append)
    controller.start()
    joker = QCoreApplication.translate("Cards", "Joker")
    assert controller.request(R.NewMeld(R.parse_cards("5H 6H 7H 7H"))) is False
    assert "7♥" in refused[-1] and CODE.search(refused[-1]) is None
    assert controller.request(R.NewMeld(R.parse_cards("9D 9C JK"))) is False
    assert "9♣" in refused[-1] and "9♦" in refused[-1] and CODE.search(refused[-1]) is None
    why = controller.explain(R.Discard(R.parse_cards("QD")[0]))
    assert why is not None and "Q♦" in why and CODE.search(why) is None
    assert joker not in refused[-1]
    controller.shutdown()


#: How each language names a set of kings and a set of sevens (in the plural where it needs one).
SET_NAMES = {"en": ("set of kings", "set of 7s"), "es": ("trío de reyes", "trío de 7"),
             "pt_BR": ("trinca de reis", "trinca de 7"), "pt": ("trinca de reis", "trinca de 7"),
             "de": ("Königs-Satz", "7er-Satz"), "fil": ("set ng King", "set ng 7")}


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_text_that_names_a_set_names_its_rank_as_the_language_does(code):
    from buraco_qt.text.move_sentences import hint_sentence
    from buraco_qt.ui.table.table_labels import meld_tooltip, meld_words
    assert set(SET_NAMES) == set(LANGUAGES)
    languages.install(code)
    kings, sevens = SET_NAMES[code]
    game = make_game("closed", hands=["KC 7C 7S", "", "", ""], melds=[["KH KS KD"], []], phase="play",
                     discard="KC")
    variant = game.variant
    for rank, words in ((13, kings), (7, sevens)):
        meld = R.build_meld(R.parse_cards(" ".join(f"{'K' if rank == 13 else 7}{suit}" for suit in "HSD")), variant)
        said = [W.added_text(True, "Ana", "7♣", meld), W.added_text(False, "Ana", "7♣", meld),
                meld_tooltip(meld, variant), meld_words(meld, variant)]
        for text in said:
            assert words.lower() in text.lower(), (code, text)
    hint = hint_sentence(game, 0, R.AddToMeld(0, (R.parse_cards("KC")[0],)))
    assert kings.split()[-1].split("-")[0].lower() in hint.lower(), (code, hint)     # "your set of kings"
    assert code != "en" or "your set of kings" in hint
