"""Help → Rules: the rules of the preset being played, in plain words, built from its parameters.

Every sentence is translated in the context ``RulesPage``; the page ends with the words of Buraco
that players keep untranslated, explained once. `rules_blocks` says what the page holds (headings,
paragraphs, lists); `rules_html` writes it for the Rules dialog, and ``tools/write_rules_page.py``
writes the same blocks in English as the project's rules page, ``docs/rules.md``.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from buraco_qt import rules as R
from buraco_qt.text.contexts import RulesPage
from buraco_qt.text.languages import number
from buraco_qt.text.variant_names import preset_description, preset_name
from buraco_qt.ui.window.retranslated import Retranslated

translate = QCoreApplication.translate


#: The kinds of block of a rules page: a heading, a paragraph, a list (its value: a list of lines).
HEADING, PARAGRAPH, LIST = "heading", "paragraph", "list"
Block = tuple[str, "str | list[str]"]


def rules_html(variant: R.Variant, title: str = "", description: str = "") -> str:
    """The rules of `variant` (a preset with its options) as a small HTML page."""
    out = [f"<h2>{html.escape(title or variant.name)}</h2>"]
    if description:
        out.append(f"<p><i>{html.escape(description)}</i></p>")
    for kind, value in rules_blocks(variant):
        if kind == HEADING:
            out.append(f"<h3>{html.escape(value)}</h3>")
        elif kind == PARAGRAPH:
            out.append(f"<p>{html.escape(value)}</p>")
        else:
            out.append("<ul>" + "".join(f"<li>{html.escape(line)}</li>" for line in value) + "</ul>")
    return "\n".join(out)


def rules_blocks(variant: R.Variant) -> list[Block]:
    """The rules of `variant` in the current language: headings, paragraphs and lists, in order."""
    v = variant
    reserve = translate("RulesPage", "buraco") if v.name == "cardcol" else translate("RulesPage", "morto")
    out: list[Block] = []

    def h(text: str) -> None:
        out.append((HEADING, text))

    def p(text: str) -> None:
        out.append((PARAGRAPH, text))

    def items(lines: list[str]) -> None:
        out.append((LIST, [line for line in lines if line]))

    h(translate("RulesPage", "Players and cards"))
    jokers = (RulesPage.tr("%n joker(s)", "", v.decks * v.jokers_per_deck) if v.jokers_per_deck
              else translate("RulesPage", "no jokers"))
    p(RulesPage.tr("Four players in two teams (partners sit opposite), or two players. The game uses %n pack(s) "
                   "of 52 cards and {jokers}: {total} cards.", "", v.decks).format(
        jokers=jokers, total=number(v.cards_in_play)))
    p(RulesPage.tr("Each player gets %n card(s). Two more piles of %n card(s), one per team, wait face down: the "
                   "{reserve}. The rest is the stock.", "", v.hand_size).format(reserve=reserve)
      + (" " + translate("RulesPage", "One card is turned face up to start the discard pile.") if v.up_card else ""))
    h(translate("RulesPage", "Wild cards"))
    if v.jokers_per_deck and v.natural_twos:
        p(translate("RulesPage", "Jokers and twos are wild. A two of a run's own suit standing in the 2 position is "
                                 "a natural card."))
    elif v.jokers_per_deck:
        p(translate("RulesPage", "Jokers and twos are always wild."))
    else:
        p(translate("RulesPage", "Twos are wild. A two of a run's own suit standing in the 2 position is a natural "
                                 "card."))
    if v.twos_own_suit_only:
        p(translate("RulesPage", "A two may be used only in a run of its own suit."))
    p(translate("RulesPage", "You never place a wild card yourself: it fills a gap, or stands at the high end of the "
                             "run (at the low end when the run already ends with the ace)."))
    h(translate("RulesPage", "Melds"))
    lines = [translate("RulesPage", "A run is three or more cards of one suit in sequence. The ace is low (before the "
                                    "2) or high (after the king), never in the middle.") if v.natural_twos
             else translate("RulesPage", "A run is three or more cards of one suit in sequence. The ace is low (before "
                                         "the 3, since every two is wild) or high (after the king), never in the "
                                         "middle.")]
    if v.ace_to_ace == "yes":
        lines.append(translate("RulesPage", "A run may go from ace to ace."))
    lines.append({
        "any": translate("RulesPage", "A set is three or more cards of one rank, any suits."),
        "aces": translate("RulesPage", "The only sets allowed are sets of aces."),
        "none": translate("RulesPage", "Sets are not allowed: runs only."),
    }[v.sets])
    if v.max_wilds == 1 and v.sets == "none":
        lines.append(translate("RulesPage", "A run may hold at most one wild card."))
    elif v.max_wilds == 1:
        lines.append(translate("RulesPage", "A run or set may hold at most one wild card."))
    elif v.max_wilds is None:
        lines.append(translate("RulesPage", "A run or set may hold any number of wild cards, but with two or more it "
                                            "can never become a canasta."))
    if v.wild_melds == "any":
        lines.append(translate("RulesPage", "Melds made only of wild cards (jokers and twos) are allowed; one left "
                                            "unfinished at the end of the hand costs {points} points.").format(
            points=number(abs(v.unfinished_wild_meld_penalty))))
    elif v.wild_melds == "twos_one_joker":
        lines.append(translate("RulesPage", "Melds made only of twos (with at most one joker) are allowed."))
    if v.first_meld_minimum:
        (a, pa), (b, pb) = v.first_meld_minimum[0], v.first_meld_minimum[-1]
        lines.append(translate("RulesPage", "Once a team has more than {a} points, its first meld of a hand must be "
                                            "worth at least {pa} points; above {b} points, {pb}.").format(
            a=number(a), pa=number(pa), b=number(b), pb=number(pb)))
    if v.max_meld_cards:
        lines.append(translate("RulesPage", "A meld never holds more than {limit} cards.").format(
            limit=v.max_meld_cards))
    lines.append(translate("RulesPage", "You may add cards only to your own team's melds."))
    items(lines)
    h(translate("RulesPage", "A turn"))
    pickup = {
        "free": translate("RulesPage", "or take the whole discard pile"),
        "top_card": translate("RulesPage", "or take the discard pile, but only by playing its top card at once in a "
                                           "meld (new, or one of your team's); the rest of the pile goes to your hand"),
        "pair": translate("RulesPage", "or take the discard pile, but only if its top card is not wild and you hold a "
                                       "natural pair that makes a meld with it; those three cards go down at once"),
    }[v.pickup]
    items([translate("RulesPage", "Draw the top card of the stock, {pickup}.").format(pickup=pickup),
           translate("RulesPage", "Lay down new melds and add cards to your team's melds."),
           translate("RulesPage", "Discard one card: that ends your turn.")])
    if v.first_turn_free_up_card:
        p(translate("RulesPage", "On the first turn of a hand, the first player may take the single up card without "
                                 "a pair."))
    if v.first_turn_redraw:
        p(translate("RulesPage", "On the first turn of a hand, a player who drew from the stock may discard that card "
                                 "at once and draw another."))
    h(translate("RulesPage", "Canastas"))
    grows = (translate("RulesPage", "it is closed and leaves the table; it can't grow any more.") if v.canasta_closes
             else translate("RulesPage", "it may keep growing."))
    p(translate("RulesPage", "A meld of seven or more cards is a canasta: {grows}").format(grows=grows))
    names = {"clean": translate("RulesPage", "clean (no wild card)"),
             "dirty": translate("RulesPage", "dirty (one wild card)"),
             "semi_clean": translate("RulesPage", "semi-clean (the wild card at an end of the run)"),
             "royal": translate("RulesPage", "royal (a clean run from ace to king)"),
             "ace_to_ace": translate("RulesPage", "ace to ace (a clean run)"),
             "wild_clean": translate("RulesPage", "of wild cards only, without a joker"),
             "wild_dirty": translate("RulesPage", "of wild cards only, with a joker"),
             "twos": translate("RulesPage", "of twos only")}
    bonus = [translate("RulesPage", "{kind}: {points} points").format(kind=names.get(kind, kind),
                                                                       points=number(points))
             for kind, points in v.canasta_bonus if kind != "ace_to_ace" or v.ace_to_ace == "yes"]
    if v.ace_set_bonus:
        bonus.append(translate("RulesPage", "a set of aces: {clean} clean, {dirty} dirty").format(
            clean=number(v.ace_set_bonus[0]), dirty=number(v.ace_set_bonus[1])))
    p(translate("RulesPage", "A canasta scores a bonus on top of its cards' points:"))
    items(bonus)
    h(translate("RulesPage", "The {reserve} and going out").format(reserve=reserve))
    needs = (translate("RulesPage", "a clean canasta") if v.go_out_needs == "clean"
             else translate("RulesPage", "a canasta"))
    lines = [translate("RulesPage", "When your hand is empty, you take your team's {reserve}. If you emptied it by "
                                    "melding, you go on playing; if by discarding, you play it from your next "
                                    "turn.").format(reserve=reserve),
             translate("RulesPage", "Once the {reserve} is taken, you go out by emptying your hand while your team has "
                                    "{needs}.").format(reserve=reserve, needs=needs)]
    if v.go_out_by_discard:
        lines.append(translate("RulesPage", "The last card must be a discard: you can't go out by melding."))
    if v.go_out_blocked_by_wild_meld:
        lines.append(translate("RulesPage", "You can't go out while your team has an unfinished meld of wild cards."))
    items(lines)
    h(translate("RulesPage", "Scoring"))
    items([
        translate("RulesPage",
                  "Cards 3 to 7: {low}; 8 to king: {high}; ace: {ace}; two: {two}; joker: {joker}.").format(
            low=v.points_low, high=v.points_high, ace=v.points_ace, two=v.points_two, joker=v.points_joker),
        translate("RulesPage", "Cards on the table count for your team, cards left in hand count against it."),
        translate("RulesPage", "Going out: {points} points.").format(points=number(v.going_out_bonus)),
        translate("RulesPage", "Taking the {reserve}: {taken} points; never taking it: {missed} points.").format(
            reserve=reserve, taken=number(v.reserve_taken_bonus), missed=number(v.reserve_missed_penalty)),
        translate("RulesPage", "Canasta bonuses come on top of the points of their cards."),
    ])
    h(translate("RulesPage", "The match"))
    p(translate("RulesPage", "Hands are played until a team has {target} points at the end of a hand; the higher total "
                             "wins. On a tie, one more hand is played.").format(target=number(v.target)))
    h(translate("RulesPage", "The words of Buraco"))
    p(translate("RulesPage", "Some words of the game stay as its players say them. Each team's reserve pile, waiting "
                             "face down until a player's hand is empty, is the buraco in CardCol and in Venezuela "
                             "(hence the name of the game) and the morto, the dead one, in Brazil. A canasta is a "
                             "meld of seven cards or more: clean without a wild card, dirty with one; in CardCol a "
                             "canasta closes and leaves the table, and players call it a cerrado. In Venezuela a "
                             "joker is a mono. Going out is bater in Brazil and batir in Venezuela."))
    return out


class RulesDialog(Retranslated, QDialog):
    """Help → Rules: a page with the rules of the preset being played."""

    def __init__(self, variant: R.Variant, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules-dialog")
        self.variant = variant
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rules-text")
        self.browser.setOpenExternalLinks(True)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.retranslate()
        self.resize(560, 640)

    def retranslate(self) -> None:
        """The page in the current language."""
        self.setWindowTitle(translate("Dialogs", "Rules"))
        self.browser.setAccessibleName(self.windowTitle())
        self.browser.setHtml(rules_html(self.variant, preset_name(self.variant.name),
                                        preset_description(self.variant.name)))
