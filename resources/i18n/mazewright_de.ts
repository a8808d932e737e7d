<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AdventureEditor</name>
    <message>
        <source>Change title</source>
        <extracomment>The undo step of each text key.</extracomment>
        <translation>Titel ändern</translation>
    </message>
    <message>
        <source>Change author</source>
        <translation>Autor ändern</translation>
    </message>
    <message>
        <source>Change notes</source>
        <translation>Notizen ändern</translation>
    </message>
    <message>
        <source>Add trial</source>
        <translation>Prüfung hinzufügen</translation>
    </message>
    <message>
        <source>Add {count} trials</source>
        <translation>{count} Prüfungen hinzufügen</translation>
    </message>
    <message>
        <source>Remove trial</source>
        <translation>Prüfung entfernen</translation>
    </message>
    <message>
        <source>Move trial</source>
        <translation>Prüfung verschieben</translation>
    </message>
    <message>
        <source>Choose the epic</source>
        <translation>Epos wählen</translation>
    </message>
    <message>
        <source>Tower quests (*.quest.json)</source>
        <translation>Tower-Quests (*.quest.json)</translation>
    </message>
    <message>
        <source>Trial {number}</source>
        <translation>Prüfung {number}</translation>
    </message>
    <message>
        <source>the epic has no card for this trial</source>
        <translation>das Epos hat keine Karte für diese Prüfung</translation>
    </message>
    <message>
        <source>its back</source>
        <translation>Rückseite</translation>
    </message>
    <message>
        <source>No trials yet: add them in the Adventure dock.</source>
        <translation>Noch keine Prüfungen: im Dock „Abenteuer“ hinzufügen.</translation>
    </message>
    <message>
        <source>no epic chosen</source>
        <translation>kein Epos gewählt</translation>
    </message>
    <message>
        <source>no quest chosen</source>
        <translation>keine Quest gewählt</translation>
    </message>
    <message>
        <source>{file} cannot be read</source>
        <translation>{file} kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>drag a trial to reorder; double-click to open it</source>
        <translation>Prüfung ziehen, um die Reihenfolge zu ändern; Doppelklick öffnet sie</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>add quest files as trials (after the chosen one)</source>
        <translation>Quest-Dateien als Prüfungen hinzufügen (nach der gewählten)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>open the chosen trial in the window</source>
        <translation>die gewählte Prüfung im Fenster öffnen</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>the epic whose cards are the trials&apos; backs</source>
        <translation>das Epos, dessen Karten die Rückseiten der Prüfungen bilden</translation>
    </message>
    <message>
        <source>open the epic in the window</source>
        <translation>das Epos im Fenster öffnen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trials&lt;/b&gt;, in the order they are played</source>
        <translation>&lt;b&gt;Prüfungen&lt;/b&gt; in der Reihenfolge, in der sie gespielt werden</translation>
    </message>
    <message>
        <source>&lt;b&gt;Epic&lt;/b&gt; on the trials&apos; backs</source>
        <translation>&lt;b&gt;Epos&lt;/b&gt; auf den Rückseiten der Prüfungen</translation>
    </message>
    <message>
        <source>(cannot be read)</source>
        <translation>(nicht lesbar)</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>nichts gewählt</translation>
    </message>
    <message>
        <source>save the adventure first: its quests are named relative to its folder</source>
        <translation>zuerst das Abenteuer speichern: seine Quests werden relativ zu seinem Ordner angegeben</translation>
    </message>
    <message>
        <source>Add trials</source>
        <translation>Prüfungen hinzufügen</translation>
    </message>
    <message>
        <source>Adventure</source>
        <translation>Abenteuer</translation>
    </message>
    <message>
        <source>{file}: no such quest file</source>
        <translation>{file}: Quest-Datei nicht gefunden</translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>cannot solve this file: it has an error, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>diese Datei kann nicht gelöst werden: sie enthält einen Fehler: {code} {message} (siehe Dock „Probleme“)</translation>
    </message>
    <message>
        <source>cannot solve this file: it has {count} errors, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>diese Datei kann nicht gelöst werden: sie enthält {count} Fehler, der erste: {code} {message} (siehe Dock „Probleme“)</translation>
    </message>
    <message>
        <source>cannot play this file: it has an error, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>diese Datei kann nicht gespielt werden: sie enthält einen Fehler: {code} {message} (siehe Dock „Probleme“)</translation>
    </message>
    <message>
        <source>cannot play this file: it has {count} errors, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>diese Datei kann nicht gespielt werden: sie enthält {count} Fehler, der erste: {code} {message} (siehe Dock „Probleme“)</translation>
    </message>
    <message>
        <source>cannot {doing} this file: it has an error, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>„{doing}“ ist für diese Datei nicht möglich: sie enthält einen Fehler: {code} {message} (siehe Dock „Probleme“)</translation>
    </message>
    <message>
        <source>cannot {doing} this file: it has {count} errors, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>„{doing}“ ist für diese Datei nicht möglich: sie enthält {count} Fehler, der erste: {code} {message} (siehe Dock „Probleme“)</translation>
    </message>
</context>
<context>
    <name>DaedalusEditor</name>
    <message>
        <source>Set title</source>
        <extracomment>The undo texts of `MazeDocument.set_text`, by text key.</extracomment>
        <translation>Titel festlegen</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>Autor festlegen</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>Notizen festlegen</translation>
    </message>
    <message>
        <source>Paint radial walls</source>
        <extracomment>The undo texts of painting and erasing walls, by (verb, kinds of wall changed).</extracomment>
        <translation>Radialwände setzen</translation>
    </message>
    <message>
        <source>Paint arc walls</source>
        <translation>Bogenwände setzen</translation>
    </message>
    <message>
        <source>Paint walls</source>
        <translation>Wände setzen</translation>
    </message>
    <message>
        <source>Erase radial walls</source>
        <translation>Radialwände entfernen</translation>
    </message>
    <message>
        <source>Erase arc walls</source>
        <translation>Bogenwände entfernen</translation>
    </message>
    <message>
        <source>Erase walls</source>
        <translation>Wände entfernen</translation>
    </message>
    <message>
        <source>Board {rings} rings x {sectors} sectors</source>
        <translation>Brett mit {rings} Ringen × {sectors} Sektoren</translation>
    </message>
    <message>
        <source>Starting phase {phase}</source>
        <translation>Startphase {phase}</translation>
    </message>
    <message>
        <source>turn the film one sector after another (play / pause: P)</source>
        <extracomment>Time between two turns of the film while it plays.</extracomment>
        <translation>die Folie Sektor für Sektor drehen (Wiedergabe / Pause: P)</translation>
    </message>
    <message>
        <source>the film&apos;s phase: where its arc walls lie over the board (, and . turn it a sector)</source>
        <translation>die Phase der Folie: wo ihre Bogenwände über dem Brett liegen (, und . drehen sie um einen Sektor)</translation>
    </message>
    <message>
        <source>Death traps</source>
        <translation>Todesfallen</translation>
    </message>
    <message>
        <source>the fields where a soldier has no step at the shown phase</source>
        <translation>die Felder, auf denen ein Soldat in der gezeigten Phase keinen Schritt machen kann</translation>
    </message>
    <message>
        <source>Trips</source>
        <translation>Wege</translation>
    </message>
    <message>
        <source>each entrance field&apos;s trip in rounds, round the board</source>
        <translation>der Weg jedes Eingangsfelds in Runden, rund um das Brett</translation>
    </message>
    <message>
        <source>Best trip</source>
        <translation>Bester Weg</translation>
    </message>
    <message>
        <source>the fewest-rounds trip; the soldier stands where it is at this phase</source>
        <translation>der Weg mit den wenigsten Runden; der Soldat steht dort, wo er in dieser Phase ist</translation>
    </message>
    <message>
        <source>Film</source>
        <translation>Folie</translation>
    </message>
    <message>
        <source>Turn the film back a sector</source>
        <translation>Folie einen Sektor zurückdrehen</translation>
    </message>
    <message>
        <source>Turn the film on a sector</source>
        <translation>Folie einen Sektor weiterdrehen</translation>
    </message>
    <message>
        <source>Turn the film round (play / pause)</source>
        <translation>Folie fortlaufend drehen (Wiedergabe / Pause)</translation>
    </message>
    <message>
        <source>phase {phase} (round {rounds})</source>
        <translation>Phase {phase} (Runde {rounds})</translation>
    </message>
    <message>
        <source>phase {phase} (start)</source>
        <translation>Phase {phase} (Start)</translation>
    </message>
    <message>
        <source> rings</source>
        <translation> Ringe</translation>
    </message>
    <message>
        <source> sectors</source>
        <translation> Sektoren</translation>
    </message>
    <message>
        <source>an even number; the boxed board has 24</source>
        <translation>eine gerade Zahl; das Brett aus der Spielschachtel hat 24</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>change the board (walls off the new board are dropped)</source>
        <translation>das Brett ändern (Wände außerhalb des neuen Bretts werden entfernt)</translation>
    </message>
    <message>
        <source>the film&apos;s position while the soldiers are placed</source>
        <translation>die Stellung der Folie, während die Soldaten eingesetzt werden</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Starting phase</source>
        <translation>Startphase</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>radial wall between ring {ring}, sectors {sector} and {next}</source>
        <extracomment>The largest image of the still layers kept (pixels); a view zoomed in further paints them directly. Quiet time after an edit before the overlays&apos; numbers are worked out again.</extracomment>
        <translation>Radialwand in Ring {ring}, zwischen Sektor {sector} und {next}</translation>
    </message>
    <message>
        <source>arc wall on boundary {boundary}, film sector {sector}</source>
        <translation>Bogenwand auf Grenze {boundary}, Foliensektor {sector}</translation>
    </message>
    <message>
        <source>{place}, no trip</source>
        <extracomment>a trip being watched: its places (one per round) and the round shown the still layers painted last (`_paint_layers`) and what they showed how many times the maze changed (the still layers show one version)</extracomment>
        <translation>{place}, kein Weg</translation>
    </message>
    <message>
        <source>{place}, trip {rounds} rounds</source>
        <translation>{place}, Weg: {rounds} Runden</translation>
    </message>
    <message>
        <source>{place}, a death trap at {phases}</source>
        <translation>{place}, Todesfalle bei {phases}</translation>
    </message>
    <message>
        <source>{place} · {wall}</source>
        <translation>{place} · {wall}</translation>
    </message>
    <message>
        <source>{place} · film at phase {phase}</source>
        <translation>{place} · Folie in Phase {phase}</translation>
    </message>
    <message>
        <source>Radial walls</source>
        <extracomment>The pointer&apos;s way is sampled every this share of a ring&apos;s width.</extracomment>
        <translation>Radialwände</translation>
    </message>
    <message>
        <source>Drag across the rings to put up radial walls on the board; right-drag takes them down</source>
        <translation>Quer über die Ringe ziehen, um Radialwände auf das Brett zu setzen; Ziehen mit der rechten Maustaste entfernt sie</translation>
    </message>
    <message>
        <source>Arc walls</source>
        <translation>Bogenwände</translation>
    </message>
    <message>
        <source>Drag along the circles to put up arc walls on the film (where it is at the shown phase); right-drag takes them down</source>
        <translation>Entlang der Kreise ziehen, um Bogenwände auf die Folie zu setzen (in ihrer Stellung in der gezeigten Phase); Ziehen mit der rechten Maustaste entfernt sie</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Drag over walls of either kind to take them down</source>
        <translation>Über Wände beider Arten ziehen, um sie zu entfernen</translation>
    </message>
</context>
<context>
    <name>DaedalusPlay</name>
    <message>
        <source>turning every round</source>
        <extracomment>The Play dock&apos;s set-ups: the walls as the card-less game turns them, or the Medusa beast.</extracomment>
        <translation>dreht sich jede Runde</translation>
    </message>
    <message>
        <source>Medusa: still once the treasure is taken</source>
        <translation>Medusa: steht still, sobald der Schatz genommen ist</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>click a free entrance field to place; click a soldier, then where it steps; Enter ends the turn</source>
        <translation>ein freies Eingangsfeld anklicken, um einzusetzen; einen Soldaten anklicken, dann sein Ziel; Enter beendet den Zug</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>how many log lines each action wrote, to take them back with it</extracomment>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>the current player&apos;s soldiers that did not step stay (Enter)</source>
        <translation>die Soldaten des aktuellen Spielers, die nicht gezogen sind, bleiben stehen (Enter)</translation>
    </message>
    <message>
        <source>Placing: click a free field of the outer ring. Then click one of your soldiers and a lit field to step there (one step per soldier a round; the chamber holds any number); Tab picks your next soldier, Enter ends the turn. After every round the film turns one sector clockwise. A soldier with no way out in its turn dies; the treasure drops where its carrier dies. Carry it out to win: on the outer ring, click the lit rim outside the carrier.</source>
        <translation>Einsetzen: ein freies Feld des äußeren Rings anklicken. Dann einen eigenen Soldaten und ein hervorgehobenes Feld anklicken, um dorthin zu ziehen (ein Schritt pro Soldat und Runde; die Schatzkammer fasst beliebig viele); Tab wählt den nächsten eigenen Soldaten, Enter beendet den Zug. Nach jeder Runde dreht sich die Folie um einen Sektor im Uhrzeigersinn. Ein Soldat, der in seinem Zug keinen Ausweg hat, stirbt; der Schatz fällt dort hin, wo sein Träger stirbt. Zum Sieg den Schatz hinaustragen: auf dem äußeren Ring den hervorgehobenen Rand außerhalb des Trägers anklicken.</translation>
    </message>
    <message>
        <source>Placing: &lt;b&gt;player {player}&lt;/b&gt; places soldier {soldier} on a free field of the outer ring.</source>
        <translation>Einsetzen: &lt;b&gt;Spieler {player}&lt;/b&gt; setzt Soldat {soldier} auf ein freies Feld des äußeren Rings.</translation>
    </message>
    <message>
        <source>Round {round}, film at phase {phase}: &lt;b&gt;player {player}&lt;/b&gt; moves.</source>
        <translation>Runde {round}, Folie in Phase {phase}: &lt;b&gt;Spieler {player}&lt;/b&gt; ist am Zug.</translation>
    </message>
    <message>
        <source>Round {round}, film at phase {phase}: &lt;b&gt;player {player}&lt;/b&gt; moves; chosen: soldier {soldier}.</source>
        <translation>Runde {round}, Folie in Phase {phase}: &lt;b&gt;Spieler {player}&lt;/b&gt; ist am Zug; gewählt: Soldat {soldier}.</translation>
    </message>
    <message>
        <source>The treasure: carried by {soldier}.</source>
        <translation>Der Schatz: getragen von {soldier}.</translation>
    </message>
    <message>
        <source>The treasure: in the chamber.</source>
        <translation>Der Schatz: in der Schatzkammer.</translation>
    </message>
    <message>
        <source>The treasure: dropped on {place}.</source>
        <translation>Der Schatz: liegt auf {place}.</translation>
    </message>
    <message>
        <source>player {player}</source>
        <translation>Spieler {player}</translation>
    </message>
    <message>
        <source>{alive} alive, {dead} dead</source>
        <translation>{alive} lebend, {dead} tot</translation>
    </message>
    <message>
        <source>place soldiers on the outer ring (ring 0)</source>
        <translation>Soldaten auf den äußeren Ring setzen (Ring 0)</translation>
    </message>
    <message>
        <source>every soldier of yours has stepped: end the turn (Enter)</source>
        <translation>alle eigenen Soldaten sind gezogen: Zug beenden (Enter)</translation>
    </message>
    <message>
        <source>not a step</source>
        <translation>kein gültiger Schritt</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Nicht erlaubt: {reason}</translation>
    </message>
    <message>
        <source>{result} (round {round}).</source>
        <translation>{result} (Runde {round}).</translation>
    </message>
    <message>
        <source>nothing to undo: no move was played</source>
        <translation>nichts rückgängig zu machen: es wurde noch kein Zug gespielt</translation>
    </message>
    <message>
        <source>took back: {move}</source>
        <translation>zurückgenommen: {move}</translation>
    </message>
    <message>
        <source>first round</source>
        <extracomment>Time between two rounds while the trip plays.</extracomment>
        <translation>erste Runde</translation>
    </message>
    <message>
        <source>round back</source>
        <translation>eine Runde zurück</translation>
    </message>
    <message>
        <source>play / pause</source>
        <translation>Wiedergabe / Pause</translation>
    </message>
    <message>
        <source>round forward</source>
        <translation>eine Runde vor</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>letzte Runde</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>Zurück zum Bearbeiten</translation>
    </message>
    <message>
        <source>&lt;b&gt;{players} players, player {player}&lt;/b&gt;: the best trip, {rounds} rounds from ring 0, sector {sector}</source>
        <translation>&lt;b&gt;{players} Spieler, Spieler {player}&lt;/b&gt;: der beste Weg, {rounds} Runden ab Ring 0, Sektor {sector}</translation>
    </message>
    <message>
        <source>Placed on {place} at phase {phase}; the walls turn.</source>
        <translation>In Phase {phase} auf {place} eingesetzt; die Wände drehen sich.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}, phase {phase}: the soldier stays on {place}.</source>
        <translation>Runde {round} von {rounds}, Phase {phase}: Der Soldat bleibt auf {place}.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}, phase {phase}: the soldier steps from {before} to {after}.</source>
        <translation>Runde {round} von {rounds}, Phase {phase}: Der Soldat zieht von {before} nach {after}.</translation>
    </message>
</context>
<context>
    <name>DaedalusPrinting</name>
    <message>
        <source>{title} · Board</source>
        <extracomment>Room above the disc on a page for its two lines of text, in mm. The margin round the disc in an SVG or PNG, in mm. The width of the cut line round the board and the film, in mm.</extracomment>
        <translation>{title} · Brett</translation>
    </message>
    <message>
        <source>{title} · Film</source>
        <translation>{title} · Folie</translation>
    </message>
    <message>
        <source>{rings} rings x {sectors} sectors, {diameter} mm across · the line at sector 0 and the cross register the film</source>
        <translation>{rings} Ringe × {sectors} Sektoren, {diameter} mm Durchmesser · die Linie bei Sektor 0 und das Kreuz richten die Folie aus</translation>
    </message>
    <message>
        <source>For a transparency: cut on the dashed line, lay it on the board centre on centre, the triangle at sector {sector} to start</source>
        <translation>Für eine Transparentfolie: an der gestrichelten Linie ausschneiden, Mitte auf Mitte auf das Brett legen, zu Beginn mit dem Dreieck bei Sektor {sector}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>PDF: {pdf}</source>
        <translation>PDF: {pdf}</translation>
    </message>
    <message>
        <source>SVG: one drawing per card, into a folder</source>
        <translation>SVG: eine Zeichnung pro Karte, in einen Ordner</translation>
    </message>
    <message>
        <source>PNG: one image per card, into a folder</source>
        <translation>PNG: ein Bild pro Karte, in einen Ordner</translation>
    </message>
    <message>
        <source>GIF: an animated solution, for games that have solutions</source>
        <translation>GIF: eine animierte Lösung, für Spiele mit Lösungen</translation>
    </message>
    <message>
        <source>Export {file}</source>
        <translation>{file} exportieren</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Save to</source>
        <translation>Speichern in</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export into the folder</source>
        <translation>In den Ordner exportieren</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exportieren nach</translation>
    </message>
    <message>
        <source>{format} files (*.{suffix})</source>
        <translation>{format}-Dateien (*.{suffix})</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <source>{reason}; it was left as it is</source>
        <translation>{reason}; die Datei bleibt unverändert</translation>
    </message>
    <message>
        <source>the file has errors (the first: {message})</source>
        <translation>die Datei enthält Fehler (der erste: {message})</translation>
    </message>
    <message>
        <source>Not exported: {reason}</source>
        <translation>Nicht exportiert: {reason}</translation>
    </message>
    <message>
        <source>exporting…</source>
        <translation>wird exportiert…</translation>
    </message>
    <message>
        <source>cancelling…</source>
        <translation>wird abgebrochen…</translation>
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
        <source>exporting: {step}</source>
        <translation>wird exportiert: {step}</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Export abgebrochen: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Not exported: {reason}; it was left as it is</source>
        <translation>Nicht exportiert: {reason}; die Datei bleibt unverändert</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… und {count} weitere</translation>
    </message>
    <message>
        <source>Not exported: something went wrong in the export ({message}).</source>
        <translation>Nicht exportiert: Beim Export ist etwas schiefgegangen ({message}).</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Daedalus maze</source>
        <extracomment>the game&apos;s English title is Daedalus&apos; Maze; no official translation of it is known to us</extracomment>
        <translation>Daedalus-Labyrinth</translation>
    </message>
    <message>
        <source>Daedalus mazes</source>
        <translation>Daedalus-Labyrinthe</translation>
    </message>
    <message>
        <source>Magic Labyrinth layout</source>
        <extracomment>the game is published as Das magische Labyrinth (German) and Le Labyrinthe magique (French)</extracomment>
        <translation>Aufbau für Das magische Labyrinth</translation>
    </message>
    <message>
        <source>Magic Labyrinth layouts</source>
        <translation>Aufbauten für Das magische Labyrinth</translation>
    </message>
    <message>
        <source>Magic Maze mall scenario</source>
        <extracomment>Magic Maze keeps its English name in German and French editions</extracomment>
        <translation>Magic-Maze-Szenario</translation>
    </message>
    <message>
        <source>Magic Maze mall scenarios</source>
        <translation>Magic-Maze-Szenarien</translation>
    </message>
    <message>
        <source>Magic Maze Tower quest</source>
        <extracomment>The ``format`` value of quest files (here, not in `model`, so that finding the game of a file does not import the tower&apos;s model). Magic Maze Tower keeps its English name in German and French editions</extracomment>
        <translation>Magic-Maze-Tower-Quest</translation>
    </message>
    <message>
        <source>Magic Maze Tower quests</source>
        <translation>Magic-Maze-Tower-Quests</translation>
    </message>
    <message>
        <source>Magic Maze Tower adventure</source>
        <translation>Magic-Maze-Tower-Abenteuer</translation>
    </message>
    <message>
        <source>Magic Maze Tower adventures</source>
        <translation>Magic-Maze-Tower-Abenteuer</translation>
    </message>
    <message>
        <source>Wandering Towers set-up</source>
        <extracomment>Wandering Towers keeps its English name in German and French editions</extracomment>
        <translation>Wandering-Towers-Aufbau</translation>
    </message>
    <message>
        <source>Wandering Towers set-ups</source>
        <translation>Wandering-Towers-Aufbauten</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Generate</source>
        <translation>Generieren</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Mutations per candidate</source>
        <translation>Mutationen pro Kandidat</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Folder for the files</source>
        <translation>Ordner für die Dateien</translation>
    </message>
    <message>
        <source>Cannot generate: {reason}</source>
        <translation>Generieren nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>Cannot make the folder {folder}: {reason}</source>
        <translation>Der Ordner {folder} kann nicht angelegt werden: {reason}</translation>
    </message>
    <message>
        <source>Searching: {count} file asked for…</source>
        <translation>Suche läuft: {count} Datei angefordert…</translation>
    </message>
    <message>
        <source>Searching: {count} files asked for…</source>
        <translation>Suche läuft: {count} Dateien angefordert…</translation>
    </message>
    <message>
        <source>Generating failed: {message}</source>
        <translation>Generieren fehlgeschlagen: {message}</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>{tried} candidate tried, {found} found…</source>
        <translation>{tried} Kandidat getestet, {found} gefunden…</translation>
    </message>
    <message>
        <source>{tried} candidates tried, {found} found…</source>
        <translation>{tried} Kandidaten getestet, {found} gefunden…</translation>
    </message>
    <message>
        <source>{found} of {asked} found (cancelled), written to {folder}</source>
        <translation>{found} von {asked} gefunden (abgebrochen), gespeichert in {folder}</translation>
    </message>
    <message>
        <source>{found} of {asked} found, written to {folder}</source>
        <translation>{found} von {asked} gefunden, gespeichert in {folder}</translation>
    </message>
</context>
<context>
    <name>IssuesPanel</name>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>✔ No problems found.</source>
        <translation>✔ Keine Probleme gefunden.</translation>
    </message>
    <message>
        <source>{errors} error, {warnings} warning</source>
        <translation>{errors} Fehler, {warnings} Warnung</translation>
    </message>
    <message>
        <source>{errors} error, {warnings} warnings</source>
        <translation>{errors} Fehler, {warnings} Warnungen</translation>
    </message>
    <message>
        <source>{errors} errors, {warnings} warning</source>
        <translation>{errors} Fehler, {warnings} Warnung</translation>
    </message>
    <message>
        <source>{errors} errors, {warnings} warnings</source>
        <translation>{errors} Fehler, {warnings} Warnungen</translation>
    </message>
</context>
<context>
    <name>LabyrinthEditor</name>
    <message>
        <source>Set title</source>
        <extracomment>The undo step of each text key.</extracomment>
        <translation>Titel ändern</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>Autor ändern</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>Notizen ändern</translation>
    </message>
    <message>
        <source>Paint walls</source>
        <translation>Wände zeichnen</translation>
    </message>
    <message>
        <source>Erase walls</source>
        <translation>Wände entfernen</translation>
    </message>
    <message>
        <source>Place room {number}</source>
        <translation>Raum {number} platzieren</translation>
    </message>
    <message>
        <source>Remove room</source>
        <translation>Raum entfernen</translation>
    </message>
    <message>
        <source>Board size {size} x {size}</source>
        <translation>Brettgröße {size} × {size}</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> Felder</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>square {x},{y}</source>
        <translation>Feld {x},{y}</translation>
    </message>
    <message>
        <source>room {room}</source>
        <translation>Raum {room}</translation>
    </message>
    <message>
        <source>corner {corner}</source>
        <translation>Ecke {corner}</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>unerreichbar</translation>
    </message>
    <message>
        <source>{steps} steps away</source>
        <translation>{steps} Schritte entfernt</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Wände</translation>
    </message>
    <message>
        <source>Drag along grid lines to put up walls</source>
        <translation>Entlang der Gitterlinien ziehen, um Wände aufzustellen</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Drag along walls to take them down; click a room to take it off the board</source>
        <translation>Entlang von Wänden ziehen, um sie zu entfernen; ein Klick auf einen Raum nimmt ihn vom Brett</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>Räume</translation>
    </message>
    <message>
        <source>Click a square to place the room of the chosen number (keys 1 to 5); right-click removes</source>
        <translation>Klick auf ein Feld platziert den Raum mit der gewählten Nummer (Tasten 1 bis 5); Rechtsklick entfernt</translation>
    </message>
    <message>
        <source>room {number}: click a square to place it (keys 1 to 5 choose the room)</source>
        <translation>Raum {number}: Klick auf ein Feld platziert ihn (Tasten 1 bis 5 wählen den Raum)</translation>
    </message>
    <message>
        <source>Distances</source>
        <translation>Entfernungen</translation>
    </message>
    <message>
        <source>Click a corner or a room to see every square&apos;s distance from it; hover for the way</source>
        <translation>Klick auf eine Ecke oder einen Raum zeigt die Entfernung jedes Feldes von dort; Darüberfahren zeigt den Weg</translation>
    </message>
    <message>
        <source>distances from square {x},{y}</source>
        <translation>Entfernungen von Feld {x},{y}</translation>
    </message>
    <message>
        <source>click a corner or a room</source>
        <translation>auf eine Ecke oder einen Raum klicken</translation>
    </message>
</context>
<context>
    <name>LabyrinthPlay</name>
    <message>
        <source>square {x},{y}</source>
        <extracomment>Arrow keys -&gt; the side a wizard steps to.</extracomment>
        <translation>Feld {x},{y}</translation>
    </message>
    <message>
        <source>room {room}</source>
        <translation>Raum {room}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>arrow keys or a click on a neighbouring square move; Tab or a click picks a wizard</source>
        <translation>Pfeiltasten oder Klick auf ein Nachbarfeld ziehen; Tab oder Klick wählt einen Zauberer</translation>
    </message>
    <message>
        <source>Reveal walls</source>
        <translation>Wände aufdecken</translation>
    </message>
    <message>
        <source>show the hidden walls (they show anyway when the game is over)</source>
        <translation>die verborgenen Wände zeigen (nach Spielende erscheinen sie ohnehin)</translation>
    </message>
    <message>
        <source>Arrow keys step the current wizard (Tab picks the other one of two); a click on a square next to a wizard steps there. A knocked wall sends the wizard back to its corner.</source>
        <translation>Die Pfeiltasten bewegen den aktuellen Zauberer einen Schritt (Tab wählt bei zweien den anderen); ein Klick auf ein Feld neben einem Zauberer zieht ihn dorthin. Stößt ein Zauberer gegen eine Wand, muss er zurück in seine Ecke.</translation>
    </message>
    <message>
        <source>Turn {turn}: &lt;b&gt;player {player}&lt;/b&gt; moves the {wizard} wizard (Tab picks the other).</source>
        <translation>Zug {turn}: &lt;b&gt;Spieler {player}&lt;/b&gt; bewegt den Zauberer {wizard} (Tab wählt den anderen).</translation>
    </message>
    <message>
        <source>Turn {turn}: &lt;b&gt;player {player}&lt;/b&gt; moves the {wizard} wizard.</source>
        <translation>Zug {turn}: &lt;b&gt;Spieler {player}&lt;/b&gt; bewegt den Zauberer {wizard}.</translation>
    </message>
    <message>
        <source>Player {player} looks for &lt;b&gt;room {room}&lt;/b&gt;.</source>
        <translation>Spieler {player} sucht &lt;b&gt;Raum {room}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>player {player} ({wizards})</source>
        <translation>Spieler {player} ({wizards})</translation>
    </message>
    <message>
        <source>{count} of 5 tokens: rooms {rooms}</source>
        <translation>{count} von 5 Markern: Räume {rooms}</translation>
    </message>
    <message>
        <source>{count} of 5 tokens</source>
        <translation>{count} von 5 Markern</translation>
    </message>
    <message>
        <source>Walls found by knocking: {count}</source>
        <translation>Durch Anstoßen gefundene Wände: {count}</translation>
    </message>
    <message>
        <source>square {x},{y} is not next to a wizard of player {player}</source>
        <translation>Feld {x},{y} liegt nicht neben einem Zauberer von Spieler {player}</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Nicht erlaubt: {reason}</translation>
    </message>
    <message>
        <source>knock! player {player}&apos;s {wizard} wizard hit the wall between {ax},{ay} and {bx},{by}: back to {wizard}</source>
        <translation>klopf! Der Zauberer {wizard} von Spieler {player} ist gegen die Wand zwischen {ax},{ay} und {bx},{by} gestoßen: zurück nach {wizard}</translation>
    </message>
    <message>
        <source>Player {player} wins after {turns} turns.</source>
        <translation>Spieler {player} gewinnt nach {turns} Zügen.</translation>
    </message>
    <message>
        <source>nothing to undo: no move was played</source>
        <translation>nichts rückgängig zu machen: es wurde kein Zug gespielt</translation>
    </message>
    <message>
        <source>took back: {move}</source>
        <translation>zurückgenommen: {move}</translation>
    </message>
</context>
<context>
    <name>LabyrinthPrinting</name>
    <message>
        <source>Room {number}</source>
        <extracomment>The set-up card&apos;s height over its width.</extracomment>
        <translation>Raum {number}</translation>
    </message>
    <message>
        <source>Set-up card · {size} x {size} board · {count} wall</source>
        <translation>Aufbaukarte · Brett {size} × {size} · {count} Wand</translation>
    </message>
    <message>
        <source>Set-up card · {size} x {size} board · {count} walls</source>
        <translation>Aufbaukarte · Brett {size} × {size} · {count} Wände</translation>
    </message>
    <message>
        <source>Thick line: a wall. Build all {count} under the board.</source>
        <translation>Dicke Linie: eine Wand. Alle {count} unter dem Brett aufbauen.</translation>
    </message>
    <message>
        <source>Disc: a room, numbered as its room card (1 to 5).</source>
        <translation>Scheibe: ein Raum, nummeriert wie seine Raumkarte (1 bis 5).</translation>
    </message>
    <message>
        <source>Corners: the players&apos; starts.</source>
        <translation>Ecken: die Startfelder der Spieler.</translation>
    </message>
    <message>
        <source>Keep this card hidden from the players · mazewright</source>
        <translation>Diese Karte vor den Spielern verborgen halten · mazewright</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>The editor did not close normally last time.</source>
        <translation>Der Editor wurde beim letzten Mal nicht normal beendet.</translation>
    </message>
    <message>
        <source>Recover the unsaved work on {file}?</source>
        <translation>Die ungespeicherte Arbeit an {file} wiederherstellen?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>a new file of any game</source>
        <translation>eine neue Datei eines beliebigen Spiels</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>open a file</source>
        <translation>eine Datei öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Example…</source>
        <translation>&amp;Beispiel öffnen…</translation>
    </message>
    <message>
        <source>open a level that ships with the studio</source>
        <translation>ein mitgeliefertes Level öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>save the file</source>
        <translation>die Datei speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>save under a new name</source>
        <translation>unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>print the file or save its pictures</source>
        <translation>die Datei drucken oder ihre Bilder speichern</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>&amp;Generieren…</translation>
    </message>
    <message>
        <source>design files to order</source>
        <translation>Dateien nach Vorgaben entwerfen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>close the editor</source>
        <translation>den Editor schließen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>&amp;Actual size (100 %)</source>
        <translation>&amp;Originalgröße (100 %)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>every shortcut</source>
        <translation>alle Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>the studio&apos;s manual</source>
        <translation>das Handbuch des Studios</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>the open game&apos;s rules</source>
        <translation>die Regeln des geöffneten Spiels</translation>
    </message>
    <message>
        <source>&amp;About Mazewright</source>
        <translation>&amp;Über Mazewright</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>die Sprache des Systems</translation>
    </message>
    <message>
        <source>Mazewright speaks {language} from its next start</source>
        <translation>Mazewright spricht ab dem nächsten Start {language}</translation>
    </message>
    <message>
        <source>File and view</source>
        <translation>Datei und Ansicht</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&amp;Rules of {games}</source>
        <translation>&amp;Regeln: {games}</translation>
    </message>
    <message>
        <source>no issues</source>
        <translation>keine Probleme</translation>
    </message>
    <message>
        <source>Issues ({count})</source>
        <translation>Probleme ({count})</translation>
    </message>
    <message>
        <source>Mazewright files ({patterns});;{each};;All files (*)</source>
        <translation>Mazewright-Dateien ({patterns});;{each};;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open Example</source>
        <translation>Beispiel öffnen</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>opened {file}</source>
        <translation>{file} geöffnet</translation>
    </message>
    <message>
        <source>{files} cannot be edited in the studio yet</source>
        <translation>{files} lassen sich im Studio noch nicht bearbeiten</translation>
    </message>
    <message>
        <source>{files} (*{suffix});;All files (*)</source>
        <translation>{files} (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Cannot save the file</source>
        <translation>Die Datei kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>{files} cannot be exported</source>
        <translation>{files} lassen sich nicht exportieren</translation>
    </message>
    <message>
        <source>autosave failed: {reason}</source>
        <translation>automatisches Speichern fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Wiederherstellen nicht möglich</translation>
    </message>
    <message>
        <source>the autosaved file is damaged</source>
        <translation>die automatisch gespeicherte Datei ist beschädigt</translation>
    </message>
    <message>
        <source>recovered unsaved work: save it to keep it</source>
        <translation>ungespeicherte Arbeit wiederhergestellt: speichern, um sie zu behalten</translation>
    </message>
    <message>
        <source>Rules: {games}</source>
        <translation>Regeln: {games}</translation>
    </message>
    <message>
        <source>This game has no rules document.</source>
        <translation>Dieses Spiel hat kein Regeldokument.</translation>
    </message>
    <message>
        <source>About Mazewright</source>
        <translation>Über Mazewright</translation>
    </message>
    <message>
        <source>Editor, validator and solver for maze board games:</source>
        <translation>Editor, Prüfer und Löser für Labyrinth-Brettspiele:</translation>
    </message>
</context>
<context>
    <name>MallCommands</name>
    <message>
        <source>Set title</source>
        <extracomment>The undo step of each text of the scenario.</extracomment>
        <translation>Titel festlegen</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>Autor festlegen</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>Notizen festlegen</translation>
    </message>
    <message>
        <source>Paint floor</source>
        <translation>Boden malen</translation>
    </message>
    <message>
        <source>Paint exit for every hero</source>
        <translation>Ausgang für alle Helden malen</translation>
    </message>
    <message>
        <source>Paint {hero} {kind}</source>
        <translation>{kind} für {hero} malen</translation>
    </message>
    <message>
        <source>Paint {kind}</source>
        <translation>{kind} malen</translation>
    </message>
    <message>
        <source>Put up walls</source>
        <translation>Wände setzen</translation>
    </message>
    <message>
        <source>Take down walls</source>
        <translation>Wände entfernen</translation>
    </message>
    <message>
        <source>Escalator {a} to {b}</source>
        <translation>Rolltreppe von {a} nach {b}</translation>
    </message>
    <message>
        <source>Remove escalators at {space}</source>
        <translation>Rolltreppen bei {space} entfernen</translation>
    </message>
    <message>
        <source>Add tile {tile}</source>
        <translation>Plättchen {tile} hinzufügen</translation>
    </message>
    <message>
        <source>Remove tile {tile}</source>
        <translation>Plättchen {tile} entfernen</translation>
    </message>
    <message>
        <source>Rename tile {old} to {new}</source>
        <translation>Plättchen {old} in {new} umbenennen</translation>
    </message>
    <message>
        <source>Start on tile {tile}</source>
        <translation>Start auf Plättchen {tile}</translation>
    </message>
    <message>
        <source>Start tile turned {degrees}°</source>
        <translation>Startplättchen um {degrees}° gedreht</translation>
    </message>
    <message>
        <source>Deck order</source>
        <translation>Reihenfolge des Stapels</translation>
    </message>
    <message>
        <source>Place tile {tile} from tile {parent}</source>
        <translation>Plättchen {tile} an Plättchen {parent} anlegen</translation>
    </message>
    <message>
        <source>Take down tile {tile}</source>
        <translation>Plättchen {tile} zurücknehmen</translation>
    </message>
    <message>
        <source>{hero} out of play</source>
        <translation>{hero} aus dem Spiel nehmen</translation>
    </message>
    <message>
        <source>{hero} start</source>
        <translation>{hero} aufstellen</translation>
    </message>
    <message>
        <source>No sand timer</source>
        <translation>Keine Sanduhr</translation>
    </message>
    <message>
        <source>Sand timer {timer}</source>
        <translation>Sanduhr {timer}</translation>
    </message>
    <message>
        <source>Tile {tile} into the deck</source>
        <translation>Plättchen {tile} in den Stapel legen</translation>
    </message>
    <message>
        <source>Tile {tile} set aside</source>
        <translation>Plättchen {tile} beiseitelegen</translation>
    </message>
</context>
<context>
    <name>MallEditor</name>
    <message>
        <source>a scenario of {count} tiles is too large to draw (at most {most})</source>
        <extracomment>The most tiles the editor draws (the boxed game has 24 mall tiles with its extensions).</extracomment>
        <translation>ein Szenario mit {count} Plättchen ist zu groß zum Zeichnen (höchstens {most})</translation>
    </message>
    <message>
        <source>not turned</source>
        <extracomment>The turn of the start tile as the panel names it.</extracomment>
        <translation>nicht gedreht</translation>
    </message>
    <message>
        <source>90° clockwise</source>
        <translation>90° im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>180°</source>
        <translation>180°</translation>
    </message>
    <message>
        <source>90° anticlockwise</source>
        <translation>90° gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>What a timer with no budget yet starts at.</extracomment>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Sand timer</source>
        <translation>Sanduhr</translation>
    </message>
    <message>
        <source>count time: the sand timer&apos;s capacity in actions</source>
        <translation>Zeit zählen: die Laufzeit der Sanduhr in Aktionen</translation>
    </message>
    <message>
        <source> actions</source>
        <translation> Aktionen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>the tile the heist starts on (at the mall&apos;s origin)</source>
        <translation>das Plättchen, auf dem der Raubzug beginnt (im Ursprung des Einkaufszentrums)</translation>
    </message>
    <message>
        <source>the start tile&apos;s turn; the placed tiles turn with it</source>
        <translation>die Drehung des Startplättchens; die angelegten Plättchen drehen sich mit</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Startplättchen</translation>
    </message>
    <message>
        <source>Turned</source>
        <translation>Gedreht</translation>
    </message>
    <message>
        <source>Heroes (drag them on the start tile with the Heroes tool)</source>
        <translation>Helden (mit dem Werkzeug „Helden“ auf das Startplättchen ziehen)</translation>
    </message>
    <message>
        <source>x </source>
        <translation>x </translation>
    </message>
    <message>
        <source>y </source>
        <translation>y </translation>
    </message>
    <message>
        <source>vortex</source>
        <translation>Teleporter</translation>
    </message>
    <message>
        <source>item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>exit</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>sand-timer space</source>
        <translation>Sanduhrfeld</translation>
    </message>
    <message>
        <source>explore space</source>
        <translation>Erkundungsfeld</translation>
    </message>
    <message>
        <source>tile {tile}, space {space}</source>
        <translation>Plättchen {tile}, Feld {space}</translation>
    </message>
    <message>
        <source>{words} (mall {space})</source>
        <translation>{words} (Einkaufszentrum {space})</translation>
    </message>
    <message>
        <source>{space} of the {hero}</source>
        <translation>{space} für {hero}</translation>
    </message>
    <message>
        <source>{space} for every hero</source>
        <translation>{space} für alle Helden</translation>
    </message>
    <message>
        <source>{words}: {space}</source>
        <translation>{words}: {space}</translation>
    </message>
    <message>
        <source>{words}, the {hero}</source>
        <translation>{words}, {hero}</translation>
    </message>
    <message>
        <source>{words}, {side} border</source>
        <translation>{words}, Rand {side}</translation>
    </message>
    <message>
        <source>start tile</source>
        <translation>Startplättchen</translation>
    </message>
    <message>
        <source>in the mall, from tile {parent} at {space}</source>
        <translation>im Einkaufszentrum, an Plättchen {parent} bei {space}</translation>
    </message>
    <message>
        <source>deck {n}</source>
        <translation>Stapel {n}</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>nicht verwendet</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>a new, empty tile at the bottom of the deck</source>
        <translation>ein neues, leeres Plättchen unten im Stapel</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>make this the start tile (the mall starts anew from it)</source>
        <translation>dieses Plättchen zum Startplättchen machen (das Einkaufszentrum wird von ihm aus neu aufgebaut)</translation>
    </message>
    <message>
        <source>Take down</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>take the tile (and the tiles hung on it) out of the mall</source>
        <translation>das Plättchen (und die daran angelegten Plättchen) aus dem Einkaufszentrum nehmen</translation>
    </message>
    <message>
        <source>Deck, top first (drag to reorder)</source>
        <translation>Stapel, oberstes zuerst (zum Umordnen ziehen)</translation>
    </message>
    <message>
        <source>Into deck</source>
        <translation>In den Stapel</translation>
    </message>
    <message>
        <source>put the tile chosen above at the bottom of the deck</source>
        <translation>das oben gewählte Plättchen unten in den Stapel legen</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Beiseitelegen</translation>
    </message>
    <message>
        <source>take the chosen deck tile out of the deck (it stays a tile)</source>
        <translation>das gewählte Plättchen aus dem Stapel nehmen (es bleibt im Szenario)</translation>
    </message>
    <message>
        <source>{n}. tile {tile}</source>
        <translation>{n}. Plättchen {tile}</translation>
    </message>
</context>
<context>
    <name>MallPlay</name>
    <message>
        <source>none</source>
        <extracomment>The Play dock&apos;s set-ups: without the real-time sand timer, or with it (its seconds).</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>3 minutes, real time</source>
        <translation>3 Minuten, Echtzeit</translation>
    </message>
    <message>
        <source>click a player&apos;s row to act as that player (keys 1-8)</source>
        <extracomment>How often the sand timer&apos;s display is brought up to date.</extracomment>
        <translation>auf die Zeile eines Spielers klicken, um als dieser Spieler zu handeln (Tasten 1-8)</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Erkunden</translation>
    </message>
    <message>
        <source>the chosen hero explores from its explore space: the top tile of the deck (X)</source>
        <translation>der gewählte Held erkundet von seinem Erkundungsfeld aus: das oberste Plättchen des Stapels (X)</translation>
    </message>
    <message>
        <source>the real-time sand timer: sand left in the top bulb</source>
        <translation>die Echtzeit-Sanduhr: verbleibender Sand im oberen Glas</translation>
    </message>
    <message>
        <source>Action tiles</source>
        <translation>Aktionsplättchen</translation>
    </message>
    <message>
        <source>Choose the acting player with a click on their action tiles (or 1-8), a hero with a click (or Tab), then click a lit space: a move, a vortex or an escalator. Arrows move the chosen hero one space, Shift+arrows as far as it slides; X (or Explore, or a click on the unexplored place) explores. Only the acting player&apos;s tiles count.</source>
        <translation>Den handelnden Spieler per Klick auf seine Aktionsplättchen wählen (oder 1-8), einen Helden per Klick (oder Tab), dann ein hervorgehobenes Feld anklicken: ein Zug, ein Teleporter oder eine Rolltreppe. Die Pfeiltasten bewegen den gewählten Helden um ein Feld, Umschalt+Pfeiltasten so weit er gleitet; X (oder „Erkunden“ oder ein Klick auf die unerkundete Stelle) erkundet. Nur die Plättchen des handelnden Spielers zählen.</translation>
    </message>
    <message>
        <source>The solo deck</source>
        <translation>Der Solo-Stapel</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>{player} acts ({hand}); the {hero} is chosen.</source>
        <translation>{player} handelt ({hand}); gewählt: {hero}.</translation>
    </message>
    <message>
        <source>{player} acts ({hand}).</source>
        <translation>{player} handelt ({hand}).</translation>
    </message>
    <message>
        <source>done: the vortexes are off, the exits are open</source>
        <translation>erledigt: die Teleporter sind außer Betrieb, die Ausgänge sind offen</translation>
    </message>
    <message>
        <source>not yet: every hero on its item at once</source>
        <translation>noch nicht: alle Helden gleichzeitig auf ihrem Gegenstand</translation>
    </message>
    <message>
        <source>{count} tile, next: tile {tile}</source>
        <translation>{count} Plättchen, als Nächstes: Plättchen {tile}</translation>
    </message>
    <message>
        <source>{count} tiles, next: tile {tile}</source>
        <translation>{count} Plättchen, als Nächstes: Plättchen {tile}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>{count} of {total}</source>
        <translation>{count} von {total}</translation>
    </message>
    <message>
        <source>run out</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>noch {time}</translation>
    </message>
    <message>
        <source>{time}, starts with the first action</source>
        <translation>{time}, läuft ab der ersten Aktion</translation>
    </message>
    <message>
        <source>player {n} acts: {hand}</source>
        <translation>Spieler {n} handelt: {hand}</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>the {hero} cannot get from {a} to {b} in one action</source>
        <translation>{hero} kann nicht mit einer Aktion von {a} nach {b} gelangen</translation>
    </message>
    <message>
        <source>{players} or {player}</source>
        <translation>{players} oder {player}</translation>
    </message>
    <message>
        <source>{reason} (player {players} has it)</source>
        <translation>{reason} (Spieler {players} hat diese Aktion)</translation>
    </message>
    <message>
        <source>The sand ran out after {count} actions: the guards caught the heroes, the heist has failed.</source>
        <translation>Der Sand ist nach {count} Aktionen abgelaufen: Die Wachen haben die Helden geschnappt, der Raubzug ist gescheitert.</translation>
    </message>
    <message>
        <source>the sand timer has run out</source>
        <translation>die Sanduhr ist abgelaufen</translation>
    </message>
    <message>
        <source>Every hero is out after {count} actions, {time} of sand left: the heist has succeeded.</source>
        <translation>Alle Helden sind nach {count} Aktionen draußen, mit {time} Sand übrig: Der Raubzug ist gelungen.</translation>
    </message>
    <message>
        <source>Every hero is out after {count} actions: the heist has succeeded.</source>
        <translation>Alle Helden sind nach {count} Aktionen draußen: Der Raubzug ist gelungen.</translation>
    </message>
    <message>
        <source>The sand timer ({timer} actions) ran out after {count} actions: the heist has failed.</source>
        <translation>Die Sanduhr ({timer} Aktionen) ist nach {count} Aktionen abgelaufen: Der Raubzug ist gescheitert.</translation>
    </message>
    <message>
        <source>the sand has run out: Restart to play again</source>
        <translation>der Sand ist abgelaufen: „Neu starten“, um erneut zu spielen</translation>
    </message>
    <message>
        <source>nothing to undo: no action was played</source>
        <translation>nichts rückgängig zu machen: es wurde noch keine Aktion gespielt</translation>
    </message>
    <message>
        <source>took back: {action}</source>
        <translation>zurückgenommen: {action}</translation>
    </message>
    <message>
        <source>sand timer: {state}</source>
        <translation>Sanduhr: {state}</translation>
    </message>
    <message>
        <source>the {hero} cannot move north from {space}</source>
        <extracomment>Why the chosen hero cannot move towards a side, by side.</extracomment>
        <translation>{hero} kann von {space} aus nicht nach Norden ziehen</translation>
    </message>
    <message>
        <source>the {hero} cannot move east from {space}</source>
        <translation>{hero} kann von {space} aus nicht nach Osten ziehen</translation>
    </message>
    <message>
        <source>the {hero} cannot move south from {space}</source>
        <translation>{hero} kann von {space} aus nicht nach Süden ziehen</translation>
    </message>
    <message>
        <source>the {hero} cannot move west from {space}</source>
        <translation>{hero} kann von {space} aus nicht nach Westen ziehen</translation>
    </message>
    <message>
        <source>{space}: tile {tile}</source>
        <translation>{space}: Plättchen {tile}</translation>
    </message>
    <message>
        <source>{words}, {kind} of the {hero}</source>
        <translation>{words}, {kind} für {hero}</translation>
    </message>
    <message>
        <source>{words}, {kind}</source>
        <translation>{words}, {kind}</translation>
    </message>
    <message>
        <source>{words}; the {hero}</source>
        <translation>{words}; {hero}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>click a hero, then a lit space; 1-8 choose the acting player, X explores</source>
        <translation>einen Helden anklicken, dann ein hervorgehobenes Feld; 1-8 wählen den handelnden Spieler, X erkundet</translation>
    </message>
    <message>
        <source>first action (Home)</source>
        <extracomment>Time between two actions while the plan plays. Above everything the editor&apos;s scene draws.</extracomment>
        <translation>erste Aktion (Pos1)</translation>
    </message>
    <message>
        <source>action back (Left)</source>
        <translation>eine Aktion zurück (Pfeil links)</translation>
    </message>
    <message>
        <source>play / pause (Ctrl+Space)</source>
        <translation>Wiedergabe / Pause (Strg+Leertaste)</translation>
    </message>
    <message>
        <source>action forward (Right)</source>
        <translation>eine Aktion vor (Pfeil rechts)</translation>
    </message>
    <message>
        <source>last action (End)</source>
        <translation>letzte Aktion (Ende)</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>Zurück zum Bearbeiten</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>a plan of {count} actions with {changes} switches</source>
        <translation>ein Plan aus {count} Aktionen mit {changes} Wechseln</translation>
    </message>
    <message>
        <source>a plan of {count} actions with {changes} hand-offs</source>
        <translation>ein Plan aus {count} Aktionen mit {changes} Übergaben</translation>
    </message>
    <message>
        <source>a plan of {count} actions, maybe not the fewest</source>
        <translation>ein Plan aus {count} Aktionen, vielleicht nicht der kürzeste</translation>
    </message>
    <message>
        <source>{players}: {plan}</source>
        <translation>{players}: {plan}</translation>
    </message>
    <message>
        <source>The heist starts; {count} actions to go.</source>
        <translation>Der Raubzug beginnt; noch {count} Aktionen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Action {number} of {count}&lt;/b&gt;: {action}.</source>
        <translation>&lt;b&gt;Aktion {number} von {count}&lt;/b&gt;: {action}.</translation>
    </message>
</context>
<context>
    <name>MallPrinting</name>
    <message>
        <source>solo deck</source>
        <extracomment>A move tile&apos;s arrow: the angle (degrees, clockwise from east) it points to.</extracomment>
        <translation>Solo-Stapel</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>deck {n}: tile {tile}</source>
        <extracomment>Room above a tray tile for its label, and between tray tiles, in board units. What a piece is: in the mall at the start, explored during a heist, or in the tray.</extracomment>
        <translation>Stapel {n}: Plättchen {tile}</translation>
    </message>
    <message>
        <source>tile {tile} (not used)</source>
        <translation>Plättchen {tile} (nicht verwendet)</translation>
    </message>
    <message>
        <source>north</source>
        <extracomment>The scenario sheet&apos;s margin, in mm.</extracomment>
        <translation>Norden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>vortex</source>
        <translation>Teleporter</translation>
    </message>
    <message>
        <source>escalator</source>
        <translation>Rolltreppe</translation>
    </message>
    <message>
        <source>explore</source>
        <translation>Erkunden</translation>
    </message>
    <message>
        <source>1 player · {k} of {count}</source>
        <translation>1 Spieler · {k} von {count}</translation>
    </message>
    <message>
        <source>{players} players · player {k}</source>
        <translation>{players} Spieler · Spieler {k}</translation>
    </message>
    <message>
        <source>{players}+ players · player {players}</source>
        <translation>{players}+ Spieler · Spieler {players}</translation>
    </message>
    <message>
        <source>tile {tile}, as drawn (not turned)</source>
        <translation>Plättchen {tile}, wie abgebildet (nicht gedreht)</translation>
    </message>
    <message>
        <source>tile {tile}, turned {count} quarter turn clockwise</source>
        <translation>Plättchen {tile}, um {count} Vierteldrehung im Uhrzeigersinn gedreht</translation>
    </message>
    <message>
        <source>tile {tile}, turned {count} quarter turns clockwise</source>
        <translation>Plättchen {tile}, um {count} Vierteldrehungen im Uhrzeigersinn gedreht</translation>
    </message>
    <message>
        <source>the {hero} on {space}</source>
        <translation>{hero} auf {space}</translation>
    </message>
    <message>
        <source>tile {tile} from tile {parent}&apos;s space {space}</source>
        <translation>Plättchen {tile} an Feld {space} von Plättchen {parent}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>{heroes} of the start tile</source>
        <translation>{heroes} des Startplättchens</translation>
    </message>
    <message>
        <source>{count} actions; a hero ending a move on an unused hourglass flips it</source>
        <translation>{count} Aktionen; ein Held, der einen Zug auf einer unbenutzten Sanduhr beendet, dreht sie um</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Startplättchen</translation>
    </message>
    <message>
        <source>In the mall</source>
        <translation>Im Einkaufszentrum</translation>
    </message>
    <message>
        <source>the start tile alone</source>
        <translation>nur das Startplättchen</translation>
    </message>
    <message>
        <source>Deck, top first</source>
        <translation>Stapel, oberstes zuerst</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Sand timer</source>
        <translation>Sanduhr</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>{count} (the tile sheets follow)</source>
        <translation>{count} (die Plättchenbögen folgen)</translation>
    </message>
    <message>
        <source>item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>exit</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>exit for all</source>
        <translation>Ausgang für alle</translation>
    </message>
    <message>
        <source>sand timer</source>
        <translation>Sanduhr</translation>
    </message>
    <message>
        <source>unexplored</source>
        <translation>unerkundet</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>Eingang</translation>
    </message>
    <message>
        <source>Magic Maze scenario by {author}</source>
        <translation>Magic-Maze-Szenario von {author}</translation>
    </message>
    <message>
        <source>Magic Maze scenario</source>
        <translation>Magic-Maze-Szenario</translation>
    </message>
</context>
<context>
    <name>MallTools</name>
    <message>
        <source>floor</source>
        <extracomment>Pixels of a choice&apos;s picture in a tool&apos;s panel. The pointer&apos;s way is sampled every this share of a space, so a fast drag misses none. The painter&apos;s kinds of space, with their keys (each kind&apos;s name is also the word the panel shows, translated there).</extracomment>
        <translation>Boden</translation>
    </message>
    <message>
        <source>Floor (clears a space)</source>
        <translation>Boden (leert ein Feld)</translation>
    </message>
    <message>
        <source>vortex</source>
        <translation>Teleporter</translation>
    </message>
    <message>
        <source>Vortex</source>
        <translation>Teleporter</translation>
    </message>
    <message>
        <source>item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>exit</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>Sanduhr</translation>
    </message>
    <message>
        <source>Sand-timer space</source>
        <translation>Sanduhrfeld</translation>
    </message>
    <message>
        <source>explore</source>
        <translation>Erkundung</translation>
    </message>
    <message>
        <source>Explore space (exploration positions only)</source>
        <translation>Erkundungsfeld (nur an Erkundungspositionen)</translation>
    </message>
    <message>
        <source>every hero</source>
        <extracomment>The heroes with their keys; 0: an exit for every hero.</extracomment>
        <translation>alle Helden</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>{words} (key {key})</source>
        <translation>{words} (Taste {key})</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>the {hero}&apos;s colour and sign (key {key})</source>
        <translation>Farbe und Zeichen von {hero} (Taste {key})</translation>
    </message>
    <message>
        <source>an exit for every hero (key 0)</source>
        <translation>ein Ausgang für alle Helden (Taste 0)</translation>
    </message>
    <message>
        <source>Painting: {choice}</source>
        <translation>Malen: {choice}</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Drag over spaces to paint the chosen kind for the chosen hero (keys F V I X T E, heroes 1-4, 0 every hero); right-drag clears to floor</source>
        <translation>Über Felder ziehen, um die gewählte Art für den gewählten Helden zu malen (Tasten F V I X T E, Helden 1-4, 0 alle Helden); Ziehen mit der rechten Maustaste macht sie wieder zu Boden</translation>
    </message>
    <message>
        <source>exit for every hero</source>
        <translation>Ausgang für alle Helden</translation>
    </message>
    <message>
        <source>{hero} {kind}</source>
        <translation>{kind} für {hero}</translation>
    </message>
    <message>
        <source>painting: {choice}</source>
        <translation>malen: {choice}</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Wände</translation>
    </message>
    <message>
        <source>Drag along the lines between spaces to put up walls; right-drag takes them down</source>
        <translation>Entlang der Linien zwischen Feldern ziehen, um Wände zu setzen; Ziehen mit der rechten Maustaste entfernt sie</translation>
    </message>
    <message>
        <source>The tile&apos;s border is a wall already (passages open where tiles meet)</source>
        <translation>Der Rand des Plättchens ist bereits eine Wand (wo Plättchen aneinanderstoßen, öffnen sich Durchgänge)</translation>
    </message>
    <message>
        <source>tile {tile}: the {side} side of {space}</source>
        <translation>Plättchen {tile}: Seite {side} von {space}</translation>
    </message>
    <message>
        <source>Escalators</source>
        <translation>Rolltreppen</translation>
    </message>
    <message>
        <source>Drag from one space to another of the same tile to put an escalator between them; right-click a space to remove its escalators</source>
        <translation>Von einem Feld zu einem anderen desselben Plättchens ziehen, um eine Rolltreppe zwischen ihnen zu setzen; Rechtsklick auf ein Feld entfernt seine Rolltreppen</translation>
    </message>
    <message>
        <source>No escalator ends on {space} of tile {tile}</source>
        <translation>Keine Rolltreppe endet auf {space} von Plättchen {tile}</translation>
    </message>
    <message>
        <source>Drag from one end of the escalator to the other</source>
        <translation>Vom einen Ende der Rolltreppe zum anderen ziehen</translation>
    </message>
    <message>
        <source>An escalator links two spaces of one tile</source>
        <translation>Eine Rolltreppe verbindet zwei Felder desselben Plättchens</translation>
    </message>
    <message>
        <source>escalator {a} to {b} on tile {tile}</source>
        <translation>Rolltreppe von {a} nach {b} auf Plättchen {tile}</translation>
    </message>
    <message>
        <source>Click a space of the start tile to start the chosen hero there</source>
        <translation>Ein Feld des Startplättchens anklicken, um den gewählten Helden dort starten zu lassen</translation>
    </message>
    <message>
        <source>the {hero} (key {key})</source>
        <translation>{hero} (Taste {key})</translation>
    </message>
    <message>
        <source>Drag a hero to move it; right-click it to take it out of play.</source>
        <translation>Einen Helden ziehen, um ihn zu versetzen; Rechtsklick nimmt ihn aus dem Spiel.</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>Click a space of the start tile to start the chosen hero there (keys 1-4); drag a hero to move it; right-click a hero to take it out of play</source>
        <translation>Ein Feld des Startplättchens anklicken, um den gewählten Helden dort starten zu lassen (Tasten 1-4); einen Helden ziehen, um ihn zu versetzen; Rechtsklick auf einen Helden nimmt ihn aus dem Spiel</translation>
    </message>
    <message>
        <source>click a space of the start tile to start the {hero} there</source>
        <translation>ein Feld des Startplättchens anklicken, um {hero} dort starten zu lassen</translation>
    </message>
    <message>
        <source>Heroes start on the start tile</source>
        <translation>Helden starten auf dem Startplättchen</translation>
    </message>
    <message>
        <source>No hero starts on {space}</source>
        <translation>Auf {space} startet kein Held</translation>
    </message>
    <message>
        <source>the tile hung in the mall (the deck&apos;s top first)</source>
        <translation>das Plättchen, das im Einkaufszentrum angelegt wird (zuerst das oberste des Stapels)</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Click an explore space (or the faint place it leads to) to hang the tile there as exploring would; right-click a tile in the mall to take it down (back on top of the deck).</source>
        <translation>Ein Erkundungsfeld (oder die blasse Stelle, zu der es führt) anklicken, um das Plättchen dort wie beim Erkunden anzulegen; Rechtsklick auf ein Plättchen im Einkaufszentrum nimmt es zurück (wieder oben auf den Stapel).</translation>
    </message>
    <message>
        <source>Place tiles</source>
        <translation>Plättchen anlegen</translation>
    </message>
    <message>
        <source>Click an explore space of the mall (or the place it leads to) to hang the chosen tile there (the deck&apos;s top by default); right-click a tile in the mall to take it down</source>
        <translation>Ein Erkundungsfeld des Einkaufszentrums (oder die Stelle, zu der es führt) anklicken, um das gewählte Plättchen dort anzulegen (standardmäßig das oberste des Stapels); Rechtsklick auf ein Plättchen im Einkaufszentrum nimmt es zurück</translation>
    </message>
    <message>
        <source>tile {tile} (deck {n})</source>
        <translation>Plättchen {tile} (Stapel {n})</translation>
    </message>
    <message>
        <source>tile {tile} (not used)</source>
        <translation>Plättchen {tile} (nicht verwendet)</translation>
    </message>
    <message>
        <source>Right-click a tile placed in the mall to take it down</source>
        <translation>Rechtsklick auf ein im Einkaufszentrum angelegtes Plättchen nimmt es zurück</translation>
    </message>
    <message>
        <source>Click an explore space of the mall that leads to an empty place, or that place</source>
        <translation>Ein Erkundungsfeld des Einkaufszentrums anklicken, das zu einer leeren Stelle führt, oder diese Stelle selbst</translation>
    </message>
    <message>
        <source>No tile to place: every tile is in the mall (add one in Tiles)</source>
        <translation>Kein Plättchen zum Anlegen: alle Plättchen liegen im Einkaufszentrum (unter „Plättchen“ eines hinzufügen)</translation>
    </message>
    <message>
        <source>place tile {tile} {side} of space {space} of tile {parent}, turned {degrees}°</source>
        <translation>Plättchen {tile} an Seite {side} von Feld {space} des Plättchens {parent} anlegen, um {degrees}° gedreht</translation>
    </message>
</context>
<context>
    <name>ManualDialog</name>
    <message>
        <source>Mazewright manual</source>
        <translation>Mazewright-Handbuch</translation>
    </message>
    <message>
        <source>The manual&apos;s pages are not installed with this copy.</source>
        <translation>Die Seiten des Handbuchs sind in dieser Installation nicht enthalten.</translation>
    </message>
</context>
<context>
    <name>NewFileDialog</name>
    <message>
        <source>New file</source>
        <translation>Neue Datei</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source> cells a side</source>
        <translation> Felder pro Seite</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>&amp;Größe</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>the boxed game&apos;s board: 6 rings of 24 sectors</source>
        <extracomment>File &gt; New: boards as &quot;rings x sectors&quot;, the boxed game&apos;s first.</extracomment>
        <translation>das Brett des Originalspiels: 6 Ringe mit 24 Sektoren</translation>
    </message>
    <message>
        <source>a small board: 4 rings of 12 sectors</source>
        <translation>ein kleines Brett: 4 Ringe mit 12 Sektoren</translation>
    </message>
    <message>
        <source>a large board: 8 rings of 32 sectors</source>
        <translation>ein großes Brett: 8 Ringe mit 32 Sektoren</translation>
    </message>
    <message>
        <source>the boxed game&apos;s board</source>
        <extracomment>File &gt; New: board sizes, the boxed game&apos;s first.</extracomment>
        <translation>das Brett des Originalspiels</translation>
    </message>
    <message>
        <source>a small board</source>
        <translation>ein kleines Brett</translation>
    </message>
    <message>
        <source>a large board</source>
        <translation>ein großes Brett</translation>
    </message>
    <message>
        <source>start tile</source>
        <extracomment>File &gt; New: (name, description) of each kind of new scenario.</extracomment>
        <translation>Startplättchen</translation>
    </message>
    <message>
        <source>the start tile with the four heroes in its middle, their items and exits</source>
        <translation>das Startplättchen mit den vier Helden in der Mitte, ihren Gegenständen und Ausgängen</translation>
    </message>
    <message>
        <source>start and 3 tiles</source>
        <translation>Start und 3 Plättchen</translation>
    </message>
    <message>
        <source>the start tile and three empty tiles in the deck</source>
        <translation>das Startplättchen und drei leere Plättchen im Stapel</translation>
    </message>
    <message>
        <source>Adventure</source>
        <translation>Abenteuer</translation>
    </message>
    <message>
        <source>trial quests in order and the epic on their backs</source>
        <translation>Prüfungs-Quests der Reihe nach und das Epos auf ihren Rückseiten</translation>
    </message>
    <message>
        <source>One card (tutorial or trial)</source>
        <extracomment>name -&gt; (label, slots, number of cards, side)</extracomment>
        <translation>Eine Karte (Tutorial oder Prüfung)</translation>
    </message>
    <message>
        <source>Rotation epic: 4 cards on 2×2 slots</source>
        <translation>Dreh-Epos: 4 Karten auf 2×2 Plätzen</translation>
    </message>
    <message>
        <source>Sliding epic: 8 cards on 3×3 slots, one hole</source>
        <translation>Schiebe-Epos: 8 Karten auf 3×3 Plätzen, eine Lücke</translation>
    </message>
    <message>
        <source>First game</source>
        <extracomment>File &gt; New: the rulebook&apos;s first game first.</extracomment>
        <translation>Erstes Spiel</translation>
    </message>
    <message>
        <source>the magic tower alone, with the rulebook&apos;s five spells</source>
        <translation>nur der Zauberturm, mit den fünf Zaubern aus der Spielregel</translation>
    </message>
    <message>
        <source>All modules</source>
        <translation>Alle Module</translation>
    </message>
    <message>
        <source>every module, one web on fountain A, spells drawn at the table</source>
        <translation>alle Module, ein Netz auf Brunnen A, Zauber werden am Tisch gezogen</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <source>no module: the running course and its nine towers</source>
        <translation>kein Modul: die Laufstrecke und ihre neun Türme</translation>
    </message>
</context>
<context>
    <name>PlayDock</name>
    <message>
        <source>Game over</source>
        <extracomment>The title of the message that says how the game ended (translated in the Play dock&apos;s context, where it is shown).</extracomment>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>{count} player</source>
        <extracomment>``(players, set-up) -&gt; controller``; the set-up is a key of ``setups`` or a seed. ``(players) -&gt; [(name, key)]``: the set-ups a game offers for a player count.</extracomment>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>the board view shows a game, the editing tools rest (also between two games)</extracomment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Play mode</source>
        <translation>&amp;Spielmodus</translation>
    </message>
    <message>
        <source>play the file by the rules (F6); the file is not changed</source>
        <translation>die Datei nach den Regeln spielen (F6); die Datei wird nicht verändert</translation>
    </message>
    <message>
        <source>play the file hot-seat by the rules; the file is not changed</source>
        <translation>die Datei im Hot-Seat-Modus nach den Regeln spielen; die Datei wird nicht verändert</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>Zug &amp;rückgängig</translation>
    </message>
    <message>
        <source>take the last move back</source>
        <translation>den letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <source>a new game with the same players and set-up</source>
        <translation>ein neues Spiel mit denselben Spielern und demselben Aufbau</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>cannot play this file: {reason}</source>
        <translation>diese Datei kann nicht gespielt werden: {reason}</translation>
    </message>
    <message>
        <source>Playing with {count} player</source>
        <translation>Spiel mit {count} Spieler</translation>
    </message>
    <message>
        <source>Playing with {count} players</source>
        <translation>Spiel mit {count} Spielern</translation>
    </message>
    <message>
        <source>Press F6 or Play mode to play this file by the rules.</source>
        <translation>F6 oder „Spielmodus“ drücken, um diese Datei nach den Regeln zu spielen.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>The heist is over</source>
        <translation>Der Raubzug ist vorbei</translation>
    </message>
    <message>
        <source>Quest complete</source>
        <translation>Quest abgeschlossen</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Set-up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>the same seed deals the same cards</source>
        <translation>derselbe Startwert ergibt dieselbe Verteilung der Karten</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>a new game with these players and set-up</source>
        <translation>ein neues Spiel mit diesen Spielern und diesem Aufbau</translation>
    </message>
    <message>
        <source>Undo move</source>
        <translation>Zug rückgängig</translation>
    </message>
    <message>
        <source>take the last move back (Ctrl+Z)</source>
        <translation>den letzten Zug zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>Zurück zum Bearbeiten</translation>
    </message>
    <message>
        <source>leave play mode (F6)</source>
        <translation>den Spielmodus verlassen (F6)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Wände</translation>
    </message>
    <message>
        <source>Sand timer</source>
        <translation>Sanduhr</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Verteilung</translation>
    </message>
</context>
<context>
    <name>PrintOptions</name>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <source>{paper} ({width} x {height} mm)</source>
        <translation>{paper} ({width} × {height} mm)</translation>
    </message>
    <message>
        <source>the side of a printed card</source>
        <translation>die Seitenlänge einer gedruckten Karte</translation>
    </message>
    <message>
        <source>{size} (--card-mm)</source>
        <translation>{size} (--card-mm)</translation>
    </message>
    <message>
        <source>colour running past the cut line on each side</source>
        <translation>Farbe, die auf jeder Seite über die Schnittlinie hinausreicht</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Bleed</source>
        <translation>Anschnitt</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Auflösung</translation>
    </message>
    <message>
        <source>Board diameter</source>
        <translation>Brettdurchmesser</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>Plättchengröße</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>done</source>
        <extracomment>PDF resolution (device pixels per inch); drawing stays vector, this only sets precision.</extracomment>
        <translation>fertig</translation>
    </message>
    <message>
        <source>page {page} of {count}</source>
        <translation>Seite {page} von {count}</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Read-only file</source>
        <translation>Schreibgeschützte Datei</translation>
    </message>
    <message>
        <source>{file} is read-only: overwrite it anyway?</source>
        <translation>{file} ist schreibgeschützt: Trotzdem überschreiben?</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to {file} before closing it?</source>
        <translation>Die Änderungen an {file} vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>{what} has errors</source>
        <translation>{what} enthält Fehler</translation>
    </message>
    <message>
        <source>{count} error, the first: {message}</source>
        <translation>{count} Fehler: {message}</translation>
    </message>
    <message>
        <source>{count} errors, the first: {message}</source>
        <translation>{count} Fehler, der erste: {message}</translation>
    </message>
    <message>
        <source>Export it anyway?</source>
        <translation>Trotzdem exportieren?</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>an unsaved new file</source>
        <translation>einer ungespeicherten neuen Datei</translation>
    </message>
    <message>
        <source>{file} “{title}”, autosaved {when}</source>
        <translation>{file} „{title}“, automatisch gespeichert am {when}</translation>
    </message>
    <message>
        <source>{file}, autosaved {when}</source>
        <translation>{file}, automatisch gespeichert am {when}</translation>
    </message>
</context>
<context>
    <name>SetupsTree</name>
    <message>
        <source>{count} player</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>the game&apos;s pick for this player count</source>
        <translation>die Vorgabe des Spiels für diese Spielerzahl</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Where</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>SolverDock</name>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>work out the numbers of the file in the background</source>
        <translation>die Kennzahlen der Datei im Hintergrund berechnen</translation>
    </message>
    <message>
        <source>&amp;Cancel solving</source>
        <translation>Lösen &amp;abbrechen</translation>
    </message>
    <message>
        <source>stop the solver</source>
        <translation>den Löser anhalten</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>no limit</source>
        <extracomment>A picture&apos;s solve (``edit --screenshot --solve``) stops after this many seconds at most, so that the command ends on a level too large to decide; the picture shows what was found. Quiet time after the last edit before quick numbers are worked out again. the last answer, None before the first one (or after a failure) the file changed since the numbers shown were worked out (numbers on demand) why the last Solve was refused (the file has errors) use the game&apos;s reference solver even where a fast one could answer</extracomment>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>stop each search after this many states (0: no limit)</source>
        <translation>jede Suche nach so vielen Zuständen beenden (0: unbegrenzt)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>stop the whole solve after this many seconds (0: no limit)</source>
        <translation>das gesamte Lösen nach so vielen Sekunden beenden (0: unbegrenzt)</translation>
    </message>
    <message>
        <source>State limit</source>
        <translation>Zustandslimit</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>work out the numbers of the file as it is now (F5)</source>
        <translation>die Kennzahlen der Datei im jetzigen Stand berechnen (F5)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>stop the solver (Shift+F5)</source>
        <translation>den Löser anhalten (Umschalt+F5)</translation>
    </message>
    <message>
        <source>Watch solution</source>
        <translation>Lösung ansehen</translation>
    </message>
    <message>
        <source>play the chosen set-up&apos;s solution on the board</source>
        <translation>die Lösung des gewählten Aufbaus auf dem Brett abspielen</translation>
    </message>
    <message>
        <source>double-click a set-up to watch its solution</source>
        <translation>Doppelklick auf einen Aufbau zeigt seine Lösung</translation>
    </message>
    <message>
        <source>starting the solver…</source>
        <translation>Löser wird gestartet…</translation>
    </message>
    <message>
        <source>solving…</source>
        <translation>wird gelöst…</translation>
    </message>
    <message>
        <source>{summary} (working out the numbers again…)</source>
        <translation>{summary} (Kennzahlen werden neu berechnet…)</translation>
    </message>
    <message>
        <source>cancelling…</source>
        <translation>wird abgebrochen…</translation>
    </message>
    <message>
        <source>{states} states · depth {depth} · {seconds} s</source>
        <translation>{states} Zustände · Tiefe {depth} · {seconds} s</translation>
    </message>
    <message>
        <source>failed after {seconds} s</source>
        <translation>nach {seconds} s fehlgeschlagen</translation>
    </message>
    <message>
        <source>the solver failed: {reason}</source>
        <translation>der Löser ist fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>cancelled after {seconds} s</source>
        <translation>nach {seconds} s abgebrochen</translation>
    </message>
    <message>
        <source>solve cancelled</source>
        <translation>Lösen abgebrochen</translation>
    </message>
    <message>
        <source>Not solved yet: press Solve (F5).</source>
        <translation>Noch nicht gelöst: „Lösen“ drücken (F5).</translation>
    </message>
    <message>
        <source>Working out the numbers…</source>
        <translation>Kennzahlen werden berechnet…</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:{color}&apos;&gt;Not solved&lt;/b&gt;: {reason}</source>
        <translation>&lt;b style=&apos;color:{color}&apos;&gt;Nicht gelöst&lt;/b&gt;: {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The numbers could not be worked out:&lt;/b&gt; {reason}</source>
        <translation>&lt;b&gt;Die Kennzahlen konnten nicht berechnet werden:&lt;/b&gt; {reason}</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:{color}&apos;&gt;Out of date&lt;/b&gt;: the file changed since this solve (press F5 to solve again).</source>
        <translation>&lt;b style=&apos;color:{color}&apos;&gt;Veraltet&lt;/b&gt;: Die Datei wurde seit diesem Lösen geändert (F5 drücken, um erneut zu lösen).</translation>
    </message>
    <message>
        <source>the results are out of date: solve again to watch a solution</source>
        <translation>die Ergebnisse sind veraltet: erneut lösen, um eine Lösung anzusehen</translation>
    </message>
    <message>
        <source>cannot play this solution: {reason}</source>
        <translation>diese Lösung kann nicht abgespielt werden: {reason}</translation>
    </message>
</context>
<context>
    <name>StandardEditor</name>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
</context>
<context>
    <name>Toolbox</name>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
</context>
<context>
    <name>TowerCommands</name>
    <message>
        <source>Set title</source>
        <extracomment>the History dock&apos;s words for an edit of each property</extracomment>
        <translation>Titel ändern</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>Autor ändern</translation>
    </message>
    <message>
        <source>Set difficulty</source>
        <translation>Schwierigkeit ändern</translation>
    </message>
    <message>
        <source>Set side</source>
        <translation>Kategorie ändern</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>Notizen ändern</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Malen</translation>
    </message>
    <message>
        <source>{action} ×{count}</source>
        <translation>{action} ×{count}</translation>
    </message>
    <message>
        <source>Remove {hero}</source>
        <translation>{hero} entfernen</translation>
    </message>
    <message>
        <source>Place {hero}</source>
        <translation>{hero} platzieren</translation>
    </message>
    <message>
        <source>Add card {card}</source>
        <translation>Karte {card} hinzufügen</translation>
    </message>
    <message>
        <source>Remove card {card}</source>
        <translation>Karte {card} entfernen</translation>
    </message>
    <message>
        <source>Turn card {card}</source>
        <translation>Karte {card} drehen</translation>
    </message>
    <message>
        <source>Move card {card}</source>
        <translation>Karte {card} verschieben</translation>
    </message>
    <message>
        <source>Resize board</source>
        <translation>Brettgröße ändern</translation>
    </message>
    <message>
        <source>Resize cards to {size}×{size}</source>
        <translation>Kartengröße auf {size}×{size} ändern</translation>
    </message>
    <message>
        <source>Flip selection</source>
        <translation>Auswahl spiegeln</translation>
    </message>
    <message>
        <source>Turn selection</source>
        <translation>Auswahl drehen</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Ausschneiden</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Erase cells</source>
        <translation>Felder löschen</translation>
    </message>
    <message>
        <source>Fill {tool}</source>
        <translation>Mit {tool} füllen</translation>
    </message>
    <message>
        <source>Erase edges</source>
        <translation>Kanten löschen</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>TowerEditor</name>
    <message>
        <source>Slots</source>
        <translation>Kartenplätze</translation>
    </message>
    <message>
        <source>slot columns of the board</source>
        <translation>Spalten von Kartenplätzen auf dem Brett</translation>
    </message>
    <message>
        <source>slot rows of the board</source>
        <translation>Zeilen von Kartenplätzen auf dem Brett</translation>
    </message>
    <message>
        <source>the quest&apos;s cards; select one to act on it</source>
        <translation>die Karten der Quest; eine auswählen, um sie zu bearbeiten</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>add an empty card in the first free slot</source>
        <translation>eine leere Karte auf dem ersten freien Platz hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>remove the selected card (and the heroes starting on it)</source>
        <translation>die gewählte Karte entfernen (samt den Helden, die auf ihr starten)</translation>
    </message>
    <message>
        <source>Turn ↻</source>
        <translation>Drehen ↻</translation>
    </message>
    <message>
        <source>turn the selected card a quarter clockwise</source>
        <translation>die gewählte Karte um eine Vierteldrehung im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn ↺</source>
        <translation>Drehen ↺</translation>
    </message>
    <message>
        <source>turn the selected card a quarter anticlockwise</source>
        <translation>die gewählte Karte um eine Vierteldrehung gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>move the selected card one slot N (swaps with a card there)</source>
        <translation>die gewählte Karte einen Platz nach Norden verschieben (tauscht mit einer Karte dort)</translation>
    </message>
    <message>
        <source>move the selected card one slot S (swaps with a card there)</source>
        <translation>die gewählte Karte einen Platz nach Süden verschieben (tauscht mit einer Karte dort)</translation>
    </message>
    <message>
        <source>move the selected card one slot W (swaps with a card there)</source>
        <translation>die gewählte Karte einen Platz nach Westen verschieben (tauscht mit einer Karte dort)</translation>
    </message>
    <message>
        <source>move the selected card one slot E (swaps with a card there)</source>
        <translation>die gewählte Karte einen Platz nach Osten verschieben (tauscht mit einer Karte dort)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Card {card}   slot ({x}, {y})   turned {quarters}×90°</source>
        <translation>Karte {card}   Platz ({x}, {y})   gedreht um {quarters}×90°</translation>
    </message>
    <message>
        <source>Card {card}   slot ({x}, {y})</source>
        <translation>Karte {card}   Platz ({x}, {y})</translation>
    </message>
    <message>
        <source>every slot holds a card: add a column or a row of slots first</source>
        <translation>jeder Platz ist belegt: zuerst eine Spalte oder Zeile von Plätzen hinzufügen</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Systemeinstellung folgen</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Print (high contrast)</source>
        <translation>Druck (hoher Kontrast)</translation>
    </message>
    <message>
        <source>Show &amp;grid</source>
        <extracomment>the game state drawn over the board (playback.BoardOverlay), if any</extracomment>
        <translation>&amp;Gitter anzeigen</translation>
    </message>
    <message>
        <source>show the cell grid</source>
        <translation>das Feldgitter anzeigen</translation>
    </message>
    <message>
        <source>Board &amp;colours</source>
        <translation>Brett&amp;farben</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>Door and key number {n}</source>
        <translation>Tür- und Schlüsselnummer {n}</translation>
    </message>
    <message>
        <source>doors and keys painted from now on have number {n}</source>
        <translation>ab jetzt gemalte Türen und Schlüssel haben die Nummer {n}</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>copy the selected cells</source>
        <translation>die ausgewählten Felder kopieren</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>copy, then clear, the selection</source>
        <translation>die Auswahl kopieren und dann leeren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>paste at the selection</source>
        <translation>an der Auswahl einfügen</translation>
    </message>
    <message>
        <source>Flip &amp;horizontally</source>
        <translation>&amp;Horizontal spiegeln</translation>
    </message>
    <message>
        <source>mirror the selection left to right</source>
        <translation>die Auswahl von links nach rechts spiegeln</translation>
    </message>
    <message>
        <source>Flip &amp;vertically</source>
        <translation>&amp;Vertikal spiegeln</translation>
    </message>
    <message>
        <source>mirror the selection top to bottom</source>
        <translation>die Auswahl von oben nach unten spiegeln</translation>
    </message>
    <message>
        <source>T&amp;urn clockwise</source>
        <translation>Im &amp;Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>turn the selection a quarter clockwise</source>
        <translation>die Auswahl um eine Vierteldrehung im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>select cells first: the Select tool (R)</source>
        <translation>zuerst Felder auswählen: Werkzeug „Auswählen“ (R)</translation>
    </message>
    <message>
        <source>copied {width}×{height} cells</source>
        <translation>{width}×{height} Felder kopiert</translation>
    </message>
    <message>
        <source>nothing to paste: copy cells of a quest first</source>
        <translation>nichts einzufügen: zuerst Felder einer Quest kopieren</translation>
    </message>
    <message>
        <source>cannot paste: {reason}</source>
        <translation>Einfügen nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>Tool options</source>
        <translation>Werkzeugoptionen</translation>
    </message>
    <message>
        <source>hero for armories and hero starts</source>
        <translation>Held für Waffenkammern und Heldenstarts</translation>
    </message>
    <message>
        <source>whose exit: one hero&apos;s, or shared by all</source>
        <translation>wessen Ausgang: der eines Helden oder ein gemeinsamer für alle</translation>
    </message>
    <message>
        <source>shared exit</source>
        <translation>gemeinsamer Ausgang</translation>
    </message>
    <message>
        <source>{hero}&apos;s exit</source>
        <translation>Ausgang von {hero}</translation>
    </message>
    <message>
        <source>number </source>
        <translation>Nummer </translation>
    </message>
    <message>
        <source>door and key number (keys 1-5)</source>
        <translation>Tür- und Schlüsselnummer (Tasten 1-5)</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>drag a rectangle to fill it (or hold Shift while dragging)</source>
        <translation>ein Rechteck aufziehen, um es zu füllen (oder beim Ziehen Umschalt gedrückt halten)</translation>
    </message>
    <message>
        <source>Quest</source>
        <translation>Quest</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>{cell} (shared)</source>
        <translation>{cell} (gemeinsam)</translation>
    </message>
    <message>
        <source>card {card} · cell ({x}, {y}) · board ({X}, {Y}) · {what}</source>
        <translation>Karte {card} · Feld ({x}, {y}) · Brett ({X}, {Y}) · {what}</translation>
    </message>
    <message>
        <source>{hero} starts here</source>
        <translation>{hero} startet hier</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>{edge} (blowing out)</source>
        <translation>{edge} (bläst hinaus)</translation>
    </message>
    <message>
        <source>{edge} (blowing in)</source>
        <translation>{edge} (bläst herein)</translation>
    </message>
    <message>
        <source>side {side}: {edge}</source>
        <translation>Seite {side}: {edge}</translation>
    </message>
    <message>
        <source>exported {file}</source>
        <translation>{file} exportiert</translation>
    </message>
    <message>
        <source>a short name for the quest</source>
        <translation>ein kurzer Name für die Quest</translation>
    </message>
    <message>
        <source>hints, solution notes, credits…</source>
        <translation>Hinweise, Lösungsnotizen, Danksagungen…</translation>
    </message>
    <message>
        <source> cells a side</source>
        <translation> Felder pro Seite</translation>
    </message>
    <message>
        <source>the size of every card: smaller crops, larger adds floor</source>
        <translation>die Größe jeder Karte: kleiner schneidet ab, größer fügt Boden hinzu</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>Größe ändern</translation>
    </message>
    <message>
        <source>give every card this size (one undo step): cells and hero starts beyond it are cut off, new cells are floor</source>
        <translation>allen Karten diese Größe geben (ein Rückgängig-Schritt): Felder und Heldenstarts außerhalb werden abgeschnitten, neue Felder sind Boden</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <source>&amp;Author</source>
        <translation>&amp;Autor</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>&amp;Schwierigkeit</translation>
    </message>
    <message>
        <source>&amp;Side</source>
        <translation>&amp;Kategorie</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>Karten&amp;größe</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>&amp;Notizen</translation>
    </message>
    <message>
        <source>{count} of {size}×{size} cells, on {cols}×{rows} slots</source>
        <translation>{count} zu je {size}×{size} Feldern, auf {cols}×{rows} Plätzen</translation>
    </message>
    <message>
        <source>{hero}: drag with the hero tool (H) to move its start</source>
        <translation>{hero}: mit dem Heldenwerkzeug (H) ziehen, um den Start zu verschieben</translation>
    </message>
</context>
<context>
    <name>TowerExport</name>
    <message>
        <source>wrote {count} {format} file into {folder}</source>
        <translation>{count} {format}-Datei in {folder} geschrieben</translation>
    </message>
    <message>
        <source>wrote {count} {format} files into {folder}</source>
        <translation>{count} {format}-Dateien in {folder} geschrieben</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} card on {pages} page, {backs} of them backs for duplex</source>
        <translation>{file} geschrieben: {cards} Karte auf {pages} Seite, davon {backs} Rückseiten für den Duplexdruck</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} card on {pages} pages, {backs} of them backs for duplex</source>
        <translation>{file} geschrieben: {cards} Karte auf {pages} Seiten, davon {backs} Rückseiten für den Duplexdruck</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} cards on {pages} page, {backs} of them backs for duplex</source>
        <translation>{file} geschrieben: {cards} Karten auf {pages} Seite, davon {backs} Rückseiten für den Duplexdruck</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} cards on {pages} pages, {backs} of them backs for duplex</source>
        <translation>{file} geschrieben: {cards} Karten auf {pages} Seiten, davon {backs} Rückseiten für den Duplexdruck</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} card on {pages} page</source>
        <translation>{file} geschrieben: {cards} Karte auf {pages} Seite</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} card on {pages} pages</source>
        <translation>{file} geschrieben: {cards} Karte auf {pages} Seiten</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} cards on {pages} page</source>
        <translation>{file} geschrieben: {cards} Karten auf {pages} Seite</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} cards on {pages} pages</source>
        <translation>{file} geschrieben: {cards} Karten auf {pages} Seiten</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} actions, {frames} frames</source>
        <translation>{file} geschrieben: {actions} Aktionen, {frames} Bilder</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} actions on {pages} page</source>
        <translation>{file} geschrieben: {actions} Aktionen auf {pages} Seite</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} actions on {pages} pages</source>
        <translation>{file} geschrieben: {actions} Aktionen auf {pages} Seiten</translation>
    </message>
    <message>
        <source>Print sheets of cards (PDF)</source>
        <extracomment>(key, label) of what can be exported.</extracomment>
        <translation>Druckbögen mit Karten (PDF)</translation>
    </message>
    <message>
        <source>One PNG image per card</source>
        <translation>Ein PNG-Bild pro Karte</translation>
    </message>
    <message>
        <source>One SVG drawing per card</source>
        <translation>Eine SVG-Zeichnung pro Karte</translation>
    </message>
    <message>
        <source>Solution sheet (PDF)</source>
        <translation>Lösungsblatt (PDF)</translation>
    </message>
    <message>
        <source>Solution animation (GIF)</source>
        <translation>Lösungsanimation (GIF)</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} card, no backs</source>
        <extracomment>The file format of each kind (as `mazewright export --format` says it).</extracomment>
        <translation>Seite 1 von {pages}: {cards} Karte, keine Rückseiten</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} cards, no backs</source>
        <translation>Seite 1 von {pages}: {cards} Karten, keine Rückseiten</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} card, {backs} back page for duplex</source>
        <translation>Seite 1 von {pages}: {cards} Karte, {backs} Rückseite für den Duplexdruck</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} card, {backs} back pages for duplex</source>
        <translation>Seite 1 von {pages}: {cards} Karte, {backs} Rückseiten für den Duplexdruck</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} cards, {backs} back page for duplex</source>
        <translation>Seite 1 von {pages}: {cards} Karten, {backs} Rückseite für den Duplexdruck</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} cards, {backs} back pages for duplex</source>
        <translation>Seite 1 von {pages}: {cards} Karten, {backs} Rückseiten für den Duplexdruck</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} action on {pages} page</source>
        <translation>{file} geschrieben: {actions} Aktion auf {pages} Seite</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} action on {pages} pages</source>
        <translation>{file} geschrieben: {actions} Aktion auf {pages} Seiten</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>All quests in this quest&apos;s folder</source>
        <translation>Alle Quests im Ordner dieser Quest</translation>
    </message>
    <message>
        <source>An adventure folder (one epic and its trials) prints the epic&apos;s cards on the backs of the trials, for duplex printing.</source>
        <translation>Bei einem Abenteuerordner (ein Epos und seine Prüfungen) werden die Karten des Epos auf die Rückseiten der Prüfungen gedruckt, für den Duplexdruck.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>Save to</source>
        <translation>Speichern in</translation>
    </message>
    <message>
        <source>preview…</source>
        <translation>Vorschau…</translation>
    </message>
    <message>
        <source>Export into folder</source>
        <translation>In Ordner exportieren</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exportieren nach</translation>
    </message>
    <message>
        <source>{format} files (*.{suffix})</source>
        <translation>{format}-Dateien (*.{suffix})</translation>
    </message>
    <message>
        <source>card 1 of {count}</source>
        <translation>Karte 1 von {count}</translation>
    </message>
    <message>
        <source>frame 1 of {frames} ({actions} actions)</source>
        <translation>Bild 1 von {frames} ({actions} Aktionen)</translation>
    </message>
    <message>
        <source>{actions} actions, fewest possible</source>
        <translation>{actions} Aktionen, so wenige wie möglich</translation>
    </message>
    <message>
        <source>wrote {file}: {frames} frames</source>
        <translation>{file} geschrieben: {frames} Bilder</translation>
    </message>
    <message>
        <source>drawing the preview…</source>
        <translation>Vorschau wird gezeichnet…</translation>
    </message>
    <message>
        <source>no preview</source>
        <translation>keine Vorschau</translation>
    </message>
    <message>
        <source>the quest</source>
        <translation>die Quest</translation>
    </message>
    <message>
        <source>(unsaved quest)</source>
        <translation>(ungespeicherte Quest)</translation>
    </message>
    <message>
        <source>Not exported: {reason}</source>
        <translation>Nicht exportiert: {reason}</translation>
    </message>
    <message>
        <source>Not exported: the quest has errors ({message}), so it has no solution to show</source>
        <translation>Nicht exportiert: Die Quest enthält Fehler ({message}) und hat daher keine Lösung, die sich zeigen ließe</translation>
    </message>
    <message>
        <source>Not exported: the quest has errors ({message})</source>
        <translation>Nicht exportiert: Die Quest enthält Fehler ({message})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>exporting…</source>
        <translation>wird exportiert…</translation>
    </message>
    <message>
        <source>cancelling…</source>
        <translation>wird abgebrochen…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Not exported: unexpected error: {message}</source>
        <translation>Nicht exportiert: unerwarteter Fehler: {message}</translation>
    </message>
    <message>
        <source>frame {frame} of {frames}</source>
        <extracomment>Milliseconds each GIF frame shows (the last one holds longer).</extracomment>
        <translation>Bild {frame} von {frames}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
</context>
<context>
    <name>TowerPlay</name>
    <message>
        <source>Active player {n}</source>
        <translation>Aktiver Spieler {n}</translation>
    </message>
    <message>
        <source>Turn card {card} a quarter turn clockwise</source>
        <extracomment>a card&apos;s turn by the number of quarters, and its slide by the direction, in words</extracomment>
        <translation>Karte {card} um eine Vierteldrehung im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn card {card} a half turn clockwise</source>
        <translation>Karte {card} um eine halbe Drehung im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn card {card} three quarter turns clockwise</source>
        <translation>Karte {card} um eine Dreivierteldrehung im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Slide card {card} north</source>
        <translation>Karte {card} nach Norden schieben</translation>
    </message>
    <message>
        <source>Slide card {card} east</source>
        <translation>Karte {card} nach Osten schieben</translation>
    </message>
    <message>
        <source>Slide card {card} south</source>
        <translation>Karte {card} nach Süden schieben</translation>
    </message>
    <message>
        <source>Slide card {card} west</source>
        <translation>Karte {card} nach Westen schieben</translation>
    </message>
    <message>
        <source>The quest is complete: undo or restart to play on.</source>
        <extracomment>the game itself: the tower&apos;s play session, on the overlay&apos;s rules a mage swap on offer: (state before the move, the move&apos;s path, move already made) the menu on offer (move or toss, card actions), if any</extracomment>
        <translation>Die Quest ist abgeschlossen: zum Weiterspielen rückgängig machen oder neu starten.</translation>
    </message>
    <message>
        <source>Click a hero to select it.</source>
        <translation>Einen Helden anklicken, um ihn auszuwählen.</translation>
    </message>
    <message>
        <source>The mage may swap: click the hero to swap with.</source>
        <translation>Die Magierin darf tauschen: den Helden anklicken, mit dem sie tauschen soll.</translation>
    </message>
    <message>
        <source>Move the {hero} here</source>
        <translation>{hero} hierher ziehen</translation>
    </message>
    <message>
        <source>Toss the {hero} here</source>
        <translation>{hero} hierher werfen</translation>
    </message>
    <message>
        <source>The mage stands on an invocation space: click a hero to swap places with it, or anywhere else to stay.</source>
        <translation>Die Magierin steht auf einem Beschwörungsfeld: einen Helden anklicken, um mit ihm den Platz zu tauschen, oder irgendwo anders hin, um stehen zu bleiben.</translation>
    </message>
    <message>
        <source>No swap.</source>
        <translation>Kein Tausch.</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>nicht erlaubt</translation>
    </message>
    <message>
        <source>the {hero} cannot reach that space in one move with the hand {hand}</source>
        <translation>{hero} kann dieses Feld mit der Hand {hand} nicht in einem Zug erreichen</translation>
    </message>
    <message>
        <source>Refused: {reason}.</source>
        <translation>Abgelehnt: {reason}.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Back to the start.</source>
        <translation>Zurück zum Anfang.</translation>
    </message>
    <message>
        <source>Nobody stands on a rotation or sliding space of this card.</source>
        <translation>Niemand steht auf einem Dreh- oder Schiebefeld dieser Karte.</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>Aktiver Spieler</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;Karten&lt;/b&gt;</translation>
    </message>
    <message>
        <source>player {n}: {hand}</source>
        <translation>Spieler {n}: {hand}</translation>
    </message>
    <message>
        <source>Selected: {hero}</source>
        <translation>Ausgewählt: {hero}</translation>
    </message>
    <message>
        <source>No hero selected</source>
        <translation>Kein Held ausgewählt</translation>
    </message>
    <message>
        <source>Click a hero, then a lit cell. Orange: where the barbarian can toss a hero. Right-click a card to turn or slide it.</source>
        <translation>Einen Helden anklicken, dann ein hervorgehobenes Feld. Orange: wohin der Barbar einen Helden werfen kann. Rechtsklick auf eine Karte dreht oder schiebt sie.</translation>
    </message>
    <message>
        <source>Actions: &lt;b&gt;{count}&lt;/b&gt; (optimum {optimum})</source>
        <translation>Aktionen: &lt;b&gt;{count}&lt;/b&gt; (Optimum {optimum})</translation>
    </message>
    <message>
        <source>Quest complete in {count} action (the optimum for this deal is still being worked out).</source>
        <translation>Quest in {count} Aktion abgeschlossen (das Optimum für diese Verteilung wird noch berechnet).</translation>
    </message>
    <message>
        <source>Quest complete in {count} actions (the optimum for this deal is still being worked out).</source>
        <translation>Quest in {count} Aktionen abgeschlossen (das Optimum für diese Verteilung wird noch berechnet).</translation>
    </message>
    <message>
        <source>Quest complete in {count} action: the optimum for this deal is {optimum}. Perfect!</source>
        <translation>Quest in {count} Aktion abgeschlossen: Das Optimum für diese Verteilung ist {optimum}. Perfekt!</translation>
    </message>
    <message>
        <source>Quest complete in {count} actions: the optimum for this deal is {optimum}. Perfect!</source>
        <translation>Quest in {count} Aktionen abgeschlossen: Das Optimum für diese Verteilung ist {optimum}. Perfekt!</translation>
    </message>
    <message>
        <source>Quest complete in {count} action; the optimum for this deal is {optimum}.</source>
        <translation>Quest in {count} Aktion abgeschlossen; das Optimum für diese Verteilung ist {optimum}.</translation>
    </message>
    <message>
        <source>Quest complete in {count} actions; the optimum for this deal is {optimum}.</source>
        <translation>Quest in {count} Aktionen abgeschlossen; das Optimum für diese Verteilung ist {optimum}.</translation>
    </message>
    <message>
        <source>card {card} · cell ({x}, {y}) · board ({X}, {Y}) · {what}</source>
        <extracomment>How far (in cells) a play mark keeps inside its cell: the sides carry walls and doors.</extracomment>
        <translation>Karte {card} · Feld ({x}, {y}) · Brett ({X}, {Y}) · {what}</translation>
    </message>
    <message>
        <source>the {hero} stands here</source>
        <translation>{hero} steht hier</translation>
    </message>
    <message>
        <source>back to the start (Home)</source>
        <translation>zurück zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>one action back (Left)</source>
        <translation>eine Aktion zurück (Links)</translation>
    </message>
    <message>
        <source>play / pause (Ctrl+Space)</source>
        <translation>Wiedergabe / Pause (Strg+Leertaste)</translation>
    </message>
    <message>
        <source>one action forward (Right)</source>
        <translation>eine Aktion vor (Rechts)</translation>
    </message>
    <message>
        <source>to the end (End)</source>
        <translation>zum Ende (Ende)</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>Zurück zum Bearbeiten</translation>
    </message>
    <message>
        <source>leave the playback; the quest is editable again</source>
        <translation>die Wiedergabe verlassen; die Quest ist wieder bearbeitbar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solution playback&lt;/b&gt;</source>
        <translation>&lt;b&gt;Lösungswiedergabe&lt;/b&gt;</translation>
    </message>
    <message>
        <source>action {index} of {count}</source>
        <translation>Aktion {index} von {count}</translation>
    </message>
    <message>
        <source>Deal: {players}</source>
        <translation>Verteilung: {players}</translation>
    </message>
    <message>
        <source>The start. Press play or step forward.</source>
        <translation>Der Anfang. Wiedergabe drücken oder einen Schritt vorgehen.</translation>
    </message>
    <message>
        <source>{index}. {action}. &lt;b&gt;The quest is complete.&lt;/b&gt;</source>
        <translation>{index}. {action}. &lt;b&gt;Die Quest ist abgeschlossen.&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>TowerPrinting</name>
    <message>
        <source>Tutorial</source>
        <extracomment>Band colours by quest side (the boxed game&apos;s card backs: green tutorials, blue trials, purple 4-card epics, red 8-card epics).</extracomment>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Epic</source>
        <translation>Epos</translation>
    </message>
    <message>
        <source>Quest</source>
        <translation>Quest</translation>
    </message>
    <message>
        <source>by {author}</source>
        <translation>von {author}</translation>
    </message>
    <message>
        <source>card {card} ({number}/{count})</source>
        <translation>Karte {card} ({number}/{count})</translation>
    </message>
    <message>
        <source>col {col}, row {row}, turned {degrees}°</source>
        <translation>Spalte {col}, Zeile {row}, gedreht um {degrees}°</translation>
    </message>
    <message>
        <source>col {col}, row {row}</source>
        <translation>Spalte {col}, Zeile {row}</translation>
    </message>
    <message>
        <source>sheet {sheet} fronts · page {page} of {pages}</source>
        <extracomment>Title font sizes tried, as fractions of the card&apos;s side, largest first; the last is the floor, below which a long title wraps instead of shrinking further. A title wraps onto at most this many lines; only a title longer still is shortened, with an ellipsis. Height of the band&apos;s first line; title lines are spaced by their font size times this.</extracomment>
        <translation>Bogen {sheet}, Vorderseiten · Seite {page} von {pages}</translation>
    </message>
    <message>
        <source>sheet {sheet} backs: print on the reverse, flip on the long edge · page {page} of {pages}</source>
        <translation>Bogen {sheet}, Rückseiten: auf die Rückseite drucken, an der langen Kante wenden · Seite {page} von {pages}</translation>
    </message>
    <message>
        <source>solo, every direction</source>
        <translation>solo, alle Richtungen</translation>
    </message>
    <message>
        <source>player {player} holds {directions}</source>
        <translation>Spieler {player} hat {directions}</translation>
    </message>
    <message>
        <source>Done: every hero is out, in {actions} actions.</source>
        <translation>Geschafft: Alle Helden sind draußen, in {actions} Aktionen.</translation>
    </message>
    <message>
        <source>{title} — solution</source>
        <translation>{title} — Lösung</translation>
    </message>
    <message>
        <source>{players} players, deal {deal} of {deals}: {hands}. {actions} actions, the fewest possible.</source>
        <translation>{players} Spieler, Verteilung {deal} von {deals}: {hands}. {actions} Aktionen, so wenige wie möglich.</translation>
    </message>
    <message>
        <source>{players} player, deal {deal} of {deals}: {hands}. {actions} actions, the fewest possible.</source>
        <translation>{players} Spieler, Verteilung {deal} von {deals}: {hands}. {actions} Aktionen, so wenige wie möglich.</translation>
    </message>
    <message>
        <source>mazewright · page {page} of {pages}</source>
        <translation>mazewright · Seite {page} von {pages}</translation>
    </message>
    <message>
        <source>{title} · {players}p ({hands})</source>
        <translation>{title} · {players} Sp. ({hands})</translation>
    </message>
    <message>
        <source>its cards are {size}×{size} cells, and only cards of {least} to {most} cells a side can be drawn</source>
        <extracomment>Scene units per cell (the editor&apos;s 100 % zoom). Where the SVG art lives (a source checkout; the renderer draws plain shapes without it). Every art file there is (``resources/make_art.py`` draws them). Art is looked up by these names only: names built from a quest&apos;s contents never reach the file system.</extracomment>
        <translation>ihre Karten haben {size}×{size} Felder, gezeichnet werden können aber nur Karten mit {least} bis {most} Feldern pro Seite</translation>
    </message>
    <message>
        <source>its board is {cols}×{rows} slots, and only boards of 1 to {most} slots a side can be drawn</source>
        <translation>ihr Brett hat {cols}×{rows} Plätze, gezeichnet werden können aber nur Bretter mit 1 bis {most} Plätzen pro Seite</translation>
    </message>
    <message>
        <source>it has {count} cards, and at most {most} can be drawn</source>
        <translation>sie hat {count} Karten, gezeichnet werden können aber höchstens {most}</translation>
    </message>
</context>
<context>
    <name>TowerTools</name>
    <message>
        <source>Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears.</source>
        <extracomment>How near a cell border (in cells) a point must be to pick the edge.</extracomment>
        <translation>Klicken oder ziehen, um Felder zu malen; Umschalt+Ziehen füllt ein Rechteck; Rechtsklick löscht.</translation>
    </message>
    <message>
        <source>Click or drag along cell borders; right-click clears.</source>
        <translation>Klicken oder entlang von Feldrändern ziehen; Rechtsklick löscht.</translation>
    </message>
    <message>
        <source>{hero} dropped off the cards: not moved</source>
        <translation>{hero} außerhalb der Karten abgelegt: nicht verschoben</translation>
    </message>
    <message>
        <source>card {card} dropped off the board: not moved</source>
        <translation>Karte {card} außerhalb des Bretts abgelegt: nicht verschoben</translation>
    </message>
    <message>
        <source>selected {width}×{height} cells</source>
        <translation>{width}×{height} Felder ausgewählt</translation>
    </message>
    <message>
        <source>Floor</source>
        <extracomment>The palette, in order: (class, name, label, key, art, help); the labels and helps are English (`make_tools` gives the tools them in the window&apos;s language).</extracomment>
        <translation>Boden</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Leere</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Exit of the chosen hero, or shared. Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears.</source>
        <translation>Ausgang des gewählten Helden oder gemeinsamer Ausgang. Klicken oder ziehen, um Felder zu malen; Umschalt+Ziehen füllt ein Rechteck; Rechtsklick löscht.</translation>
    </message>
    <message>
        <source>Armory</source>
        <translation>Waffenkammer</translation>
    </message>
    <message>
        <source>Armory of the chosen hero. Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears.</source>
        <translation>Waffenkammer des gewählten Helden. Klicken oder ziehen, um Felder zu malen; Umschalt+Ziehen füllt ein Rechteck; Rechtsklick löscht.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Key of the chosen door number (1-5). Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears.</source>
        <translation>Schlüssel zur gewählten Türnummer (1-5). Klicken oder ziehen, um Felder zu malen; Umschalt+Ziehen füllt ein Rechteck; Rechtsklick löscht.</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>Leiter</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <source>Invocation</source>
        <translation>Beschwörung</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>Drehung</translation>
    </message>
    <message>
        <source>Sliding</source>
        <translation>Verschiebung</translation>
    </message>
    <message>
        <source>Hero start</source>
        <translation>Heldenstart</translation>
    </message>
    <message>
        <source>Click a cell to place the chosen hero; drag a hero to move it; right-click removes it.</source>
        <translation>Klick auf ein Feld platziert den gewählten Helden; Ziehen verschiebt einen Helden; Rechtsklick entfernt ihn.</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <source>Double wall</source>
        <translation>Doppelwand</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>Door of the chosen number (1-5). Click or drag along cell borders; right-click clears.</source>
        <translation>Tür mit der gewählten Nummer (1-5). Klicken oder entlang von Feldrändern ziehen; Rechtsklick löscht.</translation>
    </message>
    <message>
        <source>Narrow passage</source>
        <translation>Enger Durchgang</translation>
    </message>
    <message>
        <source>Air current</source>
        <translation>Luftstrom</translation>
    </message>
    <message>
        <source>Drag across a border: the air blows the way you drag. A click blows out of the clicked cell. Right-click clears.</source>
        <translation>Über eine Kante ziehen: Die Luft bläst in Zugrichtung. Ein Klick bläst aus dem angeklickten Feld hinaus. Rechtsklick löscht.</translation>
    </message>
    <message>
        <source>Move card</source>
        <translation>Karte verschieben</translation>
    </message>
    <message>
        <source>Drag a card to another slot of the board; a card already there takes its place.</source>
        <translation>Eine Karte auf einen anderen Platz des Bretts ziehen; eine Karte, die dort schon liegt, nimmt ihren Platz ein.</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Near a border clears the edge, elsewhere makes the cell floor again.</source>
        <translation>Nahe einer Kante wird die Kante gelöscht, sonst wird das Feld wieder zu Boden.</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Drag a rectangle of cells; then Copy, Cut, Paste (at its top-left cell), flip or turn it from the Edit menu.</source>
        <translation>Ein Rechteck aus Feldern aufziehen; dann über das Menü „Bearbeiten“ kopieren, ausschneiden, einfügen (an seinem oberen linken Feld), spiegeln oder drehen.</translation>
    </message>
</context>
<context>
    <name>WanderingEditor</name>
    <message>
        <source>Elixir fountain</source>
        <extracomment>Each module&apos;s name, as the History, the set-up panel and the set-up card show it.</extracomment>
        <translation>Elixierbrunnen</translation>
    </message>
    <message>
        <source>Spiderweb</source>
        <translation>Spinnennetz</translation>
    </message>
    <message>
        <source>Hag</source>
        <translation>Hexe</translation>
    </message>
    <message>
        <source>Raven</source>
        <translation>Rabe</translation>
    </message>
    <message>
        <source>Magic tower</source>
        <translation>Magischer Turm</translation>
    </message>
    <message>
        <source>elixir fountain</source>
        <extracomment>Each module&apos;s name within a sentence (&quot;needs the hag&quot;).</extracomment>
        <translation>den Elixierbrunnen</translation>
    </message>
    <message>
        <source>spiderweb</source>
        <translation>das Spinnennetz</translation>
    </message>
    <message>
        <source>hag</source>
        <translation>die Hexe</translation>
    </message>
    <message>
        <source>raven</source>
        <translation>den Raben</translation>
    </message>
    <message>
        <source>magic tower</source>
        <translation>den magischen Turm</translation>
    </message>
    <message>
        <source>{players} players</source>
        <translation>{players} Spieler</translation>
    </message>
    <message>
        <source>{module} on</source>
        <translation>{module} aktivieren</translation>
    </message>
    <message>
        <source>{module} off</source>
        <translation>{module} deaktivieren</translation>
    </message>
    <message>
        <source>Web on {fountain} on</source>
        <translation>Netz auf Brunnen {fountain} legen</translation>
    </message>
    <message>
        <source>Web on {fountain} off</source>
        <translation>Netz auf Brunnen {fountain} entfernen</translation>
    </message>
    <message>
        <source>Course of {tiles} tiles of {spaces} spaces</source>
        <translation>Strecke aus {tiles} Plättchen mit je {spaces} Feldern</translation>
    </message>
    <message>
        <source>Default start</source>
        <translation>Standardaufstellung</translation>
    </message>
    <message>
        <source>Tower from {start} to {end}</source>
        <translation>Turm von {start} nach {end} versetzen</translation>
    </message>
    <message>
        <source>Spell {spell} on</source>
        <translation>Zauber {spell} wählen</translation>
    </message>
    <message>
        <source>Spell {spell} off</source>
        <translation>Zauber {spell} abwählen</translation>
    </message>
    <message>
        <source>Draw spells (seed {seed})</source>
        <translation>Zauber ziehen (Startwert {seed})</translation>
    </message>
    <message>
        <source>No spells named</source>
        <translation>Keine Zauber festlegen</translation>
    </message>
    <message>
        <source>Add custom spell {spell}</source>
        <translation>Eigenen Zauber {spell} hinzufügen</translation>
    </message>
    <message>
        <source>Rename custom spell {old} to {new}</source>
        <translation>Eigenen Zauber {old} in {new} umbenennen</translation>
    </message>
    <message>
        <source>{spell} needs {module}</source>
        <translation>{spell} benötigt {module}</translation>
    </message>
    <message>
        <source>{spell} no longer needs {module}</source>
        <translation>{spell} benötigt {module} nicht mehr</translation>
    </message>
    <message>
        <source>Remove custom spell {spell}</source>
        <translation>Eigenen Zauber {spell} entfernen</translation>
    </message>
    <message>
        <source>Set title</source>
        <translation>Titel festlegen</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>Autor festlegen</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>Notizen festlegen</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>Each module&apos;s letter in a custom spell&apos;s row (the tooltips name them).</extracomment>
        <translation>E</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>The sections and the JSON pointers whose issues each shows.</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>needs the {module}</source>
        <translation>benötigt {module}</translation>
    </message>
    <message>
        <source>remove this custom spell (also from the spells)</source>
        <translation>diesen eigenen Zauber entfernen (auch aus den gewählten Zaubern)</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source> players</source>
        <translation> Spieler</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Running course</source>
        <translation>Laufstrecke</translation>
    </message>
    <message>
        <source> landscape tiles</source>
        <translation> Landschaftsplättchen</translation>
    </message>
    <message>
        <source> spaces each</source>
        <translation> Felder je Plättchen</translation>
    </message>
    <message>
        <source>the towers on the first nine landscape spaces</source>
        <translation>die Türme auf den ersten neun Landschaftsfeldern</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Towers</source>
        <translation>Türme</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>Module</translation>
    </message>
    <message>
        <source>Webs on</source>
        <translation>Netze auf</translation>
    </message>
    <message>
        <source>fountain {fountain}</source>
        <translation>Brunnen {fountain}</translation>
    </message>
    <message>
        <source>Magic spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>Startwert </translation>
    </message>
    <message>
        <source>Draw 5</source>
        <translation>5 ziehen</translation>
    </message>
    <message>
        <source>draw five spells at random from the viable ones, with the seed</source>
        <translation>fünf Zauber zufällig aus den spielbaren ziehen, mit dem Startwert</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>name no spell: they are drawn at the table</source>
        <translation>keinen Zauber festlegen: sie werden am Tisch gezogen</translation>
    </message>
    <message>
        <source>Custom spells</source>
        <translation>Eigene Zauber</translation>
    </message>
    <message>
        <source>Add custom spell</source>
        <translation>Eigenen Zauber hinzufügen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>the first nine landscape spaces (default)</source>
        <translation>die ersten neun Landschaftsfelder (Standard)</translation>
    </message>
    <message>
        <source>spaces {spaces}</source>
        <translation>Felder {spaces}</translation>
    </message>
    <message>
        <source>{spell} (unknown spell)</source>
        <translation>{spell} (unbekannter Zauber)</translation>
    </message>
    <message>
        <source>{spell} (needs the {modules})</source>
        <translation>{spell} (benötigt {modules})</translation>
    </message>
    <message>
        <source>a spell of this set-up&apos;s own</source>
        <translation>ein eigener Zauber dieses Aufbaus</translation>
    </message>
    <message>
        <source>{effect} Needs: {modules}.</source>
        <translation>{effect} Benötigt: {modules}.</translation>
    </message>
    <message>
        <source>{count} of {total} named · {viable} viable, {draws} different draws of five</source>
        <translation>{count} von {total} festgelegt · {viable} spielbar, {draws} verschiedene Ziehungen von fünf</translation>
    </message>
    <message>
        <source>none named: drawn at the table · {viable} viable, {draws} different draws of five</source>
        <translation>keine festgelegt: am Tisch gezogen · {viable} spielbar, {draws} verschiedene Ziehungen von fünf</translation>
    </message>
    <message>
        <source>the tower</source>
        <extracomment>Each piece as the status bar names it (by its kind, as `Pieces.at` gives it).</extracomment>
        <translation>der Turm</translation>
    </message>
    <message>
        <source>the magic tower</source>
        <translation>der magische Turm</translation>
    </message>
    <message>
        <source>the hag</source>
        <translation>die Hexe</translation>
    </message>
    <message>
        <source>the raven</source>
        <translation>der Rabe</translation>
    </message>
    <message>
        <source>{space}: {pieces}</source>
        <translation>{space}: {pieces}</translation>
    </message>
    <message>
        <source>Order of effects: 1 hag, 2 elixir fountain, 3 raven, 4 magic tower.</source>
        <extracomment>Milliseconds the animation spends on one space (and at most on a whole movement).</extracomment>
        <translation>Reihenfolge der Effekte: 1 Hexe, 2 Elixierbrunnen, 3 Rabe, 4 magischer Turm.</translation>
    </message>
    <message>
        <source>click a figure on the course</source>
        <translation>eine Figur auf der Strecke anklicken</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> Schritte</translation>
    </message>
    <message>
        <source>negative: anticlockwise (keys + and - too)</source>
        <translation>negativ: gegen den Uhrzeigersinn (auch Tasten + und -)</translation>
    </message>
    <message>
        <source>Move again</source>
        <translation>Erneut ziehen</translation>
    </message>
    <message>
        <source>play the movement again (key R)</source>
        <translation>die Bewegung erneut abspielen (Taste R)</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Where does it land?</source>
        <translation>Wo landet sie?</translation>
    </message>
    <message>
        <source>Click a figure on the course (click again for the next one there, then a wizard), choose the steps: where it lands and what fires</source>
        <translation>Eine Figur auf der Strecke anklicken (erneut klicken für die nächste dort, dann einen Zauberer), die Schritte wählen: wo sie landet und was ausgelöst wird</translation>
    </message>
    <message>
        <source>Not resolved: the set-up has {count} error (first: {code} {message}). Fix them first (see Issues).</source>
        <translation>Nicht ausgewertet: Der Aufbau enthält {count} Fehler ({code} {message}). Zuerst beheben (siehe „Probleme“).</translation>
    </message>
    <message>
        <source>Not resolved: the set-up has {count} errors (first: {code} {message}). Fix them first (see Issues).</source>
        <translation>Nicht ausgewertet: Der Aufbau enthält {count} Fehler (der erste: {code} {message}). Zuerst beheben (siehe „Probleme“).</translation>
    </message>
    <message>
        <source>Not resolved: the course has no room for the start positions.</source>
        <translation>Nicht ausgewertet: Die Strecke bietet keinen Platz für die Startpositionen.</translation>
    </message>
    <message>
        <source>Not resolved: {reason}.</source>
        <translation>Nicht ausgewertet: {reason}.</translation>
    </message>
    <message>
        <source>{effects}, then {effect}</source>
        <translation>{effects}, dann {effect}</translation>
    </message>
    <message>
        <source>Click a figure on the course, then choose the steps.</source>
        <translation>Eine Figur auf der Strecke anklicken, dann die Schritte wählen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{figure}&lt;/b&gt; moves {steps} steps clockwise</source>
        <translation>&lt;b&gt;{figure}&lt;/b&gt; zieht {steps} Schritte im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>&lt;b&gt;{figure}&lt;/b&gt; moves {steps} steps anticlockwise</source>
        <translation>&lt;b&gt;{figure}&lt;/b&gt; zieht {steps} Schritte gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not allowed:&lt;/b&gt; {reason}</source>
        <translation>&lt;b&gt;Nicht erlaubt:&lt;/b&gt; {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lands on {space}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Landet auf {space}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No effect fires.</source>
        <translation>Kein Effekt wird ausgelöst.</translation>
    </message>
    <message>
        <source>Effects, in order:</source>
        <translation>Effekte, der Reihe nach:</translation>
    </message>
    <message>
        <source>Drag a tower to another landscape space to change where it starts; the magic tower, the hag and the raven follow the rules</source>
        <translation>Einen Turm auf ein anderes Landschaftsfeld ziehen, um sein Startfeld zu ändern; der magische Turm, die Hexe und der Rabe folgen den Regeln</translation>
    </message>
    <message>
        <source>the tower on space {space}: drop it on a landscape space</source>
        <translation>der Turm auf Feld {space}: auf einem Landschaftsfeld ablegen</translation>
    </message>
    <message>
        <source>press on a tower to move it (the magic tower follows the towers)</source>
        <translation>einen Turm greifen, um ihn zu versetzen (der magische Turm folgt den Türmen)</translation>
    </message>
    <message>
        <source>not moved: {reason}</source>
        <translation>nicht versetzt: {reason}</translation>
    </message>
    <message>
        <source>the tower starts on space {space}</source>
        <translation>der Turm startet auf Feld {space}</translation>
    </message>
</context>
<context>
    <name>WanderingPrinting</name>
    <message>
        <source>1 Hag: a wizard ending where the hag stands empties a full flask.</source>
        <extracomment>The set-up card&apos;s height over its width. The rulebook&apos;s order of effects where a figure lands, and what happens on the way.</extracomment>
        <translation>1 Hexe: Ein Zauberer, der dort endet, wo die Hexe steht, leert ein volles Fläschchen.</translation>
    </message>
    <message>
        <source>2 Elixir fountain: a wizard ending on a fountain fills an empty flask.</source>
        <translation>2 Elixierbrunnen: Ein Zauberer, der auf einem Brunnen endet, füllt ein leeres Fläschchen.</translation>
    </message>
    <message>
        <source>3 Raven: a wizard ending where the raven stands gets a feather (at most 3).</source>
        <translation>3 Rabe: Ein Zauberer, der dort endet, wo der Rabe steht, erhält eine Feder (höchstens 3).</translation>
    </message>
    <message>
        <source>4 Magic tower: a wizard ending on the magic tower uses a spell for free.</source>
        <translation>4 Magischer Turm: Ein Zauberer, der auf dem magischen Turm endet, wirkt kostenlos einen Zauber.</translation>
    </message>
    <message>
        <source>On the way: a movement ending on a web continues by the steps that reached it (a web is never occupied); the hag and the raven never land on the raven castle but move one space further. Towers may not end on the castle, a fountain or the magic tower.</source>
        <translation>Unterwegs: Eine Bewegung, die auf einem Netz endet, geht um so viele Schritte weiter, wie sie bis zum Netz gebraucht hat (ein Netz ist nie besetzt); Hexe und Rabe landen nie auf der Rabenburg, sondern ziehen ein Feld weiter. Türme dürfen nicht auf der Burg, einem Brunnen oder dem magischen Turm enden.</translation>
    </message>
    <message>
        <source>{modules} and the {module}</source>
        <translation>{modules} und {module}</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>Module</translation>
    </message>
    <message>
        <source>{fountain} on space {space}</source>
        <translation>{fountain} auf Feld {space}</translation>
    </message>
    <message>
        <source>Fountains: {fountains}; no webs.</source>
        <translation>Brunnen: {fountains}; keine Netze.</translation>
    </message>
    <message>
        <source>Fountains: {fountains}; webs on {web}.</source>
        <translation>Brunnen: {fountains}; Netz auf {web}.</translation>
    </message>
    <message>
        <source>Fountains: {fountains}; webs on {web} and {other}.</source>
        <translation>Brunnen: {fountains}; Netze auf {web} und {other}.</translation>
    </message>
    <message>
        <source>Towers on spaces {spaces}</source>
        <translation>Türme auf den Feldern {spaces}</translation>
    </message>
    <message>
        <source>No towers</source>
        <translation>Keine Türme</translation>
    </message>
    <message>
        <source>the magic tower on {space}</source>
        <translation>der magische Turm auf {space}</translation>
    </message>
    <message>
        <source>the hag and the raven on {space}</source>
        <translation>die Hexe und der Rabe auf {space}</translation>
    </message>
    <message>
        <source>the hag on {space}</source>
        <translation>die Hexe auf {space}</translation>
    </message>
    <message>
        <source>the raven on {space}</source>
        <translation>der Rabe auf {space}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Magic spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <source>{spell} — the set-up&apos;s own spell (needs the {modules}).</source>
        <translation>{spell} — eigener Zauber dieses Aufbaus (benötigt {modules}).</translation>
    </message>
    <message>
        <source>{spell} — the set-up&apos;s own spell (needs no module).</source>
        <translation>{spell} — eigener Zauber dieses Aufbaus (benötigt kein Modul).</translation>
    </message>
    <message>
        <source>Drawn at the table: shuffle the {viable} viable spells and draw {count} ({draws} different draws).</source>
        <translation>Am Tisch gezogen: die {viable} spielbaren Zauber mischen und {count} ziehen ({draws} verschiedene Ziehungen).</translation>
    </message>
    <message>
        <source>{spell} — the set-up&apos;s own spell (needs the {modules}); not in play.</source>
        <translation>{spell} — eigener Zauber dieses Aufbaus (benötigt {modules}); nicht im Spiel.</translation>
    </message>
    <message>
        <source>{spell} — the set-up&apos;s own spell (needs no module); not in play.</source>
        <translation>{spell} — eigener Zauber dieses Aufbaus (benötigt kein Modul); nicht im Spiel.</translation>
    </message>
    <message>
        <source>Order of effects where a figure lands</source>
        <translation>Reihenfolge der Effekte, wo eine Figur landet</translation>
    </message>
    <message>
        <source>Wandering Towers set-up · {players} players · {spaces} spaces ({tiles} tile of {size})</source>
        <translation>Wandering-Towers-Aufbau · {players} Spieler · {spaces} Felder ({tiles} Plättchen mit {size} Feldern)</translation>
    </message>
    <message>
        <source>Wandering Towers set-up · {players} players · {spaces} spaces ({tiles} tiles of {size})</source>
        <translation>Wandering-Towers-Aufbau · {players} Spieler · {spaces} Felder ({tiles} Plättchen mit je {size} Feldern)</translation>
    </message>
    <message>
        <source>Set-up card · made with mazewright</source>
        <translation>Aufbaukarte · erstellt mit mazewright</translation>
    </message>
    <message>
        <source>M</source>
        <extracomment>Scene units per space along the ring (the editor&apos;s 100 % zoom). The ring&apos;s width, in cells. The smallest ring&apos;s radius, in cells (room for the title in the middle). Points per arc of a space&apos;s outline. What each figure is called in words and its letter (print relies on shape and letter).</extracomment>
        <translation>M</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>W</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>Wandering Towers</source>
        <translation>Wandering Towers</translation>
    </message>
    <message>
        <source>{spaces} spaces · {players} players
clockwise from the castle</source>
        <translation>{spaces} Felder · {players} Spieler
im Uhrzeigersinn ab der Burg</translation>
    </message>
</context>
</TS>
