<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ArenaDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="74" />
        <source>Jetzt nicht erlaubt (§ %1); der Schriftführer erklärt beim Eintragen, warum.</source>
        <translation>Not allowed now (§ %1); the scribe explains why when you enter it.</translation>
    </message>
</context>
<context>
    <name>ArenaPage</name>
    <message>
        <location filename="../games/arena/page.py" line="229" />
        <source>Fähigkeit %1 (%2)</source>
        <translation>Power %1 (%2)</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="186" />
        <source>Zuschauer ungesehen: %1 (ihre Werte nennt der Text nicht)</source>
        <translation>Spectators not seen: %1 (the text does not give their values)</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="141" />
        <source> · oder ein Eintrag: Fähigkeit, Passen …</source>
        <translation> · or an entry: Power, Pass …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="112" />
        <source>Karten: noch ungesehene Stärkewerte, Chance der nächsten Karte (§ %1)</source>
        <translation>Cards: strength values not seen yet, chance of the next card (§ %1)</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="82" />
        <source>Spieler: Stand jetzt und falls das Spiel jetzt endete (§ %1)</source>
        <translation>Players: standing now and if the game ended now (§ %1)</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="83" />
        <source>Turnier über 3 Partien (§ %1)</source>
        <translation>Tournament over 3 games (§ %1)</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="94" />
        <source>Startgebot …</source>
        <translation>Start bid …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="94" />
        <source>Gebote schließen …</source>
        <translation>Close bidding …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="95" />
        <source>Überboten (Handlimit 7) …</source>
        <translation>Over-bid (hand limit 7) …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="96" />
        <source>Offene Wette …</source>
        <translation>Open bet …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="97" />
        <source>Geheime Wette …</source>
        <translation>Secret bet …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="97" />
        <source>Geheime Wette aufdecken …</source>
        <translation>Reveal secret bet …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="98" />
        <source>Karte spielen …</source>
        <translation>Play a card …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="98" />
        <source>Fähigkeit …</source>
        <translation>Power …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="99" />
        <source>Schiedsrichter …</source>
        <translation>Referee …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="99" />
        <source>Chefschiedsrichter …</source>
        <translation>Chief referee …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="100" />
        <source>Passen …</source>
        <translation>Pass …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="100" />
        <source>Abwerfen …</source>
        <translation>Discard …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="101" />
        <source>Zugende …</source>
        <translation>End of turn …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="101" />
        <source>Patt …</source>
        <translation>Stalemate …</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="115" />
        <source>Startgebote</source>
        <translation>Start bids</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="115" />
        <source>Kampf</source>
        <translation>Fight</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="116" />
        <source>Aufdecken der geheimen Wetten</source>
        <translation>Revealing the secret bets</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="116" />
        <source>Spielende</source>
        <translation>End of game</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="117" />
        <source>Runde %1 · Phase: %2</source>
        <translation>Round %1 · phase: %2</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="120" />
        <source>am Zug: %1</source>
        <translation>to move: %1</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="122" />
        <source>Sieger: %1</source>
        <translation>Winner: %1</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="126" />
        <source>Nachziehstapel: %1 · Ablage: %2 (oben: %3) · Patts: %4</source>
        <translation>Draw pile: %1 · discard pile: %2 (top: %3) · stalemates: %4</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="143" />
        <source>Gebote: %1</source>
        <translation>Bids: %1</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="153" />
        <source>Niedrigste: %1 (%2)</source>
        <translation>Lowest: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="156" />
        <source>noch ohne Karte in Spalte %1: %2</source>
        <translation>still without a card in column %1: %2</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="159" />
        <source>die Runde endet mit diesem Zug: %1 stirbt</source>
        <translation>the round ends with this turn: %1 dies</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="161" />
        <source>Gleichstand der Niedrigsten: die Runde geht weiter</source>
        <translation>the lowest are tied: the round goes on</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="166" />
        <source>Startgebot</source>
        <translation>Start bid</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="166" />
        <source>Offene Wette</source>
        <translation>Open bet</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="167" />
        <source>Geheime Wette</source>
        <translation>Secret bet</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="167" />
        <source>Aufdecken</source>
        <translation>Reveal</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="168" />
        <source>Karte</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="168" />
        <source>Schiedsrichter</source>
        <translation>Referee</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="169" />
        <source>Chefschiedsrichter</source>
        <translation>Chief referee</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="169" />
        <source>Passen</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="170" />
        <source>Überboten</source>
        <translation>Over-bid</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="170" />
        <source>Abwerfen</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="170" />
        <source>Zugende</source>
        <translation>End of turn</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="171" />
        <source>Patt</source>
        <translation>Stalemate</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="177" />
        <source>Fähigkeit %1 (§ %2)</source>
        <translation>Power of %1 (§ %2)</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="179" />
        <source>Jetzt möglich: %1</source>
        <translation>Possible now: %1</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="192" />
        <source>Noch %1 Partie(n) offen: die nächsten beendeten Arena-Partien derselben Spieler zählen mit (§ %2).</source>
        <translation>%1 more game(s) to go: the next finished Arena games of the same players count (§ %2).</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="195" />
        <source>diese Partie</source>
        <translation>this game</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="196" />
        <source>Partie %1</source>
        <translation>Game %1</translation>
    </message>
    <message>
        <location filename="../games/arena/page.py" line="197" />
        <source>Noch nicht beendet, zählt erst am Spielende (§ %2): %1.</source>
        <translation>Not finished yet, counts only at the end of the game (§ %2): %1.</translation>
    </message>
</context>
<context>
    <name>ArenaSetupForm</name>
    <message>
        <location filename="../games/arena/setup.py" line="37" />
        <source>Platz %1 (im Uhrzeigersinn), Chipfarbe</source>
        <translation>Seat %1 (clockwise), chip colour</translation>
    </message>
    <message>
        <location filename="../games/arena/setup.py" line="30" />
        <source>Chipfarbe Platz %1</source>
        <translation>Chip colour seat %1</translation>
    </message>
    <message>
        <location filename="../games/arena/setup.py" line="217" />
        <source>leer: kein Spieler</source>
        <translation>empty: no player</translation>
    </message>
    <message>
        <location filename="../games/arena/setup.py" line="220" />
        <source>Platz %1 (im Uhrzeigersinn)</source>
        <translation>Seat %1 (clockwise)</translation>
    </message>
</context>
<context>
    <name>BidDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="112" />
        <source>Startgebot</source>
        <translation>Start bid</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="116" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="117" />
        <source>Gebot (Stärke der ersten Karte)</source>
        <translation>Bid (strength of the first card)</translation>
    </message>
</context>
<context>
    <name>CardListDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="368" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
</context>
<context>
    <name>ChiefDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="328" />
        <source>Chefschiedsrichter</source>
        <translation>Chief referee</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="331" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="332" />
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="336" />
        <source>%1: geheime Wette aufgedeckt</source>
        <translation>%1: secret bet revealed</translation>
    </message>
</context>
<context>
    <name>CloseBiddingDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="152" />
        <source>Gebote schließen</source>
        <translation>Close bidding</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="155" />
        <source>%1 beginnt und muss eine Karte der Stärke %2 spielen (§ %3).</source>
        <translation>%1 starts and must play a card of strength %2 (§ %3).</translation>
    </message>
</context>
<context>
    <name>DiscardDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="408" />
        <source>Abwerfen</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="410" />
        <source>Höchstens %1 Karten toter Kreaturen:</source>
        <translation>At most %1 cards of dead creatures:</translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="424" />
        <source>Zugende</source>
        <translation>End of turn</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="428" />
        <source>%1 zieht %2 Karte(n) nach (§ %3).</source>
        <translation>%1 draws %2 card(s) (§ %3).</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="431" />
        <source>Die Runde endet: %1 stirbt (§ %2).</source>
        <translation>The round ends: %1 dies (§ %2).</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="433" />
        <source>Nach fünf Runden ist das Spiel vorbei (§ %1).</source>
        <translation>After five rounds the game is over (§ %1).</translation>
    </message>
</context>
<context>
    <name>GridModel</name>
    <message>
        <location filename="../games/arena/models.py" line="38" />
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="38" />
        <source>Stärke</source>
        <translation>Strength</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="39" />
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="40" />
        <source>Geheim aufgedeckt</source>
        <translation>Secret revealed</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="40" />
        <source>Sponsor</source>
        <translation>Sponsor</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="40" />
        <source>Fähigkeit</source>
        <translation>Power</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="55" />
        <source>gesperrt (Zuschauer)</source>
        <translation>blocked (spectator)</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="56" />
        <source>frei</source>
        <translation>free</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="60" />
        <source>tot (R%1)</source>
        <translation>dead (R%1)</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="62" />
        <source>Sichtbare Dukaten: %1</source>
        <translation>Visible ducats: %1</translation>
    </message>
</context>
<context>
    <name>OpenBetDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="186" />
        <source>Offene Wette</source>
        <translation>Open bet</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="190" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="191" />
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="192" />
        <source>Dukaten</source>
        <translation>Ducats</translation>
    </message>
</context>
<context>
    <name>OverbidDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="168" />
        <source>Überboten</source>
        <translation>Over-bid</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="171" />
        <source>%1 kann die gebotene Karte nicht spielen: Handlimit 7 für den Rest des Spiels (§ %3).</source>
        <translation>%1 cannot play the bid card: hand limit 7 for the rest of the game (§ %3).</translation>
    </message>
</context>
<context>
    <name>PassDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="391" />
        <source>Passen</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="393" />
        <source>Alle %1 spielbaren Handkarten zeigen (nur Karten toter Kreaturen):</source>
        <translation>Show all %1 usable hand cards (only cards of dead creatures):</translation>
    </message>
</context>
<context>
    <name>PlayDialog</name>
    <message>
        <source>z. B. Schlange (leer: nur der Wert)</source>
        <translation>e.g. Snake (empty: the value only)</translation>
    </message>
    <message>
        <source>Name des Zuschauers</source>
        <translation>Spectator's name</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="263" />
        <source>Karte spielen</source>
        <translation>Play a card</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="267" />
        <source>Stärkekarte</source>
        <translation>Strength card</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="267" />
        <source>Zuschauer</source>
        <translation>Spectator</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="269" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="270" />
        <source>Kreatur (Reihe)</source>
        <translation>Creature (row)</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="271" />
        <source>Karte</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="272" />
        <source>Stärke</source>
        <translation>Strength</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="275" />
        <source>Startgebot: die erste Karte muss die Stärke %1 haben (§ %2).</source>
        <translation>Start bid: the first card must have strength %1 (§ %2).</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../games/arena/models.py" line="80" />
        <source>Chipfarbe</source>
        <translation>Chip colour</translation>
    </message>
    <message>
        <source>(bekannt: %1)</source>
        <translation>(known: %1)</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="76" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="76" />
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="76" />
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="76" />
        <source>Geheime Wette</source>
        <translation>Secret bet</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="77" />
        <source>Dukaten jetzt</source>
        <translation>Ducats now</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="77" />
        <source>Falls jetzt Ende</source>
        <translation>If it ended now</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="77" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="87" />
        <source>(%1 beiseite)</source>
        <translation>(%1 set aside)</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="94" />
        <source>verdeckt</source>
        <translation>hidden</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="97" />
        <source>am Zug</source>
        <translation>to move</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="99" />
        <source>Startspieler</source>
        <translation>Start player</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="101" />
        <source>Sieger</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="103" />
        <source>vorn</source>
        <translation>ahead</translation>
    </message>
</context>
<context>
    <name>PowerDialog</name>
    <message>
        <location filename="../games/arena/powers.py" line="39" />
        <source>Fähigkeit einsetzen</source>
        <translation>Use a power</translation>
    </message>
    <message>
        <location filename="../games/arena/powers.py" line="55" />
        <source>Zuschauer</source>
        <translation>Spectator</translation>
    </message>
    <message>
        <location filename="../games/arena/powers.py" line="58" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/arena/powers.py" line="59" />
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
    <message>
        <location filename="../games/arena/powers.py" line="63" />
        <source>Gegen Spieler</source>
        <translation>Against player</translation>
    </message>
    <message>
        <location filename="../games/arena/powers.py" line="64" />
        <source>Kreatur / Ort</source>
        <translation>Creature / place</translation>
    </message>
    <message>
        <location filename="../games/arena/powers.py" line="65" />
        <source>Erste Karte</source>
        <translation>First card</translation>
    </message>
    <message>
        <location filename="../games/arena/powers.py" line="66" />
        <source>Zweite Karte</source>
        <translation>Second card</translation>
    </message>
    <message>
        <location filename="../games/arena/powers.py" line="67" />
        <source>Karten abwerfen</source>
        <translation>Cards to discard</translation>
    </message>
    <message>
        <location filename="../games/arena/powers.py" line="68" />
        <source>Oberste Karte (offen)</source>
        <translation>Top card (face up)</translation>
    </message>
    <message>
        <location filename="../games/arena/powers.py" line="69" />
        <source>Ihre Stärke</source>
        <translation>Its strength</translation>
    </message>
</context>
<context>
    <name>RefereeDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="308" />
        <source>Schiedsrichter</source>
        <translation>Referee</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="312" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="313" />
        <source>Sichtbare Karte nehmen</source>
        <translation>Take the visible card</translation>
    </message>
</context>
<context>
    <name>RevealDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="224" />
        <source>Geheime Wette aufdecken</source>
        <translation>Reveal the secret bet</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="231" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="232" />
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="233" />
        <source>Stärke der Karte</source>
        <translation>Strength of the card</translation>
    </message>
</context>
<context>
    <name>SecretBetDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="206" />
        <source>Geheime Wette</source>
        <translation>Secret bet</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="208" />
        <source>(erst beim Aufdecken)</source>
        <translation>(only at the reveal)</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="209" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="210" />
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
</context>
<context>
    <name>StalemateDialog</name>
    <message>
        <location filename="../games/arena/dialogs.py" line="448" />
        <source>Patt</source>
        <translation>Stalemate</translation>
    </message>
    <message>
        <location filename="../games/arena/dialogs.py" line="449" />
        <source>freiwillig (alle einverstanden)</source>
        <translation>voluntary (everyone agrees)</translation>
    </message>
</context>
<context>
    <name>TournamentModel</name>
    <message>
        <location filename="../games/arena/models.py" line="117" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="117" />
        <source>Partie %1</source>
        <translation>Game %1</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="118" />
        <source>Summe</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>UnseenModel</name>
    <message>
        <location filename="../games/arena/models.py" line="124" />
        <source>Nächste niedriger</source>
        <translation>Next lower</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="124" />
        <source>Nächste höher</source>
        <translation>Next higher</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="123" />
        <source>Stärke jetzt</source>
        <translation>Strength now</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="123" />
        <source>Ungesehene Werte</source>
        <translation>Values not seen</translation>
    </message>
    <message>
        <location filename="../games/arena/models.py" line="123" />
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
</context>
</TS>
