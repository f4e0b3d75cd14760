"""The catalogue of hostile and unusual inputs (grow it with every bug found).

Each case is the argument list of one ``schriftfuehrer`` call, optionally with bytes on standard input.
``{got}``, ``{arena}``, ``{rampage}``, ``{burgenkrieg}``, ``{weiss}`` stand for the ids of prepared games,
``{tmp}`` for a scratch folder.  Cases whose entry is refused must leave every stored game unchanged.
"""

from __future__ import annotations

import json
from typing import Any

GAMES = ("got", "arena", "rampage", "burgenkrieg", "weiss")

#: an entry's JSON text for each game that is otherwise valid, with a field to poison
TEMPLATES: dict[str, tuple[str, dict[str, Any], str]] = {
    "got": ("got.correction", {"reason": "Test", "player": "Anna", "points": "1"}, "points"),
    "arena": ("arena.bid", {"player": "Anna", "value": 4}, "value"),
    "rampage": ("rampage.draw", {"player": "Anna"}, "player"),
    "burgenkrieg": ("burgenkrieg.turn", {"player": "Ann"}, "player"),
    "weiss": ("weiss.draw", {"player": "A", "cards": ["Kaze", "Hana", "Tori", "Yuki", "Sora"]}, "player"),
}

class Raw(str):
    """JSON text put into the entry as it is (numbers JSON cannot hold otherwise)."""


#: poisoned values for a field (numbers and text alike)
POISON: list[Any] = [
    "1e100000000", "1e4299", Raw("1e100000000"), Raw("Infinity"), Raw("-Infinity"), Raw("NaN"), Raw("1e400"),
    Raw("9" * 5000), 2**63, -(10**12), 0.1, "0.1", "a\ud800b", "Ann\u200b", "\u202eAnn", "x" * 10_000_000, None, [], {},
    True, "", " ", "\x00", "12/0",
]


def _entry(game: str, field_value: Any) -> str:
    kind, data, field = TEMPLATES[game]
    if isinstance(field_value, Raw):
        head = json.dumps({"type": kind, "data": {**data, field: 0}})
        return head.replace(f'"{field}": 0', f'"{field}": {field_value}')
    return json.dumps({"type": kind, "data": {**data, field: field_value}})


def cases() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for game in GAMES:
        gid = "{" + game + "}"
        for value in POISON:
            accepted = game == "got" and isinstance(value, (float, str)) and not isinstance(value, Raw) and value in (0.1, "0.1")
            out.append({"args": ["game", "add", gid, _entry(game, value)], "refused": not accepted})
        for text in ("{not json", "", "[]", "null", '{"type": 5}', '{"type": "chess.move", "data": {}}',
                     '{"type": "' + game + '.setup", "data": {}}', "[" * 100_000 + "]" * 100_000,
                     '{"type": "' + TEMPLATES[game][0] + '", "data": {"unknown": 1}}',
                     '{"type": "' + TEMPLATES[game][0] + '", "data": ' + json.dumps(TEMPLATES[game][1]) + ', "v": 99}'):
            out.append({"args": ["game", "add", gid, text], "refused": True})
        out.append({"args": ["game", "add", gid, "-"], "stdin": b"\xff\xfe\x00{", "refused": True})
        out.append({"args": [game, "state", "999999"], "refused": True})
        out.append({"args": ["game", "show", gid, "--json"], "refused": False})
        # only the set-up is left in the other games: it is never undone (Gods of Titan took a correction above)
        out.append({"args": ["game", "undo", gid], "refused": game != "got"})
        out.append({"args": ["game", "export", gid, "-o", "{tmp}/missing/folder/x.json"], "refused": True})
        out.append({"args": ["game", "export", gid, "-o", "{tmp}"], "refused": True})
        out.append({"args": ["game", "rename", gid, "\u202eAnna"], "refused": True})
        out.append({"args": ["game", "rename", gid, "x" * 10_000], "refused": True})
    out += [
        {"args": ["--db", "://", "game", "list"], "refused": True},
        {"args": ["--db", "postgresql://", "game", "list"], "refused": True},
        {"args": ["game", "show", "-1"], "refused": True},
        {"args": ["game", "show", "99999999999999999999999"], "refused": True},
        {"args": ["game", "import", "{tmp}/does-not-exist.json"], "refused": True},
        {"args": ["game", "import", "-"], "stdin": b"[" * 200_000, "refused": True},
        {"args": ["game", "import", "-"], "stdin": b'{"format": "schriftfuehrer-journal", "game": "got", "events": [1]}',
         "refused": True},
        {"args": ["game", "import", "-"], "stdin": b"\xc3\x28", "refused": True},
        {"args": ["game", "new", "--game", "got", "--setup", "[" * 100_000], "refused": True},
        {"args": ["game", "new", "--game", "got", "--title", "x" * 10_000], "refused": True},
        {"args": ["game", "new", "--game", "chess"], "refused": True},
        {"args": ["got", "new", "--players", "Anna:Rot,Ann\u200ba:Blau,Cleo:Gelb"], "refused": True},
        {"args": ["got", "new", "--players", ""], "refused": True},
        {"args": ["got", "strength", "--points", "1e100000000"], "refused": True},
        {"args": ["got", "strength", "--points", "Infinity"], "refused": True},
        {"args": ["got", "strength", "--points", "699,5"], "refused": False},
        {"args": ["got", "settle", "--outcome", "fought", "--loser", "Titan:99999999999999"], "refused": True},
        {"args": ["got", "value", "--figures", "Ogre" + ",Ogre" * 5000], "refused": False},
        {"args": ["odds", "battle", "--attacker", "Ogre", "--defender", "Lion", "--samples", "1000000000000"],
         "refused": True},
        {"args": ["odds", "strike", "--attacker", "Ogr", "--defender", "Lion"], "refused": True},
        {"args": ["weiss", "new", "--deck", "{tmp}/deep.json", "--deck", "{tmp}/deep.json", "--first", "A"],
         "refused": True},
        {"args": ["rules", "search", "[" * 5000], "refused": False},
        {"args": ["rules", "search", "\"; DROP TABLE section; --"], "refused": False},
        {"args": ["print", "got-score", "--game-id", "{got}", "-o", "{tmp}/missing/folder/s.pdf"], "refused": True},
        {"args": ["print", "no-such-sheet", "--blank", "-o", "{tmp}/s.pdf"], "refused": True},
        {"args": ["db", "restore", "{tmp}/does-not-exist.sqlite"], "refused": True},
        {"args": ["interpretations", "--game", "chess"], "refused": True},
        # found by a new user: a negative distance was answered, and the state of a game without set-up crashed
        {"args": ["got", "recruits", "--land", "Jungle", "--army", "Cyclops", "--moved", "-1"], "refused": True},
        {"args": ["got", "recruits", "--land", "Jungle", "--army", "Cyclops", "--vp", "-5"], "refused": True},
        {"args": ["arena", "state", "{bare}"], "refused": True},
        {"args": ["arena", "options", "{bare}"], "refused": False},
        {"args": ["game", "show", "{bare}"], "refused": False},
        # lands are things and the quick-entry line (issue 17): a line is read, never guessed
        {"args": ["got", "quick", "{got}", ""], "refused": True},
        {"args": ["got", "quick", "{got}", "R2 " + "B" * 100_000 + " 3"], "refused": True},
        {"args": ["got", "quick", "{got}", "R2 Citytower 3"], "refused": True},
        {"args": ["got", "quick", "{got}", "R2 B 99999999999999999999"], "refused": True},
        {"args": ["got", "quick", "{got}", "land Brush \u202eB"], "refused": True},
        {"args": ["got", "quick", "{got}", "land Fort Fort 4"], "refused": True},
        {"args": ["got", "quick", "{got}", "R2 + + /"], "refused": True},
        {"args": ["got", "quick", "{arena}", "ende"], "refused": True},
        {"args": ["got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb", "--board", "{tmp}/deep.json"], "refused": True},
        {"args": ["got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb", "--board", "{tmp}"], "refused": True},
        {"args": ["got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb", "--board", "{tmp}/missing.toml"],
         "refused": True},
        # no internal error, no raw bytes (issue 33): numbers read as the Gods of Titan line reads them, nothing
        # echoed raw or whole
        {"args": ["burgenkrieg", "quick", "{burgenkrieg}", "\x07\x1b]0;Titel\x07"], "refused": True},
        {"args": ["arena", "quick", "{arena}", "Hy " + "x" * 100_000], "refused": True},
        {"args": ["arena", "quick", "{arena}", "Hy ²"], "refused": True},
        {"args": ["arena", "quick", "{arena}", "Hy " + "9" * 5000], "refused": True},
        {"args": ["got", "quick", "{got}", "R2 B ²"], "refused": True},
        {"args": ["got", "quick", "{got}", "R2\x1b[2J B 3"], "refused": True},
        {"args": ["game", "show", "²"], "refused": True},
        {"args": ["game", "show", "9" * 5000], "refused": True},
        {"args": ["game", "show", "\x1b]0;Titel\x07"], "refused": True},
        {"args": ["--lang", "\x1b]0;Titel\x07", "game", "list"], "refused": True},
        {"args": ["game", "note", "{got}", "--on", "²", "Text"], "refused": True},
        {"args": ["got", "recruits", "--land", "Jungle", "--army", "Cyclops", "--moved", "9" * 5000], "refused": True},
        {"args": ["rampage", "attack", "--attack", "3", "--defense", "Ko:²+1"], "refused": True},
        {"args": ["rampage", "odds", "--attack", "²", "--defense", "3"], "refused": True},
        {"args": ["burgenkrieg", "new", "--players", "Ann,\x1b]0;Bob\x07"], "refused": True},
    ]
    return out
