<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AdventureEditor</name>
    <message>
        <source>Change title</source>
        <extracomment>The undo step of each text key.</extracomment>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Change author</source>
        <translation>Modifier l&apos;auteur</translation>
    </message>
    <message>
        <source>Change notes</source>
        <translation>Modifier les notes</translation>
    </message>
    <message>
        <source>Add trial</source>
        <translation>Ajouter une épreuve</translation>
    </message>
    <message>
        <source>Add {count} trials</source>
        <translation>Ajouter {count} épreuves</translation>
    </message>
    <message>
        <source>Remove trial</source>
        <translation>Retirer l&apos;épreuve</translation>
    </message>
    <message>
        <source>Move trial</source>
        <translation>Déplacer l&apos;épreuve</translation>
    </message>
    <message>
        <source>Choose the epic</source>
        <translation>Choisir l&apos;épopée</translation>
    </message>
    <message>
        <source>Tower quests (*.quest.json)</source>
        <translation>Quêtes de Magic Maze Tower (*.quest.json)</translation>
    </message>
    <message>
        <source>Trial {number}</source>
        <translation>Épreuve {number}</translation>
    </message>
    <message>
        <source>the epic has no card for this trial</source>
        <translation>l&apos;épopée n&apos;a pas de carte pour cette épreuve</translation>
    </message>
    <message>
        <source>its back</source>
        <translation>son verso</translation>
    </message>
    <message>
        <source>No trials yet: add them in the Adventure dock.</source>
        <translation>Aucune épreuve pour l&apos;instant : ajoutez-en dans le panneau Aventure.</translation>
    </message>
    <message>
        <source>no epic chosen</source>
        <translation>aucune épopée choisie</translation>
    </message>
    <message>
        <source>no quest chosen</source>
        <translation>aucune quête choisie</translation>
    </message>
    <message>
        <source>{file} cannot be read</source>
        <translation>impossible de lire {file}</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>drag a trial to reorder; double-click to open it</source>
        <translation>faites glisser une épreuve pour changer l&apos;ordre ; double-cliquez pour l&apos;ouvrir</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>add quest files as trials (after the chosen one)</source>
        <translation>ajouter des fichiers de quête comme épreuves (après celle choisie)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>open the chosen trial in the window</source>
        <translation>ouvrir l&apos;épreuve choisie dans la fenêtre</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>the epic whose cards are the trials&apos; backs</source>
        <translation>l&apos;épopée dont les cartes forment le verso des épreuves</translation>
    </message>
    <message>
        <source>open the epic in the window</source>
        <translation>ouvrir l&apos;épopée dans la fenêtre</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trials&lt;/b&gt;, in the order they are played</source>
        <translation>&lt;b&gt;Épreuves&lt;/b&gt;, dans l&apos;ordre de jeu</translation>
    </message>
    <message>
        <source>&lt;b&gt;Epic&lt;/b&gt; on the trials&apos; backs</source>
        <translation>&lt;b&gt;Épopée&lt;/b&gt; au verso des épreuves</translation>
    </message>
    <message>
        <source>(cannot be read)</source>
        <translation>(illisible)</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>aucune choisie</translation>
    </message>
    <message>
        <source>save the adventure first: its quests are named relative to its folder</source>
        <translation>enregistrez d&apos;abord l&apos;aventure : ses quêtes sont désignées par rapport à son dossier</translation>
    </message>
    <message>
        <source>Add trials</source>
        <translation>Ajouter des épreuves</translation>
    </message>
    <message>
        <source>Adventure</source>
        <translation>Aventure</translation>
    </message>
    <message>
        <source>{file}: no such quest file</source>
        <translation>{file} : fichier de quête introuvable</translation>
    </message>
</context>
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
    <name>DaedalusEditor</name>
    <message>
        <source>Set title</source>
        <extracomment>The undo texts of `MazeDocument.set_text`, by text key.</extracomment>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>Modifier l&apos;auteur</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>Modifier les notes</translation>
    </message>
    <message>
        <source>Paint radial walls</source>
        <extracomment>The undo texts of painting and erasing walls, by (verb, kinds of wall changed).</extracomment>
        <translation>Peindre des murs radiaux</translation>
    </message>
    <message>
        <source>Paint arc walls</source>
        <translation>Peindre des murs en arc</translation>
    </message>
    <message>
        <source>Paint walls</source>
        <translation>Peindre des murs</translation>
    </message>
    <message>
        <source>Erase radial walls</source>
        <translation>Effacer des murs radiaux</translation>
    </message>
    <message>
        <source>Erase arc walls</source>
        <translation>Effacer des murs en arc</translation>
    </message>
    <message>
        <source>Erase walls</source>
        <translation>Effacer des murs</translation>
    </message>
    <message>
        <source>Board {rings} rings x {sectors} sectors</source>
        <translation>Plateau de {rings} anneaux x {sectors} secteurs</translation>
    </message>
    <message>
        <source>Starting phase {phase}</source>
        <translation>Phase de départ {phase}</translation>
    </message>
    <message>
        <source>turn the film one sector after another (play / pause: P)</source>
        <extracomment>Time between two turns of the film while it plays.</extracomment>
        <translation>faire tourner le film secteur après secteur (lecture / pause : P)</translation>
    </message>
    <message>
        <source>the film&apos;s phase: where its arc walls lie over the board (, and . turn it a sector)</source>
        <translation>la phase du film : où ses murs en arc se trouvent sur le plateau (, et . le tournent d&apos;un secteur)</translation>
    </message>
    <message>
        <source>Death traps</source>
        <translation>Pièges mortels</translation>
    </message>
    <message>
        <source>the fields where a soldier has no step at the shown phase</source>
        <translation>les cases où un soldat n&apos;a aucun pas possible à la phase affichée</translation>
    </message>
    <message>
        <source>Trips</source>
        <translation>Trajets</translation>
    </message>
    <message>
        <source>each entrance field&apos;s trip in rounds, round the board</source>
        <translation>la durée en manches du trajet de chaque case d&apos;entrée, autour du plateau</translation>
    </message>
    <message>
        <source>Best trip</source>
        <translation>Meilleur trajet</translation>
    </message>
    <message>
        <source>the fewest-rounds trip; the soldier stands where it is at this phase</source>
        <translation>le trajet le plus court en manches ; le soldat se tient là où il est à cette phase</translation>
    </message>
    <message>
        <source>Film</source>
        <translation>Film</translation>
    </message>
    <message>
        <source>Turn the film back a sector</source>
        <translation>Reculer le film d&apos;un secteur</translation>
    </message>
    <message>
        <source>Turn the film on a sector</source>
        <translation>Avancer le film d&apos;un secteur</translation>
    </message>
    <message>
        <source>Turn the film round (play / pause)</source>
        <translation>Faire tourner le film (lecture / pause)</translation>
    </message>
    <message>
        <source>phase {phase} (round {rounds})</source>
        <translation>phase {phase} (manche {rounds})</translation>
    </message>
    <message>
        <source>phase {phase} (start)</source>
        <translation>phase {phase} (départ)</translation>
    </message>
    <message>
        <source> rings</source>
        <translation> anneaux</translation>
    </message>
    <message>
        <source> sectors</source>
        <translation> secteurs</translation>
    </message>
    <message>
        <source>an even number; the boxed board has 24</source>
        <translation>un nombre pair ; le plateau du jeu en a 24</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>change the board (walls off the new board are dropped)</source>
        <translation>modifier le plateau (les murs hors du nouveau plateau sont supprimés)</translation>
    </message>
    <message>
        <source>the film&apos;s position while the soldiers are placed</source>
        <translation>la position du film pendant le placement des soldats</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Starting phase</source>
        <translation>Phase de départ</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>radial wall between ring {ring}, sectors {sector} and {next}</source>
        <extracomment>The largest image of the still layers kept (pixels); a view zoomed in further paints them directly. Quiet time after an edit before the overlays&apos; numbers are worked out again.</extracomment>
        <translation>mur radial entre les secteurs {sector} et {next} de l&apos;anneau {ring}</translation>
    </message>
    <message>
        <source>arc wall on boundary {boundary}, film sector {sector}</source>
        <translation>mur en arc sur la limite {boundary}, secteur {sector} du film</translation>
    </message>
    <message>
        <source>{place}, no trip</source>
        <extracomment>a trip being watched: its places (one per round) and the round shown the still layers painted last (`_paint_layers`) and what they showed how many times the maze changed (the still layers show one version)</extracomment>
        <translation>{place}, aucun trajet</translation>
    </message>
    <message>
        <source>{place}, trip {rounds} rounds</source>
        <translation>{place}, trajet de {rounds} manches</translation>
    </message>
    <message>
        <source>{place}, a death trap at {phases}</source>
        <translation>{place}, piège mortel ({phases})</translation>
    </message>
    <message>
        <source>{place} · {wall}</source>
        <translation>{place} · {wall}</translation>
    </message>
    <message>
        <source>{place} · film at phase {phase}</source>
        <translation>{place} · film à la phase {phase}</translation>
    </message>
    <message>
        <source>Radial walls</source>
        <extracomment>The pointer&apos;s way is sampled every this share of a ring&apos;s width.</extracomment>
        <translation>Murs radiaux</translation>
    </message>
    <message>
        <source>Drag across the rings to put up radial walls on the board; right-drag takes them down</source>
        <translation>Faites glisser à travers les anneaux pour poser des murs radiaux sur le plateau ; glisser avec le bouton droit les retire</translation>
    </message>
    <message>
        <source>Arc walls</source>
        <translation>Murs en arc</translation>
    </message>
    <message>
        <source>Drag along the circles to put up arc walls on the film (where it is at the shown phase); right-drag takes them down</source>
        <translation>Faites glisser le long des cercles pour poser des murs en arc sur le film (dans sa position à la phase affichée) ; glisser avec le bouton droit les retire</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>Drag over walls of either kind to take them down</source>
        <translation>Faites glisser sur des murs de l&apos;un ou l&apos;autre type pour les retirer</translation>
    </message>
</context>
<context>
    <name>DaedalusPlay</name>
    <message>
        <source>turning every round</source>
        <extracomment>The Play dock&apos;s set-ups: the walls as the card-less game turns them, or the Medusa beast.</extracomment>
        <translation>rotation à chaque manche</translation>
    </message>
    <message>
        <source>Medusa: still once the treasure is taken</source>
        <translation>Méduse : immobile une fois le trésor pris</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>click a free entrance field to place; click a soldier, then where it steps; Enter ends the turn</source>
        <translation>cliquez sur une case d&apos;entrée libre pour placer ; cliquez sur un soldat, puis là où il avance ; Entrée termine le tour</translation>
    </message>
    <message>
        <source>End turn</source>
        <extracomment>how many log lines each action wrote, to take them back with it</extracomment>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>the current player&apos;s soldiers that did not step stay (Enter)</source>
        <translation>les soldats du joueur actif qui n&apos;ont pas avancé restent en place (Entrée)</translation>
    </message>
    <message>
        <source>Placing: click a free field of the outer ring. Then click one of your soldiers and a lit field to step there (one step per soldier a round; the chamber holds any number); Tab picks your next soldier, Enter ends the turn. After every round the film turns one sector clockwise. A soldier with no way out in its turn dies; the treasure drops where its carrier dies. Carry it out to win: on the outer ring, click the lit rim outside the carrier.</source>
        <translation>Placement : cliquez sur une case libre de l&apos;anneau extérieur. Puis cliquez sur l&apos;un de vos soldats et sur une case en surbrillance pour l&apos;y faire avancer (un pas par soldat et par manche ; la chambre accueille un nombre illimité de soldats) ; Tab choisit votre soldat suivant, Entrée termine le tour. Après chaque manche, le film tourne d&apos;un secteur dans le sens horaire. Un soldat sans issue pendant son tour meurt ; le trésor tombe là où meurt son porteur. Sortez-le pour gagner : sur l&apos;anneau extérieur, cliquez sur le bord en surbrillance à l&apos;extérieur du porteur.</translation>
    </message>
    <message>
        <source>Placing: &lt;b&gt;player {player}&lt;/b&gt; places soldier {soldier} on a free field of the outer ring.</source>
        <translation>Placement : &lt;b&gt;le joueur {player}&lt;/b&gt; place le soldat {soldier} sur une case libre de l&apos;anneau extérieur.</translation>
    </message>
    <message>
        <source>Round {round}, film at phase {phase}: &lt;b&gt;player {player}&lt;/b&gt; moves.</source>
        <translation>Manche {round}, film à la phase {phase} : &lt;b&gt;le joueur {player}&lt;/b&gt; joue.</translation>
    </message>
    <message>
        <source>Round {round}, film at phase {phase}: &lt;b&gt;player {player}&lt;/b&gt; moves; chosen: soldier {soldier}.</source>
        <translation>Manche {round}, film à la phase {phase} : &lt;b&gt;le joueur {player}&lt;/b&gt; joue ; soldat choisi : {soldier}.</translation>
    </message>
    <message>
        <source>The treasure: carried by {soldier}.</source>
        <translation>Le trésor : porté par {soldier}.</translation>
    </message>
    <message>
        <source>The treasure: in the chamber.</source>
        <translation>Le trésor : dans la chambre.</translation>
    </message>
    <message>
        <source>The treasure: dropped on {place}.</source>
        <translation>Le trésor : tombé sur {place}.</translation>
    </message>
    <message>
        <source>player {player}</source>
        <translation>joueur {player}</translation>
    </message>
    <message>
        <source>{alive} alive, {dead} dead</source>
        <translation>{alive} en vie, {dead} mort(s)</translation>
    </message>
    <message>
        <source>place soldiers on the outer ring (ring 0)</source>
        <translation>placez les soldats sur l&apos;anneau extérieur (anneau 0)</translation>
    </message>
    <message>
        <source>every soldier of yours has stepped: end the turn (Enter)</source>
        <translation>tous vos soldats ont avancé : terminez le tour (Entrée)</translation>
    </message>
    <message>
        <source>not a step</source>
        <translation>déplacement impossible</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Non autorisé : {reason}</translation>
    </message>
    <message>
        <source>{result} (round {round}).</source>
        <translation>{result} (manche {round}).</translation>
    </message>
    <message>
        <source>nothing to undo: no move was played</source>
        <translation>rien à annuler : aucun coup n&apos;a été joué</translation>
    </message>
    <message>
        <source>took back: {move}</source>
        <translation>repris : {move}</translation>
    </message>
    <message>
        <source>first round</source>
        <extracomment>Time between two rounds while the trip plays.</extracomment>
        <translation>première manche</translation>
    </message>
    <message>
        <source>round back</source>
        <translation>manche précédente</translation>
    </message>
    <message>
        <source>play / pause</source>
        <translation>lecture / pause</translation>
    </message>
    <message>
        <source>round forward</source>
        <translation>manche suivante</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>dernière manche</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>Retour à l&apos;édition</translation>
    </message>
    <message>
        <source>&lt;b&gt;{players} players, player {player}&lt;/b&gt;: the best trip, {rounds} rounds from ring 0, sector {sector}</source>
        <translation>&lt;b&gt;{players} joueurs, joueur {player}&lt;/b&gt; : le meilleur trajet, {rounds} manches depuis l&apos;anneau 0, secteur {sector}</translation>
    </message>
    <message>
        <source>Placed on {place} at phase {phase}; the walls turn.</source>
        <translation>Placé sur {place} à la phase {phase} ; les murs tournent.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}, phase {phase}: the soldier stays on {place}.</source>
        <translation>Manche {round} sur {rounds}, phase {phase} : le soldat reste sur {place}.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}, phase {phase}: the soldier steps from {before} to {after}.</source>
        <translation>Manche {round} sur {rounds}, phase {phase} : le soldat va de {before} à {after}.</translation>
    </message>
</context>
<context>
    <name>DaedalusPrinting</name>
    <message>
        <source>{title} · Board</source>
        <extracomment>Room above the disc on a page for its two lines of text, in mm. The margin round the disc in an SVG or PNG, in mm. The width of the cut line round the board and the film, in mm.</extracomment>
        <translation>{title} · Plateau</translation>
    </message>
    <message>
        <source>{title} · Film</source>
        <translation>{title} · Film</translation>
    </message>
    <message>
        <source>{rings} rings x {sectors} sectors, {diameter} mm across · the line at sector 0 and the cross register the film</source>
        <translation>{rings} anneaux x {sectors} secteurs, {diameter} mm de diamètre · le trait du secteur 0 et la croix servent à caler le film</translation>
    </message>
    <message>
        <source>For a transparency: cut on the dashed line, lay it on the board centre on centre, the triangle at sector {sector} to start</source>
        <translation>Pour un transparent : découpez le long du trait pointillé, posez-le sur le plateau centre sur centre, le triangle au secteur {sector} pour commencer</translation>
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
    <name>LabyrinthEditor</name>
    <message>
        <source>Set title</source>
        <extracomment>The undo step of each text key.</extracomment>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>Modifier l&apos;auteur</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>Modifier les notes</translation>
    </message>
    <message>
        <source>Paint walls</source>
        <translation>Tracer des murs</translation>
    </message>
    <message>
        <source>Erase walls</source>
        <translation>Effacer des murs</translation>
    </message>
    <message>
        <source>Place room {number}</source>
        <translation>Placer la salle {number}</translation>
    </message>
    <message>
        <source>Remove room</source>
        <translation>Retirer la salle</translation>
    </message>
    <message>
        <source>Board size {size} x {size}</source>
        <translation>Taille du plateau {size} x {size}</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> cases</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Taille du plateau</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>square {x},{y}</source>
        <translation>case {x},{y}</translation>
    </message>
    <message>
        <source>room {room}</source>
        <translation>salle {room}</translation>
    </message>
    <message>
        <source>corner {corner}</source>
        <translation>coin {corner}</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>inaccessible</translation>
    </message>
    <message>
        <source>{steps} steps away</source>
        <translation>à {steps} pas</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Murs</translation>
    </message>
    <message>
        <source>Drag along grid lines to put up walls</source>
        <translation>Faites glisser le long des lignes de la grille pour dresser des murs</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>Drag along walls to take them down; click a room to take it off the board</source>
        <translation>Faites glisser le long des murs pour les enlever ; cliquez sur une salle pour la retirer du plateau</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>Salles</translation>
    </message>
    <message>
        <source>Click a square to place the room of the chosen number (keys 1 to 5); right-click removes</source>
        <translation>Cliquez sur une case pour y placer la salle du numéro choisi (touches 1 à 5) ; un clic droit la retire</translation>
    </message>
    <message>
        <source>room {number}: click a square to place it (keys 1 to 5 choose the room)</source>
        <translation>salle {number} : cliquez sur une case pour la placer (les touches 1 à 5 choisissent la salle)</translation>
    </message>
    <message>
        <source>Distances</source>
        <translation>Distances</translation>
    </message>
    <message>
        <source>Click a corner or a room to see every square&apos;s distance from it; hover for the way</source>
        <translation>Cliquez sur un coin ou une salle pour voir la distance de chaque case depuis ce point ; survolez une case pour voir le chemin</translation>
    </message>
    <message>
        <source>distances from square {x},{y}</source>
        <translation>distances depuis la case {x},{y}</translation>
    </message>
    <message>
        <source>click a corner or a room</source>
        <translation>cliquez sur un coin ou une salle</translation>
    </message>
</context>
<context>
    <name>LabyrinthPlay</name>
    <message>
        <source>square {x},{y}</source>
        <extracomment>Arrow keys -&gt; the side a wizard steps to.</extracomment>
        <translation>case {x},{y}</translation>
    </message>
    <message>
        <source>room {room}</source>
        <translation>salle {room}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>arrow keys or a click on a neighbouring square move; Tab or a click picks a wizard</source>
        <translation>les flèches ou un clic sur une case voisine déplacent ; Tab ou un clic choisit un sorcier</translation>
    </message>
    <message>
        <source>Reveal walls</source>
        <translation>Révéler les murs</translation>
    </message>
    <message>
        <source>show the hidden walls (they show anyway when the game is over)</source>
        <translation>afficher les murs cachés (ils apparaissent de toute façon à la fin de la partie)</translation>
    </message>
    <message>
        <source>Arrow keys step the current wizard (Tab picks the other one of two); a click on a square next to a wizard steps there. A knocked wall sends the wizard back to its corner.</source>
        <translation>Les flèches déplacent d&apos;une case le sorcier actif (Tab choisit l&apos;autre s&apos;il y en a deux) ; un clic sur une case voisine d&apos;un sorcier l&apos;y déplace. Un mur heurté renvoie le sorcier dans son coin.</translation>
    </message>
    <message>
        <source>Turn {turn}: &lt;b&gt;player {player}&lt;/b&gt; moves the {wizard} wizard (Tab picks the other).</source>
        <translation>Tour {turn} : &lt;b&gt;le joueur {player}&lt;/b&gt; déplace le sorcier {wizard} (Tab choisit l&apos;autre).</translation>
    </message>
    <message>
        <source>Turn {turn}: &lt;b&gt;player {player}&lt;/b&gt; moves the {wizard} wizard.</source>
        <translation>Tour {turn} : &lt;b&gt;le joueur {player}&lt;/b&gt; déplace le sorcier {wizard}.</translation>
    </message>
    <message>
        <source>Player {player} looks for &lt;b&gt;room {room}&lt;/b&gt;.</source>
        <translation>Le joueur {player} cherche la &lt;b&gt;salle {room}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>player {player} ({wizards})</source>
        <translation>joueur {player} ({wizards})</translation>
    </message>
    <message>
        <source>{count} of 5 tokens: rooms {rooms}</source>
        <translation>{count} jeton(s) sur 5 : salles {rooms}</translation>
    </message>
    <message>
        <source>{count} of 5 tokens</source>
        <translation>{count} jeton(s) sur 5</translation>
    </message>
    <message>
        <source>Walls found by knocking: {count}</source>
        <translation>Murs découverts en les heurtant : {count}</translation>
    </message>
    <message>
        <source>square {x},{y} is not next to a wizard of player {player}</source>
        <translation>la case {x},{y} n&apos;est pas voisine d&apos;un sorcier du joueur {player}</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Interdit : {reason}</translation>
    </message>
    <message>
        <source>knock! player {player}&apos;s {wizard} wizard hit the wall between {ax},{ay} and {bx},{by}: back to {wizard}</source>
        <translation>toc ! le sorcier {wizard} du joueur {player} a heurté le mur entre {ax},{ay} et {bx},{by} : retour au coin {wizard}</translation>
    </message>
    <message>
        <source>Player {player} wins after {turns} turns.</source>
        <translation>Le joueur {player} gagne en {turns} tours.</translation>
    </message>
    <message>
        <source>nothing to undo: no move was played</source>
        <translation>rien à annuler : aucun coup n&apos;a été joué</translation>
    </message>
    <message>
        <source>took back: {move}</source>
        <translation>coup repris : {move}</translation>
    </message>
</context>
<context>
    <name>LabyrinthPrinting</name>
    <message>
        <source>Room {number}</source>
        <extracomment>The set-up card&apos;s height over its width.</extracomment>
        <translation>Salle {number}</translation>
    </message>
    <message>
        <source>Set-up card · {size} x {size} board · {count} wall</source>
        <translation>Carte de mise en place · plateau {size} x {size} · {count} mur</translation>
    </message>
    <message>
        <source>Set-up card · {size} x {size} board · {count} walls</source>
        <translation>Carte de mise en place · plateau {size} x {size} · {count} murs</translation>
    </message>
    <message>
        <source>Thick line: a wall. Build all {count} under the board.</source>
        <translation>Trait épais : un mur. Montez les {count} murs sous le plateau.</translation>
    </message>
    <message>
        <source>Disc: a room, numbered as its room card (1 to 5).</source>
        <translation>Disque : une salle, numérotée comme sa carte de salle (1 à 5).</translation>
    </message>
    <message>
        <source>Corners: the players&apos; starts.</source>
        <translation>Coins : les départs des joueurs.</translation>
    </message>
    <message>
        <source>Keep this card hidden from the players · mazewright</source>
        <translation>Cachez cette carte aux joueurs · mazewright</translation>
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
    <name>MallCommands</name>
    <message>
        <source>Set title</source>
        <extracomment>The undo step of each text of the scenario.</extracomment>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>Modifier l&apos;auteur</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>Modifier les notes</translation>
    </message>
    <message>
        <source>Paint floor</source>
        <translation>Peindre le sol</translation>
    </message>
    <message>
        <source>Paint exit for every hero</source>
        <translation>Peindre une sortie pour tous les héros</translation>
    </message>
    <message>
        <source>Paint {hero} {kind}</source>
        <translation>Peindre : {kind} ({hero})</translation>
    </message>
    <message>
        <source>Paint {kind}</source>
        <translation>Peindre : {kind}</translation>
    </message>
    <message>
        <source>Put up walls</source>
        <translation>Poser des murs</translation>
    </message>
    <message>
        <source>Take down walls</source>
        <translation>Retirer des murs</translation>
    </message>
    <message>
        <source>Escalator {a} to {b}</source>
        <translation>Escalator de {a} à {b}</translation>
    </message>
    <message>
        <source>Remove escalators at {space}</source>
        <translation>Retirer les escalators en {space}</translation>
    </message>
    <message>
        <source>Add tile {tile}</source>
        <translation>Ajouter la tuile {tile}</translation>
    </message>
    <message>
        <source>Remove tile {tile}</source>
        <translation>Supprimer la tuile {tile}</translation>
    </message>
    <message>
        <source>Rename tile {old} to {new}</source>
        <translation>Renommer la tuile {old} en {new}</translation>
    </message>
    <message>
        <source>Start on tile {tile}</source>
        <translation>Départ sur la tuile {tile}</translation>
    </message>
    <message>
        <source>Start tile turned {degrees}°</source>
        <translation>Tuile de départ tournée de {degrees}°</translation>
    </message>
    <message>
        <source>Deck order</source>
        <translation>Ordre de la pioche</translation>
    </message>
    <message>
        <source>Place tile {tile} from tile {parent}</source>
        <translation>Poser la tuile {tile} depuis la tuile {parent}</translation>
    </message>
    <message>
        <source>Take down tile {tile}</source>
        <translation>Retirer la tuile {tile}</translation>
    </message>
    <message>
        <source>{hero} out of play</source>
        <translation>{hero} hors jeu</translation>
    </message>
    <message>
        <source>{hero} start</source>
        <translation>Départ de {hero}</translation>
    </message>
    <message>
        <source>No sand timer</source>
        <translation>Sans sablier</translation>
    </message>
    <message>
        <source>Sand timer {timer}</source>
        <translation>Sablier : {timer}</translation>
    </message>
    <message>
        <source>Tile {tile} into the deck</source>
        <translation>Tuile {tile} dans la pioche</translation>
    </message>
    <message>
        <source>Tile {tile} set aside</source>
        <translation>Tuile {tile} mise de côté</translation>
    </message>
</context>
<context>
    <name>MallEditor</name>
    <message>
        <source>a scenario of {count} tiles is too large to draw (at most {most})</source>
        <extracomment>The most tiles the editor draws (the boxed game has 24 mall tiles with its extensions).</extracomment>
        <translation>un scénario de {count} tuiles est trop grand pour être dessiné ({most} au plus)</translation>
    </message>
    <message>
        <source>not turned</source>
        <extracomment>The turn of the start tile as the panel names it.</extracomment>
        <translation>non tournée</translation>
    </message>
    <message>
        <source>90° clockwise</source>
        <translation>90° dans le sens horaire</translation>
    </message>
    <message>
        <source>180°</source>
        <translation>180°</translation>
    </message>
    <message>
        <source>90° anticlockwise</source>
        <translation>90° dans le sens antihoraire</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>What a timer with no budget yet starts at.</extracomment>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Sand timer</source>
        <translation>Sablier</translation>
    </message>
    <message>
        <source>count time: the sand timer&apos;s capacity in actions</source>
        <translation>temps compté : la capacité du sablier en actions</translation>
    </message>
    <message>
        <source> actions</source>
        <translation> actions</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>the tile the heist starts on (at the mall&apos;s origin)</source>
        <translation>la tuile où commence le casse (à l&apos;origine du centre commercial)</translation>
    </message>
    <message>
        <source>the start tile&apos;s turn; the placed tiles turn with it</source>
        <translation>la rotation de la tuile de départ ; les tuiles posées tournent avec elle</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Tuile de départ</translation>
    </message>
    <message>
        <source>Turned</source>
        <translation>Rotation</translation>
    </message>
    <message>
        <source>Heroes (drag them on the start tile with the Heroes tool)</source>
        <translation>Héros (faites-les glisser sur la tuile de départ avec l&apos;outil Héros)</translation>
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
        <translation>vortex</translation>
    </message>
    <message>
        <source>item</source>
        <translation>objet</translation>
    </message>
    <message>
        <source>exit</source>
        <translation>sortie</translation>
    </message>
    <message>
        <source>sand-timer space</source>
        <translation>case sablier</translation>
    </message>
    <message>
        <source>explore space</source>
        <translation>case d&apos;exploration</translation>
    </message>
    <message>
        <source>tile {tile}, space {space}</source>
        <translation>tuile {tile}, case {space}</translation>
    </message>
    <message>
        <source>{words} (mall {space})</source>
        <translation>{words} (centre commercial {space})</translation>
    </message>
    <message>
        <source>{space} of the {hero}</source>
        <translation>{space} ({hero})</translation>
    </message>
    <message>
        <source>{space} for every hero</source>
        <translation>{space} pour tous les héros</translation>
    </message>
    <message>
        <source>{words}: {space}</source>
        <translation>{words} : {space}</translation>
    </message>
    <message>
        <source>{words}, the {hero}</source>
        <translation>{words}, héros {hero}</translation>
    </message>
    <message>
        <source>{words}, {side} border</source>
        <translation>{words}, bord {side}</translation>
    </message>
    <message>
        <source>start tile</source>
        <translation>tuile de départ</translation>
    </message>
    <message>
        <source>in the mall, from tile {parent} at {space}</source>
        <translation>dans le centre commercial, depuis la tuile {parent} en {space}</translation>
    </message>
    <message>
        <source>deck {n}</source>
        <translation>pioche {n}</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>inutilisée</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>a new, empty tile at the bottom of the deck</source>
        <translation>une nouvelle tuile vide en bas de la pioche</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>make this the start tile (the mall starts anew from it)</source>
        <translation>en faire la tuile de départ (le centre commercial repart d&apos;elle)</translation>
    </message>
    <message>
        <source>Take down</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>take the tile (and the tiles hung on it) out of the mall</source>
        <translation>retirer la tuile (et les tuiles posées à partir d&apos;elle) du centre commercial</translation>
    </message>
    <message>
        <source>Deck, top first (drag to reorder)</source>
        <translation>Pioche, dessus en premier (faites glisser pour réordonner)</translation>
    </message>
    <message>
        <source>Into deck</source>
        <translation>Dans la pioche</translation>
    </message>
    <message>
        <source>put the tile chosen above at the bottom of the deck</source>
        <translation>placer la tuile choisie ci-dessus en bas de la pioche</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Mettre de côté</translation>
    </message>
    <message>
        <source>take the chosen deck tile out of the deck (it stays a tile)</source>
        <translation>retirer de la pioche la tuile choisie (elle reste une tuile)</translation>
    </message>
    <message>
        <source>{n}. tile {tile}</source>
        <translation>{n}. tuile {tile}</translation>
    </message>
</context>
<context>
    <name>MallPlay</name>
    <message>
        <source>none</source>
        <extracomment>The Play dock&apos;s set-ups: without the real-time sand timer, or with it (its seconds).</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>3 minutes, real time</source>
        <translation>3 minutes, en temps réel</translation>
    </message>
    <message>
        <source>click a player&apos;s row to act as that player (keys 1-8)</source>
        <extracomment>How often the sand timer&apos;s display is brought up to date.</extracomment>
        <translation>cliquez sur la ligne d&apos;un joueur pour jouer à sa place (touches 1-8)</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>the chosen hero explores from its explore space: the top tile of the deck (X)</source>
        <translation>le héros choisi explore depuis sa case d&apos;exploration : la tuile du dessus de la pioche (X)</translation>
    </message>
    <message>
        <source>the real-time sand timer: sand left in the top bulb</source>
        <translation>le sablier en temps réel : le sable restant dans la partie haute</translation>
    </message>
    <message>
        <source>Action tiles</source>
        <translation>Tuiles action</translation>
    </message>
    <message>
        <source>Choose the acting player with a click on their action tiles (or 1-8), a hero with a click (or Tab), then click a lit space: a move, a vortex or an escalator. Arrows move the chosen hero one space, Shift+arrows as far as it slides; X (or Explore, or a click on the unexplored place) explores. Only the acting player&apos;s tiles count.</source>
        <translation>Choisissez le joueur actif en cliquant sur ses tuiles action (ou 1-8), un héros en cliquant dessus (ou Tab), puis cliquez sur une case en surbrillance : un déplacement, un vortex ou un escalator. Les flèches déplacent le héros choisi d&apos;une case, Maj+flèches aussi loin qu&apos;il glisse ; X (ou Explorer, ou un clic sur l&apos;emplacement inexploré) explore. Seules les tuiles du joueur actif comptent.</translation>
    </message>
    <message>
        <source>The solo deck</source>
        <translation>La pioche solo</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <source>{player} acts ({hand}); the {hero} is chosen.</source>
        <translation>{player} joue ({hand}) ; héros choisi : {hero}.</translation>
    </message>
    <message>
        <source>{player} acts ({hand}).</source>
        <translation>{player} joue ({hand}).</translation>
    </message>
    <message>
        <source>done: the vortexes are off, the exits are open</source>
        <translation>terminé : les vortex sont désactivés, les sorties sont ouvertes</translation>
    </message>
    <message>
        <source>not yet: every hero on its item at once</source>
        <translation>pas encore : chaque héros sur son objet en même temps</translation>
    </message>
    <message>
        <source>{count} tile, next: tile {tile}</source>
        <translation>{count} tuile, suivante : tuile {tile}</translation>
    </message>
    <message>
        <source>{count} tiles, next: tile {tile}</source>
        <translation>{count} tuiles, suivante : tuile {tile}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>{count} of {total}</source>
        <translation>{count} sur {total}</translation>
    </message>
    <message>
        <source>run out</source>
        <translation>écoulé</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>reste {time}</translation>
    </message>
    <message>
        <source>{time}, starts with the first action</source>
        <translation>{time}, démarre à la première action</translation>
    </message>
    <message>
        <source>player {n} acts: {hand}</source>
        <translation>le joueur {n} joue : {hand}</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Refusé : {reason}</translation>
    </message>
    <message>
        <source>the {hero} cannot get from {a} to {b} in one action</source>
        <translation>le héros {hero} ne peut pas aller de {a} à {b} en une action</translation>
    </message>
    <message>
        <source>{players} or {player}</source>
        <translation>{players} ou {player}</translation>
    </message>
    <message>
        <source>{reason} (player {players} has it)</source>
        <translation>{reason} (c&apos;est le joueur {players} qui l&apos;a)</translation>
    </message>
    <message>
        <source>The sand ran out after {count} actions: the guards caught the heroes, the heist has failed.</source>
        <translation>Le sable s&apos;est écoulé après {count} actions : les vigiles ont attrapé les héros, le casse a échoué.</translation>
    </message>
    <message>
        <source>the sand timer has run out</source>
        <translation>le sablier s&apos;est écoulé</translation>
    </message>
    <message>
        <source>Every hero is out after {count} actions, {time} of sand left: the heist has succeeded.</source>
        <translation>Tous les héros sont sortis après {count} actions, avec {time} de sable restant : le casse a réussi.</translation>
    </message>
    <message>
        <source>Every hero is out after {count} actions: the heist has succeeded.</source>
        <translation>Tous les héros sont sortis après {count} actions : le casse a réussi.</translation>
    </message>
    <message>
        <source>The sand timer ({timer} actions) ran out after {count} actions: the heist has failed.</source>
        <translation>Le sablier ({timer} actions) s&apos;est écoulé après {count} actions : le casse a échoué.</translation>
    </message>
    <message>
        <source>the sand has run out: Restart to play again</source>
        <translation>le sable s&apos;est écoulé : cliquez sur Recommencer pour rejouer</translation>
    </message>
    <message>
        <source>nothing to undo: no action was played</source>
        <translation>rien à annuler : aucune action n&apos;a été jouée</translation>
    </message>
    <message>
        <source>took back: {action}</source>
        <translation>repris : {action}</translation>
    </message>
    <message>
        <source>sand timer: {state}</source>
        <translation>sablier : {state}</translation>
    </message>
    <message>
        <source>the {hero} cannot move north from {space}</source>
        <extracomment>Why the chosen hero cannot move towards a side, by side.</extracomment>
        <translation>le héros {hero} ne peut pas aller vers le nord depuis {space}</translation>
    </message>
    <message>
        <source>the {hero} cannot move east from {space}</source>
        <translation>le héros {hero} ne peut pas aller vers l&apos;est depuis {space}</translation>
    </message>
    <message>
        <source>the {hero} cannot move south from {space}</source>
        <translation>le héros {hero} ne peut pas aller vers le sud depuis {space}</translation>
    </message>
    <message>
        <source>the {hero} cannot move west from {space}</source>
        <translation>le héros {hero} ne peut pas aller vers l&apos;ouest depuis {space}</translation>
    </message>
    <message>
        <source>{space}: tile {tile}</source>
        <translation>{space} : tuile {tile}</translation>
    </message>
    <message>
        <source>{words}, {kind} of the {hero}</source>
        <translation>{words}, {kind} ({hero})</translation>
    </message>
    <message>
        <source>{words}, {kind}</source>
        <translation>{words}, {kind}</translation>
    </message>
    <message>
        <source>{words}; the {hero}</source>
        <translation>{words} ; héros {hero}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>click a hero, then a lit space; 1-8 choose the acting player, X explores</source>
        <translation>cliquez sur un héros, puis sur une case en surbrillance ; 1-8 choisissent le joueur actif, X explore</translation>
    </message>
    <message>
        <source>first action (Home)</source>
        <extracomment>Time between two actions while the plan plays. Above everything the editor&apos;s scene draws.</extracomment>
        <translation>première action (Début)</translation>
    </message>
    <message>
        <source>action back (Left)</source>
        <translation>action précédente (Gauche)</translation>
    </message>
    <message>
        <source>play / pause (Ctrl+Space)</source>
        <translation>lecture / pause (Ctrl+Espace)</translation>
    </message>
    <message>
        <source>action forward (Right)</source>
        <translation>action suivante (Droite)</translation>
    </message>
    <message>
        <source>last action (End)</source>
        <translation>dernière action (Fin)</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>Retour à l&apos;édition</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>solo</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <source>a plan of {count} actions with {changes} switches</source>
        <translation>un plan de {count} actions avec {changes} changements</translation>
    </message>
    <message>
        <source>a plan of {count} actions with {changes} hand-offs</source>
        <translation>un plan de {count} actions avec {changes} passages de main</translation>
    </message>
    <message>
        <source>a plan of {count} actions, maybe not the fewest</source>
        <translation>un plan de {count} actions, peut-être pas le plus court</translation>
    </message>
    <message>
        <source>{players}: {plan}</source>
        <translation>{players} : {plan}</translation>
    </message>
    <message>
        <source>The heist starts; {count} actions to go.</source>
        <translation>Le casse commence ; {count} actions à jouer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Action {number} of {count}&lt;/b&gt;: {action}.</source>
        <translation>&lt;b&gt;Action {number} sur {count}&lt;/b&gt; : {action}.</translation>
    </message>
</context>
<context>
    <name>MallPrinting</name>
    <message>
        <source>solo deck</source>
        <extracomment>A move tile&apos;s arrow: the angle (degrees, clockwise from east) it points to.</extracomment>
        <translation>pioche solo</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>joueur {n}</translation>
    </message>
    <message>
        <source>deck {n}: tile {tile}</source>
        <extracomment>Room above a tray tile for its label, and between tray tiles, in board units. What a piece is: in the mall at the start, explored during a heist, or in the tray.</extracomment>
        <translation>pioche {n} : tuile {tile}</translation>
    </message>
    <message>
        <source>tile {tile} (not used)</source>
        <translation>tuile {tile} (inutilisée)</translation>
    </message>
    <message>
        <source>north</source>
        <extracomment>The scenario sheet&apos;s margin, in mm.</extracomment>
        <translation>nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <source>vortex</source>
        <translation>vortex</translation>
    </message>
    <message>
        <source>escalator</source>
        <translation>escalator</translation>
    </message>
    <message>
        <source>explore</source>
        <translation>exploration</translation>
    </message>
    <message>
        <source>1 player · {k} of {count}</source>
        <translation>1 joueur · {k} sur {count}</translation>
    </message>
    <message>
        <source>{players} players · player {k}</source>
        <translation>{players} joueurs · joueur {k}</translation>
    </message>
    <message>
        <source>{players}+ players · player {players}</source>
        <translation>{players} joueurs et plus · joueur {players}</translation>
    </message>
    <message>
        <source>tile {tile}, as drawn (not turned)</source>
        <translation>tuile {tile}, telle que dessinée (non tournée)</translation>
    </message>
    <message>
        <source>tile {tile}, turned {count} quarter turn clockwise</source>
        <translation>tuile {tile}, tournée de {count} quart de tour dans le sens horaire</translation>
    </message>
    <message>
        <source>tile {tile}, turned {count} quarter turns clockwise</source>
        <translation>tuile {tile}, tournée de {count} quarts de tour dans le sens horaire</translation>
    </message>
    <message>
        <source>the {hero} on {space}</source>
        <translation>{hero} sur la case {space}</translation>
    </message>
    <message>
        <source>tile {tile} from tile {parent}&apos;s space {space}</source>
        <translation>tuile {tile} depuis la case {space} de la tuile {parent}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>{heroes} of the start tile</source>
        <translation>{heroes} de la tuile de départ</translation>
    </message>
    <message>
        <source>{count} actions; a hero ending a move on an unused hourglass flips it</source>
        <translation>{count} actions ; un héros qui termine un déplacement sur un sablier inutilisé le retourne</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Tuile de départ</translation>
    </message>
    <message>
        <source>In the mall</source>
        <translation>Dans le centre commercial</translation>
    </message>
    <message>
        <source>the start tile alone</source>
        <translation>la tuile de départ seule</translation>
    </message>
    <message>
        <source>Deck, top first</source>
        <translation>Pioche, dessus en premier</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Sand timer</source>
        <translation>Sablier</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>{count} (the tile sheets follow)</source>
        <translation>{count} (les feuilles de tuiles suivent)</translation>
    </message>
    <message>
        <source>item</source>
        <translation>objet</translation>
    </message>
    <message>
        <source>exit</source>
        <translation>sortie</translation>
    </message>
    <message>
        <source>exit for all</source>
        <translation>sortie commune</translation>
    </message>
    <message>
        <source>sand timer</source>
        <translation>sablier</translation>
    </message>
    <message>
        <source>unexplored</source>
        <translation>inexploré</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>entrée</translation>
    </message>
    <message>
        <source>Magic Maze scenario by {author}</source>
        <translation>Scénario de Magic Maze par {author}</translation>
    </message>
    <message>
        <source>Magic Maze scenario</source>
        <translation>Scénario de Magic Maze</translation>
    </message>
</context>
<context>
    <name>MallTools</name>
    <message>
        <source>floor</source>
        <extracomment>Pixels of a choice&apos;s picture in a tool&apos;s panel. The pointer&apos;s way is sampled every this share of a space, so a fast drag misses none. The painter&apos;s kinds of space, with their keys (each kind&apos;s name is also the word the panel shows, translated there).</extracomment>
        <translation>sol</translation>
    </message>
    <message>
        <source>Floor (clears a space)</source>
        <translation>Sol (vide une case)</translation>
    </message>
    <message>
        <source>vortex</source>
        <translation>vortex</translation>
    </message>
    <message>
        <source>Vortex</source>
        <translation>Vortex</translation>
    </message>
    <message>
        <source>item</source>
        <translation>objet</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>exit</source>
        <translation>sortie</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>sablier</translation>
    </message>
    <message>
        <source>Sand-timer space</source>
        <translation>Case sablier</translation>
    </message>
    <message>
        <source>explore</source>
        <translation>exploration</translation>
    </message>
    <message>
        <source>Explore space (exploration positions only)</source>
        <translation>Case d&apos;exploration (emplacements d&apos;exploration uniquement)</translation>
    </message>
    <message>
        <source>every hero</source>
        <extracomment>The heroes with their keys; 0: an exit for every hero.</extracomment>
        <translation>tous les héros</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>{words} (key {key})</source>
        <translation>{words} (touche {key})</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>the {hero}&apos;s colour and sign (key {key})</source>
        <translation>couleur et signe du héros {hero} (touche {key})</translation>
    </message>
    <message>
        <source>an exit for every hero (key 0)</source>
        <translation>une sortie pour tous les héros (touche 0)</translation>
    </message>
    <message>
        <source>Painting: {choice}</source>
        <translation>Peinture : {choice}</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Drag over spaces to paint the chosen kind for the chosen hero (keys F V I X T E, heroes 1-4, 0 every hero); right-drag clears to floor</source>
        <translation>Faites glisser sur des cases pour peindre le type choisi pour le héros choisi (touches F V I X T E, héros 1-4, 0 tous les héros) ; glisser avec le bouton droit remet le sol</translation>
    </message>
    <message>
        <source>exit for every hero</source>
        <translation>sortie pour tous les héros</translation>
    </message>
    <message>
        <source>{hero} {kind}</source>
        <translation>{kind} ({hero})</translation>
    </message>
    <message>
        <source>painting: {choice}</source>
        <translation>peinture : {choice}</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Murs</translation>
    </message>
    <message>
        <source>Drag along the lines between spaces to put up walls; right-drag takes them down</source>
        <translation>Faites glisser le long des lignes entre les cases pour poser des murs ; glisser avec le bouton droit les retire</translation>
    </message>
    <message>
        <source>The tile&apos;s border is a wall already (passages open where tiles meet)</source>
        <translation>Le bord de la tuile est déjà un mur (des passages s&apos;ouvrent là où les tuiles se touchent)</translation>
    </message>
    <message>
        <source>tile {tile}: the {side} side of {space}</source>
        <translation>tuile {tile} : côté {side} de {space}</translation>
    </message>
    <message>
        <source>Escalators</source>
        <translation>Escalators</translation>
    </message>
    <message>
        <source>Drag from one space to another of the same tile to put an escalator between them; right-click a space to remove its escalators</source>
        <translation>Faites glisser d&apos;une case à une autre de la même tuile pour les relier par un escalator ; clic droit sur une case pour retirer ses escalators</translation>
    </message>
    <message>
        <source>No escalator ends on {space} of tile {tile}</source>
        <translation>Aucun escalator n&apos;aboutit en {space} sur la tuile {tile}</translation>
    </message>
    <message>
        <source>Drag from one end of the escalator to the other</source>
        <translation>Faites glisser d&apos;une extrémité de l&apos;escalator à l&apos;autre</translation>
    </message>
    <message>
        <source>An escalator links two spaces of one tile</source>
        <translation>Un escalator relie deux cases d&apos;une même tuile</translation>
    </message>
    <message>
        <source>escalator {a} to {b} on tile {tile}</source>
        <translation>escalator de {a} à {b} sur la tuile {tile}</translation>
    </message>
    <message>
        <source>Click a space of the start tile to start the chosen hero there</source>
        <translation>Cliquez sur une case de la tuile de départ pour y faire partir le héros choisi</translation>
    </message>
    <message>
        <source>the {hero} (key {key})</source>
        <translation>héros {hero} (touche {key})</translation>
    </message>
    <message>
        <source>Drag a hero to move it; right-click it to take it out of play.</source>
        <translation>Faites glisser un héros pour le déplacer ; clic droit dessus pour le retirer du jeu.</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Click a space of the start tile to start the chosen hero there (keys 1-4); drag a hero to move it; right-click a hero to take it out of play</source>
        <translation>Cliquez sur une case de la tuile de départ pour y faire partir le héros choisi (touches 1-4) ; faites glisser un héros pour le déplacer ; clic droit sur un héros pour le retirer du jeu</translation>
    </message>
    <message>
        <source>click a space of the start tile to start the {hero} there</source>
        <translation>cliquez sur une case de la tuile de départ pour y faire partir le héros {hero}</translation>
    </message>
    <message>
        <source>Heroes start on the start tile</source>
        <translation>Les héros partent de la tuile de départ</translation>
    </message>
    <message>
        <source>No hero starts on {space}</source>
        <translation>Aucun héros ne part de {space}</translation>
    </message>
    <message>
        <source>the tile hung in the mall (the deck&apos;s top first)</source>
        <translation>la tuile à poser dans le centre commercial (le dessus de la pioche en premier)</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>Click an explore space (or the faint place it leads to) to hang the tile there as exploring would; right-click a tile in the mall to take it down (back on top of the deck).</source>
        <translation>Cliquez sur une case d&apos;exploration (ou sur l&apos;emplacement pâle auquel elle mène) pour y poser la tuile comme le ferait une exploration ; clic droit sur une tuile du centre commercial pour la retirer (elle retourne sur le dessus de la pioche).</translation>
    </message>
    <message>
        <source>Place tiles</source>
        <translation>Poser des tuiles</translation>
    </message>
    <message>
        <source>Click an explore space of the mall (or the place it leads to) to hang the chosen tile there (the deck&apos;s top by default); right-click a tile in the mall to take it down</source>
        <translation>Cliquez sur une case d&apos;exploration du centre commercial (ou sur l&apos;emplacement auquel elle mène) pour y poser la tuile choisie (par défaut, celle du dessus de la pioche) ; clic droit sur une tuile du centre commercial pour la retirer</translation>
    </message>
    <message>
        <source>tile {tile} (deck {n})</source>
        <translation>tuile {tile} (pioche {n})</translation>
    </message>
    <message>
        <source>tile {tile} (not used)</source>
        <translation>tuile {tile} (inutilisée)</translation>
    </message>
    <message>
        <source>Right-click a tile placed in the mall to take it down</source>
        <translation>Clic droit sur une tuile posée dans le centre commercial pour la retirer</translation>
    </message>
    <message>
        <source>Click an explore space of the mall that leads to an empty place, or that place</source>
        <translation>Cliquez sur une case d&apos;exploration du centre commercial qui mène à un emplacement vide, ou sur cet emplacement</translation>
    </message>
    <message>
        <source>No tile to place: every tile is in the mall (add one in Tiles)</source>
        <translation>Aucune tuile à poser : toutes les tuiles sont dans le centre commercial (ajoutez-en une dans Tuiles)</translation>
    </message>
    <message>
        <source>place tile {tile} {side} of space {space} of tile {parent}, turned {degrees}°</source>
        <translation>poser la tuile {tile} côté {side} de la case {space} de la tuile {parent}, tournée de {degrees}°</translation>
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
    <message>
        <source>the boxed game&apos;s board: 6 rings of 24 sectors</source>
        <extracomment>File &gt; New: boards as &quot;rings x sectors&quot;, the boxed game&apos;s first.</extracomment>
        <translation>le plateau du jeu original : 6 anneaux de 24 secteurs</translation>
    </message>
    <message>
        <source>a small board: 4 rings of 12 sectors</source>
        <translation>un petit plateau : 4 anneaux de 12 secteurs</translation>
    </message>
    <message>
        <source>a large board: 8 rings of 32 sectors</source>
        <translation>un grand plateau : 8 anneaux de 32 secteurs</translation>
    </message>
    <message>
        <source>the boxed game&apos;s board</source>
        <extracomment>File &gt; New: board sizes, the boxed game&apos;s first.</extracomment>
        <translation>le plateau du jeu original</translation>
    </message>
    <message>
        <source>a small board</source>
        <translation>un petit plateau</translation>
    </message>
    <message>
        <source>a large board</source>
        <translation>un grand plateau</translation>
    </message>
    <message>
        <source>start tile</source>
        <extracomment>File &gt; New: (name, description) of each kind of new scenario.</extracomment>
        <translation>tuile de départ</translation>
    </message>
    <message>
        <source>the start tile with the four heroes in its middle, their items and exits</source>
        <translation>la tuile de départ avec les quatre héros en son centre, leurs objets et leurs sorties</translation>
    </message>
    <message>
        <source>start and 3 tiles</source>
        <translation>départ et 3 tuiles</translation>
    </message>
    <message>
        <source>the start tile and three empty tiles in the deck</source>
        <translation>la tuile de départ et trois tuiles vides dans la pioche</translation>
    </message>
    <message>
        <source>Adventure</source>
        <translation>Aventure</translation>
    </message>
    <message>
        <source>trial quests in order and the epic on their backs</source>
        <translation>des quêtes d&apos;épreuve dans l&apos;ordre et l&apos;épopée à leur verso</translation>
    </message>
    <message>
        <source>One card (tutorial or trial)</source>
        <extracomment>name -&gt; (label, slots, number of cards, side)</extracomment>
        <translation>Une carte (tutoriel ou épreuve)</translation>
    </message>
    <message>
        <source>Rotation epic: 4 cards on 2×2 slots</source>
        <translation>Épopée à rotation : 4 cartes sur 2×2 emplacements</translation>
    </message>
    <message>
        <source>Sliding epic: 8 cards on 3×3 slots, one hole</source>
        <translation>Épopée à glissement : 8 cartes sur 3×3 emplacements, un trou</translation>
    </message>
    <message>
        <source>First game</source>
        <extracomment>File &gt; New: the rulebook&apos;s first game first.</extracomment>
        <translation>Première partie</translation>
    </message>
    <message>
        <source>the magic tower alone, with the rulebook&apos;s five spells</source>
        <translation>la tour magique seule, avec les cinq sorts des règles</translation>
    </message>
    <message>
        <source>All modules</source>
        <translation>Tous les modules</translation>
    </message>
    <message>
        <source>every module, one web on fountain A, spells drawn at the table</source>
        <translation>tous les modules, une toile sur la fontaine A, sorts tirés à la table</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Jeu de base</translation>
    </message>
    <message>
        <source>no module: the running course and its nine towers</source>
        <translation>aucun module : le parcours et ses neuf tours</translation>
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
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>The heist is over</source>
        <translation>Le casse est terminé</translation>
    </message>
    <message>
        <source>Quest complete</source>
        <translation>Quête accomplie</translation>
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
    <message>
        <source>Walls</source>
        <translation>Murs</translation>
    </message>
    <message>
        <source>Sand timer</source>
        <translation>Sablier</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
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
    <message>
        <source>Board diameter</source>
        <translation>Diamètre du plateau</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>Taille des tuiles</translation>
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
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
</context>
<context>
    <name>Toolbox</name>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
</context>
<context>
    <name>TowerCommands</name>
    <message>
        <source>Set title</source>
        <extracomment>the History dock&apos;s words for an edit of each property</extracomment>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>Modifier l&apos;auteur</translation>
    </message>
    <message>
        <source>Set difficulty</source>
        <translation>Modifier la difficulté</translation>
    </message>
    <message>
        <source>Set side</source>
        <translation>Modifier le dos</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>Modifier les notes</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Peindre</translation>
    </message>
    <message>
        <source>{action} ×{count}</source>
        <translation>{action} ×{count}</translation>
    </message>
    <message>
        <source>Remove {hero}</source>
        <translation>Retirer {hero}</translation>
    </message>
    <message>
        <source>Place {hero}</source>
        <translation>Placer {hero}</translation>
    </message>
    <message>
        <source>Add card {card}</source>
        <translation>Ajouter la carte {card}</translation>
    </message>
    <message>
        <source>Remove card {card}</source>
        <translation>Retirer la carte {card}</translation>
    </message>
    <message>
        <source>Turn card {card}</source>
        <translation>Tourner la carte {card}</translation>
    </message>
    <message>
        <source>Move card {card}</source>
        <translation>Déplacer la carte {card}</translation>
    </message>
    <message>
        <source>Resize board</source>
        <translation>Redimensionner le plateau</translation>
    </message>
    <message>
        <source>Resize cards to {size}×{size}</source>
        <translation>Redimensionner les cartes en {size}×{size}</translation>
    </message>
    <message>
        <source>Flip selection</source>
        <translation>Retourner la sélection</translation>
    </message>
    <message>
        <source>Turn selection</source>
        <translation>Tourner la sélection</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Couper</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>Erase cells</source>
        <translation>Effacer des cases</translation>
    </message>
    <message>
        <source>Fill {tool}</source>
        <translation>Remplir : {tool}</translation>
    </message>
    <message>
        <source>Erase edges</source>
        <translation>Effacer des bords</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
</context>
<context>
    <name>TowerEditor</name>
    <message>
        <source>Slots</source>
        <translation>Emplacements</translation>
    </message>
    <message>
        <source>slot columns of the board</source>
        <translation>colonnes d&apos;emplacements du plateau</translation>
    </message>
    <message>
        <source>slot rows of the board</source>
        <translation>rangées d&apos;emplacements du plateau</translation>
    </message>
    <message>
        <source>the quest&apos;s cards; select one to act on it</source>
        <translation>les cartes de la quête ; sélectionnez-en une pour agir dessus</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>add an empty card in the first free slot</source>
        <translation>ajouter une carte vide dans le premier emplacement libre</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>remove the selected card (and the heroes starting on it)</source>
        <translation>retirer la carte sélectionnée (et les héros qui y commencent)</translation>
    </message>
    <message>
        <source>Turn ↻</source>
        <translation>Tourner ↻</translation>
    </message>
    <message>
        <source>turn the selected card a quarter clockwise</source>
        <translation>tourner la carte sélectionnée d&apos;un quart de tour dans le sens horaire</translation>
    </message>
    <message>
        <source>Turn ↺</source>
        <translation>Tourner ↺</translation>
    </message>
    <message>
        <source>turn the selected card a quarter anticlockwise</source>
        <translation>tourner la carte sélectionnée d&apos;un quart de tour dans le sens antihoraire</translation>
    </message>
    <message>
        <source>move the selected card one slot N (swaps with a card there)</source>
        <translation>déplacer la carte sélectionnée d&apos;un emplacement vers le nord (l&apos;échange avec la carte qui s&apos;y trouve)</translation>
    </message>
    <message>
        <source>move the selected card one slot S (swaps with a card there)</source>
        <translation>déplacer la carte sélectionnée d&apos;un emplacement vers le sud (l&apos;échange avec la carte qui s&apos;y trouve)</translation>
    </message>
    <message>
        <source>move the selected card one slot W (swaps with a card there)</source>
        <translation>déplacer la carte sélectionnée d&apos;un emplacement vers l&apos;ouest (l&apos;échange avec la carte qui s&apos;y trouve)</translation>
    </message>
    <message>
        <source>move the selected card one slot E (swaps with a card there)</source>
        <translation>déplacer la carte sélectionnée d&apos;un emplacement vers l&apos;est (l&apos;échange avec la carte qui s&apos;y trouve)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Card {card}   slot ({x}, {y})   turned {quarters}×90°</source>
        <translation>Carte {card}   emplacement ({x}, {y})   tournée de {quarters}×90°</translation>
    </message>
    <message>
        <source>Card {card}   slot ({x}, {y})</source>
        <translation>Carte {card}   emplacement ({x}, {y})</translation>
    </message>
    <message>
        <source>every slot holds a card: add a column or a row of slots first</source>
        <translation>chaque emplacement contient une carte : ajoutez d&apos;abord une colonne ou une rangée d&apos;emplacements</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Print (high contrast)</source>
        <translation>Impression (contraste élevé)</translation>
    </message>
    <message>
        <source>Show &amp;grid</source>
        <extracomment>the game state drawn over the board (playback.BoardOverlay), if any</extracomment>
        <translation>Afficher la &amp;grille</translation>
    </message>
    <message>
        <source>show the cell grid</source>
        <translation>afficher la grille des cases</translation>
    </message>
    <message>
        <source>Board &amp;colours</source>
        <translation>&amp;Couleurs du plateau</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>Door and key number {n}</source>
        <translation>Porte et clé numéro {n}</translation>
    </message>
    <message>
        <source>doors and keys painted from now on have number {n}</source>
        <translation>les portes et clés peintes désormais portent le numéro {n}</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>copy the selected cells</source>
        <translation>copier les cases sélectionnées</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>copy, then clear, the selection</source>
        <translation>copier, puis vider, la sélection</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;ller</translation>
    </message>
    <message>
        <source>paste at the selection</source>
        <translation>coller sur la sélection</translation>
    </message>
    <message>
        <source>Flip &amp;horizontally</source>
        <translation>Retourner &amp;horizontalement</translation>
    </message>
    <message>
        <source>mirror the selection left to right</source>
        <translation>inverser la sélection de gauche à droite</translation>
    </message>
    <message>
        <source>Flip &amp;vertically</source>
        <translation>Retourner &amp;verticalement</translation>
    </message>
    <message>
        <source>mirror the selection top to bottom</source>
        <translation>inverser la sélection de haut en bas</translation>
    </message>
    <message>
        <source>T&amp;urn clockwise</source>
        <translation>&amp;Tourner dans le sens horaire</translation>
    </message>
    <message>
        <source>turn the selection a quarter clockwise</source>
        <translation>tourner la sélection d&apos;un quart de tour dans le sens horaire</translation>
    </message>
    <message>
        <source>select cells first: the Select tool (R)</source>
        <translation>sélectionnez d&apos;abord des cases : outil Sélection (R)</translation>
    </message>
    <message>
        <source>copied {width}×{height} cells</source>
        <translation>{width}×{height} cases copiées</translation>
    </message>
    <message>
        <source>nothing to paste: copy cells of a quest first</source>
        <translation>rien à coller : copiez d&apos;abord des cases d&apos;une quête</translation>
    </message>
    <message>
        <source>cannot paste: {reason}</source>
        <translation>impossible de coller : {reason}</translation>
    </message>
    <message>
        <source>Tool options</source>
        <translation>Options de l&apos;outil</translation>
    </message>
    <message>
        <source>hero for armories and hero starts</source>
        <translation>héros des armureries et des départs de héros</translation>
    </message>
    <message>
        <source>whose exit: one hero&apos;s, or shared by all</source>
        <translation>à qui est la sortie : à un héros, ou commune à tous</translation>
    </message>
    <message>
        <source>shared exit</source>
        <translation>sortie commune</translation>
    </message>
    <message>
        <source>{hero}&apos;s exit</source>
        <translation>sortie de {hero}</translation>
    </message>
    <message>
        <source>number </source>
        <translation>numéro </translation>
    </message>
    <message>
        <source>door and key number (keys 1-5)</source>
        <translation>numéro de porte et de clé (touches 1-5)</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <source>drag a rectangle to fill it (or hold Shift while dragging)</source>
        <translation>tracez un rectangle pour le remplir (ou maintenez Maj en faisant glisser)</translation>
    </message>
    <message>
        <source>Quest</source>
        <translation>Quête</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>{cell} (shared)</source>
        <translation>{cell} (commune)</translation>
    </message>
    <message>
        <source>card {card} · cell ({x}, {y}) · board ({X}, {Y}) · {what}</source>
        <translation>carte {card} · case ({x}, {y}) · plateau ({X}, {Y}) · {what}</translation>
    </message>
    <message>
        <source>{hero} starts here</source>
        <translation>{hero} commence ici</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <source>{edge} (blowing out)</source>
        <translation>{edge} (souffle vers l&apos;extérieur)</translation>
    </message>
    <message>
        <source>{edge} (blowing in)</source>
        <translation>{edge} (souffle vers l&apos;intérieur)</translation>
    </message>
    <message>
        <source>side {side}: {edge}</source>
        <translation>côté {side} : {edge}</translation>
    </message>
    <message>
        <source>exported {file}</source>
        <translation>{file} exporté</translation>
    </message>
    <message>
        <source>a short name for the quest</source>
        <translation>un nom court pour la quête</translation>
    </message>
    <message>
        <source>hints, solution notes, credits…</source>
        <translation>indices, notes sur la solution, crédits…</translation>
    </message>
    <message>
        <source> cells a side</source>
        <translation> cases de côté</translation>
    </message>
    <message>
        <source>the size of every card: smaller crops, larger adds floor</source>
        <translation>la taille de toutes les cartes : plus petite, elle les rogne ; plus grande, elle ajoute du sol</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>Redimensionner</translation>
    </message>
    <message>
        <source>give every card this size (one undo step): cells and hero starts beyond it are cut off, new cells are floor</source>
        <translation>donner cette taille à toutes les cartes (une seule étape d&apos;annulation) : les cases et départs de héros au-delà sont supprimés, les nouvelles cases sont du sol</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <source>&amp;Author</source>
        <translation>&amp;Auteur</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>&amp;Difficulté</translation>
    </message>
    <message>
        <source>&amp;Side</source>
        <translation>D&amp;os</translation>
    </message>
    <message>
        <source>Card si&amp;ze</source>
        <translation>Tai&amp;lle des cartes</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>&amp;Notes</translation>
    </message>
    <message>
        <source>{count} of {size}×{size} cells, on {cols}×{rows} slots</source>
        <translation>{count} de {size}×{size} cases, sur {cols}×{rows} emplacements</translation>
    </message>
    <message>
        <source>{hero}: drag with the hero tool (H) to move its start</source>
        <translation>{hero} : faites-le glisser avec l&apos;outil héros (H) pour déplacer son départ</translation>
    </message>
</context>
<context>
    <name>TowerExport</name>
    <message>
        <source>wrote {count} {format} file into {folder}</source>
        <translation>{count} fichier {format} écrit dans {folder}</translation>
    </message>
    <message>
        <source>wrote {count} {format} files into {folder}</source>
        <translation>{count} fichiers {format} écrits dans {folder}</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} card on {pages} page, {backs} of them backs for duplex</source>
        <translation>{file} écrit : {cards} carte sur {pages} page, dont {backs} de versos pour le recto verso</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} card on {pages} pages, {backs} of them backs for duplex</source>
        <translation>{file} écrit : {cards} carte sur {pages} pages, dont {backs} de versos pour le recto verso</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} cards on {pages} page, {backs} of them backs for duplex</source>
        <translation>{file} écrit : {cards} cartes sur {pages} page, dont {backs} de versos pour le recto verso</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} cards on {pages} pages, {backs} of them backs for duplex</source>
        <translation>{file} écrit : {cards} cartes sur {pages} pages, dont {backs} de versos pour le recto verso</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} card on {pages} page</source>
        <translation>{file} écrit : {cards} carte sur {pages} page</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} card on {pages} pages</source>
        <translation>{file} écrit : {cards} carte sur {pages} pages</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} cards on {pages} page</source>
        <translation>{file} écrit : {cards} cartes sur {pages} page</translation>
    </message>
    <message>
        <source>wrote {file}: {cards} cards on {pages} pages</source>
        <translation>{file} écrit : {cards} cartes sur {pages} pages</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} actions, {frames} frames</source>
        <translation>{file} écrit : {actions} actions, {frames} images</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} actions on {pages} page</source>
        <translation>{file} écrit : {actions} actions sur {pages} page</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} actions on {pages} pages</source>
        <translation>{file} écrit : {actions} actions sur {pages} pages</translation>
    </message>
    <message>
        <source>Print sheets of cards (PDF)</source>
        <extracomment>(key, label) of what can be exported.</extracomment>
        <translation>Planches de cartes à imprimer (PDF)</translation>
    </message>
    <message>
        <source>One PNG image per card</source>
        <translation>Une image PNG par carte</translation>
    </message>
    <message>
        <source>One SVG drawing per card</source>
        <translation>Un dessin SVG par carte</translation>
    </message>
    <message>
        <source>Solution sheet (PDF)</source>
        <translation>Fiche de solution (PDF)</translation>
    </message>
    <message>
        <source>Solution animation (GIF)</source>
        <translation>Animation de la solution (GIF)</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} card, no backs</source>
        <extracomment>The file format of each kind (as `mazewright export --format` says it).</extracomment>
        <translation>page 1 sur {pages} : {cards} carte, sans verso</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} cards, no backs</source>
        <translation>page 1 sur {pages} : {cards} cartes, sans verso</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} card, {backs} back page for duplex</source>
        <translation>page 1 sur {pages} : {cards} carte, {backs} page de verso pour le recto verso</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} card, {backs} back pages for duplex</source>
        <translation>page 1 sur {pages} : {cards} carte, {backs} pages de verso pour le recto verso</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} cards, {backs} back page for duplex</source>
        <translation>page 1 sur {pages} : {cards} cartes, {backs} page de verso pour le recto verso</translation>
    </message>
    <message>
        <source>page 1 of {pages}: {cards} cards, {backs} back pages for duplex</source>
        <translation>page 1 sur {pages} : {cards} cartes, {backs} pages de verso pour le recto verso</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} action on {pages} page</source>
        <translation>{file} écrit : {actions} action sur {pages} page</translation>
    </message>
    <message>
        <source>wrote {file}: {actions} action on {pages} pages</source>
        <translation>{file} écrit : {actions} action sur {pages} pages</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>All quests in this quest&apos;s folder</source>
        <translation>Toutes les quêtes du dossier de cette quête</translation>
    </message>
    <message>
        <source>An adventure folder (one epic and its trials) prints the epic&apos;s cards on the backs of the trials, for duplex printing.</source>
        <translation>Un dossier d&apos;aventure (une épopée et ses épreuves) imprime les cartes de l&apos;épopée au verso des épreuves, pour l&apos;impression recto verso.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Save to</source>
        <translation>Enregistrer dans</translation>
    </message>
    <message>
        <source>preview…</source>
        <translation>aperçu…</translation>
    </message>
    <message>
        <source>Export into folder</source>
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
        <source>card 1 of {count}</source>
        <translation>carte 1 sur {count}</translation>
    </message>
    <message>
        <source>frame 1 of {frames} ({actions} actions)</source>
        <translation>image 1 sur {frames} ({actions} actions)</translation>
    </message>
    <message>
        <source>{actions} actions, fewest possible</source>
        <translation>{actions} actions, le minimum possible</translation>
    </message>
    <message>
        <source>wrote {file}: {frames} frames</source>
        <translation>{file} écrit : {frames} images</translation>
    </message>
    <message>
        <source>drawing the preview…</source>
        <translation>dessin de l&apos;aperçu…</translation>
    </message>
    <message>
        <source>no preview</source>
        <translation>pas d&apos;aperçu</translation>
    </message>
    <message>
        <source>the quest</source>
        <translation>la quête</translation>
    </message>
    <message>
        <source>(unsaved quest)</source>
        <translation>(quête non enregistrée)</translation>
    </message>
    <message>
        <source>Not exported: {reason}</source>
        <translation>Non exporté : {reason}</translation>
    </message>
    <message>
        <source>Not exported: the quest has errors ({message}), so it has no solution to show</source>
        <translation>Non exporté : la quête contient des erreurs ({message}), elle n&apos;a donc pas de solution à montrer</translation>
    </message>
    <message>
        <source>Not exported: the quest has errors ({message})</source>
        <translation>Non exporté : la quête contient des erreurs ({message})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
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
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Not exported: unexpected error: {message}</source>
        <translation>Non exporté : erreur inattendue : {message}</translation>
    </message>
    <message>
        <source>frame {frame} of {frames}</source>
        <extracomment>Milliseconds each GIF frame shows (the last one holds longer).</extracomment>
        <translation>image {frame} sur {frames}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
</context>
<context>
    <name>TowerPlay</name>
    <message>
        <source>Active player {n}</source>
        <translation>Joueur {n} actif</translation>
    </message>
    <message>
        <source>Turn card {card} a quarter turn clockwise</source>
        <extracomment>a card&apos;s turn by the number of quarters, and its slide by the direction, in words</extracomment>
        <translation>Tourner la carte {card} d&apos;un quart de tour dans le sens horaire</translation>
    </message>
    <message>
        <source>Turn card {card} a half turn clockwise</source>
        <translation>Tourner la carte {card} d&apos;un demi-tour dans le sens horaire</translation>
    </message>
    <message>
        <source>Turn card {card} three quarter turns clockwise</source>
        <translation>Tourner la carte {card} de trois quarts de tour dans le sens horaire</translation>
    </message>
    <message>
        <source>Slide card {card} north</source>
        <translation>Faire glisser la carte {card} vers le nord</translation>
    </message>
    <message>
        <source>Slide card {card} east</source>
        <translation>Faire glisser la carte {card} vers l&apos;est</translation>
    </message>
    <message>
        <source>Slide card {card} south</source>
        <translation>Faire glisser la carte {card} vers le sud</translation>
    </message>
    <message>
        <source>Slide card {card} west</source>
        <translation>Faire glisser la carte {card} vers l&apos;ouest</translation>
    </message>
    <message>
        <source>The quest is complete: undo or restart to play on.</source>
        <extracomment>the game itself: the tower&apos;s play session, on the overlay&apos;s rules a mage swap on offer: (state before the move, the move&apos;s path, move already made) the menu on offer (move or toss, card actions), if any</extracomment>
        <translation>La quête est accomplie : annulez ou recommencez pour continuer à jouer.</translation>
    </message>
    <message>
        <source>Click a hero to select it.</source>
        <translation>Cliquez sur un héros pour le sélectionner.</translation>
    </message>
    <message>
        <source>The mage may swap: click the hero to swap with.</source>
        <translation>Le mage peut échanger sa place : cliquez sur le héros avec qui échanger.</translation>
    </message>
    <message>
        <source>Move the {hero} here</source>
        <translation>Déplacer {hero} ici</translation>
    </message>
    <message>
        <source>Toss the {hero} here</source>
        <translation>Lancer {hero} ici</translation>
    </message>
    <message>
        <source>The mage stands on an invocation space: click a hero to swap places with it, or anywhere else to stay.</source>
        <translation>Le mage se trouve sur une case d&apos;invocation : cliquez sur un héros pour échanger sa place avec lui, ou ailleurs pour rester.</translation>
    </message>
    <message>
        <source>No swap.</source>
        <translation>Pas d&apos;échange.</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>interdit</translation>
    </message>
    <message>
        <source>the {hero} cannot reach that space in one move with the hand {hand}</source>
        <translation>{hero} ne peut pas atteindre cette case en un coup avec la main {hand}</translation>
    </message>
    <message>
        <source>Refused: {reason}.</source>
        <translation>Refusé : {reason}.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Back to the start.</source>
        <translation>Retour au départ.</translation>
    </message>
    <message>
        <source>Nobody stands on a rotation or sliding space of this card.</source>
        <translation>Personne ne se trouve sur une case de rotation ou de glissement de cette carte.</translation>
    </message>
    <message>
        <source>Active player</source>
        <translation>Joueur actif</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cartes&lt;/b&gt;</translation>
    </message>
    <message>
        <source>player {n}: {hand}</source>
        <translation>joueur {n} : {hand}</translation>
    </message>
    <message>
        <source>Selected: {hero}</source>
        <translation>Sélection : {hero}</translation>
    </message>
    <message>
        <source>No hero selected</source>
        <translation>Aucun héros sélectionné</translation>
    </message>
    <message>
        <source>Click a hero, then a lit cell. Orange: where the barbarian can toss a hero. Right-click a card to turn or slide it.</source>
        <translation>Cliquez sur un héros, puis sur une case en surbrillance. En orange : là où le barbare peut lancer un héros. Un clic droit sur une carte permet de la tourner ou de la faire glisser.</translation>
    </message>
    <message>
        <source>Actions: &lt;b&gt;{count}&lt;/b&gt; (optimum {optimum})</source>
        <translation>Actions : &lt;b&gt;{count}&lt;/b&gt; (optimum {optimum})</translation>
    </message>
    <message>
        <source>Quest complete in {count} action (the optimum for this deal is still being worked out).</source>
        <translation>Quête accomplie en {count} action (l&apos;optimum pour cette donne est encore en cours de calcul).</translation>
    </message>
    <message>
        <source>Quest complete in {count} actions (the optimum for this deal is still being worked out).</source>
        <translation>Quête accomplie en {count} actions (l&apos;optimum pour cette donne est encore en cours de calcul).</translation>
    </message>
    <message>
        <source>Quest complete in {count} action: the optimum for this deal is {optimum}. Perfect!</source>
        <translation>Quête accomplie en {count} action : l&apos;optimum pour cette donne est de {optimum}. Parfait !</translation>
    </message>
    <message>
        <source>Quest complete in {count} actions: the optimum for this deal is {optimum}. Perfect!</source>
        <translation>Quête accomplie en {count} actions : l&apos;optimum pour cette donne est de {optimum}. Parfait !</translation>
    </message>
    <message>
        <source>Quest complete in {count} action; the optimum for this deal is {optimum}.</source>
        <translation>Quête accomplie en {count} action ; l&apos;optimum pour cette donne est de {optimum}.</translation>
    </message>
    <message>
        <source>Quest complete in {count} actions; the optimum for this deal is {optimum}.</source>
        <translation>Quête accomplie en {count} actions ; l&apos;optimum pour cette donne est de {optimum}.</translation>
    </message>
    <message>
        <source>card {card} · cell ({x}, {y}) · board ({X}, {Y}) · {what}</source>
        <extracomment>How far (in cells) a play mark keeps inside its cell: the sides carry walls and doors.</extracomment>
        <translation>carte {card} · case ({x}, {y}) · plateau ({X}, {Y}) · {what}</translation>
    </message>
    <message>
        <source>the {hero} stands here</source>
        <translation>{hero} se trouve ici</translation>
    </message>
    <message>
        <source>back to the start (Home)</source>
        <translation>retour au début (Home)</translation>
    </message>
    <message>
        <source>one action back (Left)</source>
        <translation>une action en arrière (Left)</translation>
    </message>
    <message>
        <source>play / pause (Ctrl+Space)</source>
        <translation>lecture / pause (Ctrl+Space)</translation>
    </message>
    <message>
        <source>one action forward (Right)</source>
        <translation>une action en avant (Right)</translation>
    </message>
    <message>
        <source>to the end (End)</source>
        <translation>jusqu&apos;à la fin (End)</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>Retour à l&apos;édition</translation>
    </message>
    <message>
        <source>leave the playback; the quest is editable again</source>
        <translation>quitter la lecture ; la quête est de nouveau modifiable</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solution playback&lt;/b&gt;</source>
        <translation>&lt;b&gt;Lecture de la solution&lt;/b&gt;</translation>
    </message>
    <message>
        <source>action {index} of {count}</source>
        <translation>action {index} sur {count}</translation>
    </message>
    <message>
        <source>Deal: {players}</source>
        <translation>Donne : {players}</translation>
    </message>
    <message>
        <source>The start. Press play or step forward.</source>
        <translation>Le départ. Appuyez sur lecture ou avancez pas à pas.</translation>
    </message>
    <message>
        <source>{index}. {action}. &lt;b&gt;The quest is complete.&lt;/b&gt;</source>
        <translation>{index}. {action}. &lt;b&gt;La quête est accomplie.&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>TowerPrinting</name>
    <message>
        <source>Tutorial</source>
        <extracomment>Band colours by quest side (the boxed game&apos;s card backs: green tutorials, blue trials, purple 4-card epics, red 8-card epics).</extracomment>
        <translation>Tutoriel</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>Épreuve</translation>
    </message>
    <message>
        <source>Epic</source>
        <translation>Épopée</translation>
    </message>
    <message>
        <source>Quest</source>
        <translation>Quête</translation>
    </message>
    <message>
        <source>by {author}</source>
        <translation>par {author}</translation>
    </message>
    <message>
        <source>card {card} ({number}/{count})</source>
        <translation>carte {card} ({number}/{count})</translation>
    </message>
    <message>
        <source>col {col}, row {row}, turned {degrees}°</source>
        <translation>col. {col}, rangée {row}, tournée de {degrees}°</translation>
    </message>
    <message>
        <source>col {col}, row {row}</source>
        <translation>col. {col}, rangée {row}</translation>
    </message>
    <message>
        <source>sheet {sheet} fronts · page {page} of {pages}</source>
        <extracomment>Title font sizes tried, as fractions of the card&apos;s side, largest first; the last is the floor, below which a long title wraps instead of shrinking further. A title wraps onto at most this many lines; only a title longer still is shortened, with an ellipsis. Height of the band&apos;s first line; title lines are spaced by their font size times this.</extracomment>
        <translation>planche {sheet}, rectos · page {page} sur {pages}</translation>
    </message>
    <message>
        <source>sheet {sheet} backs: print on the reverse, flip on the long edge · page {page} of {pages}</source>
        <translation>planche {sheet}, versos : imprimer au dos, retourner sur le bord long · page {page} sur {pages}</translation>
    </message>
    <message>
        <source>solo, every direction</source>
        <translation>solo, toutes les directions</translation>
    </message>
    <message>
        <source>player {player} holds {directions}</source>
        <translation>le joueur {player} a {directions}</translation>
    </message>
    <message>
        <source>Done: every hero is out, in {actions} actions.</source>
        <translation>Terminé : tous les héros sont sortis, en {actions} actions.</translation>
    </message>
    <message>
        <source>{title} — solution</source>
        <translation>{title} — solution</translation>
    </message>
    <message>
        <source>{players} players, deal {deal} of {deals}: {hands}. {actions} actions, the fewest possible.</source>
        <translation>{players} joueurs, donne {deal} sur {deals} : {hands}. {actions} actions, le minimum possible.</translation>
    </message>
    <message>
        <source>{players} player, deal {deal} of {deals}: {hands}. {actions} actions, the fewest possible.</source>
        <translation>{players} joueur, donne {deal} sur {deals} : {hands}. {actions} actions, le minimum possible.</translation>
    </message>
    <message>
        <source>mazewright · page {page} of {pages}</source>
        <translation>mazewright · page {page} sur {pages}</translation>
    </message>
    <message>
        <source>{title} · {players}p ({hands})</source>
        <translation>{title} · {players} j. ({hands})</translation>
    </message>
    <message>
        <source>its cards are {size}×{size} cells, and only cards of {least} to {most} cells a side can be drawn</source>
        <extracomment>Scene units per cell (the editor&apos;s 100 % zoom). Where the SVG art lives (a source checkout; the renderer draws plain shapes without it). Every art file there is (``resources/make_art.py`` draws them). Art is looked up by these names only: names built from a quest&apos;s contents never reach the file system.</extracomment>
        <translation>ses cartes font {size}×{size} cases, et seules les cartes de {least} à {most} cases de côté peuvent être dessinées</translation>
    </message>
    <message>
        <source>its board is {cols}×{rows} slots, and only boards of 1 to {most} slots a side can be drawn</source>
        <translation>son plateau fait {cols}×{rows} emplacements, et seuls les plateaux de 1 à {most} emplacements de côté peuvent être dessinés</translation>
    </message>
    <message>
        <source>it has {count} cards, and at most {most} can be drawn</source>
        <translation>elle a {count} cartes, et {most} au plus peuvent être dessinées</translation>
    </message>
</context>
<context>
    <name>TowerTools</name>
    <message>
        <source>Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears.</source>
        <extracomment>How near a cell border (in cells) a point must be to pick the edge.</extracomment>
        <translation>Cliquez ou faites glisser pour peindre des cases ; Maj+glisser remplit un rectangle ; un clic droit efface.</translation>
    </message>
    <message>
        <source>Click or drag along cell borders; right-click clears.</source>
        <translation>Cliquez ou faites glisser le long des bords des cases ; un clic droit efface.</translation>
    </message>
    <message>
        <source>{hero} dropped off the cards: not moved</source>
        <translation>{hero} lâché hors des cartes : non déplacé</translation>
    </message>
    <message>
        <source>card {card} dropped off the board: not moved</source>
        <translation>carte {card} lâchée hors du plateau : non déplacée</translation>
    </message>
    <message>
        <source>selected {width}×{height} cells</source>
        <translation>{width}×{height} cases sélectionnées</translation>
    </message>
    <message>
        <source>Floor</source>
        <extracomment>The palette, in order: (class, name, label, key, art, help); the labels and helps are English (`make_tools` gives the tools them in the window&apos;s language).</extracomment>
        <translation>Sol</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Vide</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>Exit of the chosen hero, or shared. Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears.</source>
        <translation>Sortie du héros choisi, ou commune. Cliquez ou faites glisser pour peindre des cases ; Maj+glisser remplit un rectangle ; un clic droit efface.</translation>
    </message>
    <message>
        <source>Armory</source>
        <translation>Armurerie</translation>
    </message>
    <message>
        <source>Armory of the chosen hero. Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears.</source>
        <translation>Armurerie du héros choisi. Cliquez ou faites glisser pour peindre des cases ; Maj+glisser remplit un rectangle ; un clic droit efface.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Key of the chosen door number (1-5). Click or drag to paint cells; Shift+drag fills a rectangle; right-click clears.</source>
        <translation>Clé du numéro de porte choisi (1-5). Cliquez ou faites glisser pour peindre des cases ; Maj+glisser remplit un rectangle ; un clic droit efface.</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>Piège</translation>
    </message>
    <message>
        <source>Invocation</source>
        <translation>Invocation</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>Rotation</translation>
    </message>
    <message>
        <source>Sliding</source>
        <translation>Glissement</translation>
    </message>
    <message>
        <source>Hero start</source>
        <translation>Départ de héros</translation>
    </message>
    <message>
        <source>Click a cell to place the chosen hero; drag a hero to move it; right-click removes it.</source>
        <translation>Cliquez sur une case pour placer le héros choisi ; faites glisser un héros pour le déplacer ; un clic droit le retire.</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <source>Double wall</source>
        <translation>Mur double</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
    <message>
        <source>Door of the chosen number (1-5). Click or drag along cell borders; right-click clears.</source>
        <translation>Porte du numéro choisi (1-5). Cliquez ou faites glisser le long des bords des cases ; un clic droit efface.</translation>
    </message>
    <message>
        <source>Narrow passage</source>
        <translation>Passage étroit</translation>
    </message>
    <message>
        <source>Air current</source>
        <translation>Courant d&apos;air</translation>
    </message>
    <message>
        <source>Drag across a border: the air blows the way you drag. A click blows out of the clicked cell. Right-click clears.</source>
        <translation>Faites glisser à travers un bord : l&apos;air souffle dans le sens du glissement. Un clic souffle hors de la case cliquée. Un clic droit efface.</translation>
    </message>
    <message>
        <source>Move card</source>
        <translation>Déplacer une carte</translation>
    </message>
    <message>
        <source>Drag a card to another slot of the board; a card already there takes its place.</source>
        <translation>Faites glisser une carte vers un autre emplacement du plateau ; la carte qui s&apos;y trouve déjà prend sa place.</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>Near a border clears the edge, elsewhere makes the cell floor again.</source>
        <translation>Près d&apos;un bord, efface ce bord ; ailleurs, remet du sol dans la case.</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>Drag a rectangle of cells; then Copy, Cut, Paste (at its top-left cell), flip or turn it from the Edit menu.</source>
        <translation>Tracez un rectangle de cases, puis copiez-le, coupez-le, collez-le (à sa case en haut à gauche), retournez-le ou tournez-le depuis le menu Édition.</translation>
    </message>
</context>
<context>
    <name>WanderingEditor</name>
    <message>
        <source>Elixir fountain</source>
        <extracomment>Each module&apos;s name, as the History, the set-up panel and the set-up card show it.</extracomment>
        <translation>Fontaine d&apos;élixir</translation>
    </message>
    <message>
        <source>Spiderweb</source>
        <translation>Toile d&apos;araignée</translation>
    </message>
    <message>
        <source>Hag</source>
        <translation>Sorcière</translation>
    </message>
    <message>
        <source>Raven</source>
        <translation>Corbeau</translation>
    </message>
    <message>
        <source>Magic tower</source>
        <translation>Tour magique</translation>
    </message>
    <message>
        <source>elixir fountain</source>
        <extracomment>Each module&apos;s name within a sentence (&quot;needs the hag&quot;).</extracomment>
        <translation>fontaine d&apos;élixir</translation>
    </message>
    <message>
        <source>spiderweb</source>
        <translation>toile d&apos;araignée</translation>
    </message>
    <message>
        <source>hag</source>
        <translation>sorcière</translation>
    </message>
    <message>
        <source>raven</source>
        <translation>corbeau</translation>
    </message>
    <message>
        <source>magic tower</source>
        <translation>tour magique</translation>
    </message>
    <message>
        <source>{players} players</source>
        <translation>{players} joueurs</translation>
    </message>
    <message>
        <source>{module} on</source>
        <translation>Activer le module {module}</translation>
    </message>
    <message>
        <source>{module} off</source>
        <translation>Désactiver le module {module}</translation>
    </message>
    <message>
        <source>Web on {fountain} on</source>
        <translation>Poser une toile sur la fontaine {fountain}</translation>
    </message>
    <message>
        <source>Web on {fountain} off</source>
        <translation>Retirer la toile de la fontaine {fountain}</translation>
    </message>
    <message>
        <source>Course of {tiles} tiles of {spaces} spaces</source>
        <translation>Parcours de {tiles} tuiles de {spaces} cases</translation>
    </message>
    <message>
        <source>Default start</source>
        <translation>Départ par défaut</translation>
    </message>
    <message>
        <source>Tower from {start} to {end}</source>
        <translation>Tour de la case {start} à la case {end}</translation>
    </message>
    <message>
        <source>Spell {spell} on</source>
        <translation>Activer le sort {spell}</translation>
    </message>
    <message>
        <source>Spell {spell} off</source>
        <translation>Désactiver le sort {spell}</translation>
    </message>
    <message>
        <source>Draw spells (seed {seed})</source>
        <translation>Tirer des sorts (graine {seed})</translation>
    </message>
    <message>
        <source>No spells named</source>
        <translation>Aucun sort désigné</translation>
    </message>
    <message>
        <source>Add custom spell {spell}</source>
        <translation>Ajouter le sort personnalisé {spell}</translation>
    </message>
    <message>
        <source>Rename custom spell {old} to {new}</source>
        <translation>Renommer le sort personnalisé {old} en {new}</translation>
    </message>
    <message>
        <source>{spell} needs {module}</source>
        <translation>{spell} nécessite le module {module}</translation>
    </message>
    <message>
        <source>{spell} no longer needs {module}</source>
        <translation>{spell} ne nécessite plus le module {module}</translation>
    </message>
    <message>
        <source>Remove custom spell {spell}</source>
        <translation>Supprimer le sort personnalisé {spell}</translation>
    </message>
    <message>
        <source>Set title</source>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Set author</source>
        <translation>Modifier l&apos;auteur</translation>
    </message>
    <message>
        <source>Set notes</source>
        <translation>Modifier les notes</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>Each module&apos;s letter in a custom spell&apos;s row (the tooltips name them).</extracomment>
        <translation>F</translation>
    </message>
    <message>
        <source>S</source>
        <translation>T</translation>
    </message>
    <message>
        <source>H</source>
        <translation>S</translation>
    </message>
    <message>
        <source>R</source>
        <translation>C</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>The sections and the JSON pointers whose issues each shows.</extracomment>
        <translation>identifiant</translation>
    </message>
    <message>
        <source>needs the {module}</source>
        <translation>nécessite le module {module}</translation>
    </message>
    <message>
        <source>remove this custom spell (also from the spells)</source>
        <translation>supprimer ce sort personnalisé (également de la liste des sorts)</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source> players</source>
        <translation> joueurs</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Running course</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source> landscape tiles</source>
        <translation> tuiles paysage</translation>
    </message>
    <message>
        <source> spaces each</source>
        <translation> cases chacune</translation>
    </message>
    <message>
        <source>the towers on the first nine landscape spaces</source>
        <translation>les tours sur les neuf premières cases paysage</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Towers</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>Modules</translation>
    </message>
    <message>
        <source>Webs on</source>
        <translation>Toiles sur</translation>
    </message>
    <message>
        <source>fountain {fountain}</source>
        <translation>fontaine {fountain}</translation>
    </message>
    <message>
        <source>Magic spells</source>
        <translation>Sorts magiques</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>graine </translation>
    </message>
    <message>
        <source>Draw 5</source>
        <translation>Tirer 5</translation>
    </message>
    <message>
        <source>draw five spells at random from the viable ones, with the seed</source>
        <translation>tirer cinq sorts au hasard parmi les sorts jouables, avec la graine</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>name no spell: they are drawn at the table</source>
        <translation>ne désigner aucun sort : ils sont tirés à la table</translation>
    </message>
    <message>
        <source>Custom spells</source>
        <translation>Sorts personnalisés</translation>
    </message>
    <message>
        <source>Add custom spell</source>
        <translation>Ajouter un sort personnalisé</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>the first nine landscape spaces (default)</source>
        <translation>les neuf premières cases paysage (par défaut)</translation>
    </message>
    <message>
        <source>spaces {spaces}</source>
        <translation>cases {spaces}</translation>
    </message>
    <message>
        <source>{spell} (unknown spell)</source>
        <translation>{spell} (sort inconnu)</translation>
    </message>
    <message>
        <source>{spell} (needs the {modules})</source>
        <translation>{spell} (nécessite : {modules})</translation>
    </message>
    <message>
        <source>a spell of this set-up&apos;s own</source>
        <translation>un sort propre à cette mise en place</translation>
    </message>
    <message>
        <source>{effect} Needs: {modules}.</source>
        <translation>{effect} Nécessite : {modules}.</translation>
    </message>
    <message>
        <source>{count} of {total} named · {viable} viable, {draws} different draws of five</source>
        <translation>{count} désignés sur {total} · {viable} jouables, {draws} tirages de cinq différents</translation>
    </message>
    <message>
        <source>none named: drawn at the table · {viable} viable, {draws} different draws of five</source>
        <translation>aucun désigné : tirés à la table · {viable} jouables, {draws} tirages de cinq différents</translation>
    </message>
    <message>
        <source>the tower</source>
        <extracomment>Each piece as the status bar names it (by its kind, as `Pieces.at` gives it).</extracomment>
        <translation>la tour</translation>
    </message>
    <message>
        <source>the magic tower</source>
        <translation>la tour magique</translation>
    </message>
    <message>
        <source>the hag</source>
        <translation>la sorcière</translation>
    </message>
    <message>
        <source>the raven</source>
        <translation>le corbeau</translation>
    </message>
    <message>
        <source>{space}: {pieces}</source>
        <translation>{space} : {pieces}</translation>
    </message>
    <message>
        <source>Order of effects: 1 hag, 2 elixir fountain, 3 raven, 4 magic tower.</source>
        <extracomment>Milliseconds the animation spends on one space (and at most on a whole movement).</extracomment>
        <translation>Ordre des effets : 1 sorcière, 2 fontaine d&apos;élixir, 3 corbeau, 4 tour magique.</translation>
    </message>
    <message>
        <source>click a figure on the course</source>
        <translation>cliquez sur un pion du parcours</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> pas</translation>
    </message>
    <message>
        <source>negative: anticlockwise (keys + and - too)</source>
        <translation>négatif : sens antihoraire (touches + et - aussi)</translation>
    </message>
    <message>
        <source>Move again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>play the movement again (key R)</source>
        <translation>rejouer le déplacement (touche R)</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Pion</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Where does it land?</source>
        <translation>Où atterrit-il ?</translation>
    </message>
    <message>
        <source>Click a figure on the course (click again for the next one there, then a wizard), choose the steps: where it lands and what fires</source>
        <translation>Cliquez sur un pion du parcours (cliquez à nouveau pour le suivant au même endroit, puis un sorcier), choisissez le nombre de pas : où il atterrit et ce qui se déclenche</translation>
    </message>
    <message>
        <source>Not resolved: the set-up has {count} error (first: {code} {message}). Fix them first (see Issues).</source>
        <translation>Non résolu : la mise en place contient {count} erreur (la première : {code} {message}). Corrigez-la d&apos;abord (voir Problèmes).</translation>
    </message>
    <message>
        <source>Not resolved: the set-up has {count} errors (first: {code} {message}). Fix them first (see Issues).</source>
        <translation>Non résolu : la mise en place contient {count} erreurs (la première : {code} {message}). Corrigez-les d&apos;abord (voir Problèmes).</translation>
    </message>
    <message>
        <source>Not resolved: the course has no room for the start positions.</source>
        <translation>Non résolu : le parcours n&apos;a pas de place pour les positions de départ.</translation>
    </message>
    <message>
        <source>Not resolved: {reason}.</source>
        <translation>Non résolu : {reason}.</translation>
    </message>
    <message>
        <source>{effects}, then {effect}</source>
        <translation>{effects}, puis {effect}</translation>
    </message>
    <message>
        <source>Click a figure on the course, then choose the steps.</source>
        <translation>Cliquez sur un pion du parcours, puis choisissez le nombre de pas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{figure}&lt;/b&gt; moves {steps} steps clockwise</source>
        <translation>&lt;b&gt;{figure}&lt;/b&gt; se déplace de {steps} pas dans le sens horaire</translation>
    </message>
    <message>
        <source>&lt;b&gt;{figure}&lt;/b&gt; moves {steps} steps anticlockwise</source>
        <translation>&lt;b&gt;{figure}&lt;/b&gt; se déplace de {steps} pas dans le sens antihoraire</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not allowed:&lt;/b&gt; {reason}</source>
        <translation>&lt;b&gt;Non autorisé :&lt;/b&gt; {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lands on {space}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Atterrit sur {space}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No effect fires.</source>
        <translation>Aucun effet ne se déclenche.</translation>
    </message>
    <message>
        <source>Effects, in order:</source>
        <translation>Effets, dans l&apos;ordre :</translation>
    </message>
    <message>
        <source>Drag a tower to another landscape space to change where it starts; the magic tower, the hag and the raven follow the rules</source>
        <translation>Faites glisser une tour vers une autre case paysage pour changer sa case de départ ; la tour magique, la sorcière et le corbeau suivent les règles</translation>
    </message>
    <message>
        <source>the tower on space {space}: drop it on a landscape space</source>
        <translation>la tour de la case {space} : déposez-la sur une case paysage</translation>
    </message>
    <message>
        <source>press on a tower to move it (the magic tower follows the towers)</source>
        <translation>appuyez sur une tour pour la déplacer (la tour magique suit les tours)</translation>
    </message>
    <message>
        <source>not moved: {reason}</source>
        <translation>non déplacée : {reason}</translation>
    </message>
    <message>
        <source>the tower starts on space {space}</source>
        <translation>la tour part de la case {space}</translation>
    </message>
</context>
<context>
    <name>WanderingPrinting</name>
    <message>
        <source>1 Hag: a wizard ending where the hag stands empties a full flask.</source>
        <extracomment>The set-up card&apos;s height over its width. The rulebook&apos;s order of effects where a figure lands, and what happens on the way.</extracomment>
        <translation>1 Sorcière : un sorcier qui termine là où se trouve la sorcière vide une fiole pleine.</translation>
    </message>
    <message>
        <source>2 Elixir fountain: a wizard ending on a fountain fills an empty flask.</source>
        <translation>2 Fontaine d&apos;élixir : un sorcier qui termine sur une fontaine remplit une fiole vide.</translation>
    </message>
    <message>
        <source>3 Raven: a wizard ending where the raven stands gets a feather (at most 3).</source>
        <translation>3 Corbeau : un sorcier qui termine là où se trouve le corbeau gagne une plume (3 au plus).</translation>
    </message>
    <message>
        <source>4 Magic tower: a wizard ending on the magic tower uses a spell for free.</source>
        <translation>4 Tour magique : un sorcier qui termine sur la tour magique lance un sort gratuitement.</translation>
    </message>
    <message>
        <source>On the way: a movement ending on a web continues by the steps that reached it (a web is never occupied); the hag and the raven never land on the raven castle but move one space further. Towers may not end on the castle, a fountain or the magic tower.</source>
        <translation>En chemin : un déplacement qui se termine sur une toile continue du nombre de pas qui l&apos;y ont mené (une toile n&apos;est jamais occupée) ; la sorcière et le corbeau ne s&apos;arrêtent jamais sur le château du corbeau mais avancent d&apos;une case de plus. Les tours ne peuvent pas terminer sur le château, sur une fontaine ni sur la tour magique.</translation>
    </message>
    <message>
        <source>{modules} and the {module}</source>
        <translation>{modules} et {module}</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>Modules</translation>
    </message>
    <message>
        <source>{fountain} on space {space}</source>
        <translation>fontaine {fountain} sur la case {space}</translation>
    </message>
    <message>
        <source>Fountains: {fountains}; no webs.</source>
        <translation>Fontaines : {fountains} ; pas de toile.</translation>
    </message>
    <message>
        <source>Fountains: {fountains}; webs on {web}.</source>
        <translation>Fontaines : {fountains} ; toile sur {web}.</translation>
    </message>
    <message>
        <source>Fountains: {fountains}; webs on {web} and {other}.</source>
        <translation>Fontaines : {fountains} ; toiles sur {web} et {other}.</translation>
    </message>
    <message>
        <source>Towers on spaces {spaces}</source>
        <translation>Tours sur les cases {spaces}</translation>
    </message>
    <message>
        <source>No towers</source>
        <translation>Aucune tour</translation>
    </message>
    <message>
        <source>the magic tower on {space}</source>
        <translation>la tour magique sur la case {space}</translation>
    </message>
    <message>
        <source>the hag and the raven on {space}</source>
        <translation>la sorcière et le corbeau sur la case {space}</translation>
    </message>
    <message>
        <source>the hag on {space}</source>
        <translation>la sorcière sur la case {space}</translation>
    </message>
    <message>
        <source>the raven on {space}</source>
        <translation>le corbeau sur la case {space}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>Magic spells</source>
        <translation>Sorts magiques</translation>
    </message>
    <message>
        <source>{spell} — the set-up&apos;s own spell (needs the {modules}).</source>
        <translation>{spell} — sort propre à la mise en place (nécessite : {modules}).</translation>
    </message>
    <message>
        <source>{spell} — the set-up&apos;s own spell (needs no module).</source>
        <translation>{spell} — sort propre à la mise en place (ne nécessite aucun module).</translation>
    </message>
    <message>
        <source>Drawn at the table: shuffle the {viable} viable spells and draw {count} ({draws} different draws).</source>
        <translation>Tirés à la table : mélangez les {viable} sorts jouables et tirez-en {count} ({draws} tirages différents).</translation>
    </message>
    <message>
        <source>{spell} — the set-up&apos;s own spell (needs the {modules}); not in play.</source>
        <translation>{spell} — sort propre à la mise en place (nécessite : {modules}) ; pas en jeu.</translation>
    </message>
    <message>
        <source>{spell} — the set-up&apos;s own spell (needs no module); not in play.</source>
        <translation>{spell} — sort propre à la mise en place (ne nécessite aucun module) ; pas en jeu.</translation>
    </message>
    <message>
        <source>Order of effects where a figure lands</source>
        <translation>Ordre des effets là où un pion s&apos;arrête</translation>
    </message>
    <message>
        <source>Wandering Towers set-up · {players} players · {spaces} spaces ({tiles} tile of {size})</source>
        <translation>Mise en place de Wandering Towers · {players} joueurs · {spaces} cases ({tiles} tuile de {size})</translation>
    </message>
    <message>
        <source>Wandering Towers set-up · {players} players · {spaces} spaces ({tiles} tiles of {size})</source>
        <translation>Mise en place de Wandering Towers · {players} joueurs · {spaces} cases ({tiles} tuiles de {size})</translation>
    </message>
    <message>
        <source>Set-up card · made with mazewright</source>
        <translation>Carte de mise en place · faite avec mazewright</translation>
    </message>
    <message>
        <source>M</source>
        <extracomment>Scene units per space along the ring (the editor&apos;s 100 % zoom). The ring&apos;s width, in cells. The smallest ring&apos;s radius, in cells (room for the title in the middle). Points per arc of a space&apos;s outline. What each figure is called in words and its letter (print relies on shape and letter).</extracomment>
        <translation>M</translation>
    </message>
    <message>
        <source>H</source>
        <translation>S</translation>
    </message>
    <message>
        <source>R</source>
        <translation>C</translation>
    </message>
    <message>
        <source>W</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Wandering Towers</source>
        <translation>Wandering Towers</translation>
    </message>
    <message>
        <source>{spaces} spaces · {players} players
clockwise from the castle</source>
        <translation>{spaces} cases · {players} joueurs
dans le sens horaire depuis le château</translation>
    </message>
</context>
</TS>
