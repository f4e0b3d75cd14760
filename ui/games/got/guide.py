"""The short guide of Gods of Titan (Help menu)."""

from __future__ import annotations

#: the short guide of the game (Help menu): paragraphs in German and English; keys as {name} of ui.shortcuts
GUIDE: dict[str, list[str]] = {
    "de": ["Gods of Titan für drei Titanen (und den Darklord). Die Tabelle zeigt für jeden Spieler Kampfpunkte, "
           "Lebenssteine, Titan-Stärke und Siegpunkte; die Armeen stehen darunter mit Land und Figuren.",
           "Am schnellsten geht ein Zug in der Zeile „Eintrag:“: „R2 B12 3“ zieht Rot 2 drei Felder auf das "
           "Land B12, „R2+G“ rekrutiert, „R2 B12 3+G“ zieht und rekrutiert (die Rekrutierung beendet die "
           "Bewegung), „R2/Og Ga“ teilt, „e“ beendet den Zug. Die ersten Buchstaben einer "
           "Armee, eines Landes oder einer Figur genügen, solange nur eines so beginnt; die Armee (oder die Figur) "
           "darf fehlen, wenn nur eine in Frage kommt („+“, „B12 3“). Die Zeile zeigt beim Tippen, was sie "
           "verstanden hat; Enter trägt nur ein, was der Referee annimmt.",
           "Die Partie kennt ihre Länder: City, Dungeon, die Tower-Länder und die Spielplan-Datei, die beim "
           "Spielbeginn geladen wird (sie ist freiwillig). Ein neues Land wird im Zug selbst benannt: „R2 Br:B12 3“ "
           "(Gelände, Doppelpunkt, Bezeichnung), im Zug- und Teleport-Dialog mit dem Gelände neben dem Land; oder "
           "für sich mit „land Brush B12“ (kurz „l Br B12“) bzw. „Land benennen …“ ({land}). Eine abgelehnte Zeile "
           "sagt, was jetzt möglich ist.",
           "Dialoge gibt es für alles: „Zug …“ ({move}), „Teilen …“ ({split}), „Rekrutieren …“ ({recruit}), "
           "„Zugende“ ({end_turn}). Treffen Armeen aufeinander, führt „Kampf …“ ({fight}) den Kampfbogen Runde "
           "für Runde; die Abrechnung (Kampfpunkte, Lebenssteine) ergibt sich daraus. Der Kampfbogen hat seine "
           "eigene Zeile: „a Og 3“ (3 Treffer auf den Ogre des Angreifers), „v Ce x“ (der Centaur des Verteidigers "
           "fällt), „r“ schließt die Runde, „ende“ trägt das Kampfende ein — auch alles in einer Zeile, mit Kommas. "
           "Wer die Würfe jeder Runde einträgt (Würfel, Mindestwurf, Treffer), bekommt das Würfelglück genau berechnet.",
           "Das Chancen-Dock ({odds}) rechnet Attacke und Duell exakt und simuliert ganze Schlachten.",
           "Ein Kampf endet auch in der Zeile: „flucht“, „verhandlung A“ (oder V, „remis“: beide zerschlagen), "
           "„aufgabe A“ (der Angreifer gibt auf; V, „beide“: unentschieden), „abrechnen“; nachträglich "
           "„R2 x B3 flucht“. Eine Korrektur ändert Werte oder setzt sie vom Papierbogen: "
           "„korrektur Anna KP=48 LS+10: Grund“ (= setzt, + und − ändern)."],
    "en": ["Gods of Titan for three Titans (and the Darklord). The table shows each player's points, gems, Titan "
           "power and victory points; the armies follow with their land and figures.",
           "A turn is quickest in the line “Entry:”: “R2 B12 3” moves Rot 2 three lands onto the land B12, “R2+G” "
           "recruits, “R2 B12 3+G” moves and recruits (the recruit ends the movement), “R2/Og Ga” splits, “e” "
           "ends the turn. The first letters of an army, a land or a figure are "
           "enough while only one begins so; the army (or the figure) may be left out when only one is possible "
           "(“+”, “B12 3”). The line shows what it understood as you type; Enter enters only what the referee "
           "accepts.",
           "The game knows its lands: City, Dungeon, the tower lands and the board file loaded at the set-up. "
           "(it is optional). A new land is named in the move itself: “R2 Br:B12 3” (terrain, colon, label), in the move "
           "and teleport dialogs with the terrain beside the land; or on its own by “land Brush B12” (short "
           "“l Br B12”) or “Name a land …” ({land}). A refused line says what is possible now.",
           "There is a dialog for everything: “Move …” ({move}), “Split …” ({split}), “Recruit …” ({recruit}), "
           "“End of turn” ({end_turn}). When armies meet, “Battle …” ({fight}) keeps the battle sheet round by "
           "round; the award (points, gems) follows from it. The battle sheet has its own line: “a Og 3” (3 hits on "
           "the attacker's Ogre), “v Ce x” (the defender's Centaur falls), “r” closes the round, “ende” enters the "
           "end of the battle — or all in one line, with commas. Entering each round's throws (dice, strike number, "
           "hits) gives the dice's luck, exactly.",
           "The odds dock ({odds}) computes strikes and duels exactly and simulates whole battles.",
           "A battle also ends in the line: “flight”, “negotiated A” (or D, “draw”: both destroyed), “concede A” "
           "(the attacker gives up; D, “both”: a draw), “settle”; after the fact “R2 x B3 flight”. A correction "
           "changes values or sets them from a paper sheet: “correction Anna points=48 gems+10: reason” (= sets, "
           "+ and − change)."],
}
