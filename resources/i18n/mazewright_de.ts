<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
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
</context>
<context>
    <name>Toolbox</name>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
</context>
</TS>
