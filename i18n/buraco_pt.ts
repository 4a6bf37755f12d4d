<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>App</name>
    <message>
        <source>usage: </source>
        <extracomment>argparse&apos;s own words that a player meets on the command line (usage, options, errors).</extracomment>
        <translation>utilização: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>opções</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>mostrar esta mensagem de ajuda e sair</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: erro: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>opção inválida: %(value)r (escolhe entre %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor %(type)s inválido: %(value)r</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>é necessário um argumento</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos não reconhecidos: %s</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opção ambígua: %(option)s pode corresponder a %(matches)s</translation>
    </message>
    <message>
        <source>not a size: {text} (use WIDTHxHEIGHT)</source>
        <translation>tamanho inválido: {text} (usa LARGURAxALTURA)</translation>
    </message>
    <message>
        <source>give a whole number from {low} to {high}</source>
        <translation>indica um número inteiro de {low} a {high}</translation>
    </message>
    <message>
        <source>no language {code}; choose one of: {codes}</source>
        <translation>o idioma {code} não existe; escolhe um destes: {codes}</translation>
    </message>
    <message>
        <source>Buraco, the card game.</source>
        <translation>Buraco, o jogo de cartas.</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>mostrar a versão e sair</translation>
    </message>
    <message>
        <source>the language: en, es, pt_BR, pt, de or fil (tl) (default: as in Settings, else the system&apos;s)</source>
        <translation>o idioma: en, es, pt_BR, pt, de ou fil (tl) (por omissão: o das Definições; se não houver, o do sistema)</translation>
    </message>
    <message>
        <source>rules preset (default: the last one played, else cardcol)</source>
        <translation>variante de regras (por omissão: a última jogada; se não houver, cardcol)</translation>
    </message>
    <message>
        <source>2 or 4 players</source>
        <translation>2 ou 4 jogadores</translation>
    </message>
    <message>
        <source>who plays each seat: human or ai:easy|normal|hard|classic, comma-separated (default: you and computers)</source>
        <translation>quem joga em cada lugar: human ou ai:easy|normal|hard|classic, separados por vírgulas (por omissão: tu e o computador)</translation>
    </message>
    <message>
        <source>player names, comma-separated</source>
        <translation>nomes dos jogadores, separados por vírgulas</translation>
    </message>
    <message>
        <source>random seed of the deal</source>
        <translation>semente aleatória da distribuição</translation>
    </message>
    <message>
        <source>the deal number of the first hand, started by the first seat (the same cards wherever it is played; default: a random deal)</source>
        <translation>o número da distribuição da primeira ronda, começada pelo primeiro lugar (as mesmas cartas onde quer que seja jogada; por omissão: uma distribuição aleatória)</translation>
    </message>
    <message>
        <source>delay of a computer move in milliseconds (0 = instant)</source>
        <translation>pausa de cada lance do computador, em milissegundos (0 = instantâneo)</translation>
    </message>
    <message>
        <source>cards per hand (CardCol: 11, 13 or 15)</source>
        <translation>cartas por jogador (CardCol: 11, 13 ou 15)</translation>
    </message>
    <message>
        <source>points to win the match</source>
        <translation>pontos para ganhar a partida</translation>
    </message>
    <message>
        <source>brazilian: taking the discard pile (free, duro, super_duro)</source>
        <translation>brazilian: regra para apanhar o descarte (free = mole, duro, super_duro)</translation>
    </message>
    <message>
        <source>hand order</source>
        <translation>ordem das cartas na mão</translation>
    </message>
    <message>
        <source>card deck (default: the game&apos;s own)</source>
        <translation>baralho (por omissão: o do próprio jogo)</translation>
    </message>
    <message>
        <source>four-colour suits</source>
        <translation>naipes de quatro cores</translation>
    </message>
    <message>
        <source>go on with the match saved automatically, without asking (the options that set up a match are then not used)</source>
        <translation>continuar a partida guardada automaticamente, sem perguntar (as opções que configuram uma partida são então ignoradas)</translation>
    </message>
    <message>
        <source>render the table to a PNG file and exit</source>
        <translation>guardar a mesa num ficheiro PNG e sair</translation>
    </message>
    <message>
        <source>let computers play N moves for every seat before showing the table</source>
        <translation>pôr o computador a fazer N lances por todos os lugares antes de mostrar a mesa</translation>
    </message>
    <message>
        <source>settings file (JSON)</source>
        <translation>ficheiro de definições (JSON)</translation>
    </message>
    <message>
        <source>add the game to this user&apos;s application menu (launcher and icon) and exit</source>
        <translation>adicionar o jogo ao menu de aplicações deste utilizador (atalho e ícone) e sair</translation>
    </message>
    <message>
        <source>remove what --install-desktop-entry added and exit</source>
        <translation>remover o que o --install-desktop-entry adicionou e sair</translation>
    </message>
    <message>
        <source>--settings: {path} is a folder, not a settings file</source>
        <translation>--settings: {path} é uma pasta, não um ficheiro de definições</translation>
    </message>
    <message>
        <source>--seats: give {players} seats, each human, ai:easy, ai:normal, ai:hard or ai:classic</source>
        <translation>--seats: indica {players} lugares, cada um human, ai:easy, ai:normal, ai:hard ou ai:classic</translation>
    </message>
    <message>
        <source>--names: give {players} names</source>
        <translation>--names: indica {players} nomes</translation>
    </message>
    <message>
        <source>--names: a name has at most {count} characters</source>
        <translation>--names: um nome pode ter no máximo {count} caracteres</translation>
    </message>
    <message>
        <source>Your settings file could not be read. It is kept as {file}, and the game starts with the usual settings.</source>
        <extracomment>A window that is never painted (shown minimized) starts its game after this many milliseconds anyway. When the computer players&apos; process starts after the window shows (if no question started it).</extracomment>
        <translation>Não foi possível ler o teu ficheiro de definições. Foi guardado como {file}, e o jogo começa com as definições habituais.</translation>
    </message>
    <message>
        <source>The picture cannot be written to {path}.</source>
        <translation>Não é possível guardar a imagem em {path}.</translation>
    </message>
    <message>
        <source>The picture cannot be written to {path}: {error}</source>
        <translation>Não é possível guardar a imagem em {path}: {error}</translation>
    </message>
    <message>
        <source>Your settings file {file} is not a file the game can read: it is left as it is, and the game starts with the usual settings without saving them.</source>
        <translation>O teu ficheiro de definições {file} não é um ficheiro que o jogo consiga ler: fica como está, e o jogo começa com as definições habituais, sem as guardar.</translation>
    </message>
    <message>
        <source>You have a seat at an online table: Game → Play online… → Resume the online table</source>
        <translation>Tens um lugar numa mesa online: Jogo → Jogar online… → Voltar à mesa online</translation>
    </message>
    <message>
        <source>Your settings file {file} cannot be read ({error}): it is left as it is, and the game starts with the usual settings without saving them.</source>
        <translation>Não é possível ler o teu ficheiro de definições {file} ({error}): fica como está, e o jogo começa com as definições habituais, sem as guardar.</translation>
    </message>
    <message>
        <source>Some settings in {file} cannot be used and are back to their usual values: {names}.</source>
        <translation>Algumas definições em {file} não podem ser usadas e voltaram aos valores habituais: {names}.</translation>
    </message>
    <message>
        <source>Sorry: the game closed unexpectedly the last time it ran. A report of it is kept in {file}; if you tell us about the problem, please attach it.</source>
        <translation>Pedimos desculpa: da última vez, o jogo fechou-se inesperadamente. Há um relatório do que aconteceu em {file}; se nos comunicares o problema, anexa-o, por favor.</translation>
    </message>
    <message>
        <source>An unexpected error happened: see {log}</source>
        <translation>Ocorreu um erro inesperado: consulta {log}</translation>
    </message>
    <message>
        <source>the messages above</source>
        <translation>as mensagens acima</translation>
    </message>
    <message>
        <source>--deck: no card deck named {deck}; installed: {decks}</source>
        <translation>--deck: não há nenhum baralho chamado {deck}; instalados: {decks}</translation>
    </message>
    <message>
        <source>window size (default: as the window was left, else 1024x700)</source>
        <translation>tamanho da janela (por omissão: o último tamanho usado; se não houver, 1024x700)</translation>
    </message>
    <message>
        <source>The card deck {deck} is not installed: the game&apos;s own cards are used.</source>
        <translation>O baralho {deck} não está instalado: são usadas as cartas do próprio jogo.</translation>
    </message>
    <message>
        <source>About Buraco</source>
        <translation>Acerca do Buraco</translation>
    </message>
    <message>
        <source>Buraco</source>
        <translation>Buraco</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versão {version}</translation>
    </message>
    <message>
        <source>Buraco, the canasta of Venezuela and Brazil, for the desktop: you and a computer partner against two computer opponents, or friends sharing one screen, with every popular rule variant.</source>
        <translation>Buraco, a canasta da Venezuela e do Brasil, no teu computador: tu e um parceiro virtual contra dois adversários virtuais, ou amigos a partilhar o mesmo ecrã, com todas as variantes de regras mais populares.</translation>
    </message>
    <message>
        <source>The rules and the table layout follow CardCol&apos;s Buraco (2003) by Markus Schwab, published under the GNU GPL.</source>
        <translation>As regras e a disposição da mesa seguem o Buraco do CardCol (2003), de Markus Schwab, publicado sob a GNU GPL.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). This program comes with absolutely no warranty.</source>
        <translation>Licença: GNU General Public License, versão 3 ou posterior (GPL-3.0-or-later). Este programa é fornecido sem absolutamente nenhuma garantia.</translation>
    </message>
    <message>
        <source>The card art is the game&apos;s own.</source>
        <translation>As ilustrações das cartas são do próprio jogo.</translation>
    </message>
    <message>
        <source>Built with Qt {qt} and PySide6 {pyside}.</source>
        <translation>Feito com Qt {qt} e PySide6 {pyside}.</translation>
    </message>
    <message>
        <source>The launcher entry is for Linux and BSD desktops; on this system start the game with the buraco-qt command.</source>
        <translation>O atalho no menu de aplicações é só para Linux e BSD; neste sistema, inicia o jogo com o comando buraco-qt.</translation>
    </message>
    <message>
        <source>The launcher files are missing from this installation of buraco-qt.</source>
        <translation>Faltam os ficheiros do atalho nesta instalação do buraco-qt.</translation>
    </message>
    <message>
        <source>Installed for this user: {count} files under {folder}.</source>
        <translation>Ficheiros instalados para este utilizador em {folder}: {count}.</translation>
    </message>
    <message>
        <source>Removed for this user: {count} files under {folder}.</source>
        <translation>Ficheiros removidos para este utilizador em {folder}: {count}.</translation>
    </message>
    <message>
        <source>The saved match goes on as it was; options not used: {options}</source>
        <translation>A partida guardada continua tal como estava; opções ignoradas: {options}</translation>
    </message>
    <message>
        <source>buraco-qt found no display to open its window on (a desktop names its display in DISPLAY or WAYLAND_DISPLAY). Start the game from your desktop, or from a terminal in it. Without a display, buraco-qt --screenshot table.png still draws the table into a picture.</source>
        <translation>O buraco-qt não encontrou nenhum ecrã onde abrir a janela (o ambiente de trabalho indica o ecrã em DISPLAY ou WAYLAND_DISPLAY). Abre o jogo a partir do teu ambiente de trabalho, ou de um terminal aberto nele. Sem ecrã, buraco-qt --screenshot mesa.png continua a desenhar a mesa numa imagem.</translation>
    </message>
    <message>
        <source>buraco-qt cannot open its window: Qt&apos;s X11 plugin (xcb) needs system libraries that are not installed: {libraries}.</source>
        <translation>O buraco-qt não consegue abrir a janela: o plugin X11 do Qt (xcb) precisa de bibliotecas do sistema que não estão instaladas: {libraries}.</translation>
    </message>
    <message>
        <source>Install them, then start the game again:</source>
        <translation>Instala essas bibliotecas e volta a abrir o jogo:</translation>
    </message>
    <message>
        <source>Your system&apos;s package manager can tell which package holds {libraries}.</source>
        <translation>O gestor de pacotes do teu sistema diz-te que pacote contém {libraries}.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>clubs</source>
        <extracomment>Suits and the ranks that are words, written out (&quot;Jack of diamonds&quot;).</extracomment>
        <translation>paus</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ás</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valete</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rei</translation>
    </message>
    <message>
        <source>aces</source>
        <extracomment>The ranks that are words as a set is named by them, in the plural where the language needs it: &quot;the set of kings&quot; (the texts &quot;set of {rank}&quot;, &quot;Set of {rank}&quot; put them in {rank}).</extracomment>
        <translation>ases</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>valetes</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>damas</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>reis</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
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
        <translation>Pessoa</translation>
    </message>
    <message>
        <source>Open seat</source>
        <extracomment>A seat&apos;s kind in the lobby.</extracomment>
        <translation>Lugar livre</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computador: fácil</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computador: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computador: difícil</translation>
    </message>
    <message>
        <source>Computer: CardCol classic</source>
        <translation>Computador: clássico do CardCol</translation>
    </message>
    <message>
        <source>Free: take the whole pile</source>
        <translation>Mole: apanha o descarte todo</translation>
    </message>
    <message>
        <source>Duro: play the top card at once</source>
        <translation>Duro: joga logo a carta de cima</translation>
    </message>
    <message>
        <source>Super-duro: as duro, no jokers, twos in own suit</source>
        <translation>Super-duro: como o duro, sem jokers e com os duques só no seu naipe</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Host a table on this computer</source>
        <extracomment>The longest name the server takes.</extracomment>
        <translation>Abrir uma mesa neste computador</translation>
    </message>
    <message>
        <source>Host a table on a server</source>
        <translation>Abrir uma mesa num servidor</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>O teu &amp;nome:</translation>
    </message>
    <message>
        <source>as your friends will see it</source>
        <translation>como os teus amigos o vão ver</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>&amp;Endereço do servidor:</translation>
    </message>
    <message>
        <source>host:port, e.g. buraco.example.org:8765</source>
        <translation>host:porta, p. ex. buraco.example.org:8765</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source> points</source>
        <translation> pontos</translation>
    </message>
    <message>
        <source>Points to &amp;end the match:</source>
        <translation>Pontos para &amp;terminar a partida:</translation>
    </message>
    <message>
        <source>&amp;Cards per hand:</source>
        <translation>&amp;Cartas por jogador:</translation>
    </message>
    <message>
        <source>Taking the &amp;pile:</source>
        <translation>Regra do d&amp;escarte:</translation>
    </message>
    <message>
        <source>Turn &amp;clock:</source>
        <translation>&amp;Relógio por vez:</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>sem relógio</translation>
    </message>
    <message>
        <source> seconds a turn</source>
        <translation> segundos por vez</translation>
    </message>
    <message>
        <source>empty: a random deal</source>
        <translation>vazio: uma distribuição aleatória</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>4 players, two teams of two</source>
        <translation>4 jogadores, duas equipas de dois</translation>
    </message>
    <message>
        <source>2 players, one against one</source>
        <translation>2 jogadores, um contra um</translation>
    </message>
    <message>
        <source>P&amp;layers:</source>
        <translation>&amp;Jogadores:</translation>
    </message>
    <message>
        <source>A friend (an open seat)</source>
        <translation>Um amigo (lugar livre)</translation>
    </message>
    <message>
        <source>You sit at seat 1. Friends take the open seats with the invite; in the lobby you can still give an open seat to a computer.</source>
        <translation>Sentas-te no lugar 1. Os amigos ocupam os lugares livres com o convite; na sala de espera ainda podes dar um lugar livre ao computador.</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Abrir a mesa</translation>
    </message>
    <message>
        <source>Give your name: the others see it at the table.</source>
        <translation>Escreve o teu nome: os outros veem-no na mesa.</translation>
    </message>
    <message>
        <source>The server&apos;s address is not an address: write it as host:port.</source>
        <translation>O endereço do servidor não é válido: escreve-o como host:porta.</translation>
    </message>
    <message>
        <source>Seat {n} · your partner</source>
        <translation>Lugar {n} · o teu parceiro</translation>
    </message>
    <message>
        <source>Seat {n} · an opponent</source>
        <translation>Lugar {n} · um adversário</translation>
    </message>
    <message>
        <source>Seat {n} · your opponent</source>
        <translation>Lugar {n} · o teu adversário</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Quem joga</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>With several people, the screen is passed from one to the next: each sees only their own cards.</source>
        <translation>Com várias pessoas, o ecrã passa de uma para a outra: cada uma só vê as suas cartas.</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Dar as cartas</translation>
    </message>
    <message>
        <source>Seat {n} · team {team}</source>
        <translation>Lugar {n} · equipa {team}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jogador {number}</translation>
    </message>
    <message>
        <source>Clean canastas</source>
        <extracomment>Score-sheet row labels, keyed by the engine&apos;s item names (`HandScore.rows()`).</extracomment>
        <translation>Canastas limpas</translation>
    </message>
    <message>
        <source>Dirty canastas</source>
        <translation>Canastas sujas</translation>
    </message>
    <message>
        <source>Semi-clean canastas</source>
        <translation>Canastas semilimpas</translation>
    </message>
    <message>
        <source>Royal canastas</source>
        <translation>Canastas reais</translation>
    </message>
    <message>
        <source>Ace-to-ace canastas</source>
        <translation>Canastas de ás a ás</translation>
    </message>
    <message>
        <source>Wild canastas (clean)</source>
        <translation>Canastas de jokers e duques (limpas)</translation>
    </message>
    <message>
        <source>Wild canastas</source>
        <translation>Canastas de jokers e duques</translation>
    </message>
    <message>
        <source>Canastas of twos</source>
        <translation>Canastas de duques</translation>
    </message>
    <message>
        <source>Clean canastas of aces</source>
        <translation>Canastas limpas de ases</translation>
    </message>
    <message>
        <source>Dirty canastas of aces</source>
        <translation>Canastas sujas de ases</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Cartas na mesa</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Cartas na mão</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Batida</translation>
    </message>
    <message>
        <source>Reserve (buraco / morto)</source>
        <translation>Morto (buraco)</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalizações</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Total da ronda</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Total da partida</translation>
    </message>
    <message>
        <source>Canastas ({kind})</source>
        <translation>Canastas ({kind})</translation>
    </message>
    <message>
        <source>Match totals hand by hand</source>
        <translation>Totais da partida, ronda a ronda</translation>
    </message>
    <message>
        <source>target {points}</source>
        <translation>objetivo {points}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <extracomment>Replay: the hand the sheet shows, on the table again (the replay view). Play this deal again: a new match whose first hand is the deal of the hand the sheet shows.</extracomment>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Match totals, hand by hand</source>
        <translation>Totais da partida, ronda a ronda</translation>
    </message>
    <message>
        <source>Points of the last hand and of the match</source>
        <translation>Pontos da última ronda e da partida</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>{text} {deal}.</source>
        <translation>{text} {deal}.</translation>
    </message>
    <message numerus="yes">
        <source>You took %n hint(s) this match.</source>
        <translation>
            <numerusform>Pediste %n sugestão nesta partida.</numerusform>
            <numerusform>Pediste %n sugestões nesta partida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took %n hint(s) this match.</source>
        <translation>
            <numerusform>{name} pediu %n sugestão nesta partida.</numerusform>
            <numerusform>{name} pediu %n sugestões nesta partida.</numerusform>
        </translation>
    </message>
    <message>
        <source>{a} to {b}</source>
        <extracomment>How the window plays a saved match: play(game, seats, names, ai_seed, resumed=..., hints=...). Errors that say nothing is wrong inside the file: it is left where it is. Errors that say a file chosen in Open… is something else than a saved match (a text, a picture, another JSON file): the player&apos;s file is left where it is too.</extracomment>
        <translation>{a} a {b}</translation>
    </message>
    <message>
        <source>This saved match cannot be opened: {reason}.</source>
        <translation>Não é possível abrir esta partida guardada: {reason}.</translation>
    </message>
    <message>
        <source>The match cannot be saved automatically in {folder}: {error}</source>
        <translation>Não é possível guardar a partida automaticamente em {folder}: {error}</translation>
    </message>
    <message>
        <source>The match saved last cannot be opened: {reason}. It is left where it is, and this window does not save its match automatically.</source>
        <translation>Não é possível abrir a última partida guardada: {reason}. Fica onde está, e esta janela não guarda a partida automaticamente.</translation>
    </message>
    <message>
        <source>The match saved last cannot be opened: {reason}. It cannot be moved aside either, so this window does not save its match automatically.</source>
        <translation>Não é possível abrir a última partida guardada: {reason}. Também não é possível mudá-la de sítio, por isso esta janela não guarda a partida automaticamente.</translation>
    </message>
    <message>
        <source>The match saved last cannot be opened: {reason}. It was moved to {path}. A new match starts.</source>
        <translation>Não é possível abrir a última partida guardada: {reason}. Foi movida para {path}. Começa uma nova partida.</translation>
    </message>
    <message>
        <source>The match cannot be saved automatically: the folder {folder} cannot be written ({error}). Use Game → Save as… to keep it.</source>
        <translation>Não é possível guardar a partida automaticamente: não é possível escrever na pasta {folder} ({error}). Para a guardares, usa Jogo → Guardar como…</translation>
    </message>
    <message>
        <source>A match is already open in another Buraco window. This window plays a new match that is not saved automatically: use Game → Save as… to keep it.</source>
        <translation>Já há uma partida aberta noutra janela do Buraco. Nesta janela joga-se uma nova partida, que não é guardada automaticamente: para a guardares, usa Jogo → Guardar como…</translation>
    </message>
    <message>
        <source>This saved match cannot be opened: it could not be played on ({error}). The match in play goes on.</source>
        <translation>Não é possível abrir esta partida guardada: não foi possível continuar a jogá-la ({error}). A partida em curso continua.</translation>
    </message>
    <message>
        <source>The match saved last could not be played on ({error}). It is left where it is, and this window does not save its match automatically. A new match starts.</source>
        <translation>Não foi possível continuar a última partida guardada ({error}). Fica onde está, e esta janela não guarda a partida automaticamente. Começa uma nova partida.</translation>
    </message>
    <message>
        <source>The match saved last could not be played on ({error}). It was moved to {path}. A new match starts.</source>
        <translation>Não foi possível continuar a última partida guardada ({error}). Foi movida para {path}. Começa uma nova partida.</translation>
    </message>
    <message>
        <source>The match saved last could not be played on ({error}). A new match starts.</source>
        <translation>Não foi possível continuar a última partida guardada ({error}). Começa uma nova partida.</translation>
    </message>
    <message>
        <source>Continue the match of {date} ({variant}, {score})?</source>
        <translation>Continuar a partida de {date} ({variant}, {score})?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Buraco matches (*.buraco)</source>
        <extracomment>The replay view closed: the match in play goes on. The replay view open now (None: none). The question before a new match replaces the one in progress (Play this deal again).</extracomment>
        <translation>Partidas de Buraco (*.buraco)</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Guardar a partida</translation>
    </message>
    <message>
        <source>Buraco {date}</source>
        <translation>Buraco {date}</translation>
    </message>
    <message>
        <source>The match could not be saved to {path}: {error}</source>
        <translation>Não foi possível guardar a partida em {path}: {error}</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Abrir uma partida guardada</translation>
    </message>
    <message>
        <source>Replace the match in progress with the match of {date} ({variant}, {score})?</source>
        <translation>Substituir a partida em curso pela partida de {date} ({variant}, {score})?</translation>
    </message>
    <message>
        <source>To keep the match in progress, save it first with Game → Save as…</source>
        <translation>Para não perderes a partida em curso, guarda-a primeiro em Jogo → Guardar como…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>This saved match cannot be opened: {reason}. It was moved to {path}.</source>
        <translation>Não é possível abrir esta partida guardada: {reason}. Foi movida para {path}.</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Próxima ronda</translation>
    </message>
    <message>
        <source>{points}  ({count}×)</source>
        <translation>{points}  ({count}×)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <source>You won the match by {points} points!</source>
        <translation>Ganhaste a partida por {points} pontos!</translation>
    </message>
    <message>
        <source>Your team won the match by {points} points!</source>
        <translation>A tua equipa ganhou a partida por {points} pontos!</translation>
    </message>
    <message>
        <source>{team} won the match by {points} points!</source>
        <translation>Vitória de {team} por {points} pontos!</translation>
    </message>
    <message numerus="yes">
        <source>Final score: {a} {pa} — {b} {pb}, after %n hand(s).</source>
        <translation>
            <numerusform>Resultado final: {a} {pa} — {b} {pb}, ao fim de %n ronda.</numerusform>
            <numerusform>Resultado final: {a} {pa} — {b} {pb}, ao fim de %n rondas.</numerusform>
        </translation>
    </message>
    <message>
        <source>No hand has been scored yet.</source>
        <translation>Ainda não terminou nenhuma ronda.</translation>
    </message>
    <message>
        <source>Hand {number} is over</source>
        <translation>Fim da ronda {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Bateste.</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>{name} bateu.</translation>
    </message>
    <message>
        <source>The match ends at {target} points.</source>
        <translation>A partida termina aos {target} pontos.</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Pequeno</translation>
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
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Buraco (the game&apos;s own)</source>
        <translation>Buraco (do próprio jogo)</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>A language was chosen in the list (its code; &quot;&quot; = the system&apos;s): the window speaks it at once. The fields of `Settings` the dialog shows and `apply_to` writes.</extracomment>
        <translation>Definições</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>instantâneo</translation>
    </message>
    <message>
        <source>Computer &amp;delay:</source>
        <translation>&amp;Pausa do computador:</translation>
    </message>
    <message>
        <source>How long each computer move stays on screen (CardCol: {ms} ms; 0 = instant).</source>
        <translation>Quanto tempo cada lance do computador fica no ecrã (CardCol: {ms} ms; 0 = instantâneo).</translation>
    </message>
    <message>
        <source>&amp;Animate the cards</source>
        <translation>&amp;Animar as cartas</translation>
    </message>
    <message>
        <source>Ask before discarding the &amp;last card</source>
        <translation>Confirmar antes de descartar a &amp;última carta</translation>
    </message>
    <message>
        <source>Allow &amp;hints (Buraco → Hint)</source>
        <translation>Permitir su&amp;gestões (Buraco → Sugestão)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Baralho:</translation>
    </message>
    <message>
        <source>&amp;Back:</source>
        <translation>&amp;Verso:</translation>
    </message>
    <message>
        <source>Card &amp;size:</source>
        <translation>&amp;Tamanho das cartas:</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (clubs green, diamonds blue)</source>
        <translation>Naipes de &amp;quatro cores (paus a verde, ouros a azul)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Som</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Reproduzir &amp;sons</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>Volu&amp;me:</translation>
    </message>
    <message>
        <source>Qt Multimedia is installed, but the system library {library} it needs is missing, so the game plays without sound. To hear the sounds, install it:</source>
        <translation>O Qt Multimedia está instalado, mas falta a biblioteca do sistema {library} de que precisa, por isso o jogo não tem som. Para ouvires os sons, instala-a:</translation>
    </message>
    <message>
        <source>Qt Multimedia is installed but cannot be loaded, so the game plays without sound: {reason}</source>
        <translation>O Qt Multimedia está instalado, mas não foi possível carregá-lo, por isso o jogo não tem som: {reason}</translation>
    </message>
    <message>
        <source>Qt Multimedia is not installed, so the game plays without sound. To hear the sounds, install it: {command}</source>
        <translation>O Qt Multimedia não está instalado, por isso o jogo não tem som. Para ouvires os sons, instala-o: {command}</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Buraco: something went wrong</source>
        <extracomment>The widest a file&apos;s path is shown (pixels); a longer one scrolls in its field. Errors that happened after the one told, while the box was open.</extracomment>
        <translation>Buraco: algo correu mal</translation>
    </message>
    <message>
        <source>Sorry: something went wrong in the game.</source>
        <translation>Pedimos desculpa: algo correu mal no jogo.</translation>
    </message>
    <message>
        <source>An unexpected error interrupted the game. It is a fault in the program, not in anything you did.</source>
        <translation>Um erro inesperado interrompeu o jogo. A falha é do programa, não de algo que tenhas feito.</translation>
    </message>
    <message>
        <source>Your match was saved, so nothing of it is lost:</source>
        <translation>A tua partida foi guardada, por isso não perdeste nada:</translation>
    </message>
    <message>
        <source>Your match could not be saved.</source>
        <translation>Não foi possível guardar a tua partida.</translation>
    </message>
    <message>
        <source>What happened is written in the log. If you report the problem, please attach this file and your saved match:</source>
        <translation>O que aconteceu ficou escrito no ficheiro de registo. Se nos comunicares o problema, anexa este ficheiro e a tua partida guardada, por favor:</translation>
    </message>
    <message>
        <source>No log file could be written: what happened was written to the terminal only.</source>
        <translation>Não foi possível criar o ficheiro de registo: o que aconteceu ficou escrito apenas no terminal.</translation>
    </message>
    <message>
        <source>Open the log&apos;s folder</source>
        <translation>Abrir a pasta do registo</translation>
    </message>
    <message>
        <source>Continue shows the table again as the match stands. Quit closes the game.</source>
        <translation>«Continuar» volta a mostrar a mesa com a partida tal como está. «Sair» fecha o jogo.</translation>
    </message>
    <message>
        <source>The error keeps coming back, so the game cannot go on. Please quit and start it again.</source>
        <translation>O erro continua a repetir-se, por isso o jogo não pode continuar. Sai e volta a abrir o jogo, por favor.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message numerus="yes">
        <source>%n more error(s) happened while this message was open.</source>
        <translation>
            <numerusform>Ocorreu mais %n erro enquanto esta mensagem estava aberta.</numerusform>
            <numerusform>Ocorreram mais %n erros enquanto esta mensagem estava aberta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Matches played</source>
        <extracomment>The rows of a tally, in the order shown.</extracomment>
        <translation>Partidas jogadas</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partidas ganhas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taxa de vitórias</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Maior série de vitórias</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Rondas jogadas</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Rondas ganhas</translation>
    </message>
    <message>
        <source>Average points per hand</source>
        <translation>Média de pontos por ronda</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Melhor ronda</translation>
    </message>
    <message>
        <source>Canastas of wild cards</source>
        <translation>Canastas de jokers e duques</translation>
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
        <translation>Clássico do CardCol</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contra o computador</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganhas</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>As tuas estatísticas</translation>
    </message>
    <message>
        <source>Your team&apos;s results in the matches you play at this screen against the computer. Matches of people on both teams, and of computers alone, are not counted.</source>
        <translation>Os resultados da tua equipa nas partidas que jogas neste ecrã contra o computador. Não contam as partidas com pessoas nas duas equipas nem as que o computador joga sozinho.</translation>
    </message>
    <message>
        <source>No hand has been counted yet: play a hand, and its result will be here.</source>
        <translation>Ainda não há nenhuma ronda registada: joga uma ronda e o resultado aparece aqui.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>Pôr a &amp;zero…</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Todas as variantes</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Pôr as estatísticas a zero?</translation>
    </message>
    <message>
        <source>Forget every match and hand counted so far? This cannot be undone.</source>
        <translation>Apagar todas as partidas e rondas registadas até agora? Não é possível anular esta ação.</translation>
    </message>
    <message>
        <source>Invite your friends with this line:</source>
        <translation>Convida os teus amigos com esta linha:</translation>
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
        <translation>Endereço: {address} · Código de convite: {code}</translation>
    </message>
    <message>
        <source>Friends on this computer&apos;s network (the same Wi-Fi or cable) join with it: Game → Play online… → Join a table. From elsewhere, your router must let port {port} through to this computer.</source>
        <translation>Os amigos na rede deste computador (a mesma rede Wi-Fi ou cabo) entram com ele: Jogo → Jogar online… → Entrar numa mesa. De fora, o teu router tem de deixar passar a porta {port} para este computador.</translation>
    </message>
    <message>
        <source>This computer has no address on a network: the invite works only here (127.0.0.1). Connect it to a network and host again, or give your friends its address yourself.</source>
        <translation>Este computador não tem endereço em nenhuma rede: o convite só funciona aqui (127.0.0.1). Liga-o a uma rede e abre a mesa outra vez, ou dá tu mesmo o endereço aos teus amigos.</translation>
    </message>
    <message>
        <source>Friends paste it in Game → Play online… → Join a table.</source>
        <translation>Os amigos colam-na em Jogo → Jogar online… → Entrar numa mesa.</translation>
    </message>
    <message>
        <source>The table&apos;s invite</source>
        <translation>O convite da mesa</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Entrar numa mesa</translation>
    </message>
    <message>
        <source>&amp;Invite:</source>
        <translation>&amp;Convite:</translation>
    </message>
    <message>
        <source>paste it here: buraco://…</source>
        <translation>cola-o aqui: buraco://…</translation>
    </message>
    <message>
        <source>or the server&apos;s address and the table&apos;s code:</source>
        <translation>ou o endereço do servidor e o código da mesa:</translation>
    </message>
    <message>
        <source>host:port</source>
        <translation>host:porta</translation>
    </message>
    <message>
        <source>Invite &amp;code:</source>
        <translation>&amp;Código de convite:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Entrar</translation>
    </message>
    <message>
        <source>This is not an invite: it looks like buraco://192.168.1.20:8765/ABCDEFGHJKLM, or give the server&apos;s address and the code.</source>
        <translation>Isto não é um convite: tem este aspeto: buraco://192.168.1.20:8765/ABCDEFGHJKLM; ou indica o endereço do servidor e o código.</translation>
    </message>
    <message>
        <source>The table&apos;s lobby</source>
        <extracomment>The host gives seat `seat` the kind (`&quot;open&quot;`, `&quot;ai:&lt;level&gt;&quot;`). A guest moves to the open seat `seat`. The host starts the match. Leave the table.</extracomment>
        <translation>A sala de espera da mesa</translation>
    </message>
    <message>
        <source>Partners sit across the table from each other.</source>
        <translation>Os parceiros sentam-se frente a frente.</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Sair da mesa</translation>
    </message>
    <message>
        <source>&amp;Start the match</source>
        <translation>&amp;Começar a partida</translation>
    </message>
    <message>
        <source>The host starts the match.</source>
        <translation>O anfitrião começa a partida.</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} jogadores</translation>
    </message>
    <message>
        <source>turn clock: {seconds} s</source>
        <translation>relógio: {seconds} s por vez</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>O teu parceiro</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversário</translation>
    </message>
    <message>
        <source>{role} · seat {n}</source>
        <translation>{role} · lugar {n}</translation>
    </message>
    <message>
        <source>{role} · host</source>
        <translation>{role} · anfitrião</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Um jogador</translation>
    </message>
    <message>
        <source>away: a computer plays the seat</source>
        <translation>ausente: o computador joga no lugar</translation>
    </message>
    <message>
        <source>● connected</source>
        <translation>● ligado</translation>
    </message>
    <message>
        <source>○ not connected</source>
        <translation>○ sem ligação</translation>
    </message>
    <message>
        <source>waiting for a friend to join</source>
        <translation>à espera de que entre um amigo</translation>
    </message>
    <message>
        <source>a computer plays this seat</source>
        <translation>o computador joga neste lugar</translation>
    </message>
    <message>
        <source>Sit &amp;here</source>
        <translation>Sentar-me &amp;aqui</translation>
    </message>
    <message>
        <source>Play online</source>
        <extracomment>The player chose: &quot;here&quot;, &quot;server&quot;, &quot;join&quot; or &quot;resume&quot;.</extracomment>
        <translation>Jogar online</translation>
    </message>
    <message>
        <source>Play with friends at other computers: one of you hosts a table, the others join it with its invite.</source>
        <translation>Joga com amigos noutros computadores: um de vocês abre uma mesa e os outros entram com o convite.</translation>
    </message>
    <message>
        <source>&amp;Host a table on this computer…</source>
        <translation>&amp;Abrir uma mesa neste computador…</translation>
    </message>
    <message>
        <source>This computer keeps the table while you play: friends on your network join with the invite it shows.</source>
        <translation>Este computador mantém a mesa enquanto jogas: os amigos na tua rede entram com o convite que ele mostra.</translation>
    </message>
    <message>
        <source>Host a table on a &amp;server…</source>
        <translation>Abrir uma mesa num &amp;servidor…</translation>
    </message>
    <message>
        <source>A buraco-server that is running elsewhere (a friend&apos;s, a club&apos;s) keeps the table: give its address.</source>
        <translation>Um buraco-server a correr noutro lado (de um amigo, de um clube) mantém a mesa: indica o endereço dele.</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Entrar numa mesa…</translation>
    </message>
    <message>
        <source>Paste the invite a friend sent you.</source>
        <translation>Cola o convite que um amigo te mandou.</translation>
    </message>
    <message>
        <source>&amp;Resume the online table</source>
        <translation>&amp;Voltar à mesa online</translation>
    </message>
    <message>
        <source>Go back to your seat at the table you left.</source>
        <translation>Volta ao teu lugar na mesa que deixaste.</translation>
    </message>
    <message>
        <source>Each person plays from their own computer: two people at one screen cannot share a seat at an online table.</source>
        <translation>Cada pessoa joga a partir do seu computador: duas pessoas no mesmo ecrã não podem partilhar uma mesa online.</translation>
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
        <translation>morto</translation>
    </message>
    <message>
        <source>The other players&apos; hands, face down: your partner&apos;s in the middle, the opponents&apos; on either side.</source>
        <translation>As mãos dos outros jogadores, viradas para baixo: a do teu parceiro ao meio, as dos adversários dos lados.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s hand, face down.</source>
        <translation>A mão do teu adversário, virada para baixo.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>A mesa</translation>
    </message>
    <message>
        <source>The stock: click it to draw a card.</source>
        <translation>O monte: clica nele para comprar uma carta.</translation>
    </message>
    <message>
        <source>The discard pile: click it, or drag it to your hand, to take it.</source>
        <translation>O descarte: para o apanhares, clica nele ou arrasta-o para a tua mão.</translation>
    </message>
    <message>
        <source>Your hand: click cards to select them.</source>
        <translation>A tua mão: clica nas cartas para as selecionares.</translation>
    </message>
    <message>
        <source>New meld: drop cards here to lay down a new meld.</source>
        <translation>Novo jogo: solta aqui as cartas para baixares um jogo novo.</translation>
    </message>
    <message>
        <source>Your team&apos;s melds, beside your team&apos;s panel (names, points, the {reserve} while it waits, closed canastas). Drop cards on a meld to add them.</source>
        <translation>Os jogos da tua equipa, ao lado do painel da equipa (nomes, pontos, o {reserve} enquanto não é apanhado, canastas fechadas). Solta cartas num jogo para as acrescentares.</translation>
    </message>
    <message>
        <source>The other team&apos;s melds and panel.</source>
        <translation>Os jogos e o painel da outra equipa.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>A tua vez</translation>
    </message>
    <message>
        <source>Draw: click the stock, or take the discard pile. Where the rules want a meld with the pile&apos;s top card, select those cards in your hand first, or drop the pile on one of your team&apos;s melds.</source>
        <translation>Comprar: clica no monte ou apanha o descarte. Se as regras obrigarem a baixar a carta de cima do descarte, seleciona primeiro as cartas da tua mão com que a vais baixar, ou solta o descarte num dos jogos da tua equipa.</translation>
    </message>
    <message>
        <source>Meld: click cards of your hand to select them (they rise), then drag them onto New meld or onto one of your team&apos;s melds. Wild cards find their place by themselves.</source>
        <translation>Baixar: clica nas cartas da tua mão para as selecionares (ficam levantadas) e depois arrasta-as para «Novo jogo» ou para um dos jogos da tua equipa. Os jokers e os duques vão sozinhos para o lugar certo.</translation>
    </message>
    <message>
        <source>Discard: drag one card onto the discard pile, or double-click it. That ends your turn.</source>
        <translation>Descartar: arrasta uma carta para o descarte ou faz duplo clique nela. Assim terminas a tua vez.</translation>
    </message>
    <message>
        <source>The status bar says what to do next and, when a move is not allowed, why. Help → Rules explains the rules of the game being played.</source>
        <translation>A barra de estado diz o que fazer a seguir e, quando um lance não é permitido, porquê. Em Ajuda → Regras encontras as regras da partida em curso.</translation>
    </message>
    <message>
        <source>With the mouse</source>
        <translation>Com o rato</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Clicar</translation>
    </message>
    <message>
        <source>the stock: draw; the discard pile: take it; a card of your hand: select it or put it back</source>
        <translation>no monte: comprar; no descarte: apanhá-lo; numa carta da tua mão: selecioná-la ou voltar a pô-la no lugar</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Duplo clique</translation>
    </message>
    <message>
        <source>a card of your hand: discard it</source>
        <translation>numa carta da tua mão: descartá-la</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Arrastar</translation>
    </message>
    <message>
        <source>selected cards (or one card) onto New meld, onto a meld of your team, or onto the discard pile; a card along your hand to put it elsewhere; the discard pile to your hand or onto a meld to take it</source>
        <translation>as cartas selecionadas (ou uma só carta) para «Novo jogo», para um jogo da tua equipa ou para o descarte; uma carta ao longo da tua mão, para a mudar de lugar; o descarte para a tua mão ou para um jogo, para o apanhar</translation>
    </message>
    <message>
        <source>While dragging</source>
        <translation>Ao arrastar</translation>
    </message>
    <message>
        <source>the places the cards may go light up</source>
        <translation>ficam realçados os sítios para onde as cartas podem ir</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>put the selected cards back, or let go of the cards being dragged</source>
        <translation>voltar a pôr no lugar as cartas selecionadas, ou largar as cartas que estás a arrastar</translation>
    </message>
    <message>
        <source>with friends at one screen: show your cards when the screen says it is your turn</source>
        <translation>com amigos no mesmo ecrã: mostrar as tuas cartas quando o ecrã indicar que é a tua vez</translation>
    </message>
    <message>
        <source>With the keyboard</source>
        <translation>Com o teclado</translation>
    </message>
    <message>
        <source>Every move can be made without the mouse. The first press of any of these keys shows a white ring around the place in focus; a click of the mouse hides it.</source>
        <translation>Todos os lances se podem fazer sem o rato. Quando carregas numa destas teclas pela primeira vez, aparece um contorno branco à volta do sítio em foco; um clique do rato esconde-o.</translation>
    </message>
    <message>
        <source>move the focus from place to place: the stock, the discard pile, each card of your hand, your team&apos;s melds, New meld, the other team&apos;s melds</source>
        <translation>passar o foco de um sítio para o seguinte: o monte, o descarte, cada carta da tua mão, os jogos da tua equipa, «Novo jogo», os jogos da outra equipa</translation>
    </message>
    <message>
        <source>move the focus along a row, or to the nearest place of the row above or below</source>
        <translation>mover o foco ao longo de uma fila, ou para o sítio mais próximo da fila de cima ou de baixo</translation>
    </message>
    <message>
        <source>select the card in focus, or put it back</source>
        <translation>selecionar a carta em foco, ou voltar a pô-la no lugar</translation>
    </message>
    <message>
        <source>play the selected cards on the place in focus: on New meld to lay them down, on a meld of your team to add them, one card on the discard pile to discard it; on the stock, draw; on the discard pile while you draw, take it</source>
        <translation>jogar as cartas selecionadas no sítio em foco: em «Novo jogo», para as baixar; num jogo da tua equipa, para as acrescentar; uma só carta no descarte, para a descartar; no monte, comprar; no descarte, na altura de comprar, apanhá-lo</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>comprar do monte</translation>
    </message>
    <message>
        <source>take the discard pile (with the selected cards, where the rules want a meld with its top card)</source>
        <translation>apanhar o descarte (com as cartas selecionadas, se as regras obrigarem a baixar a carta de cima)</translation>
    </message>
    <message>
        <source>discard the card in focus</source>
        <translation>descartar a carta em foco</translation>
    </message>
    <message>
        <source>With a screen reader, the place in focus is read out as the focus moves (a pile with its count and its top card, a meld with its cards), and every move is announced as the status bar says it.</source>
        <translation>Com um leitor de ecrã, o sítio em foco é lido em voz alta à medida que o foco se desloca (uma pilha com o número de cartas e a carta de cima, um jogo com as suas cartas), e cada lance é anunciado tal como aparece na barra de estado.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Sugestões</translation>
    </message>
    <message>
        <source>Buraco → Hint ({key}) shows what the computer player of level normal would do in your place now: the cards it would play get a dashed magenta ring with an arrow over them (they do not rise: a card that rises is one you selected), the pile or meld they go to glows magenta, and the status bar says the move in words. The hint never plays the move: you do, or you play something else. It is for your turn only. The score sheet counts the hints you took in the match; Settings can turn hints off.</source>
        <translation>Buraco → Sugestão ({key}) mostra o que o computador de nível normal faria agora no teu lugar: as cartas que ele jogaria ficam com um contorno tracejado magenta e uma seta por cima (não sobem: uma carta levantada é uma que tu selecionaste), o sítio para onde iriam (monte, descarte ou jogo) brilha a magenta, e a barra de estado descreve o lance por palavras. A sugestão nunca faz o lance por ti: és tu que o fazes, ou que jogas outra coisa. Só funciona na tua vez. A Pontuação mostra quantas sugestões pediste na partida; nas Definições podes desligar as sugestões.</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Registo de lances</translation>
    </message>
    <message>
        <source>Buraco → Move log ({key}) opens a window beside the table that lists every move of this hand in words, the newest last: who drew, which cards each player took from the discard pile, laid down or discarded. It shows what everybody at the table saw, and the card you drew from the stock only in your own moves (never with friends at one screen).</source>
        <translation>Buraco → Registo de lances ({key}) abre, ao lado da mesa, uma janela que descreve por palavras todos os lances desta ronda, o mais recente no fim: quem comprou e que cartas cada jogador apanhou do descarte, baixou ou descartou. Só mostra o que toda a gente à mesa viu: das cartas compradas do monte, só aparecem as tuas, e nunca quando jogas com amigos no mesmo ecrã.</translation>
    </message>
    <message>
        <source>Friends at one screen</source>
        <translation>Amigos no mesmo ecrã</translation>
    </message>
    <message>
        <source>Choose a person for more than one seat in Game → New. Whenever the turn passes to another person, a curtain hides the hands: pass the screen on, and that person clicks to see their cards.</source>
        <translation>Em Jogo → Nova partida, escolhe «Pessoa» para mais do que um lugar. Sempre que a vez passa para outra pessoa, uma cortina tapa as mãos: passa o computador a essa pessoa, que clica para ver as suas cartas.</translation>
    </message>
    <message>
        <source>Replays and deal numbers</source>
        <translation>Rever a ronda e números de distribuição</translation>
    </message>
    <message>
        <source>Every hand has a deal number, on the score sheet and in the move log&apos;s title: with the same rules and the same number of players it deals the same cards. Game → Play deal… starts a deal by its number, and Play this deal again on the score sheet deals the last hand again, so that friends can play the same cards and compare. Replay on the score sheet (or Game → Replay a saved match…) shows the hand move by move with every hand face up: the arrow keys step back and forward, and at each of your moves the status bar says what the computer player of level normal would have done. The match you are playing waits, unchanged.</source>
        <translation>Cada ronda tem um número de distribuição, que aparece na pontuação e no título do registo de lances: com as mesmas regras e o mesmo número de jogadores, dá as mesmas cartas. Jogo → Jogar uma distribuição… começa uma distribuição pelo seu número, e «Jogar esta distribuição outra vez» na pontuação volta a dar as cartas da última ronda, para que os teus amigos joguem com as mesmas cartas e comparem. «Rever» na pontuação (ou Jogo → Rever uma partida guardada…) mostra a ronda lance a lance, com todas as mãos à vista: as setas do teclado andam para trás e para a frente, e em cada lance teu a barra de estado diz o que o computador de nível normal teria feito. A partida que estás a jogar fica à espera tal como estava.</translation>
    </message>
    <message>
        <source>Playing online</source>
        <translation>Jogar online</translation>
    </message>
    <message>
        <source>With Game → Play online… friends at other computers play one match together. One of you hosts a table (on this computer, or on a server) and sends the others the invite line the lobby shows; they choose Join a table… and paste it. The host starts the match once everybody is seated: the computer plays the seats still open. If the connection drops, the game connects again by itself, and meanwhile a computer plays your seat. Game → Leave the online table brings your own match back.</source>
        <translation>Com Jogo → Jogar online… amigos noutros computadores jogam juntos uma mesma partida. Um de vocês abre uma mesa (neste computador ou num servidor) e envia aos outros a linha do convite que aparece na sala de espera; eles escolhem «Entrar numa mesa…» e colam o convite. Quem abriu a mesa começa a partida quando estiverem todos sentados: o computador joga nos lugares que ainda estiverem livres. Se a ligação cair, o jogo volta a ligar-se sozinho e, entretanto, o computador joga no teu lugar. Jogo → Sair da mesa online traz de volta a tua própria partida.</translation>
    </message>
    <message>
        <source>How to play: {variant}</source>
        <extracomment>The page&apos;s sections, in order: each writes one part of the page for the window it explains.</extracomment>
        <translation>Como jogar: {variant}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
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
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
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
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Repor predefinições</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sim</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Não</translation>
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
        <translation>Espaço</translation>
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
        <translation>Esquerda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Direita</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fim</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>a new meld needs at least three cards</source>
        <translation>um jogo novo precisa de pelo menos três cartas</translation>
    </message>
    <message>
        <source>choose at least one card</source>
        <translation>escolhe pelo menos uma carta</translation>
    </message>
    <message>
        <source>a run must be all of one suit</source>
        <translation>uma sequência tem de ser toda do mesmo naipe</translation>
    </message>
    <message>
        <source>a run cannot hold {card} twice</source>
        <translation>uma sequência não pode ter {card} duas vezes</translation>
    </message>
    <message>
        <source>the run has gaps that its wild cards cannot fill</source>
        <translation>a sequência tem lacunas que os jokers e duques não conseguem preencher</translation>
    </message>
    <message>
        <source>{high}-A-{low} does not wrap: the ace is either low or high</source>
        <translation>{high}-A-{low} não dá a volta: o ás fica no início ou no fim da sequência</translation>
    </message>
    <message>
        <source>a run cannot be that long</source>
        <translation>uma sequência não pode ser tão comprida</translation>
    </message>
    <message>
        <source>a run from ace to ace is not allowed in this variant</source>
        <translation>nesta variante não é permitida uma sequência de ás a ás</translation>
    </message>
    <message>
        <source>a run or set may hold only one wild card</source>
        <translation>uma sequência ou trinca só pode ter um joker ou duque</translation>
    </message>
    <message>
        <source>a new meld needs at least two natural cards</source>
        <translation>um jogo novo precisa de pelo menos duas cartas naturais</translation>
    </message>
    <message>
        <source>sets of one rank are not allowed in this variant: only runs</source>
        <translation>nesta variante não há trincas: só sequências</translation>
    </message>
    <message>
        <source>the only sets allowed in this variant are sets of aces</source>
        <translation>nesta variante, as únicas trincas permitidas são as de ases</translation>
    </message>
    <message>
        <source>a set holds cards of one rank only</source>
        <translation>uma trinca só pode ter cartas do mesmo valor</translation>
    </message>
    <message>
        <source>a meld of only wild cards is not allowed in this variant</source>
        <translation>nesta variante não são permitidos jogos só de jokers e duques</translation>
    </message>
    <message>
        <source>a meld of wild cards may hold only twos and at most one joker</source>
        <translation>um jogo de jokers e duques só pode ter duques e no máximo um joker</translation>
    </message>
    <message>
        <source>a meld of wild cards cannot take a natural card</source>
        <translation>um jogo de jokers e duques não aceita cartas naturais</translation>
    </message>
    <message>
        <source>a 2 can only be used in a run of its own suit</source>
        <translation>um duque só pode ser usado numa sequência do seu naipe</translation>
    </message>
    <message>
        <source>these cards do not make a run or a set</source>
        <translation>estas cartas não formam uma sequência nem uma trinca</translation>
    </message>
    <message>
        <source>a closed canasta cannot grow</source>
        <translation>uma canasta fechada não pode crescer</translation>
    </message>
    <message>
        <source>a meld may hold at most {limit} cards in this variant</source>
        <translation>nesta variante, um jogo pode ter no máximo {limit} cartas</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>não é a tua vez</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>a ronda terminou</translation>
    </message>
    <message>
        <source>draw from the stock or take the discard pile first</source>
        <translation>primeiro compra do monte ou apanha o descarte</translation>
    </message>
    <message>
        <source>you have already drawn this turn</source>
        <translation>já compraste nesta jogada</translation>
    </message>
    <message>
        <source>the stock is empty</source>
        <translation>o monte está vazio</translation>
    </message>
    <message>
        <source>the discard pile is empty</source>
        <translation>o descarte está vazio</translation>
    </message>
    <message>
        <source>a wild card on top of the discard pile cannot be taken</source>
        <translation>não se pode apanhar o descarte com um joker ou um duque em cima</translation>
    </message>
    <message>
        <source>to take the pile you must meld its top card with a natural pair from your hand</source>
        <translation>para apanhares o descarte, tens de baixar a carta de cima com um par natural da tua mão</translation>
    </message>
    <message>
        <source>to take the pile you must play its top card at once, in a new meld or on one of your team&apos;s melds</source>
        <translation>para apanhares o descarte, tens de jogar logo a carta de cima, num jogo novo ou num jogo da tua equipa</translation>
    </message>
    <message>
        <source>take the whole pile: no meld is needed</source>
        <translation>apanha o descarte todo: não é preciso baixar nenhum jogo</translation>
    </message>
    <message>
        <source>the top card must be melded with two natural cards, no wild card</source>
        <translation>a carta de cima tem de ir para a mesa com duas cartas naturais, sem jokers nem duques</translation>
    </message>
    <message>
        <source>{cards} not in your hand</source>
        <translation>a tua mão não tem {cards}</translation>
    </message>
    <message>
        <source>your team has no such meld</source>
        <translation>a tua equipa não tem esse jogo</translation>
    </message>
    <message>
        <source>you cannot discard {card}: you took it from a one-card pile this turn</source>
        <translation>não podes descartar {card}: era a única carta do descarte que apanhaste nesta jogada</translation>
    </message>
    <message>
        <source>your team&apos;s first meld must be worth at least {minimum} points (now {points}): meld more or undo</source>
        <translation>a primeira descida da tua equipa tem de valer pelo menos {minimum} pontos (agora: {points}): baixa mais ou anula</translation>
    </message>
    <message>
        <source>your team&apos;s first meld must be worth at least {minimum} points (now {points}) before you take the reserve</source>
        <translation>a primeira descida da tua equipa tem de valer pelo menos {minimum} pontos (agora: {points}) antes de apanhares o morto</translation>
    </message>
    <message>
        <source>you cannot take the pile now: with it you could not lay the {minimum} points your team&apos;s first meld needs</source>
        <translation>não podes apanhar o descarte agora: com ele, não conseguirias baixar os {minimum} pontos que a primeira descida da tua equipa exige</translation>
    </message>
    <message>
        <source>you cannot go out yet: your team needs a canasta first</source>
        <translation>ainda não podes bater: a tua equipa precisa primeiro de uma canasta</translation>
    </message>
    <message>
        <source>you cannot go out yet: your team needs a clean canasta first</source>
        <translation>ainda não podes bater: a tua equipa precisa primeiro de uma canasta limpa</translation>
    </message>
    <message>
        <source>you cannot go out while your team has an unfinished meld of wild cards</source>
        <translation>não podes bater enquanto a tua equipa tiver um jogo de jokers e duques por acabar</translation>
    </message>
    <message>
        <source>in this variant you go out by discarding your last card, so keep one card</source>
        <translation>nesta variante bate-se a descartar a última carta, por isso guarda uma carta</translation>
    </message>
    <message>
        <source>that would leave you with a card you may not discard</source>
        <translation>assim ficavas com uma carta que não podes descartar</translation>
    </message>
    <message>
        <source>there is nothing to undo this turn</source>
        <translation>não há nada para anular nesta jogada</translation>
    </message>
    <message>
        <source>you may only exchange the first card drawn on the first turn of the hand</source>
        <translation>só podes trocar a primeira carta comprada na primeira jogada da ronda</translation>
    </message>
    <message>
        <source>that is not possible now</source>
        <translation>isso não é possível agora</translation>
    </message>
    <message>
        <source>{text} is not a card</source>
        <translation>{text} não é uma carta</translation>
    </message>
    <message>
        <source>{text} is not a move of the game</source>
        <translation>{text} não é um lance do jogo</translation>
    </message>
    <message>
        <source>the deck of this variant has no {card}</source>
        <translation>o baralho desta variante não tem {card}</translation>
    </message>
    <message>
        <source>the deck of this variant does not hold that many copies of {card}</source>
        <translation>o baralho desta variante não tem tantas cópias de {card}</translation>
    </message>
    <message>
        <source>the file cannot be read: {error}</source>
        <extracomment>The largest file `load` reads (a four-player match to 100 000 points is far below 1 MB). The longest name and option text a file may hold, and the most options. A player&apos;s name is held to the same length wherever it is given (the command line, the settings), so that it saves and opens again. The most hints a seat can have taken in a file (far above any match). The seat kinds a table may have: a person, or a computer of a level.</extracomment>
        <translation>não foi possível ler o ficheiro: {error}</translation>
    </message>
    <message>
        <source>this is not a file</source>
        <translation>isto não é um ficheiro</translation>
    </message>
    <message>
        <source>the file is too large to be a saved match ({size} bytes)</source>
        <translation>o ficheiro é demasiado grande para ser uma partida guardada ({size} bytes)</translation>
    </message>
    <message>
        <source>the file is damaged: it is not a saved match in JSON form</source>
        <translation>o ficheiro está danificado: não é uma partida guardada em formato JSON</translation>
    </message>
    <message>
        <source>this is not a buraco-qt saved match</source>
        <translation>isto não é uma partida guardada do buraco-qt</translation>
    </message>
    <message>
        <source>the match was saved by a newer buraco-qt (file version {version}): update buraco-qt to open it</source>
        <translation>a partida foi guardada por uma versão mais recente do buraco-qt (versão do ficheiro {version}): atualiza o buraco-qt para a abrires</translation>
    </message>
    <message>
        <source>the file is damaged: its {field} has a wrong value</source>
        <translation>o ficheiro está danificado: o campo {field} tem um valor errado</translation>
    </message>
    <message>
        <source>the file is damaged: the match in it cannot be played on ({error})</source>
        <translation>o ficheiro está danificado: não é possível continuar a partida que contém ({error})</translation>
    </message>
    <message>
        <source>the file is damaged: its table has {count} seats but its game has {players} players</source>
        <translation>o ficheiro está danificado: a mesa tem {count} lugares, mas a partida tem {players} jogadores</translation>
    </message>
    <message>
        <source>the saved game is not readable text in JSON form</source>
        <translation>a partida guardada não é texto legível em formato JSON</translation>
    </message>
    <message>
        <source>this is not a buraco-qt game</source>
        <translation>isto não é uma partida do buraco-qt</translation>
    </message>
    <message>
        <source>the game was saved in format version {version}, which this version of buraco-qt cannot read</source>
        <translation>a partida foi guardada na versão de formato {version}, que esta versão do buraco-qt não consegue ler</translation>
    </message>
    <message>
        <source>the saved game lacks its {field}</source>
        <translation>falta o campo {field} na partida guardada</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} has a value of the wrong kind</source>
        <translation>o campo {field} da partida guardada tem um valor do tipo errado</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} is out of range: {value}</source>
        <translation>o campo {field} da partida guardada está fora do intervalo permitido: {value}</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} holds something that is not a card</source>
        <translation>o campo {field} da partida guardada contém algo que não é uma carta</translation>
    </message>
    <message>
        <source>the saved game holds cards that the deck does not have: {cards}</source>
        <translation>a partida guardada tem cartas que não existem no baralho: {cards}</translation>
    </message>
    <message>
        <source>the saved game lacks cards of the deck: {cards}</source>
        <translation>faltam cartas do baralho na partida guardada: {cards}</translation>
    </message>
    <message>
        <source>the saved game has a meld that is not legal in this variant: {cards}</source>
        <translation>a partida guardada tem um jogo que não é válido nesta variante: {cards}</translation>
    </message>
    <message>
        <source>the saved game&apos;s move list holds {text}, which is not a move</source>
        <translation>a lista de lances da partida guardada contém {text}, que não é um lance</translation>
    </message>
    <message>
        <source>the saved game&apos;s {field} does not agree with the rest of the game</source>
        <translation>o campo {field} da partida guardada não condiz com o resto da partida</translation>
    </message>
    <message>
        <source>the saved game stops at a position where no move is possible</source>
        <translation>a partida guardada para numa posição em que nenhuma jogada é possível</translation>
    </message>
    <message>
        <source>the saved game&apos;s deck is too small to deal its hands and reserves</source>
        <translation>o baralho da partida guardada é pequeno demais para dar as mãos e os mortos</translation>
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
        <translation>morto</translation>
    </message>
    <message>
        <source>Players and cards</source>
        <translation>Jogadores e cartas</translation>
    </message>
    <message numerus="yes">
        <source>%n joker(s)</source>
        <translation>
            <numerusform>%n joker</numerusform>
            <numerusform>%n jokers</numerusform>
        </translation>
    </message>
    <message>
        <source>no jokers</source>
        <translation>nenhum joker</translation>
    </message>
    <message numerus="yes">
        <source>Four players in two teams (partners sit opposite), or two players. The game uses %n pack(s) of 52 cards and {jokers}: {total} cards.</source>
        <translation>
            <numerusform>Quatro jogadores em duas equipas (os parceiros sentam-se frente a frente) ou dois jogadores. O jogo usa %n baralho de 52 cartas e {jokers}: {total} cartas.</numerusform>
            <numerusform>Quatro jogadores em duas equipas (os parceiros sentam-se frente a frente) ou dois jogadores. O jogo usa %n baralhos de 52 cartas e {jokers}: {total} cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player gets %n card(s). Two more piles of %n card(s), one per team, wait face down: the {reserve}. The rest is the stock.</source>
        <translation>
            <numerusform>Cada jogador recebe %n carta. Dois grupos de %n carta, um para cada equipa, ficam à parte, virados para baixo: cada um é um {reserve}. O resto forma o monte.</numerusform>
            <numerusform>Cada jogador recebe %n cartas. Dois grupos de %n cartas, um para cada equipa, ficam à parte, virados para baixo: cada um é um {reserve}. O resto forma o monte.</numerusform>
        </translation>
    </message>
    <message>
        <source>One card is turned face up to start the discard pile.</source>
        <translation>Vira-se uma carta para cima para começar o descarte.</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>Jokers e duques</translation>
    </message>
    <message>
        <source>Jokers and twos are wild. A two of a run&apos;s own suit standing in the 2 position is a natural card.</source>
        <translation>Os jokers e os duques substituem qualquer carta. Um duque do naipe da sequência, no lugar do 2, conta como carta natural.</translation>
    </message>
    <message>
        <source>Jokers and twos are always wild.</source>
        <translation>Os jokers e os duques substituem sempre qualquer carta.</translation>
    </message>
    <message>
        <source>Twos are wild. A two of a run&apos;s own suit standing in the 2 position is a natural card.</source>
        <translation>Os duques substituem qualquer carta. Um duque do naipe da sequência, no lugar do 2, conta como carta natural.</translation>
    </message>
    <message>
        <source>A two may be used only in a run of its own suit.</source>
        <translation>Um duque só pode ser usado numa sequência do seu naipe.</translation>
    </message>
    <message>
        <source>You never place a wild card yourself: it fills a gap, or stands at the high end of the run (at the low end when the run already ends with the ace).</source>
        <translation>Nunca és tu a escolher onde fica o joker ou o duque: ele preenche uma lacuna ou fica na ponta de cima da sequência (na ponta de baixo quando a sequência já acaba no ás).</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Jogos</translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit in sequence. The ace is low (before the 2) or high (after the king), never in the middle.</source>
        <translation>Uma sequência são três ou mais cartas seguidas do mesmo naipe. O ás fica antes do 2 (baixo) ou depois do rei (alto), nunca no meio.</translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit in sequence. The ace is low (before the 3, since every two is wild) or high (after the king), never in the middle.</source>
        <translation>Uma sequência são três ou mais cartas seguidas do mesmo naipe. O ás fica antes do 3 (baixo, já que os duques substituem qualquer carta) ou depois do rei (alto), nunca no meio.</translation>
    </message>
    <message>
        <source>A run may go from ace to ace.</source>
        <translation>Uma sequência pode ir de ás a ás.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank, any suits.</source>
        <translation>Uma trinca são três ou mais cartas do mesmo valor, de qualquer naipe.</translation>
    </message>
    <message>
        <source>The only sets allowed are sets of aces.</source>
        <translation>As únicas trincas permitidas são as de ases.</translation>
    </message>
    <message>
        <source>Sets are not allowed: runs only.</source>
        <translation>Não há trincas: só sequências.</translation>
    </message>
    <message>
        <source>A run may hold at most one wild card.</source>
        <translation>Uma sequência pode ter no máximo um joker ou duque.</translation>
    </message>
    <message>
        <source>A run or set may hold at most one wild card.</source>
        <translation>Uma sequência ou trinca pode ter no máximo um joker ou duque.</translation>
    </message>
    <message>
        <source>A run or set may hold any number of wild cards, but with two or more it can never become a canasta.</source>
        <translation>Uma sequência ou trinca pode ter quantos jokers e duques quiseres, mas com dois ou mais nunca chega a ser canasta.</translation>
    </message>
    <message>
        <source>Melds made only of wild cards (jokers and twos) are allowed; one left unfinished at the end of the hand costs {points} points.</source>
        <translation>São permitidos jogos só de jokers e duques; cada um que fique por acabar no fim da ronda custa {points} pontos.</translation>
    </message>
    <message>
        <source>Melds made only of twos (with at most one joker) are allowed.</source>
        <translation>São permitidos jogos só de duques (com no máximo um joker).</translation>
    </message>
    <message>
        <source>Once a team has more than {a} points, its first meld of a hand must be worth at least {pa} points; above {b} points, {pb}.</source>
        <translation>Quando uma equipa passa dos {a} pontos, a sua primeira descida de cada ronda tem de valer pelo menos {pa} pontos; acima dos {b} pontos, {pb}.</translation>
    </message>
    <message>
        <source>A meld never holds more than {limit} cards.</source>
        <translation>Um jogo nunca tem mais de {limit} cartas.</translation>
    </message>
    <message>
        <source>You may add cards only to your own team&apos;s melds.</source>
        <translation>Só podes acrescentar cartas aos jogos da tua equipa.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>A jogada</translation>
    </message>
    <message>
        <source>or take the whole discard pile</source>
        <translation>ou apanha o descarte todo</translation>
    </message>
    <message>
        <source>or take the discard pile, but only by playing its top card at once in a meld (new, or one of your team&apos;s); the rest of the pile goes to your hand</source>
        <translation>ou apanha o descarte, mas só se jogares logo a carta de cima num jogo (novo ou da tua equipa); o resto do descarte vai para a tua mão</translation>
    </message>
    <message>
        <source>or take the discard pile, but only if its top card is not wild and you hold a natural pair that makes a meld with it; those three cards go down at once</source>
        <translation>ou apanha o descarte, mas só se a carta de cima não for joker nem duque e tiveres um par natural que forme jogo com ela; essas três cartas vão logo para a mesa</translation>
    </message>
    <message>
        <source>Draw the top card of the stock, {pickup}.</source>
        <translation>Compra a carta de cima do monte, {pickup}.</translation>
    </message>
    <message>
        <source>Lay down new melds and add cards to your team&apos;s melds.</source>
        <translation>Baixa jogos novos e acrescenta cartas aos jogos da tua equipa.</translation>
    </message>
    <message>
        <source>Discard one card: that ends your turn.</source>
        <translation>Descarta uma carta: isso termina a tua jogada.</translation>
    </message>
    <message>
        <source>On the first turn of a hand, the first player may take the single up card without a pair.</source>
        <translation>Na primeira jogada da ronda, o primeiro jogador pode apanhar a única carta virada do descarte sem ter par.</translation>
    </message>
    <message>
        <source>On the first turn of a hand, a player who drew from the stock may discard that card at once and draw another.</source>
        <translation>Na primeira jogada da ronda, quem comprou do monte pode descartar logo essa carta e comprar outra.</translation>
    </message>
    <message>
        <source>Canastas</source>
        <translation>Canastas</translation>
    </message>
    <message>
        <source>it is closed and leaves the table; it can&apos;t grow any more.</source>
        <translation>fecha-se e sai da mesa; já não pode crescer.</translation>
    </message>
    <message>
        <source>it may keep growing.</source>
        <translation>pode continuar a crescer.</translation>
    </message>
    <message>
        <source>A meld of seven or more cards is a canasta: {grows}</source>
        <translation>Um jogo de sete ou mais cartas é uma canasta: {grows}</translation>
    </message>
    <message>
        <source>clean (no wild card)</source>
        <translation>limpa (sem joker nem duque)</translation>
    </message>
    <message>
        <source>dirty (one wild card)</source>
        <translation>suja (com um joker ou duque)</translation>
    </message>
    <message>
        <source>semi-clean (the wild card at an end of the run)</source>
        <translation>semilimpa (o joker ou duque numa das pontas da sequência)</translation>
    </message>
    <message>
        <source>royal (a clean run from ace to king)</source>
        <translation>real (sequência limpa do ás ao rei)</translation>
    </message>
    <message>
        <source>ace to ace (a clean run)</source>
        <translation>de ás a ás (sequência limpa)</translation>
    </message>
    <message>
        <source>of wild cards only, without a joker</source>
        <translation>só de duques, sem joker</translation>
    </message>
    <message>
        <source>of wild cards only, with a joker</source>
        <translation>só de jokers e duques, com joker</translation>
    </message>
    <message>
        <source>of twos only</source>
        <translation>só de duques</translation>
    </message>
    <message>
        <source>{kind}: {points} points</source>
        <translation>{kind}: {points} pontos</translation>
    </message>
    <message>
        <source>a set of aces: {clean} clean, {dirty} dirty</source>
        <translation>trinca de ases: {clean} limpa, {dirty} suja</translation>
    </message>
    <message>
        <source>A canasta scores a bonus on top of its cards&apos; points:</source>
        <translation>Cada canasta vale um bónus, que se soma aos pontos das suas cartas:</translation>
    </message>
    <message>
        <source>The {reserve} and going out</source>
        <translation>O {reserve} e a batida</translation>
    </message>
    <message>
        <source>a clean canasta</source>
        <translation>uma canasta limpa</translation>
    </message>
    <message>
        <source>a canasta</source>
        <translation>uma canasta</translation>
    </message>
    <message>
        <source>When your hand is empty, you take your team&apos;s {reserve}. If you emptied it by melding, you go on playing; if by discarding, you play it from your next turn.</source>
        <translation>Quando a tua mão fica vazia, apanhas o {reserve} da tua equipa. Se a esvaziaste a baixar jogos, continuas a jogar; se foi com o descarte, jogas com ele a partir da tua próxima jogada.</translation>
    </message>
    <message>
        <source>Once the {reserve} is taken, you go out by emptying your hand while your team has {needs}.</source>
        <translation>Depois de apanhado o {reserve}, bates ao esvaziar a mão, desde que a tua equipa tenha {needs}.</translation>
    </message>
    <message>
        <source>The last card must be a discard: you can&apos;t go out by melding.</source>
        <translation>A última carta tem de ser descartada: não se pode bater a baixar jogos.</translation>
    </message>
    <message>
        <source>You can&apos;t go out while your team has an unfinished meld of wild cards.</source>
        <translation>Não podes bater enquanto a tua equipa tiver um jogo de jokers e duques por acabar.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Cards 3 to 7: {low}; 8 to king: {high}; ace: {ace}; two: {two}; joker: {joker}.</source>
        <translation>Cartas de 3 a 7: {low}; do 8 ao rei: {high}; ás: {ace}; duque: {two}; joker: {joker}.</translation>
    </message>
    <message>
        <source>Cards on the table count for your team, cards left in hand count against it.</source>
        <translation>As cartas na mesa contam a favor da tua equipa; as que ficam na mão contam contra.</translation>
    </message>
    <message>
        <source>Going out: {points} points.</source>
        <translation>Batida: {points} pontos.</translation>
    </message>
    <message>
        <source>Taking the {reserve}: {taken} points; never taking it: {missed} points.</source>
        <translation>Apanhar o {reserve}: {taken} pontos; nunca o apanhar: {missed} pontos.</translation>
    </message>
    <message>
        <source>Canasta bonuses come on top of the points of their cards.</source>
        <translation>O bónus de cada canasta soma-se aos pontos das suas cartas.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>A partida</translation>
    </message>
    <message>
        <source>Hands are played until a team has {target} points at the end of a hand; the higher total wins. On a tie, one more hand is played.</source>
        <translation>Jogam-se rondas até uma equipa ter {target} pontos no fim de uma ronda; ganha o total mais alto. Em caso de empate, joga-se mais uma ronda.</translation>
    </message>
    <message>
        <source>The words of Buraco</source>
        <translation>O vocabulário do Buraco</translation>
    </message>
    <message>
        <source>Some words of the game stay as its players say them. Each team&apos;s reserve pile, waiting face down until a player&apos;s hand is empty, is the buraco in CardCol and in Venezuela (hence the name of the game) and the morto, the dead one, in Brazil. A canasta is a meld of seven cards or more: clean without a wild card, dirty with one; in CardCol a canasta closes and leaves the table, and players call it a cerrado. In Venezuela a joker is a mono. Going out is bater in Brazil and batir in Venezuela.</source>
        <translation>O morto é o grupo de cartas de reserva de cada equipa, que se apanha quando se fica sem cartas na mão; no Buraco do CardCol, que vem da Venezuela, chama-se buraco, e foi daí que o jogo tirou o nome. Uma canasta (no Brasil, canastra; no CardCol, em espanhol, cerrado) é um jogo de sete ou mais cartas: limpa se não tem joker nem duque, suja se tem um. O joker e, em quase todas as variantes, o duque substituem qualquer outra carta (no Brasil chamam-lhes curingão e curinguinha). Bater é ficar sem cartas na mão: a primeira vez dá o morto, e depois de apanhado o morto a batida termina a ronda. Mole, duro e super-duro são as regras brasileiras para apanhar o descarte, e STBL quer dizer «sem trinca, bate limpo».</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>You</source>
        <extracomment>The level of the computer player whose choice a hint shows.</extracomment>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jogador {number}</translation>
    </message>
    <message>
        <source>A new game: {variant}</source>
        <extracomment>Once per move: the `TableSnapshot` the screen draws, with the move&apos;s `outcome` (None: no move, e.g. a recovery) and what happened for the status bar (`message`, None: nothing new to say). A request was refused; the argument is the translated reason. The hand is over (phase &quot;hand_over&quot;); the match is over (&quot;match_over&quot;). True while a computer seat is deciding or its move is pending. The answer to `ask_hint`: the seat and the action the `normal` computer player would play there. Where the computer players think (hints too): a worker process, or threads for tests. Hotseat: who sits at the screen, and so whose cards a snapshot may hold. The match as it runs, without Qt: whose turn, the computer seats asked and paced, the guard. The last snapshot published (see `published`); until the first, the table as it is now. The names given for the seats (&quot;&quot; where a seat has its default name). Hints shown this match, per seat (Buraco → Hint; plain ints, for the score sheet and saves).</extracomment>
        <translation>Nova partida: {variant}</translation>
    </message>
    <message>
        <source>The match goes on: {variant}, hand {number}</source>
        <translation>A partida continua: {variant}, ronda {number}</translation>
    </message>
    <message>
        <source> &amp; </source>
        <translation> e </translation>
    </message>
    <message>
        <source>Buraco</source>
        <translation>Buraco</translation>
    </message>
    <message>
        <source>Morto</source>
        <translation>Morto</translation>
    </message>
    <message>
        <source>The game is over: you won</source>
        <translation>A partida terminou: ganhaste</translation>
    </message>
    <message>
        <source>The game is over: your team won</source>
        <translation>A partida terminou: a tua equipa ganhou</translation>
    </message>
    <message>
        <source>The game is over: {team} won</source>
        <translation>A partida terminou: vitória de {team}</translation>
    </message>
    <message>
        <source>The hand is over: choose Next hand to go on</source>
        <translation>A ronda terminou: escolhe Próxima ronda para continuar</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} está a jogar…</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the discard pile</source>
        <translation>A tua vez: compra do monte ou apanha o descarte</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: draw from the stock or take the discard pile</source>
        <translation>Vez de {name}: compra do monte ou apanha o descarte</translation>
    </message>
    <message>
        <source>Your turn: lay down melds, then discard a card</source>
        <translation>A tua vez: baixa os teus jogos e depois descarta uma carta</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: lay down melds, then discard a card</source>
        <translation>Vez de {name}: baixa os jogos e depois descarta uma carta</translation>
    </message>
    <message>
        <source>Hand {number}: you start</source>
        <translation>Ronda {number}: começas tu</translation>
    </message>
    <message>
        <source>Hand {number}: {name} starts</source>
        <translation>Ronda {number}: começa {name}</translation>
    </message>
    <message>
        <source>You drew {card}</source>
        <translation>Compraste {card}</translation>
    </message>
    <message>
        <source>{name} drew {card}</source>
        <translation>{name} comprou {card}</translation>
    </message>
    <message>
        <source>{name} drew from the stock</source>
        <translation>{name} comprou do monte</translation>
    </message>
    <message numerus="yes">
        <source>You took the discard pile (%n card(s))</source>
        <translation>
            <numerusform>Apanhaste o descarte (%n carta)</numerusform>
            <numerusform>Apanhaste o descarte (%n cartas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the discard pile (%n card(s))</source>
        <translation>
            <numerusform>{name} apanhou o descarte (%n carta)</numerusform>
            <numerusform>{name} apanhou o descarte (%n cartas)</numerusform>
        </translation>
    </message>
    <message>
        <source>You laid down {cards}</source>
        <translation>Baixaste {cards}</translation>
    </message>
    <message>
        <source>{name} laid down {cards}</source>
        <translation>{name} baixou {cards}</translation>
    </message>
    <message>
        <source>You added {cards} to a meld</source>
        <translation>Acrescentaste {cards} a um jogo</translation>
    </message>
    <message>
        <source>{name} added {cards} to a meld</source>
        <translation>{name} acrescentou {cards} a um jogo</translation>
    </message>
    <message>
        <source>You added {cards} to the run of {suit}</source>
        <translation>Acrescentaste {cards} à sequência de {suit}</translation>
    </message>
    <message>
        <source>{name} added {cards} to the run of {suit}</source>
        <translation>{name} acrescentou {cards} à sequência de {suit}</translation>
    </message>
    <message>
        <source>You added {cards} to the set of {rank}</source>
        <translation>Acrescentaste {cards} à trinca de {rank}</translation>
    </message>
    <message>
        <source>{name} added {cards} to the set of {rank}</source>
        <translation>{name} acrescentou {cards} à trinca de {rank}</translation>
    </message>
    <message>
        <source>You added {cards} to the meld of wild cards</source>
        <translation>Acrescentaste {cards} ao jogo de jokers e duques</translation>
    </message>
    <message>
        <source>{name} added {cards} to the meld of wild cards</source>
        <translation>{name} acrescentou {cards} ao jogo de jokers e duques</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Descartaste {card}</translation>
    </message>
    <message>
        <source>{name} discarded {card}</source>
        <translation>{name} descartou {card}</translation>
    </message>
    <message>
        <source>You took back your last play</source>
        <translation>Anulaste o teu último lance</translation>
    </message>
    <message>
        <source>{name} took back a play</source>
        <translation>{name} anulou um lance</translation>
    </message>
    <message>
        <source>You exchanged the first card drawn</source>
        <translation>Trocaste a primeira carta comprada</translation>
    </message>
    <message>
        <source>{name} exchanged the first card drawn</source>
        <translation>{name} trocou a primeira carta comprada</translation>
    </message>
    <message>
        <source>You ended the hand</source>
        <translation>Encerraste a ronda</translation>
    </message>
    <message>
        <source>{name} ended the hand</source>
        <translation>{name} encerrou a ronda</translation>
    </message>
    <message>
        <source>Canasta!</source>
        <translation>Canasta!</translation>
    </message>
    <message>
        <source>buraco</source>
        <translation>buraco</translation>
    </message>
    <message>
        <source>morto</source>
        <translation>morto</translation>
    </message>
    <message>
        <source>You took the {reserve}</source>
        <translation>Apanhaste o {reserve}</translation>
    </message>
    <message>
        <source>{name} took the {reserve}</source>
        <translation>{name} apanhou o {reserve}</translation>
    </message>
    <message>
        <source>The stock ran out: a {reserve} became the stock</source>
        <translation>O monte acabou: um {reserve} passou a ser o monte</translation>
    </message>
    <message>
        <source>You went out</source>
        <translation>Bateste</translation>
    </message>
    <message>
        <source>{name} went out</source>
        <translation>{name} bateu</translation>
    </message>
    <message>
        <source>Hand points: {a} {pa} / {b} {pb}</source>
        <translation>Pontos da ronda: {a} {pa} / {b} {pb}</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>Mostrar as minhas cartas</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Passa a {name}</translation>
    </message>
    <message>
        <source>{name}: click here or press Enter to see your cards</source>
        <translation>{name}: clica aqui ou carrega em Enter para veres as tuas cartas</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Passa o ecrã a {name}</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Monte: %n carta</numerusform>
            <numerusform>Monte: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Descarte: vazio</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), {card} on top</source>
        <translation>
            <numerusform>Descarte: %n carta, {card} em cima</numerusform>
            <numerusform>Descarte: %n cartas, {card} em cima</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the card to discard with Space first, or press X on it</source>
        <translation>Primeiro seleciona com Espaço a carta a descartar, ou carrega em X sobre ela</translation>
    </message>
    <message>
        <source>Select cards of your hand with Space first</source>
        <translation>Primeiro seleciona cartas da tua mão com Espaço</translation>
    </message>
    <message>
        <source>Move the focus to a card of your hand to discard it</source>
        <translation>Põe o foco numa carta da tua mão para a descartares</translation>
    </message>
    <message>
        <source>{card}, selected, card {position} of {count} in your hand</source>
        <translation>{card}, selecionada, carta {position} de {count} na tua mão</translation>
    </message>
    <message>
        <source>{card}, card {position} of {count} in your hand</source>
        <translation>{card}, carta {position} de {count} na tua mão</translation>
    </message>
    <message numerus="yes">
        <source>New meld: %n card(s) selected</source>
        <translation>
            <numerusform>Novo jogo: %n carta selecionada</numerusform>
            <numerusform>Novo jogo: %n cartas selecionadas</numerusform>
        </translation>
    </message>
    <message>
        <source>New meld</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Your team&apos;s meld: {meld}</source>
        <translation>Jogo da tua equipa: {meld}</translation>
    </message>
    <message>
        <source>The other team&apos;s meld: {meld}</source>
        <translation>Jogo da outra equipa: {meld}</translation>
    </message>
    <message>
        <source>Drag cards here to lay down a new meld</source>
        <translation>Arrasta cartas para aqui para baixar um jogo novo</translation>
    </message>
    <message>
        <source>playing…</source>
        <extracomment>What a face-down hand&apos;s panel says of its player: thinking, or the one who went out.</extracomment>
        <translation>a jogar…</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>bateu</translation>
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
        <translation>Na mesa: {points}</translation>
    </message>
    <message>
        <source>Match: {points} of {target}</source>
        <translation>Partida: {points} de {target}</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>Ainda sem jogos</translation>
    </message>
    <message numerus="yes">
        <source>{reserve} of {team}: %n card(s), still on the table</source>
        <translation>
            <numerusform>{reserve} ({team}): %n carta, ainda na mesa</numerusform>
            <numerusform>{reserve} ({team}): %n cartas, ainda na mesa</numerusform>
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
        <translation>Canastas fechadas: {count}, {points} pontos</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <extracomment>What your name plate says (besides &quot;{name} is playing&quot;).</extracomment>
        <translation>A ronda terminou</translation>
    </message>
    <message>
        <source>Your turn: draw a card</source>
        <translation>A tua vez: compra uma carta</translation>
    </message>
    <message>
        <source>Your turn: meld or discard</source>
        <translation>A tua vez: baixa ou descarta</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>A tua vez</translation>
    </message>
    <message>
        <source>{name} is playing</source>
        <translation>{name} está a jogar</translation>
    </message>
    <message>
        <source>Clean</source>
        <extracomment>The word on a canasta&apos;s ribbon, per kind of canasta.</extracomment>
        <translation>Limpa</translation>
    </message>
    <message>
        <source>Dirty</source>
        <translation>Suja</translation>
    </message>
    <message>
        <source>Semi-clean</source>
        <translation>Semilimpa</translation>
    </message>
    <message>
        <source>Royal</source>
        <translation>Real</translation>
    </message>
    <message>
        <source>A to A</source>
        <translation>Ás a ás</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Duques</translation>
    </message>
    <message>
        <source>Canasta</source>
        <translation>Canasta</translation>
    </message>
    <message>
        <source>Run of {suit}</source>
        <translation>Sequência de {suit}</translation>
    </message>
    <message>
        <source>Set of {rank}</source>
        <translation>Trinca de {rank}</translation>
    </message>
    <message>
        <source>Wild meld</source>
        <translation>Jogo de jokers e duques</translation>
    </message>
    <message>
        <source>clean canasta</source>
        <translation>canasta limpa</translation>
    </message>
    <message>
        <source>dirty canasta</source>
        <translation>canasta suja</translation>
    </message>
    <message>
        <source>semi-clean canasta</source>
        <translation>canasta semilimpa</translation>
    </message>
    <message>
        <source>royal canasta</source>
        <translation>canasta real</translation>
    </message>
    <message>
        <source>ace-to-ace canasta</source>
        <translation>canasta de ás a ás</translation>
    </message>
    <message>
        <source>wild canasta</source>
        <translation>canasta de jokers e duques</translation>
    </message>
    <message>
        <source>canasta of twos</source>
        <translation>canasta de duques</translation>
    </message>
    <message>
        <source>{kind}, {canasta}: {points} points
{cards}</source>
        <translation>{kind}, {canasta}: {points} pontos
{cards}</translation>
    </message>
    <message numerus="yes">
        <source>{kind}, %n card(s): {points} points
{cards}</source>
        <translation>
            <numerusform>{kind}, %n carta: {points} pontos
{cards}</numerusform>
            <numerusform>{kind}, %n cartas: {points} pontos
{cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard one card at a time</source>
        <extracomment>True once a key has used the focus (the mark shows); a mouse press hides it.</extracomment>
        <translation>Descarta uma carta de cada vez</translation>
    </message>
    <message>
        <source>You can only play on your own team&apos;s melds</source>
        <translation>Só podes jogar nos jogos da tua equipa</translation>
    </message>
    <message>
        <source>Hints are turned off in Settings</source>
        <extracomment>A hint for the position on the table now. No hint now, and why (translated): not your turn, hints turned off. Settings → hints: False refuses every request.</extracomment>
        <translation>As sugestões estão desligadas nas Definições</translation>
    </message>
    <message>
        <source>No hint now: the hand is over</source>
        <translation>Agora não há sugestões: a ronda terminou</translation>
    </message>
    <message>
        <source>A hint is for your turn: {name} is playing</source>
        <translation>As sugestões são só para a tua vez: {name} está a jogar</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Compra do monte</translation>
    </message>
    <message>
        <source>Take the discard pile with {cards}</source>
        <translation>Apanha o descarte com {cards}</translation>
    </message>
    <message>
        <source>Take the discard pile</source>
        <translation>Apanha o descarte</translation>
    </message>
    <message>
        <source>Lay down {cards}</source>
        <translation>Baixa {cards}</translation>
    </message>
    <message>
        <source>Discard {card}: it fits none of the opponents&apos; melds</source>
        <translation>Descarta {card}: não serve a nenhum jogo dos adversários</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Descarta {card}</translation>
    </message>
    <message>
        <source>Exchange the first card drawn</source>
        <translation>Troca a primeira carta comprada</translation>
    </message>
    <message>
        <source>End the hand: the stock is empty</source>
        <translation>Encerra a ronda: o monte está vazio</translation>
    </message>
    <message>
        <source>Take back your last play</source>
        <translation>Anula o teu último lance</translation>
    </message>
    <message>
        <source>Take the discard pile and add {cards} to your run of {suit}</source>
        <translation>Apanha o descarte e acrescenta {cards} à tua sequência de {suit}</translation>
    </message>
    <message>
        <source>Add {cards} to your run of {suit}</source>
        <translation>Acrescenta {cards} à tua sequência de {suit}</translation>
    </message>
    <message>
        <source>Take the discard pile and add {cards} to your set of {rank}</source>
        <translation>Apanha o descarte e acrescenta {cards} à tua trinca de {rank}</translation>
    </message>
    <message>
        <source>Add {cards} to your set of {rank}</source>
        <translation>Acrescenta {cards} à tua trinca de {rank}</translation>
    </message>
    <message>
        <source>Take the discard pile and add {cards} to your meld of wild cards</source>
        <translation>Apanha o descarte e acrescenta {cards} ao teu jogo de jokers e duques</translation>
    </message>
    <message>
        <source>Add {cards} to your meld of wild cards</source>
        <translation>Acrescenta {cards} ao teu jogo de jokers e duques</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
    <message>
        <source>The card table. Tab and the arrow keys move between the stock, the discard pile, your cards and the melds; Space selects a card; Enter plays the selected cards on the place in focus; D draws, P takes the discard pile, X discards the card in focus, H gives a hint.</source>
        <translation>A mesa de jogo. Tab e as setas movem o foco entre o monte, o descarte, as tuas cartas e os jogos; Espaço seleciona uma carta; Enter joga as cartas selecionadas no sítio em foco; D compra, P apanha o descarte, X descarta a carta em foco, H dá uma sugestão.</translation>
    </message>
    <message numerus="yes">
        <source>You took the discard pile (%n card(s)): {cards}</source>
        <translation>
            <numerusform>Apanhaste o descarte (%n carta): {cards}</numerusform>
            <numerusform>Apanhaste o descarte (%n cartas): {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the discard pile (%n card(s)): {cards}</source>
        <translation>
            <numerusform>{name} apanhou o descarte (%n carta): {cards}</numerusform>
            <numerusform>{name} apanhou o descarte (%n cartas): {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>Move log</source>
        <extracomment>The hand&apos;s moves, replayed from the engine&apos;s log.
----------
How wide the table must be for its smallest texts to be read (9 px: its scale 0.81), and how wide the steps&apos; column may be (at least, at most); at 1024 pixels the table keeps its width and the column has 186. The bar under the table, in the table&apos;s green, as the game window&apos;s status bar.</extracomment>
        <translation>Registo de lances</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>Lances desta ronda</translation>
    </message>
    <message>
        <source>Every move of the hand so far, the newest last</source>
        <translation>Todos os lances da ronda até agora, o mais recente no fim</translation>
    </message>
    <message>
        <source>The moves of this hand before the match was opened here are not known.</source>
        <translation>Não se sabe que lances houve nesta ronda antes de a partida ser aberta aqui.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rever</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Lance anterior</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Próximo lance</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproduzir</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <source>Back to the match</source>
        <translation>Voltar à partida</translation>
    </message>
    <message>
        <source>Replay a saved match…</source>
        <translation>Rever uma partida guardada…</translation>
    </message>
    <message>
        <source>Play deal…</source>
        <translation>Jogar uma distribuição…</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Jogar esta distribuição outra vez</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Número da distribuição:</translation>
    </message>
    <message>
        <source>No deal number</source>
        <translation>Sem número de distribuição</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Distribuição {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>Hand {number}, deal {deal}</source>
        <translation>Ronda {number}, distribuição {deal}</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Cartas acabadas de distribuir</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Lance {step} de {steps}</translation>
    </message>
    <message>
        <source>This match cannot be replayed: its moves are not all known from its first deal</source>
        <translation>Esta partida não pode ser revista: nem todos os seus lances são conhecidos desde a primeira distribuição</translation>
    </message>
    <message>
        <source>A deal number is a whole number from 1 to {max}</source>
        <translation>O número da distribuição é um número inteiro de 1 a {max}</translation>
    </message>
    <message>
        <source>This is a replay: its moves cannot be changed</source>
        <translation>Está a rever a ronda: os lances não podem ser alterados</translation>
    </message>
    <message>
        <source>This match has no finished hand to replay yet</source>
        <translation>Esta partida ainda não tem nenhuma ronda terminada para rever</translation>
    </message>
    <message>
        <source>You played what the computer would have played</source>
        <translation>Jogaste o mesmo que o computador</translation>
    </message>
    <message>
        <source>{name} played what the computer would have played</source>
        <translation>{name} jogou o mesmo que o computador</translation>
    </message>
    <message>
        <source>The computer&apos;s move here: {hint}</source>
        <translation>O lance do computador aqui: {hint}</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>CardCol&apos;s Buraco</source>
        <translation>Buraco do CardCol</translation>
    </message>
    <message>
        <source>Brazilian Buraco</source>
        <translation>Buraco brasileiro</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aberto</translation>
    </message>
    <message>
        <source>Dirty open</source>
        <translation>Aberto sujo</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Fechado</translation>
    </message>
    <message>
        <source>Closed STCL (runs only)</source>
        <translation>Fechado STBL (só sequências)</translation>
    </message>
    <message>
        <source>Closed dirty</source>
        <translation>Fechado sujo</translation>
    </message>
    <message>
        <source>Italian Burraco</source>
        <translation>Burraco italiano</translation>
    </message>
    <message>
        <source>Four packs and twelve jokers, twos always wild, melds of wild cards; a canasta closes and leaves the table; take the pile only with a natural pair for its top card.</source>
        <extracomment>One line per preset, in plain words.</extracomment>
        <translation>Quatro baralhos e doze jokers, os duques substituem sempre qualquer carta, jogos só de jokers e duques; a canasta fecha-se e sai da mesa; o descarte só se apanha com um par natural para a carta de cima.</translation>
    </message>
    <message>
        <source>Buraco de duplas: runs and sets of aces, any number of wild cards, a clean canasta to go out, a bigger first meld once your team passes 1000 points.</source>
        <translation>Buraco de duplas: sequências e trincas de ases, jokers e duques à vontade, canasta limpa para bater e primeira descida maior quando a equipa passa dos 1000 pontos.</translation>
    </message>
    <message>
        <source>No jokers and runs only; take the whole discard pile freely; a clean canasta to go out.</source>
        <translation>Sem jokers e só sequências; o descarte apanha-se todo, sem condições; canasta limpa para bater.</translation>
    </message>
    <message>
        <source>Runs and sets, take the pile freely; any canasta lets you go out, and you go out by discarding.</source>
        <translation>Sequências e trincas, descarte livre; qualquer canasta deixa bater, e bate-se a descartar.</translation>
    </message>
    <message>
        <source>Take the discard pile only by playing its top card at once; a clean canasta to go out.</source>
        <translation>O descarte só se apanha se a carta de cima for logo jogada; canasta limpa para bater.</translation>
    </message>
    <message>
        <source>As Closed, but runs only, no sets.</source>
        <translation>Como o Fechado, mas só sequências, sem trincas.</translation>
    </message>
    <message>
        <source>As Closed, but any canasta, clean or dirty, lets you go out.</source>
        <translation>Como o Fechado, mas qualquer canasta, limpa ou suja, deixa bater.</translation>
    </message>
    <message>
        <source>The Italian game: semi-clean canastas, any canasta to go out, and you go out by discarding.</source>
        <translation>O jogo italiano: canastas semilimpas, qualquer canasta para bater, e bate-se a descartar.</translation>
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
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <source>Play &amp;deal…</source>
        <translation>&amp;Jogar uma distribuição…</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>&amp;Próxima ronda</translation>
    </message>
    <message>
        <source>Pla&amp;y online…</source>
        <translation>Jogar on&amp;line…</translation>
    </message>
    <message>
        <source>Show the &amp;invite…</source>
        <translation>Mostrar o con&amp;vite…</translation>
    </message>
    <message>
        <source>&amp;Leave the online table</source>
        <translation>Sair da &amp;mesa online</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Re&amp;play a saved match…</source>
        <translation>&amp;Rever uma partida guardada…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Definições…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Buraco</source>
        <translation>&amp;Buraco</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anular</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Sugestão</translation>
    </message>
    <message>
        <source>&amp;Move log</source>
        <translation>&amp;Registo de lances</translation>
    </message>
    <message>
        <source>&amp;Exchange the first card drawn</source>
        <translation>&amp;Trocar a primeira carta comprada</translation>
    </message>
    <message>
        <source>&amp;End the hand (stock is empty)</source>
        <translation>&amp;Encerrar a ronda (monte vazio)</translation>
    </message>
    <message>
        <source>Show &amp;score sheet</source>
        <translation>Mostrar &amp;pontuação</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>&amp;How to play…</source>
        <translation>&amp;Como jogar…</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Ordenar por &amp;número</translation>
    </message>
    <message>
        <source>Sort by s&amp;uit</source>
        <translation>Ordenar por na&amp;ipe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>Playing with the &amp;keyboard</source>
        <translation>Jogar com o &amp;teclado</translation>
    </message>
    <message>
        <source>&amp;About Buraco</source>
        <translation>&amp;Acerca do Buraco</translation>
    </message>
    <message>
        <source>Discard the last card?</source>
        <translation>Descartar a última carta?</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <source>Status bar</source>
        <extracomment>The label&apos;s padding left and right, and above and below (the status bar&apos;s style sheet sets it). A refusal is said in bold, in the colour of a warning. The share of the window&apos;s width the points may take (the message has the rest, in two lines). Qt&apos;s status bar of `window`. The message: two lines tall, whatever it says, so that the table never jumps. The points of each team on the table. What happened (a move, a note), why a move was refused, a hint: each said until the next move.</extracomment>
        <translation>Barra de estado</translation>
    </message>
    <message>
        <source>What happened, and what to do now</source>
        <translation>O que aconteceu e o que fazer agora</translation>
    </message>
    <message>
        <source>The points of each team on the table</source>
        <translation>Os pontos de cada equipa na mesa</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Passa o ecrã a {name}</translation>
    </message>
    <message>
        <source>{event} — {prompt}</source>
        <translation>{event} — {prompt}</translation>
    </message>
    <message>
        <source>Points: {team_a} / {team_b}</source>
        <translation>Pontos: {team_a} / {team_b}</translation>
    </message>
    <message>
        <source>{team} {points}</source>
        <translation>{team} {points}</translation>
    </message>
    <message>
        <source>{team} {points} ({reserve} taken)</source>
        <translation>{team} {points} ({reserve} já apanhado)</translation>
    </message>
    <message>
        <source>The server keeps the online match: there is nothing to save here</source>
        <translation>O servidor guarda a partida online: não há nada para guardar aqui</translation>
    </message>
    <message>
        <source>Hint: {hint}</source>
        <translation>Sugestão: {hint}</translation>
    </message>
    <message>
        <source>The card deck {deck} cannot be used: the table keeps its cards.</source>
        <translation>Não foi possível usar o baralho {deck}: a mesa mantém as cartas atuais.</translation>
    </message>
    <message>
        <source>The settings could not be saved: {error}</source>
        <translation>Não foi possível guardar as definições: {error}</translation>
    </message>
    <message>
        <source>Discard {card}, the last card of your hand?</source>
        <translation>Descartar {card}, a última carta da tua mão?</translation>
    </message>
    <message>
        <source>Some card pictures of the game are missing or damaged ({file}), so plain cards are drawn in their place. Installing buraco-qt again brings them back.</source>
        <extracomment>How many card sizes keep their pixmaps in memory (the table shows about four at a time). How many sizes of one deck the disk cache keeps (the least recently used go first). The project&apos;s cards parsed from SVG for drawing are let go this long after the last card drawn: the whole deck parsed holds 9.5 MB, and parsing a card again takes half a millisecond. Changes when the way a card is drawn or kept on disk changes, so that older cached images are not used; the pixels are kept in the machine&apos;s byte order. A cached card: its pixels (premultiplied ARGB32, row after row), zlib-compressed. Aspect ratio (width / height) of the project&apos;s cards: 250 x 350. How many sizes were dropped so far (their memory freed). What could not be drawn (each picture file once), in the player&apos;s language. What the player is told about the first of them (None: all is well). Called with `problem_message` when it is set (later problems are only listed).</extracomment>
        <translation>Algumas imagens das cartas do jogo estão em falta ou danificadas ({file}), por isso são desenhadas cartas simples no seu lugar. Para as recuperares, volta a instalar o buraco-qt.</translation>
    </message>
    <message>
        <source>There is no saved match to continue: a new match starts</source>
        <translation>Não há nenhuma partida guardada para continuar: começa uma nova partida</translation>
    </message>
    <message>
        <source>The match could not be saved automatically: {error}</source>
        <extracomment>Something to say in the status bar until the next move (True: as a refusal is said). Something went wrong with a file: the player is told in a box. The settings changed (the folder of the last file chosen): they are to be written. The table&apos;s face (the match in play). The autosave this window owns (None: it does not save its match automatically). True once the window has closed (`release`): it takes no autosave any more.</extracomment>
        <translation>Não foi possível guardar a partida automaticamente: {error}</translation>
    </message>
    <message>
        <source>The match was saved to {path}</source>
        <translation>A partida foi guardada em {path}</translation>
    </message>
    <message>
        <source>Your statistics file could not be read. It is kept as {file}, and the statistics start again.</source>
        <extracomment>Something counted changed (the statistics window shows it again). The statistics could not be written: the translated reason, for the status bar.</extracomment>
        <translation>Não foi possível ler o teu ficheiro de estatísticas. Foi guardado como {file}, e as estatísticas recomeçam do zero.</translation>
    </message>
    <message>
        <source>Your statistics file {file} is not a file the game can read: it is left as it is, and the results of this session are not kept.</source>
        <translation>O teu ficheiro de estatísticas {file} não é um ficheiro que o jogo consiga ler: fica como está, e os resultados desta sessão não são guardados.</translation>
    </message>
    <message>
        <source>Your statistics file {file} cannot be read ({error}): it is left as it is, and the results of this session are not kept.</source>
        <translation>Não é possível ler o teu ficheiro de estatísticas {file} ({error}): fica como está, e os resultados desta sessão não são guardados.</translation>
    </message>
    <message>
        <source>Your statistics were written by a newer version of the game: this one leaves them as they are and counts nothing.</source>
        <translation>As tuas estatísticas foram gravadas por uma versão mais recente do jogo: esta versão deixa-as como estão e não regista nada.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Não foi possível guardar as estatísticas: {error}</translation>
    </message>
    <message>
        <source>Play deal {deal} again in a new match? The match in progress ends.</source>
        <translation>Jogar a distribuição {deal} outra vez numa partida nova? A partida em curso termina.</translation>
    </message>
    <message>
        <source>The server refused the move</source>
        <extracomment>The channel of the hints&apos; questions to the computer players&apos; worker. The lobby&apos;s seat kinds a host may choose for a seat nobody sits at. Who sits where changed: the lobby (a dict as the server sent it). The client sits at a table: its code, its seat and its newest token (after every rejoin too). The first state of the match came: the table can be shown. A line for the status bar (True: said as a problem). A request of the lobby (create, join, rejoin, a seat, the start) was refused: why, translated. The table can no longer be played from here (gone, unreachable): why, translated. The table&apos;s invite code, this window&apos;s seat and its newest token (None until seated). The lobby as the server last sent it (None until seated). The last state the server sent (None before the start). The last snapshot published: the server&apos;s state, or a move of this seat shown before its answer.</extracomment>
        <translation>O servidor recusou a jogada</translation>
    </message>
    <message>
        <source>The server sent something this game cannot read: it was left aside</source>
        <translation>O servidor enviou algo que este jogo não consegue ler: foi posto de parte</translation>
    </message>
    <message>
        <source>There is no table with this invite code: check the invite, or ask for a new one</source>
        <extracomment>The server&apos;s refusals of a request other than a move, by their code.</extracomment>
        <translation>Não há nenhuma mesa com este código de convite: verifica o convite ou pede um novo</translation>
    </message>
    <message>
        <source>That seat is taken</source>
        <translation>Esse lugar está ocupado</translation>
    </message>
    <message>
        <source>Only the host of the table may do that</source>
        <translation>Só o anfitrião da mesa pode fazer isso</translation>
    </message>
    <message>
        <source>The match has already started</source>
        <translation>A partida já começou</translation>
    </message>
    <message>
        <source>The match has not started yet</source>
        <translation>A partida ainda não começou</translation>
    </message>
    <message>
        <source>Not connected to the table: the move was not sent</source>
        <translation>Sem ligação à mesa: a jogada não foi enviada</translation>
    </message>
    <message>
        <source>Too many moves at once: the server asks to slow down</source>
        <translation>Demasiadas jogadas de uma vez: o servidor pede para abrandar</translation>
    </message>
    <message>
        <source>The server cannot open another table now</source>
        <translation>O servidor não pode abrir outra mesa agora</translation>
    </message>
    <message>
        <source>The server speaks another version of the game&apos;s protocol</source>
        <translation>O servidor usa outra versão do protocolo do jogo</translation>
    </message>
    <message>
        <source>This window already sits at a table</source>
        <translation>Esta janela já está numa mesa</translation>
    </message>
    <message>
        <source>The server refused the request</source>
        <translation>O servidor recusou o pedido</translation>
    </message>
    <message>
        <source>The table&apos;s server at {address} cannot be reached</source>
        <translation>Não é possível chegar ao servidor da mesa em {address}</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting…</source>
        <translation>Ligação perdida — a religar…</translation>
    </message>
    <message>
        <source>Connection lost — reconnecting in {seconds} s…</source>
        <translation>Ligação perdida — a religar dentro de {seconds} s…</translation>
    </message>
    <message>
        <source>Connected again: the table is as it was</source>
        <translation>Ligado de novo: a mesa está como estava</translation>
    </message>
    <message>
        <source>Your seat at the online table was taken by another window with its invite, or the table is no longer there</source>
        <translation>Outra janela ocupou o teu lugar na mesa online com o convite, ou a mesa já não existe</translation>
    </message>
    <message>
        <source>The online table is no longer there: its match is over, or its server lost it</source>
        <translation>A mesa online já não existe: a partida acabou, ou o servidor perdeu-a</translation>
    </message>
    <message>
        <source>{name} lost the connection</source>
        <translation>{name} perdeu a ligação</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays the seat meanwhile</source>
        <translation>{name} está ausente: entretanto o computador joga no lugar</translation>
    </message>
    <message>
        <source>{name} is back at the table</source>
        <translation>{name} voltou à mesa</translation>
    </message>
    <message>
        <source>{name} sat down at the table</source>
        <translation>{name} sentou-se à mesa</translation>
    </message>
    <message>
        <source>{name} left the table</source>
        <translation>{name} saiu da mesa</translation>
    </message>
    <message>
        <source>Your time ran out: a computer plays the rest of your turn</source>
        <translation>O teu tempo acabou: o computador joga o resto da tua vez</translation>
    </message>
    <message>
        <source>{name}&apos;s time ran out: a computer plays the rest of the turn</source>
        <translation>O tempo de {name} acabou: o computador joga o resto da vez</translation>
    </message>
    <message>
        <source>Time: {seconds} s</source>
        <translation>Tempo: {seconds} s</translation>
    </message>
    <message>
        <source>Waiting for the server to answer your last move</source>
        <translation>À espera da resposta do servidor à tua última jogada</translation>
    </message>
    <message>
        <source>Going back to the online table…</source>
        <extracomment>The folder of the game&apos;s own server, under the data folder. How often the turn clock&apos;s count is written, in milliseconds. The window plays an online table now (True), or its own match again (False). Keywords for each table client (`TableClient`&apos;s: the tests&apos; quick reconnection). The table&apos;s face (None: no table), the game&apos;s own server (None: not hosting), the invite.</extracomment>
        <translation>A voltar à mesa online…</translation>
    </message>
    <message>
        <source>This computer&apos;s table server stopped: it was started again</source>
        <translation>O servidor de mesas deste computador parou: foi iniciado outra vez</translation>
    </message>
    <message>
        <source>Starting this computer&apos;s table server…</source>
        <translation>A iniciar o servidor de mesas deste computador…</translation>
    </message>
    <message>
        <source>This computer&apos;s table server could not be started (see {log}).</source>
        <translation>Não foi possível iniciar o servidor de mesas deste computador (ver {log}).</translation>
    </message>
    <message>
        <source>Leave the online table?</source>
        <translation>Sair da mesa online?</translation>
    </message>
    <message>
        <source>The match is over. Your match on this computer comes back.</source>
        <translation>A partida acabou. A tua partida deste computador volta.</translation>
    </message>
    <message>
        <source>A computer plays your seat after a while; Game → Play online… → Resume the online table brings you back to it. Your match on this computer comes back.</source>
        <translation>Passado algum tempo o computador joga no teu lugar; Jogo → Jogar online… → Voltar à mesa online leva-te de volta a ele. A tua partida deste computador volta.</translation>
    </message>
    <message>
        <source>This computer hosts the table: it stops for everyone until you come back.</source>
        <translation>Este computador mantém a mesa: ela para para todos até voltares.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Sair da mesa</translation>
    </message>
    <message>
        <source>You left the online table: your match on this computer goes on</source>
        <translation>Saíste da mesa online: a tua partida deste computador continua</translation>
    </message>
    <message>
        <source>Seconds left for this turn</source>
        <translation>Segundos que faltam nesta vez</translation>
    </message>
</context>
</TS>
