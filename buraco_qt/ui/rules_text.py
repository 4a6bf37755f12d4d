"""Help → Rules: the rules of the preset being played, in plain words, built from its parameters.

Every sentence goes through `QCoreApplication.translate("rules_text", ...)`, so the languages
issue can translate them (or replace this page with its own text).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from buraco_qt import rules as R


def _t(text: str) -> str:
    return QCoreApplication.translate("rules_text", text)


def rules_html(variant: R.Variant, title: str = "", description: str = "") -> str:
    """The rules of `variant` (a preset with its options) as a small HTML page."""
    v = variant
    reserve = _t("buraco") if v.name == "cardcol" else _t("morto")
    out: list[str] = []

    def h(text: str) -> None:
        out.append(f"<h3>{html.escape(text)}</h3>")

    def p(text: str) -> None:
        out.append(f"<p>{html.escape(text)}</p>")

    def items(lines: list[str]) -> None:
        out.append("<ul>" + "".join(f"<li>{html.escape(line)}</li>" for line in lines if line) + "</ul>")

    out.append(f"<h2>{html.escape(title or v.name)}</h2>")
    if description:
        out.append(f"<p><i>{html.escape(description)}</i></p>")
    h(_t("Players and cards"))
    jokers = (_t("{count} jokers").format(count=v.decks * v.jokers_per_deck) if v.jokers_per_deck
              else _t("no jokers"))
    p(_t("Four players in two teams (partners sit opposite), or two players. The game uses {decks} packs "
         "of 52 cards and {jokers}: {total} cards.").format(decks=v.decks, jokers=jokers, total=v.cards_in_play))
    p(_t("Each player gets {n} cards. Two more piles of {n} cards, one per team, wait face down: the {reserve}. "
         "The rest is the stock.").format(n=v.hand_size, reserve=reserve)
      + (" " + _t("One card is turned face up to start the discard pile.") if v.up_card else ""))
    h(_t("Wild cards"))
    if v.jokers_per_deck and v.natural_twos:
        p(_t("Jokers and twos are wild. A two of a run's own suit standing in the 2 position is a natural card."))
    elif v.jokers_per_deck:
        p(_t("Jokers and twos are always wild."))
    else:
        p(_t("Twos are wild. A two of a run's own suit standing in the 2 position is a natural card."))
    if v.twos_own_suit_only:
        p(_t("A two may be used only in a run of its own suit."))
    p(_t("You never place a wild card yourself: it fills a gap, or stands at the high end of the run."))
    h(_t("Melds"))
    lines = [_t("A run is three or more cards of one suit in sequence. The ace is low (before the 2) or high "
                "(after the king), never in the middle.")]
    if v.ace_to_ace == "yes":
        lines.append(_t("A run may go from ace to ace."))
    lines.append({
        "any": _t("A set is three or more cards of one rank, any suits."),
        "aces": _t("The only sets allowed are sets of aces."),
        "none": _t("Sets are not allowed: runs only."),
    }[v.sets])
    if v.max_wilds == 1:
        lines.append(_t("A run or set may hold at most one wild card."))
    elif v.max_wilds is None:
        lines.append(_t("A run or set may hold any number of wild cards, but with two or more it can never "
                        "become a canasta."))
    if v.wild_melds == "any":
        lines.append(_t("Melds made only of wild cards (jokers and twos) are allowed; one left unfinished at "
                        "the end of the hand costs {points} points.").format(
            points=abs(v.unfinished_wild_meld_penalty)))
    elif v.wild_melds == "twos_one_joker":
        lines.append(_t("Melds made only of twos (with at most one joker) are allowed."))
    if v.first_meld_minimum:
        lines.append(_t("Once a team has more than {a} points, its first meld of a hand must be worth at least "
                        "{pa} points; above {b} points, {pb}.").format(
            a=v.first_meld_minimum[0][0], pa=v.first_meld_minimum[0][1],
            b=v.first_meld_minimum[-1][0], pb=v.first_meld_minimum[-1][1]))
    lines.append(_t("You may add cards only to your own team's melds."))
    items(lines)
    h(_t("A turn"))
    pickup = {
        "free": _t("or take the whole discard pile"),
        "top_card": _t("or take the discard pile, but only by playing its top card at once in a meld (new, "
                       "or one of your team's); the rest of the pile goes to your hand"),
        "pair": _t("or take the discard pile, but only if its top card is not wild and you hold a natural pair "
                   "that makes a meld with it; those three cards go down at once"),
    }[v.pickup]
    items([_t("Draw the top card of the stock, {pickup}.").format(pickup=pickup),
           _t("Lay down new melds and add cards to your team's melds."),
           _t("Discard one card: that ends your turn.")])
    if v.first_turn_free_up_card:
        p(_t("On the first turn of a hand, the first player may take the single up card without a pair."))
    if v.first_turn_redraw:
        p(_t("On the first turn of a hand, a player who drew from the stock may discard that card at once and "
             "draw another."))
    h(_t("Canastas"))
    grows = _t("it is closed and leaves the table; it can't grow any more.") if v.canasta_closes \
        else _t("it may keep growing.")
    p(_t("A meld of seven or more cards is a canasta: {grows}").format(grows=grows))
    names = {"clean": _t("clean (no wild card)"), "dirty": _t("dirty (one wild card)"),
             "semi_clean": _t("semi-clean (the wild card at an end of the run)"),
             "royal": _t("royal (a clean run from ace to king)"), "ace_to_ace": _t("ace to ace (a clean run)"),
             "wild_clean": _t("of wild cards"), "wild_dirty": _t("of wild cards with a joker"),
             "twos": _t("of twos")}
    bonus = [_t("{kind}: {points} points").format(kind=names.get(kind, kind), points=points)
             for kind, points in v.canasta_bonus]
    if v.ace_set_bonus:
        bonus.append(_t("a set of aces: {clean} clean, {dirty} dirty").format(
            clean=v.ace_set_bonus[0], dirty=v.ace_set_bonus[1]))
    items(bonus)
    h(_t("The {reserve} and going out").format(reserve=reserve))
    lines = [_t("When your hand is empty, you take your team's {reserve}. If you emptied it by melding, you go "
                "on playing; if by discarding, you play it from your next turn.").format(reserve=reserve),
             _t("Once the {reserve} is taken, you go out by emptying your hand while your team has {needs}.").format(
                 reserve=reserve, needs=_t("a clean canasta") if v.go_out_needs == "clean" else _t("a canasta"))]
    if v.go_out_by_discard:
        lines.append(_t("The last card must be a discard: you can't go out by melding."))
    if v.go_out_blocked_by_wild_meld:
        lines.append(_t("You can't go out while your team has an unfinished meld of wild cards."))
    items(lines)
    h(_t("Scoring"))
    items([
        _t("Cards 3 to 7: {low}; 8 to king: {high}; ace: {ace}; two: {two}; joker: {joker}.").format(
            low=v.points_low, high=v.points_high, ace=v.points_ace, two=v.points_two, joker=v.points_joker),
        _t("Cards on the table count for your team, cards left in hand count against it."),
        _t("Going out: {points} points.").format(points=v.going_out_bonus),
        _t("Taking the {reserve}: {taken} points; never taking it: {missed} points.").format(
            reserve=reserve, taken=v.reserve_taken_bonus, missed=v.reserve_missed_penalty),
        _t("Canasta bonuses come on top of the points of their cards."),
    ])
    h(_t("The match"))
    p(_t("Hands are played until a team has {target} points at the end of a hand; the higher total wins. "
         "On a tie, one more hand is played.").format(target=v.target))
    return "\n".join(out)


class RulesDialog(QDialog):
    """Help → Rules: a page with the rules of the preset being played."""

    def __init__(self, variant: R.Variant, title: str = "", description: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules-dialog")
        self.setWindowTitle(self.tr("Rules"))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rules-text")
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(rules_html(variant, title, description))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.resize(560, 640)
