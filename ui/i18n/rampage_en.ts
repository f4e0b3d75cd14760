<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AttackDialog</name>
    <message>
        <location filename="../games/rampage/attack.py" line="275" />
        <source>Tor fällt: %1 · Burg fällt: %2</source>
        <translation>Gate falls: %1 · castle falls: %2</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="109" />
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="100" />
        <source>verlangte Einheiten</source>
        <translation>units required</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="99" />
        <source>abgelegte Karten (Namen)</source>
        <translation>cards discarded (names)</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="94" />
        <source>Einheiten: %1</source>
        <translation>Units: %1</translation>
    </message>
    <message>
        <source>gezogene Karten (Namen, wenn der Tisch sie nennt)</source>
        <translation>drawn cards (names, where the table names them)</translation>
    </message>
    <message>
        <source>Narr: die Angriffskarten (Namen)</source>
        <translation>Fool: the attack cards (names)</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="63" />
        <source>Angriff</source>
        <translation>Attack</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="80" />
        <source>Veteran aus der Auslage</source>
        <translation>Veteran from the display</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="81" />
        <source>Angriffskarte</source>
        <translation>Attack card</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="81" />
        <source>Kosten (Handkarten)</source>
        <translation>Costs (hand cards)</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="82" />
        <source>Angriffswert (mit Boni)</source>
        <translation>Attack value (with bonuses)</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="83" />
        <source>Ziel</source>
        <translation>Target</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="84" />
        <source>Karten gezogen (vorher)</source>
        <translation>Cards drawn (before)</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="85" />
        <source>Letzte Aufgebote (Minderungen)</source>
        <translation>Last stands (reductions)</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="86" />
        <source>Narr: weitere Angriffskarten</source>
        <translation>Fool: further attack cards</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="87" />
        <source>Räuber: Karten auf die Hand</source>
        <translation>Robber: cards into the hand</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="89" />
        <location filename="../games/rampage/attack.py" line="99" />
        <source>Aufdecken</source>
        <translation>Reveal</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="100" />
        <source>Von vorn</source>
        <translation>Start over</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="103" />
        <source>Wert</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="103" />
        <source>Karte</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="104" />
        <source>Bonus (Saboteur)</source>
        <translation>Bonus (saboteur)</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="139" />
        <source>Tor, dann Burg</source>
        <translation>gate, then castle</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="207" />
        <source>Angriffswert %1 (so im Regeltext)</source>
        <translation>attack value %1 (as the rules say)</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="208" />
        <source>Angriffswert mindestens %1 (Rest eingeben)</source>
        <translation>attack value at least %1 (enter the rest)</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="263" />
        <source>Der Angriff ist abgehandelt.</source>
        <translation>The attack is resolved.</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="293" />
        <source>Bekannt: %1.</source>
        <translation>Known: %1.</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="332" />
        <source>fällt</source>
        <translation>falls</translation>
    </message>
    <message>
        <location filename="../games/rampage/attack.py" line="332" />
        <source>hält</source>
        <translation>holds</translation>
    </message>
</context>
<context>
    <name>CatalogModel</name>
    <message>
        <location filename="../games/rampage/models.py" line="114" />
        <source>Karte</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="114" />
        <source>Anzahl</source>
        <translation>Count</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="114" />
        <source>Angriff</source>
        <translation>Attack</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="114" />
        <source>Tor</source>
        <translation>Gate</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="114" />
        <source>Burg</source>
        <translation>Castle</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="124" />
        <source>leer: unbekannt, wird beim Aufdecken eingegeben</source>
        <translation>empty: unknown, entered when revealed</translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <source>gezogene Karten (Namen, wenn der Tisch sie nennt)</source>
        <translation>drawn cards (names, where the table names them)</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="133" />
        <source>Ziehen</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="137" />
        <source>Karten</source>
        <translation>Cards</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="138" />
        <source>mehr je Berater</source>
        <translation>more per counsellor</translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message>
        <location filename="../games/rampage/dialogs.py" line="276" />
        <source>Zugende</source>
        <translation>End of turn</translation>
    </message>
</context>
<context>
    <name>PlantDialog</name>
    <message>
        <location filename="../games/rampage/dialogs.py" line="215" />
        <source>Spion / Saboteur unterschieben</source>
        <translation>Plant a spy / saboteur</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="217" />
        <source>Karte</source>
        <translation>Card</translation>
    </message>
</context>
<context>
    <name>PlayCardDialog</name>
    <message>
        <location filename="../games/rampage/dialogs.py" line="221" />
        <source>Gegner wirft ab (Namen)</source>
        <translation>opponent discards (names)</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="217" />
        <source>abgelegte Karten (Namen)</source>
        <translation>cards discarded (names)</translation>
    </message>
    <message>
        <source>gezogene Karten (Namen, wenn der Tisch sie nennt)</source>
        <translation>drawn cards (names, where the table names them)</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="181" />
        <source>Karte ausspielen</source>
        <translation>Play a card</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="186" />
        <source>Karte</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="186" />
        <source>Kosten (abgelegte Handkarten)</source>
        <translation>Costs (discarded hand cards)</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="187" />
        <source>Karten gezogen</source>
        <translation>Cards drawn</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="187" />
        <source>Gegner wirft ab</source>
        <translation>Opponent discards</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="188" />
        <source>Torkarten des Gegners geholt (Überläufer)</source>
        <translation>Opponent's gate cards taken (turncoat)</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="189" />
        <source>Karten vom Stapel unter das Tor</source>
        <translation>Cards from the pile under the gate</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="190" />
        <source>Karten vom Stapel unter die Burg</source>
        <translation>Cards from the pile under the castle</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="191" />
        <source>Torkarten unter die Burg (Bauarbeiter)</source>
        <translation>Gate cards under the castle (builder)</translation>
    </message>
</context>
<context>
    <name>RampageDialog</name>
    <message>
        <location filename="../games/rampage/dialogs.py" line="114" />
        <source>Karten, durch Komma getrennt (Anfang genügt)</source>
        <translation>Cards, separated by commas (their beginning is enough)</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="39" />
        <source>Tor</source>
        <translation>Gate</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="40" />
        <source>Burg</source>
        <translation>Castle</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="59" />
        <source>Jetzt nicht erlaubt (%1); der Schriftführer erklärt beim Eintragen, warum.</source>
        <translation>Not allowed now (%1); the scribe explains why when you enter it.</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="61" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="261" />
        <source>%1: Tor −%2, Burg −%3</source>
        <translation>%1: gate −%2, castle −%3</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="263" />
        <source>Keine Karte fällt.</source>
        <translation>No card falls.</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="266" />
        <source>Spielende: %1 gewinnt (%2).</source>
        <translation>End of game: %1 wins (%2).</translation>
    </message>
</context>
<context>
    <name>RampagePage</name>
    <message>
        <location filename="../games/rampage/page.py" line="163" />
        <source>Angriffe: %1</source>
        <translation>Attacks: %1</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="158" />
        <source>Vielleicht noch im Nachziehstapel (Karten, die nirgends sonst gesehen sind; %1 ohne Namen im Katalog):</source>
        <translation>Perhaps still in the draw pile (cards not seen anywhere else; %1 without names in the catalogue):</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="157" />
        <source>Ablagestapel: %1</source>
        <translation>Discard pile: %1</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="153" />
        <source>(+%1 ohne Namen)</source>
        <translation>(+%1 without names)</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="151" />
        <source>keine benannte Karte</source>
        <translation>no named card</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="124" />
        <source>z (ziehen) · %1 · %2 · v Karte (Verstärken, b: Burg) · e (Zugende)</source>
        <translation>z (draw) · %1 · %2 · v card (reinforce, b: castle) · e (end of turn)</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="84" />
        <source>Tor und Burg Karte für Karte (oben zuerst): ? = verdeckt, sonst die Karte, ihr Wert und wer sie kennen kann</source>
        <translation>Gate and castle card by card (top first): ? = face down, else the card, its value and who could know it</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="95" />
        <source>Ziehen …</source>
        <translation>Draw …</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="95" />
        <source>Verstärken …</source>
        <translation>Reinforce …</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="96" />
        <source>Karte ausspielen …</source>
        <translation>Play a card …</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="96" />
        <source>Angriff …</source>
        <translation>Attack …</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="97" />
        <source>Drache / Erdbeben …</source>
        <translation>Dragon / earthquake …</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="97" />
        <source>Spion / Saboteur unterschieben …</source>
        <translation>Plant a spy / saboteur …</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="98" />
        <source>Zugende …</source>
        <translation>End of turn …</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="109" />
        <source>Zug %1</source>
        <translation>Turn %1</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="111" />
        <source>am Zug: %1</source>
        <translation>to move: %1</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="112" />
        <source>gezogen</source>
        <translation>drawn</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="112" />
        <source>noch nicht gezogen</source>
        <translation>not drawn yet</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="114" />
        <source>schon verstärkt</source>
        <translation>already reinforced</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="117" />
        <source>Sieger: %1 – %2</source>
        <translation>Winner: %1 – %2</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="119" />
        <source>Nachziehstapel: %1 · Ablagestapel: %2</source>
        <translation>Draw pile: %1 · discard pile: %2</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="127" />
        <source>Ziehen</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="127" />
        <source>Karten ausspielen</source>
        <translation>Play cards</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="128" />
        <source>Verstärken</source>
        <translation>Reinforce</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="128" />
        <source>Angriff</source>
        <translation>Attack</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="128" />
        <source>Zugende</source>
        <translation>End of turn</translation>
    </message>
    <message>
        <location filename="../games/rampage/page.py" line="134" />
        <source>Jetzt möglich: %1</source>
        <translation>Possible now: %1</translation>
    </message>
</context>
<context>
    <name>RampageSetupForm</name>
    <message>
        <location filename="../games/rampage/setup.py" line="146" />
        <source>Spieler %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <location filename="../games/rampage/setup.py" line="148" />
        <source>Startspieler</source>
        <translation>Start player</translation>
    </message>
    <message>
        <location filename="../games/rampage/setup.py" line="150" />
        <source>Kartenwerte ergänzen (der Text nennt fast keine)</source>
        <translation>Complete the card values (the text gives almost none)</translation>
    </message>
</context>
<context>
    <name>ReinforceDialog</name>
    <message>
        <location filename="../games/rampage/dialogs.py" line="185" />
        <source>abgelegte Karten (nur Oger)</source>
        <translation>cards discarded (Oger only)</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="152" />
        <source>Verstärken</source>
        <translation>Reinforce</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="159" />
        <source>Karte</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="160" />
        <source>unter</source>
        <translation>under</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="161" />
        <source>Kosten (nur Oger)</source>
        <translation>Costs (ogre only)</translation>
    </message>
</context>
<context>
    <name>RevealsModel</name>
    <message>
        <location filename="../games/rampage/models.py" line="82" />
        <source>Stapel</source>
        <translation>Stack</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="82" />
        <source>Karte Nr.</source>
        <translation>Card no.</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="82" />
        <source>Angriff</source>
        <translation>Attack</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="82" />
        <source>Wert</source>
        <translation>Value</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="83" />
        <source>Karte</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="83" />
        <source>Ergebnis</source>
        <translation>Result</translation>
    </message>
</context>
<context>
    <name>SidesModel</name>
    <message>
        <location filename="../games/rampage/models.py" line="31" />
        <source>Handkarten</source>
        <translation>Hand cards</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="31" />
        <source>Tor</source>
        <translation>Gate</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="31" />
        <source>Burg</source>
        <translation>Castle</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="31" />
        <source>Auslage</source>
        <translation>Display</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="32" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="43" />
        <source>am Zug</source>
        <translation>to move</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="45" />
        <source>Sieger</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="47" />
        <source>Burg zerstört</source>
        <translation>Castle destroyed</translation>
    </message>
</context>
<context>
    <name>StacksModel</name>
    <message>
        <location filename="../games/rampage/models.py" line="64" />
        <source>Tor %1</source>
        <translation>Gate %1</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="64" />
        <source>Burg %1</source>
        <translation>Castle %1</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="67" />
        <source>beide</source>
        <translation>both</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="67" />
        <source>Spion oder Saboteur</source>
        <translation>spy or saboteur</translation>
    </message>
    <message>
        <location filename="../games/rampage/models.py" line="74" />
        <source>oben</source>
        <translation>top</translation>
    </message>
</context>
<context>
    <name>ToppleDialog</name>
    <message>
        <location filename="../games/rampage/dialogs.py" line="275" />
        <source>abgelegte Karten (Namen)</source>
        <translation>cards discarded (names)</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="230" />
        <source>Drache / Erdbeben</source>
        <translation>Dragon / earthquake</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="235" />
        <source>Karte</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../games/rampage/dialogs.py" line="236" />
        <source>Kosten</source>
        <translation>Costs</translation>
    </message>
</context>
</TS>
