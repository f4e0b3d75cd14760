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
                  "Titan-Armee stehen; wohin sie stattdessen zieht, trägt der Schriftführer als Zug ein. "
                  "Vorgabe: wie 23.5 (Halt vor der Titan-Armee).",
        digest_en="23.3 sends a black army that finds a Titan when attacking back to the Dungeon by "
                  "teleport; 23.5 makes it stop in front of the Titan's army. Either way the referee accepts "
                  "no battle and does not let the black army stand on the Titan army's land; where it goes "
                  "instead the scribe enters as a move. Default: as 23.5 (stop in front of the Titan army).",
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
)
