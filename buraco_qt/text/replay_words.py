"""A replay's words: the deal number, the step counter, each step in words, and the teacher's line.

A deal number is written as a plain number ("Deal 482913077": no thousands separator, so that it is
typed again or sent to a friend as it reads); a step says its move as the move log does, with every
card named (a replay shows every hand face up); the teacher says what the `normal` player would have
played at a person's move, in the hint's words. The texts are translated under the context "Table";
`LABELS` holds the replay view's controls and the deal's commands, for the window to show.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from buraco_qt import rules as R
from buraco_qt.text.languages import number
from buraco_qt.text.move_sentences import hint_sentence, move_sentence
from buraco_qt.text.move_words import hand_start_text

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.replay import Advice, HandReplay, Replay

translate = QCoreApplication.translate

#: The replay view's controls and the commands that play a deal (shown with translate("Table", ...)).
LABELS = {
    "replay": QT_TRANSLATE_NOOP("Table", "Replay"),
    "back": QT_TRANSLATE_NOOP("Table", "Step back"),
    "forward": QT_TRANSLATE_NOOP("Table", "Step forward"),
    "play": QT_TRANSLATE_NOOP("Table", "Play"),
    "pause": QT_TRANSLATE_NOOP("Table", "Pause"),
    "speed": QT_TRANSLATE_NOOP("Table", "Speed"),
    "leave": QT_TRANSLATE_NOOP("Table", "Back to the match"),
    "replay_saved": QT_TRANSLATE_NOOP("Table", "Replay a saved match…"),
    "play_deal": QT_TRANSLATE_NOOP("Table", "Play deal…"),
    "play_again": QT_TRANSLATE_NOOP("Table", "Play this deal again"),
    "deal_number": QT_TRANSLATE_NOOP("Table", "Deal number:"),
}


def deal_text(deal: int | None) -> str:
    """The deal's title: "Deal 482913077" (a hand dealt before deal numbers: "No deal number")."""
    if deal is None:
        return translate("Table", "No deal number")
    return translate("Table", "Deal {number}").format(number=str(deal))


def hand_deal_text(hand: int, deal: int | None) -> str:
    """A hand with its deal, for a title: "Hand 3, deal 482913077"."""
    if deal is None:
        return translate("Table", "Hand {number}").format(number=number(hand))
    return translate("Table", "Hand {number}, deal {deal}").format(number=number(hand), deal=str(deal))


def step_counter_text(position: int, count: int) -> str:
    """Where the replay stands: "Step 12 of 148"; the deal itself: "As dealt"."""
    if position == 0:
        return translate("Table", "As dealt")
    return translate("Table", "Step {step} of {steps}").format(step=number(position), steps=number(count))


def not_replayable_text() -> str:
    """Why a match has no hands to replay."""
    return translate("Table", "This match cannot be replayed: its moves are not all known from its first deal")


def deal_number_refusal_text() -> str:
    """What a player typed is no deal number."""
    return translate("Table", "A deal number is a whole number from 1 to {max}").format(max=str(R.MAX_DEAL))


def replay_refusal_text() -> str:
    """Why a move made on a replay's table is refused."""
    return translate("Table", "This is a replay: its moves cannot be changed")


def no_finished_hand_text() -> str:
    """Why a match that can be replayed has nothing to show yet: its first hand is still being played."""
    return translate("Table", "This match has no finished hand to replay yet")


def lone_person(replay: Replay) -> int | None:
    """The seat said as "you": the one person at the table (None with several or none)."""
    return replay.humans[0] if len(replay.humans) == 1 else None


def step_text(replay: Replay, hand: HandReplay, position: int | None = None) -> str:
    """Step `position` of `hand` (None: the step shown) in words, every card named; the deal: who starts."""
    step = hand.step(position)
    if step is None:
        starter = hand.starter
        return hand_start_text(hand.number, None if starter == lone_person(replay) else replay.names[starter])
    return move_sentence(step.outcome, step.after, for_log=True, every_card=True)


def advice_text(replay: Replay, hand: HandReplay, position: int | None = None) -> str:
    """The teacher's line at step `position` (None: the step shown): what the `normal` player would have
    played there, in the hint's words, or that it would have played the same; "" where no person moved.
    Asks the player the first time (see `HandReplay.advice`)."""
    return teacher_text(replay, hand, position, hand.advice(position))


def teacher_text(replay: Replay, hand: HandReplay, position: int | None, advice: Advice | None) -> str:
    """The teacher's line for `advice`, the `normal` player's choice at step `position` of `hand` (None:
    the step shown), asked wherever it was (`advice_text` asks in this thread); "" for no advice."""
    if advice is None:
        return ""
    if advice.followed:
        if advice.seat == lone_person(replay):
            return translate("Table", "You played what the computer would have played")
        return translate("Table", "{name} played what the computer would have played").format(
            name=replay.names[advice.seat])
    step = hand.step(position)
    assert step is not None                 # advice is on a move, never on the deal
    return translate("Table", "The computer's move here: {hint}").format(
        hint=hint_sentence(step.before, advice.seat, advice.action))
