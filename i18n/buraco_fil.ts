<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fil">
<context>
    <name>App</name>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own words that a player meets on the command line (usage, options, errors).</extracomment>
        <translation>paggamit: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>mga opsyon</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>ipakita ang tulong na ito at lumabas</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: may error: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumentong %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>hindi puwedeng piliin ang %(value)r (pumili sa %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>hindi wastong value na %(type)s: %(value)r</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>kailangan ng isang argumento</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>hindi kilalang mga argumento: %s</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>malabong opsyon: puwedeng tumugma ang %(option)s sa %(matches)s</translation>
    </message>
    <message>
        <source>not a size: {text} (use WIDTHxHEIGHT)</source>
        <translation>hindi ito sukat: {text} (gamitin ang LAPADxTAAS)</translation>
    </message>
    <message>
        <source>give a whole number from {low} to {high}</source>
        <translation>magbigay ng buong numero mula {low} hanggang {high}</translation>
    </message>
    <message>
        <source>no language {code}; choose one of: {codes}</source>
        <translation>walang wikang {code}; pumili sa mga ito: {codes}</translation>
    </message>
    <message>
        <source>Buraco, the card game.</source>
        <translation>Buraco, ang larong baraha.</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>ipakita ang bersyon at lumabas</translation>
    </message>
    <message>
        <source>the language: en, es, pt_BR, pt, de or fil (tl) (default: as in Settings, else the system&apos;s)</source>
        <translation>ang wika: en, es, pt_BR, pt, de o fil (tl) (default: gaya ng nasa Mga Setting, o kaya ang wika ng system)</translation>
    </message>
    <message>
        <source>rules preset (default: the last one played, else cardcol)</source>
        <translation>mode ng laro (default: ang huling nilaro, o kaya cardcol)</translation>
    </message>
    <message>
        <source>2 or 4 players</source>
        <translation>2 o 4 na manlalaro</translation>
    </message>
    <message>
        <source>who plays each seat: human or ai:easy|normal|hard|classic, comma-separated (default: you and computers)</source>
        <translation>sino ang maglalaro sa bawat upuan: human o ai:easy|normal|hard|classic, hinihiwalay ng kuwit (default: ikaw at mga computer)</translation>
    </message>
    <message>
        <source>player names, comma-separated</source>
        <translation>mga pangalan ng manlalaro, hinihiwalay ng kuwit</translation>
    </message>
    <message>
        <source>random seed of the deal</source>
        <translation>random seed ng pamimigay ng baraha</translation>
    </message>
    <message>
        <source>the deal number of the first hand, started by the first seat (the same cards wherever it is played; default: a random deal)</source>
        <translation>ang numero ng deal ng unang round, na sisimulan ng unang upuan (pareho ang mga baraha saanman ito laruin; default: random na deal)</translation>
    </message>
    <message>
        <source>delay of a computer move in milliseconds (0 = instant)</source>
        <translation>tagal ng galaw ng computer sa millisecond (0 = agad)</translation>
    </message>
    <message>
        <source>cards per hand (CardCol: 11, 13 or 15)</source>
        <translation>baraha bawat kamay (CardCol: 11, 13 o 15)</translation>
    </message>
    <message>
        <source>points to win the match</source>
        <translation>puntos para manalo sa laban</translation>
    </message>
    <message>
        <source>brazilian: taking the discard pile (free, duro, super_duro)</source>
        <translation>brazilian: pagkuha ng bunton (free, duro, super_duro)</translation>
    </message>
    <message>
        <source>hand order</source>
        <translation>ayos ng baraha sa kamay</translation>
    </message>
    <message>
        <source>card deck (default: the game&apos;s own)</source>
        <translation>disenyo ng baraha (default: sariling disenyo ng laro)</translation>
    </message>
    <message>
        <source>four-colour suits</source>
        <translation>apat na kulay ng baraha</translation>
    </message>
    <message>
        <source>go on with the match saved automatically, without asking (the options that set up a match are then not used)</source>
        <translation>ituloy ang awtomatikong na-save na laban nang hindi nagtatanong (hindi na gagamitin ang mga opsyon sa pag-set up ng laban)</translation>
    </message>
    <message>
        <source>render the table to a PNG file and exit</source>
        <translation>i-save ang larawan ng mesa bilang PNG file at lumabas</translation>
    </message>
    <message>
        <source>let computers play N moves for every seat before showing the table</source>
        <translation>hayaang maglaro ang mga computer ng N galaw para sa bawat upuan bago ipakita ang mesa</translation>
    </message>
    <message>
        <source>settings file (JSON)</source>
        <translation>file ng mga setting (JSON)</translation>
    </message>
    <message>
        <source>add the game to this user&apos;s application menu (launcher and icon) and exit</source>
        <translation>idagdag ang laro sa application menu ng user na ito (launcher at icon) at lumabas</translation>
    </message>
    <message>
        <source>remove what --install-desktop-entry added and exit</source>
        <translation>alisin ang idinagdag ng --install-desktop-entry at lumabas</translation>
    </message>
    <message>
        <source>--settings: {path} is a folder, not a settings file</source>
        <translation>--settings: folder ang {path}, hindi file ng mga setting</translation>
    </message>
    <message>
        <source>--seats: give {players} seats, each human, ai:easy, ai:normal, ai:hard or ai:classic</source>
        <translation>--seats: magbigay ng {players} upuan, bawat isa ay human, ai:easy, ai:normal, ai:hard o ai:classic</translation>
    </message>
    <message>
        <source>--names: give {players} names</source>
        <translation>--names: magbigay ng {players} pangalan</translation>
    </message>
    <message>
        <source>--names: a name has at most {count} characters</source>
        <translation>--names: hanggang {count} na character lang ang isang pangalan</translation>
    </message>
    <message>
        <source>Your settings file could not be read. It is kept as {file}, and the game starts with the usual settings.</source>
        <extracomment>A window that is never painted (shown minimized) starts its game after this many milliseconds anyway. When the computer players&apos; process starts after the window shows (if no question started it).</extracomment>
        <translation>Hindi mabasa ang file ng mga setting mo. Itinabi ito bilang {file}, at magsisimula ang laro sa karaniwang mga setting.</translation>
    </message>
    <message>
        <source>The picture cannot be written to {path}.</source>
        <translation>Hindi ma-save ang larawan sa {path}.</translation>
    </message>
    <message>
        <source>The picture cannot be written to {path}: {error}</source>
        <translation>Hindi ma-save ang larawan sa {path}: {error}</translation>
    </message>
    <message>
        <source>Your settings file {file} is not a file the game can read: it is left as it is, and the game starts with the usual settings without saving them.</source>
        <translation>Ang file ng mga setting mo na {file} ay hindi file na kayang basahin ng laro: hindi ito gagalawin, at magsisimula ang laro sa karaniwang mga setting nang hindi sine-save ang mga ito.</translation>
    </message>
    <message>
        <source>You have a seat at an online table: Game → Play online… → Resume the online table</source>
        <translation>May upuan ka sa isang online na mesa: Laro → Maglaro online… → Bumalik sa online na mesa</translation>
    </message>
    <message>
        <source>Your settings file {file} cannot be read ({error}): it is left as it is, and the game starts with the usual settings without saving them.</source>
        <translation>Hindi mabasa ang file ng mga setting mo na {file} ({error}): hindi ito gagalawin, at magsisimula ang laro sa karaniwang mga setting nang hindi sine-save ang mga ito.</translation>
    </message>
    <message>
        <source>Some settings in {file} cannot be used and are back to their usual values: {names}.</source>
        <translation>May ilang setting sa {file} na hindi magamit at ibinalik sa karaniwang value nila: {names}.</translation>
    </message>
    <message>
        <source>Sorry: the game closed unexpectedly the last time it ran. A report of it is kept in {file}; if you tell us about the problem, please attach it.</source>
        <translation>Pasensya na: biglang nagsara ang laro noong huli itong ginamit. May report tungkol dito na nakatabi sa {file}; kung sasabihin mo sa amin ang problema, paki-attach ito.</translation>
    </message>
    <message>
        <source>An unexpected error happened: see {log}</source>
        <translation>Nagkaroon ng hindi inaasahang error: tingnan ang {log}</translation>
    </message>
    <message>
        <source>the messages above</source>
        <translation>mga mensahe sa itaas</translation>
    </message>
    <message>
        <source>--deck: no card deck named {deck}; installed: {decks}</source>
        <translation>--deck: walang disenyo ng baraha na {deck}; naka-install: {decks}</translation>
    </message>
    <message>
        <source>window size (default: as the window was left, else 1024x700)</source>
        <translation>laki ng window (default: ang huling laki nito, o kaya 1024x700)</translation>
    </message>
    <message>
        <source>The card deck {deck} is not installed: the game&apos;s own cards are used.</source>
        <translation>Hindi naka-install ang disenyo ng baraha na {deck}: ang sariling baraha ng laro ang gagamitin.</translation>
    </message>
    <message>
        <source>About Buraco</source>
        <translation>Tungkol sa Buraco</translation>
    </message>
    <message>
        <source>Buraco</source>
        <translation>Buraco</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Bersyon {version}</translation>
    </message>
    <message>
        <source>Buraco, the canasta of Venezuela and Brazil, for the desktop: you and a computer partner against two computer opponents, or friends sharing one screen, with every popular rule variant.</source>
        <translation>Buraco, ang canasta ng Venezuela at Brazil, para sa desktop: ikaw at ang computer mong kapareha laban sa dalawang computer, o magkakaibigang naghahati sa iisang screen, kasama ang lahat ng sikat na mode ng laro.</translation>
    </message>
    <message>
        <source>The rules and the table layout follow CardCol&apos;s Buraco (2003) by Markus Schwab, published under the GNU GPL.</source>
        <translation>Sinusunod ng mga patakaran at ng ayos ng mesa ang Buraco ng CardCol (2003) ni Markus Schwab, na inilathala sa ilalim ng GNU GPL.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). This program comes with absolutely no warranty.</source>
        <translation>Lisensya: GNU General Public License, bersyon 3 o mas bago (GPL-3.0-or-later). Walang anumang garantiya ang program na ito.</translation>
    </message>
    <message>
        <source>The card art is the game&apos;s own.</source>
        <translation>Sariling gawa ng laro ang disenyo ng mga baraha.</translation>
    </message>
    <message>
        <source>Built with Qt {qt} and PySide6 {pyside}.</source>
        <translation>Ginawa gamit ang Qt {qt} at PySide6 {pyside}.</translation>
    </message>
    <message>
        <source>The launcher entry is for Linux and BSD desktops; on this system start the game with the buraco-qt command.</source>
        <translation>Para sa mga desktop ng Linux at BSD lang ang launcher; sa system na ito, simulan ang laro gamit ang command na buraco-qt.</translation>
    </message>
    <message>
        <source>The launcher files are missing from this installation of buraco-qt.</source>
        <translation>Wala sa installation na ito ng buraco-qt ang mga file ng launcher.</translation>
    </message>
    <message>
        <source>Installed for this user: {count} files under {folder}.</source>
        <translation>Na-install para sa user na ito: {count} file sa {folder}.</translation>
    </message>
    <message>
        <source>Removed for this user: {count} files under {folder}.</source>
        <translation>Inalis para sa user na ito: {count} file sa {folder}.</translation>
    </message>
    <message>
        <source>The saved match goes on as it was; options not used: {options}</source>
        <translation>Tuloy ang naka-save na laban gaya ng dati: hindi ginamit ang {options}</translation>
    </message>
    <message>
        <source>buraco-qt found no display to open its window on (a desktop names its display in DISPLAY or WAYLAND_DISPLAY). Start the game from your desktop, or from a terminal in it. Without a display, buraco-qt --screenshot table.png still draws the table into a picture.</source>
        <translation>Walang nahanap na display ang buraco-qt para buksan ang window nito (ang desktop ang nagsasabi ng display nito sa DISPLAY o WAYLAND_DISPLAY). Buksan ang laro mula sa desktop mo, o sa isang terminal doon. Kahit walang display, iguguhit pa rin ng buraco-qt --screenshot mesa.png ang mesa sa isang larawan.</translation>
    </message>
    <message>
        <source>buraco-qt cannot open its window: Qt&apos;s X11 plugin (xcb) needs system libraries that are not installed: {libraries}.</source>
        <translation>Hindi mabuksan ng buraco-qt ang window nito: kailangan ng X11 plugin ng Qt (xcb) ang mga system library na hindi pa naka-install: {libraries}.</translation>
    </message>
    <message>
        <source>Install them, then start the game again:</source>
        <translation>I-install muna ang mga ito, tapos buksan ulit ang laro:</translation>
    </message>
    <message>
        <source>Your system&apos;s package manager can tell which package holds {libraries}.</source>
        <translation>Masasabi ng package manager ng system mo kung aling package ang may {libraries}.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>clubs</source>
        <extracomment>Suits and the ranks that are words, written out (&quot;Jack of diamonds&quot;).</extracomment>
        <translation>clubs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Queen</translation>
    </message>
    <message>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <source>aces</source>
        <extracomment>The ranks that are words as a set is named by them, in the plural where the language needs it: &quot;the set of kings&quot; (the texts &quot;set of {rank}&quot;, &quot;Set of {rank}&quot; put them in {rank}).</extracomment>
        <translation>Ace</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Queen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>King</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} ng {suit}</translation>
    </message>
    <message>
        <source>{rank}s</source>
        <extracomment>The parameters of the engine&apos;s refusals that hold cards in its notation (&quot;7H&quot;, &quot;7H 8H&quot;, &quot;JK&quot;). A number rank as a set is named by it, in the plural where the language needs it (&quot;the set of 7s&quot;).</extracomment>
        <translation>{rank}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Person</source>
        <translation>Tao</translation>
    </message>
    <message>
        <source>Open seat</source>
        <extracomment>A seat&apos;s kind in the lobby.</extracomment>
        <translation>Bakanteng upuan</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: madali</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: katamtaman</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: mahirap</translation>
    </message>
    <message>
        <source>Computer: CardCol classic</source>
        <translation>Computer: klasiko ng CardCol</translation>
    </message>
    <message>
        <source>Free: take the whole pile</source>
        <translation>Libre: kunin ang buong bunton</translation>
    </message>
    <message>
        <source>Duro: play the top card at once</source>
        <translation>Duro: laruin agad ang baraha sa ibabaw</translation>
    </message>
    <message>
        <source>Super-duro: as duro, no jokers, twos in own suit</source>
        <translation>Super-duro: gaya ng duro, walang joker, 2 sa sariling kulay lang</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Bagong laro</translation>
    </message>
    <message>
        <source>Host a table on this computer</source>
        <extracomment>The longest name the server takes.</extracomment>
        <translation>Magbukas ng mesa sa computer na ito</translation>
    </message>
    <message>
        <source>Host a table on a server</source>
        <translation>Magbukas ng mesa sa isang server</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ang iyong &amp;pangalan:</translation>
    </message>
    <message>
        <source>as your friends will see it</source>
        <translation>kung paano ito makikita ng mga kaibigan mo</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>&amp;Address ng server:</translation>
    </message>
    <message>
        <source>host:port, e.g. buraco.example.org:8765</source>
        <translation>host:port, hal. buraco.example.org:8765</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Mga patakaran</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Mode ng laro:</translation>
    </message>
    <message>
        <source> points</source>
        <translation> puntos</translation>
    </message>
    <message>
        <source>Points to &amp;end the match:</source>
        <translation>Puntos para ma&amp;tapos ang laban:</translation>
    </message>
    <message>
        <source>&amp;Cards per hand:</source>
        <translation>&amp;Baraha bawat kamay:</translation>
    </message>
    <message>
        <source>Taking the &amp;pile:</source>
        <translation>&amp;Pagkuha ng bunton:</translation>
    </message>
    <message>
        <source>Turn &amp;clock:</source>
        <translation>&amp;Orasan bawat turn:</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>walang orasan</translation>
    </message>
    <message>
        <source> seconds a turn</source>
        <translation> segundo bawat turn</translation>
    </message>
    <message>
        <source>empty: a random deal</source>
        <translation>blangko: random na deal</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Mga manlalaro</translation>
    </message>
    <message>
        <source>4 players, two teams of two</source>
        <translation>4 na manlalaro, dalawang team na tig-dalawa</translation>
    </message>
    <message>
        <source>2 players, one against one</source>
        <translation>2 manlalaro, isa laban sa isa</translation>
    </message>
    <message>
        <source>P&amp;layers:</source>
        <translation>Ma&amp;nlalaro:</translation>
    </message>
    <message>
        <source>A friend (an open seat)</source>
        <translation>Isang kaibigan (bakanteng upuan)</translation>
    </message>
    <message>
        <source>You sit at seat 1. Friends take the open seats with the invite; in the lobby you can still give an open seat to a computer.</source>
        <translation>Ikaw ang nasa upuan 1. Uupo ang mga kaibigan mo sa mga bakanteng upuan gamit ang invite; sa lobby, puwede mo pang ibigay sa computer ang isang bakanteng upuan.</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Buksan ang mesa</translation>
    </message>
    <message>
        <source>Give your name: the others see it at the table.</source>
        <translation>Ilagay ang pangalan mo: makikita ito ng iba sa mesa.</translation>
    </message>
    <message>
        <source>The server&apos;s address is not an address: write it as host:port.</source>
        <translation>Hindi tamang address ang address ng server: isulat bilang host:port.</translation>
    </message>
    <message>
        <source>Seat {n} · your partner</source>
        <translation>Upuan {n} · kapareha mo</translation>
    </message>
    <message>
        <source>Seat {n} · an opponent</source>
        <translation>Upuan {n} · isang kalaban</translation>
    </message>
    <message>
        <source>Seat {n} · your opponent</source>
        <translation>Upuan {n} · kalaban mo</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Upuan</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Maglalaro</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Pangalan</translation>
    </message>
    <message>
        <source>With several people, the screen is passed from one to the next: each sees only their own cards.</source>
        <translation>Kapag maraming tao ang naglalaro, ipinapasa ang screen sa susunod: sariling baraha lang ang nakikita ng bawat isa.</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>Mam&amp;igay</translation>
    </message>
    <message>
        <source>Seat {n} · team {team}</source>
        <translation>Upuan {n} · team {team}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Upuan {n}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ikaw</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Manlalaro {number}</translation>
    </message>
    <message>
        <source>Clean canastas</source>
        <extracomment>Score-sheet row labels, keyed by the engine&apos;s item names (`HandScore.rows()`).</extracomment>
        <translation>Mga clean canasta</translation>
    </message>
    <message>
        <source>Dirty canastas</source>
        <translation>Mga dirty canasta</translation>
    </message>
    <message>
        <source>Semi-clean canastas</source>
        <translation>Mga semi-clean canasta</translation>
    </message>
    <message>
        <source>Royal canastas</source>
        <translation>Mga royal canasta</translation>
    </message>
    <message>
        <source>Ace-to-ace canastas</source>
        <translation>Mga ace-to-ace canasta</translation>
    </message>
    <message>
        <source>Wild canastas (clean)</source>
        <translation>Mga wild canasta (clean)</translation>
    </message>
    <message>
        <source>Wild canastas</source>
        <translation>Mga wild canasta</translation>
    </message>
    <message>
        <source>Canastas of twos</source>
        <translation>Mga canasta ng 2</translation>
    </message>
    <message>
        <source>Clean canastas of aces</source>
        <translation>Mga clean canasta ng ace</translation>
    </message>
    <message>
        <source>Dirty canastas of aces</source>
        <translation>Mga dirty canasta ng ace</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Baraha sa mesa</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Natirang baraha sa kamay</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Pagsasara</translation>
    </message>
    <message>
        <source>Reserve (buraco / morto)</source>
        <translation>Patay (buraco / morto)</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Mga parusa</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Kabuuan ng round</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Kabuuan ng laban</translation>
    </message>
    <message>
        <source>Canastas ({kind})</source>
        <translation>Mga canasta ({kind})</translation>
    </message>
    <message>
        <source>Match totals hand by hand</source>
        <translation>Kabuuan ng laban bawat round</translation>
    </message>
    <message>
        <source>target {points}</source>
        <translation>target {points}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <extracomment>Replay: the hand the sheet shows, on the table again (the replay view). Play this deal again: a new match whose first hand is the deal of the hand the sheet shows.</extracomment>
        <translation>Talaan ng puntos</translation>
    </message>
    <message>
        <source>Match totals, hand by hand</source>
        <translation>Kabuuan ng laban, bawat round</translation>
    </message>
    <message>
        <source>Points of the last hand and of the match</source>
        <translation>Puntos ng huling round at ng buong laban</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Isara</translation>
    </message>
    <message>
        <source>{text} {deal}.</source>
        <translation>{text} {deal}.</translation>
    </message>
    <message numerus="yes">
        <source>You took %n hint(s) this match.</source>
        <translation>
            <numerusform>Humingi ka ng %n hint sa laban na ito.</numerusform>
            <numerusform>Humingi ka ng %n hint sa laban na ito.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took %n hint(s) this match.</source>
        <translation>
            <numerusform>Humingi si {name} ng %n hint sa laban na ito.</numerusform>
            <numerusform>Humingi si {name} ng %n hint sa laban na ito.</numerusform>
        </translation>
    </message>
    <message>
        <source>{a} to {b}</source>
        <extracomment>How the window plays a saved match: play(game, seats, names, ai_seed, resumed=..., hints=...). Errors that say nothing is wrong inside the file: it is left where it is. Errors that say a file chosen in Open… is something else than a saved match (a text, a picture, another JSON file): the player&apos;s file is left where it is too.</extracomment>
        <translation>{a} – {b}</translation>
    </message>
    <message>
        <source>This saved match cannot be opened: {reason}.</source>
        <translation>Hindi mabuksan ang naka-save na laban na ito: {reason}.</translation>
    </message>
    <message>
        <source>The match cannot be saved automatically in {folder}: {error}</source>
        <translation>Hindi ma-save nang awtomatiko ang laban sa {folder}: {error}</translation>
    </message>
    <message>
        <source>The match saved last cannot be opened: {reason}. It is left where it is, and this window does not save its match automatically.</source>
        <translation>Hindi mabuksan ang huling na-save na laban: {reason}. Hindi ito gagalawin, at hindi awtomatikong ise-save ng window na ito ang laban nito.</translation>
    </message>
    <message>
        <source>The match saved last cannot be opened: {reason}. It cannot be moved aside either, so this window does not save its match automatically.</source>
        <translation>Hindi mabuksan ang huling na-save na laban: {reason}. Hindi rin ito mailipat sa ibang lugar, kaya hindi awtomatikong ise-save ng window na ito ang laban nito.</translation>
    </message>
    <message>
        <source>The match saved last cannot be opened: {reason}. It was moved to {path}. A new match starts.</source>
        <translation>Hindi mabuksan ang huling na-save na laban: {reason}. Inilipat ito sa {path}. Magsisimula ang bagong laban.</translation>
    </message>
    <message>
        <source>The match cannot be saved automatically: the folder {folder} cannot be written ({error}). Use Game → Save as… to keep it.</source>
        <translation>Hindi ma-save nang awtomatiko ang laban: hindi masulatan ang folder na {folder} ({error}). Gamitin ang Laro → I-save bilang… para maitabi ito.</translation>
    </message>
    <message>
        <source>A match is already open in another Buraco window. This window plays a new match that is not saved automatically: use Game → Save as… to keep it.</source>
        <translation>May bukas nang laban sa isa pang window ng Buraco. Bagong laban ang lalaruin sa window na ito, at hindi ito awtomatikong ise-save: gamitin ang Laro → I-save bilang… para maitabi ito.</translation>
    </message>
    <message>
        <source>This saved match cannot be opened: it could not be played on ({error}). The match in play goes on.</source>
        <translation>Hindi mabuksan ang naka-save na laban na ito: hindi ito maituloy ({error}). Tuloy ang kasalukuyang laban.</translation>
    </message>
    <message>
        <source>The match saved last could not be played on ({error}). It is left where it is, and this window does not save its match automatically. A new match starts.</source>
        <translation>Hindi maituloy ang huling na-save na laban ({error}). Hindi ito gagalawin, at hindi awtomatikong ise-save ng window na ito ang laban nito. Magsisimula ang bagong laban.</translation>
    </message>
    <message>
        <source>The match saved last could not be played on ({error}). It was moved to {path}. A new match starts.</source>
        <translation>Hindi maituloy ang huling na-save na laban ({error}). Inilipat ito sa {path}. Magsisimula ang bagong laban.</translation>
    </message>
    <message>
        <source>The match saved last could not be played on ({error}). A new match starts.</source>
        <translation>Hindi maituloy ang huling na-save na laban ({error}). Magsisimula ang bagong laban.</translation>
    </message>
    <message>
        <source>Continue the match of {date} ({variant}, {score})?</source>
        <translation>Ituloy ang laban noong {date} ({variant}, {score})?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Ituloy</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Bagong laban</translation>
    </message>
    <message>
        <source>Buraco matches (*.buraco)</source>
        <extracomment>The replay view closed: the match in play goes on. The replay view open now (None: none). The question before a new match replaces the one in progress (Play this deal again).</extracomment>
        <translation>Mga laban ng Buraco (*.buraco)</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>I-save ang laban</translation>
    </message>
    <message>
        <source>Buraco {date}</source>
        <translation>Buraco {date}</translation>
    </message>
    <message>
        <source>The match could not be saved to {path}: {error}</source>
        <translation>Hindi na-save ang laban sa {path}: {error}</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Magbukas ng naka-save na laban</translation>
    </message>
    <message>
        <source>Replace the match in progress with the match of {date} ({variant}, {score})?</source>
        <translation>Palitan ang kasalukuyang laban ng laban noong {date} ({variant}, {score})?</translation>
    </message>
    <message>
        <source>To keep the match in progress, save it first with Game → Save as…</source>
        <translation>Para hindi mawala ang kasalukuyang laban, i-save muna ito gamit ang Laro → I-save bilang…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buksan</translation>
    </message>
    <message>
        <source>This saved match cannot be opened: {reason}. It was moved to {path}.</source>
        <translation>Hindi mabuksan ang naka-save na laban na ito: {reason}. Inilipat ito sa {path}.</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Susunod na round</translation>
    </message>
    <message>
        <source>{points}  ({count}×)</source>
        <translation>{points}  ({count}×)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Tapos na ang laro</translation>
    </message>
    <message>
        <source>You won the match by {points} points!</source>
        <translation>Nanalo ka sa laban, lamang ng {points} puntos!</translation>
    </message>
    <message>
        <source>Your team won the match by {points} points!</source>
        <translation>Nanalo ang team mo sa laban, lamang ng {points} puntos!</translation>
    </message>
    <message>
        <source>{team} won the match by {points} points!</source>
        <translation>{team} ang nanalo sa laban, lamang ng {points} puntos!</translation>
    </message>
    <message numerus="yes">
        <source>Final score: {a} {pa} — {b} {pb}, after %n hand(s).</source>
        <translation>
            <numerusform>Huling puntos: {a} {pa} — {b} {pb}, matapos ang %n round.</numerusform>
            <numerusform>Huling puntos: {a} {pa} — {b} {pb}, matapos ang %n round.</numerusform>
        </translation>
    </message>
    <message>
        <source>No hand has been scored yet.</source>
        <translation>Wala pang natapos na round.</translation>
    </message>
    <message>
        <source>Hand {number} is over</source>
        <translation>Tapos na ang round {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Nagsara ka.</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>{name} ang nagsara.</translation>
    </message>
    <message>
        <source>The match ends at {target} points.</source>
        <translation>Matatapos ang laban sa {target} puntos.</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Maliit</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Katamtaman</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Malaki</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Asul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Pula</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Berde</translation>
    </message>
    <message>
        <source>Buraco (the game&apos;s own)</source>
        <translation>Buraco (sariling disenyo ng laro)</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>A language was chosen in the list (its code; &quot;&quot; = the system&apos;s): the window speaks it at once. The fields of `Settings` the dialog shows and `apply_to` writes.</extracomment>
        <translation>Mga setting</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Paglalaro</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>agad</translation>
    </message>
    <message>
        <source>Computer &amp;delay:</source>
        <translation>&amp;Tagal ng galaw ng computer:</translation>
    </message>
    <message>
        <source>How long each computer move stays on screen (CardCol: {ms} ms; 0 = instant).</source>
        <translation>Gaano katagal nakikita sa screen ang bawat galaw ng computer (CardCol: {ms} ms; 0 = agad).</translation>
    </message>
    <message>
        <source>&amp;Animate the cards</source>
        <translation>I-&amp;animate ang mga baraha</translation>
    </message>
    <message>
        <source>Ask before discarding the &amp;last card</source>
        <translation>Magtanong bago itapon ang &amp;huling baraha</translation>
    </message>
    <message>
        <source>Allow &amp;hints (Buraco → Hint)</source>
        <translation>&amp;Payagan ang mga hint (Buraco → Hint)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Mga baraha</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Disenyo:</translation>
    </message>
    <message>
        <source>&amp;Back:</source>
        <translation>&amp;Likod:</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>&amp;Sukat ng baraha:</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (clubs green, diamonds blue)</source>
        <translation>Apat na &amp;kulay (berde ang clubs, asul ang diamonds)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Tunog</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>I-&amp;on ang tunog</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <source>Qt Multimedia is installed, but the system library {library} it needs is missing, so the game plays without sound. To hear the sounds, install it:</source>
        <translation>Naka-install ang Qt Multimedia, pero wala ang system library na {library} na kailangan nito, kaya walang tunog ang laro. Para marinig ang mga tunog, i-install ito:</translation>
    </message>
    <message>
        <source>Qt Multimedia is installed but cannot be loaded, so the game plays without sound: {reason}</source>
        <translation>Naka-install ang Qt Multimedia pero hindi ito ma-load, kaya walang tunog ang laro: {reason}</translation>
    </message>
    <message>
        <source>Qt Multimedia is not installed, so the game plays without sound. To hear the sounds, install it: {command}</source>
        <translation>Hindi naka-install ang Qt Multimedia, kaya walang tunog ang laro. Para marinig ang mga tunog, i-install ito: {command}</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Wika</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Wika ng system</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Wika:</translation>
    </message>
    <message>
        <source>Buraco: something went wrong</source>
        <extracomment>The widest a file&apos;s path is shown (pixels); a longer one scrolls in its field. Errors that happened after the one told, while the box was open.</extracomment>
        <translation>Buraco: may nangyaring mali</translation>
    </message>
    <message>
        <source>Sorry: something went wrong in the game.</source>
        <translation>Pasensya na: may nangyaring mali sa laro.</translation>
    </message>
    <message>
        <source>An unexpected error interrupted the game. It is a fault in the program, not in anything you did.</source>
        <translation>Naputol ang laro dahil sa isang hindi inaasahang error. Problema ito sa program, hindi dahil sa anumang ginawa mo.</translation>
    </message>
    <message>
        <source>Your match was saved, so nothing of it is lost:</source>
        <translation>Na-save ang laban mo, kaya walang nawala:</translation>
    </message>
    <message>
        <source>Your match could not be saved.</source>
        <translation>Hindi na-save ang laban mo.</translation>
    </message>
    <message>
        <source>What happened is written in the log. If you report the problem, please attach this file and your saved match:</source>
        <translation>Nakasulat sa log ang nangyari. Kung ire-report mo ang problema, paki-attach ang file na ito at ang naka-save mong laban:</translation>
    </message>
    <message>
        <source>No log file could be written: what happened was written to the terminal only.</source>
        <translation>Hindi nakagawa ng log file: sa terminal lang naisulat ang nangyari.</translation>
    </message>
    <message>
        <source>Open the log&apos;s folder</source>
        <translation>Buksan ang folder ng log</translation>
    </message>
    <message>
        <source>Continue shows the table again as the match stands. Quit closes the game.</source>
        <translation>Sa Ituloy, ipapakita ulit ang mesa ayon sa kasalukuyang lagay ng laban. Sa Lumabas, isasara ang laro.</translation>
    </message>
    <message>
        <source>The error keeps coming back, so the game cannot go on. Please quit and start it again.</source>
        <translation>Paulit-ulit na bumabalik ang error, kaya hindi na maituloy ang laro. Lumabas muna, saka buksan ulit ang laro.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Ituloy</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lumabas</translation>
    </message>
    <message numerus="yes">
        <source>%n more error(s) happened while this message was open.</source>
        <translation>
            <numerusform>May %n pang error na nangyari habang bukas ang mensaheng ito.</numerusform>
            <numerusform>May %n pang error na nangyari habang bukas ang mensaheng ito.</numerusform>
        </translation>
    </message>
    <message>
        <source>Matches played</source>
        <extracomment>The rows of a tally, in the order shown.</extracomment>
        <translation>Nilarong laban</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Panalong laban</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Pinakamaraming magkakasunod na panalo</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Nilarong round</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Panalong round</translation>
    </message>
    <message>
        <source>Average points per hand</source>
        <translation>Average na puntos bawat round</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Pinakamataas na puntos sa isang round</translation>
    </message>
    <message>
        <source>Canastas of wild cards</source>
        <translation>Mga canasta ng wild card</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Madali</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Mahirap</translation>
    </message>
    <message>
        <source>CardCol classic</source>
        <translation>Klasiko ng CardCol</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Laban sa computer</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Laban</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Panalo</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Istatistika</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Ang istatistika mo</translation>
    </message>
    <message>
        <source>Your team&apos;s results in the matches you play at this screen against the computer. Matches of people on both teams, and of computers alone, are not counted.</source>
        <translation>Ang resulta ng team mo sa mga laban na nilalaro mo sa screen na ito laban sa computer. Hindi binibilang ang mga laban na may tao sa dalawang team, pati ang mga laban na puro computer.</translation>
    </message>
    <message>
        <source>No hand has been counted yet: play a hand, and its result will be here.</source>
        <translation>Wala pang nabibilang na round: maglaro ng isang round, at lalabas dito ang resulta nito.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>I-&amp;reset…</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Lahat ng mode</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>I-reset ang istatistika?</translation>
    </message>
    <message>
        <source>Forget every match and hand counted so far? This cannot be undone.</source>
        <translation>Burahin ang lahat ng laban at round na nabilang na? Hindi na ito maibabalik.</translation>
    </message>
    <message>
        <source>Invite your friends with this line:</source>
        <translation>I-invite ang mga kaibigan mo gamit ang linyang ito:</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Nakopya na</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopyahin</translation>
    </message>
    <message>
        <source>Address: {address} · Invite code: {code}</source>
        <translation>Address: {address} · Invite code: {code}</translation>
    </message>
    <message>
        <source>Friends on this computer&apos;s network (the same Wi-Fi or cable) join with it: Game → Play online… → Join a table. From elsewhere, your router must let port {port} through to this computer.</source>
        <translation>Makakapasok dito ang mga kaibigan sa network ng computer na ito (parehong Wi-Fi o cable): Laro → Maglaro online… → Sumali sa mesa. Mula sa ibang lugar, kailangang palusutin ng router mo ang port {port} papunta sa computer na ito.</translation>
    </message>
    <message>
        <source>This computer has no address on a network: the invite works only here (127.0.0.1). Connect it to a network and host again, or give your friends its address yourself.</source>
        <translation>Walang address sa network ang computer na ito: dito lang gagana ang invite (127.0.0.1). Ikonekta ito sa network at magbukas ulit ng mesa, o ikaw na ang magbigay ng address nito sa mga kaibigan mo.</translation>
    </message>
    <message>
        <source>Friends paste it in Game → Play online… → Join a table.</source>
        <translation>Ipe-paste ito ng mga kaibigan sa Laro → Maglaro online… → Sumali sa mesa.</translation>
    </message>
    <message>
        <source>The table&apos;s invite</source>
        <translation>Ang invite sa mesa</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Sumali sa mesa</translation>
    </message>
    <message>
        <source>&amp;Invite:</source>
        <translation>&amp;Invite:</translation>
    </message>
    <message>
        <source>paste it here: buraco://…</source>
        <translation>i-paste dito: buraco://…</translation>
    </message>
    <message>
        <source>or the server&apos;s address and the table&apos;s code:</source>
        <translation>o ang address ng server at ang code ng mesa:</translation>
    </message>
    <message>
        <source>host:port</source>
        <translation>host:port</translation>
    </message>
    <message>
        <source>Invite &amp;code:</source>
        <translation>Invite &amp;code:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Sumali</translation>
    </message>
    <message>
        <source>This is not an invite: it looks like buraco://192.168.1.20:8765/ABCDEFGHJKLM, or give the server&apos;s address and the code.</source>
        <translation>Hindi ito invite: ganito ang itsura nito: buraco://192.168.1.20:8765/ABCDEFGHJKLM; o ilagay ang address ng server at ang code.</translation>
    </message>
    <message>
        <source>The table&apos;s lobby</source>
        <extracomment>The host gives seat `seat` the kind (`&quot;open&quot;`, `&quot;ai:&lt;level&gt;&quot;`). A guest moves to the open seat `seat`. The host starts the match. Leave the table.</extracomment>
        <translation>Ang lobby ng mesa</translation>
    </message>
    <message>
        <source>Partners sit across the table from each other.</source>
        <translation>Magkaharap sa mesa ang magkapareha.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Umalis sa mesa</translation>
    </message>
    <message>
        <source>&amp;Start the match</source>
        <translation>&amp;Simulan ang laban</translation>
    </message>
    <message>
        <source>The host starts the match.</source>
        <translation>Ang host ang magsisimula ng laban.</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} manlalaro</translation>
    </message>
    <message>
        <source>turn clock: {seconds} s</source>
        <translation>orasan: {seconds} s bawat turn</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Kapareha mo</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Kalaban</translation>
    </message>
    <message>
        <source>{role} · seat {n}</source>
        <translation>{role} · upuan {n}</translation>
    </message>
    <message>
        <source>{role} · host</source>
        <translation>{role} · host</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Isang manlalaro</translation>
    </message>
    <message>
        <source>away: a computer plays the seat</source>
        <translation>wala: computer ang naglalaro sa upuan</translation>
    </message>
    <message>
        <source>● connected</source>
        <translation>● konektado</translation>
    </message>
    <message>
        <source>○ not connected</source>
        <translation>○ hindi konektado</translation>
    </message>
    <message>
        <source>waiting for a friend to join</source>
        <translation>naghihintay ng kaibigang sasali</translation>
    </message>
    <message>
        <source>a computer plays this seat</source>
        <translation>computer ang naglalaro sa upuang ito</translation>
    </message>
    <message>
        <source>Sit &amp;here</source>
        <translation>Umupo &amp;dito</translation>
    </message>
    <message>
        <source>Play online</source>
        <extracomment>The player chose: &quot;here&quot;, &quot;server&quot;, &quot;join&quot; or &quot;resume&quot;.</extracomment>
        <translation>Maglaro online</translation>
    </message>
    <message>
        <source>Play with friends at other computers: one of you hosts a table, the others join it with its invite.</source>
        <translation>Makipaglaro sa mga kaibigan sa ibang computer: isa sa inyo ang magbubukas ng mesa, at sasali ang iba gamit ang invite nito.</translation>
    </message>
    <message>
        <source>&amp;Host a table on this computer…</source>
        <translation>Magbukas ng mesa sa &amp;computer na ito…</translation>
    </message>
    <message>
        <source>This computer keeps the table while you play: friends on your network join with the invite it shows.</source>
        <translation>Ang computer na ito ang hahawak sa mesa habang naglalaro ka: sasali ang mga kaibigan sa network mo gamit ang ipapakitang invite.</translation>
    </message>
    <message>
        <source>Host a table on a &amp;server…</source>
        <translation>Magbukas ng mesa sa isang &amp;server…</translation>
    </message>
    <message>
        <source>A buraco-server that is running elsewhere (a friend&apos;s, a club&apos;s) keeps the table: give its address.</source>
        <translation>Isang buraco-server na tumatakbo sa ibang lugar (sa kaibigan, sa club) ang hahawak sa mesa: ilagay ang address nito.</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Sumali sa mesa…</translation>
    </message>
    <message>
        <source>Paste the invite a friend sent you.</source>
        <translation>I-paste ang invite na ipinadala sa iyo ng kaibigan.</translation>
    </message>
    <message>
        <source>&amp;Resume the online table</source>
        <translation>&amp;Bumalik sa online na mesa</translation>
    </message>
    <message>
        <source>Go back to your seat at the table you left.</source>
        <translation>Bumalik sa upuan mo sa mesang iniwan mo.</translation>
    </message>
    <message>
        <source>Each person plays from their own computer: two people at one screen cannot share a seat at an online table.</source>
        <translation>Sa sariling computer naglalaro ang bawat isa: hindi puwedeng maghati ang dalawang tao sa isang screen sa online na mesa.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>buraco</source>
        <extracomment>The piles the picture marks, in the order of the list under it. Where the page&apos;s keyboard section starts (Help → Keyboard opens the page there).</extracomment>
        <translation>patay</translation>
    </message>
    <message>
        <source>morto</source>
        <translation>patay</translation>
    </message>
    <message>
        <source>The other players&apos; hands, face down: your partner&apos;s in the middle, the opponents&apos; on either side.</source>
        <translation>Ang baraha ng ibang manlalaro, nakataob: nasa gitna ang sa kapareha mo, at nasa magkabilang gilid ang sa mga kalaban.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s hand, face down.</source>
        <translation>Ang baraha ng kalaban mo, nakataob.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Ang mesa</translation>
    </message>
    <message>
        <source>The stock: click it to draw a card.</source>
        <translation>Ang deck: i-click ito para kumuha ng baraha.</translation>
    </message>
    <message>
        <source>The discard pile: click it, or drag it to your hand, to take it.</source>
        <translation>Ang bunton: para kunin ito, i-click ito o i-drag papunta sa kamay mo.</translation>
    </message>
    <message>
        <source>Your hand: click cards to select them.</source>
        <translation>Ang kamay mo: i-click ang mga baraha para piliin ang mga ito.</translation>
    </message>
    <message>
        <source>New meld: drop cards here to lay down a new meld.</source>
        <translation>Bagong kumbinasyon: i-drop dito ang mga baraha para maglagay ng bagong kumbinasyon.</translation>
    </message>
    <message>
        <source>Your team&apos;s melds, beside your team&apos;s panel (names, points, the {reserve} while it waits, closed canastas). Drop cards on a meld to add them.</source>
        <translation>Ang mga kumbinasyon ng team mo, katabi ng panel ng team mo (mga pangalan, puntos, ang {reserve} habang hindi pa nakukuha, mga kumpletong canasta). I-drop ang mga baraha sa isang kumbinasyon para idagdag ang mga ito.</translation>
    </message>
    <message>
        <source>The other team&apos;s melds and panel.</source>
        <translation>Ang mga kumbinasyon at panel ng kabilang team.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Turn mo</translation>
    </message>
    <message>
        <source>Draw: click the stock, or take the discard pile. Where the rules want a meld with the pile&apos;s top card, select those cards in your hand first, or drop the pile on one of your team&apos;s melds.</source>
        <translation>Kumuha: i-click ang deck, o kunin ang bunton. Kung hinihingi ng patakaran na ilagay sa kumbinasyon ang baraha sa ibabaw ng bunton, piliin muna sa kamay mo ang mga barahang isasama rito, o i-drop ang bunton sa isa sa mga kumbinasyon ng team mo.</translation>
    </message>
    <message>
        <source>Meld: click cards of your hand to select them (they rise), then drag them onto New meld or onto one of your team&apos;s melds. Wild cards find their place by themselves.</source>
        <translation>Maglagay: i-click ang mga baraha sa kamay mo para piliin ang mga ito (aangat ang mga ito), saka i-drag sa Bagong kumbinasyon o sa isa sa mga kumbinasyon ng team mo. Kusang napupunta sa tamang puwesto ang mga wild card.</translation>
    </message>
    <message>
        <source>Discard: drag one card onto the discard pile, or double-click it. That ends your turn.</source>
        <translation>Magtapon: i-drag ang isang baraha sa bunton, o i-double-click ito. Doon matatapos ang turn mo.</translation>
    </message>
    <message>
        <source>The status bar says what to do next and, when a move is not allowed, why. Help → Rules explains the rules of the game being played.</source>
        <translation>Sinasabi ng status bar kung ano ang susunod na gagawin, at kung bakit kapag bawal ang isang galaw. Ipinapaliwanag sa Tulong → Mga Patakaran ang mga patakaran ng larong nilalaro.</translation>
    </message>
    <message>
        <source>With the mouse</source>
        <translation>Gamit ang mouse</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>I-click</translation>
    </message>
    <message>
        <source>the stock: draw; the discard pile: take it; a card of your hand: select it or put it back</source>
        <translation>ang deck: kumuha ng baraha; ang bunton: kunin ito; isang baraha sa kamay mo: piliin ito o ibaba ulit</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>I-double-click</translation>
    </message>
    <message>
        <source>a card of your hand: discard it</source>
        <translation>isang baraha sa kamay mo: itapon ito</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>I-drag</translation>
    </message>
    <message>
        <source>selected cards (or one card) onto New meld, onto a meld of your team, or onto the discard pile; a card along your hand to put it elsewhere; the discard pile to your hand or onto a meld to take it</source>
        <translation>ang mga napiling baraha (o isang baraha) papunta sa Bagong kumbinasyon, sa isang kumbinasyon ng team mo, o sa bunton; isang baraha sa loob ng kamay mo para ilipat ito ng puwesto; ang bunton papunta sa kamay mo o sa isang kumbinasyon para kunin ito</translation>
    </message>
    <message>
        <source>While dragging</source>
        <translation>Habang nagda-drag</translation>
    </message>
    <message>
        <source>the places the cards may go light up</source>
        <translation>umiilaw ang mga lugar na puwedeng paglagyan ng mga baraha</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Mga key</translation>
    </message>
    <message>
        <source>put the selected cards back, or let go of the cards being dragged</source>
        <translation>ibaba ulit ang mga napiling baraha, o bitawan ang mga barahang dina-drag</translation>
    </message>
    <message>
        <source>with friends at one screen: show your cards when the screen says it is your turn</source>
        <translation>kasama ang mga kaibigan sa iisang screen: ipakita ang mga baraha mo kapag sinabi ng screen na turn mo na</translation>
    </message>
    <message>
        <source>With the keyboard</source>
        <translation>Gamit ang keyboard</translation>
    </message>
    <message>
        <source>Every move can be made without the mouse. The first press of any of these keys shows a white ring around the place in focus; a click of the mouse hides it.</source>
        <translation>Magagawa ang bawat galaw kahit walang mouse. Sa unang pindot mo ng alinman sa mga key na ito, may lalabas na puting guhit sa paligid ng lugar na naka-focus; mawawala ito kapag nag-click ka ng mouse.</translation>
    </message>
    <message>
        <source>move the focus from place to place: the stock, the discard pile, each card of your hand, your team&apos;s melds, New meld, the other team&apos;s melds</source>
        <translation>ilipat ang focus sa bawat lugar: ang deck, ang bunton, bawat baraha sa kamay mo, ang mga kumbinasyon ng team mo, ang Bagong kumbinasyon, ang mga kumbinasyon ng kabilang team</translation>
    </message>
    <message>
        <source>move the focus along a row, or to the nearest place of the row above or below</source>
        <translation>ilipat ang focus sa loob ng isang hanay, o sa pinakamalapit na lugar sa hanay sa itaas o sa ibaba</translation>
    </message>
    <message>
        <source>select the card in focus, or put it back</source>
        <translation>piliin ang barahang naka-focus, o ibaba ulit ito</translation>
    </message>
    <message>
        <source>play the selected cards on the place in focus: on New meld to lay them down, on a meld of your team to add them, one card on the discard pile to discard it; on the stock, draw; on the discard pile while you draw, take it</source>
        <translation>laruin ang mga napiling baraha sa lugar na naka-focus: sa Bagong kumbinasyon para ilagay sa mesa, sa isang kumbinasyon ng team mo para idagdag, isang baraha sa bunton para itapon ito; sa deck: kumuha ng baraha; sa bunton, kung kukuha ka pa lang ng baraha: kunin ito</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>kumuha ng baraha sa deck</translation>
    </message>
    <message>
        <source>take the discard pile (with the selected cards, where the rules want a meld with its top card)</source>
        <translation>kunin ang bunton (kasama ang mga napiling baraha, kung hinihingi ng patakaran na ilagay sa kumbinasyon ang baraha sa ibabaw)</translation>
    </message>
    <message>
        <source>discard the card in focus</source>
        <translation>itapon ang barahang naka-focus</translation>
    </message>
    <message>
        <source>With a screen reader, the place in focus is read out as the focus moves (a pile with its count and its top card, a meld with its cards), and every move is announced as the status bar says it.</source>
        <translation>Kapag may screen reader, binabasa nang malakas ang lugar na naka-focus habang lumilipat ang focus (ang deck o ang bunton, kasama ang bilang ng baraha at ang nasa ibabaw; ang kumbinasyon, kasama ang mga baraha nito), at sinasabi ang bawat galaw gaya ng nakasulat sa status bar.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Mga hint</translation>
    </message>
    <message>
        <source>Buraco → Hint ({key}) shows what the computer player of level normal would do in your place now: the cards it would play get a dashed magenta ring with an arrow over them (they do not rise: a card that rises is one you selected), the pile or meld they go to glows magenta, and the status bar says the move in words. The hint never plays the move: you do, or you play something else. It is for your turn only. The score sheet counts the hints you took in the match; Settings can turn hints off.</source>
        <translation>Ipinapakita ng Buraco → Hint ({key}) kung ano ang gagawin ngayon ng computer na katamtaman ang level kung siya ang nasa puwesto mo: magkakaroon ng putul-putol na magenta na guhit sa paligid at arrow sa itaas ang mga barahang lalaruin nito (hindi sila aangat: ang barahang nakaangat ay ang pinili mo), magliliwanag na magenta ang deck, bunton o kumbinasyong pupuntahan ng mga ito, at sasabihin ng status bar ang galaw. Hindi kailanman nilalaro ng hint ang galaw para sa iyo: ikaw pa rin ang maglalaro nito, o puwede kang gumawa ng ibang galaw. Sa turn mo lang ito gumagana. Binibilang ng talaan ng puntos ang mga hint na hiningi mo sa laban; puwedeng i-off ang mga hint sa Mga Setting.</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Talaan ng mga galaw</translation>
    </message>
    <message>
        <source>Buraco → Move log ({key}) opens a window beside the table that lists every move of this hand in words, the newest last: who drew, which cards each player took from the discard pile, laid down or discarded. It shows what everybody at the table saw, and the card you drew from the stock only in your own moves (never with friends at one screen).</source>
        <translation>Nagbubukas ang Buraco → Talaan ng mga galaw ({key}) ng window sa tabi ng mesa kung saan nakasulat ang bawat galaw sa round na ito, at nasa dulo ang pinakabago: kung sino ang kumuha ng baraha, at kung aling mga baraha ang kinuha ng bawat manlalaro sa bunton, inilagay sa mesa o itinapon. Ang nakita lang ng lahat sa mesa ang ipinapakita nito: sinasabi lang kung anong baraha ang nakuha sa deck kapag ikaw ang kumuha, at hindi kailanman kapag magkakaibigan ang naglalaro sa iisang screen.</translation>
    </message>
    <message>
        <source>Friends at one screen</source>
        <translation>Magkakaibigan sa iisang screen</translation>
    </message>
    <message>
        <source>Choose a person for more than one seat in Game → New. Whenever the turn passes to another person, a curtain hides the hands: pass the screen on, and that person clicks to see their cards.</source>
        <translation>Sa Laro → Bagong laro, piliin ang Tao para sa higit sa isang upuan. Tuwing mapupunta ang turn sa ibang tao, may kurtinang tatakip sa mga baraha: ipasa ang computer, at iki-click ito ng taong iyon para makita ang mga baraha niya.</translation>
    </message>
    <message>
        <source>Replays and deal numbers</source>
        <translation>Replay at numero ng deal</translation>
    </message>
    <message>
        <source>Every hand has a deal number, on the score sheet and in the move log&apos;s title: with the same rules and the same number of players it deals the same cards. Game → Play deal… starts a deal by its number, and Play this deal again on the score sheet deals the last hand again, so that friends can play the same cards and compare. Replay on the score sheet (or Game → Replay a saved match…) shows the hand move by move with every hand face up: the arrow keys step back and forward, and at each of your moves the status bar says what the computer player of level normal would have done. The match you are playing waits, unchanged.</source>
        <translation>May numero ng deal ang bawat round, makikita sa talaan ng puntos at sa pamagat ng talaan ng mga galaw: sa parehong patakaran at parehong bilang ng manlalaro, pareho ang mga barahang ibibigay nito. Sinisimulan ng Laro → Laruin ang isang deal… ang isang deal ayon sa numero nito, at ibinibigay ulit ng &quot;Laruin ulit ang deal na ito&quot; sa talaan ng puntos ang huling round, para malaro ng mga kaibigan mo ang parehong mga baraha at magkumpara kayo. Ipinapakita ng &quot;Replay&quot; sa talaan ng puntos (o ng Laro → I-replay ang naka-save na laban…) ang round nang isa-isang galaw, nakabukas ang lahat ng kamay: pabalik at pasulong ang mga arrow key, at sa bawat galaw mo, sinasabi ng status bar kung ano sana ang ginawa ng computer na katamtaman ang level. Naghihintay nang walang binago ang laban na nilalaro mo.</translation>
    </message>
    <message>
        <source>Playing online</source>
        <translation>Paglalaro online</translation>
    </message>
    <message>
        <source>With Game → Play online… friends at other computers play one match together. One of you hosts a table (on this computer, or on a server) and sends the others the invite line the lobby shows; they choose Join a table… and paste it. The host starts the match once everybody is seated: the computer plays the seats still open. If the connection drops, the game connects again by itself, and meanwhile a computer plays your seat. Game → Leave the online table brings your own match back.</source>
        <translation>Sa Laro → Maglaro online…, sabay-sabay na naglalaro ng iisang laban ang magkakaibigang nasa magkakaibang computer. Magbubukas ng mesa ang isa sa inyo (sa computer na ito o sa isang server) at ipapadala niya sa iba ang linya ng imbitasyon na nasa lobby; pipiliin nila ang &quot;Sumali sa mesa…&quot; at ipe-paste ito. Sisimulan ng nagbukas ng mesa ang laban kapag nakaupo na ang lahat: computer ang maglalaro sa mga upuang bakante pa. Kapag naputol ang koneksyon, kusang kokonekta ulit ang laro, at habang wala ka, computer muna ang maglalaro sa upuan mo. Ibinabalik ng Laro → Umalis sa online na mesa ang sarili mong laban.</translation>
    </message>
    <message>
        <source>How to play: {variant}</source>
        <extracomment>The page&apos;s sections, in order: each writes one part of the page for the window it explains.</extracomment>
        <translation>Paano laruin ang {variant}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Paano maglaro</translation>
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
        <translation>&amp;Kanselahin</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Isara</translation>
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
        <translation>Kanselahin</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Isara</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Ibalik ang default</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oo</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hindi</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Enter</source>
        <extracomment>The key names Qt writes for the keys the game&apos;s menus, help and replay view name (`QKeySequence.toString` looks them up in this context): written as the keyboards of each language label them (&quot;Eingabe&quot;, &quot;Intro&quot;).</extracomment>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
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
        <translation>Shift</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>a new meld needs at least three cards</source>
        <translation>kailangan ng hindi bababa sa tatlong baraha ang bagong kumbinasyon</translation>
    </message>
    <message>
        <source>choose at least one card</source>
        <translation>pumili ng kahit isang baraha</translation>
    </message>
    <message>
        <source>a run must be all of one suit</source>
        <translation>dapat iisang kulay lang ang sunud-sunod</translation>
    </message>
    <message>
        <source>a run cannot hold {card} twice</source>
        <translation>hindi puwedeng dalawa ang {card} sa isang sunud-sunod</translation>
    </message>
    <message>
        <source>the run has gaps that its wild cards cannot fill</source>
        <translation>may mga puwang ang sunud-sunod na hindi mapupunan ng wild card nito</translation>
    </message>
    <message>
        <source>{high}-A-{low} does not wrap: the ace is either low or high</source>
        <translation>hindi puwedeng umikot ang {high}-A-{low}: nasa mababang dulo o nasa mataas na dulo lang ang ace</translation>
    </message>
    <message>
        <source>a run cannot be that long</source>
        <translation>hindi puwedeng ganoon kahaba ang sunud-sunod</translation>
    </message>
    <message>
        <source>a run from ace to ace is not allowed in this variant</source>
        <translation>bawal sa mode na ito ang sunud-sunod mula ace hanggang ace</translation>
    </message>
    <message>
        <source>a run or set may hold only one wild card</source>
        <translation>isang wild card lang ang puwede sa isang sunud-sunod o set</translation>
    </message>
    <message>
        <source>a new meld needs at least two natural cards</source>
        <translation>kailangan ng hindi bababa sa dalawang natural na baraha ang bagong kumbinasyon</translation>
    </message>
    <message>
        <source>sets of one rank are not allowed in this variant: only runs</source>
        <translation>bawal ang set sa mode na ito: sunud-sunod lang</translation>
    </message>
    <message>
        <source>the only sets allowed in this variant are sets of aces</source>
        <translation>set ng ace lang ang puwedeng set sa mode na ito</translation>
    </message>
    <message>
        <source>a set holds cards of one rank only</source>
        <translation>dapat iisang halaga lang ang mga baraha sa isang set</translation>
    </message>
    <message>
        <source>a meld of only wild cards is not allowed in this variant</source>
        <translation>bawal sa mode na ito ang kumbinasyong puro wild card</translation>
    </message>
    <message>
        <source>a meld of wild cards may hold only twos and at most one joker</source>
        <translation>mga 2 lang at hanggang isang joker ang puwede sa kumbinasyon ng wild card</translation>
    </message>
    <message>
        <source>a meld of wild cards cannot take a natural card</source>
        <translation>hindi puwedeng lagyan ng natural na baraha ang kumbinasyon ng wild card</translation>
    </message>
    <message>
        <source>a 2 can only be used in a run of its own suit</source>
        <translation>magagamit lang ang 2 sa sunud-sunod ng sarili nitong kulay</translation>
    </message>
    <message>
        <source>these cards do not make a run or a set</source>
        <translation>hindi sunud-sunod o set ang mga barahang ito</translation>
    </message>
    <message>
        <source>a closed canasta cannot grow</source>
        <translation>hindi na madadagdagan ang kumpletong canasta</translation>
    </message>
    <message>
        <source>a meld may hold at most {limit} cards in this variant</source>
        <translation>hanggang {limit} baraha lang ang puwede sa isang kumbinasyon sa mode na ito</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>hindi mo pa turn</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>tapos na ang round</translation>
    </message>
    <message>
        <source>draw from the stock or take the discard pile first</source>
        <translation>kumuha muna ng baraha sa deck o kunin ang bunton</translation>
    </message>
    <message>
        <source>you have already drawn this turn</source>
        <translation>nakakuha ka na ng baraha ngayong turn</translation>
    </message>
    <message>
        <source>the stock is empty</source>
        <translation>ubos na ang deck</translation>
    </message>
    <message>
        <source>the discard pile is empty</source>
        <translation>walang laman ang bunton</translation>
    </message>
    <message>
        <source>a wild card on top of the discard pile cannot be taken</source>
        <translation>hindi makukuha ang bunton kapag wild card ang nasa ibabaw</translation>
    </message>
    <message>
        <source>to take the pile you must meld its top card with a natural pair from your hand</source>
        <translation>para makuha ang bunton, dapat mong ilagay sa kumbinasyon ang baraha sa ibabaw kasama ang natural na pares mula sa kamay mo</translation>
    </message>
    <message>
        <source>to take the pile you must play its top card at once, in a new meld or on one of your team&apos;s melds</source>
        <translation>para makuha ang bunton, dapat mong laruin agad ang baraha sa ibabaw, sa bagong kumbinasyon o sa isa sa mga kumbinasyon ng team mo</translation>
    </message>
    <message>
        <source>take the whole pile: no meld is needed</source>
        <translation>kunin ang buong bunton: hindi kailangang maglagay ng kumbinasyon</translation>
    </message>
    <message>
        <source>the top card must be melded with two natural cards, no wild card</source>
        <translation>dapat ilagay ang baraha sa ibabaw kasama ang dalawang natural na baraha, walang wild card</translation>
    </message>
    <message>
        <source>{cards} not in your hand</source>
        <translation>wala sa kamay mo ang {cards}</translation>
    </message>
    <message>
        <source>your team has no such meld</source>
        <translation>walang ganyang kumbinasyon ang team mo</translation>
    </message>
    <message>
        <source>you cannot discard {card}: you took it from a one-card pile this turn</source>
        <translation>hindi mo maitatapon ang {card}: kinuha mo ito ngayong turn sa bunton na iisa lang ang baraha</translation>
    </message>
    <message>
        <source>your team&apos;s first meld must be worth at least {minimum} points (now {points}): meld more or undo</source>
        <translation>dapat umabot sa {minimum} puntos man lang ang unang kumbinasyon ng team mo (ngayon: {points}): maglagay pa o bawiin</translation>
    </message>
    <message>
        <source>your team&apos;s first meld must be worth at least {minimum} points (now {points}) before you take the reserve</source>
        <translation>dapat umabot sa {minimum} puntos man lang ang unang kumbinasyon ng team mo (ngayon: {points}) bago mo kunin ang patay</translation>
    </message>
    <message>
        <source>you cannot take the pile now: with it you could not lay the {minimum} points your team&apos;s first meld needs</source>
        <translation>hindi mo puwedeng kunin ang bunton ngayon: kahit makuha mo ito, hindi mo maaabot ang {minimum} puntos na kailangan ng unang kumbinasyon ng team mo</translation>
    </message>
    <message>
        <source>you cannot go out yet: your team needs a canasta first</source>
        <translation>hindi ka pa puwedeng magsara: kailangan muna ng team mo ng canasta</translation>
    </message>
    <message>
        <source>you cannot go out yet: your team needs a clean canasta first</source>
        <translation>hindi ka pa puwedeng magsara: kailangan muna ng team mo ng clean canasta</translation>
    </message>
    <message>
        <source>you cannot go out while your team has an unfinished meld of wild cards</source>
        <translation>hindi ka puwedeng magsara habang may hindi pa tapos na kumbinasyon ng wild card ang team mo</translation>
    </message>
    <message>
        <source>in this variant you go out by discarding your last card, so keep one card</source>
        <translation>sa mode na ito, nagsasara ka sa pagtatapon ng huling baraha, kaya magtira ng isang baraha</translation>
    </message>
    <message>
        <source>that would leave you with a card you may not discard</source>
        <translation>matitira sa iyo ang isang barahang hindi mo puwedeng itapon</translation>
    </message>
    <message>
        <source>there is nothing to undo this turn</source>
        <translation>walang mababawi ngayong turn</translation>
    </message>
    <message>
        <source>you may only exchange the first card drawn on the first turn of the hand</source>
        <translation>sa unang turn lang ng round puwedeng palitan ang unang nakuhang baraha</translation>
    </message>
    <message>
        <source>that is not possible now</source>
        <translation>hindi puwede iyan ngayon</translation>
    </message>
    <message>
        <source>{text} is not a card</source>
        <translation>hindi baraha ang {text}</translation>
    </message>
    <message>
        <source>{text} is not a move of the game</source>
        <translation>hindi galaw sa laro ang {text}</translation>
    </message>
    <message>
        <source>the deck of this variant has no {card}</source>
        <translation>walang {card} sa mga baraha ng mode na ito</translation>
    </message>
    <message>
        <source>the deck of this variant does not hold that many copies of {card}</source>
        <translation>walang ganoon karaming {card} sa mga baraha ng mode na ito</translation>
    </message>
    <message>
        <source>the file cannot be read: {error}</source>
        <extracomment>The largest file `load` reads (a four-player match to 100 000 points is far below 1 MB). The longest name and option text a file may hold, and the most options. A player&apos;s name is held to the same length wherever it is given (the command line, the settings), so that it saves and opens again. The most hints a seat can have taken in a file (far above any match). The seat kinds a table may have: a person, or a computer of a level.</extracomment>
        <translation>hindi mabasa ang file: {error}</translation>
    </message>
    <message>
        <source>this is not a file</source>
        <translation>hindi ito file</translation>
    </message>
    <message>
        <source>the file is too large to be a saved match ({size} bytes)</source>
        <translation>masyadong malaki ang file para maging naka-save na laban ({size} bytes)</translation>
    </message>
    <message>
        <source>the file is damaged: it is not a saved match in JSON form</source>
        <translation>sira ang file: hindi ito naka-save na laban sa anyong JSON</translation>
    </message>
    <message>
        <source>this is not a buraco-qt saved match</source>
        <translation>hindi ito naka-save na laban ng buraco-qt</translation>
    </message>
    <message>
        <source>the match was saved by a newer buraco-qt (file version {version}): update buraco-qt to open it</source>
        <translation>na-save ang laban sa mas bagong buraco-qt (bersyon ng file: {version}): i-update ang buraco-qt para mabuksan ito</translation>
    </message>
    <message>
        <source>the file is damaged: its {field} has a wrong value</source>
        <translation>sira ang file: mali ang value ng {field} nito</translation>
    </message>
    <message>
        <source>the file is damaged: the match in it cannot be played on ({error})</source>
        <translation>sira ang file: hindi maituloy ang laban na nasa loob nito ({error})</translation>
    </message>
    <message>
        <source>the file is damaged: its table has {count} seats but its game has {players} players</source>
        <translation>sira ang file: {count} ang upuan sa mesa nito, pero {players} ang manlalaro sa laro nito</translation>
    </message>
    <message>
        <source>the saved game is not readable text in JSON form</source>
        <translation>hindi nababasang text sa anyong JSON ang naka-save na laro</translation>
    </message>
    <message>
        <source>this is not a buraco-qt game</source>
        <translation>hindi ito laro ng buraco-qt</translation>
    </message>
    <message>
        <source>the game was saved in format version {version}, which this version of buraco-qt cannot read</source>
        <translation>na-save ang laro sa format na bersyon {version}, na hindi kayang basahin ng bersyong ito ng buraco-qt</translation>
    </message>
    <message>
        <source>the saved game lacks its {field}</source>
        <translation>walang {field} ang naka-save na laro</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} has a value of the wrong kind</source>
        <translation>maling uri ng value ang nasa {field} ng naka-save na laro</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} is out of range: {value}</source>
        <translation>wala sa tamang saklaw ang {field} ng naka-save na laro: {value}</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} holds something that is not a card</source>
        <translation>may lamang hindi baraha ang {field} ng naka-save na laro</translation>
    </message>
    <message>
        <source>the saved game holds cards that the deck does not have: {cards}</source>
        <translation>may sobrang baraha ang naka-save na laro na wala sa mga baraha ng mode na ito: {cards}</translation>
    </message>
    <message>
        <source>the saved game lacks cards of the deck: {cards}</source>
        <translation>may kulang na baraha ang naka-save na laro: {cards}</translation>
    </message>
    <message>
        <source>the saved game has a meld that is not legal in this variant: {cards}</source>
        <translation>may kumbinasyon ang naka-save na laro na bawal sa mode na ito: {cards}</translation>
    </message>
    <message>
        <source>the saved game&apos;s move list holds {text}, which is not a move</source>
        <translation>may {text} sa listahan ng mga galaw ng naka-save na laro, pero hindi ito galaw</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} does not agree with the rest of the game</source>
        <translation>hindi tugma ang {field} ng naka-save na laro sa iba pang bahagi ng laro</translation>
    </message>
    <message>
        <source>the saved game stops at a position where no move is possible</source>
        <translation>huminto ang naka-save na laro sa posisyong walang posibleng galaw</translation>
    </message>
    <message>
        <source>the saved game&apos;s deck is too small to deal its hands and reserves</source>
        <translation>masyadong maliit ang deck ng naka-save na laro para maibigay ang mga kamay at ang mga patay nito</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>buraco</source>
        <translation>patay</translation>
    </message>
    <message>
        <source>morto</source>
        <translation>patay</translation>
    </message>
    <message>
        <source>Players and cards</source>
        <translation>Mga manlalaro at baraha</translation>
    </message>
    <message numerus="yes">
        <source>%n joker(s)</source>
        <translation>
            <numerusform>%n joker</numerusform>
            <numerusform>%n joker</numerusform>
        </translation>
    </message>
    <message>
        <source>no jokers</source>
        <translation>walang joker</translation>
    </message>
    <message numerus="yes">
        <source>Four players in two teams (partners sit opposite), or two players. The game uses %n pack(s) of 52 cards and {jokers}: {total} cards.</source>
        <translation>
            <numerusform>Apat na manlalaro sa dalawang team (magkaharap ang magkapareha), o dalawang manlalaro. Gumagamit ang laro ng %n pakete ng baraha na tig-52 at {jokers}: {total} baraha lahat.</numerusform>
            <numerusform>Apat na manlalaro sa dalawang team (magkaharap ang magkapareha), o dalawang manlalaro. Gumagamit ang laro ng %n pakete ng baraha na tig-52 at {jokers}: {total} baraha lahat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player gets %n card(s). Two more piles of %n card(s), one per team, wait face down: the {reserve}. The rest is the stock.</source>
        <translation>
            <numerusform>Bawat manlalaro ay bibigyan ng %n baraha. May dalawa pang grupo ng tig-%n baraha, isa bawat team, na nakataob: ang {reserve}. Ang natitira ang deck.</numerusform>
            <numerusform>Bawat manlalaro ay bibigyan ng %n baraha. May dalawa pang grupo ng tig-%n baraha, isa bawat team, na nakataob: ang {reserve}. Ang natitira ang deck.</numerusform>
        </translation>
    </message>
    <message>
        <source>One card is turned face up to start the discard pile.</source>
        <translation>Isang baraha ang binubuksan para simulan ang bunton.</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>Mga wild card</translation>
    </message>
    <message>
        <source>Jokers and twos are wild. A two of a run&apos;s own suit standing in the 2 position is a natural card.</source>
        <translation>Wild card ang mga joker at ang mga 2. Natural na baraha ang 2 na parehong kulay ng sunud-sunod kapag nasa puwesto ito ng 2.</translation>
    </message>
    <message>
        <source>Jokers and twos are always wild.</source>
        <translation>Laging wild card ang mga joker at ang mga 2.</translation>
    </message>
    <message>
        <source>Twos are wild. A two of a run&apos;s own suit standing in the 2 position is a natural card.</source>
        <translation>Wild card ang mga 2. Natural na baraha ang 2 na parehong kulay ng sunud-sunod kapag nasa puwesto ito ng 2.</translation>
    </message>
    <message>
        <source>A two may be used only in a run of its own suit.</source>
        <translation>Magagamit lang ang 2 sa sunud-sunod ng sarili nitong kulay.</translation>
    </message>
    <message>
        <source>You never place a wild card yourself: it fills a gap, or stands at the high end of the run (at the low end when the run already ends with the ace).</source>
        <translation>Hindi ikaw ang pumipili kung saan ilalagay ang wild card: pinupunan nito ang puwang, o napupunta ito sa mataas na dulo ng sunud-sunod (sa mababang dulo kapag nagtatapos na sa ace ang sunud-sunod).</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Mga kumbinasyon</translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit in sequence. The ace is low (before the 2) or high (after the king), never in the middle.</source>
        <translation>Ang sunud-sunod ay tatlo o higit pang baraha na parehong kulay at magkakasunod. Mababa ang ace (bago ang 2) o mataas (pagkatapos ng King), hindi kailanman sa gitna.</translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit in sequence. The ace is low (before the 3, since every two is wild) or high (after the king), never in the middle.</source>
        <translation>Ang sunud-sunod ay tatlo o higit pang baraha na parehong kulay at magkakasunod. Mababa ang ace (bago ang 3, dahil wild card ang bawat 2) o mataas (pagkatapos ng King), hindi kailanman sa gitna.</translation>
    </message>
    <message>
        <source>A run may go from ace to ace.</source>
        <translation>Puwedeng mula ace hanggang ace ang sunud-sunod.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank, any suits.</source>
        <translation>Ang set ay tatlo o higit pang baraha na parehong halaga, kahit anong kulay.</translation>
    </message>
    <message>
        <source>The only sets allowed are sets of aces.</source>
        <translation>Set ng ace lang ang puwedeng set.</translation>
    </message>
    <message>
        <source>Sets are not allowed: runs only.</source>
        <translation>Bawal ang set: sunud-sunod lang.</translation>
    </message>
    <message>
        <source>A run may hold at most one wild card.</source>
        <translation>Hanggang isang wild card lang ang puwede sa isang sunud-sunod.</translation>
    </message>
    <message>
        <source>A run or set may hold at most one wild card.</source>
        <translation>Hanggang isang wild card lang ang puwede sa isang sunud-sunod o set.</translation>
    </message>
    <message>
        <source>A run or set may hold any number of wild cards, but with two or more it can never become a canasta.</source>
        <translation>Kahit ilang wild card ay puwede sa isang sunud-sunod o set, pero kapag dalawa o higit pa, hindi na ito magiging canasta kailanman.</translation>
    </message>
    <message>
        <source>Melds made only of wild cards (jokers and twos) are allowed; one left unfinished at the end of the hand costs {points} points.</source>
        <translation>Puwede ang kumbinasyong puro wild card (joker at 2); bawat isang maiiwang hindi tapos sa dulo ng round ay bawas na {points} puntos.</translation>
    </message>
    <message>
        <source>Melds made only of twos (with at most one joker) are allowed.</source>
        <translation>Puwede ang kumbinasyong puro 2 (na may hanggang isang joker).</translation>
    </message>
    <message>
        <source>Once a team has more than {a} points, its first meld of a hand must be worth at least {pa} points; above {b} points, {pb}.</source>
        <translation>Kapag lampas na sa {a} puntos ang isang team, dapat umabot sa {pa} puntos man lang ang una nitong kumbinasyon sa bawat round; kapag lampas sa {b} puntos, {pb}.</translation>
    </message>
    <message>
        <source>A meld never holds more than {limit} cards.</source>
        <translation>Hindi lalampas sa {limit} baraha ang isang kumbinasyon.</translation>
    </message>
    <message>
        <source>You may add cards only to your own team&apos;s melds.</source>
        <translation>Sa mga kumbinasyon lang ng sarili mong team ka puwedeng magdagdag ng baraha.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ang isang turn</translation>
    </message>
    <message>
        <source>or take the whole discard pile</source>
        <translation>o kunin ang buong bunton</translation>
    </message>
    <message>
        <source>or take the discard pile, but only by playing its top card at once in a meld (new, or one of your team&apos;s); the rest of the pile goes to your hand</source>
        <translation>o kunin ang bunton, pero kailangan mong laruin agad ang baraha sa ibabaw sa isang kumbinasyon (bago, o isa sa mga kumbinasyon ng team mo); mapupunta sa kamay mo ang natitira sa bunton</translation>
    </message>
    <message>
        <source>or take the discard pile, but only if its top card is not wild and you hold a natural pair that makes a meld with it; those three cards go down at once</source>
        <translation>o kunin ang bunton, pero puwede lang ito kung hindi wild card ang nasa ibabaw at may hawak kang natural na pares na bubuo ng kumbinasyon kasama nito; agad na ilalagay sa mesa ang tatlong barahang iyon</translation>
    </message>
    <message>
        <source>Draw the top card of the stock, {pickup}.</source>
        <translation>Kunin ang pinakaibabaw na baraha ng deck, {pickup}.</translation>
    </message>
    <message>
        <source>Lay down new melds and add cards to your team&apos;s melds.</source>
        <translation>Maglagay ng mga bagong kumbinasyon sa mesa at magdagdag ng baraha sa mga kumbinasyon ng team mo.</translation>
    </message>
    <message>
        <source>Discard one card: that ends your turn.</source>
        <translation>Magtapon ng isang baraha: doon matatapos ang turn mo.</translation>
    </message>
    <message>
        <source>On the first turn of a hand, the first player may take the single up card without a pair.</source>
        <translation>Sa unang turn ng round, puwedeng kunin ng unang manlalaro ang nag-iisang nakabukas na baraha kahit walang pares.</translation>
    </message>
    <message>
        <source>On the first turn of a hand, a player who drew from the stock may discard that card at once and draw another.</source>
        <translation>Sa unang turn ng round, puwedeng itapon agad ng manlalarong kumuha sa deck ang barahang iyon at kumuha ng iba.</translation>
    </message>
    <message>
        <source>Canastas</source>
        <translation>Mga canasta</translation>
    </message>
    <message>
        <source>it is closed and leaves the table; it can&apos;t grow any more.</source>
        <translation>kumpleto na ito at inaalis sa mesa; hindi na ito madadagdagan.</translation>
    </message>
    <message>
        <source>it may keep growing.</source>
        <translation>puwede pa itong dagdagan.</translation>
    </message>
    <message>
        <source>A meld of seven or more cards is a canasta: {grows}</source>
        <translation>Canasta ang kumbinasyong may pito o higit pang baraha: {grows}</translation>
    </message>
    <message>
        <source>clean (no wild card)</source>
        <translation>clean (walang wild card)</translation>
    </message>
    <message>
        <source>dirty (one wild card)</source>
        <translation>dirty (may isang wild card)</translation>
    </message>
    <message>
        <source>semi-clean (the wild card at an end of the run)</source>
        <translation>semi-clean (nasa dulo ng sunud-sunod ang wild card)</translation>
    </message>
    <message>
        <source>royal (a clean run from ace to king)</source>
        <translation>royal (clean na sunud-sunod mula Ace hanggang King)</translation>
    </message>
    <message>
        <source>ace to ace (a clean run)</source>
        <translation>ace to ace (clean na sunud-sunod)</translation>
    </message>
    <message>
        <source>of wild cards only, without a joker</source>
        <translation>puro wild card, walang joker</translation>
    </message>
    <message>
        <source>of wild cards only, with a joker</source>
        <translation>puro wild card, may joker</translation>
    </message>
    <message>
        <source>of twos only</source>
        <translation>puro 2</translation>
    </message>
    <message>
        <source>{kind}: {points} points</source>
        <translation>{kind}: {points} puntos</translation>
    </message>
    <message>
        <source>a set of aces: {clean} clean, {dirty} dirty</source>
        <translation>set ng ace: {clean} kung clean, {dirty} kung dirty</translation>
    </message>
    <message>
        <source>A canasta scores a bonus on top of its cards&apos; points:</source>
        <translation>May bonus ang canasta bukod pa sa puntos ng mga baraha nito:</translation>
    </message>
    <message>
        <source>The {reserve} and going out</source>
        <translation>Ang {reserve} at ang pagsasara</translation>
    </message>
    <message>
        <source>a clean canasta</source>
        <translation>clean canasta</translation>
    </message>
    <message>
        <source>a canasta</source>
        <translation>canasta</translation>
    </message>
    <message>
        <source>When your hand is empty, you take your team&apos;s {reserve}. If you emptied it by melding, you go on playing; if by discarding, you play it from your next turn.</source>
        <translation>Kapag naubos ang baraha sa kamay mo, kukunin mo ang {reserve} ng team mo. Kung naubos ito sa paglalagay ng kumbinasyon, tuloy ang laro mo; kung sa pagtatapon, lalaruin mo ito sa susunod mong turn.</translation>
    </message>
    <message>
        <source>Once the {reserve} is taken, you go out by emptying your hand while your team has {needs}.</source>
        <translation>Kapag nakuha na ang {reserve}, magsasara ka sa pag-ubos ng baraha sa kamay mo basta&apos;t may {needs} ang team mo.</translation>
    </message>
    <message>
        <source>The last card must be a discard: you can&apos;t go out by melding.</source>
        <translation>Dapat itapon ang huling baraha: hindi ka puwedeng magsara sa paglalagay ng kumbinasyon.</translation>
    </message>
    <message>
        <source>You can&apos;t go out while your team has an unfinished meld of wild cards.</source>
        <translation>Hindi ka puwedeng magsara habang may hindi pa tapos na kumbinasyon ng wild card ang team mo.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pagbilang ng puntos</translation>
    </message>
    <message>
        <source>Cards 3 to 7: {low}; 8 to king: {high}; ace: {ace}; two: {two}; joker: {joker}.</source>
        <translation>Mula 3 hanggang 7: {low}; mula 8 hanggang King: {high}; Ace: {ace}; 2: {two}; joker: {joker}.</translation>
    </message>
    <message>
        <source>Cards on the table count for your team, cards left in hand count against it.</source>
        <translation>Dagdag sa team mo ang mga baraha sa mesa; bawas naman ang mga natira sa kamay.</translation>
    </message>
    <message>
        <source>Going out: {points} points.</source>
        <translation>Pagsasara: {points} puntos.</translation>
    </message>
    <message>
        <source>Taking the {reserve}: {taken} points; never taking it: {missed} points.</source>
        <translation>Pagkuha ng {reserve}: {taken} puntos; hindi pagkuha nito: {missed} puntos.</translation>
    </message>
    <message>
        <source>Canasta bonuses come on top of the points of their cards.</source>
        <translation>Dagdag pa ang bonus ng canasta sa puntos ng mga baraha nito.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Ang laban</translation>
    </message>
    <message>
        <source>Hands are played until a team has {target} points at the end of a hand; the higher total wins. On a tie, one more hand is played.</source>
        <translation>Tuloy ang mga round hanggang umabot ang isang team sa {target} puntos sa dulo ng isang round; ang may mas mataas na kabuuan ang panalo. Kapag tabla, may isa pang round.</translation>
    </message>
    <message>
        <source>The words of Buraco</source>
        <translation>Mga salita ng Buraco</translation>
    </message>
    <message>
        <source>Some words of the game stay as its players say them. Each team&apos;s reserve pile, waiting face down until a player&apos;s hand is empty, is the buraco in CardCol and in Venezuela (hence the name of the game) and the morto, the dead one, in Brazil. A canasta is a meld of seven cards or more: clean without a wild card, dirty with one; in CardCol a canasta closes and leaves the table, and players call it a cerrado. In Venezuela a joker is a mono. Going out is bater in Brazil and batir in Venezuela.</source>
        <translation>Gaya ng karaniwang usapan ng mga Pilipinong naglalaro ng Buraco, nasa Ingles ang ilang salitang pambaraha: deck (ang pinagkukunan ng baraha), joker, wild card, canasta, at clean o dirty canasta. Ang bunton ay ang discard pile, ang mga itinapong baraha sa gitna ng mesa. Ang patay ay ang dalawang grupo ng baraha na nakataob sa gilid, isa bawat team: morto ang tawag dito sa Brazil at buraco sa CardCol, kaya ganito ang pangalan ng laro. Ang kumbinasyon ay sunud-sunod (magkakasunod na baraha na parehong kulay) o set (parehong halaga), at nagiging canasta ito kapag umabot sa pitong baraha. Nagsasara ang manlalaro (bater sa Brazil, batir sa Venezuela) kapag naubos ang baraha sa kamay niya matapos makuha ang patay, basta&apos;t may canasta na ang team niya.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>You</source>
        <extracomment>The level of the computer player whose choice a hint shows.</extracomment>
        <translation>Ikaw</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Manlalaro {number}</translation>
    </message>
    <message>
        <source>A new game: {variant}</source>
        <extracomment>Once per move: the `TableSnapshot` the screen draws, with the move&apos;s `outcome` (None: no move, e.g. a recovery) and what happened for the status bar (`message`, None: nothing new to say). A request was refused; the argument is the translated reason. The hand is over (phase &quot;hand_over&quot;); the match is over (&quot;match_over&quot;). True while a computer seat is deciding or its move is pending. The answer to `ask_hint`: the seat and the action the `normal` computer player would play there. Where the computer players think (hints too): a worker process, or threads for tests. Hotseat: who sits at the screen, and so whose cards a snapshot may hold. The match as it runs, without Qt: whose turn, the computer seats asked and paced, the guard. The last snapshot published (see `published`); until the first, the table as it is now. The names given for the seats (&quot;&quot; where a seat has its default name). Hints shown this match, per seat (Buraco → Hint; plain ints, for the score sheet and saves).</extracomment>
        <translation>Bagong laro: {variant}</translation>
    </message>
    <message>
        <source>The match goes on: {variant}, hand {number}</source>
        <translation>Tuloy ang laban: {variant}, round {number}</translation>
    </message>
    <message>
        <source> &amp; </source>
        <translation> at </translation>
    </message>
    <message>
        <source>Buraco</source>
        <translation>Patay</translation>
    </message>
    <message>
        <source>Morto</source>
        <translation>Patay</translation>
    </message>
    <message>
        <source>The game is over: you won</source>
        <translation>Tapos na ang laro: ikaw ang nanalo</translation>
    </message>
    <message>
        <source>The game is over: your team won</source>
        <translation>Tapos na ang laro: ang team mo ang nanalo</translation>
    </message>
    <message>
        <source>The game is over: {team} won</source>
        <translation>Tapos na ang laro: {team} ang nanalo</translation>
    </message>
    <message>
        <source>The hand is over: choose Next hand to go on</source>
        <translation>Tapos na ang round: piliin ang Susunod na round para magpatuloy</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>Naglalaro si {name}…</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the discard pile</source>
        <translation>Turn mo: kumuha ng baraha sa deck o kunin ang bunton</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: draw from the stock or take the discard pile</source>
        <translation>Turn ni {name}: kumuha ng baraha sa deck o kunin ang bunton</translation>
    </message>
    <message>
        <source>Your turn: lay down melds, then discard a card</source>
        <translation>Turn mo: maglagay ng kumbinasyon sa mesa, saka magtapon ng isang baraha</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: lay down melds, then discard a card</source>
        <translation>Turn ni {name}: maglagay ng kumbinasyon sa mesa, saka magtapon ng isang baraha</translation>
    </message>
    <message>
        <source>Hand {number}: you start</source>
        <translation>Round {number}: ikaw ang mauuna</translation>
    </message>
    <message>
        <source>Hand {number}: {name} starts</source>
        <translation>Round {number}: {name} ang mauuna</translation>
    </message>
    <message>
        <source>You drew {card}</source>
        <translation>Nakakuha ka ng {card}</translation>
    </message>
    <message>
        <source>{name} drew {card}</source>
        <translation>Nakakuha si {name} ng {card}</translation>
    </message>
    <message>
        <source>{name} drew from the stock</source>
        <translation>Kumuha si {name} ng baraha sa deck</translation>
    </message>
    <message numerus="yes">
        <source>You took the discard pile (%n card(s))</source>
        <translation>
            <numerusform>Kinuha mo ang bunton (%n baraha)</numerusform>
            <numerusform>Kinuha mo ang bunton (%n baraha)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the discard pile (%n card(s))</source>
        <translation>
            <numerusform>Kinuha ni {name} ang bunton (%n baraha)</numerusform>
            <numerusform>Kinuha ni {name} ang bunton (%n baraha)</numerusform>
        </translation>
    </message>
    <message>
        <source>You laid down {cards}</source>
        <translation>Inilagay mo sa mesa ang {cards}</translation>
    </message>
    <message>
        <source>{name} laid down {cards}</source>
        <translation>Inilagay ni {name} sa mesa ang {cards}</translation>
    </message>
    <message>
        <source>You added {cards} to a meld</source>
        <translation>Idinagdag mo ang {cards} sa isang kumbinasyon</translation>
    </message>
    <message>
        <source>{name} added {cards} to a meld</source>
        <translation>Idinagdag ni {name} ang {cards} sa isang kumbinasyon</translation>
    </message>
    <message>
        <source>You added {cards} to the run of {suit}</source>
        <translation>Idinagdag mo ang {cards} sa sunud-sunod na {suit}</translation>
    </message>
    <message>
        <source>{name} added {cards} to the run of {suit}</source>
        <translation>Idinagdag ni {name} ang {cards} sa sunud-sunod na {suit}</translation>
    </message>
    <message>
        <source>You added {cards} to the set of {rank}</source>
        <translation>Idinagdag mo ang {cards} sa set ng {rank}</translation>
    </message>
    <message>
        <source>{name} added {cards} to the set of {rank}</source>
        <translation>Idinagdag ni {name} ang {cards} sa set ng {rank}</translation>
    </message>
    <message>
        <source>You added {cards} to the meld of wild cards</source>
        <translation>Idinagdag mo ang {cards} sa kumbinasyon ng wild card</translation>
    </message>
    <message>
        <source>{name} added {cards} to the meld of wild cards</source>
        <translation>Idinagdag ni {name} ang {cards} sa kumbinasyon ng wild card</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Itinapon mo ang {card}</translation>
    </message>
    <message>
        <source>{name} discarded {card}</source>
        <translation>Itinapon ni {name} ang {card}</translation>
    </message>
    <message>
        <source>You took back your last play</source>
        <translation>Binawi mo ang huli mong galaw</translation>
    </message>
    <message>
        <source>{name} took back a play</source>
        <translation>Binawi ni {name} ang isang galaw</translation>
    </message>
    <message>
        <source>You exchanged the first card drawn</source>
        <translation>Pinalitan mo ang unang nakuhang baraha</translation>
    </message>
    <message>
        <source>{name} exchanged the first card drawn</source>
        <translation>{name} ang nagpalit ng unang nakuhang baraha</translation>
    </message>
    <message>
        <source>You ended the hand</source>
        <translation>Tinapos mo ang round</translation>
    </message>
    <message>
        <source>{name} ended the hand</source>
        <translation>{name} ang tumapos sa round</translation>
    </message>
    <message>
        <source>Canasta!</source>
        <translation>Canasta!</translation>
    </message>
    <message>
        <source>buraco</source>
        <translation>patay</translation>
    </message>
    <message>
        <source>morto</source>
        <translation>patay</translation>
    </message>
    <message>
        <source>You took the {reserve}</source>
        <translation>Kinuha mo ang {reserve}</translation>
    </message>
    <message>
        <source>{name} took the {reserve}</source>
        <translation>Kinuha ni {name} ang {reserve}</translation>
    </message>
    <message>
        <source>The stock ran out: a {reserve} became the stock</source>
        <translation>Naubos ang deck: naging deck ang isang {reserve}</translation>
    </message>
    <message>
        <source>You went out</source>
        <translation>Nagsara ka</translation>
    </message>
    <message>
        <source>{name} went out</source>
        <translation>{name} ang nagsara</translation>
    </message>
    <message>
        <source>Hand points: {a} {pa} / {b} {pb}</source>
        <translation>Puntos sa round: {a} {pa} / {b} {pb}</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>Ipakita ang baraha ko</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Ipasa kay {name}</translation>
    </message>
    <message>
        <source>{name}: click here or press Enter to see your cards</source>
        <translation>{name}: i-click dito o pindutin ang Enter para makita ang mga baraha mo</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Ibigay ang screen kay {name}</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Deck: %n baraha</numerusform>
            <numerusform>Deck: %n baraha</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Bunton</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Bunton: walang laman</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), {card} on top</source>
        <translation>
            <numerusform>Bunton: %n baraha, {card} sa ibabaw</numerusform>
            <numerusform>Bunton: %n baraha, {card} sa ibabaw</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the card to discard with Space first, or press X on it</source>
        <translation>Pumili muna ng barahang itatapon gamit ang Space, o pindutin ang X habang naka-focus dito</translation>
    </message>
    <message>
        <source>Select cards of your hand with Space first</source>
        <translation>Pumili muna ng mga baraha sa kamay mo gamit ang Space</translation>
    </message>
    <message>
        <source>Move the focus to a card of your hand to discard it</source>
        <translation>Ilipat ang focus sa isang baraha sa kamay mo para itapon ito</translation>
    </message>
    <message>
        <source>{card}, selected, card {position} of {count} in your hand</source>
        <translation>{card}, napili, ika-{position} sa {count} baraha sa kamay mo</translation>
    </message>
    <message>
        <source>{card}, card {position} of {count} in your hand</source>
        <translation>{card}, ika-{position} sa {count} baraha sa kamay mo</translation>
    </message>
    <message numerus="yes">
        <source>New meld: %n card(s) selected</source>
        <translation>
            <numerusform>Bagong kumbinasyon: %n baraha ang napili</numerusform>
            <numerusform>Bagong kumbinasyon: %n baraha ang napili</numerusform>
        </translation>
    </message>
    <message>
        <source>New meld</source>
        <translation>Bagong kumbinasyon</translation>
    </message>
    <message>
        <source>Your team&apos;s meld: {meld}</source>
        <translation>Kumbinasyon ng team mo: {meld}</translation>
    </message>
    <message>
        <source>The other team&apos;s meld: {meld}</source>
        <translation>Kumbinasyon ng kabilang team: {meld}</translation>
    </message>
    <message>
        <source>Drag cards here to lay down a new meld</source>
        <translation>I-drag dito ang mga baraha para maglagay ng bagong kumbinasyon</translation>
    </message>
    <message>
        <source>playing…</source>
        <extracomment>What a face-down hand&apos;s panel says of its player: thinking, or the one who went out.</extracomment>
        <translation>naglalaro…</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>nagsara</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n baraha</numerusform>
            <numerusform>{name}: %n baraha</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table: {points}</source>
        <translation>Sa mesa: {points}</translation>
    </message>
    <message>
        <source>Match: {points} of {target}</source>
        <translation>Laban: {points} sa {target}</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>Wala pang kumbinasyon</translation>
    </message>
    <message numerus="yes">
        <source>{reserve} of {team}: %n card(s), still on the table</source>
        <translation>
            <numerusform>{reserve} ({team}): %n baraha, nasa mesa pa</numerusform>
            <numerusform>{reserve} ({team}): %n baraha, nasa mesa pa</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} · {points} pts</source>
        <translation>{count} · {points} pts</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} pts</translation>
    </message>
    <message>
        <source>Closed canastas: {count}, {points} points</source>
        <translation>Kumpletong canasta: {count}, {points} puntos</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <extracomment>What your name plate says (besides &quot;{name} is playing&quot;).</extracomment>
        <translation>Tapos na ang round</translation>
    </message>
    <message>
        <source>Your turn: draw a card</source>
        <translation>Turn mo: kumuha ng baraha</translation>
    </message>
    <message>
        <source>Your turn: meld or discard</source>
        <translation>Turn mo: maglagay sa mesa o magtapon</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Turn mo</translation>
    </message>
    <message>
        <source>{name} is playing</source>
        <translation>{name} ang naglalaro</translation>
    </message>
    <message>
        <source>Clean</source>
        <extracomment>The word on a canasta&apos;s ribbon, per kind of canasta.</extracomment>
        <translation>Clean</translation>
    </message>
    <message>
        <source>Dirty</source>
        <translation>Dirty</translation>
    </message>
    <message>
        <source>Semi-clean</source>
        <translation>Semi-clean</translation>
    </message>
    <message>
        <source>Royal</source>
        <translation>Royal</translation>
    </message>
    <message>
        <source>A to A</source>
        <translation>A to A</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Wild</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Mga 2</translation>
    </message>
    <message>
        <source>Canasta</source>
        <translation>Canasta</translation>
    </message>
    <message>
        <source>Run of {suit}</source>
        <translation>Sunud-sunod na {suit}</translation>
    </message>
    <message>
        <source>Set of {rank}</source>
        <translation>Set ng {rank}</translation>
    </message>
    <message>
        <source>Wild meld</source>
        <translation>Kumbinasyon ng wild card</translation>
    </message>
    <message>
        <source>clean canasta</source>
        <translation>clean canasta</translation>
    </message>
    <message>
        <source>dirty canasta</source>
        <translation>dirty canasta</translation>
    </message>
    <message>
        <source>semi-clean canasta</source>
        <translation>semi-clean canasta</translation>
    </message>
    <message>
        <source>royal canasta</source>
        <translation>royal canasta</translation>
    </message>
    <message>
        <source>ace-to-ace canasta</source>
        <translation>ace-to-ace canasta</translation>
    </message>
    <message>
        <source>wild canasta</source>
        <translation>wild canasta</translation>
    </message>
    <message>
        <source>canasta of twos</source>
        <translation>canasta ng mga 2</translation>
    </message>
    <message>
        <source>{kind}, {canasta}: {points} points
{cards}</source>
        <translation>{kind}, {canasta}: {points} puntos
{cards}</translation>
    </message>
    <message numerus="yes">
        <source>{kind}, %n card(s): {points} points
{cards}</source>
        <translation>
            <numerusform>{kind}, %n baraha: {points} puntos
{cards}</numerusform>
            <numerusform>{kind}, %n baraha: {points} puntos
{cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard one card at a time</source>
        <extracomment>True once a key has used the focus (the mark shows); a mouse press hides it.</extracomment>
        <translation>Isa-isa lang ang pagtatapon ng baraha</translation>
    </message>
    <message>
        <source>You can only play on your own team&apos;s melds</source>
        <translation>Sa mga kumbinasyon lang ng sarili mong team ka puwedeng maglagay</translation>
    </message>
    <message>
        <source>Hints are turned off in Settings</source>
        <extracomment>A hint for the position on the table now. No hint now, and why (translated): not your turn, hints turned off. Settings → hints: False refuses every request.</extracomment>
        <translation>Naka-off ang mga hint sa Mga Setting</translation>
    </message>
    <message>
        <source>No hint now: the hand is over</source>
        <translation>Walang hint ngayon: tapos na ang round</translation>
    </message>
    <message>
        <source>A hint is for your turn: {name} is playing</source>
        <translation>Sa turn mo lang may hint: {name} ang naglalaro</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Kumuha ng baraha sa deck</translation>
    </message>
    <message>
        <source>Take the discard pile with {cards}</source>
        <translation>Kunin ang bunton gamit ang {cards}</translation>
    </message>
    <message>
        <source>Take the discard pile</source>
        <translation>Kunin ang bunton</translation>
    </message>
    <message>
        <source>Lay down {cards}</source>
        <translation>Ilagay sa mesa ang {cards}</translation>
    </message>
    <message>
        <source>Discard {card}: it fits none of the opponents&apos; melds</source>
        <translation>Itapon ang {card}: hindi ito bagay sa kahit anong kumbinasyon ng kalaban</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Itapon ang {card}</translation>
    </message>
    <message>
        <source>Exchange the first card drawn</source>
        <translation>Palitan ang unang nakuhang baraha</translation>
    </message>
    <message>
        <source>End the hand: the stock is empty</source>
        <translation>Tapusin ang round: ubos na ang deck</translation>
    </message>
    <message>
        <source>Take back your last play</source>
        <translation>Bawiin ang huli mong galaw</translation>
    </message>
    <message>
        <source>Take the discard pile and add {cards} to your run of {suit}</source>
        <translation>Kunin ang bunton at idagdag ang {cards} sa sunud-sunod mong {suit}</translation>
    </message>
    <message>
        <source>Add {cards} to your run of {suit}</source>
        <translation>Idagdag ang {cards} sa sunud-sunod mong {suit}</translation>
    </message>
    <message>
        <source>Take the discard pile and add {cards} to your set of {rank}</source>
        <translation>Kunin ang bunton at idagdag ang {cards} sa set mo ng {rank}</translation>
    </message>
    <message>
        <source>Add {cards} to your set of {rank}</source>
        <translation>Idagdag ang {cards} sa set mo ng {rank}</translation>
    </message>
    <message>
        <source>Take the discard pile and add {cards} to your meld of wild cards</source>
        <translation>Kunin ang bunton at idagdag ang {cards} sa kumbinasyon mo ng wild card</translation>
    </message>
    <message>
        <source>Add {cards} to your meld of wild cards</source>
        <translation>Idagdag ang {cards} sa kumbinasyon mo ng wild card</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa ng baraha</translation>
    </message>
    <message>
        <source>The card table. Tab and the arrow keys move between the stock, the discard pile, your cards and the melds; Space selects a card; Enter plays the selected cards on the place in focus; D draws, P takes the discard pile, X discards the card in focus, H gives a hint.</source>
        <translation>Ang mesa ng baraha. Lumipat sa deck, sa bunton, sa mga baraha mo at sa mga kumbinasyon gamit ang Tab at ang mga arrow key; Space para pumili ng baraha; Enter para laruin ang mga napiling baraha sa lugar na naka-focus; D para kumuha ng baraha, P para kunin ang bunton, X para itapon ang barahang naka-focus, H para sa hint.</translation>
    </message>
    <message numerus="yes">
        <source>You took the discard pile (%n card(s)): {cards}</source>
        <translation>
            <numerusform>Kinuha mo ang bunton (%n baraha): {cards}</numerusform>
            <numerusform>Kinuha mo ang bunton (%n baraha): {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the discard pile (%n card(s)): {cards}</source>
        <translation>
            <numerusform>Kinuha ni {name} ang bunton (%n baraha): {cards}</numerusform>
            <numerusform>Kinuha ni {name} ang bunton (%n baraha): {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>Move log</source>
        <extracomment>The hand&apos;s moves, replayed from the engine&apos;s log.
----------
How wide the table must be for its smallest texts to be read (9 px: its scale 0.81), and how wide the steps&apos; column may be (at least, at most); at 1024 pixels the table keeps its width and the column has 186. The bar under the table, in the table&apos;s green, as the game window&apos;s status bar.</extracomment>
        <translation>Talaan ng mga galaw</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Mga galaw sa round na ito</translation>
    </message>
    <message>
        <source>Every move of the hand so far, the newest last</source>
        <translation>Lahat ng galaw sa round hanggang ngayon, nasa dulo ang pinakabago</translation>
    </message>
    <message>
        <source>The moves of this hand before the match was opened here are not known.</source>
        <translation>Hindi alam ang mga naunang galaw sa round na ito, bago nabuksan dito ang laban.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Nakaraang galaw</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Susunod na galaw</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>I-play</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>I-pause</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Bilis</translation>
    </message>
    <message>
        <source>Back to the match</source>
        <translation>Bumalik sa laban</translation>
    </message>
    <message>
        <source>Replay a saved match…</source>
        <translation>I-replay ang naka-save na laban…</translation>
    </message>
    <message>
        <source>Play deal…</source>
        <translation>Laruin ang isang deal…</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Laruin ulit ang deal na ito</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Numero ng deal:</translation>
    </message>
    <message>
        <source>No deal number</source>
        <translation>Walang numero ng deal</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Deal {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>Hand {number}, deal {deal}</source>
        <translation>Round {number}, deal {deal}</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Kabibigay pa lang ng baraha</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Galaw {step} sa {steps}</translation>
    </message>
    <message>
        <source>This match cannot be replayed: its moves are not all known from its first deal</source>
        <translation>Hindi mai-replay ang labang ito: hindi alam ang lahat ng galaw nito mula sa unang deal</translation>
    </message>
    <message>
        <source>A deal number is a whole number from 1 to {max}</source>
        <translation>Ang numero ng deal ay buong numero mula 1 hanggang {max}</translation>
    </message>
    <message>
        <source>This is a replay: its moves cannot be changed</source>
        <translation>Replay ito: hindi mababago ang mga galaw nito</translation>
    </message>
    <message>
        <source>This match has no finished hand to replay yet</source>
        <translation>Wala pang tapos na round na mai-replay sa labang ito</translation>
    </message>
    <message>
        <source>You played what the computer would have played</source>
        <translation>Pareho ang galaw mo at ang galaw ng computer</translation>
    </message>
    <message>
        <source>{name} played what the computer would have played</source>
        <translation>Pareho ang galaw ni {name} at ang galaw ng computer</translation>
    </message>
    <message>
        <source>The computer&apos;s move here: {hint}</source>
        <translation>Ang galaw ng computer dito: {hint}</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>CardCol&apos;s Buraco</source>
        <translation>Buraco ng CardCol</translation>
    </message>
    <message>
        <source>Brazilian Buraco</source>
        <translation>Buraco ng Brazil</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Dirty open</source>
        <translation>Dirty Open</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Closed</translation>
    </message>
    <message>
        <source>Closed STCL (runs only)</source>
        <translation>Closed WTCC (sunud-sunod lang)</translation>
    </message>
    <message>
        <source>Closed dirty</source>
        <translation>Closed Dirty</translation>
    </message>
    <message>
        <source>Italian Burraco</source>
        <translation>Burraco ng Italya</translation>
    </message>
    <message>
        <source>Four packs and twelve jokers, twos always wild, melds of wild cards; a canasta closes and leaves the table; take the pile only with a natural pair for its top card.</source>
        <extracomment>One line per preset, in plain words.</extracomment>
        <translation>Apat na pakete ng baraha at labindalawang joker, laging wild ang mga 2, may kumbinasyon ng wild card; nakukumpleto ang canasta sa pitong baraha at inaalis sa mesa; makukuha lang ang bunton kung may natural na pares ka para sa baraha sa ibabaw.</translation>
    </message>
    <message>
        <source>Buraco de duplas: runs and sets of aces, any number of wild cards, a clean canasta to go out, a bigger first meld once your team passes 1000 points.</source>
        <translation>Buraco de duplas: sunud-sunod at set ng ace lang, kahit ilang wild card, clean canasta para makapagsara, mas malaking unang kumbinasyon kapag lumampas na sa 1000 puntos ang team mo.</translation>
    </message>
    <message>
        <source>No jokers and runs only; take the whole discard pile freely; a clean canasta to go out.</source>
        <translation>Walang joker at sunud-sunod lang; malayang kunin ang buong bunton; clean canasta para makapagsara.</translation>
    </message>
    <message>
        <source>Runs and sets, take the pile freely; any canasta lets you go out, and you go out by discarding.</source>
        <translation>Sunud-sunod at set, malayang kunin ang bunton; kahit anong canasta ay puwede para magsara, at nagsasara ka sa pagtatapon.</translation>
    </message>
    <message>
        <source>Take the discard pile only by playing its top card at once; a clean canasta to go out.</source>
        <translation>Makukuha lang ang bunton kung lalaruin agad ang baraha sa ibabaw; clean canasta para makapagsara.</translation>
    </message>
    <message>
        <source>As Closed, but runs only, no sets.</source>
        <translation>Gaya ng Closed, pero sunud-sunod lang, walang set.</translation>
    </message>
    <message>
        <source>As Closed, but any canasta, clean or dirty, lets you go out.</source>
        <translation>Gaya ng Closed, pero kahit anong canasta, clean o dirty, ay puwede para magsara.</translation>
    </message>
    <message>
        <source>The Italian game: semi-clean canastas, any canasta to go out, and you go out by discarding.</source>
        <translation>Ang larong Italyano: may semi-clean canasta, kahit anong canasta ay puwede para magsara, at nagsasara ka sa pagtatapon.</translation>
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
        <translation>&amp;Laro</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Bagong laro…</translation>
    </message>
    <message>
        <source>Play &amp;deal…</source>
        <translation>Laruin ang isang &amp;deal…</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Susu&amp;nod na round</translation>
    </message>
    <message>
        <source>Pla&amp;y online…</source>
        <translation>Ma&amp;glaro online…</translation>
    </message>
    <message>
        <source>Show the &amp;invite…</source>
        <translation>Ipakita ang in&amp;vite…</translation>
    </message>
    <message>
        <source>&amp;Leave the online table</source>
        <translation>&amp;Umalis sa online na mesa</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Bu&amp;ksan…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>&amp;I-save bilang…</translation>
    </message>
    <message>
        <source>Re&amp;play a saved match…</source>
        <translation>I-&amp;replay ang naka-save na laban…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Is&amp;tatistika…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Mga &amp;Setting…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lumabas</translation>
    </message>
    <message>
        <source>&amp;Buraco</source>
        <translation>&amp;Buraco</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Bawiin</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Move log</source>
        <translation>Talaan ng mga &amp;galaw</translation>
    </message>
    <message>
        <source>&amp;Exchange the first card drawn</source>
        <translation>&amp;Palitan ang unang nakuhang baraha</translation>
    </message>
    <message>
        <source>&amp;End the hand (stock is empty)</source>
        <translation>&amp;Tapusin ang round (ubos na ang deck)</translation>
    </message>
    <message>
        <source>Show &amp;score sheet</source>
        <translation>&amp;Ipakita ang talaan ng puntos</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Tulong</translation>
    </message>
    <message>
        <source>&amp;How to play…</source>
        <translation>Paano &amp;maglaro…</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Ayusin ayon sa &amp;numero</translation>
    </message>
    <message>
        <source>Sort by s&amp;uit</source>
        <translation>Ayusin ayon sa &amp;kulay</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Mga &amp;Patakaran</translation>
    </message>
    <message>
        <source>Playing with the &amp;keyboard</source>
        <translation>Paglalaro gamit ang &amp;keyboard</translation>
    </message>
    <message>
        <source>&amp;About Buraco</source>
        <translation>&amp;Tungkol sa Buraco</translation>
    </message>
    <message>
        <source>Discard the last card?</source>
        <translation>Itapon ang huling baraha?</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Mga menu</translation>
    </message>
    <message>
        <source>Status bar</source>
        <extracomment>The label&apos;s padding left and right, and above and below (the status bar&apos;s style sheet sets it). A refusal is said in bold, in the colour of a warning. The share of the window&apos;s width the points may take (the message has the rest, in two lines). Qt&apos;s status bar of `window`. The message: two lines tall, whatever it says, so that the table never jumps. The points of each team on the table. What happened (a move, a note), why a move was refused, a hint: each said until the next move.</extracomment>
        <translation>Status bar</translation>
    </message>
    <message>
        <source>What happened, and what to do now</source>
        <translation>Ang nangyari, at ang susunod na gagawin</translation>
    </message>
    <message>
        <source>The points of each team on the table</source>
        <translation>Ang puntos ng bawat team sa mesa</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Ibigay ang screen kay {name}</translation>
    </message>
    <message>
        <source>{event} — {prompt}</source>
        <translation>{event} — {prompt}</translation>
    </message>
    <message>
        <source>Points: {team_a} / {team_b}</source>
        <translation>Puntos: {team_a} / {team_b}</translation>
    </message>
    <message>
        <source>{team} {points}</source>
        <translation>{team} {points}</translation>
    </message>
    <message>
        <source>{team} {points} ({reserve} taken)</source>
        <translation>{team} {points} (nakuha na ang {reserve})</translation>
    </message>
    <message>
        <source>The server keeps the online match: there is nothing to save here</source>
        <translation>Ang server ang nagtatago ng online na laban: walang ise-save dito</translation>
    </message>
    <message>
        <source>Hint: {hint}</source>
        <translation>Hint: {hint}</translation>
    </message>
    <message>
        <source>The card deck {deck} cannot be used: the table keeps its cards.</source>
        <translation>Hindi magamit ang disenyo ng baraha na {deck}: hindi binago ang mga baraha sa mesa.</translation>
    </message>
    <message>
        <source>The settings could not be saved: {error}</source>
        <translation>Hindi na-save ang mga setting: {error}</translation>
    </message>
    <message>
        <source>Discard {card}, the last card of your hand?</source>
        <translation>Itapon ang {card}, ang huling baraha sa kamay mo?</translation>
    </message>
    <message>
        <source>Some card pictures of the game are missing or damaged ({file}), so plain cards are drawn in their place. Installing buraco-qt again brings them back.</source>
        <extracomment>How many card sizes keep their pixmaps in memory (the table shows about four at a time). How many sizes of one deck the disk cache keeps (the least recently used go first). The project&apos;s cards parsed from SVG for drawing are let go this long after the last card drawn: the whole deck parsed holds 9.5 MB, and parsing a card again takes half a millisecond. Changes when the way a card is drawn or kept on disk changes, so that older cached images are not used; the pixels are kept in the machine&apos;s byte order. A cached card: its pixels (premultiplied ARGB32, row after row), zlib-compressed. Aspect ratio (width / height) of the project&apos;s cards: 250 x 350. How many sizes were dropped so far (their memory freed). What could not be drawn (each picture file once), in the player&apos;s language. What the player is told about the first of them (None: all is well). Called with `problem_message` when it is set (later problems are only listed).</extracomment>
        <translation>May ilang larawan ng baraha ng laro na nawawala o sira ({file}), kaya simpleng baraha ang ipinapakita sa halip na mga ito. Maibabalik ang mga ito kapag in-install ulit ang buraco-qt.</translation>
    </message>
    <message>
        <source>There is no saved match to continue: a new match starts</source>
        <translation>Walang naka-save na laban na maitutuloy: magsisimula ang bagong laban</translation>
    </message>
    <message>
        <source>The match could not be saved automatically: {error}</source>
        <extracomment>Something to say in the status bar until the next move (True: as a refusal is said). Something went wrong with a file: the player is told in a box. The settings changed (the folder of the last file chosen): they are to be written. The table&apos;s face (the match in play). The autosave this window owns (None: it does not save its match automatically). True once the window has closed (`release`): it takes no autosave any more.</extracomment>
        <translation>Hindi na-save nang awtomatiko ang laban: {error}</translation>
    </message>
    <message>
        <source>The match was saved to {path}</source>
        <translation>Na-save ang laban sa {path}</translation>
    </message>
    <message>
        <source>Your statistics file could not be read. It is kept as {file}, and the statistics start again.</source>
        <extracomment>Something counted changed (the statistics window shows it again). The statistics could not be written: the translated reason, for the status bar.</extracomment>
        <translation>Hindi mabasa ang file ng istatistika mo. Itinabi ito bilang {file}, at magsisimula ulit sa umpisa ang istatistika.</translation>
    </message>
    <message>
        <source>Your statistics file {file} is not a file the game can read: it is left as it is, and the results of this session are not kept.</source>
        <translation>Ang file ng istatistika mo na {file} ay hindi file na kayang basahin ng laro: hindi ito gagalawin, at hindi itatabi ang mga resulta ng session na ito.</translation>
    </message>
    <message>
        <source>Your statistics file {file} cannot be read ({error}): it is left as it is, and the results of this session are not kept.</source>
        <translation>Hindi mabasa ang file ng istatistika mo na {file} ({error}): hindi ito gagalawin, at hindi itatabi ang mga resulta ng session na ito.</translation>
    </message>
    <message>
        <source>Your statistics were written by a newer version of the game: this one leaves them as they are and counts nothing.</source>
        <translation>Galing sa mas bagong bersyon ng laro ang istatistika mo: hindi ito gagalawin ng bersyong ito, at wala itong bibilangin.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Hindi na-save ang istatistika: {error}</translation>
    </message>
    <message>
        <source>Play deal {deal} again in a new match? The match in progress ends.</source>
        <translation>Laruin ulit ang deal {deal} sa bagong laban? Matatapos ang kasalukuyang laban.</translation>
    </message>
    <message>
        <source>The server refused the move</source>
        <extracomment>The channel of the hints&apos; questions to the computer players&apos; worker. The lobby&apos;s seat kinds a host may choose for a seat nobody sits at. Who sits where changed: the lobby (a dict as the server sent it). The client sits at a table: its code, its seat and its newest token (after every rejoin too). The first state of the match came: the table can be shown. A line for the status bar (True: said as a problem). A request of the lobby (create, join, rejoin, a seat, the start) was refused: why, translated. The table can no longer be played from here (gone, unreachable): why, translated. The table&apos;s invite code, this window&apos;s seat and its newest token (None until seated). The lobby as the server last sent it (None until seated). The last state the server sent (None before the start). The last snapshot published: the server&apos;s state, or a move of this seat shown before its answer.</extracomment>
        <translation>Tinanggihan ng server ang tira</translation>
    </message>
    <message>
        <source>The server sent something this game cannot read: it was left aside</source>
        <translation>May ipinadala ang server na hindi mabasa ng larong ito: isinantabi ito</translation>
    </message>
    <message>
        <source>There is no table with this invite code: check the invite, or ask for a new one</source>
        <extracomment>The server&apos;s refusals of a request other than a move, by their code.</extracomment>
        <translation>Walang mesa na may ganitong invite code: tingnan ang invite, o humingi ng bago</translation>
    </message>
    <message>
        <source>That seat is taken</source>
        <translation>May nakaupo na sa upuang iyan</translation>
    </message>
    <message>
        <source>Only the host of the table may do that</source>
        <translation>Ang host lang ng mesa ang puwedeng gumawa niyan</translation>
    </message>
    <message>
        <source>The match has already started</source>
        <translation>Nagsimula na ang laban</translation>
    </message>
    <message>
        <source>The match has not started yet</source>
        <translation>Hindi pa nagsisimula ang laban</translation>
    </message>
    <message>
        <source>Not connected to the table: the move was not sent</source>
        <translation>Hindi konektado sa mesa: hindi naipadala ang tira</translation>
    </message>
    <message>
        <source>Too many moves at once: the server asks to slow down</source>
        <translation>Sobrang daming tira nang sabay: pinabagal ka ng server</translation>
    </message>
    <message>
        <source>The server cannot open another table now</source>
        <translation>Hindi makapagbukas ng ibang mesa ang server ngayon</translation>
    </message>
    <message>
        <source>The server speaks another version of the game&apos;s protocol</source>
        <translation>Ibang bersyon ng protocol ng laro ang gamit ng server</translation>
    </message>
    <message>
        <source>This window already sits at a table</source>
        <translation>Nasa isang mesa na ang window na ito</translation>
    </message>
    <message>
        <source>The server refused the request</source>
        <translation>Tinanggihan ng server ang hiling</translation>
    </message>
    <message>
        <source>The table&apos;s server at {address} cannot be reached</source>
        <translation>Hindi maabot ang server ng mesa sa {address}</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Naputol ang koneksyon — kumokonekta ulit…</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting in {seconds} s…</source>
        <translation>Naputol ang koneksyon — kokonekta ulit sa loob ng {seconds} s…</translation>
    </message>
    <message>
        <source>Connected again: the table is as it was</source>
        <translation>Konektado ulit: ganoon pa rin ang mesa</translation>
    </message>
    <message>
        <source>Your seat at the online table was taken by another window with its invite, or the table is no longer there</source>
        <translation>Kinuha ng ibang window ang upuan mo sa online na mesa gamit ang invite nito, o wala na ang mesa</translation>
    </message>
    <message>
        <source>The online table is no longer there: its match is over, or its server lost it</source>
        <translation>Wala na ang online na mesa: tapos na ang laban nito, o nawala ito sa server</translation>
    </message>
    <message>
        <source>{name} lost the connection</source>
        <translation>Naputol ang koneksyon ni {name}</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays the seat meanwhile</source>
        <translation>Wala si {name}: computer muna ang maglalaro sa upuan</translation>
    </message>
    <message>
        <source>{name} is back at the table</source>
        <translation>Bumalik si {name} sa mesa</translation>
    </message>
    <message>
        <source>{name} sat down at the table</source>
        <translation>Umupo si {name} sa mesa</translation>
    </message>
    <message>
        <source>{name} left the table</source>
        <translation>Umalis si {name} sa mesa</translation>
    </message>
    <message>
        <source>Your time ran out: a computer plays the rest of your turn</source>
        <translation>Naubos ang oras mo: computer ang maglalaro sa natitira mong turn</translation>
    </message>
    <message>
        <source>{name}&apos;s time ran out: a computer plays the rest of the turn</source>
        <translation>Naubos ang oras ni {name}: computer ang maglalaro sa natitirang turn</translation>
    </message>
    <message>
        <source>Time: {seconds} s</source>
        <translation>Oras: {seconds} s</translation>
    </message>
    <message>
        <source>Waiting for the server to answer your last move</source>
        <translation>Hinihintay ang sagot ng server sa huli mong tira</translation>
    </message>
    <message>
        <source>Going back to the online table…</source>
        <extracomment>The folder of the game&apos;s own server, under the data folder. How often the turn clock&apos;s count is written, in milliseconds. The window plays an online table now (True), or its own match again (False). Keywords for each table client (`TableClient`&apos;s: the tests&apos; quick reconnection). The table&apos;s face (None: no table), the game&apos;s own server (None: not hosting), the invite.</extracomment>
        <translation>Bumabalik sa online na mesa…</translation>
    </message>
    <message>
        <source>This computer&apos;s table server stopped: it was started again</source>
        <translation>Huminto ang table server ng computer na ito: pinatakbo itong muli</translation>
    </message>
    <message>
        <source>Starting this computer&apos;s table server…</source>
        <translation>Pinapatakbo ang table server ng computer na ito…</translation>
    </message>
    <message>
        <source>This computer&apos;s table server could not be started (see {log}).</source>
        <translation>Hindi mapatakbo ang table server ng computer na ito (tingnan ang {log}).</translation>
    </message>
    <message>
        <source>Leave the online table?</source>
        <translation>Aalis sa online na mesa?</translation>
    </message>
    <message>
        <source>The match is over. Your match on this computer comes back.</source>
        <translation>Tapos na ang laban. Babalik ang laban mo sa computer na ito.</translation>
    </message>
    <message>
        <source>A computer plays your seat after a while; Game → Play online… → Resume the online table brings you back to it. Your match on this computer comes back.</source>
        <translation>Pagkaraan ng ilang sandali, computer ang maglalaro sa upuan mo; ibabalik ka roon ng Laro → Maglaro online… → Bumalik sa online na mesa. Babalik ang laban mo sa computer na ito.</translation>
    </message>
    <message>
        <source>This computer hosts the table: it stops for everyone until you come back.</source>
        <translation>Ang computer na ito ang may hawak ng mesa: titigil ito para sa lahat hanggang bumalik ka.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Umalis sa mesa</translation>
    </message>
    <message>
        <source>You left the online table: your match on this computer goes on</source>
        <translation>Umalis ka sa online na mesa: tuloy ang laban mo sa computer na ito</translation>
    </message>
    <message>
        <source>Seconds left for this turn</source>
        <translation>Natitirang segundo sa turn na ito</translation>
    </message>
</context>
</TS>
