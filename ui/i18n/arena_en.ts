<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ArenaDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="90" />
        <source>Jetzt nicht erlaubt (§ %1); der Schriftführer erklärt beim Eintragen, warum.</source>
        <translation>Not allowed now (§ %1); the scribe explains why when you enter it.</translation>
    </message>
</context>
<context>
    <name>ArenaPage</name>
    <message>
        <location filename="../pages/arena.py" line="84" />
        <source>Spieler: Stand jetzt und falls das Spiel jetzt endete (§ 12)</source>
        <translation>Players: standing now and if the game ended now (§ 12)</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="85" />
        <source>Turnier über 3 Partien (§ 13)</source>
        <translation>Tournament over 3 games (§ 13)</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="96" />
        <source>Startgebot …</source>
        <translation>Start bid …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="96" />
        <source>Gebote schließen …</source>
        <translation>Close bidding …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="97" />
        <source>Überboten (Handlimit 7) …</source>
        <translation>Over-bid (hand limit 7) …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="98" />
        <source>Offene Wette …</source>
        <translation>Open bet …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="99" />
        <source>Geheime Wette …</source>
        <translation>Secret bet …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="99" />
        <source>Geheime Wette aufdecken …</source>
        <translation>Reveal secret bet …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="100" />
        <source>Karte spielen …</source>
        <translation>Play a card …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="100" />
        <source>Fähigkeit …</source>
        <translation>Power …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="101" />
        <source>Schiedsrichter …</source>
        <translation>Referee …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="101" />
        <source>Chefschiedsrichter …</source>
        <translation>Chief referee …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="102" />
        <source>Passen …</source>
        <translation>Pass …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="102" />
        <source>Abwerfen …</source>
        <translation>Discard …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="103" />
        <source>Zugende …</source>
        <translation>End of turn …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="103" />
        <source>Patt …</source>
        <translation>Stalemate …</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="117" />
        <source>Startgebote</source>
        <translation>Start bids</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="117" />
        <source>Kampf</source>
        <translation>Fight</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="118" />
        <source>Aufdecken der geheimen Wetten</source>
        <translation>Revealing the secret bets</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="118" />
        <source>Spielende</source>
        <translation>End of game</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="119" />
        <source>Runde %1 · Phase: %2</source>
        <translation>Round %1 · phase: %2</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="122" />
        <source>am Zug: %1</source>
        <translation>to move: %1</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="124" />
        <source>Sieger: %1</source>
        <translation>Winner: %1</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="127" />
        <source>Nachziehstapel: %1 · Ablage: %2 (oben: %3) · Patts: %4</source>
        <translation>Draw pile: %1 · discard pile: %2 (top: %3) · stalemates: %4</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="144" />
        <source>Gebote: %1</source>
        <translation>Bids: %1</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="154" />
        <source>Niedrigste: %1 (%2)</source>
        <translation>Lowest: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="157" />
        <source>noch ohne Karte in Spalte %1: %2</source>
        <translation>still without a card in column %1: %2</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="160" />
        <source>die Runde endet mit diesem Zug: %1 stirbt</source>
        <translation>the round ends with this turn: %1 dies</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="162" />
        <source>Gleichstand der Niedrigsten: die Runde geht weiter</source>
        <translation>the lowest are tied: the round goes on</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="168" />
        <source>Startgebot</source>
        <translation>Start bid</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="168" />
        <source>Offene Wette</source>
        <translation>Open bet</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="169" />
        <source>Geheime Wette</source>
        <translation>Secret bet</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="169" />
        <source>Aufdecken</source>
        <translation>Reveal</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="170" />
        <source>Karte</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="170" />
        <source>Schiedsrichter</source>
        <translation>Referee</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="171" />
        <source>Chefschiedsrichter</source>
        <translation>Chief referee</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="171" />
        <source>Passen</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="172" />
        <source>Überboten</source>
        <translation>Over-bid</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="172" />
        <source>Abwerfen</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="172" />
        <source>Zugende</source>
        <translation>End of turn</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="173" />
        <source>Patt</source>
        <translation>Stalemate</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="176" />
        <source>Fähigkeit %1 (§ %2)</source>
        <translation>Power of %1 (§ %2)</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="178" />
        <source>Jetzt möglich: %1</source>
        <translation>Possible now: %1</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="192" />
        <source>Noch %1 Partie(n) offen: die nächsten gespeicherten Arena-Partien derselben Spieler zählen mit (§ 13).</source>
        <translation>%1 game(s) still to play: the next stored Arena games of the same players count (§ 13).</translation>
    </message>
</context>
<context>
    <name>ArenaSetupForm</name>
    <message>
        <location filename="../pages/arena.py" line="213" />
        <source>leer: kein Spieler</source>
        <translation>empty: no player</translation>
    </message>
    <message>
        <location filename="../pages/arena.py" line="216" />
        <source>Platz %1 (im Uhrzeigersinn)</source>
        <translation>Seat %1 (clockwise)</translation>
    </message>
</context>
<context>
    <name>BidDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="115" />
        <source>Startgebot</source>
        <translation>Start bid</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="119" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="120" />
        <source>Gebot (Stärke der ersten Karte)</source>
        <translation>Bid (strength of the first card)</translation>
    </message>
</context>
<context>
    <name>CardListDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="374" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
</context>
<context>
    <name>ChiefDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="334" />
        <source>Chefschiedsrichter</source>
        <translation>Chief referee</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="337" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="338" />
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="342" />
        <source>%1: geheime Wette aufgedeckt</source>
        <translation>%1: secret bet revealed</translation>
    </message>
</context>
<context>
    <name>CloseBiddingDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="158" />
        <source>Gebote schließen</source>
        <translation>Close bidding</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="161" />
        <source>%1 beginnt und muss eine Karte der Stärke %2 spielen (§ 5).</source>
        <translation>%1 starts and must play a card of strength %2 (§ 5).</translation>
    </message>
</context>
<context>
    <name>DiscardDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="414" />
        <source>Abwerfen</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="416" />
        <source>Höchstens %1 Karten toter Kreaturen:</source>
        <translation>At most %1 cards of dead creatures:</translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="430" />
        <source>Zugende</source>
        <translation>End of turn</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="434" />
        <source>%1 zieht %2 Karte(n) nach (§ 11).</source>
        <translation>%1 draws %2 card(s) (§ 11).</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="437" />
        <source>Die Runde endet: %1 stirbt (§ 8).</source>
        <translation>The round ends: %1 dies (§ 8).</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="439" />
        <source>Nach fünf Runden ist das Spiel vorbei (§ 12).</source>
        <translation>After five rounds the game is over (§ 12).</translation>
    </message>
</context>
<context>
    <name>GridModel</name>
    <message>
        <location filename="../pages/arena_models.py" line="49" />
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="49" />
        <source>Stärke</source>
        <translation>Strength</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="50" />
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="51" />
        <source>Sponsor</source>
        <translation>Sponsor</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="51" />
        <source>Fähigkeit</source>
        <translation>Power</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="51" />
        <source>Geheim aufgedeckt</source>
        <translation>Secret revealed</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="66" />
        <source>gesperrt (Zuschauer)</source>
        <translation>blocked (spectator)</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="67" />
        <source>frei</source>
        <translation>free</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="71" />
        <source>tot (R%1)</source>
        <translation>dead (R%1)</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="73" />
        <source>Sichtbare Dukaten: %1</source>
        <translation>Visible ducats: %1</translation>
    </message>
</context>
<context>
    <name>OpenBetDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="192" />
        <source>Offene Wette</source>
        <translation>Open bet</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="196" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="197" />
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="198" />
        <source>Dukaten</source>
        <translation>Ducats</translation>
    </message>
</context>
<context>
    <name>OverbidDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="174" />
        <source>Überboten</source>
        <translation>Over-bid</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="177" />
        <source>%1 kann die gebotene Karte nicht spielen: Handlimit 7 für den Rest des Spiels (§ 5).</source>
        <translation>%1 cannot play the bid card: hand limit 7 for the rest of the game (§ 5).</translation>
    </message>
</context>
<context>
    <name>PassDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="397" />
        <source>Passen</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="399" />
        <source>Alle %1 spielbaren Handkarten zeigen (nur Karten toter Kreaturen):</source>
        <translation>Show all %1 usable hand cards (only cards of dead creatures):</translation>
    </message>
</context>
<context>
    <name>PlayDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="267" />
        <source>Karte spielen</source>
        <translation>Play a card</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="271" />
        <source>Stärkekarte</source>
        <translation>Strength card</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="271" />
        <source>Zuschauer</source>
        <translation>Spectator</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="273" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="274" />
        <source>Kreatur (Reihe)</source>
        <translation>Creature (row)</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="275" />
        <source>Karte</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="276" />
        <source>Stärke</source>
        <translation>Strength</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="279" />
        <source>Startgebot: die erste Karte muss die Stärke %1 haben (§ 5).</source>
        <translation>Start bid: the first card must have strength %1 (§ 5).</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../pages/arena_models.py" line="87" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="87" />
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="87" />
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="87" />
        <source>Geheime Wette</source>
        <translation>Secret bet</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="88" />
        <source>Dukaten jetzt</source>
        <translation>Ducats now</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="88" />
        <source>Falls jetzt Ende</source>
        <translation>If it ended now</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="88" />
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="98" />
        <source>(%1 beiseite)</source>
        <translation>(%1 set aside)</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="105" />
        <source>verdeckt</source>
        <translation>hidden</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="108" />
        <source>am Zug</source>
        <translation>to move</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="110" />
        <source>Startspieler</source>
        <translation>Start player</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="112" />
        <source>Sieger</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="114" />
        <source>vorn</source>
        <translation>ahead</translation>
    </message>
</context>
<context>
    <name>PowerDialog</name>
    <message>
        <location filename="../pages/arena_powers.py" line="38" />
        <source>Fähigkeit einsetzen</source>
        <translation>Use a power</translation>
    </message>
    <message>
        <location filename="../pages/arena_powers.py" line="45" />
        <source>Gerade ist keine Fähigkeit nutzbar: nur der Sponsor direkt nach einer Stärkekarte seiner Kreatur, ohne Zuschauer (§ 15, 9).</source>
        <translation>No power can be used now: only the sponsor right after a strength card of his creature, without a spectator (§ 15, 9).</translation>
    </message>
    <message>
        <location filename="../pages/arena_powers.py" line="54" />
        <source>Zuschauer</source>
        <translation>Spectator</translation>
    </message>
    <message>
        <location filename="../pages/arena_powers.py" line="57" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../pages/arena_powers.py" line="58" />
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
    <message>
        <location filename="../pages/arena_powers.py" line="62" />
        <source>Gegen Spieler</source>
        <translation>Against player</translation>
    </message>
    <message>
        <location filename="../pages/arena_powers.py" line="63" />
        <source>Kreatur / Ort</source>
        <translation>Creature / place</translation>
    </message>
    <message>
        <location filename="../pages/arena_powers.py" line="64" />
        <source>Erste Karte</source>
        <translation>First card</translation>
    </message>
    <message>
        <location filename="../pages/arena_powers.py" line="65" />
        <source>Zweite Karte</source>
        <translation>Second card</translation>
    </message>
    <message>
        <location filename="../pages/arena_powers.py" line="66" />
        <source>Karten abwerfen</source>
        <translation>Cards to discard</translation>
    </message>
    <message>
        <location filename="../pages/arena_powers.py" line="67" />
        <source>Oberste Karte (offen)</source>
        <translation>Top card (face up)</translation>
    </message>
    <message>
        <location filename="../pages/arena_powers.py" line="68" />
        <source>Ihre Stärke</source>
        <translation>Its strength</translation>
    </message>
</context>
<context>
    <name>RefereeDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="313" />
        <source>Schiedsrichter</source>
        <translation>Referee</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="318" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="319" />
        <source>Sichtbare Karte nehmen</source>
        <translation>Take the visible card</translation>
    </message>
</context>
<context>
    <name>RevealDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="230" />
        <source>Geheime Wette aufdecken</source>
        <translation>Reveal the secret bet</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="237" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="238" />
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="239" />
        <source>Stärke der Karte</source>
        <translation>Strength of the card</translation>
    </message>
</context>
<context>
    <name>SecretBetDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="212" />
        <source>Geheime Wette</source>
        <translation>Secret bet</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="214" />
        <source>(erst beim Aufdecken)</source>
        <translation>(only at the reveal)</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="215" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="216" />
        <source>Kreatur</source>
        <translation>Creature</translation>
    </message>
</context>
<context>
    <name>StalemateDialog</name>
    <message>
        <location filename="../pages/arena_dialogs.py" line="454" />
        <source>Patt</source>
        <translation>Stalemate</translation>
    </message>
    <message>
        <location filename="../pages/arena_dialogs.py" line="455" />
        <source>freiwillig (alle einverstanden)</source>
        <translation>voluntary (everyone agrees)</translation>
    </message>
</context>
<context>
    <name>TournamentModel</name>
    <message>
        <location filename="../pages/arena_models.py" line="128" />
        <source>Spieler</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="128" />
        <source>Partie %1</source>
        <translation>Game %1</translation>
    </message>
    <message>
        <location filename="../pages/arena_models.py" line="129" />
        <source>Summe</source>
        <translation>Total</translation>
    </message>
</context>
</TS>