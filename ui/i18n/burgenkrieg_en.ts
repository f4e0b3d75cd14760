<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AssassinateDialog</name>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="71"/>
        <source>Meucheln</source>
        <translation>Assassinate</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="78"/>
        <source>Gegner erhöht die Widerstandskraft auf</source>
        <translation>Opponent raises the toughness to</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="84"/>
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="85"/>
        <source>Eindringling</source>
        <translation>Intruder</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="86"/>
        <source>tappen</source>
        <translation>tap</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="91"/>
        <source>nachtappen</source>
        <translation>tap more (after the raise)</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="92"/>
        <source>Rechnung</source>
        <translation>Working</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="138"/>
        <source>{why} → {n} Schaden</source>
        <translation>{why} → {n} damage</translation>
    </message>
</context>
<context>
    <name>Burgenkrieg</name>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="40" />
        <source>{kind} auf {card}</source>
        <translation>{kind} on {card}</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="38"/>
        <source>Versorgungsphase</source>
        <translation>upkeep</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="39"/>
        <source>Hauptphase</source>
        <translation>main phase</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="40"/>
        <source>Kampfphase</source>
        <translation>combat phase</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="41"/>
        <source>zweite Hauptphase</source>
        <translation>second main phase</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="42"/>
        <source>Endphase</source>
        <translation>end phase</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="21"/>
        <source>Leibwache</source>
        <translation>Bodyguard</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="22"/>
        <source>Innerer Schutzwall</source>
        <translation>Inner wall</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="23"/>
        <source>Äußerer Schutzwall</source>
        <translation>Outer wall</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="32"/>
        <source>{n} Schaden</source>
        <translation>{n} damage</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="34"/>
        <source>getappt</source>
        <translation>tapped</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="36"/>
        <source>Einsatzverzögerung</source>
        <translation>summoning sickness</translation>
    </message>
</context>
<context>
    <name>BurgenkriegPage</name>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="169" />
        <source>gefallen: {names}</source>
        <translation>fallen: {names}</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="167" />
        <source>Zug {n}, am Zug: {p}, {phase}</source>
        <translation>Turn {n}, to move: {p}, {phase}</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="169" />
        <source>vor dem ersten Zug</source>
        <translation>before the first turn</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="139" />
        <source>z. B. %1 — w: nächste Phase, zug: nächster Zug; oder ein Eintrag: Kampf, Meucheln …</source>
        <translation>e.g. %1 — w: next phase, zug: next turn; or an entry: Combat, Assassinate …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="125" />
        <source>Friedhof</source>
        <translation>Graveyard</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="124" />
        <source>Bibliothek</source>
        <translation>Library</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="124" />
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="124" />
        <source>Mana</source>
        <translation>Mana</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="119" />
        <source>Mana, Hand, Bibliothek, Friedhof …</source>
        <translation>Mana, hand, library, graveyard …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="118" />
        <source>Spruch oder Fähigkeit mit Zielen …</source>
        <translation>Spell or ability with targets …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="117" />
        <source>Bleibende Karte verlässt das Spiel …</source>
        <translation>A permanent leaves …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="116" />
        <source>Bleibende Karte kommt ins Spiel …</source>
        <translation>A permanent enters …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="85"/>
        <source>Gebiete (Burg A oben, Burg B unten)</source>
        <translation>Zones (castle A at the top, castle B at the bottom)</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="86"/>
        <source>Kreaturen</source>
        <translation>Creatures</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="97"/>
        <source>Zug beginnt …</source>
        <translation>Turn begins …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="98"/>
        <source>Nächste Phase …</source>
        <translation>Next phase …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="99"/>
        <source>Kreatur kommt ins Spiel …</source>
        <translation>Creature enters …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="100"/>
        <source>Kreatur verlässt das Spiel …</source>
        <translation>Creature leaves …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="101"/>
        <source>Kreatur ändern …</source>
        <translation>Change creature …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="102"/>
        <source>Kreatur bewegen …</source>
        <translation>Move creature …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="103"/>
        <source>Kampf …</source>
        <translation>Combat …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="104"/>
        <source>Meucheln …</source>
        <translation>Assassinate …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="105"/>
        <source>Wiederaufbau …</source>
        <translation>Rebuild …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="106"/>
        <source>Kontrollwechsel …</source>
        <translation>Change of control …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="107"/>
        <source>Vorrücken (Angriffszwang) …</source>
        <translation>Advance (forced to attack) …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="108"/>
        <source>Lebenspunkte ändern …</source>
        <translation>Change life …</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="124"/>
        <source>Burgherr</source>
        <translation>lord</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="124"/>
        <source>Kommandant</source>
        <translation>commander</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="126"/>
        <source>inaktiv</source>
        <translation>inactive</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="130"/>
        <source>am Zug: {p}, {phase}</source>
        <translation>to play: {p}, {phase}</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="132"/>
        <source>Seite {side} hat gewonnen</source>
        <translation>Side {side} has won</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="138"/>
        <source>Gegner</source>
        <translation>opponent</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/page.py" line="141"/>
        <source>Reichweite</source>
        <translation>Reach</translation>
    </message>
</context>
<context>
    <name>BurgenkriegSetup</name>
    <message>
        <location filename="../games/burgenkrieg/setup.py" line="150"/>
        <source>%1 Spieler</source>
        <translation>%1 players</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/setup.py" line="151"/>
        <source>%1 Teams zu je %2</source>
        <translation>%1 teams of %2</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/setup.py" line="155"/>
        <source>Burgherr Seite A</source>
        <translation>Lord side A</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/setup.py" line="155"/>
        <source>Burgherr Seite B</source>
        <translation>Lord side B</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/setup.py" line="156"/>
        <source>Kommandant Seite A</source>
        <translation>Commander side A</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/setup.py" line="156"/>
        <source>Kommandant Seite B</source>
        <translation>Commander side B</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/setup.py" line="158"/>
        <source>Spielart</source>
        <translation>Mode</translation>
    </message>
</context>
<context>
    <name>CombatDialog</name>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="363" />
        <source>{c} fällt (tödlicher Schaden)</source>
        <translation>{c} dies (lethal damage)</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="361" />
        <source>{c}: {n} Schaden</source>
        <translation>{c}: {n} damage</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="281"/>
        <source>Kampf</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="286"/>
        <source>Angreifer hinzufügen</source>
        <translation>Add attacker</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="287"/>
        <source>letzten entfernen</source>
        <translation>Remove last</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="337"/>
        <source>keine Änderung an Wällen</source>
        <translation>no change to the walls</translation>
    </message>
</context>
<context>
    <name>ControlDialog</name>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="277"/>
        <source>Kontrollwechsel</source>
        <translation>Change of control</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="281"/>
        <source>bleibende Karte</source>
        <translation>Permanent</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="282"/>
        <source>neuer Beherrscher</source>
        <translation>new controller</translation>
    </message>
</context>
<context>
    <name>CreaturesModel</name>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="79"/>
        <source>Kennung</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="79"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="79"/>
        <source>Beherrscher</source>
        <translation>Controller</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="79"/>
        <source>Gebiet</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="80"/>
        <source>S/W</source>
        <translation>P/T</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="80"/>
        <source>Schaden</source>
        <translation>Damage</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="80"/>
        <source>getappt</source>
        <translation>tapped</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="80"/>
        <source>Einsatzverzögerung</source>
        <translation>summoning sickness</translation>
    </message>
</context>
<context>
    <name>EntersDialog</name>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="115"/>
        <source>Kreatur kommt ins Spiel</source>
        <translation>Creature enters</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="121"/>
        <source>leer: aus dem Namen</source>
        <translation>empty: from the name</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="126"/>
        <source>Eile</source>
        <translation>Haste</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="127"/>
        <source>kommt getappt ins Spiel</source>
        <translation>enters tapped</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="128"/>
        <source>Beherrscher</source>
        <translation>Controller</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="128"/>
        <source>Gebiet</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="129"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="129"/>
        <source>Kennung</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="130"/>
        <source>Stärke</source>
        <translation>Power</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="130"/>
        <source>Widerstandskraft</source>
        <translation>Toughness</translation>
    </message>
</context>
<context>
    <name>ForcedAdvanceDialog</name>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="265"/>
        <source>Vorrücken (Angriffszwang)</source>
        <translation>Advance (forced to attack)</translation>
    </message>
</context>
<context>
    <name>LeavesDialog</name>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="167"/>
        <source>Kreatur verlässt das Spiel</source>
        <translation>Creature leaves</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="170"/>
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
</context>
<context>
    <name>LifeDialog</name>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="301"/>
        <source>Lebenspunkte ändern</source>
        <translation>Change life</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="306"/>
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="307"/>
        <source>Änderung</source>
        <translation>Change</translation>
    </message>
</context>
<context>
    <name>MoveDialog</name>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="240"/>
        <source>Kreatur bewegen</source>
        <translation>Move creature</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="242"/>
        <source>nach</source>
        <translation>to</translation>
    </message>
</context>
<context>
    <name>OptionCreatureDialog</name>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="230"/>
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
</context>
<context>
    <name>PhaseDialog</name>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="98"/>
        <source>Nächste Phase</source>
        <translation>Next phase</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="103"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
</context>
<context>
    <name>RebuildDialog</name>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="152"/>
        <source>Wiederaufbau</source>
        <translation>Rebuild</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="159"/>
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="160"/>
        <source>Gebiet</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="161"/>
        <source>tappen</source>
        <translation>tap</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="162"/>
        <source>Rechnung</source>
        <translation>Working</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="167"/>
        <source>Kein Wiederaufbau möglich: nur in der eigenen Versorgungsphase, an einem beschädigten eigenen Wall ohne gegnerische Kreaturen, mit ungetappten Kreaturen der Gesamtstärke 3 oder mehr.</source>
        <translation>No rebuild possible: only in one&apos;s own upkeep, on a damaged own wall without enemy creatures, with untapped creatures of total power 3 or more.</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="189"/>
        <source>{why} → {old} + {n} = {new}</source>
        <translation>{why} → {old} + {n} = {new}</translation>
    </message>
</context>
<context>
    <name>StrikeBox</name>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="240" />
        <source>Schaden am Angreifer</source>
        <translation>Damage to the attacker</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="238" />
        <source>die Stärke der Blocker</source>
        <translation>the blockers' power</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="234" />
        <source>Schaden je Blocker (z. B. 3, 1)</source>
        <translation>Damage per blocker (e.g. 3, 1)</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="232" />
        <source>leer: der Reihe nach erst tödlicher Schaden</source>
        <translation>empty: lethal damage first, in order</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="208"/>
        <source>Trampeln</source>
        <translation>Trample</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="209"/>
        <source>geblockt, Schaden wie ungeblockt</source>
        <translation>blocked, damage as if unblocked</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="210"/>
        <source>dringt ein</source>
        <translation>intrudes</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="213"/>
        <source>Angreifer</source>
        <translation>Attacker</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="214"/>
        <source>greift an</source>
        <translation>attacks</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="215"/>
        <source>Blocker</source>
        <translation>Blockers</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="220"/>
        <source>an Blocker</source>
        <translation>to blockers</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="220"/>
        <source>an Wall / Burgherrn</source>
        <translation>to wall / lord</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="221"/>
        <source>an Bewegungsauslöser</source>
        <translation>to movement trigger</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="222"/>
        <source>davon verhindert (Wall)</source>
        <translation>of it prevented (wall)</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/combat.py" line="223"/>
        <source>davon verhindert (Auslöser)</source>
        <translation>of it prevented (trigger)</translation>
    </message>
</context>
<context>
    <name>TurnDialog</name>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="81"/>
        <source>Zug beginnt</source>
        <translation>Turn begins</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="87"/>
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
</context>
<context>
    <name>UpdateDialog</name>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="182"/>
        <source>Kreatur ändern</source>
        <translation>Change creature</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="189"/>
        <source>getappt</source>
        <translation>tapped</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="190"/>
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="191"/>
        <source>Stärke</source>
        <translation>Power</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="192"/>
        <source>Widerstandskraft</source>
        <translation>Toughness</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/dialogs.py" line="193"/>
        <source>Schaden</source>
        <translation>Damage</translation>
    </message>
</context>
<context>
    <name>ZonesModel</name>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="57" />
        <source>Kreaturen und bleibende Karten</source>
        <translation>Creatures and permanents</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="53"/>
        <source>Gebiet</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="53"/>
        <source>Art</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="53"/>
        <source>Punkte</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="53"/>
        <source>Kreaturen</source>
        <translation>Creatures</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="56"/>
        <source>Lebenspunkte Burgherr</source>
        <translation>lord&apos;s life</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="56"/>
        <source>Verteidigungspunkte</source>
        <translation>defence points</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/models.py" line="57"/>
        <source>Lebenspunkte Kommandant</source>
        <translation>commander&apos;s life</translation>
    </message>
</context>
<context>
    <name>CastDialog</name>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="139" />
        <source>Spieler {p}</source>
        <translation>Player {p}</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="138" />
        <source>Gegner {p}</source>
        <translation>Opponent {p}</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="130" />
        <source>kein (ein Spruch)</source>
        <translation>none (a spell)</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="123" />
        <source>Ziele</source>
        <translation>Targets</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="123" />
        <source>Fähigkeit von</source>
        <translation>Ability of</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="122" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="122" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="115" />
        <source>Spruch oder Fähigkeit</source>
        <translation>Spell or ability</translation>
    </message>
</context>
<context>
    <name>CountsDialog</name>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="169" />
        <source>nicht gezählt</source>
        <translation>not counted</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="166" />
        <source>Karten im Friedhof</source>
        <translation>Cards in the graveyard</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="165" />
        <source>Karten in der Bibliothek</source>
        <translation>Cards in the library</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="164" />
        <source>Karten auf der Hand</source>
        <translation>Cards in hand</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="164" />
        <source>Mana</source>
        <translation>Mana</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="162" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="158" />
        <source>Mana, Hand, Bibliothek, Friedhof</source>
        <translation>Mana, hand, library, graveyard</translation>
    </message>
</context>
<context>
    <name>PermanentDialog</name>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="70" />
        <source>auf {card}</source>
        <translation>on {card}</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="59" />
        <source>liegt in / auf</source>
        <translation>lies in / on</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="59" />
        <source>Art</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="58" />
        <source>Beherrscher</source>
        <translation>Controller</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="58" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="50" />
        <source>Bleibende Karte kommt ins Spiel</source>
        <translation>A permanent enters</translation>
    </message>
</context>
<context>
    <name>PermanentLeavesDialog</name>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="103" />
        <source>Karte</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../games/burgenkrieg/permanents.py" line="98" />
        <source>Bleibende Karte verlässt das Spiel</source>
        <translation>A permanent leaves</translation>
    </message>
</context>
</TS>
