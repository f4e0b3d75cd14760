"""The short guide of Burgenkrieg (Help menu)."""

from __future__ import annotations

#: the short guide of the game (Help menu): paragraphs in German and English; keys as {name} of ui.shortcuts
GUIDE: dict[str, list[str]] = {
    "de": ["Burgenkrieg: zwei Burgherren (oder zwei Teams mit Kommandant) und sechs Zonen von der Leibwache bis "
           "zur Außenmauer, jede mit ihren Punkten.",
           "Ein Zug beginnt mit „Zug beginnt …“ ({turn}) und geht Phase für Phase weiter ({phase}). Kreaturen "
           "kommen ins Spiel ({enters}), bewegen sich ({move}) und kämpfen ({combat}); das Programm führt die "
           "Punkte jeder Zone.",
           "Im Kampf wird auch der Schaden zwischen Kreaturen eingetragen; eine Kreatur mit tödlichem Schaden "
           "verlässt das Spiel von selbst. Bleibende Karten (Länder, Artefakte, Verzauberungen) liegen in ihrem "
           "Gebiet; Sprüche und Fähigkeiten bieten nur Ziele in Reichweite an.",
           "Schneller in der Eingabezeile: „Wolf 2/3 äu“ (Kreatur ins eigene äußere Gebiet), „Wald Land lw“, "
           "„Wolf > äu B“ (Angriff), „Riese > äu B x Wache“ (geblockt), „w“ (nächste Phase), „zug“."],
    "en": ["Castle War (Burgenkrieg): two lords (or two teams with a commander) and six zones from the bodyguard "
           "to the outer wall, each with its points.",
           "A turn starts with “Turn begins …” ({turn}) and goes on phase by phase ({phase}). Creatures enter "
           "({enters}), move ({move}) and fight ({combat}); the program keeps each zone's points.",
           "A combat also records the damage between creatures; a creature with lethal damage leaves play by "
           "itself. Permanents (lands, artifacts, enchantments) lie in their zone; spells and abilities offer "
           "only targets in reach.",
           "Faster in the entry line: 'Wolf 2/3 äu' (a creature into the own outer wall), 'Wald Land lw', "
           "'Wolf > äu B' (attack), 'Riese > äu B x Wache' (blocked), 'w' (next phase), 'zug'."],
}
