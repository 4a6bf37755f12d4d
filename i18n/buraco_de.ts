<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>App</name>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own words that a player meets on the command line (usage, options, errors).</extracomment>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe anzeigen und beenden</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: Fehler: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Auswahl: %(value)r (möglich: %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>ein Argument erwartet</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s könnte %(matches)s bedeuten</translation>
    </message>
    <message>
        <source>not a size: {text} (use WIDTHxHEIGHT)</source>
        <translation>keine Größe: {text} (verwende BREITExHÖHE)</translation>
    </message>
    <message>
        <source>give a whole number from {low} to {high}</source>
        <translation>gib eine ganze Zahl von {low} bis {high} an</translation>
    </message>
    <message>
        <source>no language {code}; choose one of: {codes}</source>
        <translation>keine Sprache namens {code}; wähle eine aus: {codes}</translation>
    </message>
    <message>
        <source>Buraco, the card game.</source>
        <translation>Buraco, das Kartenspiel.</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>die Version anzeigen und beenden</translation>
    </message>
    <message>
        <source>the language: en, es, pt_BR, pt, de or fil (tl) (default: as in Settings, else the system&apos;s)</source>
        <translation>Sprache: en, es, pt_BR, pt, de oder fil (tl) (Standard: wie in den Einstellungen, sonst die Systemsprache)</translation>
    </message>
    <message>
        <source>rules preset (default: the last one played, else cardcol)</source>
        <translation>Regelvariante (Standard: die zuletzt gespielte, sonst cardcol)</translation>
    </message>
    <message>
        <source>2 or 4 players</source>
        <translation>2 oder 4 Spieler</translation>
    </message>
    <message>
        <source>who plays each seat: human or ai:easy|normal|hard|classic, comma-separated (default: you and computers)</source>
        <translation>wer welchen Platz spielt: human oder ai:easy|normal|hard|classic, durch Kommas getrennt (Standard: du und Computer)</translation>
    </message>
    <message>
        <source>player names, comma-separated</source>
        <translation>Spielernamen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>random seed of the deal</source>
        <translation>Zufalls-Seed für das Austeilen</translation>
    </message>
    <message>
        <source>the deal number of the first hand, started by the first seat (the same cards wherever it is played; default: a random deal)</source>
        <translation>die Verteilungsnummer der ersten Runde, die der erste Platz beginnt (überall dieselben Karten; Standard: eine zufällige Kartenverteilung)</translation>
    </message>
    <message>
        <source>delay of a computer move in milliseconds (0 = instant)</source>
        <translation>Pause je Computerzug in Millisekunden (0 = sofort)</translation>
    </message>
    <message>
        <source>cards per hand (CardCol: 11, 13 or 15)</source>
        <translation>Karten pro Hand (CardCol: 11, 13 oder 15)</translation>
    </message>
    <message>
        <source>points to win the match</source>
        <translation>Punkte zum Sieg in der Partie</translation>
    </message>
    <message>
        <source>brazilian: taking the discard pile (free, duro, super_duro)</source>
        <translation>brazilian: Aufnehmen des Ablagestapels (free, duro, super_duro)</translation>
    </message>
    <message>
        <source>hand order</source>
        <translation>Sortierung der Hand</translation>
    </message>
    <message>
        <source>card deck (default: the game&apos;s own)</source>
        <translation>Kartensatz (Standard: die eigenen Karten des Spiels)</translation>
    </message>
    <message>
        <source>four-colour suits</source>
        <translation>vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>go on with the match saved automatically, without asking (the options that set up a match are then not used)</source>
        <translation>die automatisch gespeicherte Partie ohne Nachfrage fortsetzen (Optionen, die eine Partie einrichten, werden dann nicht verwendet)</translation>
    </message>
    <message>
        <source>render the table to a PNG file and exit</source>
        <translation>den Tisch als PNG-Datei speichern und beenden</translation>
    </message>
    <message>
        <source>let computers play N moves for every seat before showing the table</source>
        <translation>Computer N Züge pro Platz spielen lassen, bevor der Tisch erscheint</translation>
    </message>
    <message>
        <source>settings file (JSON)</source>
        <translation>Einstellungsdatei (JSON)</translation>
    </message>
    <message>
        <source>add the game to this user&apos;s application menu (launcher and icon) and exit</source>
        <translation>das Spiel ins Anwendungsmenü dieses Benutzers aufnehmen (Menüeintrag und Symbol) und beenden</translation>
    </message>
    <message>
        <source>remove what --install-desktop-entry added and exit</source>
        <translation>entfernen, was --install-desktop-entry hinzugefügt hat, und beenden</translation>
    </message>
    <message>
        <source>--settings: {path} is a folder, not a settings file</source>
        <translation>--settings: {path} ist ein Ordner, keine Einstellungsdatei</translation>
    </message>
    <message>
        <source>--seats: give {players} seats, each human, ai:easy, ai:normal, ai:hard or ai:classic</source>
        <translation>--seats: gib {players} Plätze an, jeweils human, ai:easy, ai:normal, ai:hard oder ai:classic</translation>
    </message>
    <message>
        <source>--names: give {players} names</source>
        <translation>--names: gib {players} Namen an</translation>
    </message>
    <message>
        <source>--names: a name has at most {count} characters</source>
        <translation>--names: ein Name hat höchstens {count} Zeichen</translation>
    </message>
    <message>
        <source>Your settings file could not be read. It is kept as {file}, and the game starts with the usual settings.</source>
        <extracomment>A window that is never painted (shown minimized) starts its game after this many milliseconds anyway. When the computer players&apos; process starts after the window shows (if no question started it).</extracomment>
        <translation>Deine Einstellungsdatei konnte nicht gelesen werden. Sie wird als {file} aufbewahrt, und das Spiel startet mit den Standardeinstellungen.</translation>
    </message>
    <message>
        <source>The picture cannot be written to {path}.</source>
        <translation>Das Bild kann nicht in {path} gespeichert werden.</translation>
    </message>
    <message>
        <source>The picture cannot be written to {path}: {error}</source>
        <translation>Das Bild kann nicht in {path} gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Your settings file {file} is not a file the game can read: it is left as it is, and the game starts with the usual settings without saving them.</source>
        <translation>Deine Einstellungsdatei {file} ist keine Datei, die das Spiel lesen kann: Sie bleibt, wie sie ist, und das Spiel startet mit den Standardeinstellungen, ohne sie zu speichern.</translation>
    </message>
    <message>
        <source>You have a seat at an online table: Game → Play online… → Resume the online table</source>
        <translation>Du hast einen Platz an einem Online-Tisch: Spiel → Online spielen… → Zum Online-Tisch zurückkehren</translation>
    </message>
    <message>
        <source>Your settings file {file} cannot be read ({error}): it is left as it is, and the game starts with the usual settings without saving them.</source>
        <translation>Deine Einstellungsdatei {file} kann nicht gelesen werden ({error}): Sie bleibt, wie sie ist, und das Spiel startet mit den Standardeinstellungen, ohne sie zu speichern.</translation>
    </message>
    <message>
        <source>Some settings in {file} cannot be used and are back to their usual values: {names}.</source>
        <translation>Einige Einstellungen in {file} sind nicht verwendbar und stehen wieder auf ihren Standardwerten: {names}.</translation>
    </message>
    <message>
        <source>Sorry: the game closed unexpectedly the last time it ran. A report of it is kept in {file}; if you tell us about the problem, please attach it.</source>
        <translation>Entschuldigung: Das Spiel wurde beim letzten Mal unerwartet beendet. Ein Bericht darüber liegt unter {file}. Wenn du uns das Problem meldest, häng ihn bitte an.</translation>
    </message>
    <message>
        <source>An unexpected error happened: see {log}</source>
        <translation>Ein unerwarteter Fehler ist aufgetreten: siehe {log}</translation>
    </message>
    <message>
        <source>the messages above</source>
        <translation>die Meldungen oben</translation>
    </message>
    <message>
        <source>--deck: no card deck named {deck}; installed: {decks}</source>
        <translation>--deck: kein Kartensatz namens {deck}; installiert: {decks}</translation>
    </message>
    <message>
        <source>window size (default: as the window was left, else 1024x700)</source>
        <translation>Fenstergröße (Standard: die zuletzt verwendete, sonst 1024x700)</translation>
    </message>
    <message>
        <source>The card deck {deck} is not installed: the game&apos;s own cards are used.</source>
        <translation>Der Kartensatz {deck} ist nicht installiert: Es werden die eigenen Karten des Spiels verwendet.</translation>
    </message>
    <message>
        <source>About Buraco</source>
        <translation>Über Buraco</translation>
    </message>
    <message>
        <source>Buraco</source>
        <translation>Buraco</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>Buraco, the canasta of Venezuela and Brazil, for the desktop: you and a computer partner against two computer opponents, or friends sharing one screen, with every popular rule variant.</source>
        <translation>Buraco, das Canasta aus Venezuela und Brasilien, für den Desktop: du und ein Computerpartner gegen zwei Computergegner oder Freunde an einem gemeinsamen Bildschirm, mit allen beliebten Regelvarianten.</translation>
    </message>
    <message>
        <source>The rules and the table layout follow CardCol&apos;s Buraco (2003) by Markus Schwab, published under the GNU GPL.</source>
        <translation>Regeln und Tischaufteilung folgen dem Buraco aus CardCol (2003) von Markus Schwab, veröffentlicht unter der GNU GPL.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). This program comes with absolutely no warranty.</source>
        <translation>Lizenz: GNU General Public License, Version 3 oder neuer (GPL-3.0-or-later). Dieses Programm wird ohne jegliche Gewährleistung bereitgestellt.</translation>
    </message>
    <message>
        <source>The card art is the game&apos;s own.</source>
        <translation>Die Kartenbilder wurden eigens für dieses Spiel gestaltet.</translation>
    </message>
    <message>
        <source>Built with Qt {qt} and PySide6 {pyside}.</source>
        <translation>Erstellt mit Qt {qt} und PySide6 {pyside}.</translation>
    </message>
    <message>
        <source>The launcher entry is for Linux and BSD desktops; on this system start the game with the buraco-qt command.</source>
        <translation>Der Menüeintrag ist für Linux- und BSD-Desktops gedacht; auf diesem System startest du das Spiel mit dem Befehl buraco-qt.</translation>
    </message>
    <message>
        <source>The launcher files are missing from this installation of buraco-qt.</source>
        <translation>Die Dateien für den Menüeintrag fehlen in dieser Installation von buraco-qt.</translation>
    </message>
    <message>
        <source>Installed for this user: {count} files under {folder}.</source>
        <translation>Für diesen Benutzer installiert: {count} Dateien unter {folder}.</translation>
    </message>
    <message>
        <source>Removed for this user: {count} files under {folder}.</source>
        <translation>Für diesen Benutzer entfernt: {count} Datei(en) unter {folder}.</translation>
    </message>
    <message>
        <source>The saved match goes on as it was; options not used: {options}</source>
        <translation>Die gespeicherte Partie wird unverändert fortgesetzt; nicht verwendet: {options}</translation>
    </message>
    <message>
        <source>buraco-qt found no display to open its window on (a desktop names its display in DISPLAY or WAYLAND_DISPLAY). Start the game from your desktop, or from a terminal in it. Without a display, buraco-qt --screenshot table.png still draws the table into a picture.</source>
        <translation>buraco-qt hat keinen Bildschirm gefunden, auf dem es sein Fenster öffnen kann (die Desktop-Sitzung nennt ihn in DISPLAY oder WAYLAND_DISPLAY). Starte das Spiel auf deinem Desktop oder in einem Terminal dort. Ohne Bildschirm zeichnet buraco-qt --screenshot tisch.png den Tisch trotzdem in ein Bild.</translation>
    </message>
    <message>
        <source>buraco-qt cannot open its window: Qt&apos;s X11 plugin (xcb) needs system libraries that are not installed: {libraries}.</source>
        <translation>buraco-qt kann sein Fenster nicht öffnen: Das X11-Plugin von Qt (xcb) braucht Systembibliotheken, die nicht installiert sind: {libraries}.</translation>
    </message>
    <message>
        <source>Install them, then start the game again:</source>
        <translation>Installiere sie und starte das Spiel dann neu:</translation>
    </message>
    <message>
        <source>Your system&apos;s package manager can tell which package holds {libraries}.</source>
        <translation>Die Paketverwaltung deines Systems sagt dir, welches Paket {libraries} enthält.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>clubs</source>
        <extracomment>Suits and the ranks that are words, written out (&quot;Jack of diamonds&quot;).</extracomment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>aces</source>
        <extracomment>The ranks that are words as a set is named by them, in the plural where the language needs it: &quot;the set of kings&quot; (the texts &quot;set of {rank}&quot;, &quot;Set of {rank}&quot; put them in {rank}).</extracomment>
        <translation>Ass</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>Königs</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank}s</source>
        <extracomment>The parameters of the engine&apos;s refusals that hold cards in its notation (&quot;7H&quot;, &quot;7H 8H&quot;, &quot;JK&quot;). A number rank as a set is named by it, in the plural where the language needs it (&quot;the set of 7s&quot;).</extracomment>
        <translation>{rank}er</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Open seat</source>
        <extracomment>A seat&apos;s kind in the lobby.</extracomment>
        <translation>Freier Platz</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: schwer</translation>
    </message>
    <message>
        <source>Computer: CardCol classic</source>
        <translation>Computer: CardCol klassisch</translation>
    </message>
    <message>
        <source>Free: take the whole pile</source>
        <translation>Frei: ganzen Stapel aufnehmen</translation>
    </message>
    <message>
        <source>Duro: play the top card at once</source>
        <translation>Duro: oberste Karte sofort ausspielen</translation>
    </message>
    <message>
        <source>Super-duro: as duro, no jokers, twos in own suit</source>
        <translation>Super-duro: wie Duro, ohne Joker, Zweier nur in eigener Farbe</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Host a table on this computer</source>
        <extracomment>The longest name the server takes.</extracomment>
        <translation>Einen Tisch auf diesem Computer eröffnen</translation>
    </message>
    <message>
        <source>Host a table on a server</source>
        <translation>Einen Tisch auf einem Server eröffnen</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>as your friends will see it</source>
        <translation>so sehen ihn deine Freunde</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>Server&amp;adresse:</translation>
    </message>
    <message>
        <source>host:port, e.g. buraco.example.org:8765</source>
        <translation>Host:Port, z. B. buraco.example.org:8765</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>Points to &amp;end the match:</source>
        <translation>&amp;Ziel der Partie:</translation>
    </message>
    <message>
        <source>&amp;Cards per hand:</source>
        <translation>&amp;Karten pro Hand:</translation>
    </message>
    <message>
        <source>Taking the &amp;pile:</source>
        <translation>Ablage&amp;stapel:</translation>
    </message>
    <message>
        <source>Turn &amp;clock:</source>
        <translation>&amp;Zeit pro Zug:</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>ohne Zeitlimit</translation>
    </message>
    <message>
        <source> seconds a turn</source>
        <translation> Sekunden pro Zug</translation>
    </message>
    <message>
        <source>empty: a random deal</source>
        <translation>leer: eine zufällige Kartenverteilung</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>4 players, two teams of two</source>
        <translation>4 Spieler, zwei Teams zu zweit</translation>
    </message>
    <message>
        <source>2 players, one against one</source>
        <translation>2 Spieler, einer gegen einen</translation>
    </message>
    <message>
        <source>P&amp;layers:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>A friend (an open seat)</source>
        <translation>Ein Freund (freier Platz)</translation>
    </message>
    <message>
        <source>You sit at seat 1. Friends take the open seats with the invite; in the lobby you can still give an open seat to a computer.</source>
        <translation>Du sitzt auf Platz 1. Freunde nehmen die freien Plätze mit der Einladung ein; in der Lobby kannst du einen freien Platz noch dem Computer geben.</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>Tisch &amp;eröffnen</translation>
    </message>
    <message>
        <source>Give your name: the others see it at the table.</source>
        <translation>Gib deinen Namen ein: Die anderen sehen ihn am Tisch.</translation>
    </message>
    <message>
        <source>The server&apos;s address is not an address: write it as host:port.</source>
        <translation>Die Serveradresse ist keine Adresse: schreibe sie als Host:Port.</translation>
    </message>
    <message>
        <source>Seat {n} · your partner</source>
        <translation>Platz {n} · dein Partner</translation>
    </message>
    <message>
        <source>Seat {n} · an opponent</source>
        <translation>Platz {n} · ein Gegner</translation>
    </message>
    <message>
        <source>Seat {n} · your opponent</source>
        <translation>Platz {n} · dein Gegner</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>With several people, the screen is passed from one to the next: each sees only their own cards.</source>
        <translation>Mit mehreren Personen wird der Bildschirm weitergereicht: Jeder sieht nur seine eigenen Karten.</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Austeilen</translation>
    </message>
    <message>
        <source>Seat {n} · team {team}</source>
        <translation>Platz {n} · Team {team}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Clean canastas</source>
        <extracomment>Score-sheet row labels, keyed by the engine&apos;s item names (`HandScore.rows()`).</extracomment>
        <translation>Reine Canastas</translation>
    </message>
    <message>
        <source>Dirty canastas</source>
        <translation>Gemischte Canastas</translation>
    </message>
    <message>
        <source>Semi-clean canastas</source>
        <translation>Halbreine Canastas</translation>
    </message>
    <message>
        <source>Royal canastas</source>
        <translation>Royal-Canastas</translation>
    </message>
    <message>
        <source>Ace-to-ace canastas</source>
        <translation>Canastas Ass bis Ass</translation>
    </message>
    <message>
        <source>Wild canastas (clean)</source>
        <translation>Joker-Canastas (rein)</translation>
    </message>
    <message>
        <source>Wild canastas</source>
        <translation>Joker-Canastas</translation>
    </message>
    <message>
        <source>Canastas of twos</source>
        <translation>Zweier-Canastas</translation>
    </message>
    <message>
        <source>Clean canastas of aces</source>
        <translation>Reine Ass-Canastas</translation>
    </message>
    <message>
        <source>Dirty canastas of aces</source>
        <translation>Gemischte Ass-Canastas</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Karten auf dem Tisch</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Ausmachen</translation>
    </message>
    <message>
        <source>Reserve (buraco / morto)</source>
        <translation>Reserve (Buraco)</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Rundenergebnis</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Gesamtstand</translation>
    </message>
    <message>
        <source>Canastas ({kind})</source>
        <translation>Canastas ({kind})</translation>
    </message>
    <message>
        <source>Match totals hand by hand</source>
        <translation>Gesamtstand Runde für Runde</translation>
    </message>
    <message>
        <source>target {points}</source>
        <translation>Ziel {points}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <extracomment>Replay: the hand the sheet shows, on the table again (the replay view). Play this deal again: a new match whose first hand is the deal of the hand the sheet shows.</extracomment>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <source>Match totals, hand by hand</source>
        <translation>Gesamtstand, Runde für Runde</translation>
    </message>
    <message>
        <source>Points of the last hand and of the match</source>
        <translation>Punkte der letzten Runde und der Partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>{text} {deal}.</source>
        <translation>{text} {deal}.</translation>
    </message>
    <message numerus="yes">
        <source>You took %n hint(s) this match.</source>
        <translation>
            <numerusform>Du hast in dieser Partie %n Hinweis genutzt.</numerusform>
            <numerusform>Du hast in dieser Partie %n Hinweise genutzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took %n hint(s) this match.</source>
        <translation>
            <numerusform>{name} hat in dieser Partie %n Hinweis genutzt.</numerusform>
            <numerusform>{name} hat in dieser Partie %n Hinweise genutzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>{a} to {b}</source>
        <extracomment>How the window plays a saved match: play(game, seats, names, ai_seed, resumed=..., hints=...). Errors that say nothing is wrong inside the file: it is left where it is. Errors that say a file chosen in Open… is something else than a saved match (a text, a picture, another JSON file): the player&apos;s file is left where it is too.</extracomment>
        <translation>{a} zu {b}</translation>
    </message>
    <message>
        <source>This saved match cannot be opened: {reason}.</source>
        <translation>Diese gespeicherte Partie kann nicht geöffnet werden: {reason}.</translation>
    </message>
    <message>
        <source>The match cannot be saved automatically in {folder}: {error}</source>
        <translation>Die Partie kann nicht automatisch in {folder} gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>The match saved last cannot be opened: {reason}. It is left where it is, and this window does not save its match automatically.</source>
        <translation>Die zuletzt gespeicherte Partie kann nicht geöffnet werden: {reason}. Sie bleibt, wo sie ist, und dieses Fenster speichert seine Partie nicht automatisch.</translation>
    </message>
    <message>
        <source>The match saved last cannot be opened: {reason}. It cannot be moved aside either, so this window does not save its match automatically.</source>
        <translation>Die zuletzt gespeicherte Partie kann nicht geöffnet werden: {reason}. Die Datei lässt sich auch nicht verschieben, deshalb speichert dieses Fenster seine Partie nicht automatisch.</translation>
    </message>
    <message>
        <source>The match saved last cannot be opened: {reason}. It was moved to {path}. A new match starts.</source>
        <translation>Die zuletzt gespeicherte Partie kann nicht geöffnet werden: {reason}. Die Datei wurde nach {path} verschoben. Eine neue Partie beginnt.</translation>
    </message>
    <message>
        <source>The match cannot be saved automatically: the folder {folder} cannot be written ({error}). Use Game → Save as… to keep it.</source>
        <translation>Die Partie kann nicht automatisch gespeichert werden: In den Ordner {folder} kann nicht geschrieben werden ({error}). Mit Spiel → Speichern unter… kannst du sie behalten.</translation>
    </message>
    <message>
        <source>A match is already open in another Buraco window. This window plays a new match that is not saved automatically: use Game → Save as… to keep it.</source>
        <translation>In einem anderen Buraco-Fenster ist schon eine Partie geöffnet. In diesem Fenster beginnt eine neue Partie, die nicht automatisch gespeichert wird: Mit Spiel → Speichern unter… kannst du sie behalten.</translation>
    </message>
    <message>
        <source>This saved match cannot be opened: it could not be played on ({error}). The match in play goes on.</source>
        <translation>Diese gespeicherte Partie kann nicht geöffnet werden: Sie ließ sich nicht weiterspielen ({error}). Die laufende Partie geht weiter.</translation>
    </message>
    <message>
        <source>The match saved last could not be played on ({error}). It is left where it is, and this window does not save its match automatically. A new match starts.</source>
        <translation>Die zuletzt gespeicherte Partie ließ sich nicht weiterspielen ({error}). Sie bleibt, wo sie ist, und dieses Fenster speichert seine Partie nicht automatisch. Eine neue Partie beginnt.</translation>
    </message>
    <message>
        <source>The match saved last could not be played on ({error}). It was moved to {path}. A new match starts.</source>
        <translation>Die zuletzt gespeicherte Partie ließ sich nicht weiterspielen ({error}). Die Datei wurde nach {path} verschoben. Eine neue Partie beginnt.</translation>
    </message>
    <message>
        <source>The match saved last could not be played on ({error}). A new match starts.</source>
        <translation>Die zuletzt gespeicherte Partie ließ sich nicht weiterspielen ({error}). Eine neue Partie beginnt.</translation>
    </message>
    <message>
        <source>Continue the match of {date} ({variant}, {score})?</source>
        <translation>Partie vom {date} fortsetzen ({variant}, {score})?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Buraco matches (*.buraco)</source>
        <extracomment>The replay view closed: the match in play goes on. The replay view open now (None: none). The question before a new match replaces the one in progress (Play this deal again).</extracomment>
        <translation>Buraco-Partien (*.buraco)</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Buraco {date}</source>
        <translation>Buraco {date}</translation>
    </message>
    <message>
        <source>The match could not be saved to {path}: {error}</source>
        <translation>Die Partie konnte nicht unter {path} gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>Replace the match in progress with the match of {date} ({variant}, {score})?</source>
        <translation>Die laufende Partie durch die Partie vom {date} ({variant}, {score}) ersetzen?</translation>
    </message>
    <message>
        <source>To keep the match in progress, save it first with Game → Save as…</source>
        <translation>Wenn du die laufende Partie behalten willst, speichere sie vorher mit Spiel → Speichern unter…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>This saved match cannot be opened: {reason}. It was moved to {path}.</source>
        <translation>Diese gespeicherte Partie kann nicht geöffnet werden: {reason}. Die Datei wurde nach {path} verschoben.</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>{points}  ({count}×)</source>
        <translation>{points}  ({count}×)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>You won the match by {points} points!</source>
        <translation>Du hast die Partie mit {points} Punkten Vorsprung gewonnen!</translation>
    </message>
    <message>
        <source>Your team won the match by {points} points!</source>
        <translation>Dein Team hat die Partie mit {points} Punkten Vorsprung gewonnen!</translation>
    </message>
    <message>
        <source>{team} won the match by {points} points!</source>
        <translation>Sieg für {team} mit {points} Punkten Vorsprung!</translation>
    </message>
    <message numerus="yes">
        <source>Final score: {a} {pa} — {b} {pb}, after %n hand(s).</source>
        <translation>
            <numerusform>Endstand: {a} {pa} – {b} {pb}, nach %n Runde.</numerusform>
            <numerusform>Endstand: {a} {pa} – {b} {pb}, nach %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <source>No hand has been scored yet.</source>
        <translation>Noch keine Runde gewertet.</translation>
    </message>
    <message>
        <source>Hand {number} is over</source>
        <translation>Runde {number} beendet</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Du hast ausgemacht.</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>{name} hat ausgemacht.</translation>
    </message>
    <message>
        <source>The match ends at {target} points.</source>
        <translation>Die Partie endet bei {target} Punkten.</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Buraco (the game&apos;s own)</source>
        <translation>Buraco (eigene Karten)</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>A language was chosen in the list (its code; &quot;&quot; = the system&apos;s): the window speaks it at once. The fields of `Settings` the dialog shows and `apply_to` writes.</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>sofort</translation>
    </message>
    <message>
        <source>Computer &amp;delay:</source>
        <translation>&amp;Pause je Computerzug:</translation>
    </message>
    <message>
        <source>How long each computer move stays on screen (CardCol: {ms} ms; 0 = instant).</source>
        <translation>Wie lange jeder Computerzug zu sehen ist (CardCol: {ms} ms; 0 = sofort).</translation>
    </message>
    <message>
        <source>&amp;Animate the cards</source>
        <translation>Karten &amp;animieren</translation>
    </message>
    <message>
        <source>Ask before discarding the &amp;last card</source>
        <translation>Vor dem Ablegen der &amp;letzten Karte fragen</translation>
    </message>
    <message>
        <source>Allow &amp;hints (Buraco → Hint)</source>
        <translation>&amp;Hinweise erlauben (Buraco → Hinweis)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Kartensatz:</translation>
    </message>
    <message>
        <source>&amp;Back:</source>
        <translation>&amp;Rückseite:</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>Karten&amp;größe:</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (clubs green, diamonds blue)</source>
        <translation>&amp;Vierfarbiges Blatt (Kreuz grün, Karo blau)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>&amp;Töne abspielen</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>La&amp;utstärke:</translation>
    </message>
    <message>
        <source>Qt Multimedia is installed, but the system library {library} it needs is missing, so the game plays without sound. To hear the sounds, install it:</source>
        <translation>Qt Multimedia ist installiert, aber die Systembibliothek {library}, die es braucht, fehlt, deshalb läuft das Spiel ohne Ton. Um die Töne zu hören, installiere sie mit:</translation>
    </message>
    <message>
        <source>Qt Multimedia is installed but cannot be loaded, so the game plays without sound: {reason}</source>
        <translation>Qt Multimedia ist installiert, lässt sich aber nicht laden, deshalb läuft das Spiel ohne Ton: {reason}</translation>
    </message>
    <message>
        <source>Qt Multimedia is not installed, so the game plays without sound. To hear the sounds, install it: {command}</source>
        <translation>Qt Multimedia ist nicht installiert, deshalb läuft das Spiel ohne Ton. Um die Töne zu hören, installiere es mit: {command}</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Buraco: something went wrong</source>
        <extracomment>The widest a file&apos;s path is shown (pixels); a longer one scrolls in its field. Errors that happened after the one told, while the box was open.</extracomment>
        <translation>Buraco: Etwas ist schiefgelaufen</translation>
    </message>
    <message>
        <source>Sorry: something went wrong in the game.</source>
        <translation>Entschuldigung, im Spiel ist etwas schiefgelaufen.</translation>
    </message>
    <message>
        <source>An unexpected error interrupted the game. It is a fault in the program, not in anything you did.</source>
        <translation>Ein unerwarteter Fehler hat das Spiel unterbrochen. Das liegt am Programm, nicht an etwas, das du getan hast.</translation>
    </message>
    <message>
        <source>Your match was saved, so nothing of it is lost:</source>
        <translation>Deine Partie wurde gespeichert, es geht also nichts verloren:</translation>
    </message>
    <message>
        <source>Your match could not be saved.</source>
        <translation>Deine Partie konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>What happened is written in the log. If you report the problem, please attach this file and your saved match:</source>
        <translation>Was passiert ist, steht im Protokoll. Wenn du das Problem meldest, häng bitte diese Datei und deine gespeicherte Partie an:</translation>
    </message>
    <message>
        <source>No log file could be written: what happened was written to the terminal only.</source>
        <translation>Es konnte keine Protokolldatei geschrieben werden: Was passiert ist, wurde nur im Terminal ausgegeben.</translation>
    </message>
    <message>
        <source>Open the log&apos;s folder</source>
        <translation>Protokollordner öffnen</translation>
    </message>
    <message>
        <source>Continue shows the table again as the match stands. Quit closes the game.</source>
        <translation>„Weiterspielen“ baut den Tisch aus dem aktuellen Stand der Partie neu auf. „Beenden“ schließt das Spiel.</translation>
    </message>
    <message>
        <source>The error keeps coming back, so the game cannot go on. Please quit and start it again.</source>
        <translation>Der Fehler tritt immer wieder auf, deshalb kann das Spiel nicht weiterlaufen. Bitte beende es und starte es neu.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message numerus="yes">
        <source>%n more error(s) happened while this message was open.</source>
        <translation>
            <numerusform>%n weiterer Fehler ist aufgetreten, während diese Meldung offen war.</numerusform>
            <numerusform>%n weitere Fehler sind aufgetreten, während diese Meldung offen war.</numerusform>
        </translation>
    </message>
    <message>
        <source>Matches played</source>
        <extracomment>The rows of a tally, in the order shown.</extracomment>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <source>Average points per hand</source>
        <translation>Punkteschnitt pro Runde</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Beste Runde</translation>
    </message>
    <message>
        <source>Canastas of wild cards</source>
        <translation>Joker-Canastas</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>CardCol classic</source>
        <translation>CardCol klassisch</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}&#xa0;%</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Deine Statistik</translation>
    </message>
    <message>
        <source>Your team&apos;s results in the matches you play at this screen against the computer. Matches of people on both teams, and of computers alone, are not counted.</source>
        <translation>Die Ergebnisse deines Teams in den Partien, die du an diesem Bildschirm gegen den Computer spielst. Partien mit Menschen in beiden Teams und Partien nur zwischen Computern werden nicht gezählt.</translation>
    </message>
    <message>
        <source>No hand has been counted yet: play a hand, and its result will be here.</source>
        <translation>Noch keine Runde gezählt: Spiel eine Runde, dann steht ihr Ergebnis hier.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Statistik zurücksetzen?</translation>
    </message>
    <message>
        <source>Forget every match and hand counted so far? This cannot be undone.</source>
        <translation>Alle bisher gezählten Partien und Runden löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Invite your friends with this line:</source>
        <translation>Lade deine Freunde mit dieser Zeile ein:</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Address: {address} · Invite code: {code}</source>
        <translation>Adresse: {address} · Einladungscode: {code}</translation>
    </message>
    <message>
        <source>Friends on this computer&apos;s network (the same Wi-Fi or cable) join with it: Game → Play online… → Join a table. From elsewhere, your router must let port {port} through to this computer.</source>
        <translation>Freunde im Netz dieses Computers (dasselbe WLAN oder Kabel) kommen damit herein: Spiel → Online spielen… → Einem Tisch beitreten. Von anderswo muss dein Router Port {port} zu diesem Computer durchlassen.</translation>
    </message>
    <message>
        <source>This computer has no address on a network: the invite works only here (127.0.0.1). Connect it to a network and host again, or give your friends its address yourself.</source>
        <translation>Dieser Computer hat keine Adresse in einem Netz: Die Einladung gilt nur hier (127.0.0.1). Verbinde ihn mit einem Netz und eröffne den Tisch neu, oder gib deinen Freunden seine Adresse selbst.</translation>
    </message>
    <message>
        <source>Friends paste it in Game → Play online… → Join a table.</source>
        <translation>Freunde fügen sie ein unter Spiel → Online spielen… → Einem Tisch beitreten.</translation>
    </message>
    <message>
        <source>The table&apos;s invite</source>
        <translation>Die Einladung zum Tisch</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Einem Tisch beitreten</translation>
    </message>
    <message>
        <source>&amp;Invite:</source>
        <translation>&amp;Einladung:</translation>
    </message>
    <message>
        <source>paste it here: buraco://…</source>
        <translation>hier einfügen: buraco://…</translation>
    </message>
    <message>
        <source>or the server&apos;s address and the table&apos;s code:</source>
        <translation>oder die Serveradresse und den Code des Tisches:</translation>
    </message>
    <message>
        <source>host:port</source>
        <translation>Host:Port</translation>
    </message>
    <message>
        <source>Invite &amp;code:</source>
        <translation>Einladungs&amp;code:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>This is not an invite: it looks like buraco://192.168.1.20:8765/ABCDEFGHJKLM, or give the server&apos;s address and the code.</source>
        <translation>Das ist keine Einladung: Sie sieht so aus: buraco://192.168.1.20:8765/ABCDEFGHJKLM – oder gib die Serveradresse und den Code ein.</translation>
    </message>
    <message>
        <source>The table&apos;s lobby</source>
        <extracomment>The host gives seat `seat` the kind (`&quot;open&quot;`, `&quot;ai:&lt;level&gt;&quot;`). A guest moves to the open seat `seat`. The host starts the match. Leave the table.</extracomment>
        <translation>Die Lobby des Tisches</translation>
    </message>
    <message>
        <source>Partners sit across the table from each other.</source>
        <translation>Partner sitzen einander gegenüber.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Start the match</source>
        <translation>Partie &amp;starten</translation>
    </message>
    <message>
        <source>The host starts the match.</source>
        <translation>Der Gastgeber startet die Partie.</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>turn clock: {seconds} s</source>
        <translation>Zeit: {seconds} s pro Zug</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Dein Partner</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>{role} · seat {n}</source>
        <translation>{role} · Platz {n}</translation>
    </message>
    <message>
        <source>{role} · host</source>
        <translation>{role} · Gastgeber</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Ein Spieler</translation>
    </message>
    <message>
        <source>away: a computer plays the seat</source>
        <translation>weg: der Computer spielt den Platz</translation>
    </message>
    <message>
        <source>● connected</source>
        <translation>● verbunden</translation>
    </message>
    <message>
        <source>○ not connected</source>
        <translation>○ nicht verbunden</translation>
    </message>
    <message>
        <source>waiting for a friend to join</source>
        <translation>wartet auf einen Freund</translation>
    </message>
    <message>
        <source>a computer plays this seat</source>
        <translation>der Computer spielt diesen Platz</translation>
    </message>
    <message>
        <source>Sit &amp;here</source>
        <translation>&amp;Hier hinsetzen</translation>
    </message>
    <message>
        <source>Play online</source>
        <extracomment>The player chose: &quot;here&quot;, &quot;server&quot;, &quot;join&quot; or &quot;resume&quot;.</extracomment>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>Play with friends at other computers: one of you hosts a table, the others join it with its invite.</source>
        <translation>Spiele mit Freunden an anderen Computern: Einer eröffnet einen Tisch, die anderen treten mit seiner Einladung bei.</translation>
    </message>
    <message>
        <source>&amp;Host a table on this computer…</source>
        <translation>Tisch auf &amp;diesem Computer eröffnen…</translation>
    </message>
    <message>
        <source>This computer keeps the table while you play: friends on your network join with the invite it shows.</source>
        <translation>Dieser Computer hält den Tisch, solange du spielst: Freunde in deinem Netz treten mit der angezeigten Einladung bei.</translation>
    </message>
    <message>
        <source>Host a table on a &amp;server…</source>
        <translation>Tisch auf einem &amp;Server eröffnen…</translation>
    </message>
    <message>
        <source>A buraco-server that is running elsewhere (a friend&apos;s, a club&apos;s) keeps the table: give its address.</source>
        <translation>Ein buraco-server, der anderswo läuft (bei einem Freund, einem Verein), hält den Tisch: Gib seine Adresse an.</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Einem Tisch &amp;beitreten…</translation>
    </message>
    <message>
        <source>Paste the invite a friend sent you.</source>
        <translation>Füge die Einladung ein, die dir ein Freund geschickt hat.</translation>
    </message>
    <message>
        <source>&amp;Resume the online table</source>
        <translation>Zum Online-Tisch &amp;zurückkehren</translation>
    </message>
    <message>
        <source>Go back to your seat at the table you left.</source>
        <translation>Zurück auf deinen Platz an dem Tisch, den du verlassen hast.</translation>
    </message>
    <message>
        <source>Each person plays from their own computer: two people at one screen cannot share a seat at an online table.</source>
        <translation>Jeder spielt an seinem eigenen Computer: Zwei Personen an einem Bildschirm können keinen Online-Tisch teilen.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>buraco</source>
        <extracomment>The piles the picture marks, in the order of the list under it. Where the page&apos;s keyboard section starts (Help → Keyboard opens the page there).</extracomment>
        <translation>Buraco</translation>
    </message>
    <message>
        <source>morto</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>The other players&apos; hands, face down: your partner&apos;s in the middle, the opponents&apos; on either side.</source>
        <translation>Die Karten der anderen Spieler, verdeckt: die deines Partners in der Mitte, die der Gegner links und rechts.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s hand, face down.</source>
        <translation>Die Karten deines Gegners, verdeckt.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>The stock: click it to draw a card.</source>
        <translation>Der Talon: Klick darauf, um eine Karte zu ziehen.</translation>
    </message>
    <message>
        <source>The discard pile: click it, or drag it to your hand, to take it.</source>
        <translation>Der Ablagestapel: Klick darauf oder zieh ihn auf deine Hand, um ihn aufzunehmen.</translation>
    </message>
    <message>
        <source>Your hand: click cards to select them.</source>
        <translation>Deine Hand: Klick Karten an, um sie auszuwählen.</translation>
    </message>
    <message>
        <source>New meld: drop cards here to lay down a new meld.</source>
        <translation>„Neu“: Zieh Karten hierher, um eine neue Meldung auszulegen.</translation>
    </message>
    <message>
        <source>Your team&apos;s melds, beside your team&apos;s panel (names, points, the {reserve} while it waits, closed canastas). Drop cards on a meld to add them.</source>
        <translation>Die Meldungen deines Teams, neben seinem Infofeld (Namen, Punkte, der {reserve}-Stapel, solange er noch wartet, geschlossene Canastas). Zieh Karten auf eine Meldung, um sie anzulegen.</translation>
    </message>
    <message>
        <source>The other team&apos;s melds and panel.</source>
        <translation>Meldungen und Infofeld des anderen Teams.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Draw: click the stock, or take the discard pile. Where the rules want a meld with the pile&apos;s top card, select those cards in your hand first, or drop the pile on one of your team&apos;s melds.</source>
        <translation>Ziehen: Klick auf den Talon oder nimm den Ablagestapel auf. Verlangen die Regeln dafür eine Meldung mit der obersten Karte des Stapels, wähle zuerst die passenden Karten auf deiner Hand aus oder zieh den Stapel auf eine Meldung deines Teams.</translation>
    </message>
    <message>
        <source>Meld: click cards of your hand to select them (they rise), then drag them onto New meld or onto one of your team&apos;s melds. Wild cards find their place by themselves.</source>
        <translation>Melden: Klick Karten auf deiner Hand an, um sie auszuwählen (sie rücken nach oben), und zieh sie dann auf „Neu“ oder auf eine Meldung deines Teams. Wilde Karten finden ihren Platz von selbst.</translation>
    </message>
    <message>
        <source>Discard: drag one card onto the discard pile, or double-click it. That ends your turn.</source>
        <translation>Ablegen: Zieh eine Karte auf den Ablagestapel oder klick doppelt darauf. Damit endet dein Zug.</translation>
    </message>
    <message>
        <source>The status bar says what to do next and, when a move is not allowed, why. Help → Rules explains the rules of the game being played.</source>
        <translation>Die Statusleiste zeigt, was als Nächstes zu tun ist, und bei einem unerlaubten Zug, warum er nicht geht. Hilfe → Regeln erklärt die Regeln der Variante, die gerade gespielt wird.</translation>
    </message>
    <message>
        <source>With the mouse</source>
        <translation>Mit der Maus</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Klick</translation>
    </message>
    <message>
        <source>the stock: draw; the discard pile: take it; a card of your hand: select it or put it back</source>
        <translation>auf den Talon: ziehen; auf den Ablagestapel: aufnehmen; auf eine Karte deiner Hand: auswählen oder zurücklegen</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doppelklick</translation>
    </message>
    <message>
        <source>a card of your hand: discard it</source>
        <translation>auf eine Karte deiner Hand: ablegen</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>selected cards (or one card) onto New meld, onto a meld of your team, or onto the discard pile; a card along your hand to put it elsewhere; the discard pile to your hand or onto a meld to take it</source>
        <translation>ausgewählte Karten (oder eine einzelne) auf „Neu“, auf eine Meldung deines Teams oder auf den Ablagestapel; eine Karte innerhalb deiner Hand, um sie umzusortieren; den Ablagestapel auf deine Hand oder auf eine Meldung, um ihn aufzunehmen</translation>
    </message>
    <message>
        <source>While dragging</source>
        <translation>Beim Ziehen</translation>
    </message>
    <message>
        <source>the places the cards may go light up</source>
        <translation>leuchten die Stellen auf, wo die Karten hindürfen</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>put the selected cards back, or let go of the cards being dragged</source>
        <translation>ausgewählte Karten zurücklegen oder das Ziehen abbrechen</translation>
    </message>
    <message>
        <source>with friends at one screen: show your cards when the screen says it is your turn</source>
        <translation>mit Freunden an einem Bildschirm: deine Karten aufdecken, wenn der Bildschirm anzeigt, dass du am Zug bist</translation>
    </message>
    <message>
        <source>With the keyboard</source>
        <translation>Mit der Tastatur</translation>
    </message>
    <message>
        <source>Every move can be made without the mouse. The first press of any of these keys shows a white ring around the place in focus; a click of the mouse hides it.</source>
        <translation>Jeder Spielzug geht auch ohne Maus. Sobald du eine dieser Tasten drückst, erscheint ein weißer Ring um die Stelle im Fokus; ein Mausklick blendet ihn wieder aus.</translation>
    </message>
    <message>
        <source>move the focus from place to place: the stock, the discard pile, each card of your hand, your team&apos;s melds, New meld, the other team&apos;s melds</source>
        <translation>den Fokus von Stelle zu Stelle bewegen: Talon, Ablagestapel, jede Karte deiner Hand, die Meldungen deines Teams, „Neu“, die Meldungen des anderen Teams</translation>
    </message>
    <message>
        <source>move the focus along a row, or to the nearest place of the row above or below</source>
        <translation>den Fokus innerhalb einer Reihe bewegen oder zur nächstgelegenen Stelle der Reihe darüber oder darunter</translation>
    </message>
    <message>
        <source>select the card in focus, or put it back</source>
        <translation>die Karte im Fokus auswählen oder zurücklegen</translation>
    </message>
    <message>
        <source>play the selected cards on the place in focus: on New meld to lay them down, on a meld of your team to add them, one card on the discard pile to discard it; on the stock, draw; on the discard pile while you draw, take it</source>
        <translation>die ausgewählten Karten an der Stelle im Fokus ausspielen: auf „Neu“ als neue Meldung auslegen, an eine Meldung deines Teams anlegen, eine einzelne Karte auf den Ablagestapel ablegen; auf dem Talon: ziehen; auf dem Ablagestapel zu Beginn deines Zugs: ihn aufnehmen</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>vom Talon ziehen</translation>
    </message>
    <message>
        <source>take the discard pile (with the selected cards, where the rules want a meld with its top card)</source>
        <translation>den Ablagestapel aufnehmen (mit den ausgewählten Karten, wenn die Regeln eine Meldung mit seiner obersten Karte verlangen)</translation>
    </message>
    <message>
        <source>discard the card in focus</source>
        <translation>die Karte im Fokus ablegen</translation>
    </message>
    <message>
        <source>With a screen reader, the place in focus is read out as the focus moves (a pile with its count and its top card, a meld with its cards), and every move is announced as the status bar says it.</source>
        <translation>Mit einem Screenreader wird die Stelle im Fokus vorgelesen, sobald der Fokus wandert (ein Stapel mit seiner Kartenzahl und der obersten Karte, eine Meldung mit ihren Karten), und jeder Zug wird so angesagt, wie ihn die Statusleiste meldet.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Buraco → Hint ({key}) shows what the computer player of level normal would do in your place now: the cards it would play get a dashed magenta ring with an arrow over them (they do not rise: a card that rises is one you selected), the pile or meld they go to glows magenta, and the status bar says the move in words. The hint never plays the move: you do, or you play something else. It is for your turn only. The score sheet counts the hints you took in the match; Settings can turn hints off.</source>
        <translation>Buraco → Hinweis ({key}) zeigt, was der Computerspieler der Stufe „normal“ jetzt an deiner Stelle tun würde: Die Karten, die er spielen würde, bekommen einen gestrichelten magentafarbenen Rahmen mit einem Pfeil darüber (sie rücken nicht nach oben: Eine hochgerückte Karte hast du ausgewählt), der Stapel oder die Meldung, wo sie hinkommen, leuchtet magenta, und die Statusleiste beschreibt den Zug in Worten. Der Hinweis spielt den Zug nie selbst: Das machst du – oder du spielst etwas anderes. Hinweise gibt es nur, wenn du am Zug bist. Die Punkteliste zählt, wie viele Hinweise du in der Partie genutzt hast; in den Einstellungen lassen sich Hinweise abschalten.</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Zugprotokoll</translation>
    </message>
    <message>
        <source>Buraco → Move log ({key}) opens a window beside the table that lists every move of this hand in words, the newest last: who drew, which cards each player took from the discard pile, laid down or discarded. It shows what everybody at the table saw, and the card you drew from the stock only in your own moves (never with friends at one screen).</source>
        <translation>Buraco → Zugprotokoll ({key}) öffnet neben dem Tisch ein Fenster, das jeden Zug dieser Runde in Worten auflistet, der neueste steht ganz unten: wer gezogen hat und welche Karten jeder Spieler vom Ablagestapel aufgenommen, ausgelegt oder abgelegt hat. Es zeigt nur, was alle am Tisch sehen konnten: Welche Karte vom Talon gezogen wurde, steht nur bei deinen eigenen Zügen – und nie, wenn du mit Freunden an einem Bildschirm spielst.</translation>
    </message>
    <message>
        <source>Friends at one screen</source>
        <translation>Mit Freunden an einem Bildschirm</translation>
    </message>
    <message>
        <source>Choose a person for more than one seat in Game → New. Whenever the turn passes to another person, a curtain hides the hands: pass the screen on, and that person clicks to see their cards.</source>
        <translation>Wähle unter Spiel → Neu für mehrere Plätze „Mensch“. Immer wenn der Zug an eine andere Person geht, verdeckt ein Sichtschutz die Karten: Gib den Bildschirm weiter, und diese Person klickt, um ihre Karten zu sehen.</translation>
    </message>
    <message>
        <source>Replays and deal numbers</source>
        <translation>Wiederholungen und Verteilungsnummern</translation>
    </message>
    <message>
        <source>Every hand has a deal number, on the score sheet and in the move log&apos;s title: with the same rules and the same number of players it deals the same cards. Game → Play deal… starts a deal by its number, and Play this deal again on the score sheet deals the last hand again, so that friends can play the same cards and compare. Replay on the score sheet (or Game → Replay a saved match…) shows the hand move by move with every hand face up: the arrow keys step back and forward, and at each of your moves the status bar says what the computer player of level normal would have done. The match you are playing waits, unchanged.</source>
        <translation>Jede Runde hat eine Verteilungsnummer, auf der Punkteliste und im Titel des Zugprotokolls: Mit denselben Regeln und derselben Spielerzahl ergibt sie dieselben Karten. Spiel → Kartenverteilung spielen… beginnt eine Verteilung nach ihrer Nummer, und „Diese Verteilung nochmal spielen“ auf der Punkteliste teilt die letzte Runde noch einmal aus, damit Freunde mit denselben Karten spielen und vergleichen können. „Wiederholung“ auf der Punkteliste (oder Spiel → Gespeicherte Partie nachspielen…) zeigt die Runde Zug für Zug, alle Hände offen: Die Pfeiltasten gehen zurück und vor, und bei jedem deiner Züge sagt die Statusleiste, was der Computerspieler der Stufe „normal“ getan hätte. Die laufende Partie wartet unverändert auf dich.</translation>
    </message>
    <message>
        <source>Playing online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>With Game → Play online… friends at other computers play one match together. One of you hosts a table (on this computer, or on a server) and sends the others the invite line the lobby shows; they choose Join a table… and paste it. The host starts the match once everybody is seated: the computer plays the seats still open. If the connection drops, the game connects again by itself, and meanwhile a computer plays your seat. Game → Leave the online table brings your own match back.</source>
        <translation>Mit Spiel → Online spielen… spielen Freunde an anderen Computern eine Partie zusammen. Einer von euch eröffnet einen Tisch (auf diesem Computer oder auf einem Server) und schickt den anderen die Einladungszeile aus dem Warteraum; sie wählen „Einem Tisch beitreten…“ und fügen sie ein. Wer den Tisch eröffnet hat, startet die Partie, sobald alle sitzen: Auf den noch freien Plätzen spielt der Computer. Bricht die Verbindung ab, verbindet sich das Spiel von selbst wieder, und so lange spielt ein Computer für dich. Spiel → Online-Tisch verlassen bringt deine eigene Partie zurück.</translation>
    </message>
    <message>
        <source>How to play: {variant}</source>
        <extracomment>The page&apos;s sections, in order: each writes one part of the page for the window it explains.</extracomment>
        <translation>Spielanleitung: {variant}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>Every language of the game, by its code, named in its own language (people look for their own). Other codes people use for them (Qt itself maps Tagalog ``tl`` to Filipino ``fil``). The locale that formats numbers in each language (Venezuelan Spanish writes 2.000, as Spain often does). The texts of Qt&apos;s standard buttons that the game shows (button boxes, message boxes), where Qt looks them up: the generic platform theme, and the GNOME theme, which gives some an accelerator.</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Voreinstellungen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Enter</source>
        <extracomment>The key names Qt writes for the keys the game&apos;s menus, help and replay view name (`QKeySequence.toString` looks them up in this context): written as the keyboards of each language label them (&quot;Eingabe&quot;, &quot;Intro&quot;).</extracomment>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Umschalt</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <translation>Strg</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Pos1</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>a new meld needs at least three cards</source>
        <translation>eine neue Meldung braucht mindestens drei Karten</translation>
    </message>
    <message>
        <source>choose at least one card</source>
        <translation>wähle mindestens eine Karte</translation>
    </message>
    <message>
        <source>a run must be all of one suit</source>
        <translation>alle Karten einer Folge müssen dieselbe Farbe haben</translation>
    </message>
    <message>
        <source>a run cannot hold {card} twice</source>
        <translation>eine Folge kann {card} nicht zweimal enthalten</translation>
    </message>
    <message>
        <source>the run has gaps that its wild cards cannot fill</source>
        <translation>die Folge hat Lücken, die ihre wilden Karten nicht füllen können</translation>
    </message>
    <message>
        <source>{high}-A-{low} does not wrap: the ace is either low or high</source>
        <translation>{high}-A-{low} ist keine Folge: Das Ass steht entweder unten oder oben</translation>
    </message>
    <message>
        <source>a run cannot be that long</source>
        <translation>so lang kann eine Folge nicht sein</translation>
    </message>
    <message>
        <source>a run from ace to ace is not allowed in this variant</source>
        <translation>eine Folge von Ass bis Ass ist in dieser Variante nicht erlaubt</translation>
    </message>
    <message>
        <source>a run or set may hold only one wild card</source>
        <translation>eine Folge oder ein Satz darf nur eine wilde Karte enthalten</translation>
    </message>
    <message>
        <source>a new meld needs at least two natural cards</source>
        <translation>eine neue Meldung braucht mindestens zwei natürliche Karten</translation>
    </message>
    <message>
        <source>sets of one rank are not allowed in this variant: only runs</source>
        <translation>Sätze gleichen Werts sind in dieser Variante nicht erlaubt: nur Folgen</translation>
    </message>
    <message>
        <source>the only sets allowed in this variant are sets of aces</source>
        <translation>in dieser Variante sind nur Ass-Sätze erlaubt</translation>
    </message>
    <message>
        <source>a set holds cards of one rank only</source>
        <translation>ein Satz besteht nur aus Karten gleichen Werts</translation>
    </message>
    <message>
        <source>a meld of only wild cards is not allowed in this variant</source>
        <translation>eine Meldung nur aus wilden Karten ist in dieser Variante nicht erlaubt</translation>
    </message>
    <message>
        <source>a meld of wild cards may hold only twos and at most one joker</source>
        <translation>eine Jokermeldung darf nur Zweier und höchstens einen Joker enthalten</translation>
    </message>
    <message>
        <source>a meld of wild cards cannot take a natural card</source>
        <translation>eine Jokermeldung kann keine natürliche Karte aufnehmen</translation>
    </message>
    <message>
        <source>a 2 can only be used in a run of its own suit</source>
        <translation>eine 2 darf nur in einer Folge ihrer eigenen Farbe verwendet werden</translation>
    </message>
    <message>
        <source>these cards do not make a run or a set</source>
        <translation>diese Karten ergeben weder eine Folge noch einen Satz</translation>
    </message>
    <message>
        <source>a closed canasta cannot grow</source>
        <translation>an eine geschlossene Canasta kannst du nicht mehr anlegen</translation>
    </message>
    <message>
        <source>a meld may hold at most {limit} cards in this variant</source>
        <translation>eine Meldung darf in dieser Variante höchstens {limit} Karten enthalten</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>du bist nicht am Zug</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>die Runde ist vorbei</translation>
    </message>
    <message>
        <source>draw from the stock or take the discard pile first</source>
        <translation>zieh zuerst vom Talon oder nimm den Ablagestapel auf</translation>
    </message>
    <message>
        <source>you have already drawn this turn</source>
        <translation>du hast in diesem Zug schon gezogen</translation>
    </message>
    <message>
        <source>the stock is empty</source>
        <translation>der Talon ist leer</translation>
    </message>
    <message>
        <source>the discard pile is empty</source>
        <translation>der Ablagestapel ist leer</translation>
    </message>
    <message>
        <source>a wild card on top of the discard pile cannot be taken</source>
        <translation>liegt eine wilde Karte oben auf dem Ablagestapel, darf er nicht aufgenommen werden</translation>
    </message>
    <message>
        <source>to take the pile you must meld its top card with a natural pair from your hand</source>
        <translation>um den Stapel aufzunehmen, musst du seine oberste Karte mit einem natürlichen Paar aus deiner Hand melden</translation>
    </message>
    <message>
        <source>to take the pile you must play its top card at once, in a new meld or on one of your team&apos;s melds</source>
        <translation>um den Stapel aufzunehmen, musst du seine oberste Karte sofort ausspielen, in einer neuen Meldung oder an einer Meldung deines Teams</translation>
    </message>
    <message>
        <source>take the whole pile: no meld is needed</source>
        <translation>nimm den ganzen Stapel auf: Dafür ist keine Meldung nötig</translation>
    </message>
    <message>
        <source>the top card must be melded with two natural cards, no wild card</source>
        <translation>die oberste Karte muss mit zwei natürlichen Karten gemeldet werden, ohne wilde Karte</translation>
    </message>
    <message>
        <source>{cards} not in your hand</source>
        <translation>{cards} hast du nicht auf der Hand</translation>
    </message>
    <message>
        <source>your team has no such meld</source>
        <translation>dein Team hat diese Meldung nicht</translation>
    </message>
    <message>
        <source>you cannot discard {card}: you took it from a one-card pile this turn</source>
        <translation>du darfst {card} nicht ablegen: Du hast sie in diesem Zug als einzige Karte des Ablagestapels aufgenommen</translation>
    </message>
    <message>
        <source>your team&apos;s first meld must be worth at least {minimum} points (now {points}): meld more or undo</source>
        <translation>die Erstmeldung deines Teams muss mindestens {minimum} Punkte wert sein (bisher {points}): Melde mehr oder nimm zurück</translation>
    </message>
    <message>
        <source>your team&apos;s first meld must be worth at least {minimum} points (now {points}) before you take the reserve</source>
        <translation>die Erstmeldung deines Teams muss mindestens {minimum} Punkte wert sein (bisher {points}), bevor du die Reserve aufnimmst</translation>
    </message>
    <message>
        <source>you cannot take the pile now: with it you could not lay the {minimum} points your team&apos;s first meld needs</source>
        <translation>du kannst den Stapel jetzt nicht aufnehmen: Damit könntest du die {minimum} Punkte für die Erstmeldung deines Teams nicht auslegen</translation>
    </message>
    <message>
        <source>you cannot go out yet: your team needs a canasta first</source>
        <translation>du kannst noch nicht ausmachen: Dein Team braucht zuerst eine Canasta</translation>
    </message>
    <message>
        <source>you cannot go out yet: your team needs a clean canasta first</source>
        <translation>du kannst noch nicht ausmachen: Dein Team braucht zuerst eine reine Canasta</translation>
    </message>
    <message>
        <source>you cannot go out while your team has an unfinished meld of wild cards</source>
        <translation>du kannst nicht ausmachen, solange dein Team eine unfertige Jokermeldung hat</translation>
    </message>
    <message>
        <source>in this variant you go out by discarding your last card, so keep one card</source>
        <translation>in dieser Variante machst du durch Ablegen der letzten Karte aus, also behalte eine Karte</translation>
    </message>
    <message>
        <source>that would leave you with a card you may not discard</source>
        <translation>dann bliebe dir eine Karte, die du nicht ablegen darfst</translation>
    </message>
    <message>
        <source>there is nothing to undo this turn</source>
        <translation>in diesem Zug gibt es nichts zurückzunehmen</translation>
    </message>
    <message>
        <source>you may only exchange the first card drawn on the first turn of the hand</source>
        <translation>die erste gezogene Karte darfst du nur im ersten Zug der Runde tauschen</translation>
    </message>
    <message>
        <source>that is not possible now</source>
        <translation>das geht gerade nicht</translation>
    </message>
    <message>
        <source>{text} is not a card</source>
        <translation>{text} ist keine Karte</translation>
    </message>
    <message>
        <source>{text} is not a move of the game</source>
        <translation>{text} ist kein gültiger Spielzug</translation>
    </message>
    <message>
        <source>the deck of this variant has no {card}</source>
        <translation>die Karte {card} gibt es in dieser Variante nicht</translation>
    </message>
    <message>
        <source>the deck of this variant does not hold that many copies of {card}</source>
        <translation>die Karte {card} gibt es in dieser Variante nicht so oft</translation>
    </message>
    <message>
        <source>the file cannot be read: {error}</source>
        <extracomment>The largest file `load` reads (a four-player match to 100 000 points is far below 1 MB). The longest name and option text a file may hold, and the most options. A player&apos;s name is held to the same length wherever it is given (the command line, the settings), so that it saves and opens again. The most hints a seat can have taken in a file (far above any match). The seat kinds a table may have: a person, or a computer of a level.</extracomment>
        <translation>die Datei kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>this is not a file</source>
        <translation>das ist keine Datei</translation>
    </message>
    <message>
        <source>the file is too large to be a saved match ({size} bytes)</source>
        <translation>die Datei ist zu groß für eine gespeicherte Partie ({size} Bytes)</translation>
    </message>
    <message>
        <source>the file is damaged: it is not a saved match in JSON form</source>
        <translation>die Datei ist beschädigt: Sie ist keine gespeicherte Partie im JSON-Format</translation>
    </message>
    <message>
        <source>this is not a buraco-qt saved match</source>
        <translation>das ist keine gespeicherte Partie von buraco-qt</translation>
    </message>
    <message>
        <source>the match was saved by a newer buraco-qt (file version {version}): update buraco-qt to open it</source>
        <translation>die Partie wurde mit einer neueren Version von buraco-qt gespeichert (Dateiversion {version}): Aktualisiere buraco-qt, um sie zu öffnen</translation>
    </message>
    <message>
        <source>the file is damaged: its {field} has a wrong value</source>
        <translation>die Datei ist beschädigt: Das Feld „{field}“ hat einen falschen Wert</translation>
    </message>
    <message>
        <source>the file is damaged: the match in it cannot be played on ({error})</source>
        <translation>die Datei ist beschädigt: Die Partie darin lässt sich nicht weiterspielen ({error})</translation>
    </message>
    <message>
        <source>the file is damaged: its table has {count} seats but its game has {players} players</source>
        <translation>die Datei ist beschädigt: Der Tisch darin hat {count} Plätze, das Spiel aber {players} Spieler</translation>
    </message>
    <message>
        <source>the saved game is not readable text in JSON form</source>
        <translation>der Spielstand ist kein lesbarer Text im JSON-Format</translation>
    </message>
    <message>
        <source>this is not a buraco-qt game</source>
        <translation>das ist kein Spielstand von buraco-qt</translation>
    </message>
    <message>
        <source>the game was saved in format version {version}, which this version of buraco-qt cannot read</source>
        <translation>der Spielstand hat die Formatversion {version}, die diese Version von buraco-qt nicht lesen kann</translation>
    </message>
    <message>
        <source>the saved game lacks its {field}</source>
        <translation>im Spielstand fehlt das Feld „{field}“</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} has a value of the wrong kind</source>
        <translation>das Feld „{field}“ im Spielstand hat einen Wert vom falschen Typ</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} is out of range: {value}</source>
        <translation>das Feld „{field}“ im Spielstand liegt außerhalb des gültigen Bereichs: {value}</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} holds something that is not a card</source>
        <translation>das Feld „{field}“ im Spielstand enthält etwas, das keine Karte ist</translation>
    </message>
    <message>
        <source>the saved game holds cards that the deck does not have: {cards}</source>
        <translation>der Spielstand enthält Karten, die es im Spiel nicht gibt: {cards}</translation>
    </message>
    <message>
        <source>the saved game lacks cards of the deck: {cards}</source>
        <translation>im Spielstand fehlen Karten, die zum Spiel gehören: {cards}</translation>
    </message>
    <message>
        <source>the saved game has a meld that is not legal in this variant: {cards}</source>
        <translation>der Spielstand enthält eine Meldung, die in dieser Variante nicht erlaubt ist: {cards}</translation>
    </message>
    <message>
        <source>the saved game&apos;s move list holds {text}, which is not a move</source>
        <translation>die Zugliste des Spielstands enthält {text}, was kein Zug ist</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} does not agree with the rest of the game</source>
        <translation>das Feld „{field}“ im Spielstand passt nicht zum Rest des Spiels</translation>
    </message>
    <message>
        <source>the saved game stops at a position where no move is possible</source>
        <translation>die gespeicherte Partie steht an einer Stelle, an der kein Zug möglich ist</translation>
    </message>
    <message>
        <source>the saved game&apos;s deck is too small to deal its hands and reserves</source>
        <translation>das Kartenspiel der gespeicherten Partie ist zu klein, um die Blätter und die Reserven auszuteilen</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>buraco</source>
        <translation>Buraco</translation>
    </message>
    <message>
        <source>morto</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Players and cards</source>
        <translation>Spieler und Karten</translation>
    </message>
    <message numerus="yes">
        <source>%n joker(s)</source>
        <translation>
            <numerusform>%n Joker</numerusform>
            <numerusform>%n Joker</numerusform>
        </translation>
    </message>
    <message>
        <source>no jokers</source>
        <translation>keine Joker</translation>
    </message>
    <message numerus="yes">
        <source>Four players in two teams (partners sit opposite), or two players. The game uses %n pack(s) of 52 cards and {jokers}: {total} cards.</source>
        <translation>
            <numerusform>Vier Spieler in zwei Teams (Partner sitzen sich gegenüber) oder zwei Spieler. Im Spiel sind %n Kartenspiel zu 52 Karten und {jokers}, zusammen {total} Karten.</numerusform>
            <numerusform>Vier Spieler in zwei Teams (Partner sitzen sich gegenüber) oder zwei Spieler. Im Spiel sind %n Kartenspiele zu je 52 Karten und {jokers}, zusammen {total} Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player gets %n card(s). Two more piles of %n card(s), one per team, wait face down: the {reserve}. The rest is the stock.</source>
        <translation>
            <numerusform>Jeder Spieler bekommt %n Karte. Zwei weitere Stapel mit je %n Karte liegen verdeckt bereit: für jedes Team ein {reserve}-Stapel. Der Rest bildet den Talon (Nachziehstapel).</numerusform>
            <numerusform>Jeder Spieler bekommt %n Karten. Zwei weitere Stapel mit je %n Karten liegen verdeckt bereit: für jedes Team ein {reserve}-Stapel. Der Rest bildet den Talon (Nachziehstapel).</numerusform>
        </translation>
    </message>
    <message>
        <source>One card is turned face up to start the discard pile.</source>
        <translation>Eine Karte wird aufgedeckt und eröffnet den Ablagestapel.</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>Wilde Karten</translation>
    </message>
    <message>
        <source>Jokers and twos are wild. A two of a run&apos;s own suit standing in the 2 position is a natural card.</source>
        <translation>Joker und Zweier sind wild. Steht eine Zwei in der Farbe der Folge an der Stelle der 2, ist sie eine natürliche Karte.</translation>
    </message>
    <message>
        <source>Jokers and twos are always wild.</source>
        <translation>Joker und Zweier sind immer wild.</translation>
    </message>
    <message>
        <source>Twos are wild. A two of a run&apos;s own suit standing in the 2 position is a natural card.</source>
        <translation>Zweier sind wild. Steht eine Zwei in der Farbe der Folge an der Stelle der 2, ist sie eine natürliche Karte.</translation>
    </message>
    <message>
        <source>A two may be used only in a run of its own suit.</source>
        <translation>Eine Zwei darf nur in einer Folge ihrer eigenen Farbe verwendet werden.</translation>
    </message>
    <message>
        <source>You never place a wild card yourself: it fills a gap, or stands at the high end of the run (at the low end when the run already ends with the ace).</source>
        <translation>Wo eine wilde Karte liegt, bestimmst du nie selbst: Sie füllt eine Lücke oder steht am oberen Ende der Folge (am unteren Ende, wenn die Folge schon mit dem Ass endet).</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit in sequence. The ace is low (before the 2) or high (after the king), never in the middle.</source>
        <translation>Eine Folge besteht aus drei oder mehr Karten einer Farbe in lückenloser Reihenfolge. Das Ass steht unten (vor der 2) oder oben (nach dem König), nie in der Mitte.</translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit in sequence. The ace is low (before the 3, since every two is wild) or high (after the king), never in the middle.</source>
        <translation>Eine Folge besteht aus drei oder mehr Karten einer Farbe in lückenloser Reihenfolge. Das Ass steht unten (vor der 3, da jede Zwei wild ist) oder oben (nach dem König), nie in der Mitte.</translation>
    </message>
    <message>
        <source>A run may go from ace to ace.</source>
        <translation>Eine Folge darf von Ass bis Ass gehen.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank, any suits.</source>
        <translation>Ein Satz besteht aus drei oder mehr Karten gleichen Werts, Farben beliebig.</translation>
    </message>
    <message>
        <source>The only sets allowed are sets of aces.</source>
        <translation>Erlaubt sind nur Ass-Sätze.</translation>
    </message>
    <message>
        <source>Sets are not allowed: runs only.</source>
        <translation>Sätze sind nicht erlaubt: nur Folgen.</translation>
    </message>
    <message>
        <source>A run may hold at most one wild card.</source>
        <translation>Eine Folge darf höchstens eine wilde Karte enthalten.</translation>
    </message>
    <message>
        <source>A run or set may hold at most one wild card.</source>
        <translation>Eine Folge oder ein Satz darf höchstens eine wilde Karte enthalten.</translation>
    </message>
    <message>
        <source>A run or set may hold any number of wild cards, but with two or more it can never become a canasta.</source>
        <translation>Eine Folge oder ein Satz darf beliebig viele wilde Karten enthalten, wird mit zwei oder mehr aber nie zur Canasta.</translation>
    </message>
    <message>
        <source>Melds made only of wild cards (jokers and twos) are allowed; one left unfinished at the end of the hand costs {points} points.</source>
        <translation>Jokermeldungen, also Meldungen nur aus wilden Karten (Joker und Zweier), sind erlaubt; jede, die am Ende der Runde unfertig ist, kostet {points} Punkte.</translation>
    </message>
    <message>
        <source>Melds made only of twos (with at most one joker) are allowed.</source>
        <translation>Jokermeldungen nur aus Zweiern (mit höchstens einem Joker) sind erlaubt.</translation>
    </message>
    <message>
        <source>Once a team has more than {a} points, its first meld of a hand must be worth at least {pa} points; above {b} points, {pb}.</source>
        <translation>Hat ein Team mehr als {a} Punkte, muss seine Erstmeldung in einer Runde mindestens {pa} Punkte wert sein; über {b} Punkten {pb}.</translation>
    </message>
    <message>
        <source>A meld never holds more than {limit} cards.</source>
        <translation>Eine Meldung hat nie mehr als {limit} Karten.</translation>
    </message>
    <message>
        <source>You may add cards only to your own team&apos;s melds.</source>
        <translation>Karten anlegen darfst du nur an Meldungen deines eigenen Teams.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>or take the whole discard pile</source>
        <translation>oder nimm den ganzen Ablagestapel auf</translation>
    </message>
    <message>
        <source>or take the discard pile, but only by playing its top card at once in a meld (new, or one of your team&apos;s); the rest of the pile goes to your hand</source>
        <translation>oder nimm den Ablagestapel auf, aber nur, indem du seine oberste Karte sofort ausspielst – in einer neuen Meldung oder an einer Meldung deines Teams; der Rest des Stapels kommt auf deine Hand</translation>
    </message>
    <message>
        <source>or take the discard pile, but only if its top card is not wild and you hold a natural pair that makes a meld with it; those three cards go down at once</source>
        <translation>oder nimm den Ablagestapel auf, aber nur, wenn seine oberste Karte nicht wild ist und du ein natürliches Paar hast, das mit ihr eine Meldung bildet; diese drei Karten werden sofort ausgelegt</translation>
    </message>
    <message>
        <source>Draw the top card of the stock, {pickup}.</source>
        <translation>Zieh die oberste Karte vom Talon {pickup}.</translation>
    </message>
    <message>
        <source>Lay down new melds and add cards to your team&apos;s melds.</source>
        <translation>Leg neue Meldungen aus und leg Karten an die Meldungen deines Teams an.</translation>
    </message>
    <message>
        <source>Discard one card: that ends your turn.</source>
        <translation>Leg eine Karte ab: Damit endet dein Zug.</translation>
    </message>
    <message>
        <source>On the first turn of a hand, the first player may take the single up card without a pair.</source>
        <translation>Im ersten Zug einer Runde darf der erste Spieler die einzelne aufgedeckte Karte auch ohne Paar aufnehmen.</translation>
    </message>
    <message>
        <source>On the first turn of a hand, a player who drew from the stock may discard that card at once and draw another.</source>
        <translation>Im ersten Zug einer Runde darf ein Spieler, der vom Talon gezogen hat, diese Karte sofort ablegen und eine neue ziehen.</translation>
    </message>
    <message>
        <source>Canastas</source>
        <translation>Canastas</translation>
    </message>
    <message>
        <source>it is closed and leaves the table; it can&apos;t grow any more.</source>
        <translation>Sie wird geschlossen und verlässt den Tisch; sie kann nicht mehr wachsen.</translation>
    </message>
    <message>
        <source>it may keep growing.</source>
        <translation>Sie darf weiter wachsen.</translation>
    </message>
    <message>
        <source>A meld of seven or more cards is a canasta: {grows}</source>
        <translation>Eine Meldung aus sieben oder mehr Karten ist eine Canasta. {grows}</translation>
    </message>
    <message>
        <source>clean (no wild card)</source>
        <translation>rein (ohne wilde Karte)</translation>
    </message>
    <message>
        <source>dirty (one wild card)</source>
        <translation>gemischt (eine wilde Karte)</translation>
    </message>
    <message>
        <source>semi-clean (the wild card at an end of the run)</source>
        <translation>halbrein (die wilde Karte an einem Ende der Folge)</translation>
    </message>
    <message>
        <source>royal (a clean run from ace to king)</source>
        <translation>royal (eine reine Folge von Ass bis König)</translation>
    </message>
    <message>
        <source>ace to ace (a clean run)</source>
        <translation>Ass bis Ass (eine reine Folge)</translation>
    </message>
    <message>
        <source>of wild cards only, without a joker</source>
        <translation>nur aus wilden Karten, ohne Joker</translation>
    </message>
    <message>
        <source>of wild cards only, with a joker</source>
        <translation>nur aus wilden Karten, mit einem Joker</translation>
    </message>
    <message>
        <source>of twos only</source>
        <translation>nur aus Zweiern</translation>
    </message>
    <message>
        <source>{kind}: {points} points</source>
        <translation>{kind}: {points} Punkte</translation>
    </message>
    <message>
        <source>a set of aces: {clean} clean, {dirty} dirty</source>
        <translation>ein Ass-Satz: {clean} rein, {dirty} gemischt</translation>
    </message>
    <message>
        <source>A canasta scores a bonus on top of its cards&apos; points:</source>
        <translation>Eine Canasta bringt zusätzlich zu den Punkten ihrer Karten eine Prämie:</translation>
    </message>
    <message>
        <source>The {reserve} and going out</source>
        <translation>{reserve} und Ausmachen</translation>
    </message>
    <message>
        <source>a clean canasta</source>
        <translation>eine reine Canasta</translation>
    </message>
    <message>
        <source>a canasta</source>
        <translation>eine Canasta</translation>
    </message>
    <message>
        <source>When your hand is empty, you take your team&apos;s {reserve}. If you emptied it by melding, you go on playing; if by discarding, you play it from your next turn.</source>
        <translation>Ist deine Hand leer, nimmst du den {reserve}-Stapel deines Teams auf. Hast du sie durch Melden geleert, spielst du sofort weiter; hast du sie durch Ablegen geleert, spielst du ihn ab deinem nächsten Zug.</translation>
    </message>
    <message>
        <source>Once the {reserve} is taken, you go out by emptying your hand while your team has {needs}.</source>
        <translation>Ist der {reserve}-Stapel aufgenommen, machst du aus, indem du deine Hand leerst, während dein Team {needs} hat.</translation>
    </message>
    <message>
        <source>The last card must be a discard: you can&apos;t go out by melding.</source>
        <translation>Die letzte Karte muss abgelegt werden: Durch Melden kannst du nicht ausmachen.</translation>
    </message>
    <message>
        <source>You can&apos;t go out while your team has an unfinished meld of wild cards.</source>
        <translation>Du kannst nicht ausmachen, solange dein Team eine unfertige Jokermeldung hat.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Cards 3 to 7: {low}; 8 to king: {high}; ace: {ace}; two: {two}; joker: {joker}.</source>
        <translation>Karten 3 bis 7: {low}; 8 bis König: {high}; Ass: {ace}; Zwei: {two}; Joker: {joker}.</translation>
    </message>
    <message>
        <source>Cards on the table count for your team, cards left in hand count against it.</source>
        <translation>Karten auf dem Tisch zählen für dein Team, Karten auf der Hand werden abgezogen.</translation>
    </message>
    <message>
        <source>Going out: {points} points.</source>
        <translation>Ausmachen: {points} Punkte.</translation>
    </message>
    <message>
        <source>Taking the {reserve}: {taken} points; never taking it: {missed} points.</source>
        <translation>{reserve} aufgenommen: {taken} Punkte; nie aufgenommen: {missed} Punkte.</translation>
    </message>
    <message>
        <source>Canasta bonuses come on top of the points of their cards.</source>
        <translation>Canasta-Prämien kommen zu den Punkten ihrer Karten hinzu.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Die Partie</translation>
    </message>
    <message>
        <source>Hands are played until a team has {target} points at the end of a hand; the higher total wins. On a tie, one more hand is played.</source>
        <translation>Es werden Runden gespielt, bis ein Team am Ende einer Runde mindestens {target} Punkte hat; die höhere Summe gewinnt. Bei Gleichstand wird noch eine Runde gespielt.</translation>
    </message>
    <message>
        <source>The words of Buraco</source>
        <translation>Die Begriffe des Buraco</translation>
    </message>
    <message>
        <source>Some words of the game stay as its players say them. Each team&apos;s reserve pile, waiting face down until a player&apos;s hand is empty, is the buraco in CardCol and in Venezuela (hence the name of the game) and the morto, the dead one, in Brazil. A canasta is a meld of seven cards or more: clean without a wild card, dirty with one; in CardCol a canasta closes and leaves the table, and players call it a cerrado. In Venezuela a joker is a mono. Going out is bater in Brazil and batir in Venezuela.</source>
        <translation>Buraco ist mit Canasta verwandt, und viele Wörter kennst du von Canasta oder Rommé: Du ziehst vom Talon (dem Nachziehstapel) oder nimmst den Ablagestapel auf, legst Meldungen aus – Folgen in einer Farbe oder Sätze gleichen Werts –, legst Karten an und legst am Ende deines Zugs eine Karte ab. Eine Meldung aus sieben oder mehr Karten heißt Canasta: rein ohne wilde Karte, gemischt mit einer. Joker und Zweier sind wilde Karten; eine Meldung nur aus wilden Karten heißt Jokermeldung. Jedes Team hat eine Reserve: einen verdeckten Extrastapel, den du aufnimmst, sobald deine Hand leer ist; bei CardCol heißt dieser Stapel „Buraco“ (portugiesisch für „Loch“), in Brasilien „Morto“ („der Tote“). Ausmachen heißt, die letzte Karte loszuwerden und so die Runde zu beenden.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>You</source>
        <extracomment>The level of the computer player whose choice a hint shows.</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>A new game: {variant}</source>
        <extracomment>Once per move: the `TableSnapshot` the screen draws, with the move&apos;s `outcome` (None: no move, e.g. a recovery) and what happened for the status bar (`message`, None: nothing new to say). A request was refused; the argument is the translated reason. The hand is over (phase &quot;hand_over&quot;); the match is over (&quot;match_over&quot;). True while a computer seat is deciding or its move is pending. The answer to `ask_hint`: the seat and the action the `normal` computer player would play there. Where the computer players think (hints too): a worker process, or threads for tests. Hotseat: who sits at the screen, and so whose cards a snapshot may hold. The match as it runs, without Qt: whose turn, the computer seats asked and paced, the guard. The last snapshot published (see `published`); until the first, the table as it is now. The names given for the seats (&quot;&quot; where a seat has its default name). Hints shown this match, per seat (Buraco → Hint; plain ints, for the score sheet and saves).</extracomment>
        <translation>Neue Partie: {variant}</translation>
    </message>
    <message>
        <source>The match goes on: {variant}, hand {number}</source>
        <translation>Die Partie geht weiter: {variant}, Runde {number}</translation>
    </message>
    <message>
        <source> &amp; </source>
        <translation> &amp; </translation>
    </message>
    <message>
        <source>Buraco</source>
        <translation>Buraco</translation>
    </message>
    <message>
        <source>Morto</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>The game is over: you won</source>
        <translation>Partie vorbei: Du hast gewonnen</translation>
    </message>
    <message>
        <source>The game is over: your team won</source>
        <translation>Partie vorbei: Dein Team hat gewonnen</translation>
    </message>
    <message>
        <source>The game is over: {team} won</source>
        <translation>Partie vorbei – Gewinner: {team}</translation>
    </message>
    <message>
        <source>The hand is over: choose Next hand to go on</source>
        <translation>Runde vorbei: weiter mit „Nächste Runde“</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spielt…</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the discard pile</source>
        <translation>Dein Zug: vom Talon ziehen oder Ablagestapel aufnehmen</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: draw from the stock or take the discard pile</source>
        <translation>{name} ist am Zug: vom Talon ziehen oder Ablagestapel aufnehmen</translation>
    </message>
    <message>
        <source>Your turn: lay down melds, then discard a card</source>
        <translation>Dein Zug: Meldungen auslegen, dann eine Karte ablegen</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: lay down melds, then discard a card</source>
        <translation>{name} ist am Zug: Meldungen auslegen, dann eine Karte ablegen</translation>
    </message>
    <message>
        <source>Hand {number}: you start</source>
        <translation>Runde {number}: Du fängst an</translation>
    </message>
    <message>
        <source>Hand {number}: {name} starts</source>
        <translation>Runde {number}: {name} fängt an</translation>
    </message>
    <message>
        <source>You drew {card}</source>
        <translation>Du hast {card} gezogen</translation>
    </message>
    <message>
        <source>{name} drew {card}</source>
        <translation>{name} hat {card} gezogen</translation>
    </message>
    <message>
        <source>{name} drew from the stock</source>
        <translation>{name} hat vom Talon gezogen</translation>
    </message>
    <message numerus="yes">
        <source>You took the discard pile (%n card(s))</source>
        <translation>
            <numerusform>Du hast den Ablagestapel aufgenommen (%n Karte)</numerusform>
            <numerusform>Du hast den Ablagestapel aufgenommen (%n Karten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the discard pile (%n card(s))</source>
        <translation>
            <numerusform>{name} hat den Ablagestapel aufgenommen (%n Karte)</numerusform>
            <numerusform>{name} hat den Ablagestapel aufgenommen (%n Karten)</numerusform>
        </translation>
    </message>
    <message>
        <source>You laid down {cards}</source>
        <translation>Du hast {cards} ausgelegt</translation>
    </message>
    <message>
        <source>{name} laid down {cards}</source>
        <translation>{name} hat {cards} ausgelegt</translation>
    </message>
    <message>
        <source>You added {cards} to a meld</source>
        <translation>Du hast {cards} angelegt</translation>
    </message>
    <message>
        <source>{name} added {cards} to a meld</source>
        <translation>{name} hat {cards} angelegt</translation>
    </message>
    <message>
        <source>You added {cards} to the run of {suit}</source>
        <translation>Du hast {cards} an die Folge in {suit} angelegt</translation>
    </message>
    <message>
        <source>{name} added {cards} to the run of {suit}</source>
        <translation>{name} hat {cards} an die Folge in {suit} angelegt</translation>
    </message>
    <message>
        <source>You added {cards} to the set of {rank}</source>
        <translation>Du hast {cards} an den {rank}-Satz angelegt</translation>
    </message>
    <message>
        <source>{name} added {cards} to the set of {rank}</source>
        <translation>{name} hat {cards} an den {rank}-Satz angelegt</translation>
    </message>
    <message>
        <source>You added {cards} to the meld of wild cards</source>
        <translation>Du hast {cards} an die Jokermeldung angelegt</translation>
    </message>
    <message>
        <source>{name} added {cards} to the meld of wild cards</source>
        <translation>{name} hat {cards} an die Jokermeldung angelegt</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Du hast {card} abgelegt</translation>
    </message>
    <message>
        <source>{name} discarded {card}</source>
        <translation>{name} hat {card} abgelegt</translation>
    </message>
    <message>
        <source>You took back your last play</source>
        <translation>Du hast deinen letzten Spielzug zurückgenommen</translation>
    </message>
    <message>
        <source>{name} took back a play</source>
        <translation>{name} hat einen Spielzug zurückgenommen</translation>
    </message>
    <message>
        <source>You exchanged the first card drawn</source>
        <translation>Du hast die erste gezogene Karte getauscht</translation>
    </message>
    <message>
        <source>{name} exchanged the first card drawn</source>
        <translation>{name} hat die erste gezogene Karte getauscht</translation>
    </message>
    <message>
        <source>You ended the hand</source>
        <translation>Du hast die Runde beendet</translation>
    </message>
    <message>
        <source>{name} ended the hand</source>
        <translation>{name} hat die Runde beendet</translation>
    </message>
    <message>
        <source>Canasta!</source>
        <translation>Canasta!</translation>
    </message>
    <message>
        <source>buraco</source>
        <translation>Buraco</translation>
    </message>
    <message>
        <source>morto</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>You took the {reserve}</source>
        <translation>Du hast den {reserve}-Stapel aufgenommen</translation>
    </message>
    <message>
        <source>{name} took the {reserve}</source>
        <translation>{name} hat den {reserve}-Stapel aufgenommen</translation>
    </message>
    <message>
        <source>The stock ran out: a {reserve} became the stock</source>
        <translation>Der Talon ist aufgebraucht: Ein {reserve}-Stapel ist jetzt der Talon</translation>
    </message>
    <message>
        <source>You went out</source>
        <translation>Du hast ausgemacht</translation>
    </message>
    <message>
        <source>{name} went out</source>
        <translation>{name} hat ausgemacht</translation>
    </message>
    <message>
        <source>Hand points: {a} {pa} / {b} {pb}</source>
        <translation>Rundenpunkte: {a} {pa} / {b} {pb}</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>Meine Karten zeigen</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Weiter an {name}</translation>
    </message>
    <message>
        <source>{name}: click here or press Enter to see your cards</source>
        <translation>{name}: Klick hier oder drück die Eingabetaste, um deine Karten zu sehen</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Gib den Bildschirm an {name} weiter</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Talon: %n Karte</numerusform>
            <numerusform>Talon: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Ablagestapel: leer</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), {card} on top</source>
        <translation>
            <numerusform>Ablagestapel: %n Karte, oben liegt {card}</numerusform>
            <numerusform>Ablagestapel: %n Karten, oben liegt {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the card to discard with Space first, or press X on it</source>
        <translation>Wähle die Karte zum Ablegen zuerst mit der Leertaste aus oder drück X, wenn sie im Fokus ist</translation>
    </message>
    <message>
        <source>Select cards of your hand with Space first</source>
        <translation>Wähle zuerst mit der Leertaste Karten deiner Hand aus</translation>
    </message>
    <message>
        <source>Move the focus to a card of your hand to discard it</source>
        <translation>Setz den Fokus auf eine Karte deiner Hand, um sie abzulegen</translation>
    </message>
    <message>
        <source>{card}, selected, card {position} of {count} in your hand</source>
        <translation>{card}, ausgewählt, Karte {position} von {count} auf deiner Hand</translation>
    </message>
    <message>
        <source>{card}, card {position} of {count} in your hand</source>
        <translation>{card}, Karte {position} von {count} auf deiner Hand</translation>
    </message>
    <message numerus="yes">
        <source>New meld: %n card(s) selected</source>
        <translation>
            <numerusform>Neue Meldung: %n Karte ausgewählt</numerusform>
            <numerusform>Neue Meldung: %n Karten ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>New meld</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Your team&apos;s meld: {meld}</source>
        <translation>Meldung deines Teams: {meld}</translation>
    </message>
    <message>
        <source>The other team&apos;s meld: {meld}</source>
        <translation>Meldung des anderen Teams: {meld}</translation>
    </message>
    <message>
        <source>Drag cards here to lay down a new meld</source>
        <translation>Karten hierher ziehen, um eine neue Meldung auszulegen</translation>
    </message>
    <message>
        <source>playing…</source>
        <extracomment>What a face-down hand&apos;s panel says of its player: thinking, or the one who went out.</extracomment>
        <translation>spielt…</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>ausgemacht</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n Karte</numerusform>
            <numerusform>{name}: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table: {points}</source>
        <translation>Auf dem Tisch: {points}</translation>
    </message>
    <message>
        <source>Match: {points} of {target}</source>
        <translation>Partie: {points}/{target}</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>Noch keine Meldungen</translation>
    </message>
    <message numerus="yes">
        <source>{reserve} of {team}: %n card(s), still on the table</source>
        <translation>
            <numerusform>{reserve} ({team}): %n Karte, noch auf dem Tisch</numerusform>
            <numerusform>{reserve} ({team}): %n Karten, noch auf dem Tisch</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} · {points} pts</source>
        <translation>{count} · {points} Pkt.</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <source>Closed canastas: {count}, {points} points</source>
        <translation>Geschlossene Canastas: {count}, {points} Punkte</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <extracomment>What your name plate says (besides &quot;{name} is playing&quot;).</extracomment>
        <translation>Runde beendet</translation>
    </message>
    <message>
        <source>Your turn: draw a card</source>
        <translation>Dein Zug: Karte ziehen</translation>
    </message>
    <message>
        <source>Your turn: meld or discard</source>
        <translation>Dein Zug: melden oder ablegen</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>{name} is playing</source>
        <translation>{name} spielt</translation>
    </message>
    <message>
        <source>Clean</source>
        <extracomment>The word on a canasta&apos;s ribbon, per kind of canasta.</extracomment>
        <translation>Rein</translation>
    </message>
    <message>
        <source>Dirty</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>Semi-clean</source>
        <translation>Halbrein</translation>
    </message>
    <message>
        <source>Royal</source>
        <translation>Royal</translation>
    </message>
    <message>
        <source>A to A</source>
        <translation>A bis A</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Canasta</source>
        <translation>Canasta</translation>
    </message>
    <message>
        <source>Run of {suit}</source>
        <translation>Folge in {suit}</translation>
    </message>
    <message>
        <source>Set of {rank}</source>
        <translation>{rank}-Satz</translation>
    </message>
    <message>
        <source>Wild meld</source>
        <translation>Jokermeldung</translation>
    </message>
    <message>
        <source>clean canasta</source>
        <translation>reine Canasta</translation>
    </message>
    <message>
        <source>dirty canasta</source>
        <translation>gemischte Canasta</translation>
    </message>
    <message>
        <source>semi-clean canasta</source>
        <translation>halbreine Canasta</translation>
    </message>
    <message>
        <source>royal canasta</source>
        <translation>Royal-Canasta</translation>
    </message>
    <message>
        <source>ace-to-ace canasta</source>
        <translation>Canasta Ass bis Ass</translation>
    </message>
    <message>
        <source>wild canasta</source>
        <translation>Joker-Canasta</translation>
    </message>
    <message>
        <source>canasta of twos</source>
        <translation>Zweier-Canasta</translation>
    </message>
    <message>
        <source>{kind}, {canasta}: {points} points
{cards}</source>
        <translation>{kind}, {canasta}: {points} Punkte
{cards}</translation>
    </message>
    <message numerus="yes">
        <source>{kind}, %n card(s): {points} points
{cards}</source>
        <translation>
            <numerusform>{kind}, %n Karte: {points} Punkte
{cards}</numerusform>
            <numerusform>{kind}, %n Karten: {points} Punkte
{cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard one card at a time</source>
        <extracomment>True once a key has used the focus (the mark shows); a mouse press hides it.</extracomment>
        <translation>Immer nur eine Karte ablegen</translation>
    </message>
    <message>
        <source>You can only play on your own team&apos;s melds</source>
        <translation>Du kannst nur an Meldungen deines eigenen Teams anlegen</translation>
    </message>
    <message>
        <source>Hints are turned off in Settings</source>
        <extracomment>A hint for the position on the table now. No hint now, and why (translated): not your turn, hints turned off. Settings → hints: False refuses every request.</extracomment>
        <translation>Hinweise sind in den Einstellungen ausgeschaltet</translation>
    </message>
    <message>
        <source>No hint now: the hand is over</source>
        <translation>Jetzt kein Hinweis: Die Runde ist vorbei</translation>
    </message>
    <message>
        <source>A hint is for your turn: {name} is playing</source>
        <translation>Hinweise gibt es nur, wenn du am Zug bist: {name} spielt gerade</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Zieh vom Talon</translation>
    </message>
    <message>
        <source>Take the discard pile with {cards}</source>
        <translation>Nimm den Ablagestapel mit {cards} auf</translation>
    </message>
    <message>
        <source>Take the discard pile</source>
        <translation>Nimm den Ablagestapel auf</translation>
    </message>
    <message>
        <source>Lay down {cards}</source>
        <translation>Leg {cards} aus</translation>
    </message>
    <message>
        <source>Discard {card}: it fits none of the opponents&apos; melds</source>
        <translation>Leg {card} ab: Die Karte passt an keine Meldung des anderen Teams</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Leg {card} ab</translation>
    </message>
    <message>
        <source>Exchange the first card drawn</source>
        <translation>Tausch die erste gezogene Karte</translation>
    </message>
    <message>
        <source>End the hand: the stock is empty</source>
        <translation>Beende die Runde: Der Talon ist leer</translation>
    </message>
    <message>
        <source>Take back your last play</source>
        <translation>Nimm deinen letzten Spielzug zurück</translation>
    </message>
    <message>
        <source>Take the discard pile and add {cards} to your run of {suit}</source>
        <translation>Nimm den Ablagestapel auf und leg {cards} an deine Folge in {suit} an</translation>
    </message>
    <message>
        <source>Add {cards} to your run of {suit}</source>
        <translation>Leg {cards} an deine Folge in {suit} an</translation>
    </message>
    <message>
        <source>Take the discard pile and add {cards} to your set of {rank}</source>
        <translation>Nimm den Ablagestapel auf und leg {cards} an deinen {rank}-Satz an</translation>
    </message>
    <message>
        <source>Add {cards} to your set of {rank}</source>
        <translation>Leg {cards} an deinen {rank}-Satz an</translation>
    </message>
    <message>
        <source>Take the discard pile and add {cards} to your meld of wild cards</source>
        <translation>Nimm den Ablagestapel auf und leg {cards} an deine Jokermeldung an</translation>
    </message>
    <message>
        <source>Add {cards} to your meld of wild cards</source>
        <translation>Leg {cards} an deine Jokermeldung an</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>The card table. Tab and the arrow keys move between the stock, the discard pile, your cards and the melds; Space selects a card; Enter plays the selected cards on the place in focus; D draws, P takes the discard pile, X discards the card in focus, H gives a hint.</source>
        <translation>Der Spieltisch. Tab und die Pfeiltasten wechseln zwischen Talon, Ablagestapel, deinen Karten und den Meldungen; die Leertaste wählt eine Karte aus; die Eingabetaste spielt die ausgewählten Karten an der Stelle im Fokus aus; D zieht vom Talon, P nimmt den Ablagestapel auf, X legt die Karte im Fokus ab, H gibt einen Hinweis.</translation>
    </message>
    <message numerus="yes">
        <source>You took the discard pile (%n card(s)): {cards}</source>
        <translation>
            <numerusform>Du hast den Ablagestapel aufgenommen (%n Karte): {cards}</numerusform>
            <numerusform>Du hast den Ablagestapel aufgenommen (%n Karten): {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the discard pile (%n card(s)): {cards}</source>
        <translation>
            <numerusform>{name} hat den Ablagestapel aufgenommen (%n Karte): {cards}</numerusform>
            <numerusform>{name} hat den Ablagestapel aufgenommen (%n Karten): {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>Move log</source>
        <extracomment>The hand&apos;s moves, replayed from the engine&apos;s log.
----------
How wide the table must be for its smallest texts to be read (9 px: its scale 0.81), and how wide the steps&apos; column may be (at least, at most); at 1024 pixels the table keeps its width and the column has 186. The bar under the table, in the table&apos;s green, as the game window&apos;s status bar.</extracomment>
        <translation>Zugprotokoll</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Züge dieser Runde</translation>
    </message>
    <message>
        <source>Every move of the hand so far, the newest last</source>
        <translation>Alle bisherigen Züge der Runde, der neueste am Ende</translation>
    </message>
    <message>
        <source>The moves of this hand before the match was opened here are not known.</source>
        <translation>Die Züge dieser Runde vor dem Öffnen der Partie sind nicht bekannt.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Zug zurück</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Zug vor</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Back to the match</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>Replay a saved match…</source>
        <translation>Gespeicherte Partie nachspielen…</translation>
    </message>
    <message>
        <source>Play deal…</source>
        <translation>Kartenverteilung spielen…</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Diese Verteilung nochmal spielen</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Verteilungsnummer:</translation>
    </message>
    <message>
        <source>No deal number</source>
        <translation>Ohne Verteilungsnummer</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Kartenverteilung {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Hand {number}, deal {deal}</source>
        <translation>Runde {number}, Kartenverteilung {deal}</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Frisch ausgeteilt</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Zug {step} von {steps}</translation>
    </message>
    <message>
        <source>This match cannot be replayed: its moves are not all known from its first deal</source>
        <translation>Diese Partie kann nicht nachgespielt werden: Nicht alle ihre Züge seit der ersten Kartenverteilung sind bekannt</translation>
    </message>
    <message>
        <source>A deal number is a whole number from 1 to {max}</source>
        <translation>Eine Verteilungsnummer ist eine ganze Zahl von 1 bis {max}</translation>
    </message>
    <message>
        <source>This is a replay: its moves cannot be changed</source>
        <translation>Das ist eine Wiederholung: Die Züge lassen sich nicht ändern</translation>
    </message>
    <message>
        <source>This match has no finished hand to replay yet</source>
        <translation>Diese Partie hat noch keine beendete Runde zum Nachspielen</translation>
    </message>
    <message>
        <source>You played what the computer would have played</source>
        <translation>Du hast denselben Zug gespielt wie der Computer</translation>
    </message>
    <message>
        <source>{name} played what the computer would have played</source>
        <translation>{name} hat denselben Zug gespielt wie der Computer</translation>
    </message>
    <message>
        <source>The computer&apos;s move here: {hint}</source>
        <translation>Der Zug des Computers hier: {hint}</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>CardCol&apos;s Buraco</source>
        <translation>Buraco (CardCol)</translation>
    </message>
    <message>
        <source>Brazilian Buraco</source>
        <translation>Brasilianisches Buraco</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Dirty open</source>
        <translation>Offen gemischt</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <source>Closed STCL (runs only)</source>
        <translation>Geschlossen STCL (nur Folgen)</translation>
    </message>
    <message>
        <source>Closed dirty</source>
        <translation>Geschlossen gemischt</translation>
    </message>
    <message>
        <source>Italian Burraco</source>
        <translation>Italienisches Burraco</translation>
    </message>
    <message>
        <source>Four packs and twelve jokers, twos always wild, melds of wild cards; a canasta closes and leaves the table; take the pile only with a natural pair for its top card.</source>
        <extracomment>One line per preset, in plain words.</extracomment>
        <translation>Vier Kartenspiele und zwölf Joker, Zweier immer wild, Jokermeldungen; eine Canasta wird geschlossen und verlässt den Tisch; den Stapel nur mit einem natürlichen Paar zur obersten Karte aufnehmen.</translation>
    </message>
    <message>
        <source>Buraco de duplas: runs and sets of aces, any number of wild cards, a clean canasta to go out, a bigger first meld once your team passes 1000 points.</source>
        <translation>Buraco de duplas: Folgen und Ass-Sätze, beliebig viele wilde Karten, zum Ausmachen eine reine Canasta, höhere Erstmeldung, sobald dein Team über 1000 Punkte hat.</translation>
    </message>
    <message>
        <source>No jokers and runs only; take the whole discard pile freely; a clean canasta to go out.</source>
        <translation>Ohne Joker, nur Folgen; den ganzen Ablagestapel frei aufnehmen; zum Ausmachen eine reine Canasta.</translation>
    </message>
    <message>
        <source>Runs and sets, take the pile freely; any canasta lets you go out, and you go out by discarding.</source>
        <translation>Folgen und Sätze, Stapel frei aufnehmen; jede Canasta reicht zum Ausmachen, und ausgemacht wird durch Ablegen.</translation>
    </message>
    <message>
        <source>Take the discard pile only by playing its top card at once; a clean canasta to go out.</source>
        <translation>Ablagestapel nur aufnehmen, wenn du seine oberste Karte sofort ausspielst; zum Ausmachen eine reine Canasta.</translation>
    </message>
    <message>
        <source>As Closed, but runs only, no sets.</source>
        <translation>Wie „Geschlossen“, aber nur Folgen, keine Sätze.</translation>
    </message>
    <message>
        <source>As Closed, but any canasta, clean or dirty, lets you go out.</source>
        <translation>Wie „Geschlossen“, aber jede Canasta, rein oder gemischt, reicht zum Ausmachen.</translation>
    </message>
    <message>
        <source>The Italian game: semi-clean canastas, any canasta to go out, and you go out by discarding.</source>
        <translation>Die italienische Variante: halbreine Canastas, jede Canasta reicht zum Ausmachen, und ausgemacht wird durch Ablegen.</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Buraco</source>
        <extracomment>The table&apos;s face the window plays through now: `local`, or an online table&apos;s (`use_face`). The face of the match of this computer (held while an online table is played). The player&apos;s settings; written back to `settings.path` when changed (never without a path). Counts the hands and matches that end here (kept in `statistics_path`; None: in memory only). Plays the sounds of the moves once `enable_sounds` is called (never in tests unless asked). Saved matches: the autosave (`autosave`, if this window owns it), Save as…, Open…. The status bar: what happened and what to do now, and the points. The menus&apos; items by name (`menu_items.MENU_ITEMS`), once made; each is also ``action_&lt;name&gt;``.</extracomment>
        <translation>Buraco</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>Play &amp;deal…</source>
        <translation>&amp;Kartenverteilung spielen…</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Nächste &amp;Runde</translation>
    </message>
    <message>
        <source>Pla&amp;y online…</source>
        <translation>Online s&amp;pielen…</translation>
    </message>
    <message>
        <source>Show the &amp;invite…</source>
        <translation>Einladung &amp;zeigen…</translation>
    </message>
    <message>
        <source>&amp;Leave the online table</source>
        <translation>Online-Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Re&amp;play a saved match…</source>
        <translation>Gespeicherte Partie &amp;nachspielen…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Buraco</source>
        <translation>&amp;Buraco</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <source>&amp;Move log</source>
        <translation>&amp;Zugprotokoll</translation>
    </message>
    <message>
        <source>&amp;Exchange the first card drawn</source>
        <translation>Erste gezogene Karte &amp;tauschen</translation>
    </message>
    <message>
        <source>&amp;End the hand (stock is empty)</source>
        <translation>Runde &amp;beenden (Talon leer)</translation>
    </message>
    <message>
        <source>Show &amp;score sheet</source>
        <translation>&amp;Punkteliste anzeigen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to play…</source>
        <translation>&amp;Spielanleitung…</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Nach &amp;Wert sortieren</translation>
    </message>
    <message>
        <source>Sort by s&amp;uit</source>
        <translation>Nach &amp;Farbe sortieren</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>Playing with the &amp;keyboard</source>
        <translation>Mit der &amp;Tastatur spielen</translation>
    </message>
    <message>
        <source>&amp;About Buraco</source>
        <translation>Ü&amp;ber Buraco</translation>
    </message>
    <message>
        <source>Discard the last card?</source>
        <translation>Letzte Karte ablegen?</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menüleiste</translation>
    </message>
    <message>
        <source>Status bar</source>
        <extracomment>The label&apos;s padding left and right, and above and below (the status bar&apos;s style sheet sets it). A refusal is said in bold, in the colour of a warning. The share of the window&apos;s width the points may take (the message has the rest, in two lines). Qt&apos;s status bar of `window`. The message: two lines tall, whatever it says, so that the table never jumps. The points of each team on the table. What happened (a move, a note), why a move was refused, a hint: each said until the next move.</extracomment>
        <translation>Statusleiste</translation>
    </message>
    <message>
        <source>What happened, and what to do now</source>
        <translation>Was passiert ist und was jetzt zu tun ist</translation>
    </message>
    <message>
        <source>The points of each team on the table</source>
        <translation>Die Punkte jedes Teams auf dem Tisch</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Gib den Bildschirm an {name} weiter</translation>
    </message>
    <message>
        <source>{event} — {prompt}</source>
        <translation>{event} – {prompt}</translation>
    </message>
    <message>
        <source>Points: {team_a} / {team_b}</source>
        <translation>Punkte: {team_a} / {team_b}</translation>
    </message>
    <message>
        <source>{team} {points}</source>
        <translation>{team} {points}</translation>
    </message>
    <message>
        <source>{team} {points} ({reserve} taken)</source>
        <translation>{team} {points} ({reserve} aufgenommen)</translation>
    </message>
    <message>
        <source>The server keeps the online match: there is nothing to save here</source>
        <translation>Der Server hält die Online-Partie: Hier gibt es nichts zu speichern</translation>
    </message>
    <message>
        <source>Hint: {hint}</source>
        <translation>Hinweis: {hint}</translation>
    </message>
    <message>
        <source>The card deck {deck} cannot be used: the table keeps its cards.</source>
        <translation>Der Kartensatz {deck} kann nicht verwendet werden: Der Tisch behält die bisherigen Karten.</translation>
    </message>
    <message>
        <source>The settings could not be saved: {error}</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Discard {card}, the last card of your hand?</source>
        <translation>{card} ablegen? Das ist die letzte Karte auf deiner Hand.</translation>
    </message>
    <message>
        <source>Some card pictures of the game are missing or damaged ({file}), so plain cards are drawn in their place. Installing buraco-qt again brings them back.</source>
        <extracomment>How many card sizes keep their pixmaps in memory (the table shows about four at a time). How many sizes of one deck the disk cache keeps (the least recently used go first). The project&apos;s cards parsed from SVG for drawing are let go this long after the last card drawn: the whole deck parsed holds 9.5 MB, and parsing a card again takes half a millisecond. Changes when the way a card is drawn or kept on disk changes, so that older cached images are not used; the pixels are kept in the machine&apos;s byte order. A cached card: its pixels (premultiplied ARGB32, row after row), zlib-compressed. Aspect ratio (width / height) of the project&apos;s cards: 250 x 350. How many sizes were dropped so far (their memory freed). What could not be drawn (each picture file once), in the player&apos;s language. What the player is told about the first of them (None: all is well). Called with `problem_message` when it is set (later problems are only listed).</extracomment>
        <translation>Einige Kartenbilder des Spiels fehlen oder sind beschädigt ({file}), deshalb werden stattdessen einfache Karten gezeichnet. Installiere buraco-qt neu, um sie zurückzubekommen.</translation>
    </message>
    <message>
        <source>There is no saved match to continue: a new match starts</source>
        <translation>Keine gespeicherte Partie zum Fortsetzen: Eine neue Partie beginnt</translation>
    </message>
    <message>
        <source>The match could not be saved automatically: {error}</source>
        <extracomment>Something to say in the status bar until the next move (True: as a refusal is said). Something went wrong with a file: the player is told in a box. The settings changed (the folder of the last file chosen): they are to be written. The table&apos;s face (the match in play). The autosave this window owns (None: it does not save its match automatically). True once the window has closed (`release`): it takes no autosave any more.</extracomment>
        <translation>Die Partie konnte nicht automatisch gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>The match was saved to {path}</source>
        <translation>Die Partie wurde unter {path} gespeichert</translation>
    </message>
    <message>
        <source>Your statistics file could not be read. It is kept as {file}, and the statistics start again.</source>
        <extracomment>Something counted changed (the statistics window shows it again). The statistics could not be written: the translated reason, for the status bar.</extracomment>
        <translation>Deine Statistikdatei konnte nicht gelesen werden. Sie wird als {file} aufbewahrt, und die Statistik beginnt von vorn.</translation>
    </message>
    <message>
        <source>Your statistics file {file} is not a file the game can read: it is left as it is, and the results of this session are not kept.</source>
        <translation>Deine Statistikdatei {file} ist keine Datei, die das Spiel lesen kann: Sie bleibt, wie sie ist, und die Ergebnisse dieser Sitzung werden nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>Your statistics file {file} cannot be read ({error}): it is left as it is, and the results of this session are not kept.</source>
        <translation>Deine Statistikdatei {file} kann nicht gelesen werden ({error}): Sie bleibt, wie sie ist, und die Ergebnisse dieser Sitzung werden nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>Your statistics were written by a newer version of the game: this one leaves them as they are and counts nothing.</source>
        <translation>Deine Statistik stammt von einer neueren Version des Spiels: Diese Version lässt sie unverändert und zählt nichts mit.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Play deal {deal} again in a new match? The match in progress ends.</source>
        <translation>Kartenverteilung {deal} in einer neuen Partie noch einmal spielen? Die laufende Partie endet.</translation>
    </message>
    <message>
        <source>The server refused the move</source>
        <extracomment>The channel of the hints&apos; questions to the computer players&apos; worker. The lobby&apos;s seat kinds a host may choose for a seat nobody sits at. Who sits where changed: the lobby (a dict as the server sent it). The client sits at a table: its code, its seat and its newest token (after every rejoin too). The first state of the match came: the table can be shown. A line for the status bar (True: said as a problem). A request of the lobby (create, join, rejoin, a seat, the start) was refused: why, translated. The table can no longer be played from here (gone, unreachable): why, translated. The table&apos;s invite code, this window&apos;s seat and its newest token (None until seated). The lobby as the server last sent it (None until seated). The last state the server sent (None before the start). The last snapshot published: the server&apos;s state, or a move of this seat shown before its answer.</extracomment>
        <translation>Der Server hat den Zug abgelehnt</translation>
    </message>
    <message>
        <source>The server sent something this game cannot read: it was left aside</source>
        <translation>Der Server hat etwas geschickt, das dieses Spiel nicht lesen kann: Es wurde übergangen</translation>
    </message>
    <message>
        <source>There is no table with this invite code: check the invite, or ask for a new one</source>
        <extracomment>The server&apos;s refusals of a request other than a move, by their code.</extracomment>
        <translation>Es gibt keinen Tisch mit diesem Einladungscode: Prüfe die Einladung oder bitte um eine neue</translation>
    </message>
    <message>
        <source>That seat is taken</source>
        <translation>Dieser Platz ist besetzt</translation>
    </message>
    <message>
        <source>Only the host of the table may do that</source>
        <translation>Das darf nur der Gastgeber des Tisches</translation>
    </message>
    <message>
        <source>The match has already started</source>
        <translation>Die Partie hat schon begonnen</translation>
    </message>
    <message>
        <source>The match has not started yet</source>
        <translation>Die Partie hat noch nicht begonnen</translation>
    </message>
    <message>
        <source>Not connected to the table: the move was not sent</source>
        <translation>Keine Verbindung zum Tisch: Der Zug wurde nicht gesendet</translation>
    </message>
    <message>
        <source>Too many moves at once: the server asks to slow down</source>
        <translation>Zu viele Züge auf einmal: Der Server bittet um Geduld</translation>
    </message>
    <message>
        <source>The server cannot open another table now</source>
        <translation>Der Server kann jetzt keinen weiteren Tisch eröffnen</translation>
    </message>
    <message>
        <source>The server speaks another version of the game&apos;s protocol</source>
        <translation>Der Server spricht eine andere Version des Spielprotokolls</translation>
    </message>
    <message>
        <source>This window already sits at a table</source>
        <translation>Dieses Fenster sitzt schon an einem Tisch</translation>
    </message>
    <message>
        <source>The server refused the request</source>
        <translation>Der Server hat die Anfrage abgelehnt</translation>
    </message>
    <message>
        <source>The table&apos;s server at {address} cannot be reached</source>
        <translation>Der Server des Tisches unter {address} ist nicht erreichbar</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Verbindung verloren – neuer Versuch…</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting in {seconds} s…</source>
        <translation>Verbindung verloren – neuer Versuch in {seconds} s…</translation>
    </message>
    <message>
        <source>Connected again: the table is as it was</source>
        <translation>Wieder verbunden: Der Tisch ist, wie er war</translation>
    </message>
    <message>
        <source>Your seat at the online table was taken by another window with its invite, or the table is no longer there</source>
        <translation>Ein anderes Fenster hat deinen Platz am Online-Tisch mit seiner Einladung übernommen, oder den Tisch gibt es nicht mehr</translation>
    </message>
    <message>
        <source>The online table is no longer there: its match is over, or its server lost it</source>
        <translation>Den Online-Tisch gibt es nicht mehr: Seine Partie ist vorbei, oder sein Server hat ihn verloren</translation>
    </message>
    <message>
        <source>{name} lost the connection</source>
        <translation>{name} hat die Verbindung verloren</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays the seat meanwhile</source>
        <translation>{name} ist weg: Solange spielt der Computer den Platz</translation>
    </message>
    <message>
        <source>{name} is back at the table</source>
        <translation>{name} ist zurück am Tisch</translation>
    </message>
    <message>
        <source>{name} sat down at the table</source>
        <translation>{name} hat sich an den Tisch gesetzt</translation>
    </message>
    <message>
        <source>{name} left the table</source>
        <translation>{name} hat den Tisch verlassen</translation>
    </message>
    <message>
        <source>Your time ran out: a computer plays the rest of your turn</source>
        <translation>Deine Zeit ist um: Der Computer spielt den Rest deines Zuges</translation>
    </message>
    <message>
        <source>{name}&apos;s time ran out: a computer plays the rest of the turn</source>
        <translation>Die Zeit von {name} ist um: Der Computer spielt den Rest des Zuges</translation>
    </message>
    <message>
        <source>Time: {seconds} s</source>
        <translation>Zeit: {seconds} s</translation>
    </message>
    <message>
        <source>Waiting for the server to answer your last move</source>
        <translation>Warte auf die Antwort des Servers auf deinen letzten Zug</translation>
    </message>
    <message>
        <source>Going back to the online table…</source>
        <extracomment>The folder of the game&apos;s own server, under the data folder. How often the turn clock&apos;s count is written, in milliseconds. The window plays an online table now (True), or its own match again (False). Keywords for each table client (`TableClient`&apos;s: the tests&apos; quick reconnection). The table&apos;s face (None: no table), the game&apos;s own server (None: not hosting), the invite.</extracomment>
        <translation>Zurück zum Online-Tisch…</translation>
    </message>
    <message>
        <source>This computer&apos;s table server stopped: it was started again</source>
        <translation>Der Tischserver dieses Computers hat angehalten: Er wurde neu gestartet</translation>
    </message>
    <message>
        <source>Starting this computer&apos;s table server…</source>
        <translation>Der Tischserver dieses Computers startet…</translation>
    </message>
    <message>
        <source>This computer&apos;s table server could not be started (see {log}).</source>
        <translation>Der Tischserver dieses Computers konnte nicht starten (siehe {log}).</translation>
    </message>
    <message>
        <source>Leave the online table?</source>
        <translation>Den Online-Tisch verlassen?</translation>
    </message>
    <message>
        <source>The match is over. Your match on this computer comes back.</source>
        <translation>Die Partie ist vorbei. Deine Partie auf diesem Computer kommt zurück.</translation>
    </message>
    <message>
        <source>A computer plays your seat after a while; Game → Play online… → Resume the online table brings you back to it. Your match on this computer comes back.</source>
        <translation>Nach einer Weile spielt der Computer deinen Platz; Spiel → Online spielen… → Zum Online-Tisch zurückkehren bringt dich wieder hin. Deine Partie auf diesem Computer kommt zurück.</translation>
    </message>
    <message>
        <source>This computer hosts the table: it stops for everyone until you come back.</source>
        <translation>Dieser Computer hält den Tisch: Er steht für alle still, bis du zurückkommst.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>You left the online table: your match on this computer goes on</source>
        <translation>Du hast den Online-Tisch verlassen: Deine Partie auf diesem Computer geht weiter</translation>
    </message>
    <message>
        <source>Seconds left for this turn</source>
        <translation>Verbleibende Sekunden dieses Zuges</translation>
    </message>
</context>
</TS>
