"""Where the rulebook leaves the odds open: named interpretations with documented defaults.

Each entry follows :class:`referee.core.interpretation.Interpretation`; the odds
functions take ``settings`` (id -> choice) and resolve them here.

>>> resolve("got.odds.volcano_slope", {})
'included'
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.core.interpretation import Choice, Interpretation

_G = "got"

ODDS_INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(
        id="got.odds.volcano_slope", game=_G, sections=("12.7",),
        title_de="Dragon im Vulkan schlägt einen Hang hinunter",
        title_en="Dragon in a volcano striking down a slope",
        digest_de="Der Vulkan gibt Dragons drei Würfel mehr, der Text sagt dazu „inklusive des Hangs“. "
                  "Vorgabe: der Würfel für den Hang hinunter ist in den drei enthalten (insgesamt +3); "
                  "wahlweise kommen sie hinzu (+4).",
        digest_en="The volcano gives Dragons three extra dice and adds 'including the slope'. Default: "
                  "the slope's downhill die is part of the three (+3 in all); optionally added (+4).",
        default="included",
        choices=(Choice("included", "im Vulkan-Bonus enthalten", "included in the volcano bonus"),
                 Choice("added", "zusätzlich", "added on top")),
    ),
    Interpretation(
        id="got.odds.cloud_base", game=_G, sections=("12.7",),
        title_de="Wolke: 50 % wovon?", title_en="Cloud: 50 % of what?",
        digest_de="Eine Figur in der Wolke schlägt mit 50 % zusätzlichen Würfeln (abgerundet). Vorgabe: "
                  "50 % der Würfel nach allen anderen Zu- und Abschlägen; wahlweise 50 % der Kampfstärke.",
        digest_en="A figure in a cloud strikes with 50 % extra dice, rounded down. Default: 50 % of the "
                  "dice after every other bonus and penalty; optionally 50 % of the power alone.",
        default="dice",
        choices=(Choice("dice", "von den Würfeln", "of the dice"),
                 Choice("power", "von der Kampfstärke", "of the power")),
    ),
    Interpretation(
        id="got.odds.darkness_scope", game=_G, sections=("12.7",),
        title_de="Dunkelheit: welcher Schaden wird gemindert?",
        title_en="Darkness: which damage is reduced?",
        digest_de="Die Zeile steht unter Nahkampf, spricht aber von jedem Schaden. Vorgabe: jeder "
                  "Schadensvorgang (Attacke, Fernschuss, Zauber, Sonderfertigkeit) auf eine Figur in der "
                  "Dunkelheit wird um 1 gemindert, nie unter 0; wahlweise nur Nahkampf-Attacken.",
        digest_en="The row sits under melee but speaks of every damage. Default: every damage event "
                  "(strike, rangestrike, spell, ability) on a figure in darkness is reduced by 1, never "
                  "below 0; optionally melee strikes only.",
        default="all",
        choices=(Choice("all", "jeder Schaden", "every damage"),
                 Choice("melee", "nur Nahkampf", "melee only")),
    ),
    Interpretation(
        id="got.odds.modifier_order", game=_G, sections=("12.7", "13.4", "16.5"),
        title_de="Reihenfolge der Würfel-Modifikatoren", title_en="Order of dice modifiers",
        digest_de="Erst die Kampfstärke (variable Figuren, Knight, Guardian, Jabberwok, Necromancer), "
                  "dann halbiert Fear (abgerundet), dann zählen Würfel-Zu-/Abschläge (Priest, Hang, "
                  "Düne, Vulkan, Hecke, Nebel), dann die Wolke; nie unter 0 Würfel. Intelligenz-"
                  "Änderungen addieren sich; die Tabelle 13.4 wird über 1..6 hinaus fortgesetzt "
                  "(Mindestwurf = 4 + Verteidiger − Angreifer, begrenzt auf 1..6). Der Würfel des Priest "
                  "gilt für jede Nahkampf-Attacke, auch den Rückschlag. Beim Fernschuss kann Reichweite 4 "
                  "den Mindestwurf auf 7 heben: dann trifft kein Würfel.",
        digest_en="First the power (variable figures, Knight, Guardian, Jabberwok, Necromancer), then "
                  "Fear halves it (rounded down), then dice bonuses and penalties (Priest, slope, dune, "
                  "volcano, hedge, fog), then the cloud; never below 0 dice. Skill changes add up; table "
                  "13.4 is extended beyond 1..6 (strike number = 4 + defender − attacker, kept in 1..6). The "
                  "Priest's die counts for every melee attack, strike-backs included. At range 4 a "
                  "rangestrike's strike number may reach 7: then no die hits.",
        default="standard",
    ),
    Interpretation(
        id="got.odds.darkness_carry", game=_G, sections=("12.7", "13.6"),
        title_de="Übertrag und Dunkelheit", title_en="Carries and darkness",
        digest_de="Kein Übertrag über die Dunkelheit: Vorgabe: kein Übertrag, wenn das erste oder das "
                  "nächste Ziel in der Dunkelheit steht.",
        digest_en="No carry over darkness. Default: no carry when the first or the next target stands "
                  "in darkness.",
        default="either",
    ),
    Interpretation(
        id="got.odds.rangestrike_range4", game=_G, sections=("14.2", "14.5"),
        title_de="Reichweite 4 bei magischem Fernschuss", title_en="Range 4 for magic rangestrikes",
        digest_de="14.2 und 14.5 nehmen nur den Warlock vom +1 bei Reichweite 4 aus. Vorgabe: nur der "
                  "Warlock; wahlweise jeder magische Fernschuss (auch Priestess).",
        digest_en="14.2 and 14.5 exempt only the Warlock from +1 at range 4. Default: the Warlock only; "
                  "optionally every magic rangestrike (Priestess too).",
        default="warlock",
        choices=(Choice("warlock", "nur Warlock", "Warlock only"),
                 Choice("magic", "jeder magische Fernschuss", "every magic rangestrike")),
    ),
    Interpretation(
        id="got.odds.one_time_policy", game=_G, sections=("16.2", "16.5"),
        title_de="Einmalige Fertigkeiten in Duell und Schlacht",
        title_en="One-time abilities in duels and battles",
        digest_de="Im Duell werden Fear (Nightmare), Cuff (Plaque) und Flameburst (Phoenix) in der ersten "
                  "eigenen Schlagphase eingesetzt (in der Schlacht von den Figuren, die zu Beginn auf dem "
                  "Feld stehen und dann leben); Reaper's Call, Final Blow, Stone Cold und Decoy sind "
                  "Entscheidungen der Spieler und werden nicht eingesetzt.",
        digest_en="In a duel Fear (Nightmare), Cuff (Plaque) and Flameburst (Phoenix) are used in the first "
                  "own strike phase (in a battle by the figures on the field at the start that are alive "
                  "then); Reaper's Call, Final Blow, Stone Cold and Decoy are players' decisions and are "
                  "not used.",
        default="first",
        choices=(Choice("first", "in der ersten eigenen Schlagphase", "in the first own strike phase"),
                 Choice("never", "nie", "never")),
    ),
    Interpretation(
        id="got.odds.knight_life", game=_G, sections=("16.5", "3.9"),
        title_de="Knight, Guardian, Jabberwok: Bonus auch für die Lebenspunkte",
        title_en="Knight, Guardian, Jabberwok: bonus for hits taken too",
        digest_de="Ein Bonus auf die Kampfstärke gilt für Würfel und eingesteckte Treffer, weil 3.9 beides "
                  "an die Kampfstärke bindet.",
        digest_en="A power bonus counts for dice and for hits taken, since 3.9 ties both to the power.",
        default="both",
    ),
    Interpretation(
        id="got.odds.battle_model", game=_G, sections=("11.1", "11.9", "13.3", "17.1", "18.1"),
        title_de="Schlachtmodell der Gewinnchancen", title_en="Battle model of the odds",
        digest_de="Jede Figur ist mit jeder gegnerischen im Nahkampf; keine Bewegung, Fernschüsse, "
                  "Zauber oder Überträge. Zielwahl: Figuren schlagen nach absteigendem Wert; jede wählt das "
                  "Ziel mit dem höchsten (Tötungschance × Wert), bei Gleichstand das stärker verletzte. "
                  "Nachrekrutierung betritt in der 4. Runde vor der Schlagphase des Verteidigers das Feld; "
                  "ein gerufener Gott in der nächsten Schlagphase des Angreifers nach dessen erstem Treffer, "
                  "der eine Figur schlug (höchstens bis zur Armeegröße 4.2). Der Schadenspunkt des "
                  "Necromancers trifft zu Beginn seiner Schlagphase eine Figur, die er damit schlägt, sonst die "
                  "am stärksten verletzte.",
        digest_en="Every figure is engaged with every enemy; no movement, rangestrikes, spells or "
                  "carries. Targeting: figures strike by falling value; each picks the target with the "
                  "highest (kill chance × value), ties to the more damaged one. A reinforcement enters in "
                  "round 4 before the defender's strike phase; a called god joins in the attacker's next "
                  "strike phase after the attacker first killed a figure (within the army size of 4.2). The "
                  "Necromancer's damage point, at the start of its strike phase, goes to a figure it kills, "
                  "else to the most damaged one.",
        default="engaged",
    ),
)

_BY_ID = {i.id: i for i in ODDS_INTERPRETATIONS}


def resolve(interpretation_id: str, settings: Mapping[str, str] | None) -> str:
    """The choice in force for one interpretation (its default when unset)."""
    return _BY_ID[interpretation_id].resolve(settings or {})
