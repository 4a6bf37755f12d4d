<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Dialogs</name>
    <message numerus="yes">
        <source>Final score: {a} {pa} — {b} {pb}, after %n hand(s).</source>
        <translation>
            <numerusform>Final score: {a} {pa} — {b} {pb}, after %n hand.</numerusform>
            <numerusform>Final score: {a} {pa} — {b} {pb}, after %n hands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You took %n hint(s) this match.</source>
        <translation>
            <numerusform>You took %n hint this match.</numerusform>
            <numerusform>You took %n hints this match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took %n hint(s) this match.</source>
        <translation>
            <numerusform>{name} took %n hint this match.</numerusform>
            <numerusform>{name} took %n hints this match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more error(s) happened while this message was open.</source>
        <translation>
            <numerusform>%n more error happened while this message was open.</numerusform>
            <numerusform>%n more errors happened while this message was open.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message numerus="yes">
        <source>%n joker(s)</source>
        <translation>
            <numerusform>%n joker</numerusform>
            <numerusform>%n jokers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Four players in two teams (partners sit opposite), or two players. The game uses %n pack(s) of 52 cards and {jokers}: {total} cards.</source>
        <translation>
            <numerusform>Four players in two teams (partners sit opposite), or two players. The game uses %n pack of 52 cards and {jokers}: {total} cards.</numerusform>
            <numerusform>Four players in two teams (partners sit opposite), or two players. The game uses %n packs of 52 cards and {jokers}: {total} cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player gets %n card(s). Two more piles of %n card(s), one per team, wait face down: the {reserve}. The rest is the stock.</source>
        <translation>
            <numerusform>Each player gets %n card. Two more piles of %n card, one per team, wait face down: the {reserve}. The rest is the stock.</numerusform>
            <numerusform>Each player gets %n cards. Two more piles of %n cards, one per team, wait face down: the {reserve}. The rest is the stock.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>You took the discard pile (%n card(s))</source>
        <translation>
            <numerusform>You took the discard pile (%n card)</numerusform>
            <numerusform>You took the discard pile (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the discard pile (%n card(s))</source>
        <translation>
            <numerusform>{name} took the discard pile (%n card)</numerusform>
            <numerusform>{name} took the discard pile (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), {card} on top</source>
        <translation>
            <numerusform>Discard pile: %n card, {card} on top</numerusform>
            <numerusform>Discard pile: %n cards, {card} on top</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n card</numerusform>
            <numerusform>{name}: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{reserve} of {team}: %n card(s), still on the table</source>
        <translation>
            <numerusform>{reserve} of {team}: %n card, still on the table</numerusform>
            <numerusform>{reserve} of {team}: %n cards, still on the table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{kind}, %n card(s): {points} points
{cards}</source>
        <translation>
            <numerusform>{kind}, %n card: {points} points
{cards}</numerusform>
            <numerusform>{kind}, %n cards: {points} points
{cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New meld: %n card(s) selected</source>
        <translation>
            <numerusform>New meld: %n card selected</numerusform>
            <numerusform>New meld: %n cards selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You took the discard pile (%n card(s)): {cards}</source>
        <translation>
            <numerusform>You took the discard pile (%n card): {cards}</numerusform>
            <numerusform>You took the discard pile (%n cards): {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the discard pile (%n card(s)): {cards}</source>
        <translation>
            <numerusform>{name} took the discard pile (%n card): {cards}</numerusform>
            <numerusform>{name} took the discard pile (%n cards): {cards}</numerusform>
        </translation>
    </message>
</context>
</TS>
