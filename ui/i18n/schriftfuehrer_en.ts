<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="de">
  <context>
    <name>ArmiesModel</name>
    <message>
      <location filename="../games/got/models.py" line="68" />
      <source>Armee</source>
      <translation>Army</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="68" />
      <source>Besitzer</source>
      <translation>Owner</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="68" />
      <source>Land</source>
      <translation>Land</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="68" />
      <source>Gelände</source>
      <translation>Terrain</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="69" />
      <source>Figuren</source>
      <translation>Figures</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="69" />
      <source>gezogen</source>
      <translation>moved</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="69" />
      <source>rekrutiert</source>
      <translation>recruited</translation>
    </message>
  </context>
  <context>
    <name>BattleDialog</name>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="64" />
      <source>Titan/Phantom fiel durch den Executer</source>
      <translation>Titan/Phantom fell to the Executer</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="67" />
      <source>Noch stehend, als der Titan fiel</source>
      <translation>Still standing when the Titan fell</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="70" />
      <source>Verteidiger (im selben Land)</source>
      <translation>Defender (on the same land)</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="28" />
      <source>Kampf abrechnen</source>
      <translation>Settle battle</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="35" />
      <source>Schlacht ausgefochten</source>
      <translation>Battle fought out</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="35" />
      <source>Flucht</source>
      <translation>Flight</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="36" />
      <source>Verhandlung</source>
      <translation>Negotiation</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="37" />
      <source>Aufgabe vor der Schlacht</source>
      <translation>Concession before the battle</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="38" />
      <source>Aufgabe in der Schlacht</source>
      <translation>Concession during the battle</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="39" />
      <source>Unentschieden (beide zerschlagen)</source>
      <translation>Draw (both destroyed)</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="39" />
      <source>Zeit-Sieg</source>
      <translation>Time loss</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="44" />
      <location filename="../games/got/dialogs/battle.py" line="51" />
      <location filename="../games/got/dialogs/battle.py" line="151" />
      <location filename="../games/got/dialogs/battle.py" line="166" />
      <source>Angreifer</source>
      <translation>Attacker</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="45" />
      <location filename="../games/got/dialogs/battle.py" line="52" />
      <location filename="../games/got/dialogs/battle.py" line="151" />
      <location filename="../games/got/dialogs/battle.py" line="166" />
      <source>Verteidiger</source>
      <translation>Defender</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="46" />
      <location filename="../games/got/dialogs/battle.py" line="141" />
      <source>niemand</source>
      <translation>nobody</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="48" />
      <source>z. B. Ogre, Gargoyle</source>
      <translation>e.g. Ogre, Gargoyle</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="53" />
      <location filename="../games/got/dialogs/battle.py" line="60" />
      <source>Ausgang</source>
      <translation>Outcome</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="54" />
      <location filename="../games/got/dialogs/battle.py" line="60" />
      <source>Sieger</source>
      <translation>Winner</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="55" />
      <source>Verluste des Siegers</source>
      <translation>Winner's losses</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="56" />
      <source>Gott erscheint</source>
      <translation>God appears</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="57" />
      <source>in Armee</source>
      <translation>in army</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="60" />
      <source>Punkte</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="60" />
      <source>Lebenssteine</source>
      <translation>Gems</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="61" />
      <source>Abschnitte / Grund</source>
      <translation>Sections / reason</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="68" />
      <source>Vorschau</source>
      <translation>Preview</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="70" />
      <source>Flucht, Verhandlung, Aufgabe würden geben:</source>
      <translation>Flight, negotiation, concession would give:</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="122" />
      <source>—</source>
      <translation>—</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="141" />
      <source>Sieger: %1</source>
      <translation>Winner: %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="142" />
      <source>Kampfpunkte: +%1</source>
      <translation>Points: +%1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="143" />
      <source>Titan-Stärke: %1 → %2</source>
      <translation>Titan power: %1 → %2</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="145" />
      <source>Lebenssteine: %1</source>
      <translation>Gems: %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="147" />
      <source>Götter bei %1: %2</source>
      <translation>Gods at %1: %2</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="149" />
      <source>Siegpunkte %1: %2 → %3</source>
      <translation>Victory points %1: %2 → %3</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="153" />
      <source>Geschlagen (%1): %2</source>
      <translation>Beaten (%1): %2</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle.py" line="154" />
      <source>Abschnitte</source>
      <translation>Sections</translation>
    </message>
  </context>
  <context>
    <name>BattleTab</name>
    <message>
      <location filename="../games/got/odds.py" line="219" />
      <location filename="../games/got/odds.py" line="267" />
      <source>Angreifer</source>
      <translation>Attacker</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="219" />
      <location filename="../games/got/odds.py" line="267" />
      <source>Verteidiger</source>
      <translation>Defender</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="219" />
      <source>Hazard</source>
      <translation>Hazard</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="223" />
      <source>Schlacht simulieren</source>
      <translation>Simulate battle</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="224" />
      <source>Abbrechen</source>
      <translation>Cancel</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="232" />
      <source>Beide Armeen brauchen Figuren.</source>
      <translation>Both armies need figures.</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="256" />
      <source>Abgebrochen.</source>
      <translation>Cancelled.</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="1" />
      <source>Simulationen</source>
      <translation>Simulations</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="1" />
      <source>So viele Schlachten werden ausgewürfelt; mehr macht die Prozente genauer.</source>
      <translation>This many battles are rolled out; more make the percentages more precise.</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="1" />
      <source>Der Angreifer gewinnt in %1 der Fälle; der Verteidiger in %2; beide Armeen fallen in %3; in %4 läuft die Zeit ab. Im Schnitt erhält der Angreifer %5 Punkte, der Verteidiger %6 (aus %7 simulierten Schlachten).</source>
      <translation>The attacker wins in %1 of cases; the defender in %2; both armies fall in %3; in %4 time runs out. On average the attacker scores %5 points, the defender %6 (from %7 simulated battles).</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="1" />
      <source>Wer gewinnt die Schlacht?</source>
      <translation>Who wins the battle?</translation>
    </message>
  </context>
  <context>
    <name>CorrectionDialog</name>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="96" />
      <source>Korrektur</source>
      <translation>Correction</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="106" />
      <source>Spieler</source>
      <translation>Player</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="107" />
      <source>Kampfpunkte</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="108" />
      <source>Lebenssteine</source>
      <translation>Gems</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="109" />
      <source>Armee</source>
      <translation>Army</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="110" />
      <source>Figuren zurück in den Pool</source>
      <translation>Figures back to the pool</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="111" />
      <source>Grund</source>
      <translation>Reason</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="1" />
      <source>Figuren aus dem Pool dazu</source>
      <translation>Figures from the pool into the army</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="1" />
      <source>Siegpunkt-Ziele erreicht</source>
      <translation>Victory-point goals reached</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="1" />
      <source>Siegpunkte (ohne Ziel)</source>
      <translation>Victory points (without a goal)</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="190" />
      <source>ändern um</source>
      <translation>change by</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="191" />
      <source>setzen auf</source>
      <translation>set to</translation>
    </message>
  </context>
  <context>
    <name>DuelTab</name>
    <message>
      <location filename="../games/got/odds.py" line="126" />
      <source>Duell berechnen</source>
      <translation>Compute duel</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="1" />
      <source>Der Angreifer gewinnt in %1 der Fälle; der Verteidiger in %2; beide fallen in %3; in %4 läuft die Zeit ab (der Angreifer verliert, § %6). Im Schnitt dauert das Duell %5 Kampfrunden.</source>
      <translation>The attacker wins in %1 of cases; the defender in %2; both fall in %3; in %4 time runs out (the attacker loses, § %6). On average the duel lasts %5 battle rounds.</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="1" />
      <source>Wer gewinnt das Duell?</source>
      <translation>Who wins the duel?</translation>
    </message>
  </context>
  <context>
    <name>EliminationDialog</name>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="142" />
      <source>Spieler scheidet aus</source>
      <translation>Player is out</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="145" />
      <source>Spieler</source>
      <translation>Player</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="146" />
      <source>Grund</source>
      <translation>Reason</translation>
    </message>
  </context>
  <context>
    <name>GamesModel</name>
    <message>
      <location filename="../models/games.py" line="1" />
      <source>Stand einer früheren Programmversion – wird aktualisiert …</source>
      <translation>Standings from an earlier version of the program – being brought up to date …</translation>
    </message>
    <message>
      <location filename="../models/games.py" line="22" />
      <source>Nr.</source>
      <translation>No.</translation>
    </message>
    <message>
      <location filename="../models/games.py" line="22" />
      <source>Spiel</source>
      <translation>Game</translation>
    </message>
    <message>
      <location filename="../models/games.py" line="22" />
      <source>Titel</source>
      <translation>Title</translation>
    </message>
    <message>
      <location filename="../models/games.py" line="22" />
      <source>Einträge</source>
      <translation>Entries</translation>
    </message>
    <message>
      <location filename="../models/games.py" line="1" />
      <source>Spieler</source>
      <translation>Players</translation>
    </message>
    <message>
      <location filename="../models/games.py" line="1" />
      <source>Stand</source>
      <translation>Standings</translation>
    </message>
    <message>
      <location filename="../models/games.py" line="1" />
      <source>Runde / Zug</source>
      <translation>Round / turn</translation>
    </message>
    <message>
      <location filename="../models/games.py" line="1" />
      <source>Zuletzt gespielt</source>
      <translation>Last played</translation>
    </message>
  </context>
  <context>
    <name>GotTable</name>
    <message>
      <location filename="../games/got/table.py" line="97" />
      <source>Armeen</source>
      <translation>Armies</translation>
    </message>
    <message>
      <location filename="../games/got/table.py" line="97" />
      <source>Pools</source>
      <translation>Pools</translation>
    </message>
    <message>
      <location filename="../games/got/table.py" line="97" />
      <source>Punkteverlauf</source>
      <translation>Points over the game</translation>
    </message>
    <message>
      <location filename="../games/got/table.py" line="109" />
      <source>Bewegung</source>
      <translation>Movement</translation>
    </message>
    <message>
      <location filename="../games/got/table.py" line="109" />
      <source>Kampf</source>
      <translation>Battle</translation>
    </message>
    <message>
      <location filename="../games/got/table.py" line="109" />
      <source>Rekrutierung</source>
      <translation>Recruiting</translation>
    </message>
    <message>
      <location filename="../games/got/table.py" line="110" />
      <source>Nichtangriffspakt gilt</source>
      <translation>non-aggression pact in force</translation>
    </message>
    <message>
      <location filename="../games/got/table.py" line="110" />
      <source>kein Pakt mehr</source>
      <translation>pact over</translation>
    </message>
    <message>
      <location filename="../games/got/table.py" line="111" />
      <source>Runde %1 · am Zug: %2 · Phase: %3 · %4</source>
      <translation>Round %1 · Mover: %2 · phase: %3 · %4</translation>
    </message>
    <message>
      <location filename="../games/got/table.py" line="114" />
      <source>Sieger: %1</source>
      <translation>Winner: %1</translation>
    </message>
    <message>
      <location filename="../games/got/table.py" line="121" />
      <source>Kampfpunkte</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../games/got/table.py" line="122" />
      <source>Eintrag im Journal</source>
      <translation>Journal entry</translation>
    </message>
  </context>
  <context>
    <name>Hazard</name>
    <message>
      <location filename="../panels/widgets.py" line="48" />
      <source>Ebene</source>
      <translation>plain</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="49" />
      <source>Baum</source>
      <translation>tree</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="50" />
      <source>Sand</source>
      <translation>sand</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="51" />
      <source>Moor</source>
      <translation>bog</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="52" />
      <source>Gestrüpp</source>
      <translation>bramble</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="53" />
      <source>Nebel</source>
      <translation>fog</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="54" />
      <source>Hecke</source>
      <translation>hedge</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="55" />
      <source>Treibsand</source>
      <translation>drift</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="56" />
      <source>Vulkan</source>
      <translation>volcano</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="57" />
      <source>Strand</source>
      <translation>beach</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="58" />
      <source>Wasser</source>
      <translation>water</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="59" />
      <source>Dunkelheit</source>
      <translation>darkness</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="60" />
      <source>Wolke</source>
      <translation>cloud</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="67" />
      <source>keine</source>
      <translation>none</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="68" />
      <source>Hang hinunter</source>
      <translation>slope down</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="69" />
      <source>Hang hinauf</source>
      <translation>slope up</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="70" />
      <source>Mauer hinunter</source>
      <translation>wall down</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="71" />
      <source>Mauer hinauf</source>
      <translation>wall up</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="72" />
      <source>Düne hinunter</source>
      <translation>dune down</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="73" />
      <source>Düne hinauf</source>
      <translation>dune up</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="74" />
      <source>Klippe</source>
      <translation>cliff</translation>
    </message>
  </context>
  <context>
    <name>JsonEntryDialog</name>
    <message>
      <location filename="../main_window.py" line="34" />
      <source>Eintrag als JSON</source>
      <translation>Entry as JSON</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="503" />
        <source>Stand nach Eintrag {0} (nur ansehen) — Esc zurück</source>
        <translation>The table after entry {0} (view only) — Esc goes back</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="241" />
        <source>Filtern (z. B. Name) …</source>
        <translation>Filter (e.g. name) …</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="231" />
        <source>Schnelleingabe</source>
        <translation>Quick entry</translation>
    </message>
    <message>
      <source>Neu laden</source>
      <translation>Reload</translation>
    </message>
    <message>
      <source>&amp;Spiel</source>
      <translation>&amp;Game</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="140" />
      <source>Schriftführer</source>
      <translation>Schriftführer (scribe)</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="141" />
      <source>&amp;Partie</source>
      <translation>&amp;Game</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="141" />
      <source>&amp;Bearbeiten</source>
      <translation>&amp;Edit</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="141" />
      <source>&amp;Eintrag</source>
      <translation>E&amp;ntry</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="142" />
      <source>&amp;Drucken</source>
      <translation>&amp;Print</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="142" />
      <source>&amp;Ansicht</source>
      <translation>&amp;View</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="144" />
      <source>Neue Partie …</source>
      <translation>New game …</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="144" />
      <source>Startseite / Partie öffnen</source>
      <translation>Start page / open game</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="145" />
      <source>Beenden</source>
      <translation>Quit</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="145" />
      <source>Zug …</source>
      <translation>Move …</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="145" />
      <source>Teilen …</source>
      <translation>Split …</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="146" />
      <source>Kampf abrechnen …</source>
      <translation>Settle battle …</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="146" />
      <source>Rekrutieren …</source>
      <translation>Recruit …</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="147" />
      <source>Siegpunkte …</source>
      <translation>Victory points …</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="147" />
      <source>Korrektur …</source>
      <translation>Correction …</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="148" />
      <source>Titan offenlegen …</source>
      <translation>Reveal the Titan …</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="148" />
      <source>Spieler scheidet aus …</source>
      <translation>Player is out …</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="149" />
      <source>Zugende</source>
      <translation>End turn</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="149" />
      <source>Eintrag als JSON …</source>
      <translation>Entry as JSON …</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="150" />
      <source>Regeln durchsuchen</source>
      <translation>Search the rules</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="153" />
      <source>Verlauf</source>
      <translation>History</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="153" />
      <source>Regeln</source>
      <translation>Rules</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="233" />
      <source>Rückgängig</source>
      <translation>Undo</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="234" />
      <source>Wiederholen</source>
      <translation>Redo</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="309" />
      <source>Ausdrucke nicht verfügbar</source>
      <translation>Printouts not available</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="318" />
      <source>(leer)</source>
      <translation>(blank)</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="1" />
      <source>&amp;Hilfe</source>
      <translation>&amp;Help</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="1" />
      <source>Datenbank prüfen …</source>
      <translation>Check database …</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="1" />
      <source>Kurzanleitung …</source>
      <translation>Quick guide …</translation>
    </message>
    <message>
      <location filename="../main_window.py" line="1" />
      <source>Über Schriftführer …</source>
      <translation>About Schriftführer …</translation>
    </message>
    <message>
      <source>nach heutigen Regeln anders beurteilt</source>
      <translation>judged differently by today's rules</translation>
    </message>
    <message>
      <source>1 Eintrag dieser Partie wird nach heutigen Regeln anders beurteilt.</source>
      <translation>1 entry of this game is judged differently by today's rules.</translation>
    </message>
    <message>
      <source>{0} Einträge dieser Partie werden nach heutigen Regeln anders beurteilt.</source>
      <translation>{0} entries of this game are judged differently by today's rules.</translation>
    </message>
    <message>
      <source>anzeigen</source>
      <translation>show</translation>
    </message>
  </context>
  <context>
    <name>MoveDialog</name>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="24" />
      <source>Zug eintragen</source>
      <translation>Enter a move</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="28" />
      <source>Bezeichnung des Landes, z. B. B12</source>
      <translation>Name of the land, e.g. B12</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="31" />
      <source>Armee</source>
      <translation>Army</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="32" />
      <source>Gelände</source>
      <translation>Terrain</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="33" />
      <source>Land</source>
      <translation>Land</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="34" />
      <source>Felder</source>
      <translation>Lands</translation>
    </message>
    <message>
      <source>Teleport statt Zug …</source>
      <translation>Teleport instead of a move …</translation>
    </message>
    <message>
      <source>%1 hat keinen Platz für alle: welche Figuren der Besatzung gehen in den Pool zurück (%2 nötig, § %3)?</source>
      <translation>%1 has no room for all: which garrison figures go back to the pool (%2 needed, § %3)?</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../dialogs/new_game.py" line="35" />
      <source>Neue Partie</source>
      <translation>New game</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="44" />
      <source>Platz</source>
      <translation>Seat</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="44" />
      <source>Name</source>
      <translation>Name</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="44" />
      <source>Rolle</source>
      <translation>Role</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="44" />
      <source>Farbe</source>
      <translation>Colour</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="45" />
      <source>Element</source>
      <translation>Element</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="56" />
      <source>Titan-Spieler</source>
      <translation>Titan player</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="56" />
      <source>Darklord</source>
      <translation>Darklord</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="62" />
      <source>leer: ohne Darklord</source>
      <translation>empty: no Darklord</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="64" />
      <source>Spieler</source>
      <translation>Player</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="67" />
      <source>Aufstellungs-Ereignis als JSON</source>
      <translation>Set-up event as JSON</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="68" />
      <source>Auslegungen</source>
      <translation>Interpretations</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="78" />
      <source>Spiel</source>
      <translation>Game</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="79" />
      <source>Titel</source>
      <translation>Title</translation>
    </message>
    <message>
      <location filename="../dialogs/new_game.py" line="113" />
      <source>wie beschrieben (eine Lesart)</source>
      <translation>as described (one reading)</translation>
    </message>
  </context>
  <context>
    <name>OddsPanel</name>
    <message>
      <location filename="../games/got/odds.py" line="288" />
      <source>Attacke</source>
      <translation>Strike</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="288" />
      <source>Duell</source>
      <translation>Duel</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="288" />
      <source>Schlacht</source>
      <translation>Battle</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="19" />
      <source>Chancen</source>
      <translation>Odds</translation>
    </message>
  </context>
  <context>
    <name>PlayersModel</name>
    <message>
      <location filename="../games/got/models.py" line="25" />
      <source>Farbe</source>
      <translation>Colour</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="25" />
      <source>Kampfpunkte</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="25" />
      <source>Titan-Stärke</source>
      <translation>Titan power</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="25" />
      <source>bis Stärke +1</source>
      <translation>to power +1</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="26" />
      <source>bis Gott</source>
      <translation>to next god</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="26" />
      <source>Lebenssteine</source>
      <translation>Gems</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="26" />
      <source>Siegpunkte</source>
      <translation>Victory points</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="26" />
      <source>Vorteile</source>
      <translation>Benefits</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="26" />
      <source>Tower</source>
      <translation>Towers</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="27" />
      <source>Elemente</source>
      <translation>Elements</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="27" />
      <source>Status</source>
      <translation>Status</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="33" />
      <source>Darklord</source>
      <translation>Darklord</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="33" />
      <source>Titan</source>
      <translation>Titan</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="35" />
      <source>am Zug</source>
      <translation>to move</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="37" />
      <source>offen</source>
      <translation>revealed</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="39" />
      <source>Phantom</source>
      <translation>Phantom</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="41" />
      <source>ausgeschieden</source>
      <translation>out</translation>
    </message>
    <message>
      <location filename="../games/got/models.py" line="43" />
      <source>Sieger</source>
      <translation>Winner</translation>
    </message>
  </context>
  <context>
    <name>PoolsModel</name>
    <message>
      <location filename="../games/got/models.py" line="90" />
      <source>Figur</source>
      <translation>Figure</translation>
    </message>
  </context>
  <context>
    <name>PrintPreview</name>
    <message>
      <location filename="../dialogs/print_preview.py" line="31" />
      <source>Speichern unter …</source>
      <translation>Save as …</translation>
    </message>
    <message>
      <location filename="../dialogs/print_preview.py" line="32" />
      <source>Drucken …</source>
      <translation>Print …</translation>
    </message>
    <message>
      <location filename="../dialogs/print_preview.py" line="33" />
      <source>Schließen</source>
      <translation>Close</translation>
    </message>
    <message>
      <location filename="../dialogs/print_preview.py" line="45" />
      <source>Druckvorschau</source>
      <translation>Print preview</translation>
    </message>
    <message>
      <location filename="../dialogs/print_preview.py" line="67" />
      <source>PDF speichern</source>
      <translation>Save PDF</translation>
    </message>
  </context>
  <context>
    <name>RecruitDialog</name>
    <message>
      <location filename="../games/got/dialogs/recruit.py" line="18" />
      <source>Rekrutieren</source>
      <translation>Recruit</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/recruit.py" line="25" />
      <source>Armee</source>
      <translation>Army</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/recruit.py" line="26" />
      <source>Erlaubt:</source>
      <translation>Allowed:</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/recruit.py" line="28" />
      <source>Nicht möglich:</source>
      <translation>Not possible:</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/recruit.py" line="40" />
      <source>aus dem Land</source>
      <translation>from the land</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/recruit.py" line="40" />
      <source>Mensch angeworben</source>
      <translation>human hired</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/recruit.py" line="41" />
      <source>Halbgott beschworen</source>
      <translation>demilord summoned</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/recruit.py" line="41" />
      <source>Executer gegen Opfer</source>
      <translation>Executer for a sacrifice</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/recruit.py" line="45" />
      <source>%1 Lebenssteine</source>
      <translation>%1 gems</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/recruit.py" line="56" />
      <source>—</source>
      <translation>—</translation>
    </message>
  </context>
  <context>
    <name>RevealDialog</name>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="129" />
      <source>Titan offenlegen</source>
      <translation>Reveal the Titan</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="131" />
      <source>Spieler</source>
      <translation>Player</translation>
    </message>
  </context>
  <context>
    <name>RulesPanel</name>
    <message>
      <location filename="../panels/rules.py" line="111" />
      <source>Begriff (deutsch oder englisch) …</source>
      <translation>Term (German or English) …</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="112" />
      <source>Zurück</source>
      <translation>Back</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="113" />
      <source>Vor</source>
      <translation>Forward</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="114" />
      <source>Suche</source>
      <translation>Search</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="115" />
      <source>Glossar</source>
      <translation>Glossary</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="116" />
      <source>Auslegungen</source>
      <translation>Interpretations</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="117" />
      <source>alle Spiele</source>
      <translation>all games</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="133" />
      <source>Das Regelwerk ist nicht verfügbar: %1</source>
      <translation>The rules reference is not available: %1</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="190" />
      <source>Abschnitt nicht gefunden:</source>
      <translation>Section not found:</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="196" />
      <source>Verweise</source>
      <translation>References</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="196" />
      <source>Verwiesen von</source>
      <translation>Referenced by</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="196" />
      <source>Auslegung</source>
      <translation>Interpretation</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="197" />
      <location filename="../panels/rules.py" line="231" />
      <source>Vorgabe</source>
      <translation>Default</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="227" />
      <source>Kein Eintrag.</source>
      <translation>No entry.</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="1" />
      <source>Wortlaut des eigenen Regelwerks</source>
      <translation>Wording of your own rulebook</translation>
    </message>
    <message>
      <location filename="../panels/rules.py" line="1" />
      <source>Suchen oder Abschnitt, z. B. 20.4 …</source>
      <translation>Search, or a section such as 20.4 …</translation>
    </message>
  </context>
  <context>
    <name>SplitDialog</name>
    <message>
        <location filename="../games/got/dialogs/entries.py" line="141" />
        <source>Keine Armee kann jetzt geteilt werden: geteilt wird vor dem Zug der Armee.</source>
        <translation>No army can be split now: an army is split before it moves.</translation>
    </message>
    <message>
        <location filename="../games/got/dialogs/entries.py" line="136" />
        <source>Figuren, die abgehen</source>
        <translation>Figures that leave</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="48" />
      <source>Armee teilen</source>
      <translation>Split army</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="52" />
      <source>z. B. Ogre, Gargoyle</source>
      <translation>e.g. Ogre, Gargoyle</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="53" />
      <source>Armee</source>
      <translation>Army</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="54" />
      <source>Neues Deckmärkchen</source>
      <translation>New marker</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/entries.py" line="55" />
      <source>Figuren</source>
      <translation>Figures</translation>
    </message>
  </context>
  <context>
    <name>StartPage</name>
    <message>
      <location filename="../start.py" line="1" />
      <source>Stände einer früheren Programmversion werden aktualisiert (noch %1) …</source>
      <translation>Standings from an earlier version of the program are being brought up to date (%1 to go) …</translation>
    </message>
    <message>
      <location filename="../start.py" line="53" />
      <source>Schriftführer</source>
      <translation>Schriftführer (scribe)</translation>
    </message>
    <message>
      <location filename="../start.py" line="54" />
      <source>Neue Partie …</source>
      <translation>New game …</translation>
    </message>
    <message>
      <location filename="../start.py" line="55" />
      <source>Öffnen</source>
      <translation>Open</translation>
    </message>
    <message>
      <location filename="../start.py" line="56" />
      <source>Zuletzt geöffnet</source>
      <translation>Recently opened</translation>
    </message>
    <message>
      <location filename="../start.py" line="57" />
      <source>Alle Partien</source>
      <translation>All games</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Importieren …</source>
      <translation>Import …</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Umbenennen …</source>
      <translation>Rename …</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Archivieren</source>
      <translation>Archive</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Exportieren …</source>
      <translation>Export …</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Wiederherstellen</source>
      <translation>Restore</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Endgültig löschen …</source>
      <translation>Delete for good …</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Die Partie verschwindet aus der Liste; im Archiv bleibt sie erhalten und lässt sich wiederherstellen.</source>
      <translation>The game leaves the list; it is kept in the archive and can be restored.</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Die ganze Partie als JSON-Datei speichern</source>
      <translation>Save the whole game as a JSON file</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Eine exportierte Partie (JSON-Datei) als neue Partie laden</source>
      <translation>Load an exported game (JSON file) as a new game</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Beim Start letzte Partie fortsetzen</source>
      <translation>Continue the last game on start</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Archiv</source>
      <translation>Archive</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Partie umbenennen</source>
      <translation>Rename game</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Neuer Titel:</source>
      <translation>New title:</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Partie %1 umbenannt.</source>
      <translation>Game %1 renamed.</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>%1 ist im Archiv (dort lässt sie sich wiederherstellen).</source>
      <translation>%1 is in the archive (it can be restored there).</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>%1 ist wiederhergestellt.</source>
      <translation>%1 is restored.</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Partie löschen</source>
      <translation>Delete game</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>%1 mit %2 Einträgen endgültig löschen? Das lässt sich nicht rückgängig machen.</source>
      <translation>Delete %1 with %2 entries for good? This cannot be undone.</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>%1 ist gelöscht.</source>
      <translation>%1 is deleted.</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Partie exportieren</source>
      <translation>Export game</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>JSON-Dateien (*.json)</source>
      <translation>JSON files (*.json)</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>%1 exportiert nach %2.</source>
      <translation>%1 exported to %2.</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Partie importieren</source>
      <translation>Import game</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Streng: nicht einlesen, wenn die heutigen Regeln einen Eintrag ablehnen</source>
      <translation>Strict: do not import when today's rules refuse an entry</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>Für Dateien, die von Hand oder mit einem anderen Programm geschrieben wurden: der erste abgelehnte Eintrag wird genannt, nichts wird gespeichert. Ohne: eine gespielte Partie kommt vollständig an, abweichend beurteilte Einträge sind markiert.</source>
      <translation>For files written by hand or by another program: the first refused entry is named, nothing is stored. Without: a game a table played comes in whole, entries judged differently are marked.</translation>
    </message>
    <message>
      <location filename="../start.py" line="1" />
      <source>%1 als Partie %2 importiert.</source>
      <translation>%1 imported as game %2.</translation>
    </message>
  </context>
  <context>
    <name>StrikeTab</name>
    <message>
      <location filename="../games/got/odds.py" line="88" />
      <source>Attacke berechnen</source>
      <translation>Compute strike</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="1" />
      <source>Mindestwurf %1 mit %2 Würfeln: jeder Würfel trifft in %3 der Fälle, im Schnitt %4 Treffer. Der Verteidiger fällt in %5 der Fälle.</source>
      <translation>Strike number %1 with %2 dice: each die hits in %3 of cases, %4 hits on average. The defender is killed in %5 of cases.</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="1" />
      <source>Wie viele Treffer?</source>
      <translation>How many hits?</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="1" />
      <source>%1 Treffer</source>
      <translation>%1 hits</translation>
    </message>
  </context>
  <context>
    <name>_Pair</name>
    <message>
      <location filename="../games/got/odds.py" line="54" />
      <source>Angreifer</source>
      <translation>Attacker</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="54" />
      <source>Hazard Angreifer</source>
      <translation>Attacker's hazard</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="54" />
      <source>Verteidiger</source>
      <translation>Defender</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="55" />
      <source>Hazard Verteidiger</source>
      <translation>Defender's hazard</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="55" />
      <source>Hazard-Kante</source>
      <translation>Hexside</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="56" />
      <source>Schaden Verteidiger</source>
      <translation>Defender's damage</translation>
    </message>
  </context>
  <context>
    <name>GotPage</name>
    <message>
        <location filename="../games/got/page.py" line="195" />
        <source>Die Bewegung ist noch nicht zu Ende: %1</source>
        <translation>The movement is not finished yet: %1</translation>
    </message>
    <message>
        <location filename="../games/got/page.py" line="64" />
        <source>Land benennen …</source>
        <translation>Name a land …</translation>
    </message>
    <message>
        <location filename="../games/got/page.py" line="84" />
        <source>z. B. R2 B12 4 · R2+Tr · R2/Og Ga · l Br B12 · e (Zugende) · oder ein Eintrag: Kampf, Teleport …</source>
        <translation>e.g. R2 B12 4 · R2+Tr · R2/Og Ga · l Br B12 · e (end of turn) · or an entry: Battle, Teleport …</translation>
    </message>
    <message>
      <location filename="../games/got/page.py" line="51" />
      <source>Kampf …</source>
      <translation>Battle …</translation>
    </message>
    <message>
      <location filename="../games/got/page.py" line="109" />
      <source>entschieden, Kampfende eintragen</source>
      <translation>decided, enter its end</translation>
    </message>
    <message>
      <location filename="../games/got/page.py" line="110" />
      <source>%1 von %2 Runden eingetragen</source>
      <translation>%1 of %2 rounds entered</translation>
    </message>
    <message>
      <location filename="../games/got/page.py" line="111" />
      <source>Kampf läuft: %1 · %2</source>
      <translation>Battle being recorded: %1 · %2</translation>
    </message>
    <message>
      <location filename="../games/got/page.py" line="116" />
      <source>Offene Kämpfe: %1</source>
      <translation>Battles to fight: %1</translation>
    </message>
    <message>
      <source>Zug …</source>
      <translation>Move …</translation>
    </message>
    <message>
      <source>Teilen …</source>
      <translation>Split …</translation>
    </message>
    <message>
      <source>Kampf abrechnen …</source>
      <translation>Settle battle …</translation>
    </message>
    <message>
      <source>Rekrutieren …</source>
      <translation>Recruit …</translation>
    </message>
    <message>
      <source>Korrektur …</source>
      <translation>Correction …</translation>
    </message>
    <message>
      <source>Titan offenlegen …</source>
      <translation>Reveal the Titan …</translation>
    </message>
    <message>
      <source>Spieler scheidet aus …</source>
      <translation>Player is out …</translation>
    </message>
    <message>
      <source>Zugende</source>
      <translation>End turn</translation>
    </message>
    <message>
      <source>Teleport …</source>
      <translation>Teleport …</translation>
    </message>
    <message>
      <source>Armee kann nicht ziehen …</source>
      <translation>Army cannot move …</translation>
    </message>
    <message>
      <source>Spionieren (Darklord) …</source>
      <translation>Spy (Darklord) …</translation>
    </message>
    <message>
      <source>Verdunklung (Darklord) …</source>
      <translation>Darkening (Darklord) …</translation>
    </message>
    <message>
      <source>Titan als Deckmärkchen …</source>
      <translation>The Titan as marker …</translation>
    </message>
    <message>
      <source>Titan im Dungeon wiederbeleben …</source>
      <translation>Revive the Titan in the Dungeon …</translation>
    </message>
    <message>
      <source>Endkampf im Skycastle …</source>
      <translation>End battle in the Skycastle …</translation>
    </message>
    <message>
      <source>Endkampf beenden …</source>
      <translation>End the end battle …</translation>
    </message>
    <message>
      <source>Siegpunkte ansehen …</source>
      <translation>View victory points …</translation>
    </message>
    <message>
      <source>Partie aufgeben …</source>
      <translation>Give up the game …</translation>
    </message>
    <message>
      <source>Noch zu ziehen: %1</source>
      <translation>Still to move: %1</translation>
    </message>
    <message>
      <source>Endkampf im Skycastle: %1 · %2 von %3 Runden · Treffer auf den God: %4 von %5</source>
      <translation>End battle in the Skycastle: %1 · %2 of %3 rounds · hits on the God: %4 of %5</translation>
    </message>
  </context>
  <context>
    <name>GotSetupForm</name>
    <message>
        <location filename="../games/got/setup.py" line="87" />
        <source>Spielplan (*.toml)</source>
        <translation>Board (*.toml)</translation>
    </message>
    <message>
        <location filename="../games/got/setup.py" line="87" />
        <source>Spielplan-Datei</source>
        <translation>Board file</translation>
    </message>
    <message>
        <location filename="../games/got/setup.py" line="73" />
        <source>Datei …</source>
        <translation>File …</translation>
    </message>
    <message>
        <location filename="../games/got/setup.py" line="71" />
        <source>Datei mit den Ländern des Spielplans (TOML); leer: Länder beim Ziehen benennen</source>
        <translation>File with the board's lands (TOML); empty: name lands as armies move</translation>
    </message>
    <message>
        <location filename="../games/got/setup.py" line="68" />
        <source>Spielplan (optional)</source>
        <translation>Board (optional)</translation>
    </message>
    <message>
      <source>Platz</source>
      <translation>Seat</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Name</translation>
    </message>
    <message>
      <source>Rolle</source>
      <translation>Role</translation>
    </message>
    <message>
      <source>Farbe</source>
      <translation>Colour</translation>
    </message>
    <message>
      <source>Element</source>
      <translation>Element</translation>
    </message>
    <message>
      <source>Titan-Spieler</source>
      <translation>Titan player</translation>
    </message>
    <message>
      <source>Darklord</source>
      <translation>Darklord</translation>
    </message>
    <message>
      <source>leer: ohne Darklord</source>
      <translation>empty: no Darklord</translation>
    </message>
    <message>
      <source>Spieler</source>
      <translation>Player</translation>
    </message>
  </context>
  <context>
    <name>ArmyPanel</name>
    <message>
      <location filename="../games/got/dialogs/battle_armies.py" line="70" />
      <source>Treffer auf %1</source>
      <translation>Hits on %1</translation>
    </message>
  </context>
  <context>
    <name>BattleActions</name>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="87" />
      <source>Zwischen den Runden</source>
      <translation>Between the rounds</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="88" />
      <source>Nachrekrutierung</source>
      <translation>Reinforcement</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="89" />
      <source>Nachrekrutieren</source>
      <translation>Reinforce</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="91" />
      <source>Gott rufen</source>
      <translation>Call god</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="92" />
      <source>Sonderfertigkeit ✚</source>
      <translation>One-time ability ✚</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="93" />
      <source>Eingesetzt</source>
      <translation>Used</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="95" />
      <source>Zauber sprechen</source>
      <translation>Cast spell</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="107" />
      <source>keine Figur des Pools kann hier nachrekrutiert werden</source>
      <translation>no figure of the pool may reinforce here</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="110" />
      <source>Runde 4: Der Verteidiger darf jetzt eine Figur nachrekrutieren (%1).</source>
      <translation>Round 4: the defender may now reinforce with one figure (%1).</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="112" />
      <source>Runde 4: Nachrekrutieren ist nicht möglich (%1).</source>
      <translation>Round 4: no reinforcement is possible (%1).</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="127" />
      <source>Zauber von %1</source>
      <translation>Spell of %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="1" />
      <source>Titan offenlegen</source>
      <translation>Reveal the Titan</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="1" />
      <source>Offenlegen</source>
      <translation>Reveal</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="1" />
      <source>Kampfstärke</source>
      <translation>Power</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="1" />
      <source>Intelligenz</source>
      <translation>Skill</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="1" />
      <source>Grund (Fähigkeit oder Land)</source>
      <translation>Reason (ability or land)</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="1" />
      <source>Eintragen</source>
      <translation>Enter</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="1" />
      <source>%1 (Rundenmarker vor: eine Runde übersprungen)</source>
      <translation>%1 (round marker forward: a round skipped)</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="1" />
      <source>%1 (Rundenmarker zurück: die Runde wiederholt)</source>
      <translation>%1 (round marker back: the round repeated)</translation>
    </message>
  </context>
  <context>
    <name>BattleEndBox</name>
    <message>
      <location filename="../games/got/dialogs/battle_end.py" line="77" />
      <source>Kampfende</source>
      <translation>End of the battle</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_end.py" line="78" />
      <source>Der Kampf endet</source>
      <translation>The battle ends</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_end.py" line="79" />
      <source>Verluste des Siegers</source>
      <translation>Winner's losses</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_end.py" line="80" />
      <source>z. B. Ogre, Gargoyle (10.5)</source>
      <translation>e.g. Ogre, Gargoyle (10.5)</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_end.py" line="81" />
      <source>Kampf beenden</source>
      <translation>End the battle</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_end.py" line="148" />
      <source>Sieger: %1</source>
      <translation>Winner: %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_end.py" line="148" />
      <source>niemand</source>
      <translation>nobody</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_end.py" line="149" />
      <source>Kampfpunkte: +%1</source>
      <translation>Battle points: +%1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_end.py" line="151" />
      <source>Lebenssteine: %1</source>
      <translation>Gems: %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_end.py" line="153" />
      <source>Titan-Stärke: %1 → %2</source>
      <translation>Titan power: %1 → %2</translation>
    </message>
  </context>
  <context>
    <name>BattleSheet</name>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="1" />
      <source>Erst die Runde abschließen (Strg+Enter oder „r“ in der Kampfzeile): die Marken ändern das Kampfende.</source>
      <translation>Close the round first (Ctrl+Enter or 'r' in the battle line): the marks change the end of the battle.</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="1" />
      <source>nicht eingetragen</source>
      <translation>not entered</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="134" />
      <source>Kampfbogen</source>
      <translation>Battle sheet</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="135" />
      <source>Kampf eröffnen</source>
      <translation>Open a battle</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="136" />
      <source>Angreifer (Armee des Movers)</source>
      <translation>Attacker (the Mover's army)</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="137" />
      <source>Verteidiger (im selben Land)</source>
      <translation>Defender (on the same land)</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="138" />
      <source>Kampf beginnen</source>
      <translation>Begin the battle</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="139" />
      <source>Titan fiel durch den Executer</source>
      <translation>Titan fell to the Executer</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="140" />
      <source>Rückgängig (Strg+Z)</source>
      <translation>Undo (Ctrl+Z)</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="160" />
      <source>%1 (%2) ⚔ %3 (%4) · Land %5</source>
      <translation>%1 (%2) ⚔ %3 (%4) · land %5</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="171" />
      <source>Angreifer</source>
      <translation>Attacker</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="172" />
      <source>Verteidiger</source>
      <translation>Defender</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="177" />
      <source>Runde %1 abschließen</source>
      <translation>Finish round %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="178" />
      <source>Runden abgeschlossen</source>
      <translation>Rounds finished</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="185" />
      <source>Phantom in %1</source>
      <translation>Phantom in %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="185" />
      <source>Element an %1</source>
      <translation>element to %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="186" />
      <source>Platz für den Immortal: %1</source>
      <translation>room for the Immortal: %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="207" />
      <source>Der Kampf ist entschieden: bitte das Kampfende eintragen (%1).</source>
      <translation>The battle is decided: please enter its end (%1).</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="209" />
      <source>Runde %1: noch niemand als geschlagen markiert (Klick oder Leertaste auf eine Figur).</source>
      <translation>Round %1: nobody marked as beaten yet (click or Space on a figure).</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="212" />
      <source>Runde %1 geschlagen: %2</source>
      <translation>Round %1 beaten: %2</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="327" />
      <source>Die Markierungen der Runde %1 sind noch nicht eingetragen.</source>
      <translation>The marks of round %1 are not entered yet.</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="328" />
      <source>Kampfbogen schließen</source>
      <translation>Close the battle sheet</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="329" />
      <source>Runde eintragen</source>
      <translation>Enter the round</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="329" />
      <source>Verwerfen</source>
      <translation>Discard</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_sheet.py" line="329" />
      <source>Abbrechen</source>
      <translation>Cancel</translation>
    </message>
  </context>
  <context>
    <name>EndChoicesForm</name>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="93" />
      <source>Keine weiteren Wahlmöglichkeiten.</source>
      <translation>Nothing else to choose.</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="101" />
      <source>Phantom von %1 erscheint in</source>
      <translation>%1's Phantom appears in</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="106" />
      <source>%1 geht an</source>
      <translation>%1 goes to</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="111" />
      <source>Gott bei %1 Punkten</source>
      <translation>God at %1 points</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="113" />
      <source>keiner mehr im Pool</source>
      <translation>none left in the pool</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="115" />
      <source>keine Armee kann ihn aufnehmen, er verfällt</source>
      <translation>no army can take it, it lapses</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="121" />
      <source>Nachrekrutierung nach dem Sieg</source>
      <translation>Reinforcement after winning</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="124" />
      <source>%1 aus %2</source>
      <translation>%1 from %2</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="125" />
      <source>Gott rufen nach dem Sieg</source>
      <translation>God called after winning</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="127" />
      <source>Platz für den Immortal macht</source>
      <translation>Makes room for the Immortal</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="143" />
      <source>in</source>
      <translation>in</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="154" />
      <source>%1 (%2 Lebenssteine)</source>
      <translation>%1 (%2 gems)</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="162" />
      <source>Halbgötter wiederbeleben</source>
      <translation>Revive demigods</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_choices.py" line="163" />
      <source>Lebenssteine verfügbar: %1</source>
      <translation>Gems available: %1</translation>
    </message>
  </context>
  <context>
    <name>EndPreviewsBox</name>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="128" />
      <source>Jetzt beenden würde geben</source>
      <translation>Ending it now would give</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="129" />
      <source>Kampfende</source>
      <translation>End</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="129" />
      <source>Punkte</source>
      <translation>Points</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="129" />
      <source>Lebenssteine</source>
      <translation>Gems</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="129" />
      <source>Hinweis</source>
      <translation>Note</translation>
    </message>
  </context>
  <context>
    <name>FightersModel</name>
    <message>
      <location filename="../games/got/battle_models.py" line="36" />
      <source>Figur</source>
      <translation>Figure</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="36" />
      <source>Stärke</source>
      <translation>Power</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="36" />
      <source>Int.</source>
      <translation>Skill</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="36" />
      <source>Treffer</source>
      <translation>Hits</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="36" />
      <source>Status</source>
      <translation>Status</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="37" />
      <source>Klick oder Leertaste: in dieser Runde geschlagen</source>
      <translation>Click or Space: beaten in this round</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="37" />
      <source>Kampfstärke</source>
      <translation>Power</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="38" />
      <source>Intelligenz</source>
      <translation>Skill</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="38" />
      <source>Treffer auf der Figur</source>
      <translation>Hits on the figure</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="39" />
      <source>Runde, in der die Figur fiel</source>
      <translation>The round the figure fell in</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="127" />
      <source>Einmalige Sonderfertigkeit (✚, %1)</source>
      <translation>One-time ability (✚, %1)</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="143" />
      <source>fiel in Runde %1</source>
      <translation>fell in round %1</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="144" />
      <source>fällt jetzt</source>
      <translation>falls now</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="144" />
      <source>steht</source>
      <translation>standing</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="1" />
      <source>eingetragen: %1</source>
      <translation>entered: %1</translation>
    </message>
    <message>
      <location filename="../games/got/battle_models.py" line="1" />
      <source>Wert des Referees: %1</source>
      <translation>Referee's value: %1</translation>
    </message>
  </context>
  <context>
    <name>LiveOddsBox</name>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="71" />
      <source>Chancen, wenn weitergekämpft wird</source>
      <translation>Chances if fought on</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="75" />
      <source>Angreifer gewinnt: %1</source>
      <translation>Attacker wins: %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="75" />
      <source>Verteidiger gewinnt: %1</source>
      <translation>Defender wins: %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="76" />
      <source>Beide zerschlagen: %1</source>
      <translation>Both destroyed: %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="76" />
      <source>Zeit-Sieg nach Runde 7: %1</source>
      <translation>Time win after round 7: %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="87" />
      <source>Der Kampf ist entschieden oder noch nicht eröffnet.</source>
      <translation>The battle is decided or not yet open.</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="91" />
      <source>Weiterkämpfen, erwartete Kampfpunkte: Angreifer %1 · Verteidiger %2</source>
      <translation>Fought on, expected battle points: attacker %1 · defender %2</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="94" />
      <source>gibt der Angreifer auf, erhält der Verteidiger %1; gibt der Verteidiger auf, erhält der Angreifer %2 Kampfpunkte.</source>
      <translation>if the attacker concedes, the defender gets %1; if the defender concedes, the attacker gets %2 battle points.</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="99" />
      <source>exakt berechnet</source>
      <translation>computed exactly</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="101" />
      <source>geschätzt aus %1 Kämpfen, ± %2</source>
      <translation>estimated from %1 battles, ± %2</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="103" />
      <source>%1 ms</source>
      <translation>%1 ms</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="89" />
      <source>Mit den Markierungen der Runde %1 ist der Kampf entschieden.</source>
      <translation>With the marks of round %1 the battle is decided.</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_odds.py" line="113" />
      <source>vorläufig, mit den Markierungen der Runde %1</source>
      <translation>provisional, with the marks of round %1</translation>
    </message>
  </context>
  <context>
    <name>RoundCounter</name>
    <message>
      <location filename="../games/got/dialogs/battle_armies.py" line="127" />
      <source>Runde %1</source>
      <translation>Round %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_armies.py" line="128" />
      <source>Nachrekrutierung</source>
      <translation>Reinforcement</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_armies.py" line="130" />
      <source>Runden: %1 von %2 · entschieden</source>
      <translation>Rounds: %1 of %2 · decided</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_armies.py" line="132" />
      <source>Runde %1 von %2:</source>
      <translation>Round %1 of %2:</translation>
    </message>
  </context>
  <context>
    <name>Odds</name>
    <message>
      <location filename="../games/got/odds.py" line="1" />
      <source>beide fallen</source>
      <translation>both fall</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="1" />
      <source>Angreifer</source>
      <translation>Attacker</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="1" />
      <source>Verteidiger</source>
      <translation>Defender</translation>
    </message>
    <message>
      <location filename="../games/got/odds.py" line="1" />
      <source>Zeit um</source>
      <translation>time out</translation>
    </message>
  </context>
  <context>
    <name>GuideDialog</name>
    <message>
      <location filename="../dialogs/help.py" line="1" />
      <source>Kurzanleitung</source>
      <translation>Quick guide</translation>
    </message>
  </context>
  <context>
    <name>About</name>
    <message>
      <location filename="../dialogs/help.py" line="1" />
      <source>Schiedsrichter und Regelhelfer für Gods of Titan, Titan – Die Arena, Castle Rampage, Burgenkrieg und Weiß Schwarz.</source>
      <translation>Referee and rules assistant for Gods of Titan, Titan – The Arena, Castle Rampage, Castle War (Burgenkrieg) and Weiss Schwarz.</translation>
    </message>
    <message>
      <location filename="../dialogs/help.py" line="1" />
      <source>Lizenz: %1</source>
      <translation>Licence: %1</translation>
    </message>
    <message>
      <location filename="../dialogs/help.py" line="1" />
      <source>Die Druckbögen verwenden die Schrift DejaVu Sans (Bitstream-Vera-Lizenz, Änderungen gemeinfrei); der Lizenztext liegt bei den Schriften: printouts/fonts/LICENSE-DejaVu.txt.</source>
      <translation>The printed sheets use the DejaVu Sans fonts (Bitstream Vera licence, changes in the public domain); the licence text comes with the fonts: printouts/fonts/LICENSE-DejaVu.txt.</translation>
    </message>
    <message>
      <location filename="../dialogs/help.py" line="1" />
      <source>Die Regeltexte sind eigene Zusammenfassungen; die Rechte an den Spielen liegen bei ihren Verlagen.</source>
      <translation>The rule texts are our own summaries; the rights to the games remain with their publishers.</translation>
    </message>
    <message>
      <location filename="../dialogs/help.py" line="1" />
      <source>Über Schriftführer</source>
      <translation>About Schriftführer</translation>
    </message>
  </context>
  <context>
    <name>TeleportDialog</name>
    <message>
      <source>Teleport eintragen</source>
      <translation>Enter a teleport</translation>
    </message>
    <message>
      <source>Bezeichnung des Whirl-Feldes</source>
      <translation>Name of the whirl land</translation>
    </message>
    <message>
      <source>Bezeichnung des Landes, z. B. B12</source>
      <translation>Name of the land, e.g. B12</translation>
    </message>
    <message>
      <source>Armee</source>
      <translation>Army</translation>
    </message>
    <message>
      <source>Art</source>
      <translation>Kind</translation>
    </message>
    <message>
      <source>Von Tower</source>
      <translation>From tower</translation>
    </message>
    <message>
      <source>Über Tower</source>
      <translation>Via tower</translation>
    </message>
    <message>
      <source>Von Whirl</source>
      <translation>From whirl</translation>
    </message>
    <message>
      <source>Zu Whirl</source>
      <translation>To whirl</translation>
    </message>
    <message>
      <source>Gegner</source>
      <translation>Enemy</translation>
    </message>
    <message>
      <source>Ziel: Gelände</source>
      <translation>Destination: terrain</translation>
    </message>
    <message>
      <source>Ziel: Land</source>
      <translation>Destination: land</translation>
    </message>
    <message>
      <source>Felder</source>
      <translation>Lands</translation>
    </message>
    <message>
      <source>Erlaubnis</source>
      <translation>Leave</translation>
    </message>
    <message>
      <source>Der Darkland-Teleport kostet %1 Lebenssteine.</source>
      <translation>The Darkland teleport costs %1 gems.</translation>
    </message>
    <message>
      <source>Nicht möglich:</source>
      <translation>Not possible:</translation>
    </message>
    <message>
      <source>nicht nötig (eigene oder neutrale Tower)</source>
      <translation>not needed (own or neutral towers)</translation>
    </message>
    <message>
      <source>eigener</source>
      <translation>own</translation>
    </message>
    <message>
      <source>neutral</source>
      <translation>neutral</translation>
    </message>
    <message>
      <source>von %1, mit Erlaubnis</source>
      <translation>of %1, with leave</translation>
    </message>
    <message>
      <source>der God im Skycastle (City)</source>
      <translation>the God in the Skycastle (City)</translation>
    </message>
    <message>
      <source>— Tower wählen —</source>
      <translation>— choose a tower —</translation>
    </message>
    <message>
      <source>%1 erlaubt es</source>
      <translation>%1 allows it</translation>
    </message>
  </context>
  <context>
    <name>SpyDialog</name>
    <message>
      <source>Spionieren (Darklord)</source>
      <translation>Spy (Darklord)</translation>
    </message>
    <message>
      <source>Kam zum Angriff und fand einen verdeckten Titan</source>
      <translation>Came to attack and found a hidden Titan</translation>
    </message>
    <message>
      <source>Schwarze Armee</source>
      <translation>Black army</translation>
    </message>
    <message>
      <source>Ausspioniert</source>
      <translation>Spied on</translation>
    </message>
    <message>
      <source>Felder bis dorthin</source>
      <translation>Lands to get there</translation>
    </message>
    <message>
      <source>Nicht erreichbar:</source>
      <translation>Out of reach:</translation>
    </message>
  </context>
  <context>
    <name>DarkenDialog</name>
    <message>
      <source>Verdunklung (Darklord)</source>
      <translation>Darkening (Darklord)</translation>
    </message>
    <message>
      <source>Schwarze Armee verdunkelt sich</source>
      <translation>Black army that darkens</translation>
    </message>
    <message>
      <source>Zieht durch</source>
      <translation>Moves through</translation>
    </message>
  </context>
  <context>
    <name>RestoreTitanDialog</name>
    <message>
      <source>Titan im Dungeon wiederbeleben</source>
      <translation>Revive the Titan in the Dungeon</translation>
    </message>
    <message>
      <source>Spieler</source>
      <translation>Player</translation>
    </message>
    <message>
      <source>Titan erscheint in</source>
      <translation>The Titan appears in</translation>
    </message>
    <message>
      <source>Element an den Darklord</source>
      <translation>Element to the Darklord</translation>
    </message>
  </context>
  <context>
    <name>BlockedDialog</name>
    <message>
      <source>Armee kann nicht ziehen</source>
      <translation>Army cannot move</translation>
    </message>
    <message>
      <source>Alle Wege sind versperrt</source>
      <translation>Every way is blocked</translation>
    </message>
    <message>
      <source>Hält vor einer Titan-Armee, an der sie nicht vorbeikommt</source>
      <translation>Stops in front of a Titan army it cannot pass</translation>
    </message>
    <message>
      <source>Armee</source>
      <translation>Army</translation>
    </message>
    <message>
      <source>Grund</source>
      <translation>Reason</translation>
    </message>
  </context>
  <context>
    <name>EndBattleDialog</name>
    <message>
      <source>Endkampf im Skycastle</source>
      <translation>End battle in the Skycastle</translation>
    </message>
    <message>
      <source>Armee des Dark-Titans</source>
      <translation>The Dark-Titan's army</translation>
    </message>
    <message>
      <source>Leben des Gods</source>
      <translation>The God's life</translation>
    </message>
    <message>
      <source>Armee des Gods</source>
      <translation>The God's army</translation>
    </message>
    <message>
      <source>Kreaturen, die die Titan-Spieler dem God leihen:</source>
      <translation>Creatures the Titan players lend the God:</translation>
    </message>
    <message>
      <source>%1 von höchstens %2</source>
      <translation>%1 of at most %2</translation>
    </message>
  </context>
  <context>
    <name>EndBattleRoundDialog</name>
    <message>
      <source>Endkampf: Runde %1</source>
      <translation>End battle: round %1</translation>
    </message>
    <message>
      <source>Würfe (frei, wahlweise)</source>
      <translation>Rolls (free text, optional)</translation>
    </message>
    <message>
      <source>Treffer auf den God</source>
      <translation>Hits on the God</translation>
    </message>
    <message>
      <source>Würfe</source>
      <translation>Rolls</translation>
    </message>
    <message>
      <source>Geschlagen beim Darklord:</source>
      <translation>Beaten on the Darklord's side:</translation>
    </message>
    <message>
      <source>(in Runde 1 schlägt nur der Angreifer, %1)</source>
      <translation>(in round 1 only the attacker strikes, %1)</translation>
    </message>
    <message>
      <source>Geschlagen in der Armee des Gods:</source>
      <translation>Beaten in the God's army:</translation>
    </message>
    <message>
      <source>%1 Leben, davon %2 schon getroffen; jeder Angriff auf ihn trifft</source>
      <translation>%1 life, %2 of it hit already; every attack on him hits</translation>
    </message>
    <message>
      <source>Runde</source>
      <translation>Round</translation>
    </message>
    <message>
      <source>God</source>
      <translation>God</translation>
    </message>
    <message>
      <source>%1 von %2</source>
      <translation>%1 of %2</translation>
    </message>
  </context>
  <context>
    <name>GoalsView</name>
    <message>
      <source>Siegpunkte</source>
      <translation>Victory points</translation>
    </message>
    <message>
      <source>Spieler</source>
      <translation>Player</translation>
    </message>
    <message>
      <source>Das Journal schreibt jedes Ziel selbst gut, sobald seine Eintragung geschieht (§ %1); hier wird nichts eingetragen.</source>
      <translation>The journal credits each goal itself as soon as its entry happens (§ %1); nothing is entered here.</translation>
    </message>
    <message>
      <source>Ziel</source>
      <translation>Goal</translation>
    </message>
    <message>
      <source>SP</source>
      <translation>VP</translation>
    </message>
    <message>
      <source>§</source>
      <translation>§</translation>
    </message>
    <message>
      <source>Gutgeschrieben</source>
      <translation>Credited</translation>
    </message>
    <message>
      <source>erreicht</source>
      <translation>reached</translation>
    </message>
    <message>
      <source>offen — durch: %1</source>
      <translation>open — by: %1</translation>
    </message>
    <message>
      <source>offen</source>
      <translation>open</translation>
    </message>
    <message>
      <source>Abschnitt im Regelwerk öffnen</source>
      <translation>Open the section in the rules</translation>
    </message>
  </context>
  <context>
    <name>NumberList</name>
    <message>
      <location filename="../panels/widgets.py" line="292" />
      <source>hinzufügen</source>
      <translation>add</translation>
    </message>
    <message>
      <location filename="../panels/widgets.py" line="293" />
      <source>entfernen</source>
      <translation>remove</translation>
    </message>
  </context>
  <context>
    <name>HistoryModel</name>
    <message>
        <location filename="../models/history.py" line="86" />
        <source>Runde</source>
        <translation>Round</translation>
    </message>
    <message>
      <source>Interner Fehler</source>
      <translation>Internal error</translation>
    </message>
    <message>
      <source>Nach heutigen Regeln anders beurteilt</source>
      <translation>Judged differently by today's rules</translation>
    </message>
    <message>
      <source>nicht angewendet</source>
      <translation>not applied</translation>
    </message>
  </context>
  <context>
    <name>JudgedDialog</name>
    <message>
      <source>Interner Fehler</source>
      <translation>Internal error</translation>
    </message>
    <message>
      <source>Nach heutigen Regeln anders beurteilt</source>
      <translation>Judged differently by today's rules</translation>
    </message>
    <message>
      <source>Diese Einträge wurden so gemacht und bleiben, wie sie sind; die heutigen Regeln sähen sie anders. Wo der Tisch zustimmt, berichtigt ein Korrektureintrag die Partie.</source>
      <translation>These entries were made this way and stay as they are; today's rules would see them differently. Where the table agrees, a correction entry sets the game right.</translation>
    </message>
    <message>
      <source>nicht angewendet</source>
      <translation>not applied</translation>
    </message>
    <message>
      <source>Eintrag</source>
      <translation>Entry</translation>
    </message>
  </context>
  <context>
    <name>ValuesRow</name>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="1" />
      <source>A</source>
      <translation>A</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="1" />
      <source>V</source>
      <translation>D</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_actions.py" line="1" />
      <source>Wert des Referees: %1</source>
      <translation>Referee's value: %1</translation>
    </message>
  </context>
  <context>
    <name>ThrowsBox</name>
    <message>
      <location filename="../games/got/dialogs/battle_dice.py" line="1" />
      <source>Würfe dieser Runde (wahlweise, für das Würfelglück; § %1, %2)</source>
      <translation>This round's throws (optional, for the dice's luck; § %1, %2)</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_dice.py" line="1" />
      <source>Würfel</source>
      <translation>Dice</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_dice.py" line="1" />
      <source>Mindestwurf</source>
      <translation>Strike number</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_dice.py" line="1" />
      <source>Treffer</source>
      <translation>Hits</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_dice.py" line="1" />
      <source>Wurf hinzufügen</source>
      <translation>Add throw</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_dice.py" line="1" />
      <source>Letzten Wurf entfernen</source>
      <translation>Remove the last throw</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_dice.py" line="1" />
      <source>Angreifer %1</source>
      <translation>Attacker %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_dice.py" line="1" />
      <source>Verteidiger %1</source>
      <translation>Defender %1</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_dice.py" line="1" />
      <source>Angreifer</source>
      <translation>Attacker</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_dice.py" line="1" />
      <source>Verteidiger</source>
      <translation>Defender</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_dice.py" line="1" />
      <source>%1: %2 Würfel auf %3+, %4 Treffer</source>
      <translation>%1: %2 dice at %3+, %4 hits</translation>
    </message>
  </context>
  <context>
    <name>BattleLine</name>
    <message>
      <location filename="../games/got/dialogs/battle_line.py" line="1" />
      <source>z. B. a Og 3, v Ce x, r (Runde) · ende (Kampfende)</source>
      <translation>e.g. a Og 3, v Ce x, r (round) · ende (end of battle)</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_line.py" line="1" />
      <source>Kampfzeile:</source>
      <translation>Battle line:</translation>
    </message>
    <message>
      <location filename="../games/got/dialogs/battle_line.py" line="1" />
      <source>— Enter</source>
      <translation>— Enter</translation>
    </message>
  </context>
  <context>
    <name>LandField</name>
    <message>
      <location filename="../games/got/dialogs/lands.py" line="1" />
      <source>— Gelände des neuen Landes —</source>
      <translation>— terrain of the new land —</translation>
    </message>
  </context>
<context>
    <name>CheckDatabaseDialog</name>
    <message>
        <location filename="../dialogs/check_database.py" line="82" />
        <source>Die Partien-Datei durch diese Sicherung ersetzen? Die jetzige Datei wird vorher selbst gesichert.</source>
        <translation>Replace the games file by this backup? The current file is backed up first.</translation>
    </message>
    <message>
        <location filename="../dialogs/check_database.py" line="81" />
        <source>Sicherung zurückholen</source>
        <translation>Restore a backup</translation>
    </message>
    <message>
        <location filename="../dialogs/check_database.py" line="55" />
        <source>%1 Partien geprüft.</source>
        <translation>%1 games checked.</translation>
    </message>
    <message>
        <location filename="../dialogs/check_database.py" line="52" />
        <source>Probleme gefunden:</source>
        <translation>Problems found:</translation>
    </message>
    <message>
        <location filename="../dialogs/check_database.py" line="52" />
        <source>Datenbank in Ordnung.</source>
        <translation>The database is sound.</translation>
    </message>
    <message>
        <location filename="../dialogs/check_database.py" line="38" />
        <source>Sicherungen (neueste zuerst):</source>
        <translation>Backups (newest first):</translation>
    </message>
    <message>
        <location filename="../dialogs/check_database.py" line="28" />
        <source>Ausgewählte Sicherung zurückholen …</source>
        <translation>Restore the selected backup …</translation>
    </message>
    <message>
        <location filename="../dialogs/check_database.py" line="27" />
        <source>Jetzt sichern</source>
        <translation>Back up now</translation>
    </message>
    <message>
        <location filename="../dialogs/check_database.py" line="22" />
        <source>Datenbank prüfen</source>
        <translation>Check the database</translation>
    </message>
</context>
<context>
    <name>FallbackPage</name>
    <message>
        <location filename="../games/fallback.py" line="59" />
        <source>Eintrag als JSON, z. B. %1 — Enter trägt ihn ein</source>
        <translation>An entry as JSON, e.g. %1 — Enter enters it</translation>
    </message>
    <message>
        <location filename="../games/fallback.py" line="41" />
        <source>Gewonnen: %1</source>
        <translation>Won: %1</translation>
    </message>
    <message>
        <location filename="../games/fallback.py" line="37" />
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location filename="../games/fallback.py" line="36" />
        <source>Am Zug</source>
        <translation>To move</translation>
    </message>
    <message>
        <location filename="../games/fallback.py" line="36" />
        <source>Runde</source>
        <translation>Round</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../games/base.py" line="100" />
        <source>Name eines Eintrags, z. B. %1 — Enter öffnet ihn</source>
        <translation>An entry's name, e.g. %1 — Enter opens it</translation>
    </message>
</context>
<context>
    <name>NameLandDialog</name>
    <message>
        <location filename="../games/got/dialogs/lands.py" line="124" />
        <source>Bezeichnung</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../games/got/dialogs/lands.py" line="123" />
        <source>Gelände</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location filename="../games/got/dialogs/lands.py" line="120" />
        <source>wie auf dem Spielplan, z. B. B12</source>
        <translation>as on the board, e.g. B12</translation>
    </message>
    <message>
        <location filename="../games/got/dialogs/lands.py" line="117" />
        <source>Land benennen</source>
        <translation>Name a land</translation>
    </message>
</context>
<context>
    <name>NamesOnly</name>
    <message>
        <location filename="../dialogs/files.py" line="41" />
        <source>Datei</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../dialogs/files.py" line="40" />
        <source>%1-Datei</source>
        <translation>%1 file</translation>
    </message>
    <message>
        <location filename="../dialogs/files.py" line="38" />
        <source>Ordner</source>
        <translation>Folder</translation>
    </message>
</context>
<context>
    <name>QuickEntry</name>
    <message>
        <location filename="../quick_entry.py" line="289" />
        <source>Eingetragen: %1. Nicht eingetragen: %2 — %3</source>
        <translation>Entered: %1. Not entered: %2 — %3</translation>
    </message>
    <message>
        <location filename="../quick_entry.py" line="202" />
        <source>— Enter trägt ein</source>
        <translation>— Enter enters it</translation>
    </message>
    <message>
        <location filename="../quick_entry.py" line="110" />
        <source>Eintrag:</source>
        <translation>Entry:</translation>
    </message>
</context>
</TS>