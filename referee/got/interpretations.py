"""Gods of Titan: every place the rulebook leaves open (RULES-NOTES, Gods of Titan 1–10).

Each entry names the sections it touches, a digest in our own words (de/en), the
default and, where tables may reasonably differ, the choices (set in the setup event's
``settings``). The odds have their own list in :mod:`referee.got.odds.interpretations`.

>>> by_id = {i.id: i for i in INTERPRETATIONS}
>>> by_id["got.concession_award"].resolve({})
'halved-before-battle'
>>> by_id["got.recruit_chart"].resolve({"got.recruit_chart": "text-only"})
'text-only'
"""

from __future__ import annotations

from referee.core.interpretation import Choice, Interpretation

_G = "got"

INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(  # RULES-NOTES 1
        id="got.concession_award", game=_G, sections=("20.3", "20.4", "10.6"),
        title_de="Abrechnung bei Aufgabe", title_en="Award for a concession",
        digest_de="20.3 halbiert Kampfpunkte und Lebenssteine bei Aufgabe, 20.4 gibt bei Aufgabe während "
                  "der Schlacht den vollen Armeewert und 10 Lebenssteine je Figur; 10.6 erlaubt die "
                  "Aufgabe schon nach dem Aufdecken. Vorgabe: Aufgabe nach dem Aufdecken, aber bevor die "
                  "Schlacht beginnt, wird halbiert; Aufgabe während der Schlacht zählt voll.",
        digest_en="20.3 halves combat points and gems on a concession, 20.4 awards the full army value "
                  "and 10 gems per figure for a concession during the battle; 10.6 allows conceding "
                  "right after the reveal. Default: a concession after the reveal but before the battle "
                  "starts is halved; one during the battle counts in full.",
        default="halved-before-battle",
        choices=(
            Choice("halved-before-battle", "vor der Schlacht halbiert, in der Schlacht voll",
                   "halved before the battle, full during it"),
            Choice("always-halved", "immer halbiert", "always halved"),
            Choice("always-full", "immer voll", "always full"),
        ),
    ),
    Interpretation(  # RULES-NOTES 2
        id="got.half_points", game=_G, sections=("20.3", "20.4", "24.2", "24.8", "21.1"),
        title_de="Halbe Punkte", title_en="Half points",
        digest_de="Flucht (20.4), Vernichtung eines Titans (24.8) und Aufgabe können Werte halbieren; "
                  "eine Rundung nennt das Regelwerk nicht. Vorgabe: Halbe werden exakt als Bruch "
                  "geführt; Schwellen (100 je Titan-Stärke, 200/600/1800 für Götter) gelten erst, wenn "
                  "der exakte Stand sie erreicht.",
        digest_en="Flight (20.4), destroying a Titan (24.8) and a concession may halve values; the "
                  "rulebook never says how to round. Default: halves are kept exactly as fractions; a "
                  "threshold (100 per Titan power, 200/600/1800 for lords) counts once the exact total "
                  "reaches it.",
        default="exact",
        choices=(Choice("exact", "exakt (Brüche)", "exact (fractions)"),),
    ),
    Interpretation(  # RULES-NOTES 3
        id="got.recruit_chart", game=_G, sections=("22.1", "22.3", "12.7"),
        title_de="Unvollständiges Rekrutierungsschema", title_en="Incomplete recruiting chart",
        digest_de="Die Bilder in 22.3 fehlen: je Land sind nur die Anzahlen und die stärkste Kreatur "
                  "erhalten. Die fehlenden Kreaturen sind aus den heimischen Figuren der Hazards (12.7), "
                  "der Wertfolge und den Startarmeen erschlossen; jeder Eintrag zeigt seine Herkunft, "
                  "und ein Tisch kann das Schema per Datei berichtigen. Vorgabe: Text und erschlossene "
                  "Einträge gelten; wahlweise nur Einträge aus dem Text (oder vom Tisch berichtigt).",
        digest_en="The pictures of 22.3 are lost: per land only the counts and the strongest creature "
                  "survive. The missing creatures are inferred from the hazard natives (12.7), the order "
                  "of values and the start armies; every entry shows where it comes from, and a table "
                  "can correct the chart by a file. Default: text and inferred entries apply; optionally "
                  "only entries from the text (or corrected by the table).",
        default="text-and-inferred",
        choices=(
            Choice("text-and-inferred", "Text und erschlossene Einträge", "text and inferred entries"),
            Choice("text-only", "nur Text (und Berichtigungen)", "text only (and corrections)"),
        ),
    ),
    Interpretation(  # RULES-NOTES 4
        id="got.maps", game=_G, sections=("2.1", "2.2", "8.5", "14.4"),
        title_de="Spielbrett und Schlachtfelder fehlen", title_en="Board and battlelands missing",
        digest_de="Das Spielbrett mit seinen Zugsymbolen und die 21 Schlachtfelder sind nicht im Text. "
                  "Vorgabe: Zuglegalität und Sichtlinien prüft das Programm nicht; Chancen und Regeln "
                  "arbeiten mit dem, was der Schriftführer eingibt (Gelände unter jeder Figur, Kante "
                  "zwischen zwei Figuren, gezogene Felder).",
        digest_en="The board with its move symbols and the 21 battlelands are not in the text. Default: "
                  "the program does not check move legality or lines of sight; odds and rules work from "
                  "what the scribe enters (terrain under each figure, hexside between two figures, lands "
                  "moved).",
        default="scribe-enters",
    ),
    Interpretation(  # RULES-NOTES 5
        id="got.strike_number_one", game=_G, sections=("13.4",),
        title_de="Mindestwurf 1", title_en="Strike number 1",
        digest_de="Die Tabelle 13.4 enthält den Mindestwurf 1 (jeder Würfel trifft), anders als manche "
                  "andere Titan-Ausgabe. Vorgabe: so wie gedruckt.",
        digest_en="Table 13.4 holds strike number 1 (every die hits), unlike some other Titan editions. "
                  "Default: as printed.",
        default="allowed",
    ),
    Interpretation(  # RULES-NOTES 6
        id="got.lord_appearance", game=_G, sections=("21.1", "21.2", "21.3", "5.1"),
        title_de="Erscheinen von Göttern", title_en="Lords appearing",
        digest_de="Jedes erreichte Vielfache von 200 Kampfpunkten bringt einen Gott; bei Vielfachen von "
                  "600 darf es ein Archangel, bei 1800 ein Necromancer sein. Überschreitet ein Kampf "
                  "mehrere Vielfache, erscheinen entsprechend viele. Vorgabe: begrenzt durch den eigenen "
                  "Pool (4 Angel, 2 Archangel, 1 Necromancer); ohne passenden Gott verfällt er.",
        digest_en="Every multiple of 200 combat points reached brings one lord; at multiples of 600 it "
                  "may be an Archangel, at 1800 a Necromancer. A battle crossing several multiples brings "
                  "as many. Default: limited by the player's own pool (4 Angels, 2 Archangels, 1 "
                  "Necromancer); without a fitting lord it is lost.",
        default="per-multiple",
    ),
    Interpretation(  # RULES-NOTES 7
        id="got.variable_values", game=_G, sections=("20.3", "24.2", "16.5", "16.6"),
        title_de="Veränderliche Werte", title_en="Variable values",
        digest_de="Titan, Phantom und Dark-Titan haben die Stärke max(6, Kampfpunkte // 100) und zählen "
                  "in der Abrechnung mit dieser aktuellen Stärke mal Intelligenz; alle anderen "
                  "veränderlichen Figuren zählen mit ihrem Grundwert (Chimera 30, Executer 40, Knight 24 "
                  "usw.). Vorgabe: die Stärke im Moment der Abrechnung. Executer +1 je "
                  "Gott/Herrscher-Trophäe, Guardian nach der höchsten Klasse zu Schlachtbeginn, "
                  "Necromancer beginnt mit 6, Knight +2 gegen schwarze und neutrale Armeen, Jabberwok 8 "
                  "gegen Armeen mit Element, God-Leben = 100 − Stärke aller Titane im Spiel.",
        digest_en="Titan, Phantom and Dark-Titan have power max(6, combat points // 100) and count in a "
                  "settlement with that current power times skill; every other variable figure counts "
                  "with its base value (Chimera 30, Executer 40, Knight 24 and so on). Default: the power "
                  "at the moment of the settlement. Executer +1 per lord/master trophy, Guardian by the "
                  "highest class at battle start, Necromancer starts at 6, Knight +2 against black and "
                  "neutral armies, Jabberwok 8 against an army with an element, God's life = 100 − the "
                  "power of every Titan in the game.",
        default="current-power",
    ),
    Interpretation(  # RULES-NOTES 8
        id="got.god_reference", game=_G, sections=("16.5", "27.5"),
        title_de="Falscher Verweis beim God", title_en="Wrong reference at the God",
        digest_de="Der God-Eintrag in 16.5 verweist auf 28.6; der Endkampf steht in 27.5. Vorgabe: 27.5.",
        digest_en="The God entry of 16.5 points to 28.6; the end battle is 27.5. Default: 27.5.",
        default="27.5",
    ),
    Interpretation(  # RULES-NOTES 9
        id="got.ability_symbols", game=_G, sections=("3.10", "16.1", "16.3", "16.5", "16.6", "12.7", "14.5"),
        title_de="Verstümmelte Sondersymbole", title_en="Garbled ability symbols",
        digest_de="In 16.6 sind Blitz und Kreuz zum selben Zeichen geworden, Ying-Yang und Wellen "
                  "ebenso. Vorgabe: einmalig sind genau die Kreaturen mit Fertigkeit in 16.5 (Basilisk, "
                  "Deathbringer, Demon, Nightmare, Phoenix, Plaque, Unicorn); das Zeichen bei allen "
                  "anderen ist der Fernschuss (beim Demon beides). Aquarian, Siren und die See-Kreaturen "
                  "tragen Wellen (Octopus und Seaserpent landfähig), die übrigen Zeichen sind Magie. "
                  "Jede Figur nennt ihre Entscheidung im Katalog.",
        digest_en="In 16.6 the bolt and the cross became one glyph, and so did yin-yang and the waves. "
                  "Default: one-time abilities belong exactly to the creatures with one in 16.5 "
                  "(Basilisk, Deathbringer, Demon, Nightmare, Phoenix, Plaque, Unicorn); the glyph on any "
                  "other figure is the rangestrike (the Demon has both). Aquarian, Siren and the sea "
                  "creatures carry waves (Octopus and Seaserpent amphibious), the other glyphs are magic. "
                  "Every figure states its decision in the catalog.",
        default="cross-checked",
    ),
    Interpretation(  # RULES-NOTES 10
        id="got.battle_halving", game=_G, sections=("16.5", "12.7", "14.1"),
        title_de="Halbieren in der Schlacht", title_en="Halving in battle",
        digest_de="Hier nennt der Text die Rundung: Fear des Nightmare halbiert die Stärke beim nächsten "
                  "Rückschlag, die Wolke gibt 50 % Würfel dazu, Fernschüsse würfeln mit halber Stärke – "
                  "jeweils abgerundet. Vorgabe: so wie gedruckt (anders als bei halben Punkten).",
        digest_en="Here the text names the rounding: the Nightmare's Fear halves the power of the next "
                  "strike-back, a cloud adds 50 % dice, rangestrikes roll half the power – each rounded "
                  "down. Default: as printed (unlike half points).",
        default="round-down",
    ),
    Interpretation(
        id="got.darklord_start_army", game=_G, sections=("5.7",),
        title_de="Startarmeen des Darklords", title_en="The Darklord's start armies",
        digest_de="5.7 nennt den Headcracker einmal, verlangt aber drei Armeen, in denen Phantom, Angel "
                  "und Jabberwok je mit einem Headcracker stehen. Vorgabe: drei Headcracker.",
        digest_en="5.7 names the Headcracker once but asks for three armies in which Phantom, Angel and "
                  "Jabberwok each stand with a Headcracker. Default: three Headcrackers.",
        default="three-headcrackers",
    ),
    Interpretation(
        id="got.pixie_volcano", game=_G, sections=("12.7", "16.5"),
        title_de="Pixie im Vulkan", title_en="Pixie and the volcano",
        digest_de="16.5 macht den Pixie auf allen Schlachtfeldern heimisch, 12.7 nennt beim Vulkan nur den "
                  "Dragon und lässt nur Dragons hinein. Vorgabe: die Liste des Vulkans gilt (Pixie dort "
                  "fremd); wahlweise ist der Pixie auch dort heimisch.",
        digest_en="16.5 makes the Pixie native on every battleland, while 12.7 names only the Dragon at "
                  "the volcano and lets only Dragons in. Default: the volcano's list applies (the Pixie is "
                  "foreign there); optionally the Pixie is native there too.",
        default="as-listed",
        choices=(Choice("as-listed", "wie in 12.7 gelistet", "as listed in 12.7"),
                 Choice("native", "auch dort heimisch", "native there too")),
    ),
    Interpretation(
        id="got.hidden_titan_attack", game=_G, sections=("23.3", "23.5"),
        title_de="Schwarze Armee trifft verdeckten Titan", title_en="Black army meets a hidden Titan",
        digest_de="23.3 lässt die schwarze Armee, die beim Angriff einen Titan entdeckt, per Dungeon-Teleport "
                  "zurückweichen; 23.5 lässt sie vor der Titan-Armee stehen bleiben. Der Referee nimmt in "
                  "beiden Fällen keinen Kampf an und lässt die schwarze Armee nicht auf dem Land der "
                  "Titan-Armee stehen; wohin sie stattdessen zieht, trägt der Schriftführer als Zug ein (bei "
                  "Dungeon-Teleport als Spionage-Eintrag „Titan gefunden“, der den Titan aufdeckt). "
                  "Vorgabe: wie 23.5 (Halt vor der Titan-Armee).",
        digest_en="23.3 sends a black army that finds a Titan when attacking back to the Dungeon by "
                  "teleport; 23.5 makes it stop in front of the Titan's army. Either way the referee accepts "
                  "no battle and does not let the black army stand on the Titan army's land; where it goes "
                  "instead the scribe enters as a move (for the Dungeon teleport as a spying entry with "
                  "'Titan found', which reveals the Titan). Default: as 23.5 (stop in front of the Titan army).",
        default="stop-in-front",
        choices=(Choice("stop-in-front", "vor der Titan-Armee anhalten (23.5)", "stop in front of the Titan army (23.5)"),
                 Choice("dungeon-teleport", "ins Dungeon zurück (23.3)", "back to the Dungeon (23.3)")),
    ),
    Interpretation(
        id="got.immortal_ruin", game=_G, sections=("16.5", "25.1"),
        title_de="Immortal und das Ruin-Feld", title_en="The Immortal and the Ruin",
        digest_de="Ein geschlagener Immortal schließt sich ohne Lebenssteine der siegreichen Armee an; ist sie "
                  "voll, gibt sie eine Figur in den Pool zurück. 16.5 fügt hinzu, dass er das Ruin-Feld nicht "
                  "verlassen darf, sagt aber nicht, ob dann die ganze Armee dort bleibt. Da das Spielbrett nicht "
                  "bekannt ist, prüft der Referee diesen Zusatz nicht; der Tisch achtet selbst darauf.",
        digest_en="A beaten Immortal joins the winning army without gems; a full army gives a figure back to "
                  "the pool. 16.5 adds that it may not leave the Ruin but does not say whether the whole army "
                  "then stays there. As the board is not known, the referee does not check this clause; the "
                  "table keeps to it.",
        default="not-checked",
    ),
    Interpretation(
        id="got.god_call_timing", game=_G, sections=("18.1", "18.3"),
        title_de="Wann ein Gott gerufen wird", title_en="When a god is called",
        digest_de="18.1: Hat der Angreifer eine gegnerische Figur geschlagen, bringt er den Gott sofort in seiner "
                  "nächsten Manöverphase ein; nutzt er diese Gelegenheit nicht, ist sie für den Rest der Schlacht "
                  "verwirkt. Gewinnt er, darf er trotzdem noch rufen. Vorgabe: nur die erste Gelegenheit in der "
                  "Schlacht zählt, danach erst wieder nach dem Sieg. Wahl: jede Runde nach einem geschlagenen Gegner.",
        digest_en="18.1: once the attacker has beaten an enemy figure it brings the god in at once, in its next "
                  "manoeuvre phase; a chance not taken is lost for the rest of the battle. A winning attacker may "
                  "still call one. Default: only the first chance during the battle counts, then again only after "
                  "winning. Choice: any round after an enemy figure was beaten.",
        default="first-chance",
        choices=(Choice("first-chance", "nur die erste Gelegenheit (18.1)", "only the first chance (18.1)"),
                 Choice("any-later-round", "jede spätere Runde", "any later round")),
    ),
    Interpretation(
        id="got.revive_gems", game=_G, sections=("10.7", "19.1", "20.1"),
        title_de="Lebenssteine zum Wiederbeleben", title_en="Gems for reviving demigods",
        digest_de="10.7 und 20.1: Erst nimmt der Sieger alle Verstärkungen (Nachrekrutieren, Götter rufen, "
                  "Halbgötter wiederbeleben), dann wird der Kampf abgerechnet. Die Lebenssteine desselben Kampfes "
                  "sind beim Wiederbeleben also noch nicht da. Vorgabe: bezahlt wird aus den Lebenssteinen vor der "
                  "Abrechnung. Wahl: auch mit den Lebenssteinen dieses Kampfes.",
        digest_en="10.7 and 20.1: the winner first takes every reinforcement (reinforce, call a god, revive "
                  "demigods), then the battle is settled, so the gems of that battle are not yet there when "
                  "demigods are revived. Default: they are paid from the gems held before the settlement. "
                  "Choice: the battle's gems may pay too.",
        default="before-award",
        choices=(Choice("before-award", "aus den Lebenssteinen vor der Abrechnung", "from the gems held before the settlement"),
                 Choice("after-award", "auch mit den Lebenssteinen dieses Kampfes", "the battle's gems may pay too")),
    ),
    Interpretation(
        id="got.titan_marker", game=_G, sections=("4.4", "4.9", "24.3", "24.4", "23.7"),
        title_de="Der offene Titan als Deckmärkchen", title_en="The revealed Titan as marker",
        digest_de="Ein offengelegter Titan (Phantom, Dark-Titan) darf als Deckmärkchen seiner Armee dienen; ihr "
                  "Märkchen ist dann wieder frei (4.9: „darf“). Vorgabe: der Spieler wählt es beim Offenlegen oder "
                  "später; die Armee heißt dann nach ihm („Rot Titan“). Der Herrscher kann nicht abgeteilt werden, "
                  "denn er ist das Märkchen. Verlässt er die Armee (geschlagen, wiederbelebt, entfernt), erhält sie "
                  "das niedrigste freie Märkchen ihrer Farbe; gibt es keines, behält sie den Namen.",
        digest_en="A revealed Titan (Phantom, Dark-Titan) may serve as its army's marker, which is then free again "
                  "(4.9: 'may'). Default: the player chooses so when revealing or later; the army is then named "
                  "after it ('Rot Titan'). The master cannot be split off, as it is the marker. When it leaves the "
                  "army (beaten, revived elsewhere, removed) the army takes the lowest free marker of its colour; "
                  "if there is none it keeps the name.",
        default="on-request",
    ),
    Interpretation(
        id="got.teleports", game=_G, sections=("9.1", "9.2", "9.3", "9.5", "23.8", "26.5"),
        title_de="Teleports", title_en="Teleports",
        digest_de="Ein Tower-Land gehört dem Spieler, dessen Armee darauf steht; ein leeres oder neutrales "
                  "Tower-Land trägt keinen Tower-Teleport (9.3), nur den Titan-Tower-Teleport (26.5). Für fremde "
                  "Tower nennt der Eintrag die Besitzer, die es erlauben. Nach einem Tower-Teleport endet der Zug "
                  "nicht auf dem Ziel-Tower, außer die Armee schließt sich dort der eigenen Besatzung an. Kampf-, "
                  "freier und Darkland-Teleport ersetzen den Zug und zählen als ein Feld (9.1): danach wird nicht "
                  "im Land rekrutiert; nach freiem und Darkland-Teleport gar nicht (26.5, 9.5). Ein Whirl-Teleport "
                  "braucht mindestens zwei Felder, weil der Whirl verlassen werden muss (9.2).",
        digest_en="A tower land belongs to the player whose army stands on it; an empty or neutral tower land "
                  "carries no tower teleport (9.3), only the Titan's tower teleport (26.5). For other players' "
                  "towers the entry names the owners who allow it. After a tower teleport the move does not end on "
                  "the arrival tower unless the army joins its own garrison there. The battle, free and Darkland "
                  "teleports replace the move and count as one land (9.1): no recruiting from the land after "
                  "them, and none at all after a free or Darkland teleport (26.5, 9.5). A whirl teleport needs at "
                  "least two lands, as the whirl must be left (9.2).",
        default="owner-on-tower",
    ),
    Interpretation(
        id="got.darkland_teleport", game=_G, sections=("9.5", "23.7"),
        title_de="Darkland-Teleport nach dem Erscheinen", title_en="Darkland teleport after the appearance",
        digest_de="23.7 zählt auf, was mit dem Dark-Titan entfällt (Spionage, Dungeon-Teleport, Verdunklung, "
                  "Immunität), und schließt mit „alle Darklord-Sonderregeln entfallen“. Ob der Darkland-Teleport "
                  "(9.5) dazugehört, sagt der Text nicht ausdrücklich. Vorgabe: er entfällt; wahlweise bleibt er.",
        digest_en="23.7 lists what ends with the Dark-Titan (spying, Dungeon teleport, darkening, immunity) and "
                  "closes with 'all Darklord special rules end'. Whether the Darkland teleport (9.5) is one of them "
                  "the text does not say outright. Default: it ends; optionally it stays.",
        default="ends",
        choices=(Choice("ends", "entfällt mit dem Dark-Titan", "ends with the Dark-Titan"),
                 Choice("stays", "bleibt erhalten", "stays")),
    ),
    Interpretation(
        id="got.titan_revival", game=_G, sections=("24.6", "23.6"),
        title_de="Titan im Dungeon wiederbeleben", title_en="Reviving the Titan in the Dungeon",
        digest_de="24.6 lässt das Phantom im Dungeon in der Rekrutierungsphase gegen ein Element wieder zum Titan "
                  "werden. Vorgabe: das Element darf aus jeder eigenen Armee kommen und zählt als vom Darklord "
                  "vernichtet (23.6, 26.4); der Titan erscheint in einer eigenen Landarmee (auch der im Dungeon) "
                  "mit Platz; die Wiederbelebung ist keine Rekrutierung dieser Armee.",
        digest_en="24.6 lets the Phantom in the Dungeon turn back into the Titan in the recruiting phase, for an "
                  "element. Default: the element may come from any army of the player and counts as destroyed by "
                  "the Darklord (23.6, 26.4); the Titan appears in a land army of the player with room (the one in "
                  "the Dungeon too); the revival is not that army's recruit.",
        default="any-element",
    ),
    Interpretation(
        id="got.sea_armies", game=_G, sections=("27.4", "3.10", "8.3", "26.3", "26.4"),
        title_de="See-Armeen", title_en="Sea armies",
        digest_de="Eine See-Armee ist eine Armee mit See-Kreaturen (Doppelwelle oder landfähig). Die erste Landung "
                  "ist der Zug einer Armee mit Aquarian oder Siren, landfähigen See-Kreaturen und keiner reinen "
                  "See-Kreatur auf ein Land außer Coast und Sea; sie bringt das Ziel „Seearmee betritt Festland“. "
                  "Danach gehen alle Armeen ohne reine See-Kreaturen auch ohne Anführer an Land, See-Armeen werden "
                  "nicht mehr geteilt und rekrutieren nur mit Aquarian – auch an Land. An Land stehende See-Armeen "
                  "gelten für 8.3 als Landarmeen.",
        digest_en="A sea army is an army with sea creatures (double wave or amphibious). The first landing is the "
                  "move of an army with an Aquarian or Siren, amphibious sea creatures and no pure sea creature "
                  "onto a land other than Coast and Sea; it scores the goal 'sea army goes ashore'. From then on "
                  "every army without pure sea creatures goes ashore without a leader, sea armies are no longer "
                  "split and recruit only with an Aquarian – on land too. Sea armies standing on land count as "
                  "land armies for 8.3.",
        default="first-landing",
    ),
    Interpretation(
        id="got.end_battle", game=_G, sections=("27.5", "16.5", "11.1", "26.4"),
        title_de="Endkampf im Skycastle", title_en="End battle in the Skycastle",
        digest_de="Vorgabe: Die Dark-Titan-Armee greift den God in der City an, wenn der Darklord einen Citytower "
                  "eingenommen hat oder den Kampfteleport besitzt. Die Titan-Spieler leihen dem God bis zu sechs "
                  "Kreaturen (keine reinen See-Kreaturen; landfähige erst nach der Landung, 27.4), höchstens zwei "
                  "Endkreaturen einer Art, und jede Armee behält mindestens eine Figur. Das Leben des God wird zu "
                  "Beginn berechnet; die Treffer auf ihn trägt der Schriftführer je Runde ein (jeder Angriff trifft). "
                  "In Runde 1 schlägt nur der Darklord. Ist das Leben schon zu Beginn 0 oder weniger, fällt der God "
                  "nach der ersten Runde, sofern der Dark-Titan steht. Verliert der Darklord, gibt es weder "
                  "Kampfpunkte noch das Ziel „Darklord vernichtet“; er scheidet aus.",
        digest_en="Default: the Dark-Titan's army attacks the God in the City once the Darklord has taken a "
                  "Citytower or holds the battle teleport. The Titan players lend the God up to six creatures (no "
                  "pure sea creatures; amphibious ones only after the landing, 27.4), at most two end creatures of "
                  "a kind, and every army keeps at least one figure. The God's life is computed at the start; the "
                  "scribe enters the hits on it each round (every attack hits). In round 1 only the Darklord "
                  "strikes. If the life is already 0 or less at the start, the God falls after the first round as "
                  "long as the Dark-Titan stands. If the Darklord loses there are neither combat points nor the "
                  "goal 'Darklord destroyed'; he is out.",
        default="as-described",
    ),
    Interpretation(
        id="got.game_end", game=_G, sections=("1.3", "24.7", "27.5", "28.11", "23.6"),
        title_de="Spielende und Aufgabe", title_en="End of the game and giving up",
        digest_de="Die Partie endet, wenn nur noch ein Spieler übrig ist (er gewinnt, 1.3), wenn keiner mehr übrig "
                  "ist (ohne Sieger) oder wenn der Darklord den God vernichtet (27.5). Aufgeben darf ein Spieler "
                  "nur im eigenen Zug (28.11); ein offener Kampf wird zuvor zu Ende eingetragen (etwa als Aufgabe, "
                  "10.6), damit seine Armee darin gewertet wird. Elemente des Aufgebenden gehen vorgabemäßig an den "
                  "Darklord und gelten als vernichtet (wie 23.6), damit er noch erscheinen kann; wahlweise verlassen "
                  "sie einfach die Partie.",
        digest_en="The game ends when a single player is left (who wins, 1.3), when nobody is left (no winner) or "
                  "when the Darklord destroys the God (27.5). A player gives up only in their own turn (28.11); an "
                  "open battle is entered to its end first (e.g. as a concession, 10.6) so that their army in it "
                  "is scored. By default the elements of the player giving up go to the Darklord and count as "
                  "destroyed (as in 23.6), so that he can still appear; optionally they simply leave the game.",
        default="elements-to-darklord",
        choices=(Choice("elements-to-darklord", "Elemente gehen an den Darklord", "elements go to the Darklord"),
                 Choice("elements-removed", "Elemente verlassen die Partie", "elements leave the game")),
    ),
    Interpretation(
        id="got.forced_move", game=_G, sections=("6.1", "6.2", "8.4", "8.6", "23.5", "26.5"),
        title_de="Zugzwang und Ende der Bewegungsphase", title_en="Forced move and the end of the movement phase",
        digest_de="Jede Armee außerhalb von City, Dungeon und eigenem Tower-Land zieht 1 bis 6 Felder (8.4; nicht "
                  "die Titan-Armee mit „Hold“, 26.5). Die Bewegungsphase endet mit dem ersten Kampf-Eintrag, der "
                  "ersten Rekrutierung oder dem Zugende des Movers; erst dann prüft der Referee, dass jede Armee "
                  "unter Zugzwang gezogen ist, höchstens eine Armee in City und eine im Dungeon steht (8.6), keine "
                  "zwei eigenen Armeen ein Land teilen (4.5, 8.1) und kein Herrscher oder Element in einem Tower "
                  "bleibt (25.6). Das Spielbrett ist nicht bekannt: Kann eine Armee gar nicht ziehen (alle Wege "
                  "versperrt, oder 23.5), trägt der Schriftführer das mit Grund ein (Eintrag „Armee kann nicht "
                  "ziehen“); sie gilt "
                  "dann als 0 Felder gezogen.",
        digest_en="Every army outside the City, the Dungeon and an own tower land moves 1 to 6 lands (8.4; not "
                  "the Titan army with Hold, 26.5). The movement phase ends with the Mover's first battle entry, "
                  "first recruit or end of turn; only then does the referee check that every army under forced "
                  "move has moved, at most one army stands in the City and one in the Dungeon (8.6), no two own "
                  "armies share a land (4.5, 8.1) and no master or element stays in a tower (25.6). The board is "
                  "not known: when an army cannot move at all (every way blocked, or 23.5) the scribe enters so "
                  "with a reason (entry 'army cannot move'); it then counts as having moved 0 lands.",
        default="checked-at-phase-end",
    ),
    Interpretation(
        id="got.pact_end", game=_G, sections=("8.2", "8.3", "8.4", "10.1"),
        title_de="Gegnerische Armeen auf einem Land, wenn der Pakt endet",
        title_en="Enemy armies on one land when the pact ends",
        digest_de="Während des Nichtangriffspakts dürfen gegnerische Armeen auf einem Land stehen (8.3); ein Kampf "
                  "beginnt nach 10.1 erst, wenn eine Armee ein besetztes Land betritt. Was mit Armeen geschieht, "
                  "die bei Ende der 10. Runde noch beisammenstehen, sagt die Regel nicht. Lesart: Sie gelten als "
                  "eingetreten (8.2) — im Zug des Movers, dessen Armee dort steht, ist ihr Kampf fällig; diese "
                  "Armee zieht nicht weiter und steht nicht unter Zugzwang, bis der Kampf entschieden ist.",
        digest_en="During the non-aggression pact enemy armies may share a land (8.3); by 10.1 a battle begins only "
                  "when an army enters an occupied land. The rules do not say what becomes of armies still together "
                  "when round 10 ends. Reading: they count as having entered (8.2) — in the turn of the Mover whose "
                  "army stands there their battle is due; that army does not move on and is not under forced move "
                  "until the battle is decided.",
        default="battle-where-they-stand",
    ),
    Interpretation(
        id="got.darklord_first_round", game=_G, sections=("5.8", "8.6"),
        title_de="Der Darklord in der ersten Runde", title_en="The Darklord in round 1",
        digest_de="5.8 lässt in der ersten Runde nur eine Armee jedes Titan-Spielers die City verlassen, sagt "
                  "aber vom Darklord, er ziehe seine drei Armeen jeweils über einen Darktower hinaus. Vorgabe: in "
                  "Runde 1 verlassen alle drei das Dungeon; wahlweise gilt nur 8.6 (eine darf bleiben). Über welchen "
                  "Citytower oder Darktower eine Armee hinauszieht, prüft der Referee nicht (Spielbrett unbekannt).",
        digest_en="5.8 lets only one army of each Titan player leave the City in round 1 but says the Darklord "
                  "moves his three armies out, each through a Darktower. Default: in round 1 all three leave the "
                  "Dungeon; optionally only 8.6 applies (one may stay). Which Citytower or Darktower an army leaves "
                  "by is not checked (the board is not known).",
        default="all-leave",
        choices=(Choice("all-leave", "alle drei verlassen das Dungeon", "all three leave the Dungeon"),
                 Choice("one-may-stay", "eine darf bleiben (nur 8.6)", "one may stay (8.6 only)")),
    ),
    Interpretation(
        id="got.city_approaches", game=_G, sections=("8.6", "5.7", "23.6"),
        title_de="Elemente in City und Zugängen", title_en="Elements in the City and its approaches",
        digest_de="8.6 verbietet Elemente in der City und ihren Zu- und Abgängen; die Startarmeen stehen aber mit "
                  "ihrem Element in der City (5.7). Vorgabe: Zugänge sind die Citytower (nur über sie erreicht und "
                  "verlässt man die City). Ein Zug mit Element in City oder auf einen Citytower wird abgelehnt, "
                  "ebenso das Ende der Bewegungsphase, solange ein Element dort steht (die Startarmee mit Element "
                  "verlässt die City also in Runde 1), und ein geschlagenes Element geht in keine Armee dort "
                  "(23.6). Das Durchziehen sieht der Referee nicht (Spielbrett unbekannt); wird ein Element dort "
                  "entdeckt, trägt der Schriftführer es als vernichtet ein (Eintrag „… vernichtet“).",
        digest_en="8.6 bans elements from the City and its ways in and out, yet the start armies stand in the City "
                  "with their element (5.7). Default: the approaches are the Citytowers (the only way into and out "
                  "of the City). A move with an element into the City or onto a Citytower is refused, so is the end "
                  "of the movement phase while an element stands there (the start army with the element leaves the "
                  "City in round 1), and a beaten element joins no army there (23.6). Passing through is not seen "
                  "(board not known); an element found there is entered as destroyed (entry '… destroyed').",
        default="citytowers",
    ),
    Interpretation(
        id="got.tower_conquerors", game=_G, sections=("25.6", "25.7", "24.4"),
        title_de="Eroberer und Besatzung eines Towers", title_en="A tower's conquerors and garrison",
        digest_de="25.6 lässt die Eroberer in der Runde nach der Eroberung bleiben, ganz abziehen oder sich teilen; "
                  "25.7 verbietet das Teilen auf Tower-Ländern. Vorgabe: In der Runde nach der Eroberung dürfen die "
                  "Eroberer ziehen und sich teilen, Herrscher und Elemente müssen dann hinaus; was danach noch dort "
                  "steht, ist die Besatzung und für immer gebunden (zieht und teilt nicht, Götter dürfen gerufen "
                  "werden). Eine Armee mit Herrscher oder Element schließt sich keiner Besatzung an. Zum Verstärken "
                  "dürfen Figuren der Besatzung zurück in den Pool, aber nur so viele, wie für den Platz nötig sind.",
        digest_en="25.6 lets the conquerors stay, move out completely or split in the round after the conquest; "
                  "25.7 bans splitting on tower lands. Default: in the round after the conquest the conquerors may "
                  "move and split, and masters and elements must leave then; whatever still stands there afterwards "
                  "is the garrison and bound for good (no move, no split; gods may be called out). An army with a "
                  "master or element joins no garrison. To reinforce, garrison figures may go back to the pool, but "
                  "only as many as the room requires.",
        default="round-of-choice",
    ),
    Interpretation(
        id="got.hidden_titan_size", game=_G, sections=("4.2", "4.4", "16.5", "24.3"),
        title_de="Armeegröße mit verdecktem Titan", title_en="Army size with a hidden Titan",
        digest_de="4.2 sagt, Titan und Pegasus heben die Armeegröße auf acht oder neun; 16.5 (Pegasus) nennt die "
                  "9 nur für eine offengelegte Titan-/Phantom-Armee. Vorgabe: nur der offengelegte Herrscher zählt "
                  "nicht mit, weil er als Deckmärkchen dient (4.4, 24.3); eine Armee mit verdecktem Titan hat "
                  "höchstens 7 Figuren (8 mit Pegasus), offengelegt 8 (9 mit Pegasus).",
        digest_en="4.2 says the Titan and the Pegasus raise the army size to eight or nine; 16.5 (Pegasus) gives "
                  "the 9 only for a revealed Titan/Phantom army. Default: only a revealed master does not count, as "
                  "it serves as the marker (4.4, 24.3); an army with a hidden Titan holds at most 7 figures (8 with "
                  "a Pegasus), revealed 8 (9 with a Pegasus).",
        default="revealed-only",
    ),
    Interpretation(
        id="got.mustering", game=_G, sections=("26.5", "22.2", "8.4"),
        title_de="Zusätzliche Endkreatur (Mustering)", title_en="The extra end creature (Mustering)",
        digest_de="Ab 20 Siegpunkten darf die Titan-Armee eine Endkreatur über die eine je Zug hinaus rekrutieren "
                  "(26.5, 22.2). Vorgabe: die Endkreatur der Titan-Armee mit diesem Vorteil ist immer die "
                  "zusätzliche, gleich in welcher Reihenfolge die Rekrutierungen eingetragen werden; ob der Vorteil "
                  "gilt, entscheidet der Stand beim Rekrutieren dieser Figur.",
        digest_en="From 20 victory points the Titan army may recruit one end creature beyond the one per turn "
                  "(26.5, 22.2). Default: the end creature of the Titan army holding this benefit is always the "
                  "extra one, whatever the order in which the recruits are entered; whether the benefit holds is "
                  "decided by the standing when that figure is recruited.",
        default="titan-army-extra",
    ),
    Interpretation(
        id="got.executer_colour", game=_G, sections=("16.5", "19.1", "19.2", "22.4"),
        title_de="Der geschlagene Executer", title_en="The beaten Executer",
        digest_de="19.1 gibt geschlagene Halbgötter dem Sieger, 16.5 lässt jedem Spieler nur den Executer seiner "
                  "Farbe. Vorgabe: ein geschlagener Executer geht in den Pool seines Besitzers zurück; nur dieser "
                  "belebt ihn wieder (als Sieger, 50 Lebensteine) oder beschwört ihn in City oder Dungeon (200), "
                  "wieder mit Kampfstärke 8. Seine Trophäen gehen an ihre Besitzer zurück. Solange er nie geschlagen "
                  "wurde, kommt er nur gegen das Opfer einer Endkreatur ins Spiel.",
        digest_en="19.1 gives beaten demigods to the winner, 16.5 lets each player use only the Executer of their "
                  "own colour. Default: a beaten Executer goes back to its owner's pool; only the owner revives it "
                  "(as the winner, 50 gems) or summons it in the City or Dungeon (200), back at power 8. Its "
                  "trophies go back to their owners. Until it was first beaten it comes into play only for the "
                  "sacrifice of an end creature.",
        default="owner-only",
    ),
    Interpretation(
        id="got.journal_goals", game=_G, sections=("26.1", "26.3", "26.4", "8.4", "17.1"),
        title_de="Siegpunkte aus dem Journal", title_en="Victory points from the journal",
        digest_de="26.1 lässt die Spieler neue Siegpunkte beim Schriftführer anzeigen. Vorgabe: Ziele, die das "
                  "Journal selbst zeigt, werden gutgeschrieben, wenn sie geschehen, und nicht angezeigt: Endkreatur "
                  "rekrutiert, Tower eingenommen (auch kampflos, nicht durch Anschluss an die eigene Besatzung), "
                  "Seearmee an Land, Titan, Darklord (auch nach 23.10 durch den Executer) oder Element vernichtet, "
                  "Skycastle eingenommen. Das sind heute alle Ziele von 26.3 und 26.4; eine Anzeige "
                  "(Eintrag „Ziel angesagt“) bliebe nur für Ziele, die kein Eintrag zeigt. Auch eine Nachrekrutierung ist "
                  "„rekrutiert“ (8.4 zählt sie zu den Rekrutierungen); wahlweise zählt nur die Rekrutierung im Land.",
        digest_en="26.1 has the players announce new victory points to the scribe. Default: goals the journal "
                  "itself shows are credited when they happen and are not announced: end creature recruited, tower "
                  "taken (also without a fight, not by joining one's own garrison), sea army ashore, Titan, Darklord "
                  "(also by the Executer as in 23.10) or element destroyed, Skycastle taken. Today that is every goal "
                  "of 26.3 and 26.4; an announcement (entry 'goal claimed') would remain only for goals no entry shows. "
                  "A reinforcement counts as 'recruited' too (8.4 counts it among the ways of recruiting); "
                  "optionally only recruiting from the land counts.",
        default="reinforcement-counts",
        choices=(Choice("reinforcement-counts", "Nachrekrutierung zählt", "a reinforcement counts"),
                 Choice("land-only", "nur Rekrutierung im Land", "only recruiting from the land")),
    ),
    Interpretation(
        id="got.battle_values", game=_G, sections=("16.3", "16.5", "24.2", "12.7", "13.5"),
        title_de="Kampfwerte in der Schlacht", title_en="Values in the battle",
        digest_de="Die Stärke einer Figur zählt im Kampfbogen so: Titan, Phantom und Dark-Titan nach den "
                  "Kampfpunkten (24.2); der Guardian mit dem Bonus der höchsten Figurenklasse unter den anderen "
                  "Figuren seiner Armee bei Schlachtbeginn (er selbst zählt nicht, Nachrekrutierte und gerufene "
                  "Götter auch nicht; im Tower eines Titan-Spielers mit Angel also 14, im Fort mit Pegasus 12); der "
                  "Jabberwok 8, wenn die gegnerische Armee bei Schlachtbeginn ein Element hat; der Knight +2 gegen "
                  "schwarze und neutrale Armeen; der Executer +1 je Trophäe; der Necromancer 6 zu Beginn und +1 je "
                  "eigener Schlagphase (der Angreifer hat eine in jeder Runde, der Verteidiger ab Runde 2; ein "
                  "gerufener ab der Runde nach dem Ruf). Wo eine Fähigkeit oder das Land eine Figur anders stellt, "
                  "trägt der Schriftführer den tatsächlichen Wert mit Grund ein; die Treffer werden daran gemessen.",
        digest_en="A figure's power on the battle sheet counts so: Titan, Phantom and Dark-Titan by the points "
                  "(24.2); the Guardian with the bonus of the highest class among the other figures of its army "
                  "when the battle began (it does not count itself, nor reinforcements or called gods; in a Titan "
                  "player's Tower with an Angel that is 14, in a Fort with a Pegasus 12); the Jabberwok 8 when the "
                  "enemy army held an element at the start; the Knight +2 against black and neutral armies; the "
                  "Executer +1 per trophy; the Necromancer 6 at the start and +1 per own strike phase (the attacker "
                  "has one in every round, the defender from round 2; a called one from the round after the call). "
                  "Where an ability or the land sets a figure otherwise, the scribe enters the actual value with a "
                  "reason; hits are measured against it.",
        default="referee-then-scribe",
        choices=(Choice("referee-then-scribe", "vom Schiedsrichter, sonst eingetragen", "the referee's, else entered"),
                 Choice("printed", "gedruckter Wert (Titan nach Kampfpunkten), sonst eingetragen",
                        "the printed value (a Titan by its points), else entered")),
        arrived=3, pinned="printed",  # before 9aa0b26 hits were measured against the printed power
    ),
    Interpretation(
        id="got.battle_reveals", game=_G, sections=("10.3", "24.3", "4.2"),
        title_de="Eine Schlacht deckt den Titan auf", title_en="A battle reveals the Titan",
        digest_de="10.3: Wird der Kampf ausgefochten, werden alle Figuren offengelegt; 24.3: ein so offengelegter "
                  "Titan bleibt offen. Vorgabe: sobald die erste Runde eingetragen ist (oder ein Kampf nachträglich "
                  "als Schlacht, Aufgabe in der Schlacht, Unentschieden oder Zeit-Sieg), ist jeder Titan beider "
                  "Armeen für den Rest der Partie offengelegt (eine Titan-Armee fasst dann 8, 4.2); nach Flucht, "
                  "Verhandlung oder Aufgabe vor der Schlacht nicht. Das Phantom des Darklords zählt nicht als Titan.",
        digest_en="10.3: when a battle is fought every figure is shown; 24.3: a Titan shown so stays revealed. "
                  "Default: once the first round is entered (or a battle is entered after the fact as fought, "
                  "conceded during the battle, a draw or a time loss), every Titan of both armies is revealed for "
                  "the rest of the game (a Titan army then holds 8, 4.2); not after a flight, a negotiation or a "
                  "concession before the battle. The Darklord's Phantom is not a Titan.",
        default="first-round",
        choices=(Choice("first-round", "ab der ersten Runde offengelegt", "revealed from the first round"),
                 Choice("entered", "nur durch einen Eintrag offengelegt", "revealed only by an entry")),
        arrived=3, pinned="entered",  # before 9aa0b26 only the reveal entry revealed a Titan
    ),
    Interpretation(
        id="got.neutral_spells", game=_G, sections=("15.1", "15.2", "5.1", "25.2"),
        title_de="Zauber neutraler Armeen", title_en="Spells of neutral armies",
        digest_de="Gesprochene Zauber kommen aus dem persönlichen Pool (15.2), und nur die Spieler erhalten einen "
                  "Satz Zauber (5.1); eine neutrale Armee hat keinen Pool, auch wenn der Spieler, der sie führt "
                  "(25.2), einen hat. Vorgabe: neutrale Armeen zaubern nicht, auch mit Warlock (der magische "
                  "Fernschuss bleibt).",
        digest_en="Spells cast come out of the personal pool (15.2), and only the players receive a set of spells "
                  "(5.1); a neutral army has no pool, though the player leading it (25.2) has. Default: neutral "
                  "armies cast no spells, not even with a Warlock (its magic rangestrike stays).",
        default="none",
        arrived=3, pinned="none",  # before 9aa0b26 a neutral army was offered no spell either
    ),
    Interpretation(
        id="got.reinforcement_losses", game=_G, sections=("17.1", "17.2", "18.2"),
        title_de="Verluste vor der Nachrekrutierung", title_en="Losses before the reinforcement",
        digest_de="Geschlagene Figuren zählen nicht zur Armeegröße (17.2). Ein nachträglich eingetragener Kampf "
                  "sagt nicht, wann die Verluste des Siegers fielen. Vorgabe: sie zählen als vor der "
                  "Nachrekrutierung bzw. dem Ruf des Gottes gefallen; eine 7er-Armee, die einen Troll verlor, "
                  "rekrutiert also einen Troll nach. Im Kampfbogen gilt der Stand der Runde.",
        digest_en="Beaten figures do not count toward the army's size (17.2). A battle entered after the fact does "
                  "not say when the winner's losses fell. Default: they count as fallen before the reinforcement or "
                  "the god call; a 7-figure army that lost a Troll reinforces with a Troll. On the battle sheet the "
                  "round's standing counts.",
        default="before-joining",
        choices=(Choice("before-joining", "vor der Nachrekrutierung gefallen", "fallen before the reinforcement"),
                 Choice("after-joining", "nach der Nachrekrutierung gefallen", "fallen after the reinforcement")),
        arrived=3, pinned="after-joining",  # before 9aa0b26 the winner's losses still counted toward its size
    ),
    Interpretation(
        id="got.timewarp", game=_G, sections=("15.6", "11.7", "11.8", "17.1"),
        title_de="Timewarp und der Rundenmarker", title_en="Timewarp and the round marker",
        digest_de="Timewarp bewegt den Rundenmarker eine Stelle vor oder zurück (15.6). Vorgabe: ein Zauber gehört "
                  "zur Runde, die noch nicht eingetragen ist; nach ihr wird die nächste übersprungen (+1) oder sie "
                  "wiederholt (−1). Die Schlacht endet, wenn der Marker Runde 7 hinter sich hat (11.8); "
                  "nachrekrutiert wird einmal, in der 4. Manöverphase, wiederholt auch in der zweiten 4., "
                  "übersprungen in der 5.",
        digest_en="Timewarp moves the round marker one place forward or back (15.6). Default: a spell belongs to the "
                  "round not yet entered; after that round the next one is skipped (+1) or the round is fought again "
                  "(−1). The battle ends when the marker has passed round 7 (11.8); the reinforcement comes once, in "
                  "the 4th manoeuvre phase, in the second 4th when it repeats, in the 5th when the 4th is skipped.",
        default="one-place",
        choices=(Choice("one-place", "eine Stelle vor oder zurück", "one place forward or back"),
                 Choice("not-moved", "der Rundenmarker bleibt", "the round marker stays")),
        arrived=3, pinned="not-moved",  # before 9aa0b26 Timewarp left the round marker
    ),
    Interpretation(
        id="got.first_round", game=_G, sections=("11.1", "13.1", "15.2", "16.2", "15.6"),
        title_de="Die erste Kampfrunde gehört dem Angreifer", title_en="The first round is the attacker's",
        digest_de="In der ersten Kampfrunde schlägt nur der Angreifer (11.1); nur wer gerade schlägt, zaubert und "
                  "setzt einmalige Sonderfertigkeiten ein (13.1, 15.2, 16.2). Ein Eintrag gehört zur Runde, die noch "
                  "nicht eingetragen ist (got.timewarp): vor Runde 1 also zu Runde 1, und dort nur für den "
                  "Angreifer. Offen lässt der Text, ob eine durch Timewarp wiederholte Runde 1 noch die des "
                  "Angreifers ist, obwohl dann beide Armeen auf dem Schlachtfeld stehen. Vorgabe: die Runde, die "
                  "der Rundenmarker als 1 zeigt, auch wiederholt (wie die Chancen sie zählen). Beispiel: der "
                  "verteidigende Darktower kann vor Runde 1 weder den Shockwave seines Warlocks noch den Cuff "
                  "einer Plaque eintragen, nach Runde 1 beides; wahlweise ist nur die Runde des Einzugs die des "
                  "Angreifers.",
        digest_en="In the first round only the attacker strikes (11.1); only the player striking casts spells and "
                  "uses one-time abilities (13.1, 15.2, 16.2). An entry belongs to the round not yet entered "
                  "(got.timewarp): before round 1 to round 1, and there only for the attacker. The text leaves open "
                  "whether a round 1 repeated by Timewarp is still the attacker's, though both armies then stand on "
                  "the battlefield. Default: the round the marker shows as 1, repeated too (as the odds count it). "
                  "Example: the defending Darktower can enter neither its Warlock's Shockwave nor a Plaque's Cuff "
                  "before round 1, both after round 1; optionally only the round of the attacker's entry is his.",
        default="marker",
        arrived=4, pinned="entry",  # before issue 36 only the round of the attacker's entry was his alone
        choices=(Choice("marker", "Runde 1 des Rundenmarkers, auch wiederholt", "round 1 of the marker, repeated too"),
                 Choice("entry", "nur die Runde des Einzugs", "only the round of the attacker's entry")),
    ),
    Interpretation(
        id="got.public_armies", game=_G, sections=("10.3", "10.5", "10.6", "24.3", "24.4", "28.6"),
        title_de="Was die Spieleranzeige von Armeen zeigt", title_en="What the players' display shows of armies",
        digest_de="10.3 hält die Figuren einer Armee geheim, bis sie ausgefochten oder in Flucht, Verhandlung oder "
                  "Aufgabe geschlagen werden; 24.3 lässt einen offengelegten Titan offen, auch nach einer Teilung; "
                  "24.4 legt das Phantom offen auf. Vorgabe: die Anzeige (Fenster, Webseite, state.json) zeigt von "
                  "einer Armee ihr Land und die Zahl ihrer Figuren (der Stapel liegt offen, 28.6) und nur die "
                  "Figuren, die so öffentlich wurden: beide Armeen ab der ersten eingetragenen Runde, die "
                  "geschlagenen Figuren nach Flucht, Verhandlung oder Aufgabe vor der Schlacht (die siegende Armee "
                  "bleibt verdeckt), den offengelegten Titan und das Phantom. Nach einer geheimen Teilung weiß die "
                  "Anzeige von beiden Teilen nichts mehr als den Herrscher; vor der ersten Runde zeigt sie keine "
                  "Chancen (sie verrieten die Armeen). Wahlweise spielt der Tisch offen: alles wird gezeigt.",
        digest_en="10.3 keeps an army's figures secret until they are fought or beaten in a flight, negotiation or "
                  "concession; 24.3 keeps a revealed Titan revealed, also after a split; 24.4 places the Phantom "
                  "face up. Default: the display (window, web page, state.json) shows of an army its land and the "
                  "number of its figures (the stack lies in view, 28.6) and only the figures made public so: both "
                  "armies from the first round entered, the beaten figures after a flight, a negotiation or a "
                  "concession before the battle (the winning army stays hidden), the revealed Titan and the Phantom. "
                  "After a secret split the display knows nothing more of either part than the master; before the "
                  "first round it shows no odds (they would give the armies away). Optionally the table plays "
                  "open: everything is shown.",
        default="rules",
        choices=(Choice("rules", "nur was die Regeln offenlegen", "only what the rules make public"),
                 Choice("open", "der Tisch spielt offen", "the table plays open")),
        arrived=3, pinned="rules",  # no players' display before b33b03f: what the rules make public
    ),
    Interpretation(
        id="got.public_recruits", game=_G, sections=("22.1", "28.8", "10.3"),
        title_de="Rekrutierte Figuren auf der Spieleranzeige", title_en="Recruited figures on the players' display",
        digest_de="Beim Rekrutieren werden die berechtigenden Kreaturen vorgezeigt (22.1), und 28.8 rät, die neue "
                  "Figur erst offen auf das Deckmärkchen zu legen; danach wird sie untergemischt, und 10.3 hält die "
                  "Armee geheim. Vorgabe: die Anzeige zeigt rekrutierte Figuren nicht (nur die Zahl der Figuren "
                  "wächst); wahlweise bleiben sie als bekannt gezeigt, bis die Armee sich teilt.",
        digest_en="Recruiting shows the creatures that allow it (22.1), and 28.8 advises laying the new figure face up "
                  "on the marker first; then it is sorted in, and 10.3 keeps the army secret. Default: the display "
                  "does not show recruited figures (only the number of figures grows); optionally they stay shown "
                  "as known until the army splits.",
        default="hidden",
        choices=(Choice("hidden", "nicht gezeigt", "not shown"), Choice("shown", "gezeigt", "shown")),
        arrived=3, pinned="hidden",  # no players' display before b33b03f
    ),
)
