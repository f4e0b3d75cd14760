"""Where the Weiß Schwarz text is silent or lost something (RULES-NOTES, Weiß Schwarz 1–3).

Each place is one :class:`Interpretation`; a table switches the ones with
choices in the setup event's ``settings``.

>>> by_id = {i.id: i for i in INTERPRETATIONS}
>>> by_id["weiss.level0_colour"].resolve({})
'seed'
>>> by_id["weiss.refresh_damage"].resolve({"weiss.refresh_damage": "after_damage"})
'after_damage'
"""

from __future__ import annotations

from referee.core.interpretation import Choice, Interpretation

TRIGGER_ICONS = Interpretation(
    id="weiss.trigger_icons",
    game="weiss",
    sections=("6",),
    title_de="Trigger-Symbole",
    title_en="Trigger icons",
    digest_de=(
        "Die Symbole der Trigger und des Konters fehlen im Text. Die fünf Trigger-Wirkungen "
        "werden in ihrer Reihenfolge als benannte Daten geführt: soul (+1 Seele), return "
        "(gegnerischer Charakter auf die Hand), pool (oberste Deckkarte ins Lager), comeback "
        "(Charakter aus dem Warteraum auf die Hand), draw (eine Karte ziehen)."
    ),
    digest_en=(
        "The icons of the triggers and of the counter were lost. The five trigger effects are kept "
        "in their order as named data: soul (+1 soul), return (an opposing character back to hand), "
        "pool (top deck card to stock), comeback (a character from waiting room to hand), draw."
    ),
    default="named",
)

LEVEL0_COLOUR = Interpretation(
    id="weiss.level0_colour",
    game="weiss",
    sections=("4",),
    title_de="Farbe bei Level-0-Karten",
    title_en="Colour of level-0 cards",
    digest_de=(
        "Der Text verlangt für jede Karte ihre Farbe in Level oder Clock und nennt keine Ausnahme "
        "für Level 0. Standard: wie der Text. Die Einstellung 'exception' befreit Karten mit "
        "Level 0 von der Farbbedingung."
    ),
    digest_en=(
        "The text requires a card's colour in level or clock and states no exception for level 0. "
        "Default: follow the text. The setting 'exception' frees level-0 cards from the colour rule."
    ),
    default="seed",
    choices=(
        Choice("seed", "wie der Text (keine Ausnahme)", "as the text (no exception)"),
        Choice("exception", "Level 0 ohne Farbbedingung", "level 0 needs no colour"),
    ),
)

REFRESH_DAMAGE = Interpretation(
    id="weiss.refresh_damage",
    game="weiss",
    sections=("refresh",),
    title_de="Refresh-Schaden",
    title_en="Refresh damage",
    digest_de=(
        "Nach dem Refresh (Warteraum wird Deck) geht die oberste Karte in den Clock; eine "
        "Climax-Karte bricht dabei nichts ab. Standard: sofort beim Refresh, auch "
        "mitten in einem Schaden. Wahlweise erst nach dem laufenden Schaden."
    ),
    digest_en=(
        "After a refresh (the waiting room becomes the deck) the top card goes to clock; a climax "
        "there cancels nothing. By default right at the refresh, even in the middle of a "
        "damage. Or: once the damage being dealt is over."
    ),
    default="immediate",
    choices=(
        Choice("immediate", "sofort beim Refresh", "right at the refresh"),
        Choice("after_damage", "nach dem laufenden Schaden", "after the current damage"),
    ),
)

LEVEL_UP_CARD = Interpretation(
    id="weiss.level_up_card",
    game="weiss",
    sections=("3", "grundlegendes"),
    title_de="Welche Karte beim Levelaufstieg ins Level geht",
    title_en="Which card goes to level on a level-up",
    digest_de=(
        "Der Text sagt nur: eine der 7 Clock-Karten ins Level, der Rest in den Warteraum. In der "
        "Partie wählt der Spieler (Eintrag). Die Schadensrechnung nimmt an: eine Nicht-Climax-Karte "
        "geht ins Level, Climax-Karten im Clock gehören zu den 7 und gehen in den Warteraum."
    ),
    digest_en=(
        "The text only says one of the 7 clock cards goes to level, the rest to the waiting room. "
        "In a game the player chooses (entry). The damage odds assume a non-climax goes to level and "
        "climaxes in the clock are among the 7 and go to the waiting room."
    ),
    default="non_climax",
)

TRIGGER_CARD_ZONE = Interpretation(
    id="weiss.trigger_card_zone",
    game="weiss",
    sections=("6",),
    title_de="Verbleib der Trigger-Karte",
    title_en="Where the trigger card goes",
    digest_de=(
        "Der Text sagt nicht, wohin die beim Trigger aufgedeckte Karte geht. Standard: ins Lager "
        "(wie im Originalspiel)."
    ),
    digest_en=(
        "The text does not say where the card revealed in the trigger step goes. Default: to stock "
        "(as in the original game)."
    ),
    default="stock",
)

REFRESH_TIMING = Interpretation(
    id="weiss.refresh_timing",
    arrived=2,
    pinned="when_empty",
    game="weiss",
    sections=("refresh", "6"),
    title_de="Wann aufgefrischt wird",
    title_en="When the deck is refreshed",
    digest_de=(
        "Der Text: gehen die Karten während des Angriffs aus, wird erneuert und der Angriff geht weiter. "
        "Standard 'at_once' (wörtlich, wie im gedruckten Spiel): aufgefrischt wird in dem Moment, in dem "
        "das Deck leer ist, auch wenn die letzte Karte einen Schaden abbricht oder beendet; die Karten "
        "dieses Schadens liegen dann noch offen und kommen erst danach in Warteraum oder Clock, ein "
        "Levelaufstieg folgt danach. Wahlweise 'when_empty' (die Regel bis zu dieser Version, gilt für "
        "früher angelegte Partien): braucht ein Schaden noch Karten, sofort, sonst erst nach dem Schaden, "
        "wenn seine Karten schon in Warteraum oder Clock liegen und ein Levelaufstieg abgewickelt ist. "
        "Ist auch der Warteraum leer, hat der Spieler verloren."
    ),
    digest_en=(
        "The text: if the cards run out during the attack they are renewed and the attack goes on. "
        "Default 'at_once' (literal, as the printed game): the deck is refreshed the moment it is empty, "
        "even when its last card cancels or ends a damage; that damage's cards are still face up and go to "
        "the waiting room or clock afterwards, a level-up follows. Or 'when_empty' (the rule up to this "
        "version, kept by games set up earlier): at once when a damage still needs cards, else after the "
        "damage, once its cards lie in waiting room or clock and a level-up is settled. With the waiting "
        "room empty too, the player loses."
    ),
    default="at_once",
    choices=(
        Choice("at_once", "sobald das Deck leer ist (Karten des Schadens noch offen)",
               "the moment the deck is empty (the damage's cards still face up)"),
        Choice("when_empty", "nach dem Schaden (aufgedeckte Karten zuerst in den Warteraum)",
               "after the damage (revealed cards first to the waiting room)"),
    ),
)

ENCORE = Interpretation(
    id="weiss.encore",
    game="weiss",
    sections=("6",),
    title_de="Encore",
    title_en="Encore",
    digest_de=(
        "Der Text zu Schritt VI ist verstümmelt (ein 'Encore-Trigger' wird genannt, aber nicht erklärt). "
        "Geführt wird: nach der Angriffsphase kommen Charaktere im Rückschlagmodus in den Warteraum; "
        "in der Endphase darf jeder von ihnen für 3 Karten aus dem Lager ausgeruht auf seinen Platz zurück, "
        "oder für so viele, wie die Karte in der Deckliste als Encore-Kosten nennt."
    ),
    digest_en=(
        "The text of step VI is garbled (an 'Encore trigger' is named but not explained). Kept: after the "
        "attack phase reversed characters go to the waiting room; in the end phase each may come back "
        "rested to its place for 3 stock cards, or for as many as the card's deck-list entry names as its encore cost."
    ),
    default="three_stock",
)

ATTACK_KINDS = Interpretation(
    id="weiss.attack_kinds",
    game="weiss",
    sections=("6",),
    title_de="Frontal-, Seiten- und Direktangriff",
    title_en="Front, side and direct attacks",
    digest_de=(
        "Der Direktangriff ist an einen fehlenden Charakter gegenüber gebunden; daraus folgt: Frontal- und "
        "Seitenangriff brauchen einen Charakter gegenüber. Gegenüber liegen vorne links und vorne rechts "
        "(aus Sicht des jeweiligen Spielers), die Mitte liegt der Mitte gegenüber."
    ),
    digest_en=(
        "A direct attack is tied to no character standing opposite; hence front and side attacks need one. "
        "Front left faces front right (each from its player's view), the centre faces the centre."
    ),
    default="opposite_needed",
)

SIDE_ATTACK_LEVEL = Interpretation(
    id="weiss.side_attack_level",
    game="weiss",
    sections=("6",),
    title_de="Abzug beim Seitenangriff",
    title_en="What a side attack subtracts",
    digest_de=(
        "Der Text zieht beim Seitenangriff die Level des Gegners von den Seelenpunkten ab. Gemeint "
        "sein kann der Level des gegnerischen Spielers (wörtlich) oder, wie im gedruckten Spiel "
        "verbreitet, der Level des gegenüberstehenden Charakters. Standard: wie der Text (Level des "
        "Spielers); die Einstellung 'character' nimmt den Level des gegenüberstehenden Charakters."
    ),
    digest_en=(
        "The text subtracts the opponent's level from the soul of a side attack. That can mean the "
        "opposing player's level (literally) or, as commonly played, the level of the opposing "
        "character. Default: as the text (the player's level); the setting 'character' uses the level "
        "of the character opposite."
    ),
    default="player",
    choices=(
        Choice("player", "Level des gegnerischen Spielers (wie der Text)", "the opposing player's level (as the text)"),
        Choice("character", "Level des gegenüberstehenden Charakters", "the level of the character opposite"),
    ),
)

CLIMAX_EFFECT = Interpretation(
    id="weiss.climax_effect",
    arrived=2,
    pinned="entered",
    game="weiss",
    sections=("5", "7"),
    title_de="Wirkung der Climax-Karte",
    title_en="What a climax does",
    digest_de=(
        "Der Text sagt nur, dass mit der Climax-Karte eine kraftvolle Fähigkeit aktiv ist, bis sie in der Endphase "
        "in den Warteraum geht; welche, steht auf der Karte. Standard 'all_characters': Seele und Kraft der "
        "Climax-Karte aus der Deckliste gelten für jeden Charakter ihres Spielers in diesem Zug; was sie darüber "
        "hinaus tut, nennt die Deckliste in Worten und wird als Fähigkeit oder Schaden eingetragen. Wahlweise "
        "'entered': keine Zuschläge von selbst, der Schriftführer trägt sie bei Schaden und Kampf ein (so "
        "wurden Partien vor dieser Version geführt)."
    ),
    digest_en=(
        "The text only says that with the climax a powerful ability is active until it goes to the waiting room in "
        "the end phase; which one, the card says. Default 'all_characters': the climax's soul and power from the "
        "deck list count for every character of its player this turn; what it does beyond that the deck list names "
        "in words, and it is entered as an ability or a damage. Or 'entered': no bonus by itself, the scribe enters "
        "it with the damage and the battle (as games before this version were kept)."
    ),
    default="all_characters",
    choices=(
        Choice("all_characters", "Seele und Kraft der Climax-Karte für alle eigenen Charaktere",
               "the climax's soul and power for all own characters"),
        Choice("entered", "Zuschläge werden von Hand eingetragen", "bonuses are entered by hand"),
    ),
)

INTERPRETATIONS: tuple[Interpretation, ...] = (
    TRIGGER_ICONS,
    LEVEL0_COLOUR,
    REFRESH_DAMAGE,
    LEVEL_UP_CARD,
    TRIGGER_CARD_ZONE,
    REFRESH_TIMING,
    ENCORE,
    ATTACK_KINDS,
    SIDE_ATTACK_LEVEL,
    CLIMAX_EFFECT,
)
