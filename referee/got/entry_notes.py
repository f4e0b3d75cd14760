"""What each special entry of Gods of Titan is, and why none is on offer when the referee offers no option of
its kind at all: (German, English, sections) per option kind — the words and sections the entry dialogs show
(the rules are the referee's; a dialog only shows them).

>>> about("spy")[2]
('9.5', '23.3', '23.4')
"""

from __future__ import annotations

#: (German, English, sections)
Note = tuple[str, str, tuple[str, ...]]

_NONE: Note = ("", "", ())

#: what the entry is (one line at the top of its dialog)
_ABOUT: dict[str, Note] = {
    'spy': (
        'Die schwarze Armee zieht auf eine Armee eines Titan-Spielers, sieht sie an und teleportiert ins'
        ' Dungeon.',
        "The black army moves onto a Titan player's army, inspects it and teleports into the Dungeon.",
        ('9.5', '23.3', '23.4')),
    'darken': (
        'Die schwarze Armee verdunkelt sich und lässt die Armee des Movers ohne Kampf durch ihr Land '
        'ziehen; einzutragen, bevor diese zieht.',
        "The black army darkens and lets the Mover's army move through its land without a battle; "
        'entered before that army moves.',
        ('23.2',)),
    'restore_titan': (
        'Das Phantom im Dungeon wird wieder zum Titan; dafür gibt der Spieler ein Element an den '
        'Darklord, der es vernichtet.',
        'The Phantom in the Dungeon turns back into the Titan; the player gives an element to the '
        'Darklord, who destroys it.',
        ('24.6', '23.6')),
    'army_blocked': (
        'Eine Armee unter Zugzwang kann nicht ziehen; der Spielplan ist nicht bekannt, darum mit Grund.',
        'An army under forced move cannot move; the board is not known, hence the reason.',
        ('8.4', '23.5')),
    'free_marker': (
        'Der offengelegte Titan (Phantom, Dark-Titan) dient als Deckmärkchen seiner Armee; das Märkchen '
        'wird frei.',
        "The revealed Titan (Phantom, Dark-Titan) serves as its army's marker; the marker is free again.",
        ('4.4', '4.9', '24.3')),
    'end_battle_ended': (
        'Das Ergebnis folgt aus den eingetragenen Runden; aufgeben kann der Darklord, solange nichts '
        'entschieden ist.',
        'The result follows from the rounds entered; the Darklord may give up while nothing is decided.',
        ('27.5', '10.6')),
    'teleport': (
        'Die Armee teleportiert; der Weg ist Sache des Schriftführers, geprüft wird, wer wohin darf.',
        "The army teleports; the path is the scribe's, what is checked is who may go where.",
        ('9.1',)),
    'end_battle': (
        'Die Armee des Dark-Titans greift den God im Skycastle an; die Titan-Spieler leihen ihm '
        'Kreaturen.',
        "The Dark-Titan's army attacks the God in the Skycastle; the Titan players lend him creatures.",
        ('27.5', '16.5')),
    'end_battle_round': (
        'Eine Runde des Endkampfs: wer auf beiden Seiten fiel, wie oft der God getroffen wurde.',
        'One round of the end battle: who fell on either side, how often the God was hit.',
        ('27.5', '11.1')),
}

#: why nothing of the kind is on offer when the referee gives no option of it at all
_ABSENT: dict[str, Note] = {
    'spy': (
        'Spionieren kann nur der Darklord in seiner Bewegungsphase, einmal je Zug, bis der Dark-Titan '
        'erscheint.',
        'Only the Darklord spies, in his movement phase, once a turn, until the Dark-Titan appears.',
        ('9.5', '23.3', '23.7')),
    'darken': (
        'Die Verdunklung gibt es nur im Zug eines Titan-Spielers, solange eine schwarze Armee auf einem '
        'Darkland, Darktower oder im Dungeon steht und der Dark-Titan nicht erschienen ist.',
        "Darkening exists only in a Titan player's turn, while a black army stands on a Darkland, a "
        'Darktower or in the Dungeon and the Dark-Titan has not appeared.',
        ('23.2', '23.7')),
    'restore_titan': (
        'Nur ein Titan-Spieler, dessen Phantom im Dungeon steht, belebt den Titan wieder, solange der '
        'Dark-Titan nicht erschienen ist.',
        'Only a Titan player whose Phantom stands in the Dungeon revives the Titan, until the Dark-Titan'
        ' appears.',
        ('24.6', '23.7')),
    'army_blocked': (
        'Keine Armee des Movers steht noch unter Zugzwang.',
        'No army of the Mover is still under forced move.',
        ('8.4', '6.2')),
    'free_marker': (
        'Erst wenn ein Spieler den Titan (Phantom, Dark-Titan) offengelegt hat, dient er als '
        'Deckmärkchen seiner Armee und das Märkchen wird frei.',
        "Only once a player has revealed the Titan (Phantom, Dark-Titan) does it serve as its army's "
        'marker, freeing the marker.',
        ('4.4', '4.9', '24.3')),
    'resign': (
        'Aufgeben kann nur der Mover in seinem Zug.',
        'Only the Mover gives up, in their own turn.',
        ('28.11',)),
    'end_battle_ended': (
        'Es läuft kein Endkampf im Skycastle.',
        'No end battle in the Skycastle is running.',
        ('27.5',)),
    'teleport': (
        'Teleportieren kann nur eine Armee des Movers, die in seiner Bewegungsphase noch nicht gezogen '
        'ist (keine Tower-Besatzung).',
        'Only an army of the Mover that has not moved in the movement phase may teleport (no tower '
        'garrison).',
        ('9.1', '6.2')),
    'end_battle': (
        'Den Endkampf eröffnet der Darklord, wenn die Armee des Dark-Titans in der City steht.',
        "The Darklord opens the end battle when the Dark-Titan's army stands in the City.",
        ('27.5', '23.7')),
    'end_battle_round': (
        'Es läuft kein Endkampf, oder er ist entschieden (dann: Endkampf beenden).',
        'No end battle is running, or it is decided (then: end the end battle).',
        ('27.5',)),
}


def about(kind: str) -> Note:
    """What an entry of ``kind`` is, with its sections (empty if none is written)."""
    return _ABOUT.get(kind, _NONE)


#: what an entry hard to take back does, to confirm before it is entered: (German, English)
_CONFIRM: dict[str, tuple[str, str]] = {
    "resign": ("Alle Armeen des Spielers verlassen das Spiel, ohne dass jemand dafür Punkte bekommt (28.11).",
               "All the player's armies leave the game without anyone scoring for them (28.11)."),
}


def confirm(kind: str) -> tuple[str, str]:
    """What an entry of ``kind`` does that is hard to take back (empty if nothing to confirm)."""
    return _CONFIRM.get(kind, ("", ""))


def absent(kind: str) -> Note:
    """Why no entry of ``kind`` is on offer when the referee offers none at all, with the sections."""
    return _ABSENT.get(kind, _NONE)
