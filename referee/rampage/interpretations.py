"""Where the Castle Rampage text (001) is silent or unclear (RULES-NOTES, Castle Rampage 1–2 and more).

>>> resolve("rampage.topple_effect", {}), resolve("rampage.simultaneous_castles", {})
('gate_or_castle', 'active_loses')
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.core.interpretation import Choice, Interpretation

_G = "rampage"

INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(
        id="rampage.card_values", game=_G, sections=("karten", "anhang", "angriffe"),
        title_de="Angriffs- und Verteidigungswerte", title_en="Attack and defense values",
        digest_de="Der Text nennt Namen und Zahl von 80 der 118 Karten, aber nur wenige Werte: Axtkämpfer "
        "Angriff 2, Ritter 5 (+1 für eine zweite abgelegte Karte), Söldner 3 (+3 für eine abgeworfene "
        "Einheit), Knappe +1 je ausliegendem, Pfeilhagel 3 auf die Burg, Drache Tor 2 / Burg 3, Oger Tor 6. "
        "Diese Werte prüft das Programm: ein Angriff mit einem Bonus ohne seine Kosten und eine aufgedeckte "
        "Karte mit einem anderen Wert werden abgelehnt. Den übrigen Katalog ergänzt ein Tisch im Aufbau "
        "(nicht die Werte des Textes); ein Angriffswert, den der Text nicht nennt, ist die Eingabe des "
        "Schriftführers (nicht unter dem bekannten Teil).",
        digest_en="The text gives names and counts of 80 of the 118 cards but few values: axe fighter attack "
        "2, knight 5 (+1 for a second discarded card), mercenary 3 (+3 for a discarded unit), squire +1 "
        "each in the display, arrow rain 3 on the castle, dragon gate 2 / castle 3, ogre gate 6. The "
        "program checks these: an attack with a bonus but without its cost, and a revealed card with "
        "another value, are refused. A table completes the rest of the catalog in the setup (not the "
        "text's values); an attack value the text does not give is the scribe's entry (never below the "
        "known part).",
        default="entered",
    ),
    Interpretation(
        id="rampage.attack_bonuses", game=_G,
        sections=("anhang.axtkaempfer", "anhang.pfeilhagel", "anhang.koch", "anhang.narr", "anhang.tunnelgraeber"),
        title_de="Boni für den nächsten Angriff", title_en="Bonuses for the next attack",
        digest_de="Der Anhang spricht von 'Axtkämpfer (Angriff +2)', dessen Bonus verfällt, wenn im Zug kein "
        "weiterer Angriff folgt, und von Boni durch Koch und ausliegenden Tunnelgräber, ohne deren Größe. "
        "Standard: ein Axtkämpfer gibt dem nächsten Angriff desselben Zuges +2 (mehrere addieren sich; der "
        "nächste Angriff verbraucht sie, am Zugende verfallen sie); nach einem Koch und mit einem "
        "ausliegenden Tunnelgräber ist der Angriffswert die Eingabe des Schriftführers, nicht unter dem "
        "bekannten Teil. Wahlweise (und immer bei zwei Axtkämpfer-Arten) wird auch der "
        "Axtkämpfer-Bonus nur eingegeben, nicht geprüft.",
        digest_en="The appendix speaks of 'axe fighter (attack +2)', whose bonus lapses when no further "
        "attack follows in the turn, and of bonuses from a cook and a displayed tunneler without their "
        "size. Default: an axe fighter gives the next attack of the same turn +2 (several add up; the next "
        "attack uses them, they lapse at the end of the turn); after a cook and with a displayed tunneler "
        "the attack value is the scribe's entry, never below the known part. Optionally (and always with two "
        "kinds of axe fighter) the axe fighter's bonus is entered too, not checked.",
        default="checked",
        choices=(Choice("checked", "+2 geprüft", "+2 checked"), Choice("entered", "eingegeben", "entered")),
    ),
    Interpretation(
        id="rampage.known_cards", game=_G, sections=("angriffe", "spielvorbereitung", "anhang.verraeter"),
        title_de="Bekannte Karten in Tor und Burg", title_en="Known cards in gate and castle",
        digest_de="Der Stand kennt sonst nur die Stapelgrößen. Das Programm merkt sich, was der Tisch wissen "
        "kann: eine Karte, die unter Tor oder Burg geschoben wurde (unten, mit ihrem Wert dort, wo Text oder "
        "Tisch ihn geben), einen untergeschobenen Spion oder Saboteur und eine Karte, die einem Angriff "
        "standhielt und wieder oben liegt (mit dem aufgedeckten Wert). Überläufer und Bauarbeiter nehmen das "
        "Wissen mit; nach einem Verräter (welche Karten er tauscht, steht nicht im Text) ist es vergessen. "
        "Eine aufgedeckte Karte mit anderem Wert oder Namen wird abgelehnt.",
        digest_en="The state otherwise knows only stack sizes. The program remembers what the table can know: "
        "a card pushed under gate or castle (at the bottom, with its value there where the text or the table "
        "gives it), a planted spy or saboteur, and a card that held an attack and lies on top again (with the "
        "value revealed). Turncoat and builder carry that knowledge along; after a traitor (which cards it "
        "swaps is not in the text) it is forgotten. A revealed card with another value or name is refused.",
        default="remembered",
    ),
    Interpretation(
        id="rampage.ogre", game=_G, sections=("anhang.oger", "spielablauf"),
        title_de="Der Oger als Verstärkung", title_en="The ogre as reinforcement",
        digest_de="Der Kartentext fehlt; der Anhang sagt, das Einsetzen des Ogers gelte als reguläres "
        "Verstärken. Das Programm zählt den Oger als die eine Verstärkung des Zuges, ob er als Verstärkung "
        "(mit seinen Kosten) oder als ausgespielte Karte eingetragen wird: danach wird in diesem Zug nicht "
        "mehr verstärkt, und nach einer Verstärkung wird kein Oger mehr eingesetzt.",
        digest_en="The card text is missing; the appendix says using the ogre counts as regular reinforcing. "
        "The program counts the ogre as the turn's one reinforcement, whether it is entered as a "
        "reinforcement (with its costs) or as a played card: no further reinforcing that turn, and no ogre "
        "after the turn's reinforcement.",
        default="counts_as_reinforcement",
    ),
    Interpretation(
        id="rampage.simultaneous_castles", game=_G, sections=("spielende", "anhang.beschwoerer",
                                                              "anhang.erdbeben", "anhang.narr"),
        title_de="Beide Burgen zugleich zerstört", title_en="Both castles destroyed at once",
        digest_de="Fallen beide Burgen zugleich (Beschwörer, Erdbeben), verliert der aktive Spieler. "
        "Der Narr entscheidet das Spiel immer: Burg zerstört, gewinnt der Angreifer, sonst der Verteidiger.",
        digest_en="When both castles fall at once (summoner, earthquake) the active player loses. The "
        "fool always decides the game: castle destroyed, the attacker wins, otherwise the defender.",
        default="active_loses",
    ),
    Interpretation(
        id="rampage.topple_effect", game=_G, sections=("anhang.drache", "anhang.erdbeben"),
        title_de="Drache und Erdbeben", title_en="Dragon and earthquake",
        digest_de="Der Kartentext fehlt; der Anhang sagt nur, dass bei leerem Tor 'nur' die oberste "
        "Burgkarte fällt. Standard: die oberste Torkarte fällt, bei leerem Tor die oberste Burgkarte. "
        "Wahlweise fallen oberste Tor- und Burgkarte (bei leerem Tor nur die Burgkarte).",
        digest_en="The card text is missing; the appendix only says that with an empty gate 'only' the "
        "top castle card falls. Default: the top gate card falls, with an empty gate the top castle card. "
        "Optionally the top gate and castle cards fall (with an empty gate only the castle card).",
        default="gate_or_castle",
        choices=(Choice("gate_or_castle", "Tor, sonst Burg", "gate, else castle"),
                 Choice("gate_and_castle", "Tor und Burg", "gate and castle")),
    ),
    Interpretation(
        id="rampage.saboteur_bonus", game=_G, sections=("anhang.saboteur", "angriffe"),
        title_de="Saboteur verstärkt den Angriff", title_en="Saboteur strengthens the attack",
        digest_de="Ein im Angriff zerstörter Saboteur verstärkt den Angriff; um wie viel, steht nicht im "
        "Text (Wert wird eingegeben). Standard: der Bonus kommt zum Rest-Angriff, auch nach einem "
        "Gleichstand, und der Angriff geht weiter. Wahlweise beendet ein Gleichstand den Angriff trotzdem.",
        digest_en="A saboteur destroyed in an attack strengthens it; by how much is not in the text (the "
        "value is entered). Default: the bonus is added to what is left, also after an equal hit, and the "
        "attack goes on. Optionally an equal hit still ends the attack.",
        default="continues",
        choices=(Choice("continues", "Angriff geht weiter", "attack goes on"),
                 Choice("equal_stops", "Gleichstand beendet", "equal hit stops")),
    ),
    Interpretation(
        id="rampage.violet_timing", game=_G, sections=("effekte", "anhang.spion"),
        title_de="Zeitpunkt der Abwürfe (Bombenleger, Spion)", title_en="When bomber and spy discards happen",
        digest_de="Die Online-Fassung lässt die Abwürfe erst nach dem ganzen Angriff ausführen, 'abweichend "
        "vom Original'. Das Programm folgt dem Original (sofort); für die Kartenzahlen ist es gleich: "
        "je Bombenleger wirft der aktive Spieler 2, je Spion der Gegner 2 Karten ab.",
        digest_en="The online version discards only after the whole attack, 'unlike the original'. The "
        "program follows the original (at once); for card counts it is the same: 2 cards for the active "
        "player per bomber, 2 for the opponent per spy.",
        default="immediately",
    ),
    Interpretation(
        id="rampage.axe_fighter", game=_G, sections=("anhang.axtkaempfer", "karten"),
        title_de="Axtkämpfer doppelt im Anhang", title_en="Axe fighter listed twice",
        digest_de="Der Anhang führt 'Axtkämpfer (5x)' zweimal mit verschiedenen Hinweisen (Ziehen vor dem "
        "Angriff; Bonus verfällt). Standard: eine Kartenart mit 5 Karten (80 bekannte Karten); wahlweise "
        "zwei Arten mit zusammen 10.",
        digest_en="The appendix lists 'Axtkämpfer (5x)' twice with different notes (draw before the attack; "
        "the bonus lapses). Default: one kind of 5 cards (80 known cards); optionally two kinds, 10 in all.",
        default="one_kind",
        choices=(Choice("one_kind", "5 Karten", "5 cards"), Choice("two_kinds", "10 Karten", "10 cards")),
    ),
    Interpretation(
        id="rampage.diplomat", game=_G, sections=("anhang.diplomat",),
        title_de="Diplomat", title_en="Diplomat",
        digest_de="Der Kartentext fehlt; der Anhang sagt, der Gegner dürfe im nächsten Zug 'auch' keinen "
        "Veteranen neu ausspielen, ein ausliegender greife trotzdem an, ein Narr sei erlaubt. Standard: "
        "im nächsten Zug des Gegners sind Angriffe aus der Hand verboten, außer dem Narren.",
        digest_en="The card text is missing; the appendix says the opponent may 'also' not play a new "
        "veteran next turn, a displayed one still attacks, a fool is allowed. Default: in the opponent's "
        "next turn attacks from the hand are forbidden, except the fool.",
        default="no_attacks",
        choices=(Choice("no_attacks", "keine Angriffe aus der Hand", "no attacks from the hand"),
                 Choice("not_enforced", "nicht prüfen", "not checked")),
    ),
    Interpretation(
        id="rampage.counsellor", game=_G, sections=("anhang.berater", "spielablauf"),
        title_de="Berater: mehr Karten ziehen", title_en="Counsellor: drawing more cards",
        digest_de="Der Kartentext fehlt; der Anhang sagt nur, dass sich mit mehreren ausliegenden Beratern "
        "die zu ziehende Kartenzahl je Berater um 1 erhöht. Das Programm erlaubt beim Ziehen zu Zugbeginn "
        "höchstens eine Karte mehr je ausliegendem Berater; andere Wirkungen trägt der Schriftführer ein.",
        digest_en="The card text is missing; the appendix only says that with several counsellors in the "
        "display the number of cards to draw rises by 1 for each. The program allows at most one more card "
        "per displayed counsellor at the start-of-turn draw; other effects are entered by the scribe.",
        default="one_per_counsellor",
    ),
    Interpretation(
        id="rampage.untracked_effects", game=_G, sections=("karten", "anhang"),
        title_de="Kartenwirkungen ohne Text", title_en="Card effects without text",
        digest_de="Die Texte vieler Karten fehlen (Heiler, Nachschub …). Ihre Wirkung trägt der Schriftführer "
        "ein (Kosten als benannte Karten, gezogene Karten, Karten unter Tor oder Burg, Angriffswert); geprüft "
        "werden die Regeln, die der Text nennt. Priester, Räuber, Riese, Bauarbeiter, Verräter und Koch haben "
        "eigene Auslegungen.",
        digest_en="Many card texts are missing (healer, supply …). The scribe enters their effect (costs as "
        "named cards, cards drawn, cards under gate or castle, attack value); the rules the text states are "
        "checked. Priest, robber, giant, builder, traitor and cook have interpretations of their own.",
        default="entered",
    ),
    Interpretation(
        id="rampage.units", arrived=2, pinned="not_checked", game=_G,
        sections=("karten", "anhang.soeldner", "anhang.angriffsplan"),
        title_de="Welche Karten Einheiten sind", title_en="Which cards are units",
        digest_de="Eine Karte mit Pferd-, Schwert- oder Bogensymbol ist eine Einheit; welche Karte welches "
        "Symbol trägt, ging mit den Bildern verloren. Standard: Axtkämpfer Schwert, Bogenschütze Bogen, Ritter "
        "Pferd, Söldner und Riese alle drei (jeweils nur für eines eingesetzt); andere Karten sind keine "
        "Einheiten. Eine benannte Abgabe für Söldner-Bonus, Angriffsplan oder Priester wird damit geprüft. "
        "Wahlweise wird die Art der abgegebenen Karten nicht geprüft.",
        digest_en="A card with a horse, sword or bow symbol is a unit; which card carries which symbol was "
        "lost with the pictures. Default: axe fighter sword, archer bow, knight horse, mercenary and giant all "
        "three (each used for one only); other cards are no units. A named discard for the mercenary's bonus, "
        "an attack plan or the priest is checked with this. Optionally the kind of discarded cards is not "
        "checked.",
        default="checked",
        choices=(Choice("checked", "geprüft", "checked"), Choice("not_checked", "nicht prüfen", "not checked")),
    ),
    Interpretation(
        id="rampage.giant", game=_G, sections=("karten",),
        title_de="Riese", title_en="Giant",
        digest_de="Vom Riesen sagt der Text nur, dass er mehrere Einheitensymbole trägt und nur für eines "
        "eingesetzt wird. Standard: er trägt Pferd, Schwert und Bogen; sein Angriffswert ist die Eingabe des "
        "Schriftführers (Auslegung Angriffs- und Verteidigungswerte).",
        digest_en="Of the giant the text only says that it carries several unit symbols and is used for one. "
        "Default: it carries horse, sword and bow; its attack value is the scribe's entry (interpretation "
        "attack and defense values).",
        default="all_symbols",
    ),
    Interpretation(
        id="rampage.priest", arrived=2, pinned="entered", game=_G, sections=("anhang.priester",),
        title_de="Priester", title_en="Priest",
        digest_de="Beide Spieler werfen alle Einheiten ihrer Hand ab. Standard: der Eintrag nennt die "
        "abgeworfenen Karten beider Spieler, jede muss eine Einheit sein (Auslegung Einheiten), keiner "
        "wirft mehr ab, als er auf der Hand hat, und jede Einheit, die der Tisch in einer Hand kennt (die "
        "Beute eines Räubers), muss dabei sein; welche Karten die Hände sonst halten, ist geheim, das "
        "'alle' bestätigt der Schriftführer. Wahlweise (alte Partien) werden nur Anzahlen eingegeben.",
        digest_en="Both players discard every unit of their hand. Default: the entry names both players' "
        "discarded cards, each must be a unit (interpretation units), nobody discards more than the "
        "hand holds, and every unit the table knows in a hand (a robber's loot) must be among them; which cards "
        "the hands hold otherwise is secret, the scribe confirms the 'every'. "
        "Optionally (old games) only counts are entered.",
        default="named_units",
        choices=(Choice("named_units", "Einheiten benannt", "units named"),
                 Choice("entered", "Anzahlen eingegeben", "counts entered")),
    ),
    Interpretation(
        id="rampage.robber", arrived=2, pinned="entered", game=_G, sections=("anhang.spion", "angriffe"),
        title_de="Räuber", title_en="Robber",
        digest_de="Der Text erwähnt nur, dass ein durch einen Räuber zerstörter Bombenleger auf die Hand des "
        "aktiven Spielers kommen kann. Standard: alle Karten, die der Angriff des Räubers beim Gegner "
        "zerstört, kommen auf die Hand des Angreifers statt auf den Ablagestapel. Wahlweise wird die Zahl "
        "eingegeben (höchstens die zerstörten).",
        digest_en="The text only mentions that a bomber destroyed by a robber may reach the active player's "
        "hand. Default: every card the robber's attack destroys at the opponent goes into the attacker's "
        "hand instead of the discard pile. Optionally the number is entered (at most those destroyed).",
        default="all_destroyed",
        choices=(Choice("all_destroyed", "alle zerstörten", "all destroyed"),
                 Choice("entered", "Anzahl eingegeben", "number entered")),
    ),
    Interpretation(
        id="rampage.builder", arrived=2, pinned="entered", game=_G, sections=("anhang.saboteur",),
        title_de="Bauarbeiter", title_en="Builder",
        digest_de="Der Text sagt nur, dass durch den Bauarbeiter ein Saboteur aus dem Tor in die Burg kommen "
        "kann. Standard: der Bauarbeiter legt die oberste Karte des eigenen Tores unter die eigene Burg "
        "(bei leerem Tor nichts). Wahlweise wird die Zahl der Karten eingegeben.",
        digest_en="The text only says that a saboteur may reach a castle from a gate through the builder. "
        "Default: the builder puts the top card of the own gate under the own castle (nothing with an empty "
        "gate). Optionally the number of cards is entered.",
        default="top_gate_card",
        choices=(Choice("top_gate_card", "oberste Torkarte", "top gate card"),
                 Choice("entered", "Anzahl eingegeben", "number entered")),
    ),
    Interpretation(
        id="rampage.traitor", game=_G, sections=("anhang.verraeter",),
        title_de="Verräter", title_en="Traitor",
        digest_de="Der Text sagt nur, dass die vertauschten Karten nicht angesehen werden dürfen. Standard: "
        "der Verräter tauscht Karten zwischen den Stapeln beider Spieler, ohne dass sich eine Stapelgröße "
        "ändert; was von Toren und Burgen beider Spieler bekannt war, ist danach vergessen.",
        digest_en="The text only says the swapped cards must not be looked at. Default: the traitor swaps "
        "cards between both players' stacks without changing a stack's size; what was known of both "
        "players' gates and castles is forgotten afterwards.",
        default="sizes_kept",
    ),
    Interpretation(
        id="rampage.cook", arrived=2, pinned="entered", game=_G, sections=("anhang.koch",),
        title_de="Koch", title_en="Cook",
        digest_de="Der Text sagt nur, dass sich die Boni mehrerer Köche addieren (auch mit Axtkämpfer und "
        "Knappe). Standard: jeder Koch gibt dem nächsten Angriff desselben Zuges +1 (geprüft; verfällt am "
        "Zugende). Wahlweise (alte Partien) ist der Angriffswert nach einem Koch die Eingabe des "
        "Schriftführers, nicht unter dem bekannten Teil.",
        digest_en="The text only says that the bonuses of several cooks add up (also with axe fighter and "
        "squire). Default: each cook gives the next attack of the same turn +1 (checked; lapses at the end "
        "of the turn). Optionally (old games) the attack value after a cook is the scribe's entry, never "
        "below the known part.",
        default="plus_one",
        choices=(Choice("plus_one", "+1 je Koch", "+1 per cook"), Choice("entered", "eingegeben", "entered")),
    ),
)

BY_ID: dict[str, Interpretation] = {i.id: i for i in INTERPRETATIONS}


def resolve(interpretation_id: str, settings: Mapping[str, str]) -> str:
    return BY_ID[interpretation_id].resolve(settings)
