<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AttackDialog</name>
    <message>
        <location filename="../games/weiss/attack.py" line="41" />
        <source>Angriff</source>
        <translation>Attack</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="56" />
        <source>Platz</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="56" />
        <source>Angriffsart (Schaden)</source>
        <translation>Kind of attack (damage)</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="57" />
        <source>Trigger-Karte</source>
        <translation>Trigger card</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="57" />
        <source>Trigger</source>
        <translation>Trigger</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="58" />
        <source>Pool: Karte ins Lager</source>
        <translation>Pool: card to stock</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="58" />
        <source>Ziehen: Karte</source>
        <translation>Draw: card</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="59" />
        <source>Comeback: Charakter</source>
        <translation>Comeback: character</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="60" />
        <source>Zurück auf die Hand: Platz</source>
        <translation>Back to hand: place</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="69" />
        <source>Jetzt kann kein Charakter angreifen (Angriffsphase, stehender Charakter vorn, im ersten Zug nur ein Angriff).</source>
        <translation>No character can attack now (attack phase, a standing front character, only one attack in the first turn).</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="79" />
        <source>keiner</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="79" />
        <source>+1 Seele</source>
        <translation>+1 soul</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="80" />
        <source>gegnerischer Charakter zurück auf die Hand</source>
        <translation>an opposing character back to hand</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="81" />
        <source>oberste Deckkarte ins Lager</source>
        <translation>top deck card to stock</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="82" />
        <source>Charakter aus dem Warteraum auf die Hand</source>
        <translation>a character from the waiting room to hand</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="83" />
        <source>eine Karte ziehen</source>
        <translation>draw a card</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="88" />
        <source>(keine)</source>
        <translation>(none)</translation>
    </message>
</context>
<context>
    <name>BattleDialog</name>
    <message>
        <location filename="../games/weiss/attack.py" line="174" />
        <source>Kampf</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="184" />
        <source>Ein Kampf folgt nur auf den Schaden eines Frontalangriffs.</source>
        <translation>A battle only follows the damage of a front attack.</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="193" />
        <source>Kraft</source>
        <translation>Power</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="194" />
        <source>Angreifer ± (Kartentext)</source>
        <translation>Attacker ± (card text)</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="195" />
        <source>Verteidiger ± (Kartentext, ohne Konter)</source>
        <translation>Defender ± (card text, without counter)</translation>
    </message>
</context>
<context>
    <name>CardDialog</name>
    <message>
        <location filename="../games/weiss/dialogs.py" line="186" />
        <source>Karte</source>
        <translation>Card</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <location filename="../games/weiss/cards.py" line="30" />
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <location filename="../games/weiss/cards.py" line="31" />
        <source>Karte hinzufügen</source>
        <translation>Add card</translation>
    </message>
    <message>
        <location filename="../games/weiss/cards.py" line="32" />
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <location filename="../games/weiss/cards.py" line="33" />
        <source>letzte Karte entfernen</source>
        <translation>Remove last card</translation>
    </message>
</context>
<context>
    <name>ClockDialog</name>
    <message>
        <location filename="../games/weiss/dialogs.py" line="197" />
        <source>Karte in den Clock</source>
        <translation>Card to clock</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="202" />
        <source>Clock nur einmal in der eigenen Clockphase.</source>
        <translation>Clock only once, in one's own clock phase.</translation>
    </message>
</context>
<context>
    <name>CounterDialog</name>
    <message>
        <location filename="../games/weiss/attack.py" line="113" />
        <source>Gegenangriff</source>
        <translation>Counter</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="121" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="122" />
        <source>Konter-Karte</source>
        <translation>Counter card</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="123" />
        <source>+ Kraft (Kartentext)</source>
        <translation>+ power (card text)</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="125" />
        <source>Kein Gegenangriff möglich (nur bei einem Frontalangriff vor dem Schaden, mit einer spielbaren Konter-Karte).</source>
        <translation>No counter possible (only in a front attack before the damage, with a playable counter card).</translation>
    </message>
</context>
<context>
    <name>DamageChart</name>
    <message>
        <location filename="../games/weiss/odds.py" line="66" />
        <source>K.o.</source>
        <translation>K.O.</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="69" />
        <source>Schaden</source>
        <translation>Damage</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="71" />
        <source>verliert</source>
        <translation>loses</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="80" />
        <source>Schaden in %, Verteidiger verliert</source>
        <translation>Damage in %, defender loses</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="84" />
        <source>Schaden in den Clock</source>
        <translation>Damage to clock</translation>
    </message>
</context>
<context>
    <name>DamageDialog</name>
    <message>
        <location filename="../games/weiss/attack.py" line="138" />
        <location filename="../games/weiss/attack.py" line="144" />
        <source>Schaden</source>
        <translation>Damage</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="145" />
        <source>aufgedeckt</source>
        <translation>revealed</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="146" />
        <source>Seele ± (Kartentext)</source>
        <translation>Soul ± (card text)</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="149" />
        <source>Es steht kein Schaden an.</source>
        <translation>No damage is due.</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="153" />
        <source>{n} an {p}</source>
        <translation>{n} to {p}</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="155" />
        <source>Climax hebt auf: {c}, Levelaufstieg: {l}</source>
        <translation>climax cancels: {c}, level-up: {l}</translation>
    </message>
</context>
<context>
    <name>DeckBox</name>
    <message>
        <location filename="../games/weiss/setup.py" line="161" />
        <source>Beispieldeck</source>
        <translation>Sample deck</translation>
    </message>
    <message>
        <location filename="../games/weiss/setup.py" line="162" />
        <source>Deck prüfen</source>
        <translation>Check deck</translation>
    </message>
    <message>
        <location filename="../games/weiss/setup.py" line="169" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../games/weiss/setup.py" line="183" />
        <source>{n} von {size} Karten, {c} Climax (höchstens {most})</source>
        <translation>{n} of {size} cards, {c} climaxes (at most {most})</translation>
    </message>
    <message>
        <location filename="../games/weiss/setup.py" line="201" />
        <source>✓ {n} Karten, {c} Climax</source>
        <translation>✓ {n} cards, {c} climaxes</translation>
    </message>
</context>
<context>
    <name>DeckEditor</name>
    <message>
        <location filename="../games/weiss/decks.py" line="103" />
        <source>Wirkung</source>
        <translation>Effect</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="102" />
        <source>Encore-Kosten</source>
        <translation>Encore cost</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="92" />
        <source>Anzahl</source>
        <translation>Copies</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="92" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="92" />
        <source>Art</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="92" />
        <source>Farbe</source>
        <translation>Colour</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="92" />
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="92" />
        <source>Kosten</source>
        <translation>Cost</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="93" />
        <source>Seele</source>
        <translation>Soul</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="93" />
        <source>Kraft</source>
        <translation>Power</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="93" />
        <source>Trigger</source>
        <translation>Trigger</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="93" />
        <source>Konter</source>
        <translation>Counter</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="97" />
        <source>Karte hinzufügen</source>
        <translation>Add a card</translation>
    </message>
</context>
<context>
    <name>DeckEntry</name>
    <message>
        <location filename="../games/weiss/dialogs.py" line="89" />
        <source>Nur wenn das Deck leer wurde: die oberste Karte des neuen Decks ging in den Clock (Deck leer, Refresh).</source>
        <translation>Only when the deck ran out: the top card of the new deck went to clock (deck empty, refresh).</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="91" />
        <source>Deck leer (Refresh): Karte in den Clock</source>
        <translation>Deck empty (refresh): card to clock</translation>
    </message>
</context>
<context>
    <name>DiscardDialog</name>
    <message>
        <location filename="../games/weiss/dialogs.py" line="318" />
        <source>Abwerfen</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="323" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="324" />
        <source>abwerfen</source>
        <translation>discard</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="328" />
        <source>Niemand muss abwerfen (nur in der Endphase, über 7 Karten).</source>
        <translation>Nobody has to discard (only in the end phase, above 7 cards).</translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <location filename="../games/weiss/dialogs.py" line="100" />
        <source>Karten ziehen</source>
        <translation>Draw cards</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="106" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="107" />
        <source>zu ziehen</source>
        <translation>to draw</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="108" />
        <source>gezogen</source>
        <translation>drawn</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="113" />
        <source>Jetzt ist kein Ziehen fällig.</source>
        <translation>No draw is due now.</translation>
    </message>
</context>
<context>
    <name>EncoreDialog</name>
    <message>
        <location filename="../games/weiss/attack.py" line="224" />
        <source>Kein Encore möglich (Endphase, besiegter Charakter, genug Karten im Lager).</source>
        <translation>No encore possible (end phase, a reversed character, enough cards in the stock).</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="220" />
        <source>{n} Karten aus dem Lager</source>
        <translation>{n} cards from the stock</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="211" />
        <source>Encore</source>
        <translation>Encore</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="215" />
        <source>Charakter</source>
        <translation>Character</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="217" />
        <source>Kein Encore möglich (Endphase, besiegter Charakter, 3 Karten im Lager).</source>
        <translation>No encore possible (end phase, a reversed character, 3 cards in stock).</translation>
    </message>
</context>
<context>
    <name>LevelUpDialog</name>
    <message>
        <location filename="../games/weiss/dialogs.py" line="213" />
        <source>Levelaufstieg</source>
        <translation>Level up</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="216" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="219" />
        <source>Niemand hat 7 Karten im Clock.</source>
        <translation>Nobody has 7 cards in clock.</translation>
    </message>
</context>
<context>
    <name>MoveDialog</name>
    <message>
        <location filename="../games/weiss/dialogs.py" line="288" />
        <source>Charakter bewegen</source>
        <translation>Move character</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="294" />
        <source>von</source>
        <translation>from</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="295" />
        <source>nach</source>
        <translation>to</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="301" />
        <source>Bewegen nur in der Hauptphase.</source>
        <translation>Moving only in the main phase.</translation>
    </message>
</context>
<context>
    <name>MulliganDialog</name>
    <message>
        <location filename="../games/weiss/dialogs.py" line="136" />
        <source>Mulligan</source>
        <translation>Mulligan</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="141" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="142" />
        <source>abwerfen</source>
        <translation>discard</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="143" />
        <source>nachziehen</source>
        <translation>draw again</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="151" />
        <source>Jetzt ist kein Mulligan an der Reihe.</source>
        <translation>No mulligan is due now.</translation>
    </message>
</context>
<context>
    <name>OddsCalculator</name>
    <message>
        <location filename="../games/weiss/odds.py" line="236" />
        <source>Ganze Angriffsphase (Angriffe: {a}, je mit Trigger): Verteidiger verliert {p} (genau {f}), erwarteter Schaden {e}</source>
        <translation>Whole attack phase (attacks: {a}, each with its trigger): the defender loses {p} (exactly {f}), expected damage {e}</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="233" />
        <source>{place} mit Seele {soul}</source>
        <translation>{place} with soul {soul}</translation>
    </message>
    <message>
        <source>Schritte mit Bedingungen (eine Zeile je Schritt, unter einer Bedingung eingerückt)</source>
        <translation>Steps with conditions (one line each, indented under a condition)</translation>
    </message>
    <message>
        <source>attack 2 (side, direct) · burn 1 · burn cx · mill 2 · reveal 2 · reveal 2 remove cx · reshuffle · if cx · if not cx · if trg · else</source>
        <translation>attack 2 (side, direct) · burn 1 · burn cx · mill 2 · reveal 2 · reveal 2 remove cx · reshuffle · if cx · if not cx · if trg · else</translation>
    </message>
    <message>
        <source>Schritte: Schaden {s}; Verteidiger verliert {p} (genau {f})</source>
        <translation>Steps: damage {s}; defender loses {p} (exactly {f})</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="113" />
        <source>sofort beim Refresh</source>
        <translation>at once on the refresh</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="114" />
        <source>nach dem Schaden</source>
        <translation>after the damage</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="157" />
        <source>Verteidiger</source>
        <translation>Defender</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="157" />
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="157" />
        <location filename="../games/weiss/odds.py" line="158" />
        <location filename="../games/weiss/odds.py" line="159" />
        <source>davon Climax</source>
        <translation>climaxes among them</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="158" />
        <source>Warteraum</source>
        <translation>Waiting room</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="159" />
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="159" />
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="160" />
        <source>Schaden (nacheinander)</source>
        <translation>Damage (in order)</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="160" />
        <source>Refresh-Schaden</source>
        <translation>Refresh damage</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="210" />
        <source>Climax hebt auf (je Schaden): {c}</source>
        <translation>Climax cancels (per damage): {c}</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="211" />
        <source>erwarteter Schaden: {e}</source>
        <translation>expected damage: {e}</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="212" />
        <source>Levelaufstieg: {p}</source>
        <translation>level-up: {p}</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="213" />
        <source>Refresh: {p}</source>
        <translation>refresh: {p}</translation>
    </message>
    <message>
        <location filename="../games/weiss/odds.py" line="214" />
        <source>Verteidiger verliert: {p} (genau {f})</source>
        <translation>Defender loses: {p} (exactly {f})</translation>
    </message>
</context>
<context>
    <name>PhaseDialog</name>
    <message>
        <location filename="../games/weiss/dialogs.py" line="164" />
        <source>Nächste Phase</source>
        <translation>Next phase</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="170" />
        <source>({p} ist am Zug)</source>
        <translation>({p} to play)</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="171" />
        <source>nächste Phase</source>
        <translation>next phase</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="173" />
        <source>Erst muss das Fällige erledigt werden (Ziehen, Angriff, Levelaufstieg, Abwerfen auf 7).</source>
        <translation>First finish what is due (draw, attack, level-up, discarding to 7).</translation>
    </message>
</context>
<context>
    <name>PlayDialog</name>
    <message>
        <location filename="../games/weiss/dialogs.py" line="233" />
        <source>Karte spielen</source>
        <translation>Play card</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="233" />
        <source>Climax spielen</source>
        <translation>Play climax</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="241" />
        <source>Platz</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="257" />
        <source>Nicht spielbar:</source>
        <translation>Not playable:</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="259" />
        <source>Jetzt kann keine solche Karte gespielt werden.</source>
        <translation>No such card can be played now.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../games/weiss/models.py" line="52" />
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="52" />
        <source>Clock (Climax)</source>
        <translation>Clock (climaxes)</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="52" />
        <source>Lager</source>
        <translation>Stock</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="52" />
        <source>Deck (Climax)</source>
        <translation>Deck (climaxes)</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="53" />
        <source>Warteraum (Climax)</source>
        <translation>Waiting room (climaxes)</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="53" />
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="53" />
        <source>Climax-Bereich</source>
        <translation>Climax area</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="54" />
        <source>Karten gesamt</source>
        <translation>Cards in total</translation>
    </message>
</context>
<context>
    <name>Weiss</name>
    <message>
        <location filename="../games/weiss/attack.py" line="25" />
        <source>Frontalangriff</source>
        <translation>front attack</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="26" />
        <source>Seitenangriff</source>
        <translation>side attack</translation>
    </message>
    <message>
        <location filename="../games/weiss/attack.py" line="27" />
        <source>Direktangriff</source>
        <translation>direct attack</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="32" />
        <source>Vorbereitung</source>
        <translation>Preparation</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="33" />
        <source>1 Standphase</source>
        <translation>1 stand phase</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="34" />
        <source>2 Ziehen</source>
        <translation>2 draw</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="35" />
        <source>3 Clockphase</source>
        <translation>3 clock phase</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="36" />
        <source>4 Hauptphase</source>
        <translation>4 main phase</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="37" />
        <source>5 Climaxphase</source>
        <translation>5 climax phase</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="38" />
        <source>6 Angriffsphase</source>
        <translation>6 attack phase</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="39" />
        <source>7 Endphase</source>
        <translation>7 end phase</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="21" />
        <source>vorne links</source>
        <translation>front left</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="22" />
        <source>vorne Mitte</source>
        <translation>front centre</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="23" />
        <source>vorne rechts</source>
        <translation>front right</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="24" />
        <source>hinten links</source>
        <translation>back left</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="25" />
        <source>hinten rechts</source>
        <translation>back right</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="32" />
        <source>Stand</source>
        <translation>stand</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="33" />
        <source>Ruhe</source>
        <translation>rest</translation>
    </message>
    <message>
        <location filename="../games/weiss/models.py" line="34" />
        <source>Rückschlag</source>
        <translation>reverse</translation>
    </message>
</context>
<context>
    <name>WeissDeck</name>
    <message>
        <location filename="../games/weiss/decks.py" line="74" />
        <source>was die Karte sonst tut</source>
        <translation>what else the card does</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="71" />
        <source>wie die Regel</source>
        <translation>as the rule says</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="21" />
        <source>Charakter</source>
        <translation>Character</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="22" />
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="23" />
        <source>Climax</source>
        <translation>Climax</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="28" />
        <source>kein Trigger</source>
        <translation>no trigger</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="29" />
        <source>Seele +1</source>
        <translation>soul +1</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="30" />
        <source>zurück auf die Hand</source>
        <translation>back to the hand</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="31" />
        <source>ins Lager</source>
        <translation>to the stock</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="32" />
        <source>Comeback</source>
        <translation>comeback</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="33" />
        <source>Karte ziehen</source>
        <translation>draw a card</translation>
    </message>
    <message>
        <location filename="../games/weiss/decks.py" line="69" />
        <source>entfernen</source>
        <translation>remove</translation>
    </message>
</context>
<context>
    <name>WeissPage</name>
    <message>
        <location filename="../games/weiss/page.py" line="154" />
        <source>z. B. p (nächste Phase) · z Kaze (ziehen; die Starthand: z Ben Kaze …) · a vm Hana (Angriff von vorne Mitte, Trigger Hana) · s Yuki Mei (Schaden) · k (Kampf) · oder ein Eintrag: Fähigkeit …</source>
        <translation>e.g. p (next phase) · z Kaze (draw; the opening hand: z Ben Kaze …) · a vm Hana (attack from front centre, trigger Hana) · s Yuki Mei (damage) · k (battle) · or an entry: Ability …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="142" />
        <source>Schaden außerhalb eines Angriffs …</source>
        <translation>Damage outside an attack …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="141" />
        <source>Fähigkeit aktivieren …</source>
        <translation>Activate an ability …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="90" />
        <source>Karten ziehen …</source>
        <translation>Draw cards …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="91" />
        <source>Mulligan …</source>
        <translation>Mulligan …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="92" />
        <source>Nächste Phase …</source>
        <translation>Next phase …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="93" />
        <source>Karte in den Clock …</source>
        <translation>Card to clock …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="94" />
        <source>Levelaufstieg …</source>
        <translation>Level up …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="95" />
        <source>Karte spielen …</source>
        <translation>Play card …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="96" />
        <source>Charakter bewegen …</source>
        <translation>Move character …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="97" />
        <source>Climax spielen …</source>
        <translation>Play climax …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="98" />
        <source>Angriff …</source>
        <translation>Attack …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="99" />
        <source>Gegenangriff …</source>
        <translation>Counter …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="100" />
        <source>Schaden …</source>
        <translation>Damage …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="101" />
        <source>Kampf …</source>
        <translation>Combat …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="102" />
        <source>Encore …</source>
        <translation>Encore …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="103" />
        <source>Abwerfen …</source>
        <translation>Discard …</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="122" />
        <source>Zug {n}, {p} am Zug, {phase}</source>
        <translation>Turn {n}, {p} to play, {phase}</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="125" />
        <source>Angriff von {slot} ({kind}), nächster Schritt: {step}</source>
        <translation>Attack from {slot} ({kind}), next step: {step}</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="127" />
        <source>Schaden</source>
        <translation>Damage</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="127" />
        <source>Kampf</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="129" />
        <source>{p} muss aufsteigen</source>
        <translation>{p} must level up</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="131" />
        <source>{p} hat gewonnen</source>
        <translation>{p} has won</translation>
    </message>
    <message>
        <location filename="../games/weiss/page.py" line="134" />
        <source>Jetzt möglich:</source>
        <translation>Possible now:</translation>
    </message>
</context>
<context>
    <name>WeissSetup</name>
    <message>
        <location filename="../games/weiss/setup.py" line="220" />
        <source>Es beginnt</source>
        <translation>Starts</translation>
    </message>
    <message>
        <location filename="../games/weiss/setup.py" line="229" />
        <source>Deck von {p}</source>
        <translation>{p}'s deck</translation>
    </message>
</context>
<context>
    <name>AbilityDialog</name>
    <message>
        <location filename="../games/weiss/dialogs.py" line="381" />
        <source>Fähigkeiten nur in der eigenen Hauptphase.</source>
        <translation>Abilities only in one's own main phase.</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="378" />
        <source>Wirkung</source>
        <translation>Effect</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="376" />
        <source>Kosten (Karten aus dem Lager)</source>
        <translation>Cost (cards from the stock)</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="375" />
        <source>Charakter</source>
        <translation>Character</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="374" />
        <source>was die Fähigkeit bewirkt (Kartentext)</source>
        <translation>what the ability does (card text)</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="371" />
        <source>Charakter dafür ausruhen</source>
        <translation>Rest the character for it</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="366" />
        <source>Fähigkeit aktivieren</source>
        <translation>Activate an ability</translation>
    </message>
</context>
<context>
    <name>EffectDamageDialog</name>
    <message>
        <location filename="../games/weiss/dialogs.py" line="427" />
        <source>Jetzt kann kein Schaden eingetragen werden.</source>
        <translation>No damage can be entered now.</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="421" />
        <source>durch</source>
        <translation>by</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="420" />
        <source>aufgedeckt</source>
        <translation>revealed</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="419" />
        <source>Schaden</source>
        <translation>Damage</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="418" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="417" />
        <source>Karte oder Wirkung, die den Schaden macht</source>
        <translation>Card or effect that deals the damage</translation>
    </message>
    <message>
        <location filename="../games/weiss/dialogs.py" line="408" />
        <source>Schaden außerhalb eines Angriffs</source>
        <translation>Damage outside an attack</translation>
    </message>
</context>
</TS>
