<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Checks</name>
    <message>
        <source>cannot solve this file: it has an error, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>impossible de résoudre ce fichier : il contient une erreur : {code} {message} (voir la liste dans le panneau Problèmes)</translation>
    </message>
    <message>
        <source>cannot solve this file: it has {count} errors, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>impossible de résoudre ce fichier : il contient {count} erreurs, dont la première : {code} {message} (voir la liste dans le panneau Problèmes)</translation>
    </message>
    <message>
        <source>cannot play this file: it has an error, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>impossible de jouer ce fichier : il contient une erreur : {code} {message} (voir la liste dans le panneau Problèmes)</translation>
    </message>
    <message>
        <source>cannot play this file: it has {count} errors, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>impossible de jouer ce fichier : il contient {count} erreurs, dont la première : {code} {message} (voir la liste dans le panneau Problèmes)</translation>
    </message>
    <message>
        <source>cannot {doing} this file: it has an error, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>action impossible sur ce fichier ({doing}) : il contient une erreur : {code} {message} (voir la liste dans le panneau Problèmes)</translation>
    </message>
    <message>
        <source>cannot {doing} this file: it has {count} errors, the first: {code} {message} (the Issues dock lists them)</source>
        <translation>action impossible sur ce fichier ({doing}) : il contient {count} erreurs, dont la première : {code} {message} (voir la liste dans le panneau Problèmes)</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>PDF: {pdf}</source>
        <translation>PDF : {pdf}</translation>
    </message>
    <message>
        <source>SVG: one drawing per card, into a folder</source>
        <translation>SVG : un dessin par carte, dans un dossier</translation>
    </message>
    <message>
        <source>PNG: one image per card, into a folder</source>
        <translation>PNG : une image par carte, dans un dossier</translation>
    </message>
    <message>
        <source>GIF: an animated solution, for games that have solutions</source>
        <translation>GIF : une solution animée, pour les jeux qui ont des solutions</translation>
    </message>
    <message>
        <source>Export {file}</source>
        <translation>Exporter {file}</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Save to</source>
        <translation>Enregistrer dans</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Export into the folder</source>
        <translation>Exporter dans le dossier</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exporter vers</translation>
    </message>
    <message>
        <source>{format} files (*.{suffix})</source>
        <translation>Fichiers {format} (*.{suffix})</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>le fichier</translation>
    </message>
    <message>
        <source>{reason}; it was left as it is</source>
        <translation>{reason} ; il n&apos;a pas été modifié</translation>
    </message>
    <message>
        <source>the file has errors (the first: {message})</source>
        <translation>le fichier contient des erreurs (la première : {message})</translation>
    </message>
    <message>
        <source>Not exported: {reason}</source>
        <translation>Non exporté : {reason}</translation>
    </message>
    <message>
        <source>exporting…</source>
        <translation>export en cours…</translation>
    </message>
    <message>
        <source>cancelling…</source>
        <translation>annulation…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>exporting: {step}</source>
        <translation>export : {step}</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>Export annulé : rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Not exported: {reason}; it was left as it is</source>
        <translation>Non exporté : {reason} ; il n&apos;a pas été modifié</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… et {count} autres</translation>
    </message>
    <message>
        <source>Not exported: something went wrong in the export ({message}).</source>
        <translation>Non exporté : un problème est survenu pendant l&apos;export ({message}).</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Daedalus maze</source>
        <extracomment>the game&apos;s English title is Daedalus&apos; Maze; no official translation of it is known to us</extracomment>
        <translation>labyrinthe de Dédale</translation>
    </message>
    <message>
        <source>Daedalus mazes</source>
        <translation>labyrinthes de Dédale</translation>
    </message>
    <message>
        <source>Magic Labyrinth layout</source>
        <extracomment>the game is published as Das magische Labyrinth (German) and Le Labyrinthe magique (French)</extracomment>
        <translation>plan du Labyrinthe magique</translation>
    </message>
    <message>
        <source>Magic Labyrinth layouts</source>
        <translation>plans du Labyrinthe magique</translation>
    </message>
    <message>
        <source>Magic Maze mall scenario</source>
        <extracomment>Magic Maze keeps its English name in German and French editions</extracomment>
        <translation>scénario de Magic Maze</translation>
    </message>
    <message>
        <source>Magic Maze mall scenarios</source>
        <translation>scénarios de Magic Maze</translation>
    </message>
    <message>
        <source>Magic Maze Tower quest</source>
        <extracomment>The ``format`` value of quest files (here, not in `model`, so that finding the game of a file does not import the tower&apos;s model). Magic Maze Tower keeps its English name in German and French editions</extracomment>
        <translation>quête de Magic Maze Tower</translation>
    </message>
    <message>
        <source>Magic Maze Tower quests</source>
        <translation>quêtes de Magic Maze Tower</translation>
    </message>
    <message>
        <source>Magic Maze Tower adventure</source>
        <translation>aventure de Magic Maze Tower</translation>
    </message>
    <message>
        <source>Magic Maze Tower adventures</source>
        <translation>aventures de Magic Maze Tower</translation>
    </message>
    <message>
        <source>Wandering Towers set-up</source>
        <extracomment>Wandering Towers keeps its English name in German and French editions</extracomment>
        <translation>mise en place de Wandering Towers</translation>
    </message>
    <message>
        <source>Wandering Towers set-ups</source>
        <translation>mises en place de Wandering Towers</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Mutations per candidate</source>
        <translation>Mutations par candidat</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Folder for the files</source>
        <translation>Dossier des fichiers</translation>
    </message>
    <message>
        <source>Cannot generate: {reason}</source>
        <translation>Génération impossible : {reason}</translation>
    </message>
    <message>
        <source>Cannot make the folder {folder}: {reason}</source>
        <translation>Impossible de créer le dossier {folder} : {reason}</translation>
    </message>
    <message>
        <source>Searching: {count} file asked for…</source>
        <translation>Recherche : {count} fichier demandé…</translation>
    </message>
    <message>
        <source>Searching: {count} files asked for…</source>
        <translation>Recherche : {count} fichiers demandés…</translation>
    </message>
    <message>
        <source>Generating failed: {message}</source>
        <translation>La génération a échoué : {message}</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>{tried} candidate tried, {found} found…</source>
        <translation>{tried} candidat essayé, {found} trouvé(s)…</translation>
    </message>
    <message>
        <source>{tried} candidates tried, {found} found…</source>
        <translation>{tried} candidats essayés, {found} trouvé(s)…</translation>
    </message>
    <message>
        <source>{found} of {asked} found (cancelled), written to {folder}</source>
        <translation>{found} trouvé(s) sur {asked} (annulé), écrit(s) dans {folder}</translation>
    </message>
    <message>
        <source>{found} of {asked} found, written to {folder}</source>
        <translation>{found} trouvé(s) sur {asked}, écrit(s) dans {folder}</translation>
    </message>
</context>
<context>
    <name>IssuesPanel</name>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>✔ No problems found.</source>
        <translation>✔ Aucun problème trouvé.</translation>
    </message>
    <message>
        <source>{errors} error, {warnings} warning</source>
        <translation>{errors} erreur, {warnings} avertissement</translation>
    </message>
    <message>
        <source>{errors} error, {warnings} warnings</source>
        <translation>{errors} erreur, {warnings} avertissements</translation>
    </message>
    <message>
        <source>{errors} errors, {warnings} warning</source>
        <translation>{errors} erreurs, {warnings} avertissement</translation>
    </message>
    <message>
        <source>{errors} errors, {warnings} warnings</source>
        <translation>{errors} erreurs, {warnings} avertissements</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>The editor did not close normally last time.</source>
        <translation>L&apos;éditeur ne s&apos;est pas fermé normalement la dernière fois.</translation>
    </message>
    <message>
        <source>Recover the unsaved work on {file}?</source>
        <translation>Récupérer le travail non enregistré sur {file} ?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <source>a new file of any game</source>
        <translation>un nouveau fichier de n&apos;importe quel jeu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>open a file</source>
        <translation>ouvrir un fichier</translation>
    </message>
    <message>
        <source>Open &amp;Example…</source>
        <translation>Ouvrir un &amp;exemple…</translation>
    </message>
    <message>
        <source>open a level that ships with the studio</source>
        <translation>ouvrir un niveau fourni avec le studio</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>save the file</source>
        <translation>enregistrer le fichier</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>save under a new name</source>
        <translation>enregistrer sous un nouveau nom</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>print the file or save its pictures</source>
        <translation>imprimer le fichier ou enregistrer ses images</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>&amp;Générer…</translation>
    </message>
    <message>
        <source>design files to order</source>
        <translation>concevoir des fichiers sur mesure</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>close the editor</source>
        <translation>fermer l&apos;éditeur</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Actual size (100 %)</source>
        <translation>&amp;Taille réelle (100 %)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>every shortcut</source>
        <translation>tous les raccourcis</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <source>the studio&apos;s manual</source>
        <translation>le manuel du studio</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>the open game&apos;s rules</source>
        <translation>les règles du jeu ouvert</translation>
    </message>
    <message>
        <source>&amp;About Mazewright</source>
        <translation>À &amp;propos de Mazewright</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>the system&apos;s language</source>
        <translation>la langue du système</translation>
    </message>
    <message>
        <source>Mazewright speaks {language} from its next start</source>
        <translation>Mazewright parlera {language} à son prochain démarrage</translation>
    </message>
    <message>
        <source>File and view</source>
        <translation>Fichier et affichage</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>&amp;Rules of {games}</source>
        <translation>&amp;Règles : {games}</translation>
    </message>
    <message>
        <source>no issues</source>
        <translation>aucun problème</translation>
    </message>
    <message>
        <source>Issues ({count})</source>
        <translation>Problèmes ({count})</translation>
    </message>
    <message>
        <source>Mazewright files ({patterns});;{each};;All files (*)</source>
        <translation>Fichiers Mazewright ({patterns});;{each};;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Open Example</source>
        <translation>Ouvrir un exemple</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <source>opened {file}</source>
        <translation>{file} ouvert</translation>
    </message>
    <message>
        <source>{files} cannot be edited in the studio yet</source>
        <translation>impossible de modifier les {files} dans le studio pour l’instant</translation>
    </message>
    <message>
        <source>{files} (*{suffix});;All files (*)</source>
        <translation>{files} (*{suffix});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Cannot save the file</source>
        <translation>Impossible d&apos;enregistrer le fichier</translation>
    </message>
    <message>
        <source>saved {file}</source>
        <translation>{file} enregistré</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>{files} cannot be exported</source>
        <translation>impossible d’exporter les {files}</translation>
    </message>
    <message>
        <source>autosave failed: {reason}</source>
        <translation>l&apos;enregistrement automatique a échoué : {reason}</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Récupération impossible</translation>
    </message>
    <message>
        <source>the autosaved file is damaged</source>
        <translation>le fichier enregistré automatiquement est endommagé</translation>
    </message>
    <message>
        <source>recovered unsaved work: save it to keep it</source>
        <translation>travail non enregistré récupéré : enregistrez-le pour le garder</translation>
    </message>
    <message>
        <source>Rules: {games}</source>
        <translation>Règles : {games}</translation>
    </message>
    <message>
        <source>This game has no rules document.</source>
        <translation>Ce jeu n&apos;a pas de document de règles.</translation>
    </message>
    <message>
        <source>About Mazewright</source>
        <translation>À propos de Mazewright</translation>
    </message>
    <message>
        <source>Editor, validator and solver for maze board games:</source>
        <translation>Éditeur, vérificateur et solveur pour jeux de plateau de labyrinthe :</translation>
    </message>
</context>
<context>
    <name>ManualDialog</name>
    <message>
        <source>Mazewright manual</source>
        <translation>Manuel de Mazewright</translation>
    </message>
    <message>
        <source>The manual&apos;s pages are not installed with this copy.</source>
        <translation>Les pages du manuel ne sont pas installées avec cette copie.</translation>
    </message>
</context>
<context>
    <name>NewFileDialog</name>
    <message>
        <source>New file</source>
        <translation>Nouveau fichier</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source> cells a side</source>
        <translation> cases de côté</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>&amp;Taille</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
</context>
<context>
    <name>PlayDock</name>
    <message>
        <source>Game over</source>
        <extracomment>The title of the message that says how the game ended (translated in the Play dock&apos;s context, where it is shown).</extracomment>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{count} player</source>
        <extracomment>``(players, set-up) -&gt; controller``; the set-up is a key of ``setups`` or a seed. ``(players) -&gt; [(name, key)]``: the set-ups a game offers for a player count.</extracomment>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>the board view shows a game, the editing tools rest (also between two games)</extracomment>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>&amp;Play mode</source>
        <translation>Mode &amp;jeu</translation>
    </message>
    <message>
        <source>play the file by the rules (F6); the file is not changed</source>
        <translation>jouer le fichier selon les règles (F6) ; le fichier n&apos;est pas modifié</translation>
    </message>
    <message>
        <source>play the file hot-seat by the rules; the file is not changed</source>
        <translation>jouer le fichier selon les règles, à plusieurs sur le même ordinateur ; le fichier n&apos;est pas modifié</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>take the last move back</source>
        <translation>reprendre le dernier coup</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>a new game with the same players and set-up</source>
        <translation>une nouvelle partie avec les mêmes joueurs et la même mise en place</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>cannot play this file: {reason}</source>
        <translation>impossible de jouer ce fichier : {reason}</translation>
    </message>
    <message>
        <source>Playing with {count} player</source>
        <translation>Partie à {count} joueur</translation>
    </message>
    <message>
        <source>Playing with {count} players</source>
        <translation>Partie à {count} joueurs</translation>
    </message>
    <message>
        <source>Press F6 or Play mode to play this file by the rules.</source>
        <translation>Appuyez sur F6 ou sur Mode jeu pour jouer ce fichier selon les règles.</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Set-up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>the same seed deals the same cards</source>
        <translation>la même graine donne les mêmes cartes</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>a new game with these players and set-up</source>
        <translation>une nouvelle partie avec ces joueurs et cette mise en place</translation>
    </message>
    <message>
        <source>Undo move</source>
        <translation>Annuler le coup</translation>
    </message>
    <message>
        <source>take the last move back (Ctrl+Z)</source>
        <translation>reprendre le dernier coup (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>Retour à l&apos;édition</translation>
    </message>
    <message>
        <source>leave play mode (F6)</source>
        <translation>quitter le mode jeu (F6)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
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
        <translation>Taille des cartes</translation>
    </message>
    <message>
        <source>{paper} ({width} x {height} mm)</source>
        <translation>{paper} ({width} x {height} mm)</translation>
    </message>
    <message>
        <source>the side of a printed card</source>
        <translation>le côté d&apos;une carte imprimée</translation>
    </message>
    <message>
        <source>{size} (--card-mm)</source>
        <translation>{size} (--card-mm)</translation>
    </message>
    <message>
        <source>colour running past the cut line on each side</source>
        <translation>couleur qui déborde de la ligne de coupe de chaque côté</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> ppp</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Bleed</source>
        <translation>Fond perdu</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Résolution</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>done</source>
        <extracomment>PDF resolution (device pixels per inch); drawing stays vector, this only sets precision.</extracomment>
        <translation>terminé</translation>
    </message>
    <message>
        <source>page {page} of {count}</source>
        <translation>page {page} sur {count}</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Read-only file</source>
        <translation>Fichier en lecture seule</translation>
    </message>
    <message>
        <source>{file} is read-only: overwrite it anyway?</source>
        <translation>{file} est en lecture seule : l&apos;écraser quand même ?</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save the changes to {file} before closing it?</source>
        <translation>Enregistrer les modifications de {file} avant de le fermer ?</translation>
    </message>
    <message>
        <source>{what} has errors</source>
        <translation>{what} contient des erreurs</translation>
    </message>
    <message>
        <source>{count} error, the first: {message}</source>
        <translation>{count} erreur : {message}</translation>
    </message>
    <message>
        <source>{count} errors, the first: {message}</source>
        <translation>{count} erreurs, dont la première : {message}</translation>
    </message>
    <message>
        <source>Export it anyway?</source>
        <translation>L&apos;exporter quand même ?</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>an unsaved new file</source>
        <translation>un nouveau fichier non enregistré</translation>
    </message>
    <message>
        <source>{file} “{title}”, autosaved {when}</source>
        <translation>{file} « {title} », enregistré automatiquement le {when}</translation>
    </message>
    <message>
        <source>{file}, autosaved {when}</source>
        <translation>{file}, enregistré automatiquement le {when}</translation>
    </message>
</context>
<context>
    <name>SetupsTree</name>
    <message>
        <source>{count} player</source>
        <translation>{count} joueur</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>the game&apos;s pick for this player count</source>
        <translation>le choix du jeu pour ce nombre de joueurs</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Where</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>SolverDock</name>
    <message>
        <source>Solver</source>
        <translation>Solveur</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <source>work out the numbers of the file in the background</source>
        <translation>calculer les chiffres du fichier en arrière-plan</translation>
    </message>
    <message>
        <source>&amp;Cancel solving</source>
        <translation>&amp;Annuler la résolution</translation>
    </message>
    <message>
        <source>stop the solver</source>
        <translation>arrêter le solveur</translation>
    </message>
</context>
<context>
    <name>SolverPanel</name>
    <message>
        <source>no limit</source>
        <extracomment>A picture&apos;s solve (``edit --screenshot --solve``) stops after this many seconds at most, so that the command ends on a level too large to decide; the picture shows what was found. Quiet time after the last edit before quick numbers are worked out again. the last answer, None before the first one (or after a failure) the file changed since the numbers shown were worked out (numbers on demand) why the last Solve was refused (the file has errors) use the game&apos;s reference solver even where a fast one could answer</extracomment>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>stop each search after this many states (0: no limit)</source>
        <translation>arrêter chaque recherche après ce nombre d&apos;états (0 : sans limite)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>stop the whole solve after this many seconds (0: no limit)</source>
        <translation>arrêter toute la résolution après ce nombre de secondes (0 : sans limite)</translation>
    </message>
    <message>
        <source>State limit</source>
        <translation>Limite d&apos;états</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Limite de temps</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <source>work out the numbers of the file as it is now (F5)</source>
        <translation>calculer les chiffres du fichier dans son état actuel (F5)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>stop the solver (Shift+F5)</source>
        <translation>arrêter le solveur (Maj+F5)</translation>
    </message>
    <message>
        <source>Watch solution</source>
        <translation>Voir la solution</translation>
    </message>
    <message>
        <source>play the chosen set-up&apos;s solution on the board</source>
        <translation>rejouer sur le plateau la solution de la mise en place choisie</translation>
    </message>
    <message>
        <source>double-click a set-up to watch its solution</source>
        <translation>double-cliquez sur une mise en place pour voir sa solution</translation>
    </message>
    <message>
        <source>starting the solver…</source>
        <translation>démarrage du solveur…</translation>
    </message>
    <message>
        <source>solving…</source>
        <translation>résolution en cours…</translation>
    </message>
    <message>
        <source>{summary} (working out the numbers again…)</source>
        <translation>{summary} (nouveau calcul des chiffres…)</translation>
    </message>
    <message>
        <source>cancelling…</source>
        <translation>annulation…</translation>
    </message>
    <message>
        <source>{states} states · depth {depth} · {seconds} s</source>
        <translation>{states} états · profondeur {depth} · {seconds} s</translation>
    </message>
    <message>
        <source>failed after {seconds} s</source>
        <translation>échec après {seconds} s</translation>
    </message>
    <message>
        <source>the solver failed: {reason}</source>
        <translation>le solveur a échoué : {reason}</translation>
    </message>
    <message>
        <source>cancelled after {seconds} s</source>
        <translation>annulé après {seconds} s</translation>
    </message>
    <message>
        <source>solve cancelled</source>
        <translation>résolution annulée</translation>
    </message>
    <message>
        <source>Not solved yet: press Solve (F5).</source>
        <translation>Pas encore résolu : appuyez sur Résoudre (F5).</translation>
    </message>
    <message>
        <source>Working out the numbers…</source>
        <translation>Calcul des chiffres…</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:{color}&apos;&gt;Not solved&lt;/b&gt;: {reason}</source>
        <translation>&lt;b style=&apos;color:{color}&apos;&gt;Non résolu&lt;/b&gt; : {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The numbers could not be worked out:&lt;/b&gt; {reason}</source>
        <translation>&lt;b&gt;Les chiffres n&apos;ont pas pu être calculés :&lt;/b&gt; {reason}</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:{color}&apos;&gt;Out of date&lt;/b&gt;: the file changed since this solve (press F5 to solve again).</source>
        <translation>&lt;b style=&apos;color:{color}&apos;&gt;Périmé&lt;/b&gt; : le fichier a changé depuis cette résolution (appuyez sur F5 pour résoudre à nouveau).</translation>
    </message>
    <message>
        <source>the results are out of date: solve again to watch a solution</source>
        <translation>les résultats sont périmés : résolvez à nouveau pour voir une solution</translation>
    </message>
    <message>
        <source>cannot play this solution: {reason}</source>
        <translation>impossible de jouer cette solution : {reason}</translation>
    </message>
</context>
<context>
    <name>StandardEditor</name>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
</context>
<context>
    <name>Toolbox</name>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
</context>
</TS>
