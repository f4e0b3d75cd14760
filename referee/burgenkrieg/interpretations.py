"""Where the Burgenkrieg text is silent (RULES-NOTES, Burgenkrieg 1, and places found while coding).

>>> by_id = {i.id: i for i in INTERPRETATIONS}
>>> by_id["burgenkrieg.blockers"].resolve({})
'attacked_zone'
>>> by_id["burgenkrieg.sick_tapping"].resolve({"burgenkrieg.sick_tapping": "forbidden"})
'forbidden'
"""

from __future__ import annotations

from referee.core.interpretation import Choice, Interpretation

CARD_TEXTS = Interpretation(
    id="burgenkrieg.card_texts",
    game="burgenkrieg",
    sections=("spielidee",),
    title_de="Kartentexte",
    title_en="Card texts",
    digest_de=(
        "Burgenkrieg ist eine Variante eines Sammelkartenspiels, dessen Regeln nicht vorliegen. "
        "Geprüft wird nur die Variante (Gebiete, Wälle, Eindringen, Meucheln, Wiederaufbau, Reichweite); "
        "Stärke, Widerstandskraft und Wirkungen der Karten trägt der Schreiber ein. Kampfschaden zwischen "
        "Kreaturen wird mit dem Kampf eingetragen; eine Kreatur, deren Schaden ihre Widerstandskraft "
        "erreicht, verlässt das Spiel von selbst (so rechnet das Trampel-Beispiel des Textes: erst tödlicher "
        "Schaden an den Blocker)."
    ),
    digest_en=(
        "Burgenkrieg is a variant of a trading card game whose own rules are not given. Only the "
        "variant is checked (zones, walls, intruding, assassination, rebuild, reach); power, toughness and "
        "card effects are entered by the scribe. Combat damage between creatures is entered with the combat; "
        "a creature whose damage reaches its toughness leaves play by itself (as the text's trample example "
        "counts: lethal damage to the blocker first)."
    ),
    default="scribe",
    choices=(Choice("scribe", "Kampfschaden zwischen Kreaturen mit dem Kampf, tödlicher verlässt das Spiel",
                    "combat damage between creatures with the combat, lethal damage leaves play"),
             Choice("entered", "Kampfschaden zwischen Kreaturen nicht gezählt, der Schreiber nimmt gefallene heraus",
                    "combat damage between creatures not counted, the scribe removes fallen ones")),
    arrived=2, pinned="entered",  # before 14bdbf3 combat damage between creatures was the scribe's to enter
)

BODYGUARD_ZONE = Interpretation(
    id="burgenkrieg.bodyguard_zone",
    game="burgenkrieg",
    sections=("spielidee", "kampf"),
    title_de="Angriff auf die Leibwache",
    title_en="Attacking the bodyguard zone",
    digest_de=(
        "Das Gebiet der Leibwache hat Lebenspunkte des Burgherrn, keinen Wall: ungeblockter Schaden "
        "dorthin trifft den Burgherrn, es gibt keinen Bewegungsauslöser und kein Eindringen."
    ),
    digest_en=(
        "The bodyguard zone holds the lord's life, not a wall: unblocked damage there hits the lord; "
        "there is no movement trigger and no intruding."
    ),
    default="lord",
)

BLOCKERS = Interpretation(
    id="burgenkrieg.blockers",
    game="burgenkrieg",
    sections=("kampf",),
    title_de="Wer blocken darf",
    title_en="Who may block",
    digest_de=(
        "Der Text sagt nicht, aus welchem Gebiet geblockt wird. Standard: nur Kreaturen im "
        "angegriffenen Gebiet; Einstellung 'any': jede ungetappte Kreatur der Verteidiger."
    ),
    digest_en=(
        "The text does not say from which zone blockers come. Default: only creatures in the attacked "
        "zone; setting 'any': any untapped creature of the defenders."
    ),
    default="attacked_zone",
    choices=(
        Choice("attacked_zone", "nur aus dem angegriffenen Gebiet", "only from the attacked zone"),
        Choice("any", "aus jedem Gebiet", "from any zone"),
    ),
)

SICK_TAPPING = Interpretation(
    id="burgenkrieg.sick_tapping",
    game="burgenkrieg",
    sections=("meucheln", "wiederaufbau"),
    title_de="Tappen mit Einsatzverzögerung",
    title_en="Tapping summoning-sick creatures",
    digest_de=(
        "Meucheln und Wiederaufbau verlangen nur ungetappte, kontrollierte Kreaturen. Standard: auch "
        "Kreaturen mit Einsatzverzögerung dürfen getappt werden; Einstellung 'forbidden' verbietet es."
    ),
    digest_en=(
        "Assassination and rebuild ask only for untapped creatures one controls. Default: summoning-"
        "sick creatures may be tapped too; the setting 'forbidden' disallows it."
    ),
    default="allowed",
    choices=(
        Choice("allowed", "erlaubt", "allowed"),
        Choice("forbidden", "verboten", "forbidden"),
    ),
)

REBUILD_WALLS = Interpretation(
    id="burgenkrieg.rebuild_walls",
    game="burgenkrieg",
    sections=("wiederaufbau", "multiplayer"),
    title_de="Wiederaufbau nur an Wällen",
    title_en="Rebuild only on walls",
    digest_de=(
        "Wiederaufbau stellt Verteidigungspunkte her; die Leibwache hat keine. Er wirkt daher auf den "
        "äußeren und inneren Wall, im Teamspiel auf die Lebenspunkte des Kommandanten."
    ),
    digest_en=(
        "Rebuild restores defence points; the bodyguard zone has none. It works on the outer and inner "
        "wall, in the team game on the commander's life."
    ),
    default="walls",
)

TEAM_SIDE = Interpretation(
    id="burgenkrieg.team_side",
    game="burgenkrieg",
    sections=("multiplayer", "kreaturen", "bewegung"),
    title_de="'Eigen' im Teamspiel",
    title_en="'Own' in the team game",
    digest_de=(
        "Im Teamspiel gehören Gebiete und Kreaturen des Partners zur eigenen Seite (Einsetzen, "
        "Bewegen, Angreifen). Ein inaktiver Kommandant kann nichts eintragen außer Lebenspunkten."
    ),
    digest_en=(
        "In the team game the partner's zones and creatures count as one's own side (entering, "
        "moving, attacking). An inactive commander can enter nothing but life changes."
    ),
    default="team",
)

CONTROL_CHANGE = Interpretation(
    id="burgenkrieg.control_change",
    game="burgenkrieg",
    sections=("sonstiges", "multiplayer"),
    title_de="Kontrollwechsel ohne eigene Kreaturen",
    title_en="Control change with no creatures of the new controller",
    digest_de=(
        "Hat der neue Beherrscher auf dem Weg keine Kreaturen, wandert die Karte bis in sein hinterstes "
        "Gebiet (Burgherr: Leibwache, Kommandant: innerer Wall). Steht sie hinter dem inneren Wall eines "
        "neuen Beherrschers, der Kommandant ist (in der Leibwache), rückt sie auf seinen inneren Wall vor."
    ),
    digest_en=(
        "If the new controller has no creatures on the way, the card moves to their rearmost zone "
        "(lord: bodyguard, commander: inner wall). If it stands behind the inner wall of a new controller "
        "who is a commander (in the bodyguard zone), it moves forward onto that inner wall."
    ),
    default="rearmost",
)

FORCED_ADVANCE = Interpretation(
    id="burgenkrieg.forced_advance",
    game="burgenkrieg",
    sections=("sonstiges", "bewegung"),
    title_de="Erzwungenes Vorrücken",
    title_en="Forced advance",
    digest_de=(
        "Eine zum Angriff gezwungene Kreatur, die nicht angreifen kann, rückt in der Kampfphase um ein "
        "Gebiet vor; dadurch bekommt sie keine Einsatzverzögerung, damit sie angreifen kann."
    ),
    digest_en=(
        "A creature forced to attack that cannot attack moves one zone forward in the combat phase; it "
        "does not become summoning-sick by that, so that it can attack."
    ),
    default="no_sickness",
)

COMMANDER_REAR = Interpretation(
    id="burgenkrieg.commander_rear",
    game="burgenkrieg",
    sections=("multiplayer", "kreaturen", "bewegung", "kampf", "meucheln", "reichweite", "sonstiges"),
    title_de="Hinterstes Gebiet des Kommandanten",
    title_en="The commander's rearmost zone",
    digest_de=(
        "Der eigene innere Wall ist das hinterste Gebiet, in das der Kommandant Kreaturen bringen und auf "
        "das er gezielt einwirken kann. Das Programm liest das für alles, was eine Kreatur des Kommandanten "
        "in die eigene Leibwache brächte oder dort wirkte: ins Spiel bringen, Bewegen, Angreifen und "
        "Eindringen, Meucheln, Ziele von Sprüchen; eine Kreatur, deren Kontrolle er erlangt, steht nicht "
        "hinter seinem inneren Wall."
    ),
    digest_en=(
        "The own inner wall is the rearmost zone the commander may bring creatures to or act on. The program "
        "reads this for everything that would bring a commander's creature into the own bodyguard zone or act "
        "there: entering play, moving, attacking and intruding, assassinating, targets of spells; a creature "
        "he gains control of does not stand behind his inner wall."
    ),
    default="inner_wall",
)

PERMANENT_ZONE = Interpretation(
    id="burgenkrieg.permanent_zone",
    game="burgenkrieg",
    sections=("reichweite", "kreaturen"),
    title_de="Gebiet bleibender Karten",
    title_en="Zone of permanents",
    digest_de=(
        "Der Text sagt nur für Kreaturen, wo sie ins Spiel kommen. Eine bleibende Karte, die auf keiner "
        "Karte liegt (Artefakt, Land, Verzauberung ohne Ziel), kommt wie eine Kreatur in ein eigenes Gebiet "
        "ohne gegnerische Kreaturen. Eine Verzauberung auf einer Karte liegt im Gebiet dieser Karte (so das "
        "Beispiel des Textes), zieht mit ihr um und verlässt mit ihr das Spiel."
    ),
    digest_en=(
        "The text says only for creatures where they come into play. A permanent lying on no card (artifact, "
        "land, an enchantment without target) comes into play, as a creature, in an own zone without enemy "
        "creatures. An enchantment on a card lies in that card's zone (the text's example), moves with it and "
        "leaves play with it."
    ),
    default="as_creatures",
    arrived=2, pinned="as_creatures",  # came with the permanents (14bdbf3): an older game has none
)

INTERPRETATIONS: tuple[Interpretation, ...] = (
    CARD_TEXTS,
    BODYGUARD_ZONE,
    BLOCKERS,
    SICK_TAPPING,
    REBUILD_WALLS,
    TEAM_SIDE,
    CONTROL_CHANGE,
    FORCED_ADVANCE,
    COMMANDER_REAR,
    PERMANENT_ZONE,
)
