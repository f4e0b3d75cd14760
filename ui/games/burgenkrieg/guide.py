"""The short guide of Burgenkrieg (Help menu)."""

from __future__ import annotations

#: the short guide of the game (Help menu): paragraphs in German and English; keys as {name} of ui.shortcuts
GUIDE: dict[str, list[str]] = {
    "de": ["Burgenkrieg: zwei Burgherren (oder zwei Teams mit Kommandant) und sechs Zonen von der Leibwache bis "
           "zur Außenmauer, jede mit ihren Punkten.",
           "Ein Zug beginnt mit „Zug beginnt …“ ({turn}) und geht Phase für Phase weiter ({phase}). Kreaturen "
           "kommen ins Spiel ({enters}), bewegen sich ({move}) und kämpfen ({combat}); das Programm führt die "
           "Punkte jeder Zone."],
    "en": ["Castle War (Burgenkrieg): two lords (or two teams with a commander) and six zones from the bodyguard "
           "to the outer wall, each with its points.",
           "A turn starts with “Turn begins …” ({turn}) and goes on phase by phase ({phase}). Creatures enter "
           "({enters}), move ({move}) and fight ({combat}); the program keeps each zone's points."],
}
