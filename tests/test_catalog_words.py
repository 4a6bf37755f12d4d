"""Each catalog says one thing one way, in the words that players of that country use: the words that
native players reading the catalogs found wrong stay out of them (docs/translations.md, "Words per
language", says why each was changed)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

CATALOGS = Path(__file__).resolve().parents[1] / "i18n"
#: The paragraph of Help → Rules on the words of Buraco names the words of other countries on purpose.
WORDS_PARAGRAPH = "Some words of the game stay as its players say them."

#: Per language: (a pattern no translation may hold, why players would stumble on it).
WRONG = {
    "de": [
        (r"[Kk]anaste", "not a German word: German Canasta players say Canasta, Canastas"),
        (r"\bunrein", "a canasta with a wild card is gemischt"),
        (r"Satz aus", "a set is named {rank}-Satz: Königs-Satz, 7er-Satz"),
        (r"\{name\}: (ausgemacht|erste|Runde)", "a sentence, not a label: {name} hat ausgemacht"),
    ],
    "es": [
        (r"\bpilas?\b", "a meld is a juego throughout (CardCol's pila is explained in the words paragraph)"),
        (r"Batida: \{name\}", "a sentence: {name} batió"),
        (r"\b[Cc]errados? de ases", "the score sheet says canastas: canastas de ases"),
        (r"pantalla tapa", "the curtain is a cortina; a pantalla is the screen"),
        (r"Ganador: \{team\}", "a team is two people"),
    ],
    "pt_BR": [
        (r"\b[Jj]okers?\b", "Brazilian players say curingão"),
        (r"\b[Cc]oringas?\b", "one family of words, as Brazilian players say them: curinga, curingão, curinguinha"),
        (r"\bde 2\b|\bsó de 2\b|\bter 2\b", "'de 2' reads as 'of two cards': the wild 2s are curinguinhas"),
        (r"Vencedor: \{team\}", "a team is two people"),
        (r"uma tela esconde", "the curtain is a cortina; a tela is the screen"),
    ],
    "pt": [
        (r"\b[Cc]oringas?\b|\b[Cc]uringa", "Brazilian: in Portugal the joker and the duques"),
        (r"\bbaixada\b", "Brazilian: in Portugal the first meld is the descida"),
        (r"Batida: \{name\}", "a sentence: {name} bateu"),
        (r"\bfalhas\b", "gaps in a run are lacunas (falhas are faults)"),
        (r"\bde 2\b|\bsó de 2\b|\bter 2\b", "the twos are duques"),
        (r"Vencedor: \{team\}", "a team is two people"),
        (r"ecrã com o computador", "against the computer: contra"),
    ],
    "fil": [
        (r"\b(Reyna|Hari)\b", "one system for all ranks, as Filipino players write them: Ace, Jack, Queen, King"),
        (r"\bsarad", "magsara is going out: a CardCol canasta that leaves the table is kumpleto"),
        (r" & ", "names are joined with 'at'"),
        (r"kasama ang computer", "kasama is 'together with': against the computer is 'laban sa'"),
        (r"\d+ deck\b|%n deck\b|[Aa]pat na deck", "the deck is the stock: the packs are pakete ng baraha"),
    ],
}


def _translations(code: str) -> list[tuple[str, str, str]]:
    """(context, source, one translated form) of a catalog."""
    found = []
    for context in ET.parse(CATALOGS / f"buraco_{code}.ts").getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = translation.findall("numerusform") or [translation]
            found += [(context.findtext("name"), message.findtext("source"), form.text or "") for form in forms]
    return found


def _words(text: str) -> str:
    """A translation's words: its placeholders blanked ("{jokers}" is no word), but for {name} and {team}."""
    return re.sub(r"\{\w+\}", lambda found: found[0] if found[0] in ("{name}", "{team}") else "{}", text)


@pytest.mark.parametrize("code", list(WRONG))
def test_no_catalog_holds_a_word_its_players_do_not_use(code):
    problems = [f"{context}: {text!r} ({why})"
                for context, source, text in _translations(code) if not source.startswith(WORDS_PARAGRAPH)
                for pattern, why in WRONG[code] if re.search(pattern, _words(text))]
    assert problems == []


def test_the_words_checked_are_found_where_they_are():
    # the patterns do find the words: the texts the players read before
    samples = {"de": "Dein Team braucht zuerst eine reine Kanaste", "es": "Batida: {name}",
               "pt_BR": "um jogo de coringas só pode ter 2 e no máximo um joker", "pt": "Batida: {name}.",
               "fil": "Apat na manlalaro, %n deck na may 52 baraha"}
    for code, text in samples.items():
        assert any(re.search(pattern, text) for pattern, _ in WRONG[code]), code


#: Words each catalog uses for one concept, where an earlier catalog mixed two.
@pytest.mark.parametrize("code, context, source, word", [
    ("de", "Dialogs", "Score sheet", "Punkteliste"),
    ("de", "Window", "Show &score sheet", "Punkteliste"),
    ("pt_BR", "Cards", "Joker", "Curingão"),
    ("pt", "Cards", "Joker", "Joker"),
    ("fil", "Cards", "Queen", "Queen"),
    ("fil", "Cards", "King", "King"),
    ("fil", "Table", " & ", " at "),
    ("es", "Table", " & ", " y "),
    ("pt_BR", "Table", " & ", " e "),
])
def test_a_concept_has_the_word_its_players_use(code, context, source, word):
    texts = [text for ctx, src, text in _translations(code) if ctx == context and src == source]
    assert texts and all(word in text for text in texts), texts
