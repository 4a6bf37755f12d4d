<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>App</name>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own words that a player meets on the command line (usage, options, errors).</extracomment>
        <translation>uso: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>mostrar este mensaje de ayuda y salir</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>valor no válido: %(value)r (elige uno de estos: %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor de tipo %(type)s no válido: %(value)r</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opción ambigua: %(option)s puede ser %(matches)s</translation>
    </message>
    <message>
        <source>not a size: {text} (use WIDTHxHEIGHT)</source>
        <translation>no es un tamaño: {text} (usa ANCHOxALTO)</translation>
    </message>
    <message>
        <source>give a whole number from {low} to {high}</source>
        <translation>indica un número entero del {low} al {high}</translation>
    </message>
    <message>
        <source>no language {code}; choose one of: {codes}</source>
        <translation>no existe el idioma {code}; elige uno de estos: {codes}</translation>
    </message>
    <message>
        <source>Buraco, the card game.</source>
        <translation>Buraco, el juego de cartas.</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>mostrar la versión y salir</translation>
    </message>
    <message>
        <source>the language: en, es, pt_BR, pt, de or fil (tl) (default: as in Settings, else the system&apos;s)</source>
        <translation>el idioma: en, es, pt_BR, pt, de o fil (tl) (por defecto: el de la Configuración; si no, el del sistema)</translation>
    </message>
    <message>
        <source>rules preset (default: the last one played, else cardcol)</source>
        <translation>modalidad de reglas (por defecto: la última que jugaste; si no, cardcol)</translation>
    </message>
    <message>
        <source>2 or 4 players</source>
        <translation>2 o 4 jugadores</translation>
    </message>
    <message>
        <source>who plays each seat: human or ai:easy|normal|hard|classic, comma-separated (default: you and computers)</source>
        <translation>quién juega en cada puesto: human o ai:easy|normal|hard|classic, separados por comas (por defecto: tú y la computadora)</translation>
    </message>
    <message>
        <source>player names, comma-separated</source>
        <translation>nombres de los jugadores, separados por comas</translation>
    </message>
    <message>
        <source>random seed of the deal</source>
        <translation>semilla aleatoria del reparto</translation>
    </message>
    <message>
        <source>the deal number of the first hand, started by the first seat (the same cards wherever it is played; default: a random deal)</source>
        <translation>el número de reparto de la primera mano, que empieza el primer puesto (las mismas cartas dondequiera que se juegue; por defecto: un reparto al azar)</translation>
    </message>
    <message>
        <source>delay of a computer move in milliseconds (0 = instant)</source>
        <translation>pausa de cada jugada de la computadora, en milisegundos (0 = sin pausa)</translation>
    </message>
    <message>
        <source>cards per hand (CardCol: 11, 13 or 15)</source>
        <translation>cartas por mano (CardCol: 11, 13 o 15)</translation>
    </message>
    <message>
        <source>points to win the match</source>
        <translation>puntos para ganar la partida</translation>
    </message>
    <message>
        <source>brazilian: taking the discard pile (free, duro, super_duro)</source>
        <translation>brazilian: cómo se recoge el descarte (free, duro, super_duro)</translation>
    </message>
    <message>
        <source>hand order</source>
        <translation>orden de la mano</translation>
    </message>
    <message>
        <source>card deck (default: the game&apos;s own)</source>
        <translation>baraja (por defecto: la del juego)</translation>
    </message>
    <message>
        <source>four-colour suits</source>
        <translation>palos en cuatro colores</translation>
    </message>
    <message>
        <source>go on with the match saved automatically, without asking (the options that set up a match are then not used)</source>
        <translation>seguir con la partida guardada automáticamente, sin preguntar (en ese caso no se usan las opciones que configuran una partida)</translation>
    </message>
    <message>
        <source>render the table to a PNG file and exit</source>
        <translation>dibujar la mesa en un archivo PNG y salir</translation>
    </message>
    <message>
        <source>let computers play N moves for every seat before showing the table</source>
        <translation>dejar que la computadora haga N jugadas por cada puesto antes de mostrar la mesa</translation>
    </message>
    <message>
        <source>settings file (JSON)</source>
        <translation>archivo de configuración (JSON)</translation>
    </message>
    <message>
        <source>add the game to this user&apos;s application menu (launcher and icon) and exit</source>
        <translation>agregar el juego al menú de aplicaciones de este usuario (lanzador e ícono) y salir</translation>
    </message>
    <message>
        <source>remove what --install-desktop-entry added and exit</source>
        <translation>quitar lo que agregó --install-desktop-entry y salir</translation>
    </message>
    <message>
        <source>--settings: {path} is a folder, not a settings file</source>
        <translation>--settings: {path} es una carpeta, no un archivo de configuración</translation>
    </message>
    <message>
        <source>--seats: give {players} seats, each human, ai:easy, ai:normal, ai:hard or ai:classic</source>
        <translation>--seats: indica {players} puestos, cada uno human, ai:easy, ai:normal, ai:hard o ai:classic</translation>
    </message>
    <message>
        <source>--names: give {players} names</source>
        <translation>--names: indica {players} nombres</translation>
    </message>
    <message>
        <source>--names: a name has at most {count} characters</source>
        <translation>--names: un nombre tiene como máximo {count} caracteres</translation>
    </message>
    <message>
        <source>Your settings file could not be read. It is kept as {file}, and the game starts with the usual settings.</source>
        <extracomment>A window that is never painted (shown minimized) starts its game after this many milliseconds anyway. When the computer players&apos; process starts after the window shows (if no question started it).</extracomment>
        <translation>No se pudo leer tu archivo de configuración. Quedó guardado como {file} y el juego arranca con la configuración predeterminada.</translation>
    </message>
    <message>
        <source>The picture cannot be written to {path}.</source>
        <translation>No se puede guardar la imagen en {path}.</translation>
    </message>
    <message>
        <source>The picture cannot be written to {path}: {error}</source>
        <translation>No se puede guardar la imagen en {path}: {error}</translation>
    </message>
    <message>
        <source>Your settings file {file} is not a file the game can read: it is left as it is, and the game starts with the usual settings without saving them.</source>
        <translation>Tu archivo de configuración {file} no es un archivo que el juego pueda leer: se deja como está, y el juego arranca con la configuración predeterminada sin guardarla.</translation>
    </message>
    <message>
        <source>You have a seat at an online table: Game → Play online… → Resume the online table</source>
        <translation>Tienes un puesto en una mesa en línea: Partida → Jugar en línea… → Volver a la mesa en línea</translation>
    </message>
    <message>
        <source>Your settings file {file} cannot be read ({error}): it is left as it is, and the game starts with the usual settings without saving them.</source>
        <translation>No se puede leer tu archivo de configuración {file} ({error}): se deja como está, y el juego arranca con la configuración predeterminada sin guardarla.</translation>
    </message>
    <message>
        <source>Some settings in {file} cannot be used and are back to their usual values: {names}.</source>
        <translation>Algunos valores de {file} no se pueden usar y volvieron a su valor predeterminado: {names}.</translation>
    </message>
    <message>
        <source>Sorry: the game closed unexpectedly the last time it ran. A report of it is kept in {file}; if you tell us about the problem, please attach it.</source>
        <translation>Lo sentimos: el juego se cerró de forma inesperada la última vez que lo usaste. Hay un informe de lo ocurrido en {file}; si nos avisas del problema, por favor adjúntalo.</translation>
    </message>
    <message>
        <source>An unexpected error happened: see {log}</source>
        <translation>Ocurrió un error inesperado: consulta {log}</translation>
    </message>
    <message>
        <source>the messages above</source>
        <translation>los mensajes de arriba</translation>
    </message>
    <message>
        <source>--deck: no card deck named {deck}; installed: {decks}</source>
        <translation>--deck: no hay ninguna baraja llamada {deck}; instaladas: {decks}</translation>
    </message>
    <message>
        <source>window size (default: as the window was left, else 1024x700)</source>
        <translation>tamaño de la ventana (por defecto: como quedó la última vez; si no, 1024x700)</translation>
    </message>
    <message>
        <source>The card deck {deck} is not installed: the game&apos;s own cards are used.</source>
        <translation>La baraja {deck} no está instalada: se usan las cartas propias del juego.</translation>
    </message>
    <message>
        <source>About Buraco</source>
        <translation>Acerca de Buraco</translation>
    </message>
    <message>
        <source>Buraco</source>
        <translation>Buraco</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versión {version}</translation>
    </message>
    <message>
        <source>Buraco, the canasta of Venezuela and Brazil, for the desktop: you and a computer partner against two computer opponents, or friends sharing one screen, with every popular rule variant.</source>
        <translation>Buraco, la canasta de Venezuela y Brasil, en tu computadora: juega en pareja con la computadora contra dos rivales que también maneja la computadora, o con tus amigos en una misma pantalla, con todas las modalidades populares.</translation>
    </message>
    <message>
        <source>The rules and the table layout follow CardCol&apos;s Buraco (2003) by Markus Schwab, published under the GNU GPL.</source>
        <translation>Las reglas y la disposición de la mesa siguen el Buraco de CardCol (2003), de Markus Schwab, publicado bajo la GNU GPL.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). This program comes with absolutely no warranty.</source>
        <translation>Licencia: GNU General Public License, versión 3 o posterior (GPL-3.0-or-later). Este programa se ofrece sin ninguna garantía.</translation>
    </message>
    <message>
        <source>The card art is the game&apos;s own.</source>
        <translation>El diseño de las cartas es propio del juego.</translation>
    </message>
    <message>
        <source>Built with Qt {qt} and PySide6 {pyside}.</source>
        <translation>Hecho con Qt {qt} y PySide6 {pyside}.</translation>
    </message>
    <message>
        <source>The launcher entry is for Linux and BSD desktops; on this system start the game with the buraco-qt command.</source>
        <translation>El lanzador es para escritorios Linux y BSD; en este sistema, abre el juego con el comando buraco-qt.</translation>
    </message>
    <message>
        <source>The launcher files are missing from this installation of buraco-qt.</source>
        <translation>Faltan los archivos del lanzador en esta instalación de buraco-qt.</translation>
    </message>
    <message>
        <source>Installed for this user: {count} files under {folder}.</source>
        <translation>Se instalaron {count} archivos para este usuario en {folder}.</translation>
    </message>
    <message>
        <source>Removed for this user: {count} files under {folder}.</source>
        <translation>Se eliminaron {count} archivos de este usuario en {folder}.</translation>
    </message>
    <message>
        <source>The saved match goes on as it was; options not used: {options}</source>
        <translation>La partida guardada sigue tal como estaba (sin usar {options})</translation>
    </message>
    <message>
        <source>buraco-qt found no display to open its window on (a desktop names its display in DISPLAY or WAYLAND_DISPLAY). Start the game from your desktop, or from a terminal in it. Without a display, buraco-qt --screenshot table.png still draws the table into a picture.</source>
        <translation>buraco-qt no encontró ninguna pantalla donde abrir su ventana (el escritorio indica su pantalla en DISPLAY o WAYLAND_DISPLAY). Abre el juego desde tu escritorio, o desde una terminal abierta en él. Sin pantalla, buraco-qt --screenshot mesa.png igual dibuja la mesa en una imagen.</translation>
    </message>
    <message>
        <source>buraco-qt cannot open its window: Qt&apos;s X11 plugin (xcb) needs system libraries that are not installed: {libraries}.</source>
        <translation>buraco-qt no puede abrir su ventana: el plugin X11 de Qt (xcb) necesita bibliotecas del sistema que no están instaladas: {libraries}.</translation>
    </message>
    <message>
        <source>Install them, then start the game again:</source>
        <translation>Instálalas y vuelve a abrir el juego:</translation>
    </message>
    <message>
        <source>Your system&apos;s package manager can tell which package holds {libraries}.</source>
        <translation>El gestor de paquetes de tu sistema te puede decir qué paquete trae {libraries}.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>clubs</source>
        <extracomment>Suits and the ranks that are words, written out (&quot;Jack of diamonds&quot;).</extracomment>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>aces</source>
        <extracomment>The ranks that are words as a set is named by them, in the plural where the language needs it: &quot;the set of kings&quot; (the texts &quot;set of {rank}&quot;, &quot;Set of {rank}&quot; put them in {rank}).</extracomment>
        <translation>ases</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jotas</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>reinas</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>reyes</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Mono</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
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
        <translation>Persona</translation>
    </message>
    <message>
        <source>Open seat</source>
        <extracomment>A seat&apos;s kind in the lobby.</extracomment>
        <translation>Puesto libre</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computadora: fácil</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computadora: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computadora: difícil</translation>
    </message>
    <message>
        <source>Computer: CardCol classic</source>
        <translation>Computadora: clásica de CardCol</translation>
    </message>
    <message>
        <source>Free: take the whole pile</source>
        <translation>Libre: recoges todo el descarte</translation>
    </message>
    <message>
        <source>Duro: play the top card at once</source>
        <translation>Duro: juegas la carta de arriba en el acto</translation>
    </message>
    <message>
        <source>Super-duro: as duro, no jokers, twos in own suit</source>
        <translation>Super-duro: como duro, sin monos, doses solo en su palo</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Host a table on this computer</source>
        <extracomment>The longest name the server takes.</extracomment>
        <translation>Abrir una mesa en esta computadora</translation>
    </message>
    <message>
        <source>Host a table on a server</source>
        <translation>Abrir una mesa en un servidor</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>as your friends will see it</source>
        <translation>como lo verán tus amigos</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>&amp;Dirección del servidor:</translation>
    </message>
    <message>
        <source>host:port, e.g. buraco.example.org:8765</source>
        <translation>host:puerto, p. ej. buraco.example.org:8765</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Modalidad:</translation>
    </message>
    <message>
        <source> points</source>
        <translation> puntos</translation>
    </message>
    <message>
        <source>Points to &amp;end the match:</source>
        <translation>Puntos para &amp;terminar la partida:</translation>
    </message>
    <message>
        <source>&amp;Cards per hand:</source>
        <translation>&amp;Cartas por mano:</translation>
    </message>
    <message>
        <source>Taking the &amp;pile:</source>
        <translation>Recoger el &amp;descarte:</translation>
    </message>
    <message>
        <source>Turn &amp;clock:</source>
        <translation>&amp;Reloj por turno:</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>sin reloj</translation>
    </message>
    <message>
        <source> seconds a turn</source>
        <translation> segundos por turno</translation>
    </message>
    <message>
        <source>empty: a random deal</source>
        <translation>vacío: un reparto al azar</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>4 players, two teams of two</source>
        <translation>4 jugadores, en dos parejas</translation>
    </message>
    <message>
        <source>2 players, one against one</source>
        <translation>2 jugadores, uno contra uno</translation>
    </message>
    <message>
        <source>P&amp;layers:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <source>A friend (an open seat)</source>
        <translation>Un amigo (puesto libre)</translation>
    </message>
    <message>
        <source>You sit at seat 1. Friends take the open seats with the invite; in the lobby you can still give an open seat to a computer.</source>
        <translation>Tú te sientas en el puesto 1. Tus amigos ocupan los puestos libres con la invitación; en la sala de espera todavía puedes darle un puesto libre a la computadora.</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Abrir la mesa</translation>
    </message>
    <message>
        <source>Give your name: the others see it at the table.</source>
        <translation>Escribe tu nombre: los demás lo ven en la mesa.</translation>
    </message>
    <message>
        <source>The server&apos;s address is not an address: write it as host:port.</source>
        <translation>La dirección del servidor no es válida: escríbela como host:puerto.</translation>
    </message>
    <message>
        <source>Seat {n} · your partner</source>
        <translation>Puesto {n} · tu pareja</translation>
    </message>
    <message>
        <source>Seat {n} · an opponent</source>
        <translation>Puesto {n} · un rival</translation>
    </message>
    <message>
        <source>Seat {n} · your opponent</source>
        <translation>Puesto {n} · tu rival</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Quién juega</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>With several people, the screen is passed from one to the next: each sees only their own cards.</source>
        <translation>Si juegan varias personas, la pantalla se va pasando de una a otra: cada quien ve solo sus cartas.</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Repartir</translation>
    </message>
    <message>
        <source>Seat {n} · team {team}</source>
        <translation>Puesto {n} · equipo {team}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Puesto {n}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Clean canastas</source>
        <extracomment>Score-sheet row labels, keyed by the engine&apos;s item names (`HandScore.rows()`).</extracomment>
        <translation>Canastas limpias</translation>
    </message>
    <message>
        <source>Dirty canastas</source>
        <translation>Canastas sucias</translation>
    </message>
    <message>
        <source>Semi-clean canastas</source>
        <translation>Canastas medio limpias</translation>
    </message>
    <message>
        <source>Royal canastas</source>
        <translation>Canastas reales</translation>
    </message>
    <message>
        <source>Ace-to-ace canastas</source>
        <translation>Canastas de as a as</translation>
    </message>
    <message>
        <source>Wild canastas (clean)</source>
        <translation>Canastas de comodines (limpias)</translation>
    </message>
    <message>
        <source>Wild canastas</source>
        <translation>Canastas de comodines</translation>
    </message>
    <message>
        <source>Canastas of twos</source>
        <translation>Canastas de doses</translation>
    </message>
    <message>
        <source>Clean canastas of aces</source>
        <translation>Canastas de ases limpias</translation>
    </message>
    <message>
        <source>Dirty canastas of aces</source>
        <translation>Canastas de ases sucias</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Cartas en la mesa</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Cartas en la mano</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Batida</translation>
    </message>
    <message>
        <source>Reserve (buraco / morto)</source>
        <translation>Reserva (buraco / muerto)</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalizaciones</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Total de la mano</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Total de la partida</translation>
    </message>
    <message>
        <source>Canastas ({kind})</source>
        <translation>Canastas ({kind})</translation>
    </message>
    <message>
        <source>Match totals hand by hand</source>
        <translation>Totales de la partida, mano por mano</translation>
    </message>
    <message>
        <source>target {points}</source>
        <translation>meta: {points}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <extracomment>Replay: the hand the sheet shows, on the table again (the replay view). Play this deal again: a new match whose first hand is the deal of the hand the sheet shows.</extracomment>
        <translation>Hoja de puntos</translation>
    </message>
    <message>
        <source>Match totals, hand by hand</source>
        <translation>Totales de la partida, mano por mano</translation>
    </message>
    <message>
        <source>Points of the last hand and of the match</source>
        <translation>Puntos de la última mano y de la partida</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>{text} {deal}.</source>
        <translation>{text} {deal}.</translation>
    </message>
    <message numerus="yes">
        <source>You took %n hint(s) this match.</source>
        <translation>
            <numerusform>Usaste %n pista en esta partida.</numerusform>
            <numerusform>Usaste %n pistas en esta partida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took %n hint(s) this match.</source>
        <translation>
            <numerusform>{name} usó %n pista en esta partida.</numerusform>
            <numerusform>{name} usó %n pistas en esta partida.</numerusform>
        </translation>
    </message>
    <message>
        <source>{a} to {b}</source>
        <extracomment>How the window plays a saved match: play(game, seats, names, ai_seed, resumed=..., hints=...). Errors that say nothing is wrong inside the file: it is left where it is. Errors that say a file chosen in Open… is something else than a saved match (a text, a picture, another JSON file): the player&apos;s file is left where it is too.</extracomment>
        <translation>{a} a {b}</translation>
    </message>
    <message>
        <source>This saved match cannot be opened: {reason}.</source>
        <translation>No se puede abrir esta partida guardada: {reason}.</translation>
    </message>
    <message>
        <source>The match cannot be saved automatically in {folder}: {error}</source>
        <translation>No se puede guardar la partida automáticamente en {folder}: {error}</translation>
    </message>
    <message>
        <source>The match saved last cannot be opened: {reason}. It is left where it is, and this window does not save its match automatically.</source>
        <translation>No se puede abrir la última partida guardada: {reason}. Se deja donde está, y esta ventana no guarda su partida automáticamente.</translation>
    </message>
    <message>
        <source>The match saved last cannot be opened: {reason}. It cannot be moved aside either, so this window does not save its match automatically.</source>
        <translation>No se puede abrir la última partida guardada: {reason}. Tampoco se pudo apartar el archivo, así que esta ventana no guarda su partida automáticamente.</translation>
    </message>
    <message>
        <source>The match saved last cannot be opened: {reason}. It was moved to {path}. A new match starts.</source>
        <translation>No se puede abrir la última partida guardada: {reason}. El archivo se movió a {path}. Empieza una partida nueva.</translation>
    </message>
    <message>
        <source>The match cannot be saved automatically: the folder {folder} cannot be written ({error}). Use Game → Save as… to keep it.</source>
        <translation>No se puede guardar la partida automáticamente: no se puede escribir en la carpeta {folder} ({error}). Usa Partida → Guardar como… para conservarla.</translation>
    </message>
    <message>
        <source>A match is already open in another Buraco window. This window plays a new match that is not saved automatically: use Game → Save as… to keep it.</source>
        <translation>Ya hay una partida abierta en otra ventana de Buraco. En esta ventana se juega una partida nueva que no se guarda automáticamente: usa Partida → Guardar como… para conservarla.</translation>
    </message>
    <message>
        <source>This saved match cannot be opened: it could not be played on ({error}). The match in play goes on.</source>
        <translation>No se puede abrir esta partida guardada: no se pudo seguir jugando ({error}). La partida en curso continúa.</translation>
    </message>
    <message>
        <source>The match saved last could not be played on ({error}). It is left where it is, and this window does not save its match automatically. A new match starts.</source>
        <translation>No se pudo seguir jugando la última partida guardada ({error}). Se deja donde está, y esta ventana no guarda su partida automáticamente. Empieza una partida nueva.</translation>
    </message>
    <message>
        <source>The match saved last could not be played on ({error}). It was moved to {path}. A new match starts.</source>
        <translation>No se pudo seguir jugando la última partida guardada ({error}). El archivo se movió a {path}. Empieza una partida nueva.</translation>
    </message>
    <message>
        <source>The match saved last could not be played on ({error}). A new match starts.</source>
        <translation>No se pudo seguir jugando la última partida guardada ({error}). Empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Continue the match of {date} ({variant}, {score})?</source>
        <translation>¿Continuar la partida del {date} ({variant}, {score})?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Buraco matches (*.buraco)</source>
        <extracomment>The replay view closed: the match in play goes on. The replay view open now (None: none). The question before a new match replaces the one in progress (Play this deal again).</extracomment>
        <translation>Partidas de Buraco (*.buraco)</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Buraco {date}</source>
        <translation>Buraco {date}</translation>
    </message>
    <message>
        <source>The match could not be saved to {path}: {error}</source>
        <translation>No se pudo guardar la partida en {path}: {error}</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Replace the match in progress with the match of {date} ({variant}, {score})?</source>
        <translation>¿Reemplazar la partida en curso por la del {date} ({variant}, {score})?</translation>
    </message>
    <message>
        <source>To keep the match in progress, save it first with Game → Save as…</source>
        <translation>Para conservar la partida en curso, guárdala primero con Partida → Guardar como…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>This saved match cannot be opened: {reason}. It was moved to {path}.</source>
        <translation>No se puede abrir esta partida guardada: {reason}. El archivo se movió a {path}.</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>{points}  ({count}×)</source>
        <translation>{points}  ({count}×)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>You won the match by {points} points!</source>
        <translation>¡Ganaste la partida por {points} puntos!</translation>
    </message>
    <message>
        <source>Your team won the match by {points} points!</source>
        <translation>¡Tu equipo ganó la partida por {points} puntos!</translation>
    </message>
    <message>
        <source>{team} won the match by {points} points!</source>
        <translation>¡Victoria de {team} por {points} puntos!</translation>
    </message>
    <message numerus="yes">
        <source>Final score: {a} {pa} — {b} {pb}, after %n hand(s).</source>
        <translation>
            <numerusform>Resultado final: {a} {pa} — {b} {pb}, después de %n mano.</numerusform>
            <numerusform>Resultado final: {a} {pa} — {b} {pb}, después de %n manos.</numerusform>
        </translation>
    </message>
    <message>
        <source>No hand has been scored yet.</source>
        <translation>Todavía no se ha anotado ninguna mano.</translation>
    </message>
    <message>
        <source>Hand {number} is over</source>
        <translation>Terminó la mano {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Mano {number}</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Batiste.</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>{name} batió.</translation>
    </message>
    <message>
        <source>The match ends at {target} points.</source>
        <translation>La partida termina al llegar a {target} puntos.</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Pequeño</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Buraco (the game&apos;s own)</source>
        <translation>Buraco (la del juego)</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>A language was chosen in the list (its code; &quot;&quot; = the system&apos;s): the window speaks it at once. The fields of `Settings` the dialog shows and `apply_to` writes.</extracomment>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>sin pausa</translation>
    </message>
    <message>
        <source>Computer &amp;delay:</source>
        <translation>&amp;Pausa de la computadora:</translation>
    </message>
    <message>
        <source>How long each computer move stays on screen (CardCol: {ms} ms; 0 = instant).</source>
        <translation>Cuánto tiempo se ve en pantalla cada jugada de la computadora (CardCol: {ms} ms; 0 = sin pausa).</translation>
    </message>
    <message>
        <source>&amp;Animate the cards</source>
        <translation>&amp;Animar las cartas</translation>
    </message>
    <message>
        <source>Ask before discarding the &amp;last card</source>
        <translation>Preguntar antes de botar la ú&amp;ltima carta</translation>
    </message>
    <message>
        <source>Allow &amp;hints (Buraco → Hint)</source>
        <translation>Per&amp;mitir pistas (Buraco → Pista)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Baraja:</translation>
    </message>
    <message>
        <source>&amp;Back:</source>
        <translation>&amp;Reverso:</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>&amp;Tamaño de las cartas:</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (clubs green, diamonds blue)</source>
        <translation>Palos en cuatro &amp;colores (tréboles verdes, diamantes azules)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Activar los &amp;sonidos</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volumen:</translation>
    </message>
    <message>
        <source>Qt Multimedia is installed, but the system library {library} it needs is missing, so the game plays without sound. To hear the sounds, install it:</source>
        <translation>Qt Multimedia está instalado, pero le falta la biblioteca del sistema {library}, así que el juego no tiene sonido. Para escuchar los sonidos, instálala:</translation>
    </message>
    <message>
        <source>Qt Multimedia is installed but cannot be loaded, so the game plays without sound: {reason}</source>
        <translation>Qt Multimedia está instalado pero no se puede cargar, así que el juego no tiene sonido: {reason}</translation>
    </message>
    <message>
        <source>Qt Multimedia is not installed, so the game plays without sound. To hear the sounds, install it: {command}</source>
        <translation>Qt Multimedia no está instalado, así que el juego no tiene sonido. Para escuchar los sonidos, instálalo: {command}</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Buraco: something went wrong</source>
        <extracomment>The widest a file&apos;s path is shown (pixels); a longer one scrolls in its field. Errors that happened after the one told, while the box was open.</extracomment>
        <translation>Buraco: algo salió mal</translation>
    </message>
    <message>
        <source>Sorry: something went wrong in the game.</source>
        <translation>Lo sentimos: algo salió mal en el juego.</translation>
    </message>
    <message>
        <source>An unexpected error interrupted the game. It is a fault in the program, not in anything you did.</source>
        <translation>Un error inesperado interrumpió el juego. Es una falla del programa: tú no hiciste nada mal.</translation>
    </message>
    <message>
        <source>Your match was saved, so nothing of it is lost:</source>
        <translation>Tu partida quedó guardada, así que no se perdió nada:</translation>
    </message>
    <message>
        <source>Your match could not be saved.</source>
        <translation>No se pudo guardar tu partida.</translation>
    </message>
    <message>
        <source>What happened is written in the log. If you report the problem, please attach this file and your saved match:</source>
        <translation>Lo que pasó quedó anotado en el archivo de registro. Si nos avisas del problema, por favor adjunta este archivo y tu partida guardada:</translation>
    </message>
    <message>
        <source>No log file could be written: what happened was written to the terminal only.</source>
        <translation>No se pudo crear el archivo de registro: lo que pasó solo quedó escrito en la terminal.</translation>
    </message>
    <message>
        <source>Open the log&apos;s folder</source>
        <translation>Abrir la carpeta del registro</translation>
    </message>
    <message>
        <source>Continue shows the table again as the match stands. Quit closes the game.</source>
        <translation>Continuar vuelve a mostrar la mesa con la partida tal como está. Salir cierra el juego.</translation>
    </message>
    <message>
        <source>The error keeps coming back, so the game cannot go on. Please quit and start it again.</source>
        <translation>El error se sigue repitiendo, así que el juego no puede continuar. Por favor, sal del juego y vuelve a abrirlo.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message numerus="yes">
        <source>%n more error(s) happened while this message was open.</source>
        <translation>
            <numerusform>Ocurrió %n error más mientras este mensaje estaba abierto.</numerusform>
            <numerusform>Ocurrieron %n errores más mientras este mensaje estaba abierto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Matches played</source>
        <extracomment>The rows of a tally, in the order shown.</extracomment>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% de victorias</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Mejor racha de victorias</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Manos ganadas</translation>
    </message>
    <message>
        <source>Average points per hand</source>
        <translation>Promedio de puntos por mano</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Mejor mano</translation>
    </message>
    <message>
        <source>Canastas of wild cards</source>
        <translation>Canastas de comodines</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>CardCol classic</source>
        <translation>Clásica de CardCol</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contra la computadora</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Tus estadísticas</translation>
    </message>
    <message>
        <source>Your team&apos;s results in the matches you play at this screen against the computer. Matches of people on both teams, and of computers alone, are not counted.</source>
        <translation>Los resultados de tu equipo en las partidas que juegas en esta pantalla contra la computadora. No se cuentan las partidas con personas en los dos equipos ni las que juega solo la computadora.</translation>
    </message>
    <message>
        <source>No hand has been counted yet: play a hand, and its result will be here.</source>
        <translation>Todavía no se ha contado ninguna mano: juega una mano y aquí verás su resultado.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Reiniciar…</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Todas las modalidades</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>¿Reiniciar las estadísticas?</translation>
    </message>
    <message>
        <source>Forget every match and hand counted so far? This cannot be undone.</source>
        <translation>¿Borrar todas las partidas y manos contadas hasta ahora? Esto no se puede deshacer.</translation>
    </message>
    <message>
        <source>Invite your friends with this line:</source>
        <translation>Invita a tus amigos con esta línea:</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Address: {address} · Invite code: {code}</source>
        <translation>Dirección: {address} · Código de invitación: {code}</translation>
    </message>
    <message>
        <source>Friends on this computer&apos;s network (the same Wi-Fi or cable) join with it: Game → Play online… → Join a table. From elsewhere, your router must let port {port} through to this computer.</source>
        <translation>Los amigos en la red de esta computadora (el mismo wifi o cable) entran con ella: Partida → Jugar en línea… → Unirse a una mesa. Desde otro lugar, tu router debe dejar pasar el puerto {port} hacia esta computadora.</translation>
    </message>
    <message>
        <source>This computer has no address on a network: the invite works only here (127.0.0.1). Connect it to a network and host again, or give your friends its address yourself.</source>
        <translation>Esta computadora no tiene dirección en ninguna red: la invitación solo sirve aquí (127.0.0.1). Conéctala a una red y abre la mesa otra vez, o dales tú mismo su dirección a tus amigos.</translation>
    </message>
    <message>
        <source>Friends paste it in Game → Play online… → Join a table.</source>
        <translation>Tus amigos la pegan en Partida → Jugar en línea… → Unirse a una mesa.</translation>
    </message>
    <message>
        <source>The table&apos;s invite</source>
        <translation>La invitación a la mesa</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>&amp;Invite:</source>
        <translation>&amp;Invitación:</translation>
    </message>
    <message>
        <source>paste it here: buraco://…</source>
        <translation>pégala aquí: buraco://…</translation>
    </message>
    <message>
        <source>or the server&apos;s address and the table&apos;s code:</source>
        <translation>o la dirección del servidor y el código de la mesa:</translation>
    </message>
    <message>
        <source>host:port</source>
        <translation>host:puerto</translation>
    </message>
    <message>
        <source>Invite &amp;code:</source>
        <translation>&amp;Código de invitación:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Entrar</translation>
    </message>
    <message>
        <source>This is not an invite: it looks like buraco://192.168.1.20:8765/ABCDEFGHJKLM, or give the server&apos;s address and the code.</source>
        <translation>Esto no es una invitación: se ve así: buraco://192.168.1.20:8765/ABCDEFGHJKLM; o escribe la dirección del servidor y el código.</translation>
    </message>
    <message>
        <source>The table&apos;s lobby</source>
        <extracomment>The host gives seat `seat` the kind (`&quot;open&quot;`, `&quot;ai:&lt;level&gt;&quot;`). A guest moves to the open seat `seat`. The host starts the match. Leave the table.</extracomment>
        <translation>La sala de espera de la mesa</translation>
    </message>
    <message>
        <source>Partners sit across the table from each other.</source>
        <translation>Las parejas se sientan frente a frente.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Salir de la mesa</translation>
    </message>
    <message>
        <source>&amp;Start the match</source>
        <translation>&amp;Empezar la partida</translation>
    </message>
    <message>
        <source>The host starts the match.</source>
        <translation>El anfitrión empieza la partida.</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jugadores</translation>
    </message>
    <message>
        <source>turn clock: {seconds} s</source>
        <translation>reloj: {seconds} s por turno</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Tu pareja</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>{role} · seat {n}</source>
        <translation>{role} · puesto {n}</translation>
    </message>
    <message>
        <source>{role} · host</source>
        <translation>{role} · anfitrión</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Un jugador</translation>
    </message>
    <message>
        <source>away: a computer plays the seat</source>
        <translation>ausente: la computadora juega por él</translation>
    </message>
    <message>
        <source>● connected</source>
        <translation>● conectado</translation>
    </message>
    <message>
        <source>○ not connected</source>
        <translation>○ sin conexión</translation>
    </message>
    <message>
        <source>waiting for a friend to join</source>
        <translation>esperando a que entre un amigo</translation>
    </message>
    <message>
        <source>a computer plays this seat</source>
        <translation>la computadora juega este puesto</translation>
    </message>
    <message>
        <source>Sit &amp;here</source>
        <translation>Sentarse a&amp;quí</translation>
    </message>
    <message>
        <source>Play online</source>
        <extracomment>The player chose: &quot;here&quot;, &quot;server&quot;, &quot;join&quot; or &quot;resume&quot;.</extracomment>
        <translation>Jugar en línea</translation>
    </message>
    <message>
        <source>Play with friends at other computers: one of you hosts a table, the others join it with its invite.</source>
        <translation>Juega con amigos en otras computadoras: uno abre una mesa y los demás entran con su invitación.</translation>
    </message>
    <message>
        <source>&amp;Host a table on this computer…</source>
        <translation>&amp;Abrir una mesa en esta computadora…</translation>
    </message>
    <message>
        <source>This computer keeps the table while you play: friends on your network join with the invite it shows.</source>
        <translation>Esta computadora lleva la mesa mientras juegas: los amigos de tu red entran con la invitación que muestra.</translation>
    </message>
    <message>
        <source>Host a table on a &amp;server…</source>
        <translation>Abrir una mesa en un &amp;servidor…</translation>
    </message>
    <message>
        <source>A buraco-server that is running elsewhere (a friend&apos;s, a club&apos;s) keeps the table: give its address.</source>
        <translation>Un buraco-server que funciona en otro lugar (de un amigo, de un club) lleva la mesa: escribe su dirección.</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <source>Paste the invite a friend sent you.</source>
        <translation>Pega la invitación que te mandó un amigo.</translation>
    </message>
    <message>
        <source>&amp;Resume the online table</source>
        <translation>&amp;Volver a la mesa en línea</translation>
    </message>
    <message>
        <source>Go back to your seat at the table you left.</source>
        <translation>Vuelve a tu puesto en la mesa que dejaste.</translation>
    </message>
    <message>
        <source>Each person plays from their own computer: two people at one screen cannot share a seat at an online table.</source>
        <translation>Cada quien juega desde su propia computadora: dos personas en una misma pantalla no pueden compartir una mesa en línea.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>buraco</source>
        <extracomment>The piles the picture marks, in the order of the list under it. Where the page&apos;s keyboard section starts (Help → Keyboard opens the page there).</extracomment>
        <translation>buraco</translation>
    </message>
    <message>
        <source>morto</source>
        <translation>muerto</translation>
    </message>
    <message>
        <source>The other players&apos; hands, face down: your partner&apos;s in the middle, the opponents&apos; on either side.</source>
        <translation>Las manos de los demás jugadores, boca abajo: la de tu compañero en el medio y las de los rivales a los lados.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s hand, face down.</source>
        <translation>La mano de tu rival, boca abajo.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La mesa</translation>
    </message>
    <message>
        <source>The stock: click it to draw a card.</source>
        <translation>El mazo: haz clic en él para robar una carta.</translation>
    </message>
    <message>
        <source>The discard pile: click it, or drag it to your hand, to take it.</source>
        <translation>El descarte: haz clic en él, o arrástralo a tu mano, para recogerlo.</translation>
    </message>
    <message>
        <source>Your hand: click cards to select them.</source>
        <translation>Tu mano: haz clic en las cartas para seleccionarlas.</translation>
    </message>
    <message>
        <source>New meld: drop cards here to lay down a new meld.</source>
        <translation>Juego nuevo: suelta cartas aquí para bajar un juego nuevo.</translation>
    </message>
    <message>
        <source>Your team&apos;s melds, beside your team&apos;s panel (names, points, the {reserve} while it waits, closed canastas). Drop cards on a meld to add them.</source>
        <translation>Los juegos de tu equipo, junto al panel de tu equipo (nombres, puntos, el {reserve} mientras espera, canastas cerradas). Suelta cartas sobre un juego para agregarlas.</translation>
    </message>
    <message>
        <source>The other team&apos;s melds and panel.</source>
        <translation>Los juegos y el panel del otro equipo.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>Draw: click the stock, or take the discard pile. Where the rules want a meld with the pile&apos;s top card, select those cards in your hand first, or drop the pile on one of your team&apos;s melds.</source>
        <translation>Robar: haz clic en el mazo, o recoge el descarte. Si las reglas piden hacer un juego con la carta de arriba del descarte, primero selecciona en tu mano las cartas que van con ella, o suelta el descarte sobre uno de los juegos de tu equipo.</translation>
    </message>
    <message>
        <source>Meld: click cards of your hand to select them (they rise), then drag them onto New meld or onto one of your team&apos;s melds. Wild cards find their place by themselves.</source>
        <translation>Bajar: haz clic en cartas de tu mano para seleccionarlas (se levantan) y luego arrástralas a Juego nuevo o a uno de los juegos de tu equipo. Los comodines se acomodan solos en su lugar.</translation>
    </message>
    <message>
        <source>Discard: drag one card onto the discard pile, or double-click it. That ends your turn.</source>
        <translation>Botar: arrastra una carta al descarte, o haz doble clic en ella. Con eso termina tu turno.</translation>
    </message>
    <message>
        <source>The status bar says what to do next and, when a move is not allowed, why. Help → Rules explains the rules of the game being played.</source>
        <translation>La barra de estado te dice qué hacer a continuación y, si una jugada no se permite, por qué. En Ayuda → Reglas se explican las reglas de la modalidad que se está jugando.</translation>
    </message>
    <message>
        <source>With the mouse</source>
        <translation>Con el mouse</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Clic</translation>
    </message>
    <message>
        <source>the stock: draw; the discard pile: take it; a card of your hand: select it or put it back</source>
        <translation>el mazo: robar; el descarte: recogerlo; una carta de tu mano: seleccionarla o devolverla a su lugar</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doble clic</translation>
    </message>
    <message>
        <source>a card of your hand: discard it</source>
        <translation>una carta de tu mano: botarla</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Arrastrar</translation>
    </message>
    <message>
        <source>selected cards (or one card) onto New meld, onto a meld of your team, or onto the discard pile; a card along your hand to put it elsewhere; the discard pile to your hand or onto a meld to take it</source>
        <translation>las cartas seleccionadas (o una sola) a Juego nuevo, a un juego de tu equipo o al descarte; una carta a lo largo de tu mano para cambiarla de lugar; el descarte a tu mano o a un juego para recogerlo</translation>
    </message>
    <message>
        <source>While dragging</source>
        <translation>Mientras arrastras</translation>
    </message>
    <message>
        <source>the places the cards may go light up</source>
        <translation>se iluminan los lugares donde pueden ir las cartas</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>put the selected cards back, or let go of the cards being dragged</source>
        <translation>devolver a su lugar las cartas seleccionadas, o cancelar el arrastre de cartas</translation>
    </message>
    <message>
        <source>with friends at one screen: show your cards when the screen says it is your turn</source>
        <translation>con amigos en una misma pantalla: ver tus cartas cuando la pantalla indica que es tu turno</translation>
    </message>
    <message>
        <source>With the keyboard</source>
        <translation>Con el teclado</translation>
    </message>
    <message>
        <source>Every move can be made without the mouse. The first press of any of these keys shows a white ring around the place in focus; a click of the mouse hides it.</source>
        <translation>Todas las jugadas se pueden hacer sin el mouse. La primera vez que presionas una de estas teclas aparece un marco blanco alrededor del lugar que tiene el foco; con un clic del mouse desaparece.</translation>
    </message>
    <message>
        <source>move the focus from place to place: the stock, the discard pile, each card of your hand, your team&apos;s melds, New meld, the other team&apos;s melds</source>
        <translation>mover el foco de un lugar a otro: el mazo, el descarte, cada carta de tu mano, los juegos de tu equipo, Juego nuevo y los juegos del otro equipo</translation>
    </message>
    <message>
        <source>move the focus along a row, or to the nearest place of the row above or below</source>
        <translation>mover el foco a lo largo de una fila, o al lugar más cercano de la fila de arriba o de abajo</translation>
    </message>
    <message>
        <source>select the card in focus, or put it back</source>
        <translation>seleccionar la carta que tiene el foco, o devolverla a su lugar</translation>
    </message>
    <message>
        <source>play the selected cards on the place in focus: on New meld to lay them down, on a meld of your team to add them, one card on the discard pile to discard it; on the stock, draw; on the discard pile while you draw, take it</source>
        <translation>jugar las cartas seleccionadas en el lugar que tiene el foco: en Juego nuevo, para bajarlas; en un juego de tu equipo, para agregarlas; una sola carta en el descarte, para botarla. En el mazo, robar; en el descarte, cuando te toca robar, recogerlo</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>robar del mazo</translation>
    </message>
    <message>
        <source>take the discard pile (with the selected cards, where the rules want a meld with its top card)</source>
        <translation>recoger el descarte (con las cartas seleccionadas, si las reglas piden hacer un juego con la carta de arriba)</translation>
    </message>
    <message>
        <source>discard the card in focus</source>
        <translation>botar la carta que tiene el foco</translation>
    </message>
    <message>
        <source>With a screen reader, the place in focus is read out as the focus moves (a pile with its count and its top card, a meld with its cards), and every move is announced as the status bar says it.</source>
        <translation>Con un lector de pantalla, a medida que mueves el foco se lee en voz alta el lugar donde está (el mazo o el descarte con su cantidad de cartas y la carta de arriba, un juego con sus cartas), y cada jugada se anuncia tal como la dice la barra de estado.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>Buraco → Hint ({key}) shows what the computer player of level normal would do in your place now: the cards it would play get a dashed magenta ring with an arrow over them (they do not rise: a card that rises is one you selected), the pile or meld they go to glows magenta, and the status bar says the move in words. The hint never plays the move: you do, or you play something else. It is for your turn only. The score sheet counts the hints you took in the match; Settings can turn hints off.</source>
        <translation>Buraco → Pista ({key}) te muestra lo que haría ahora en tu lugar la computadora en nivel normal: las cartas que jugaría se marcan con un borde magenta punteado y una flecha encima (no se levantan: una carta levantada es una que seleccionaste), el mazo, el descarte o el juego adonde irían brilla en magenta, y la barra de estado explica la jugada con palabras. La pista nunca hace la jugada por ti: la haces tú, o juegas otra cosa. Solo se puede pedir en tu turno. La hoja de puntos cuenta las pistas que usaste en la partida; en Configuración puedes desactivar las pistas.</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Historial de jugadas</translation>
    </message>
    <message>
        <source>Buraco → Move log ({key}) opens a window beside the table that lists every move of this hand in words, the newest last: who drew, which cards each player took from the discard pile, laid down or discarded. It shows what everybody at the table saw, and the card you drew from the stock only in your own moves (never with friends at one screen).</source>
        <translation>Buraco → Historial de jugadas ({key}) abre junto a la mesa una ventana que cuenta con palabras cada jugada de esta mano, con la más reciente al final: quién robó y qué cartas recogió cada jugador del descarte, cuáles bajó y cuáles botó. Solo muestra lo que vieron todos en la mesa: una carta robada del mazo solo aparece si la robaste tú, y nunca cuando juegas con amigos en una misma pantalla.</translation>
    </message>
    <message>
        <source>Friends at one screen</source>
        <translation>Con amigos en una misma pantalla</translation>
    </message>
    <message>
        <source>Choose a person for more than one seat in Game → New. Whenever the turn passes to another person, a curtain hides the hands: pass the screen on, and that person clicks to see their cards.</source>
        <translation>En Partida → Nueva partida, elige Persona en más de un puesto. Cada vez que el turno pasa a otra persona, una cortina tapa las manos: pásale la pantalla a esa persona, y ella hace clic para ver sus cartas.</translation>
    </message>
    <message>
        <source>Replays and deal numbers</source>
        <translation>Repeticiones y números de reparto</translation>
    </message>
    <message>
        <source>Every hand has a deal number, on the score sheet and in the move log&apos;s title: with the same rules and the same number of players it deals the same cards. Game → Play deal… starts a deal by its number, and Play this deal again on the score sheet deals the last hand again, so that friends can play the same cards and compare. Replay on the score sheet (or Game → Replay a saved match…) shows the hand move by move with every hand face up: the arrow keys step back and forward, and at each of your moves the status bar says what the computer player of level normal would have done. The match you are playing waits, unchanged.</source>
        <translation>Cada mano tiene un número de reparto, que aparece en la hoja de puntos y en el título del historial de jugadas: con las mismas reglas y el mismo número de jugadores, reparte las mismas cartas. Partida → Jugar un reparto… empieza un reparto por su número, y «Jugar otra vez este reparto» en la hoja de puntos vuelve a repartir la última mano, para que tus amigos jueguen con las mismas cartas y comparen. «Repetición» en la hoja de puntos (o Partida → Repetir una partida guardada…) muestra la mano jugada por jugada, con todas las manos boca arriba: las flechas del teclado van hacia atrás y hacia adelante, y en cada una de tus jugadas la barra de estado dice lo que habría hecho la computadora en nivel normal. La partida que estás jugando te espera tal como la dejaste.</translation>
    </message>
    <message>
        <source>Playing online</source>
        <translation>Jugar en línea</translation>
    </message>
    <message>
        <source>With Game → Play online… friends at other computers play one match together. One of you hosts a table (on this computer, or on a server) and sends the others the invite line the lobby shows; they choose Join a table… and paste it. The host starts the match once everybody is seated: the computer plays the seats still open. If the connection drops, the game connects again by itself, and meanwhile a computer plays your seat. Game → Leave the online table brings your own match back.</source>
        <translation>Con Partida → Jugar en línea… tus amigos en otras computadoras juegan contigo una misma partida. Uno de ustedes abre una mesa (en esta computadora o en un servidor) y les manda a los demás la línea de invitación que aparece en la sala de espera; ellos eligen «Unirse a una mesa…» y la pegan. El anfitrión empieza la partida cuando todos están sentados: la computadora juega en los puestos que sigan libres. Si se cae la conexión, el juego se vuelve a conectar solo, y mientras tanto una computadora juega en tu puesto. Partida → Salir de la mesa en línea te devuelve tu propia partida.</translation>
    </message>
    <message>
        <source>How to play: {variant}</source>
        <extracomment>The page&apos;s sections, in order: each writes one part of the page for the window it explains.</extracomment>
        <translation>Cómo jugar: {variant}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo jugar</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Aceptar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>Every language of the game, by its code, named in its own language (people look for their own). Other codes people use for them (Qt itself maps Tagalog ``tl`` to Filipino ``fil``). The locale that formats numbers in each language (Venezuelan Spanish writes 2.000, as Spain often does). The texts of Qt&apos;s standard buttons that the game shows (button boxes, message boxes), where Qt looks them up: the generic platform theme, and the GNOME theme, which gives some an accelerator.</extracomment>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurar valores predeterminados</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Enter</source>
        <extracomment>The key names Qt writes for the keys the game&apos;s menus, help and replay view name (`QKeySequence.toString` looks them up in this context): written as the keyboards of each language label them (&quot;Eingabe&quot;, &quot;Intro&quot;).</extracomment>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
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
        <translation>Mayús</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>a new meld needs at least three cards</source>
        <translation>un juego nuevo necesita al menos tres cartas</translation>
    </message>
    <message>
        <source>choose at least one card</source>
        <translation>elige al menos una carta</translation>
    </message>
    <message>
        <source>a run must be all of one suit</source>
        <translation>una escalera tiene que ser toda del mismo palo</translation>
    </message>
    <message>
        <source>a run cannot hold {card} twice</source>
        <translation>una escalera no puede llevar el {card} dos veces</translation>
    </message>
    <message>
        <source>the run has gaps that its wild cards cannot fill</source>
        <translation>la escalera tiene huecos que sus comodines no alcanzan a llenar</translation>
    </message>
    <message>
        <source>{high}-A-{low} does not wrap: the ace is either low or high</source>
        <translation>{high}-A-{low} no vale: el as va abajo o arriba, nunca en el medio</translation>
    </message>
    <message>
        <source>a run cannot be that long</source>
        <translation>una escalera no puede ser tan larga</translation>
    </message>
    <message>
        <source>a run from ace to ace is not allowed in this variant</source>
        <translation>en esta modalidad no se permite la escalera de as a as</translation>
    </message>
    <message>
        <source>a run or set may hold only one wild card</source>
        <translation>una escalera o un trío solo puede llevar un comodín</translation>
    </message>
    <message>
        <source>a new meld needs at least two natural cards</source>
        <translation>un juego nuevo necesita al menos dos cartas naturales</translation>
    </message>
    <message>
        <source>sets of one rank are not allowed in this variant: only runs</source>
        <translation>en esta modalidad no se permiten tríos: solo escaleras</translation>
    </message>
    <message>
        <source>the only sets allowed in this variant are sets of aces</source>
        <translation>en esta modalidad solo se permiten tríos de ases</translation>
    </message>
    <message>
        <source>a set holds cards of one rank only</source>
        <translation>un trío solo lleva cartas del mismo número</translation>
    </message>
    <message>
        <source>a meld of only wild cards is not allowed in this variant</source>
        <translation>en esta modalidad no se permiten juegos hechos solo de comodines</translation>
    </message>
    <message>
        <source>a meld of wild cards may hold only twos and at most one joker</source>
        <translation>un juego de comodines solo puede tener doses y un mono como máximo</translation>
    </message>
    <message>
        <source>a meld of wild cards cannot take a natural card</source>
        <translation>a un juego de comodines no se le puede agregar una carta natural</translation>
    </message>
    <message>
        <source>a 2 can only be used in a run of its own suit</source>
        <translation>un 2 solo se puede usar en una escalera de su propio palo</translation>
    </message>
    <message>
        <source>these cards do not make a run or a set</source>
        <translation>estas cartas no forman escalera ni trío</translation>
    </message>
    <message>
        <source>a closed canasta cannot grow</source>
        <translation>un cerrado ya no puede crecer</translation>
    </message>
    <message>
        <source>a meld may hold at most {limit} cards in this variant</source>
        <translation>en esta modalidad un juego puede tener como máximo {limit} cartas</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>no es tu turno</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>la mano ya terminó</translation>
    </message>
    <message>
        <source>draw from the stock or take the discard pile first</source>
        <translation>primero roba del mazo o recoge el descarte</translation>
    </message>
    <message>
        <source>you have already drawn this turn</source>
        <translation>ya robaste en este turno</translation>
    </message>
    <message>
        <source>the stock is empty</source>
        <translation>el mazo está vacío</translation>
    </message>
    <message>
        <source>the discard pile is empty</source>
        <translation>el descarte está vacío</translation>
    </message>
    <message>
        <source>a wild card on top of the discard pile cannot be taken</source>
        <translation>no se puede recoger el descarte con un mono o un 2 arriba</translation>
    </message>
    <message>
        <source>to take the pile you must meld its top card with a natural pair from your hand</source>
        <translation>para recoger el descarte tienes que bajar la carta de arriba en un juego con un par natural de tu mano</translation>
    </message>
    <message>
        <source>to take the pile you must play its top card at once, in a new meld or on one of your team&apos;s melds</source>
        <translation>para recoger el descarte tienes que jugar la carta de arriba en el acto, en un juego nuevo o en uno de los juegos de tu equipo</translation>
    </message>
    <message>
        <source>take the whole pile: no meld is needed</source>
        <translation>recoge todo el descarte: no hace falta bajar ningún juego</translation>
    </message>
    <message>
        <source>the top card must be melded with two natural cards, no wild card</source>
        <translation>la carta de arriba tiene que ir en un juego con dos cartas naturales, sin monos ni doses</translation>
    </message>
    <message>
        <source>{cards} not in your hand</source>
        <translation>no tienes {cards} en la mano</translation>
    </message>
    <message>
        <source>your team has no such meld</source>
        <translation>tu equipo no tiene ese juego</translation>
    </message>
    <message>
        <source>you cannot discard {card}: you took it from a one-card pile this turn</source>
        <translation>no puedes botar el {card}: en este turno lo recogiste de un descarte de una sola carta</translation>
    </message>
    <message>
        <source>your team&apos;s first meld must be worth at least {minimum} points (now {points}): meld more or undo</source>
        <translation>la primera bajada de tu equipo debe valer al menos {minimum} puntos (llevas {points}): baja más o deshaz la jugada</translation>
    </message>
    <message>
        <source>your team&apos;s first meld must be worth at least {minimum} points (now {points}) before you take the reserve</source>
        <translation>la primera bajada de tu equipo debe valer al menos {minimum} puntos (llevas {points}) antes de que tomes el muerto</translation>
    </message>
    <message>
        <source>you cannot take the pile now: with it you could not lay the {minimum} points your team&apos;s first meld needs</source>
        <translation>ahora no puedes recoger el descarte: con él no llegarías a bajar los {minimum} puntos que necesita la primera bajada de tu equipo</translation>
    </message>
    <message>
        <source>you cannot go out yet: your team needs a canasta first</source>
        <translation>todavía no puedes batir: tu equipo necesita primero una canasta</translation>
    </message>
    <message>
        <source>you cannot go out yet: your team needs a clean canasta first</source>
        <translation>todavía no puedes batir: tu equipo necesita primero una canasta limpia</translation>
    </message>
    <message>
        <source>you cannot go out while your team has an unfinished meld of wild cards</source>
        <translation>no puedes batir mientras tu equipo tenga un juego de comodines sin cerrar</translation>
    </message>
    <message>
        <source>in this variant you go out by discarding your last card, so keep one card</source>
        <translation>en esta modalidad se bate botando la última carta, así que quédate con una</translation>
    </message>
    <message>
        <source>that would leave you with a card you may not discard</source>
        <translation>así te quedaría una carta que no puedes botar</translation>
    </message>
    <message>
        <source>there is nothing to undo this turn</source>
        <translation>no hay nada que deshacer en este turno</translation>
    </message>
    <message>
        <source>you may only exchange the first card drawn on the first turn of the hand</source>
        <translation>la primera carta robada solo se puede cambiar en el primer turno de la mano</translation>
    </message>
    <message>
        <source>that is not possible now</source>
        <translation>eso no se puede hacer ahora</translation>
    </message>
    <message>
        <source>{text} is not a card</source>
        <translation>{text} no es una carta</translation>
    </message>
    <message>
        <source>{text} is not a move of the game</source>
        <translation>{text} no es una jugada del juego</translation>
    </message>
    <message>
        <source>the deck of this variant has no {card}</source>
        <translation>la baraja de esta modalidad no lleva {card}</translation>
    </message>
    <message>
        <source>the deck of this variant does not hold that many copies of {card}</source>
        <translation>la baraja de esta modalidad no trae tantas copias del {card}</translation>
    </message>
    <message>
        <source>the file cannot be read: {error}</source>
        <extracomment>The largest file `load` reads (a four-player match to 100 000 points is far below 1 MB). The longest name and option text a file may hold, and the most options. A player&apos;s name is held to the same length wherever it is given (the command line, the settings), so that it saves and opens again. The most hints a seat can have taken in a file (far above any match). The seat kinds a table may have: a person, or a computer of a level.</extracomment>
        <translation>no se puede leer el archivo: {error}</translation>
    </message>
    <message>
        <source>this is not a file</source>
        <translation>esto no es un archivo</translation>
    </message>
    <message>
        <source>the file is too large to be a saved match ({size} bytes)</source>
        <translation>el archivo es demasiado grande para ser una partida guardada ({size} bytes)</translation>
    </message>
    <message>
        <source>the file is damaged: it is not a saved match in JSON form</source>
        <translation>el archivo está dañado: no es una partida guardada en formato JSON</translation>
    </message>
    <message>
        <source>this is not a buraco-qt saved match</source>
        <translation>esto no es una partida guardada de buraco-qt</translation>
    </message>
    <message>
        <source>the match was saved by a newer buraco-qt (file version {version}): update buraco-qt to open it</source>
        <translation>la partida se guardó con una versión más nueva de buraco-qt (versión del archivo: {version}): actualiza buraco-qt para abrirla</translation>
    </message>
    <message>
        <source>the file is damaged: its {field} has a wrong value</source>
        <translation>el archivo está dañado: su campo {field} tiene un valor incorrecto</translation>
    </message>
    <message>
        <source>the file is damaged: the match in it cannot be played on ({error})</source>
        <translation>el archivo está dañado: no se puede seguir jugando la partida que contiene ({error})</translation>
    </message>
    <message>
        <source>the file is damaged: its table has {count} seats but its game has {players} players</source>
        <translation>el archivo está dañado: la mesa tiene {count} puestos, pero la partida es de {players} jugadores</translation>
    </message>
    <message>
        <source>the saved game is not readable text in JSON form</source>
        <translation>la partida guardada no es texto legible en formato JSON</translation>
    </message>
    <message>
        <source>this is not a buraco-qt game</source>
        <translation>esto no es una partida de buraco-qt</translation>
    </message>
    <message>
        <source>the game was saved in format version {version}, which this version of buraco-qt cannot read</source>
        <translation>la partida se guardó en la versión {version} del formato, que esta versión de buraco-qt no puede leer</translation>
    </message>
    <message>
        <source>the saved game lacks its {field}</source>
        <translation>a la partida guardada le falta el campo {field}</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} has a value of the wrong kind</source>
        <translation>el campo {field} de la partida guardada tiene un valor de tipo incorrecto</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} is out of range: {value}</source>
        <translation>el campo {field} de la partida guardada está fuera de rango: {value}</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} holds something that is not a card</source>
        <translation>el campo {field} de la partida guardada contiene algo que no es una carta</translation>
    </message>
    <message>
        <source>the saved game holds cards that the deck does not have: {cards}</source>
        <translation>la partida guardada tiene cartas que la baraja no trae: {cards}</translation>
    </message>
    <message>
        <source>the saved game lacks cards of the deck: {cards}</source>
        <translation>a la partida guardada le faltan cartas de la baraja: {cards}</translation>
    </message>
    <message>
        <source>the saved game has a meld that is not legal in this variant: {cards}</source>
        <translation>la partida guardada tiene un juego que no se permite en esta modalidad: {cards}</translation>
    </message>
    <message>
        <source>the saved game&apos;s move list holds {text}, which is not a move</source>
        <translation>la lista de jugadas de la partida guardada contiene {text}, que no es una jugada</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} does not agree with the rest of the game</source>
        <translation>el campo {field} de la partida guardada no concuerda con el resto de la partida</translation>
    </message>
    <message>
        <source>the saved game stops at a position where no move is possible</source>
        <translation>la partida guardada se detiene en una posición en la que no hay ninguna jugada posible</translation>
    </message>
    <message>
        <source>the saved game&apos;s deck is too small to deal its hands and reserves</source>
        <translation>el mazo de la partida guardada es demasiado pequeño para repartir sus manos y sus muertos</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>buraco</source>
        <translation>buraco</translation>
    </message>
    <message>
        <source>morto</source>
        <translation>muerto</translation>
    </message>
    <message>
        <source>Players and cards</source>
        <translation>Jugadores y cartas</translation>
    </message>
    <message numerus="yes">
        <source>%n joker(s)</source>
        <translation>
            <numerusform>%n mono</numerusform>
            <numerusform>%n monos</numerusform>
        </translation>
    </message>
    <message>
        <source>no jokers</source>
        <translation>sin monos</translation>
    </message>
    <message numerus="yes">
        <source>Four players in two teams (partners sit opposite), or two players. The game uses %n pack(s) of 52 cards and {jokers}: {total} cards.</source>
        <translation>
            <numerusform>Cuatro jugadores en dos parejas (cada uno frente a su compañero), o dos jugadores. Se juega con %n baraja de 52 cartas y {jokers}: {total} cartas en total.</numerusform>
            <numerusform>Cuatro jugadores en dos parejas (cada uno frente a su compañero), o dos jugadores. Se juega con %n barajas de 52 cartas y {jokers}: {total} cartas en total.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player gets %n card(s). Two more piles of %n card(s), one per team, wait face down: the {reserve}. The rest is the stock.</source>
        <translation>
            <numerusform>Cada jugador recibe %n carta. Aparte quedan boca abajo dos montones más de %n carta, uno por equipo: es el {reserve} de cada equipo. El resto de las cartas forma el mazo.</numerusform>
            <numerusform>Cada jugador recibe %n cartas. Aparte quedan boca abajo dos montones más de %n cartas, uno por equipo: es el {reserve} de cada equipo. El resto de las cartas forma el mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>One card is turned face up to start the discard pile.</source>
        <translation>Se voltea una carta boca arriba para empezar el descarte (las cartas botadas).</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <source>Jokers and twos are wild. A two of a run&apos;s own suit standing in the 2 position is a natural card.</source>
        <translation>Los monos y los doses son comodines. Un dos del mismo palo de la escalera, puesto en el lugar del 2, cuenta como carta natural.</translation>
    </message>
    <message>
        <source>Jokers and twos are always wild.</source>
        <translation>Los monos y los doses siempre son comodines.</translation>
    </message>
    <message>
        <source>Twos are wild. A two of a run&apos;s own suit standing in the 2 position is a natural card.</source>
        <translation>Los doses son comodines. Un dos del mismo palo de la escalera, puesto en el lugar del 2, cuenta como carta natural.</translation>
    </message>
    <message>
        <source>A two may be used only in a run of its own suit.</source>
        <translation>Un dos solo se puede usar en una escalera de su propio palo.</translation>
    </message>
    <message>
        <source>You never place a wild card yourself: it fills a gap, or stands at the high end of the run (at the low end when the run already ends with the ace).</source>
        <translation>El comodín nunca lo colocas tú: el juego lo pone en el hueco que haga falta, o en la punta alta de la escalera (en la punta baja si la escalera ya termina en el as).</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Juegos en la mesa</translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit in sequence. The ace is low (before the 2) or high (after the king), never in the middle.</source>
        <translation>Una escalera es un juego de tres o más cartas seguidas del mismo palo. El as va abajo (antes del 2) o arriba (después del rey), nunca en el medio.</translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit in sequence. The ace is low (before the 3, since every two is wild) or high (after the king), never in the middle.</source>
        <translation>Una escalera es un juego de tres o más cartas seguidas del mismo palo. El as va abajo (antes del 3, porque todos los doses son comodines) o arriba (después del rey), nunca en el medio.</translation>
    </message>
    <message>
        <source>A run may go from ace to ace.</source>
        <translation>Una escalera puede ir de as a as.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank, any suits.</source>
        <translation>Un trío es un juego de tres o más cartas del mismo número, de cualquier palo.</translation>
    </message>
    <message>
        <source>The only sets allowed are sets of aces.</source>
        <translation>Solo se permiten tríos de ases.</translation>
    </message>
    <message>
        <source>Sets are not allowed: runs only.</source>
        <translation>No se permiten tríos: solo escaleras.</translation>
    </message>
    <message>
        <source>A run may hold at most one wild card.</source>
        <translation>Una escalera puede llevar como máximo un comodín.</translation>
    </message>
    <message>
        <source>A run or set may hold at most one wild card.</source>
        <translation>Una escalera o un trío puede llevar como máximo un comodín.</translation>
    </message>
    <message>
        <source>A run or set may hold any number of wild cards, but with two or more it can never become a canasta.</source>
        <translation>Una escalera o un trío puede llevar cualquier cantidad de comodines, pero con dos o más nunca llega a ser canasta.</translation>
    </message>
    <message>
        <source>Melds made only of wild cards (jokers and twos) are allowed; one left unfinished at the end of the hand costs {points} points.</source>
        <translation>Se permiten juegos de comodines (hechos solo de monos y doses); cada juego de comodines que quede sin cerrar al final de la mano cuesta {points} puntos.</translation>
    </message>
    <message>
        <source>Melds made only of twos (with at most one joker) are allowed.</source>
        <translation>Se permiten juegos hechos solo de doses (con un mono como máximo).</translation>
    </message>
    <message>
        <source>Once a team has more than {a} points, its first meld of a hand must be worth at least {pa} points; above {b} points, {pb}.</source>
        <translation>Cuando un equipo pasa de {a} puntos, su primera bajada en cada mano debe valer al menos {pa} puntos; por encima de {b} puntos, {pb}.</translation>
    </message>
    <message>
        <source>A meld never holds more than {limit} cards.</source>
        <translation>Un juego nunca tiene más de {limit} cartas.</translation>
    </message>
    <message>
        <source>You may add cards only to your own team&apos;s melds.</source>
        <translation>Solo puedes agregar cartas a los juegos de tu propio equipo.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>El turno</translation>
    </message>
    <message>
        <source>or take the whole discard pile</source>
        <translation>o recoge todo el descarte</translation>
    </message>
    <message>
        <source>or take the discard pile, but only by playing its top card at once in a meld (new, or one of your team&apos;s); the rest of the pile goes to your hand</source>
        <translation>o recoge el descarte, pero solo jugando en el acto su carta de arriba en un juego (nuevo o de tu equipo); el resto del descarte pasa a tu mano</translation>
    </message>
    <message>
        <source>or take the discard pile, but only if its top card is not wild and you hold a natural pair that makes a meld with it; those three cards go down at once</source>
        <translation>o recoge el descarte, pero solo si la carta de arriba no es mono ni 2 y tienes en la mano un par natural que haga juego con ella; esas tres cartas se bajan de una vez</translation>
    </message>
    <message>
        <source>Draw the top card of the stock, {pickup}.</source>
        <translation>Roba la carta de arriba del mazo, {pickup}.</translation>
    </message>
    <message>
        <source>Lay down new melds and add cards to your team&apos;s melds.</source>
        <translation>Baja juegos nuevos y agrega cartas a los juegos de tu equipo.</translation>
    </message>
    <message>
        <source>Discard one card: that ends your turn.</source>
        <translation>Bota una carta: con eso termina tu turno.</translation>
    </message>
    <message>
        <source>On the first turn of a hand, the first player may take the single up card without a pair.</source>
        <translation>En el primer turno de la mano, el jugador que empieza puede recoger la carta volteada sin tener par.</translation>
    </message>
    <message>
        <source>On the first turn of a hand, a player who drew from the stock may discard that card at once and draw another.</source>
        <translation>En el primer turno de la mano, quien robó del mazo puede botar esa carta enseguida y robar otra.</translation>
    </message>
    <message>
        <source>Canastas</source>
        <translation>Canastas</translation>
    </message>
    <message>
        <source>it is closed and leaves the table; it can&apos;t grow any more.</source>
        <translation>se cierra (es un cerrado) y sale de la mesa; ya no puede crecer.</translation>
    </message>
    <message>
        <source>it may keep growing.</source>
        <translation>puede seguir creciendo.</translation>
    </message>
    <message>
        <source>A meld of seven or more cards is a canasta: {grows}</source>
        <translation>Un juego de siete o más cartas es una canasta: {grows}</translation>
    </message>
    <message>
        <source>clean (no wild card)</source>
        <translation>limpia (sin comodín)</translation>
    </message>
    <message>
        <source>dirty (one wild card)</source>
        <translation>sucia (con un comodín)</translation>
    </message>
    <message>
        <source>semi-clean (the wild card at an end of the run)</source>
        <translation>medio limpia (con el comodín en una punta de la escalera)</translation>
    </message>
    <message>
        <source>royal (a clean run from ace to king)</source>
        <translation>real (escalera limpia del as al rey)</translation>
    </message>
    <message>
        <source>ace to ace (a clean run)</source>
        <translation>de as a as (escalera limpia)</translation>
    </message>
    <message>
        <source>of wild cards only, without a joker</source>
        <translation>solo de comodines, sin mono</translation>
    </message>
    <message>
        <source>of wild cards only, with a joker</source>
        <translation>solo de comodines, con un mono</translation>
    </message>
    <message>
        <source>of twos only</source>
        <translation>solo de doses</translation>
    </message>
    <message>
        <source>{kind}: {points} points</source>
        <translation>{kind}: {points} puntos</translation>
    </message>
    <message>
        <source>a set of aces: {clean} clean, {dirty} dirty</source>
        <translation>canasta de ases: {clean} si es limpia, {dirty} si es sucia</translation>
    </message>
    <message>
        <source>A canasta scores a bonus on top of its cards&apos; points:</source>
        <translation>Cada canasta da un premio, que se suma a los puntos de sus cartas:</translation>
    </message>
    <message>
        <source>The {reserve} and going out</source>
        <translation>El {reserve} y la batida</translation>
    </message>
    <message>
        <source>a clean canasta</source>
        <translation>una canasta limpia</translation>
    </message>
    <message>
        <source>a canasta</source>
        <translation>una canasta</translation>
    </message>
    <message>
        <source>When your hand is empty, you take your team&apos;s {reserve}. If you emptied it by melding, you go on playing; if by discarding, you play it from your next turn.</source>
        <translation>Cuando te quedas sin cartas, tomas el {reserve} de tu equipo. Si te quedaste sin cartas bajando, sigues jugando; si fue al botar, lo juegas desde tu próximo turno.</translation>
    </message>
    <message>
        <source>Once the {reserve} is taken, you go out by emptying your hand while your team has {needs}.</source>
        <translation>Una vez tomado el {reserve}, bates al quedarte sin cartas cuando tu equipo ya tiene {needs}.</translation>
    </message>
    <message>
        <source>The last card must be a discard: you can&apos;t go out by melding.</source>
        <translation>La última carta hay que botarla: no se puede batir bajando.</translation>
    </message>
    <message>
        <source>You can&apos;t go out while your team has an unfinished meld of wild cards.</source>
        <translation>No puedes batir mientras tu equipo tenga un juego de comodines sin cerrar.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Cards 3 to 7: {low}; 8 to king: {high}; ace: {ace}; two: {two}; joker: {joker}.</source>
        <translation>Cartas del 3 al 7: {low}; del 8 al rey: {high}; as: {ace}; dos: {two}; mono: {joker}.</translation>
    </message>
    <message>
        <source>Cards on the table count for your team, cards left in hand count against it.</source>
        <translation>Las cartas en la mesa suman para tu equipo; las que quedan en la mano restan.</translation>
    </message>
    <message>
        <source>Going out: {points} points.</source>
        <translation>Batida: {points} puntos.</translation>
    </message>
    <message>
        <source>Taking the {reserve}: {taken} points; never taking it: {missed} points.</source>
        <translation>Tomar el {reserve}: {taken} puntos; no llegar a tomarlo: {missed} puntos.</translation>
    </message>
    <message>
        <source>Canasta bonuses come on top of the points of their cards.</source>
        <translation>El premio de cada canasta se suma a los puntos de sus cartas.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>La partida</translation>
    </message>
    <message>
        <source>Hands are played until a team has {target} points at the end of a hand; the higher total wins. On a tie, one more hand is played.</source>
        <translation>Se juegan manos hasta que, al final de una mano, un equipo tenga {target} puntos; gana el que sume más. Si hay empate, se juega una mano más.</translation>
    </message>
    <message>
        <source>The words of Buraco</source>
        <translation>Vocabulario del Buraco</translation>
    </message>
    <message>
        <source>Some words of the game stay as its players say them. Each team&apos;s reserve pile, waiting face down until a player&apos;s hand is empty, is the buraco in CardCol and in Venezuela (hence the name of the game) and the morto, the dead one, in Brazil. A canasta is a meld of seven cards or more: clean without a wild card, dirty with one; in CardCol a canasta closes and leaves the table, and players call it a cerrado. In Venezuela a joker is a mono. Going out is bater in Brazil and batir in Venezuela.</source>
        <translation>En el Buraco de CardCol cada equipo tiene su «buraco»: un montón de cartas de reserva que se toma al quedarse sin cartas; en las demás modalidades se le dice «muerto» (en Brasil, «morto»). Una canasta es un juego de siete o más cartas; en CardCol se le dice «cerrado», porque el juego se cierra y sale de la mesa, y a los juegos se les dice «pilas». El «mono» es el joker: los monos y los doses hacen de comodín, y un juego de comodines (en CardCol, una «pila de monos») es un juego hecho solo de comodines. «Botar» es tirar una carta al descarte, y «batir» (del portugués «bater») es quedarse sin cartas y terminar la mano, siempre que tu equipo ya haya tomado su buraco o su muerto y tenga la canasta que pide la modalidad.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>You</source>
        <extracomment>The level of the computer player whose choice a hint shows.</extracomment>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>A new game: {variant}</source>
        <extracomment>Once per move: the `TableSnapshot` the screen draws, with the move&apos;s `outcome` (None: no move, e.g. a recovery) and what happened for the status bar (`message`, None: nothing new to say). A request was refused; the argument is the translated reason. The hand is over (phase &quot;hand_over&quot;); the match is over (&quot;match_over&quot;). True while a computer seat is deciding or its move is pending. The answer to `ask_hint`: the seat and the action the `normal` computer player would play there. Where the computer players think (hints too): a worker process, or threads for tests. Hotseat: who sits at the screen, and so whose cards a snapshot may hold. The match as it runs, without Qt: whose turn, the computer seats asked and paced, the guard. The last snapshot published (see `published`); until the first, the table as it is now. The names given for the seats (&quot;&quot; where a seat has its default name). Hints shown this match, per seat (Buraco → Hint; plain ints, for the score sheet and saves).</extracomment>
        <translation>Nueva partida: {variant}</translation>
    </message>
    <message>
        <source>The match goes on: {variant}, hand {number}</source>
        <translation>Sigue la partida: {variant}, mano {number}</translation>
    </message>
    <message>
        <source> &amp; </source>
        <translation> y </translation>
    </message>
    <message>
        <source>Buraco</source>
        <translation>Buraco</translation>
    </message>
    <message>
        <source>Morto</source>
        <translation>Muerto</translation>
    </message>
    <message>
        <source>The game is over: you won</source>
        <translation>Fin de la partida: ¡ganaste!</translation>
    </message>
    <message>
        <source>The game is over: your team won</source>
        <translation>Fin de la partida: ¡ganó tu equipo!</translation>
    </message>
    <message>
        <source>The game is over: {team} won</source>
        <translation>Fin de la partida: victoria de {team}</translation>
    </message>
    <message>
        <source>The hand is over: choose Next hand to go on</source>
        <translation>Terminó la mano: elige Siguiente mano para continuar</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} está jugando…</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the discard pile</source>
        <translation>Tu turno: roba del mazo o recoge el descarte</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: draw from the stock or take the discard pile</source>
        <translation>Turno de {name}: roba del mazo o recoge el descarte</translation>
    </message>
    <message>
        <source>Your turn: lay down melds, then discard a card</source>
        <translation>Tu turno: baja tus juegos y luego bota una carta</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: lay down melds, then discard a card</source>
        <translation>Turno de {name}: baja tus juegos y luego bota una carta</translation>
    </message>
    <message>
        <source>Hand {number}: you start</source>
        <translation>Mano {number}: empiezas tú</translation>
    </message>
    <message>
        <source>Hand {number}: {name} starts</source>
        <translation>Mano {number}: empieza {name}</translation>
    </message>
    <message>
        <source>You drew {card}</source>
        <translation>Robaste el {card}</translation>
    </message>
    <message>
        <source>{name} drew {card}</source>
        <translation>{name} robó el {card}</translation>
    </message>
    <message>
        <source>{name} drew from the stock</source>
        <translation>{name} robó del mazo</translation>
    </message>
    <message numerus="yes">
        <source>You took the discard pile (%n card(s))</source>
        <translation>
            <numerusform>Recogiste el descarte (%n carta)</numerusform>
            <numerusform>Recogiste el descarte (%n cartas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the discard pile (%n card(s))</source>
        <translation>
            <numerusform>{name} recogió el descarte (%n carta)</numerusform>
            <numerusform>{name} recogió el descarte (%n cartas)</numerusform>
        </translation>
    </message>
    <message>
        <source>You laid down {cards}</source>
        <translation>Bajaste {cards}</translation>
    </message>
    <message>
        <source>{name} laid down {cards}</source>
        <translation>{name} bajó {cards}</translation>
    </message>
    <message>
        <source>You added {cards} to a meld</source>
        <translation>Agregaste {cards} a un juego</translation>
    </message>
    <message>
        <source>{name} added {cards} to a meld</source>
        <translation>{name} agregó {cards} a un juego</translation>
    </message>
    <message>
        <source>You added {cards} to the run of {suit}</source>
        <translation>Agregaste {cards} a la escalera de {suit}</translation>
    </message>
    <message>
        <source>{name} added {cards} to the run of {suit}</source>
        <translation>{name} agregó {cards} a la escalera de {suit}</translation>
    </message>
    <message>
        <source>You added {cards} to the set of {rank}</source>
        <translation>Agregaste {cards} al trío de {rank}</translation>
    </message>
    <message>
        <source>{name} added {cards} to the set of {rank}</source>
        <translation>{name} agregó {cards} al trío de {rank}</translation>
    </message>
    <message>
        <source>You added {cards} to the meld of wild cards</source>
        <translation>Agregaste {cards} al juego de comodines</translation>
    </message>
    <message>
        <source>{name} added {cards} to the meld of wild cards</source>
        <translation>{name} agregó {cards} al juego de comodines</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Botaste el {card}</translation>
    </message>
    <message>
        <source>{name} discarded {card}</source>
        <translation>{name} botó el {card}</translation>
    </message>
    <message>
        <source>You took back your last play</source>
        <translation>Deshiciste tu última jugada</translation>
    </message>
    <message>
        <source>{name} took back a play</source>
        <translation>{name} deshizo una jugada</translation>
    </message>
    <message>
        <source>You exchanged the first card drawn</source>
        <translation>Cambiaste la primera carta robada</translation>
    </message>
    <message>
        <source>{name} exchanged the first card drawn</source>
        <translation>{name} cambió la primera carta robada</translation>
    </message>
    <message>
        <source>You ended the hand</source>
        <translation>Terminaste la mano (mazo vacío)</translation>
    </message>
    <message>
        <source>{name} ended the hand</source>
        <translation>{name} terminó la mano (mazo vacío)</translation>
    </message>
    <message>
        <source>Canasta!</source>
        <translation>¡Canasta!</translation>
    </message>
    <message>
        <source>buraco</source>
        <translation>buraco</translation>
    </message>
    <message>
        <source>morto</source>
        <translation>muerto</translation>
    </message>
    <message>
        <source>You took the {reserve}</source>
        <translation>Tomaste el {reserve}</translation>
    </message>
    <message>
        <source>{name} took the {reserve}</source>
        <translation>{name} tomó el {reserve}</translation>
    </message>
    <message>
        <source>The stock ran out: a {reserve} became the stock</source>
        <translation>Se acabó el mazo: un {reserve} pasó a ser el mazo</translation>
    </message>
    <message>
        <source>You went out</source>
        <translation>Batiste</translation>
    </message>
    <message>
        <source>{name} went out</source>
        <translation>{name} batió</translation>
    </message>
    <message>
        <source>Hand points: {a} {pa} / {b} {pb}</source>
        <translation>Puntos de la mano: {a} {pa} / {b} {pb}</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>Ver mis cartas</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Le toca a {name}</translation>
    </message>
    <message>
        <source>{name}: click here or press Enter to see your cards</source>
        <translation>{name}: haz clic aquí o presiona Intro para ver tus cartas</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Pásale la pantalla a {name}</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Mazo: %n carta</numerusform>
            <numerusform>Mazo: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Descarte: vacío</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), {card} on top</source>
        <translation>
            <numerusform>Descarte: %n carta; arriba: {card}</numerusform>
            <numerusform>Descarte: %n cartas; arriba: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the card to discard with Space first, or press X on it</source>
        <translation>Primero selecciona con Espacio la carta que vas a botar, o presiona X sobre ella</translation>
    </message>
    <message>
        <source>Select cards of your hand with Space first</source>
        <translation>Primero selecciona cartas de tu mano con Espacio</translation>
    </message>
    <message>
        <source>Move the focus to a card of your hand to discard it</source>
        <translation>Mueve el foco a una carta de tu mano para botarla</translation>
    </message>
    <message>
        <source>{card}, selected, card {position} of {count} in your hand</source>
        <translation>{card}, seleccionada, carta {position} de {count} en tu mano</translation>
    </message>
    <message>
        <source>{card}, card {position} of {count} in your hand</source>
        <translation>{card}, carta {position} de {count} en tu mano</translation>
    </message>
    <message numerus="yes">
        <source>New meld: %n card(s) selected</source>
        <translation>
            <numerusform>Juego nuevo: %n carta seleccionada</numerusform>
            <numerusform>Juego nuevo: %n cartas seleccionadas</numerusform>
        </translation>
    </message>
    <message>
        <source>New meld</source>
        <translation>Juego nuevo</translation>
    </message>
    <message>
        <source>Your team&apos;s meld: {meld}</source>
        <translation>Juego de tu equipo: {meld}</translation>
    </message>
    <message>
        <source>The other team&apos;s meld: {meld}</source>
        <translation>Juego del otro equipo: {meld}</translation>
    </message>
    <message>
        <source>Drag cards here to lay down a new meld</source>
        <translation>Arrastra cartas aquí para bajar un juego nuevo</translation>
    </message>
    <message>
        <source>playing…</source>
        <extracomment>What a face-down hand&apos;s panel says of its player: thinking, or the one who went out.</extracomment>
        <translation>jugando…</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>batió</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n carta</numerusform>
            <numerusform>{name}: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table: {points}</source>
        <translation>En la mesa: {points}</translation>
    </message>
    <message>
        <source>Match: {points} of {target}</source>
        <translation>Partida: {points} de {target}</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>Aún sin juegos</translation>
    </message>
    <message numerus="yes">
        <source>{reserve} of {team}: %n card(s), still on the table</source>
        <translation>
            <numerusform>{reserve} ({team}): %n carta, todavía en la mesa</numerusform>
            <numerusform>{reserve} ({team}): %n cartas, todavía en la mesa</numerusform>
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
        <translation>Cerrados: {count}, {points} puntos</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <extracomment>What your name plate says (besides &quot;{name} is playing&quot;).</extracomment>
        <translation>Terminó la mano</translation>
    </message>
    <message>
        <source>Your turn: draw a card</source>
        <translation>Tu turno: roba una carta</translation>
    </message>
    <message>
        <source>Your turn: meld or discard</source>
        <translation>Tu turno: baja o bota</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>{name} is playing</source>
        <translation>Juega {name}</translation>
    </message>
    <message>
        <source>Clean</source>
        <extracomment>The word on a canasta&apos;s ribbon, per kind of canasta.</extracomment>
        <translation>Limpia</translation>
    </message>
    <message>
        <source>Dirty</source>
        <translation>Sucia</translation>
    </message>
    <message>
        <source>Semi-clean</source>
        <translation>Medio limpia</translation>
    </message>
    <message>
        <source>Royal</source>
        <translation>Real</translation>
    </message>
    <message>
        <source>A to A</source>
        <translation>As a as</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Doses</translation>
    </message>
    <message>
        <source>Canasta</source>
        <translation>Canasta</translation>
    </message>
    <message>
        <source>Run of {suit}</source>
        <translation>Escalera de {suit}</translation>
    </message>
    <message>
        <source>Set of {rank}</source>
        <translation>Trío de {rank}</translation>
    </message>
    <message>
        <source>Wild meld</source>
        <translation>Juego de comodines</translation>
    </message>
    <message>
        <source>clean canasta</source>
        <translation>canasta limpia</translation>
    </message>
    <message>
        <source>dirty canasta</source>
        <translation>canasta sucia</translation>
    </message>
    <message>
        <source>semi-clean canasta</source>
        <translation>canasta medio limpia</translation>
    </message>
    <message>
        <source>royal canasta</source>
        <translation>canasta real</translation>
    </message>
    <message>
        <source>ace-to-ace canasta</source>
        <translation>canasta de as a as</translation>
    </message>
    <message>
        <source>wild canasta</source>
        <translation>canasta de comodines</translation>
    </message>
    <message>
        <source>canasta of twos</source>
        <translation>canasta de doses</translation>
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
            <numerusform>{kind}, %n carta: {points} puntos
{cards}</numerusform>
            <numerusform>{kind}, %n cartas: {points} puntos
{cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard one card at a time</source>
        <extracomment>True once a key has used the focus (the mark shows); a mouse press hides it.</extracomment>
        <translation>Bota una sola carta a la vez</translation>
    </message>
    <message>
        <source>You can only play on your own team&apos;s melds</source>
        <translation>Solo puedes agregar cartas a los juegos de tu equipo</translation>
    </message>
    <message>
        <source>Hints are turned off in Settings</source>
        <extracomment>A hint for the position on the table now. No hint now, and why (translated): not your turn, hints turned off. Settings → hints: False refuses every request.</extracomment>
        <translation>Las pistas están desactivadas en Configuración</translation>
    </message>
    <message>
        <source>No hint now: the hand is over</source>
        <translation>Ahora no hay pistas: la mano ya terminó</translation>
    </message>
    <message>
        <source>A hint is for your turn: {name} is playing</source>
        <translation>Las pistas son para tu turno: ahora juega {name}</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Roba del mazo</translation>
    </message>
    <message>
        <source>Take the discard pile with {cards}</source>
        <translation>Recoge el descarte con {cards}</translation>
    </message>
    <message>
        <source>Take the discard pile</source>
        <translation>Recoge el descarte</translation>
    </message>
    <message>
        <source>Lay down {cards}</source>
        <translation>Baja {cards}</translation>
    </message>
    <message>
        <source>Discard {card}: it fits none of the opponents&apos; melds</source>
        <translation>Bota el {card}: no le sirve a ningún juego de los rivales</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Bota el {card}</translation>
    </message>
    <message>
        <source>Exchange the first card drawn</source>
        <translation>Cambia la primera carta robada</translation>
    </message>
    <message>
        <source>End the hand: the stock is empty</source>
        <translation>Termina la mano: el mazo está vacío</translation>
    </message>
    <message>
        <source>Take back your last play</source>
        <translation>Deshaz tu última jugada</translation>
    </message>
    <message>
        <source>Take the discard pile and add {cards} to your run of {suit}</source>
        <translation>Recoge el descarte y agrega {cards} a tu escalera de {suit}</translation>
    </message>
    <message>
        <source>Add {cards} to your run of {suit}</source>
        <translation>Agrega {cards} a tu escalera de {suit}</translation>
    </message>
    <message>
        <source>Take the discard pile and add {cards} to your set of {rank}</source>
        <translation>Recoge el descarte y agrega {cards} a tu trío de {rank}</translation>
    </message>
    <message>
        <source>Add {cards} to your set of {rank}</source>
        <translation>Agrega {cards} a tu trío de {rank}</translation>
    </message>
    <message>
        <source>Take the discard pile and add {cards} to your meld of wild cards</source>
        <translation>Recoge el descarte y agrega {cards} a tu juego de comodines</translation>
    </message>
    <message>
        <source>Add {cards} to your meld of wild cards</source>
        <translation>Agrega {cards} a tu juego de comodines</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>The card table. Tab and the arrow keys move between the stock, the discard pile, your cards and the melds; Space selects a card; Enter plays the selected cards on the place in focus; D draws, P takes the discard pile, X discards the card in focus, H gives a hint.</source>
        <translation>La mesa de juego. Tab y las flechas mueven el foco entre el mazo, el descarte, tus cartas y los juegos; Espacio selecciona una carta; Intro juega las cartas seleccionadas en el lugar que tiene el foco; D roba del mazo, P recoge el descarte, X bota la carta que tiene el foco y H da una pista.</translation>
    </message>
    <message numerus="yes">
        <source>You took the discard pile (%n card(s)): {cards}</source>
        <translation>
            <numerusform>Recogiste el descarte (%n carta): {cards}</numerusform>
            <numerusform>Recogiste el descarte (%n cartas): {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the discard pile (%n card(s)): {cards}</source>
        <translation>
            <numerusform>{name} recogió el descarte (%n carta): {cards}</numerusform>
            <numerusform>{name} recogió el descarte (%n cartas): {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>Move log</source>
        <extracomment>The hand&apos;s moves, replayed from the engine&apos;s log.
----------
How wide the table must be for its smallest texts to be read (9 px: its scale 0.81), and how wide the steps&apos; column may be (at least, at most); at 1024 pixels the table keeps its width and the column has 186. The bar under the table, in the table&apos;s green, as the game window&apos;s status bar.</extracomment>
        <translation>Historial de jugadas</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Jugadas de esta mano</translation>
    </message>
    <message>
        <source>Every move of the hand so far, the newest last</source>
        <translation>Todas las jugadas de la mano hasta ahora, con la más reciente al final</translation>
    </message>
    <message>
        <source>The moves of this hand before the match was opened here are not known.</source>
        <translation>No se conocen las jugadas que se hicieron en esta mano antes de abrir aquí la partida.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Jugada anterior</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Jugada siguiente</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Back to the match</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <source>Replay a saved match…</source>
        <translation>Repetir una partida guardada…</translation>
    </message>
    <message>
        <source>Play deal…</source>
        <translation>Jugar un reparto…</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Jugar otra vez este reparto</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Número de reparto:</translation>
    </message>
    <message>
        <source>No deal number</source>
        <translation>Sin número de reparto</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Reparto {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Mano {number}</translation>
    </message>
    <message>
        <source>Hand {number}, deal {deal}</source>
        <translation>Mano {number}, reparto {deal}</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Recién repartido</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Jugada {step} de {steps}</translation>
    </message>
    <message>
        <source>This match cannot be replayed: its moves are not all known from its first deal</source>
        <translation>Esta partida no se puede repetir: no se conocen todas sus jugadas desde el primer reparto</translation>
    </message>
    <message>
        <source>A deal number is a whole number from 1 to {max}</source>
        <translation>El número de reparto es un número entero del 1 al {max}</translation>
    </message>
    <message>
        <source>This is a replay: its moves cannot be changed</source>
        <translation>Esto es una repetición: sus jugadas no se pueden cambiar</translation>
    </message>
    <message>
        <source>This match has no finished hand to replay yet</source>
        <translation>Esta partida todavía no tiene ninguna mano terminada para repetir</translation>
    </message>
    <message>
        <source>You played what the computer would have played</source>
        <translation>Jugaste lo mismo que la computadora</translation>
    </message>
    <message>
        <source>{name} played what the computer would have played</source>
        <translation>{name} jugó lo mismo que la computadora</translation>
    </message>
    <message>
        <source>The computer&apos;s move here: {hint}</source>
        <translation>La jugada de la computadora aquí: {hint}</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>CardCol&apos;s Buraco</source>
        <translation>Buraco de CardCol</translation>
    </message>
    <message>
        <source>Brazilian Buraco</source>
        <translation>Buraco brasileño</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <source>Dirty open</source>
        <translation>Abierto sucio</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Cerrado</translation>
    </message>
    <message>
        <source>Closed STCL (runs only)</source>
        <translation>Cerrado STCL (solo escaleras)</translation>
    </message>
    <message>
        <source>Closed dirty</source>
        <translation>Cerrado sucio</translation>
    </message>
    <message>
        <source>Italian Burraco</source>
        <translation>Burraco italiano</translation>
    </message>
    <message>
        <source>Four packs and twelve jokers, twos always wild, melds of wild cards; a canasta closes and leaves the table; take the pile only with a natural pair for its top card.</source>
        <extracomment>One line per preset, in plain words.</extracomment>
        <translation>Cuatro barajas y doce monos; los doses siempre son comodines; hay juegos de comodines; con siete cartas el juego se cierra (es un cerrado) y sale de la mesa; el descarte solo se recoge con un par natural para la carta de arriba.</translation>
    </message>
    <message>
        <source>Buraco de duplas: runs and sets of aces, any number of wild cards, a clean canasta to go out, a bigger first meld once your team passes 1000 points.</source>
        <translation>Buraco de duplas: escaleras y tríos de ases, comodines sin límite, canasta limpia para batir y una primera bajada mayor cuando tu equipo pasa de 1000 puntos.</translation>
    </message>
    <message>
        <source>No jokers and runs only; take the whole discard pile freely; a clean canasta to go out.</source>
        <translation>Sin monos y solo escaleras; el descarte se recoge entero, sin condiciones; hace falta una canasta limpia para batir.</translation>
    </message>
    <message>
        <source>Runs and sets, take the pile freely; any canasta lets you go out, and you go out by discarding.</source>
        <translation>Escaleras y tríos; el descarte se recoge sin condiciones; cualquier canasta permite batir, y se bate botando.</translation>
    </message>
    <message>
        <source>Take the discard pile only by playing its top card at once; a clean canasta to go out.</source>
        <translation>El descarte solo se recoge jugando en el acto su carta de arriba; hace falta una canasta limpia para batir.</translation>
    </message>
    <message>
        <source>As Closed, but runs only, no sets.</source>
        <translation>Como Cerrado, pero solo escaleras, sin tríos.</translation>
    </message>
    <message>
        <source>As Closed, but any canasta, clean or dirty, lets you go out.</source>
        <translation>Como Cerrado, pero cualquier canasta, limpia o sucia, permite batir.</translation>
    </message>
    <message>
        <source>The Italian game: semi-clean canastas, any canasta to go out, and you go out by discarding.</source>
        <translation>La versión italiana: canastas medio limpias, cualquier canasta permite batir, y se bate botando.</translation>
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
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Play &amp;deal…</source>
        <translation>&amp;Jugar un reparto…</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>&amp;Siguiente mano</translation>
    </message>
    <message>
        <source>Pla&amp;y online…</source>
        <translation>J&amp;ugar en línea…</translation>
    </message>
    <message>
        <source>Show the &amp;invite…</source>
        <translation>Mostrar la &amp;invitación…</translation>
    </message>
    <message>
        <source>&amp;Leave the online table</source>
        <translation>Salir de la &amp;mesa en línea</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <source>Re&amp;play a saved match…</source>
        <translation>&amp;Repetir una partida guardada…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;lir</translation>
    </message>
    <message>
        <source>&amp;Buraco</source>
        <translation>&amp;Buraco</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <source>&amp;Move log</source>
        <translation>Historial de &amp;jugadas</translation>
    </message>
    <message>
        <source>&amp;Exchange the first card drawn</source>
        <translation>&amp;Cambiar la primera carta robada</translation>
    </message>
    <message>
        <source>&amp;End the hand (stock is empty)</source>
        <translation>&amp;Terminar la mano (mazo vacío)</translation>
    </message>
    <message>
        <source>Show &amp;score sheet</source>
        <translation>Ver la &amp;hoja de puntos</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ayuda</translation>
    </message>
    <message>
        <source>&amp;How to play…</source>
        <translation>&amp;Cómo jugar…</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Ordenar por &amp;número</translation>
    </message>
    <message>
        <source>Sort by s&amp;uit</source>
        <translation>Ordenar por &amp;palo</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>Playing with the &amp;keyboard</source>
        <translation>Jugar con el &amp;teclado</translation>
    </message>
    <message>
        <source>&amp;About Buraco</source>
        <translation>&amp;Acerca de Buraco</translation>
    </message>
    <message>
        <source>Discard the last card?</source>
        <translation>¿Botar la última carta?</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menús</translation>
    </message>
    <message>
        <source>Status bar</source>
        <extracomment>The label&apos;s padding left and right, and above and below (the status bar&apos;s style sheet sets it). A refusal is said in bold, in the colour of a warning. The share of the window&apos;s width the points may take (the message has the rest, in two lines). Qt&apos;s status bar of `window`. The message: two lines tall, whatever it says, so that the table never jumps. The points of each team on the table. What happened (a move, a note), why a move was refused, a hint: each said until the next move.</extracomment>
        <translation>Barra de estado</translation>
    </message>
    <message>
        <source>What happened, and what to do now</source>
        <translation>Qué pasó y qué hay que hacer ahora</translation>
    </message>
    <message>
        <source>The points of each team on the table</source>
        <translation>Los puntos de cada equipo en la mesa</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Pásale la pantalla a {name}</translation>
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
        <translation>{team} {points} ({reserve} tomado)</translation>
    </message>
    <message>
        <source>The server keeps the online match: there is nothing to save here</source>
        <translation>El servidor guarda la partida en línea: aquí no hay nada que guardar</translation>
    </message>
    <message>
        <source>Hint: {hint}</source>
        <translation>Pista: {hint}</translation>
    </message>
    <message>
        <source>The card deck {deck} cannot be used: the table keeps its cards.</source>
        <translation>La baraja {deck} no se puede usar: la mesa sigue con las cartas actuales.</translation>
    </message>
    <message>
        <source>The settings could not be saved: {error}</source>
        <translation>No se pudo guardar la configuración: {error}</translation>
    </message>
    <message>
        <source>Discard {card}, the last card of your hand?</source>
        <translation>¿Botar el {card}, la última carta de tu mano?</translation>
    </message>
    <message>
        <source>Some card pictures of the game are missing or damaged ({file}), so plain cards are drawn in their place. Installing buraco-qt again brings them back.</source>
        <extracomment>How many card sizes keep their pixmaps in memory (the table shows about four at a time). How many sizes of one deck the disk cache keeps (the least recently used go first). The project&apos;s cards parsed from SVG for drawing are let go this long after the last card drawn: the whole deck parsed holds 9.5 MB, and parsing a card again takes half a millisecond. Changes when the way a card is drawn or kept on disk changes, so that older cached images are not used; the pixels are kept in the machine&apos;s byte order. A cached card: its pixels (premultiplied ARGB32, row after row), zlib-compressed. Aspect ratio (width / height) of the project&apos;s cards: 250 x 350. How many sizes were dropped so far (their memory freed). What could not be drawn (each picture file once), in the player&apos;s language. What the player is told about the first of them (None: all is well). Called with `problem_message` when it is set (later problems are only listed).</extracomment>
        <translation>Faltan algunas imágenes de las cartas del juego o están dañadas ({file}), así que en su lugar se dibujan cartas sencillas. Si vuelves a instalar buraco-qt, vuelven a aparecer.</translation>
    </message>
    <message>
        <source>There is no saved match to continue: a new match starts</source>
        <translation>No hay ninguna partida guardada para continuar: empieza una partida nueva</translation>
    </message>
    <message>
        <source>The match could not be saved automatically: {error}</source>
        <extracomment>Something to say in the status bar until the next move (True: as a refusal is said). Something went wrong with a file: the player is told in a box. The settings changed (the folder of the last file chosen): they are to be written. The table&apos;s face (the match in play). The autosave this window owns (None: it does not save its match automatically). True once the window has closed (`release`): it takes no autosave any more.</extracomment>
        <translation>No se pudo guardar la partida automáticamente: {error}</translation>
    </message>
    <message>
        <source>The match was saved to {path}</source>
        <translation>La partida se guardó en {path}</translation>
    </message>
    <message>
        <source>Your statistics file could not be read. It is kept as {file}, and the statistics start again.</source>
        <extracomment>Something counted changed (the statistics window shows it again). The statistics could not be written: the translated reason, for the status bar.</extracomment>
        <translation>No se pudo leer tu archivo de estadísticas. Quedó guardado como {file} y las estadísticas empiezan de cero.</translation>
    </message>
    <message>
        <source>Your statistics file {file} is not a file the game can read: it is left as it is, and the results of this session are not kept.</source>
        <translation>Tu archivo de estadísticas {file} no es un archivo que el juego pueda leer: se deja como está, y los resultados de esta sesión no se guardan.</translation>
    </message>
    <message>
        <source>Your statistics file {file} cannot be read ({error}): it is left as it is, and the results of this session are not kept.</source>
        <translation>No se puede leer tu archivo de estadísticas {file} ({error}): se deja como está, y los resultados de esta sesión no se guardan.</translation>
    </message>
    <message>
        <source>Your statistics were written by a newer version of the game: this one leaves them as they are and counts nothing.</source>
        <translation>Tus estadísticas se guardaron con una versión más nueva del juego: esta versión las deja como están y no cuenta nada.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>No se pudieron guardar las estadísticas: {error}</translation>
    </message>
    <message>
        <source>Play deal {deal} again in a new match? The match in progress ends.</source>
        <translation>¿Jugar otra vez el reparto {deal} en una partida nueva? La partida en curso termina.</translation>
    </message>
    <message>
        <source>The server refused the move</source>
        <extracomment>The channel of the hints&apos; questions to the computer players&apos; worker. The lobby&apos;s seat kinds a host may choose for a seat nobody sits at. Who sits where changed: the lobby (a dict as the server sent it). The client sits at a table: its code, its seat and its newest token (after every rejoin too). The first state of the match came: the table can be shown. A line for the status bar (True: said as a problem). A request of the lobby (create, join, rejoin, a seat, the start) was refused: why, translated. The table can no longer be played from here (gone, unreachable): why, translated. The table&apos;s invite code, this window&apos;s seat and its newest token (None until seated). The lobby as the server last sent it (None until seated). The last state the server sent (None before the start). The last snapshot published: the server&apos;s state, or a move of this seat shown before its answer.</extracomment>
        <translation>El servidor rechazó la jugada</translation>
    </message>
    <message>
        <source>The server sent something this game cannot read: it was left aside</source>
        <translation>El servidor mandó algo que este juego no puede leer: se dejó de lado</translation>
    </message>
    <message>
        <source>There is no table with this invite code: check the invite, or ask for a new one</source>
        <extracomment>The server&apos;s refusals of a request other than a move, by their code.</extracomment>
        <translation>No hay ninguna mesa con este código de invitación: revisa la invitación o pide una nueva</translation>
    </message>
    <message>
        <source>That seat is taken</source>
        <translation>Ese puesto está ocupado</translation>
    </message>
    <message>
        <source>Only the host of the table may do that</source>
        <translation>Solo el anfitrión de la mesa puede hacer eso</translation>
    </message>
    <message>
        <source>The match has already started</source>
        <translation>La partida ya empezó</translation>
    </message>
    <message>
        <source>The match has not started yet</source>
        <translation>La partida todavía no empezó</translation>
    </message>
    <message>
        <source>Not connected to the table: the move was not sent</source>
        <translation>Sin conexión con la mesa: la jugada no se envió</translation>
    </message>
    <message>
        <source>Too many moves at once: the server asks to slow down</source>
        <translation>Demasiadas jugadas a la vez: el servidor pide ir más despacio</translation>
    </message>
    <message>
        <source>The server cannot open another table now</source>
        <translation>El servidor no puede abrir otra mesa ahora</translation>
    </message>
    <message>
        <source>The server speaks another version of the game&apos;s protocol</source>
        <translation>El servidor usa otra versión del protocolo del juego</translation>
    </message>
    <message>
        <source>This window already sits at a table</source>
        <translation>Esta ventana ya está en una mesa</translation>
    </message>
    <message>
        <source>The server refused the request</source>
        <translation>El servidor rechazó la petición</translation>
    </message>
    <message>
        <source>The table&apos;s server at {address} cannot be reached</source>
        <translation>No se puede llegar al servidor de la mesa en {address}</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Se perdió la conexión — reconectando…</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting in {seconds} s…</source>
        <translation>Se perdió la conexión — reconectando en {seconds} s…</translation>
    </message>
    <message>
        <source>Connected again: the table is as it was</source>
        <translation>Conectado de nuevo: la mesa está como estaba</translation>
    </message>
    <message>
        <source>Your seat at the online table was taken by another window with its invite, or the table is no longer there</source>
        <translation>Otra ventana ocupó tu puesto en la mesa en línea con su invitación, o la mesa ya no existe</translation>
    </message>
    <message>
        <source>The online table is no longer there: its match is over, or its server lost it</source>
        <translation>La mesa en línea ya no existe: su partida terminó, o su servidor la perdió</translation>
    </message>
    <message>
        <source>{name} lost the connection</source>
        <translation>{name} perdió la conexión</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays the seat meanwhile</source>
        <translation>{name} no está: mientras tanto la computadora juega su puesto</translation>
    </message>
    <message>
        <source>{name} is back at the table</source>
        <translation>{name} volvió a la mesa</translation>
    </message>
    <message>
        <source>{name} sat down at the table</source>
        <translation>{name} se sentó a la mesa</translation>
    </message>
    <message>
        <source>{name} left the table</source>
        <translation>{name} se fue de la mesa</translation>
    </message>
    <message>
        <source>Your time ran out: a computer plays the rest of your turn</source>
        <translation>Se te acabó el tiempo: la computadora juega el resto de tu turno</translation>
    </message>
    <message>
        <source>{name}&apos;s time ran out: a computer plays the rest of the turn</source>
        <translation>A {name} se le acabó el tiempo: la computadora juega el resto del turno</translation>
    </message>
    <message>
        <source>Time: {seconds} s</source>
        <translation>Tiempo: {seconds} s</translation>
    </message>
    <message>
        <source>Waiting for the server to answer your last move</source>
        <translation>Esperando la respuesta del servidor a tu última jugada</translation>
    </message>
    <message>
        <source>Going back to the online table…</source>
        <extracomment>The folder of the game&apos;s own server, under the data folder. How often the turn clock&apos;s count is written, in milliseconds. The window plays an online table now (True), or its own match again (False). Keywords for each table client (`TableClient`&apos;s: the tests&apos; quick reconnection). The table&apos;s face (None: no table), the game&apos;s own server (None: not hosting), the invite.</extracomment>
        <translation>Volviendo a la mesa en línea…</translation>
    </message>
    <message>
        <source>This computer&apos;s table server stopped: it was started again</source>
        <translation>El servidor de mesas de esta computadora se detuvo: se volvió a iniciar</translation>
    </message>
    <message>
        <source>Starting this computer&apos;s table server…</source>
        <translation>Iniciando el servidor de mesas de esta computadora…</translation>
    </message>
    <message>
        <source>This computer&apos;s table server could not be started (see {log}).</source>
        <translation>No se pudo iniciar el servidor de mesas de esta computadora (ver {log}).</translation>
    </message>
    <message>
        <source>Leave the online table?</source>
        <translation>¿Salir de la mesa en línea?</translation>
    </message>
    <message>
        <source>The match is over. Your match on this computer comes back.</source>
        <translation>La partida terminó. Vuelve tu partida de esta computadora.</translation>
    </message>
    <message>
        <source>A computer plays your seat after a while; Game → Play online… → Resume the online table brings you back to it. Your match on this computer comes back.</source>
        <translation>Al rato la computadora juega tu puesto; Partida → Jugar en línea… → Volver a la mesa en línea te devuelve a él. Vuelve tu partida de esta computadora.</translation>
    </message>
    <message>
        <source>This computer hosts the table: it stops for everyone until you come back.</source>
        <translation>Esta computadora lleva la mesa: se detiene para todos hasta que vuelvas.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Salir de la mesa</translation>
    </message>
    <message>
        <source>You left the online table: your match on this computer goes on</source>
        <translation>Saliste de la mesa en línea: sigue tu partida de esta computadora</translation>
    </message>
    <message>
        <source>Seconds left for this turn</source>
        <translation>Segundos que quedan de este turno</translation>
    </message>
</context>
</TS>
